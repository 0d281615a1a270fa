import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createRandom, encodeShare, formatKindText, generateKindPuzzle } from '../../src/engine';
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

  it('pasted in "Enter a puzzle": leaves the classic grid being typed and opens as its kind', async () => {
    state().enterPuzzle();
    state().select(0);
    state().typeEntry(5);
    const { text, puzzle } = textOf('x', 13);
    state().pastePuzzle(text);
    await vi.waitFor(() => expect(state().rules.kind).toBe('x'));
    expect(state().entry).toBeNull();
    expect(state().givens).toEqual(puzzle.puzzle);
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

describe('a kind link with the sharer’s progress (`?puzzle=…&p=…`)', () => {
  /** A share code of `text`'s puzzle with two right digits and a note laid on it. */
  function withProgress(kind: Exclude<Kind, 'classic'>, seed: number) {
    const { text, puzzle } = textOf(kind, seed);
    const digits = puzzle.puzzle.slice();
    const notes = new Array<number>(digits.length).fill(0);
    const empties = digits.flatMap((d, i) => (d === 0 ? [i] : []));
    digits[empties[0]] = puzzle.solution[empties[0]];
    digits[empties[1]] = puzzle.solution[empties[1]];
    notes[empties[2]] = 0b101; // 1 and 3
    const code = encodeShare({ givens: puzzle.puzzle, progress: { digits, notes } });
    return { text, puzzle, digits, notes, code };
  }

  it.each(['killer', 'jigsaw', 'x', '6x6'] as const)(
    '%s: opens with the digits and notes, undone one by one',
    async (kind) => {
      const { text, digits, notes, code } = withProgress(kind, 7);
      expect(await state().offerShared(code, text)).toBe(true);
      expect(state().rules.kind).toBe(kind);
      const position = selectPosition(state());
      expect(position.digits).toEqual(digits);
      expect(position.notes).toEqual(notes);
      expect(state().moves).toHaveLength(4); // two digits, two notes
      state().undo();
      await vi.waitFor(() => expect(state().historyIndex).toBe(3));
    },
  );

  it('a damaged code, or one for another puzzle, is refused and the game untouched', async () => {
    expect(await state().offerPuzzle(EASY)).toBe(true);
    const { gameId } = state();
    const { text, code } = withProgress('killer', 7);
    const other = withProgress('killer', 8);
    const small = withProgress('6x6', 7);
    for (const [badCode, badText] of [
      [code.slice(0, -1), text],
      [other.code, text], // another puzzle's board
      [small.code, text], // a 6x6 board on a Killer
      [encodeShare({ givens: withProgress('killer', 7).puzzle.puzzle, progress: null }), text], // no progress
    ]) {
      expect(await state().offerShared(badCode, badText)).toBe(false);
      expect(state().loadError?.code).toBe('damaged-link');
      expect(state().gameId).toBe(gameId);
      expect(state().rules.kind).toBe('classic');
    }
  });
});
