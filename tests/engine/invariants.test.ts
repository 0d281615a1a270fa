// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  analyse,
  countClues,
  countSolutions,
  createRandom,
  difficultyOf,
  findConflicts,
  formatPuzzle,
  generatePuzzle,
  generateSolvedGrid,
  solve,
  type Board,
  type GenerateOptions,
} from '../../src/engine';
import { board, frozen } from './helpers';

/*
 * No engine function mutates its input. Inputs are frozen, so a write
 * throws (ES modules are strict), and compared with a copy afterwards.
 */
const INPUTS: [string, string][] = [
  ['unique', '8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..'],
  [
    'no solution',
    '12345678........................................................................9',
  ],
  [
    'duplicate givens',
    '598274163123698754746153928674315289532789416819462375285941637397526841461837592',
  ],
  [
    'two solutions',
    '.5.274163123698754746153928674315289532789416.1.462375285941637397526841461837592',
  ],
  ['empty', '.'.repeat(81)],
];

const CALLS: [string, (b: Board) => unknown][] = [
  ['solve', (b) => solve(b)],
  ['countSolutions', (b) => countSolutions(b, 2)],
  ['analyse', (b) => analyse(b, 2)],
  ['findConflicts', (b) => findConflicts(b)],
  ['formatPuzzle', (b) => formatPuzzle(b)],
  ['countClues', (b) => countClues(b)],
  ['difficultyOf', (b) => difficultyOf(b)],
];

describe.each(CALLS)('%s', (_, call) => {
  it.each(INPUTS)('leaves a %s board untouched', (_, text) => {
    const input = frozen(board(text));
    const copy = [...input];
    expect(() => call(input)).not.toThrow();
    expect(input).toEqual(copy);
  });
});

describe('generatePuzzle', () => {
  it('does not mutate its options', () => {
    const options: GenerateOptions = Object.freeze({
      difficulty: 'hard',
      random: createRandom(1),
      symmetric: true,
    });
    expect(() => generatePuzzle(options)).not.toThrow();
    expect(options.difficulty).toBe('hard');
  });

  it('returns a puzzle and a solution that do not share storage', () => {
    const { puzzle, solution } = generatePuzzle({ difficulty: 'medium', random: createRandom(2) });
    const before = formatPuzzle(puzzle);
    (solution as number[]).fill(0);
    expect(formatPuzzle(puzzle)).toBe(before);
  });
});

describe('returned boards are fresh', () => {
  it('a later solve does not change an earlier answer', () => {
    const first = solve(board(INPUTS[0][1]))!;
    const copy = [...first];
    solve(board('.'.repeat(81)));
    countSolutions(board(INPUTS[3][1]), 2);
    expect(first).toEqual(copy);
  });

  it('writing to an answer does not change the next one', () => {
    const p = board(INPUTS[0][1]);
    const a = solve(p)!;
    const expected = [...a];
    a.fill(0);
    expect(solve(p)).toEqual(expected);
    const result = analyse(p, 2);
    result.solution!.fill(0);
    expect(analyse(p, 2).solution).toEqual(expected);
  });

  it('generateSolvedGrid returns a new grid each time', () => {
    const random = createRandom(3);
    const a = generateSolvedGrid(random);
    const copy = [...a];
    const b = generateSolvedGrid(random);
    expect(b).not.toBe(a);
    expect(a).toEqual(copy);
  });
});
