import { describe, expect, it } from 'vitest';
import {
  DIFFICULTIES,
  countSolutions,
  createRandom,
  difficultyOf,
  findConflicts,
} from '../../src/engine';
import { STARTERS, decodeStarter, disguise, starterPuzzle } from '../../src/engine/starters';

/*
 * The puzzles shipped with the page (a first visit's first puzzle, and New
 * game when the worker has none ready): each unique, of its level, its
 * solution right; each disguise the same puzzle to a solver and another to
 * the eye; never the puzzle on the board again.
 */

describe.each(DIFFICULTIES)('the shipped %s puzzle', (level) => {
  const { puzzle, solution } = decodeStarter(STARTERS[level]);

  it('has one solution, the one shipped with it, and needs the techniques of its level', () => {
    expect(puzzle).toHaveLength(81);
    expect(solution.every((d) => d >= 1 && d <= 9)).toBe(true);
    expect(findConflicts(solution)).toEqual([]);
    expect(puzzle.every((d, i) => d === 0 || d === solution[i])).toBe(true);
    expect(countSolutions(puzzle, 2)).toBe(1);
    expect(difficultyOf(puzzle)).toBe(level);
  });

  it('in any disguise: another grid, still unique, of the same level, its solution carried along', () => {
    for (let seed = 0; seed < 3; seed++) {
      const made = disguise(puzzle, solution, createRandom(`${level}-${seed}`));
      expect(made.puzzle).not.toEqual(puzzle);
      expect(made.puzzle.filter((d) => d !== 0)).toHaveLength(puzzle.filter((d) => d !== 0).length);
      expect(findConflicts(made.solution)).toEqual([]);
      expect(made.puzzle.every((d, i) => d === 0 || d === made.solution[i])).toBe(true);
      expect(countSolutions(made.puzzle, 2)).toBe(1);
      expect(difficultyOf(made.puzzle)).toBe(level);
    }
  });
});

it('never gives the puzzle on the board again, even from a random source that repeats itself', () => {
  const first = starterPuzzle('medium', createRandom('same'));
  // The same random numbers would make the very same disguise: it is drawn again.
  const second = starterPuzzle('medium', createRandom('same'), first.puzzle);
  expect(second.puzzle).not.toEqual(first.puzzle);
  expect(countSolutions(second.puzzle, 2)).toBe(1);
});
