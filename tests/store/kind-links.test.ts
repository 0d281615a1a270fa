import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createRandom, formatKindText, generateKindPuzzle } from '../../src/engine';
import type { Kind } from '../../src/engine';
import { describeLoadError } from '../../src/i18n/notices';
import { loadMessages, setLocale } from '../../src/i18n/messages';
import { engineIdle, resetGameStore, selectPosition, useGame } from '../../src/store';
import type { LoadError } from '../../src/store';
import { EASY } from './fixtures';

/*
 * Every kind's text (issue 18 item 5) through a `?puzzle=` link and paste:
 * a good one opens as a game of its kind, with its rules; a bad one is
 * refused with a message naming what is wrong, and the game in progress is
 * untouched.
 */

const state = () => useGame.getState();

/** A generated puzzle of `kind` as its text, with its solution. */
function textOf(kind: Exclude<Kind, 'classic'>, seed = 3) {
  const p = generateKindPuzzle(kind, 'easy', createRandom(seed));
  return { text: formatKindText({ kind, rules: p.rules, givens: p.puzzle }), puzzle: p };
}

beforeEach(async () => {
  await engineIdle();
  resetGameStore();
  await setLocale('en');
  await loadMessages('en', 'dialogs');
});

describe('a kind text opens as a game of its kind', () => {
  it.each(['killer', 'jigsaw', 'x', '6x6'] as const)('%s, from a link', async (kind) => {
    const { text, puzzle } = textOf(kind);
    expect(await state().offerPuzzle(text)).toBe(true);
    const s = state();
    expect(s.loadError).toBeNull();
    expect(s.rules.kind).toBe(kind);
    expect(s.givens).toEqual(puzzle.puzzle);
    expect(s.solution).toEqual(puzzle.solution);
    expect(s.rules.cages).toEqual(puzzle.rules.cages);
    expect(s.rules.regions).toEqual(puzzle.rules.regions);
    await engineIdle();
    await vi.waitFor(() => expect(state().level).not.toBeNull()); // graded in the worker with its rules
  });

  it('pasted over a game in progress: asked first, then opened', async () => {
    expect(await state().offerPuzzle(EASY)).toBe(true);
    const cell = state().givens.indexOf(0);
    state().select(cell);
    state().enter(state().solution[cell] as 1);
    const { text } = textOf('killer', 11);
    state().pastePuzzle(text);
    await vi.waitFor(() => expect(state().dialog).toBe('confirm-link'));
    expect(state().rules.kind).toBe('classic'); // nothing replaced yet
    state().confirmLink();
    await vi.waitFor(() => expect(state().rules.kind).toBe('killer'));
  });
});

/** The texts of a generated Killer, Jigsaw and 6x6, for breaking. */
const killer = textOf('killer', 5).text;
const jigsaw = textOf('jigsaw', 5).text;

/** `text` with the character at `i` replaced by `c`. */
const put = (text: string, i: number, c: string) => text.slice(0, i) + c + text.slice(i + 1);

describe('a bad kind text is refused with a message, the game untouched', () => {
  const [, jCells, jRegions] = jigsaw.split(':');
  const [, kCells, kCages, kSums] = killer.split(':');
  const regionDigit = jRegions[0];
  const other = regionDigit === '1' ? '2' : '1';
  const cases: [string, string, LoadError['code'], string, RegExp][] = [
    [
      'a region of 8 cells',
      `J:${jCells}:${put(jRegions, 0, other)}`,
      'kind-text',
      'region-size',
      /^Region \d has (8|10) cells; every region needs 9\.$/,
    ],
    [
      'a cage sum no digits can make',
      `K:${kCells}:${kCages}:${['99', ...kSums.split(',').slice(1)].join(',')}`,
      'kind-text',
      'impossible-sum',
      /^Cage a has \d cells: no different digits add up to 99\.$/,
    ],
    [
      'a disconnected cage',
      // The last cell joins cage a (which starts in the first row): a cage in two pieces.
      `K:${kCells}:${put(kCages, 80, 'a')}:${kSums}`,
      'kind-text',
      'cage-disconnected',
      /^Cage a is not in one piece\.$/,
    ],
    [
      'a repeated digit',
      `X:${'11'.padEnd(81, '.')}`,
      'kind-text',
      'repeated-givens',
      /^1 is given twice in one row, column, region, diagonal or cage\.$/,
    ],
    [
      'two solutions',
      `X:${'.'.repeat(81)}`,
      'kind-text',
      'multiple-solutions',
      /more than one solution/,
    ],
    [
      'an unknown prefix',
      `Q:${'.'.repeat(81)}`,
      'kind-text',
      'unknown-prefix',
      /^“Q:” is not a kind of puzzle/,
    ],
  ];

  it.each(cases)('%s', async (_name, text, code, kindCode, message) => {
    expect(await state().offerPuzzle(EASY)).toBe(true);
    const { gameId } = state();
    state().select(state().givens.indexOf(0));
    state().enter(5);
    const before = selectPosition(state());
    expect(await state().offerPuzzle(text)).toBe(false);
    const error = state().loadError;
    expect(error?.code).toBe(code);
    if (error?.code === 'kind-text') expect(error.error.code).toBe(kindCode);
    expect(describeLoadError(error!)).toMatch(message);
    expect(state().gameId).toBe(gameId);
    expect(selectPosition(state())).toBe(before);
    expect(state().dialog).toBeNull();
  });

  it('a refused paste says so as a paste, in Chinese too', async () => {
    state().pastePuzzle(`J:${jCells}:${put(jRegions, 0, other)}`);
    await vi.waitFor(() => expect(state().loadError?.code).toBe('kind-text'));
    expect(state().loadErrorSource).toBe('paste');
    await setLocale('zh-CN');
    await loadMessages('zh-CN', 'dialogs');
    expect(describeLoadError(state().loadError!)).toMatch(/^第\d宫有(8|10)格，每个宫都要有9格。$/);
    await setLocale('en');
  });
});
