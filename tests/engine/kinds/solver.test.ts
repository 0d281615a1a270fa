// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  analyse,
  countSolutions,
  createRandom,
  generateKindPuzzle,
  solve,
  solvesWithSingles,
  CLASSIC_RULES,
  SIX_RULES,
  X_RULES,
  killerRules,
  type Kind,
} from '../../../src/engine';
import { countIndependently, isSolutionUnder } from './counter';

/*
 * The bitmask solver under every kind's rules, against the independent
 * counter: the same number of solutions (up to a limit) on boards made by
 * keeping a random part of a generated solution, and every solution it
 * returns keeps the rules.
 */

const KINDS: Exclude<Kind, 'classic'>[] = ['killer', 'jigsaw', 'x', '6x6'];
// One generated puzzle per kind: its rules and solution are the material.
const MATERIAL = Object.fromEntries(
  KINDS.map((kind) => [
    kind,
    generateKindPuzzle(kind, kind === '6x6' ? 'easy' : 'medium', createRandom(kind)),
  ]),
);

describe.each(KINDS)('%s', (kind) => {
  const { rules, solution, puzzle } = MATERIAL[kind];

  it('counts as the independent counter does, on parts of a solution (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 }),
        fc.integer({ min: 25, max: 80 }),
        (seed, keep) => {
          const random = createRandom(seed);
          // Keep about keep% of the solution's digits (fewer givens: more solutions to count).
          const board = solution.map((d) => (random() * 100 < keep ? d : 0));
          const ours = countSolutions(board, 3, rules);
          expect(ours).toBe(countIndependently(board, rules, 3));
          const found = solve(board, rules);
          expect(found !== null).toBe(ours > 0);
          if (found) expect(isSolutionUnder(rules, board, found)).toBe(true);
        },
      ),
      { numRuns: kind === 'killer' ? 12 : 25 },
    );
  });

  it('solves its generated puzzle to its solution, and finds it unique', () => {
    expect(analyse(puzzle, 2, rules)).toEqual({ count: 1, solution });
  });

  it('gives 0 for a repeated given, a digit out of range or the wrong length', () => {
    const n = rules.size;
    const twice = new Array<number>(n * n).fill(0);
    twice[0] = twice[1] = 1;
    expect(countSolutions(twice, 2, rules)).toBe(0);
    const big = new Array<number>(n * n).fill(0);
    big[0] = n + 1;
    expect(countSolutions(big, 2, rules)).toBe(0);
    expect(countSolutions(new Array<number>(n * n + 1).fill(0), 2, rules)).toBe(0);
  });
});

describe('what the rules add', () => {
  it('a Killer cage sum is kept to the end: a full board that breaks one is no solution', () => {
    const { rules, solution } = MATERIAL.killer;
    const q = rules.cages.findIndex((c) => c.cells.length >= 2);
    const wrong = killerRules(
      rules.cages.map((c, i) => (i === q ? { cells: c.cells, sum: c.sum + 1 } : c)),
    );
    expect(countSolutions(solution, 2, rules)).toBe(1);
    expect(countSolutions(solution, 2, wrong)).toBe(0);
    expect(countIndependently(solution, wrong, 2)).toBe(0);
    // With a cell of that cage left empty, no digit can make the sum either way.
    const open = solution.slice();
    open[rules.cages[q].cells[0]] = 0;
    expect(countSolutions(open, 2, wrong)).toBe(countIndependently(open, wrong, 2));
  });

  it('the diagonals of Sudoku X: a classic grid with a repeat on a diagonal is no X solution', () => {
    const classic = solve(new Array<number>(81).fill(0), CLASSIC_RULES)!;
    const repeats = [0, 10, 20, 30, 40, 50, 60, 70, 80].map((c) => classic[c]);
    const xOk = new Set(repeats).size === 9;
    expect(countSolutions(classic, 2, X_RULES)).toBe(xOk ? 1 : 0);
  });

  it('6x6: digits 1-6 on 36 cells; the empty board has many solutions', () => {
    expect(countSolutions(new Array<number>(36).fill(0), 2, SIX_RULES)).toBe(2);
    const one = solve(new Array<number>(36).fill(0), SIX_RULES)!;
    expect(one).toHaveLength(36);
    expect(isSolutionUnder(SIX_RULES, [], one)).toBe(true);
    expect(solvesWithSingles(MATERIAL['6x6'].puzzle, SIX_RULES)).toBe(true);
  });
});
