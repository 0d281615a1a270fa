// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  countSolutions,
  createRandom,
  findConflicts,
  formatPuzzle,
  generateSolvedGrid,
  parsePuzzle,
  solve,
} from '../../src/engine';
import { isSolutionOf } from './helpers';

/** A valid board: a random solved grid with a random set of cells blanked. */
const validBoard = fc
  .tuple(
    fc.integer({ min: 0, max: 0x7fffffff }),
    fc.array(fc.boolean(), { minLength: 81, maxLength: 81 }),
  )
  .map(([seed, keep]) => {
    const grid = generateSolvedGrid(createRandom(seed));
    return { grid, puzzle: grid.map((d, i) => (keep[i] ? d : 0)) };
  });

describe('properties', () => {
  it('parsePuzzle(formatPuzzle(b)) gives b back for any valid board', () => {
    fc.assert(
      fc.property(validBoard, ({ puzzle }) => {
        const parsed = parsePuzzle(formatPuzzle(puzzle));
        expect(parsed).toEqual({ ok: true, board: puzzle });
      }),
      { numRuns: 300 },
    );
  });

  it('solving a solved grid with cells removed keeps the givens', () => {
    fc.assert(
      fc.property(validBoard, ({ puzzle }) => {
        expect(findConflicts(puzzle)).toEqual([]);
        expect(countSolutions(puzzle, 1)).toBe(1);
        expect(isSolutionOf(puzzle, solve(puzzle))).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('parsePuzzle never throws and only returns known error codes', () => {
    const codes = ['wrong-cell-count', 'invalid-character', 'repeated-givens'];
    fc.assert(
      fc.property(fc.string({ maxLength: 120 }), (text) => {
        const result = parsePuzzle(text);
        if (result.ok) expect(formatPuzzle(result.board)).toHaveLength(81);
        else expect(codes).toContain(result.error.code);
      }),
      { numRuns: 500 },
    );
  });

  it('parsePuzzle accepts any 81 digit-or-blank characters without repeats', () => {
    fc.assert(
      fc.property(
        validBoard,
        fc.array(fc.constantFrom('.', '0', '-'), { minLength: 81, maxLength: 81 }),
        ({ puzzle }, blanks) => {
          const text = puzzle.map((d, i) => (d === 0 ? blanks[i] : String(d))).join('');
          expect(parsePuzzle(text)).toEqual({ ok: true, board: puzzle });
        },
      ),
      { numRuns: 200 },
    );
  });
});
