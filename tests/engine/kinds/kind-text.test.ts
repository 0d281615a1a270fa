// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkSolutions,
  createRandom,
  formatKindText,
  generateKindPuzzle,
  parseKindText,
  readKindPuzzle,
  type KindText,
  type KindTextError,
} from '../../../src/engine';

/*
 * The text form of every kind: parse and format round-trip; a bad text is
 * refused with an error naming what is wrong.
 */

const CLASSIC = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const SIX = '2...63.34.5.5..3.43.2..6.5.64.42...5';
const X = 'X:..7.4..913..2..84.9468.5...4....67.8.8.....6.6.19....4...5.1473.79..8..253..6.1..';
const JIGSAW_CELLS =
  '781.3.2..3.918..4.94.36.....5.72.1.3.........8.7.43.2.....54.81.9..183.6..3.9.458';
const JIGSAW_REGIONS =
  '112222233144422233144425333114555533114566555714666668777699968777999888779998888';
const JIGSAW = `J:${JIGSAW_CELLS}:${JIGSAW_REGIONS}`;
const EMPTY = '.'.repeat(81);
const KILLER_CAGES =
  'aabbbbbccdeeefgbccddehfgggijdehklmmijnnkklmmopnqkrrmmopsqqtuvvwxsyytuzAwxyyBBuzAw';
const KILLER_SUMS = '12,35,18,18,25,9,22,3,13,9,28,5,32,15,7,10,19,10,3,4,18,8,14,14,20,16,7,11';
const KILLER = `K:${EMPTY}:${KILLER_CAGES}:${KILLER_SUMS}`;

function parsed(text: string): KindText {
  const result = parseKindText(text);
  if (!result.ok) throw new Error(`refused: ${JSON.stringify(result.error)}`);
  return result.value;
}

function refusal(text: string): KindTextError {
  const result = parseKindText(text);
  if (result.ok) throw new Error(`accepted: ${text}`);
  return result.error;
}

describe('each kind reads and writes back its text', () => {
  it.each([
    ['classic', CLASSIC],
    ['6x6', SIX],
    ['x', X],
    ['jigsaw', JIGSAW],
    ['killer', KILLER],
  ])('%s round-trips', (kind, text) => {
    const value = parsed(text);
    expect(value.kind).toBe(kind);
    expect(formatKindText(value)).toBe(text);
    expect(parsed(formatKindText(value))).toEqual(value);
  });

  it('reads the parts: 6x6 digits, Jigsaw regions, Killer cages with their sums', () => {
    expect(parsed(SIX).givens).toHaveLength(36);
    expect(parsed(SIX).rules.size).toBe(6);
    const jigsaw = parsed(JIGSAW);
    expect(jigsaw.rules.regions.map((r) => r + 1).join('')).toBe(JIGSAW_REGIONS);
    const killer = parsed(KILLER);
    expect(killer.givens.every((d) => d === 0)).toBe(true);
    expect(killer.rules.cages).toHaveLength(28);
    expect(killer.rules.cages[0]).toEqual({ cells: [0, 1], sum: 12 });
    expect(killer.rules.cages[1]).toEqual({ cells: [2, 3, 4, 5, 6, 15], sum: 35 });
  });

  it('ignores white space around and inside the parts, and reads `0` as an empty cell', () => {
    const spaced = `  X:${X.slice(2).replace(/\./g, '0').match(/.{9}/g)!.join('\n')}  `;
    expect(formatKindText(parsed(spaced))).toBe(X);
  });

  it('writes regions and cages in reading order whatever numbering the text used', () => {
    const renumbered = JIGSAW_REGIONS.replace(/[12]/g, (d) => (d === '1' ? '2' : '1'));
    expect(formatKindText(parsed(`J:${JIGSAW_CELLS}:${renumbered}`))).toBe(JIGSAW);
  });

  it('round-trips generated puzzles of every kind (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(
          ['killer', 'hard'] as const,
          ['killer', 'easy'] as const,
          ['jigsaw', 'medium'] as const,
          ['x', 'medium'] as const,
          ['6x6', 'easy'] as const,
        ),
        fc.integer({ min: 0, max: 1e6 }),
        ([kind, level], seed) => {
          const p = generateKindPuzzle(kind, level, createRandom(seed));
          const text = formatKindText({ kind, rules: p.rules, givens: p.puzzle });
          const back = parsed(text);
          expect(back.givens).toEqual(p.puzzle);
          expect(back.rules).toEqual(p.rules);
          expect(formatKindText(back)).toBe(text);
        },
      ),
      { numRuns: 12 },
    );
  });
});

