import { countClues, hardnessOf, levelRank } from './difficulty';
import { completeRandomly, countSolutions, solvesWithSingles } from './solver';
import { randomInt, shuffle } from './random';
import type { Board, Difficulty, Puzzle, Random } from './types';

const DIAGONAL_BOX_ORIGINS = [0, 30, 60]; // top-left cells of boxes 1, 5 and 9
const FILL_NODE_BUDGET = 200; // branch attempts before a fill restarts

/**
 * A random complete, valid grid.
 *
 * The three boxes on the main diagonal share no row and no column with each
 * other, so no digit in one can clash with a digit in another: each can be
 * any shuffle of 1-9, independently, with no checks. The remaining 54 cells
 * are filled at random from their candidate masks (fewest candidates first,
 * with forced singles placed at once). A fill that runs into a cell with no
 * candidate left backtracks within a small step budget, then restarts from
 * new diagonal boxes, so the time per grid is bounded.
 */
export function generateSolvedGrid(random: Random): number[] {
  const digits = [1, 2, 3, 4, 5, 6, 7, 8, 9];
  const grid = new Array<number>(81);
  for (;;) {
    grid.fill(0);
    for (const origin of DIAGONAL_BOX_ORIGINS) {
      shuffle(digits, random);
      for (let k = 0; k < 9; k++) grid[origin + ((k / 3) | 0) * 9 + (k % 3)] = digits[k];
    }
    const full = completeRandomly(grid, random, FILL_NODE_BUDGET);
    if (full) return full;
  }
}

export interface GenerateOptions {
  difficulty: Difficulty;
  random: Random;
  /** Remove clues in 180-degree rotationally symmetric pairs (default true). */
  symmetric?: boolean;
}

/**
 * A new puzzle with exactly one solution whose technique grade is exactly
 * `difficulty` (see difficulty.ts and generateGradedPuzzle).
 */
export function generatePuzzle({ difficulty, random, symmetric = true }: GenerateOptions): Puzzle {
  const { puzzle, solution } = generateGradedPuzzle(difficulty, random, symmetric);
  return { puzzle, solution, difficulty };
}

/** Clue counts an Easy puzzle is topped up to, so beginners get a gentle start. */
const EASY_CLUES = { min: 34, max: 38 };

/**
 * A new puzzle with exactly one solution whose technique grade is exactly
 * `level`, and that the logical solver finishes (so a player never needs a
 * cell revealed).
 *
 * Each attempt removes clues from a fresh solved grid (in symmetric pairs by
 * default) while the solution stays unique, down to a minimal puzzle, and
 * grades it once. Too easy: start again (most minimal puzzles fall to
 * singles, which is detected in microseconds). Too hard (a puzzle the logic
 * does not finish counts as harder than Master): give removed pairs back, in
 * random order, until the grade is no harder than wanted; landing exactly on
 * the level ends the search. Easy puzzles are then topped up with more clues
 * (adding givens never makes singles fail).
 */
export function generateGradedPuzzle(
  level: Difficulty,
  random: Random,
  symmetric = true,
): { puzzle: number[]; solution: number[]; level: Difficulty } {
  const want = levelRank(level);
  for (;;) {
    const solution = generateSolvedGrid(random);
    const { puzzle, removed } = removeToMinimal(solution, random, symmetric);
    if (want > 0 && solvesWithSingles(puzzle)) continue;
    let got = hardnessOf(puzzle, level);
    if (got < want) continue;
    while (got > want && removed.length > 0) {
      restorePair(puzzle, solution, removed.pop()!, symmetric);
      got = hardnessOf(puzzle, level);
    }
    if (got !== want) continue;
    if (level === 'easy') {
      const target = EASY_CLUES.min + randomInt(random, EASY_CLUES.max - EASY_CLUES.min + 1);
      while (countClues(puzzle) < target && removed.length > 0) {
        restorePair(puzzle, solution, removed.pop()!, symmetric);
      }
    }
    return { puzzle, solution, level };
  }
}

/** Remove clues in random order while the puzzle stays unique; returns the removed cells (one per pair), shuffled. */
function removeToMinimal(
  solution: Board,
  random: Random,
  symmetric: boolean,
): { puzzle: number[]; removed: number[] } {
  const puzzle = solution.slice();
  const removed: number[] = [];
  const order = shuffle(
    Array.from({ length: symmetric ? 41 : 81 }, (_, i) => i),
    random,
  );
  for (const cell of order) {
    const mirror = symmetric ? 80 - cell : cell;
    puzzle[cell] = 0;
    puzzle[mirror] = 0;
    if (countSolutions(puzzle, 2) === 1) removed.push(cell);
    else restorePair(puzzle, solution, cell, symmetric);
  }
  return { puzzle, removed: shuffle(removed, random) };
}

function restorePair(puzzle: number[], solution: Board, cell: number, symmetric: boolean): void {
  puzzle[cell] = solution[cell];
  if (symmetric) puzzle[80 - cell] = solution[80 - cell];
}
