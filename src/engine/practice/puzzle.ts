import { generateSolvedGrid } from '../generator';
import { shuffle } from '../random';
import { countSolutions } from '../solver';
import type { Random } from '../types';

/*
 * New puzzles for practice positions: a random solved grid (the engine's
 * own generator) with clues removed in random order, one at a time, while
 * the solution stays unique, down to a minimal puzzle. Unlike the game's
 * puzzles they are not symmetric and not graded: a practice position only
 * needs a puzzle whose logical path meets the technique, and minimal
 * puzzles without symmetry meet the harder techniques about twice as often.
 */

/** A new minimal puzzle with exactly one solution: `puzzle` (0 = empty) and its `solution`. */
export function minimalPuzzle(random: Random): { puzzle: number[]; solution: number[] } {
  const solution = generateSolvedGrid(random);
  const puzzle = solution.slice();
  const order = shuffle(
    Array.from({ length: 81 }, (_, i) => i),
    random,
  );
  for (const cell of order) {
    puzzle[cell] = 0;
    if (countSolutions(puzzle, 2) !== 1) puzzle[cell] = solution[cell];
  }
  return { puzzle, solution };
}