describe('a bad text is refused, naming what is wrong', () => {
  const cut = (part: string, n: number) => part.slice(0, n);
  it.each<[string, string, KindTextError]>([
    ['nothing', '   ', { code: 'empty' }],
    ['an unknown prefix', `Q:${EMPTY}`, { code: 'unknown-prefix', prefix: 'Q' }],
    [
      'a short Sudoku X',
      `X:${cut(X.slice(2), 80)}`,
      { code: 'wrong-length', part: 'cells', expected: 81, count: 80 },
    ],
    [
      'a letter among the cells',
      `X:a${X.slice(3)}`,
      { code: 'invalid-character', part: 'cells', char: 'a', index: 1 },
    ],
    ['a Jigsaw without regions', `J:${JIGSAW_CELLS}`, { code: 'missing-part', part: 'regions' }],
    [
      'a region of 8 cells',
      `J:${JIGSAW_CELLS}:2${JIGSAW_REGIONS.slice(1)}`,
      { code: 'region-size', region: 1, size: 8 },
    ],
    [
      'a region digit 0',
      `J:${JIGSAW_CELLS}:0${JIGSAW_REGIONS.slice(1)}`,
      { code: 'invalid-character', part: 'regions', char: '0', index: 1 },
    ],
    [
      'short regions',
      `J:${JIGSAW_CELLS}:${cut(JIGSAW_REGIONS, 80)}`,
      { code: 'wrong-length', part: 'regions', expected: 81, count: 80 },
    ],
    [
      'a disconnected region',
      // r1c1 and r1c2 (region 1) swapped with r9c8 and r9c9 (region 8): both cut in two.
      `J:${JIGSAW_CELLS}:88${JIGSAW_REGIONS.slice(2, 79)}11`,
      { code: 'region-disconnected', region: 1 },
    ],
    ['a Killer without cages', `K:${EMPTY}`, { code: 'missing-part', part: 'cages' }],
    ['a Killer without sums', `K:${EMPTY}:${KILLER_CAGES}`, { code: 'missing-part', part: 'sums' }],
    [
      'a cage letter skipped',
      `K:${EMPTY}:${KILLER_CAGES.replace(/b/g, 'c').replace(/c/g, 'c')}:${KILLER_SUMS}`,
      { code: 'cage-letters', missing: 'b' },
    ],
    [
      'a digit as a cage letter',
      `K:${EMPTY}:1${KILLER_CAGES.slice(1)}:${KILLER_SUMS}`,
      { code: 'invalid-character', part: 'cages', char: '1', index: 1 },
    ],
    [
      'a disconnected cage',
      `K:${EMPTY}:${KILLER_CAGES.slice(0, 80)}a:${KILLER_SUMS}`,
      { code: 'cage-disconnected', cage: 'a' },
    ],
    [
      'a sum missing',
      `K:${EMPTY}:${KILLER_CAGES}:${KILLER_SUMS.replace(/,11$/, '')}`,
      { code: 'sum-count', expected: 28, count: 27 },
    ],
    [
      'a sum that is no number',
      `K:${EMPTY}:${KILLER_CAGES}:x${KILLER_SUMS.slice(2)}`,
      { code: 'invalid-sum', cage: 'a', text: 'x' },
    ],
    [
      'a sum two cells cannot make',
      `K:${EMPTY}:${KILLER_CAGES}:18${KILLER_SUMS.slice(2)}`,
      { code: 'impossible-sum', cage: 'a', sum: 18, size: 2 },
    ],
    [
      'a digit twice in a row',
      `X:55${X.slice(4)}`,
      { code: 'repeated-givens', digit: 5, cells: [0, 1] },
    ],
    [
      'a digit twice on a diagonal of Sudoku X',
      `X:7${'.'.repeat(9)}7${'.'.repeat(70)}`,
      { code: 'repeated-givens', digit: 7, cells: [0, 10] },
    ],
    [
      'a digit twice in a box of a Killer',
      `K:..1.......1${'.'.repeat(70)}:${KILLER_CAGES}:${KILLER_SUMS}`,
      { code: 'repeated-givens', digit: 1, cells: [2, 10] },
    ],
    [
      'a 6x6 with a 7',
      `${SIX.slice(0, 35)}7`,
      { code: 'wrong-length', part: 'cells', expected: 81, count: 36 },
    ],
  ])('%s', (_, text, error) => {
    expect(refusal(text)).toEqual(error);
  });

  it('a Killer cage repeating a given where no unit does', () => {
    // Cage b: r1c3 r1c4 r1c5 r1c6 r1c7 r2c7; r1c3 and r2c7 share no unit.
    const givens = `..4${'.'.repeat(12)}4${'.'.repeat(65)}`;
    expect(refusal(`K:${givens}:${KILLER_CAGES}:${KILLER_SUMS}`)).toEqual({
      code: 'repeated-givens',
      digit: 4,
      cells: [2, 15],
    });
  });
});

describe('the solutions of a text', () => {
  it('a good text has one, found for it', () => {
    const read = readKindPuzzle(KILLER);
    expect(read.ok && read.value.solution.join('').length).toBe(81);
    const six = readKindPuzzle(SIX);
    expect(six.ok && six.value.solution).toHaveLength(36);
  });

  it('refuses a puzzle with no solution and one with two', () => {
    // Cage a (r1c1, r1c2) is 12; with r1c1 = 1 the other would be 11.
    const none = `K:1${EMPTY.slice(1)}:${KILLER_CAGES}:${KILLER_SUMS}`;
    expect(readKindPuzzle(none)).toEqual({ ok: false, error: { code: 'no-solution' } });
    expect(checkSolutions(parsed(`X:${EMPTY}`))).toEqual({
      ok: false,
      error: { code: 'multiple-solutions' },
    });
    const twoCages = `K:${EMPTY}:${'a'.repeat(9)}${'b'.repeat(72)}:45,360`;
    expect(refusal(twoCages)).toEqual({ code: 'impossible-sum', cage: 'b', sum: 360, size: 72 });
  });
});
