import { gradePath, gradePuzzle, LEVELS, solveLogically } from './logic';
import type { Rules } from './rules';
import { solvesWithSingles } from './solver';
import type { Board, Difficulty } from './types';

/*
 * The one place that decides what a difficulty level means: the hardest
 * solving technique a puzzle's logical solution needs (logic/techniques.ts
 * lists the techniques of each level). Easy: singles only. Medium: plus
 * locked candidates and pairs. Hard: plus triples, quads, X-Wing, XY-Wing.
 * Expert: plus Swordfish, Jellyfish, XYZ-Wing, W-Wing, Skyscraper, 2-String
 * Kite, simple colouring, unique rectangle. Master: needs chains or forcing
 * chains, and the logic finishes the puzzle with them.
 */

/** Number of givens on a board (of any size). */
export function countClues(board: Board): number {
  let n = 0;
  for (let i = 0; i < board.length; i++) if (board[i] !== 0) n++;
  return n;
}

/** Position of a level, easy 0 ... master 4. */
export function levelRank(level: Difficulty): number {
  return LEVELS.indexOf(level);
}

/** The hardness rank of a puzzle the logic does not finish: above every level. */
export const UNFINISHED_RANK = LEVELS.length;

/**
 * How hard a puzzle with exactly one solution is, as a number, looking no
 * further than `upTo` (default: every level), under `rules` (default
 * classic): its level's rank (easy 0 ...
 * master 4) when the logic finishes it with techniques up to `upTo`, else
 * the rank just above `upTo` (for master: UNFINISHED_RANK). The generator
 * only needs to know that a puzzle is too hard, and looking further costs
 * forcing chains. Singles-only puzzles are recognised in microseconds.
 */
export function hardnessOf(puzzle: Board, upTo: Difficulty = 'master', rules?: Rules): number {
  if (solvesWithSingles(puzzle, rules)) return 0;
  const { steps, solved } = solveLogically(puzzle, { maxLevel: upTo }, rules);
  return solved ? LEVELS.indexOf(gradePath(steps, solved, rules).level) : levelRank(upTo) + 1;
}

/**
 * The level of a puzzle with exactly one solution (check that first with
 * countSolutions); 'master' also when the logic does not finish it. Singles-only puzzles are recognised by the bitmask
 * solver's propagation in microseconds; the rest are graded by the logical
 * solver.
 */
export function difficultyOf(puzzle: Board, rules?: Rules): Difficulty {
  return solvesWithSingles(puzzle, rules) ? 'easy' : gradePuzzle(puzzle, rules).level;
}
