import { gradePuzzle, LEVELS } from './logic';
import { solvesWithSingles } from './solver';
import type { Board, Difficulty } from './types';

/*
 * The one place that decides what a difficulty level means: the hardest
 * solving technique a puzzle's logical solution needs (logic/techniques.ts
 * lists the techniques of each level). Easy: singles only. Medium: plus
 * locked candidates and pairs. Hard: plus triples, quads, X-Wing, XY-Wing.
 * Expert: plus Swordfish, Jellyfish, XYZ-Wing, W-Wing, Skyscraper, 2-String
 * Kite, simple colouring, unique rectangles (types 1-4), BUG+1, finned
 * X-Wing and Swordfish. Master: needs chains (X-Chain, XY-Chain, AIC) or
 * almost locked sets (ALS-XZ, ALS-XY-Wing), or more than every technique
 * here (the logic does not finish it: `gradePuzzle(...).solved` is false).
 */

/** Number of givens on a board. */
export function countClues(board: Board): number {
  let n = 0;
  for (let i = 0; i < 81; i++) if (board[i] !== 0) n++;
  return n;
}

/** Position of a level, easy 0 ... master 4. */
export function levelRank(level: Difficulty): number {
  return LEVELS.indexOf(level);
}

/**
 * The level of a puzzle with exactly one solution (check that first with
 * countSolutions). Singles-only puzzles are recognised by the bitmask
 * solver's propagation in microseconds; the rest are graded by the logical
 * solver.
 */
export function difficultyOf(puzzle: Board): Difficulty {
  return solvesWithSingles(puzzle) ? 'easy' : gradePuzzle(puzzle).level;
}
