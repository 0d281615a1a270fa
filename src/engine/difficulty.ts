import type { Board, Difficulty } from './types';

/*
 * The one place that decides what a difficulty level means. For now a level
 * is a band of clue counts; a later change grades by solving technique and
 * replaces this module (the generator only asks `targetFor` and `meets`).
 */

/** Clue-count band per level, inclusive. */
export const DIFFICULTY_BANDS: Readonly<Record<Difficulty, { minClues: number; maxClues: number }>> = {
  easy: { minClues: 38, maxClues: 44 },
  medium: { minClues: 32, maxClues: 37 },
  hard: { minClues: 28, maxClues: 31 },
  expert: { minClues: 22, maxClues: 27 },
};

/** Number of givens on a board. */
export function countClues(board: Board): number {
  let n = 0;
  for (let i = 0; i < 81; i++) if (board[i] !== 0) n++;
  return n;
}

/** The level a unique puzzle belongs to, or null when it is outside every band. */
export function difficultyOf(puzzle: Board): Difficulty | null {
  const n = countClues(puzzle);
  for (const [level, band] of Object.entries(DIFFICULTY_BANDS) as [Difficulty, (typeof DIFFICULTY_BANDS)[Difficulty]][]) {
    if (n >= band.minClues && n <= band.maxClues) return level;
  }
  return null;
}

/**
 * How many clues the generator aims for, drawn in the band. It is at least
 * one above the band's floor because clues are removed in symmetric pairs.
 */
export function targetClues(difficulty: Difficulty, draw: number): number {
  const { minClues, maxClues } = DIFFICULTY_BANDS[difficulty];
  return minClues + 1 + Math.floor(draw * (maxClues - minClues));
}

/** True when a unique puzzle belongs to the requested level. */
export function meetsDifficulty(puzzle: Board, difficulty: Difficulty): boolean {
  return difficultyOf(puzzle) === difficulty;
}
