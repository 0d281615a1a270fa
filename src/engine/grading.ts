import { gradePuzzle, LEVELS } from './logic';
import type { Level } from './logic';
import { solvesWithSingles } from './solver';
import type { Board } from './types';

/*
 * What a difficulty level means: the hardest solving technique a puzzle's
 * logical solution needs (see logic/techniques.ts for the technique list per
 * level). This is the one place the generator and the store ask.
 */

/** Position of a level in LEVELS: easy 0 ... master 4. */
export function levelRank(level: Level): number {
  return LEVELS.indexOf(level);
}

/**
 * The level of a puzzle with exactly one solution. Singles-only puzzles are
 * recognised by the bitmask solver's propagation in microseconds; the rest
 * are graded by the logical solver.
 */
export function levelOf(puzzle: Board): Level {
  return solvesWithSingles(puzzle) ? 'easy' : gradePuzzle(puzzle).level;
}
