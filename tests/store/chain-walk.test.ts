import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Board } from '../../src/engine';
import type { Step } from '../../src/engine/logic';
import { walkPages, walkStep, walksChains } from '../../src/learn/hintWalk';
import type { WalkAt } from '../../src/learn/hintWalk';
import { loadMessages, setLocale } from '../../src/i18n/messages';
import { explainHint, explainPage, explainStep } from '../../src/i18n/steps';
import {
  engineIdle,
  resetGameStore,
  selectCellViews,
  selectHintChain,
  selectPosition,
  useGame,
} from '../../src/store';
import { FORUM_HARDEST } from './fixtures';

/*
 * A Master puzzle played to the end on Hint alone (issue 19, item 4): Arto
 * Inkala's puzzle, whose nested forcing chains have branches of more than
 * 150 links. At every press, and at every page of every chain walked
 * (Next through the whole walk), the board never draws more than 8 links,
 * every ringed candidate is shown in its cell, and no text of a chain hint
 * (its summary, a page of its walk) is longer than 300 characters, in
 * English and in Chinese (counted in characters: UTF-16 code units, one per
 * Chinese character or punctuation mark). Hint presses per step average 3
 * at most: the walk is optional. A forum "hardest" puzzle is played too.
 */

const INKALA = '8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..';
const MAX_LINKS = 8;
const MAX_CHARS = 300;

const state = () => useGame.getState();

interface Played {
  presses: number;
  steps: number;
  finished: boolean;
  maxLinks: number;
  unshown: string[]; // ringed candidates not shown in their cells
  pages: number; // pages walked with Next
  told: { step: Step; digits: Board }[]; // each step at its second press, for its words
}

/** Every place of a step's walk, from its summary through each page of each chain (as Next goes). */
function walkOf(step: Step): WalkAt[] {
  const pages = walkPages(step);
  const out: WalkAt[] = [{ branch: -1, page: 0 }];
  for (let at = walkStep(pages, out[0], 1); at; at = walkStep(pages, at, 1)) out.push(at);
  return out;
}

/** Check what the board draws now. */
function lookAtBoard(played: Played): void {
  const drawn = selectHintChain(state());
  if (!drawn) return;
  played.maxLinks = Math.max(played.maxLinks, drawn.chain.links.length);
  const views = selectCellViews(state());
  for (const node of drawn.chain.nodes) {
    for (const cell of node.cells) {
      const v = views[cell];
      const bit = 1 << (node.digit - 1);
      if (v.digit !== node.digit && ((v.notes | v.hintCandidates) & bit) === 0)
        played.unshown.push(`${cell}:${node.digit}`);
    }
  }
}

/** Press Hint until the puzzle is solved (or far too many presses), walking every chain hint. */
async function play(puzzle: string, limit: number): Promise<Played> {
  resetGameStore();
  await state().loadPuzzle(puzzle);
  const played: Played = {
    presses: 0,
    steps: 0,
    finished: false,
    maxLinks: 0,
    unshown: [],
    pages: 0,
    told: [],
  };
  while (state().finishedAt === null && played.presses < limit) {
    const before = state().historyIndex;
    state().hint();
    played.presses++;
    await engineIdle();
    lookAtBoard(played);
    const flow = state().hintFlow;
    if (flow?.hint.kind === 'step' && flow.stage === 2) {
      const { step } = flow.hint;
      played.told.push({ step, digits: selectPosition(state()).digits });
      if (walksChains(step)) {
        for (const at of walkOf(step).slice(1)) {
          state().showHintBranch(at.branch, at.page);
          expect(state().hintFlow).toMatchObject(at);
          played.pages++;
          lookAtBoard(played);
        }
      }
    }
    if (state().historyIndex !== before) played.steps++;
  }
  played.finished = state().finishedAt !== null;
  return played;
}

/** The longest text a hint's second press and its walk show, in the current language. */
function longestText({ step, digits }: { step: Step; digits: Board }): number {
  const texts = [explainHint(step, digits)];
  for (const at of walkOf(step).slice(1)) texts.push(explainPage(step, at.branch, at.page));
  return Math.max(...texts.map((text) => text.length));
}

beforeAll(() => Promise.all([loadMessages('zh-CN', 'core'), loadMessages('zh-CN', 'steps')]));
afterAll(() => setLocale('en'));

describe('a Master puzzle played on Hint alone', () => {
  for (const [name, puzzle, all] of [
    ["Arto Inkala's puzzle", INKALA, true],
    ['a forum "hardest" puzzle', FORUM_HARDEST, false],
  ] as const) {
    it(`${name}: at most 8 links, every ring's digit shown, short words, 3 presses a step`, async () => {
      const played = await play(puzzle, 1000);
      expect(played.finished).toBe(true);
      expect(played.presses / played.steps).toBeLessThanOrEqual(3);
      expect(played.maxLinks).toBeGreaterThan(0);
      expect(played.maxLinks).toBeLessThanOrEqual(MAX_LINKS);
      expect(played.unshown).toEqual([]);
      // Long chains were there to walk: more pages than steps.
      expect(played.pages).toBeGreaterThan(played.steps);
      // Chain hints everywhere; on Inkala's puzzle every hint (elsewhere a skyscraper runs longer).
      const checked = all ? played.told : played.told.filter(({ step }) => walksChains(step));
      const longest: string[] = [];
      for (const locale of ['en', 'zh-CN'] as const) {
        await setLocale(locale);
        const most = Math.max(...checked.map(longestText));
        expect(most, locale).toBeLessThanOrEqual(MAX_CHARS);
        longest.push(`${locale} ${most}`);
      }
      await setLocale('en');
      // Before: one branch told at once ran to thousands of characters.
      const whole = Math.max(
        ...played.told.map(({ step, digits }) => explainStep(step, digits).length),
      );
      console.info(
        `${name}: ${played.presses} presses, ${played.steps} steps, ${played.pages} pages walked, at most ${played.maxLinks} links; longest text ${longest.join(', ')} characters (explainStep up to ${whole})`,
      );
    }, 120_000);
  }
});
