// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { countClues, countSolutions, createRandom, solve } from '../../../src/engine';
import { gradePuzzle } from '../../../src/engine/logic';
import {
  IDENTITY,
  minimalPuzzle,
  randomSymmetry,
  transformBoard,
} from '../../../src/engine/practice';

describe('minimalPuzzle', () => {
  it('makes a puzzle with one solution from which no given can be taken', () => {
    const random = createRandom('minimal');
    for (let n = 0; n < 5; n++) {
      const { puzzle, solution } = minimalPuzzle(random);
      expect(countSolutions(puzzle, 2)).toBe(1);
      expect(solve(puzzle)).toEqual(solution);
      for (let i = 0; i < 81; i++) {
        if (puzzle[i] === 0) continue;
        const fewer = puzzle.slice();
        fewer[i] = 0;
        expect(countSolutions(fewer, 2)).toBe(2);
      }
    }
  });

  it('gives the same puzzle for the same seed, and another for another seed', () => {
    const a = minimalPuzzle(createRandom(7)).puzzle.join('');
    expect(minimalPuzzle(createRandom(7)).puzzle.join('')).toBe(a);
    expect(minimalPuzzle(createRandom(8)).puzzle.join('')).not.toBe(a);
  });
});

describe('randomSymmetry', () => {
  it('maps a puzzle to another one with one solution, the transformed solution, and the same grade', () => {
    const random = createRandom('symmetry');
    const { puzzle, solution } = minimalPuzzle(random);
    const grade = gradePuzzle(puzzle);
    for (let n = 0; n < 10; n++) {
      const symmetry = randomSymmetry(random);
      const moved = transformBoard(puzzle, symmetry);
      expect(countClues(moved)).toBe(countClues(puzzle));
      expect(countSolutions(moved, 2)).toBe(1);
      expect(solve(moved)).toEqual(transformBoard(solution, symmetry));
      expect(gradePuzzle(moved).level).toBe(grade.level);
      expect(moved.join('')).not.toBe(puzzle.join(''));
    }
  });

  it('keeps every cell and digit under the identity', () => {
    const { puzzle } = minimalPuzzle(createRandom(3));
    expect(transformBoard(puzzle, IDENTITY)).toEqual(puzzle);
  });
});
