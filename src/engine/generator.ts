import { countClues, hardnessOf, levelRank } from './difficulty';
import { CLASSIC_GEOMETRY, geometryOf, type Geometry } from './geometryOf';
import { perLayout } from './logic/grid';
import type { Rules } from './rules';
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
export function generateSolvedGrid(random: Random, rules?: Rules): number[] {
  if (rules !== undefined && geometryOf(rules) !== CLASSIC_GEOMETRY) {
    // Other kinds: the same design over their own independent regions.
    for (let attempt = 0; attempt < 1000; attempt++) {
      const grid = fillGrid(rules, random, 50);
      if (grid) return grid;
    }
    throw new Error('generateSolvedGrid: these rules seem to admit no solution');
  }
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

/**
 * Regions no two of which share a unit or see each other's cells (a
 * classic board's diagonal boxes; Sudoku X's boxes 1, 6 and 8, clear of the
 * diagonals), greedily from region 1: each can take any shuffle of 1-N.
 */
const independentRegions = perLayout((g: Geometry) => {
  const chosen: number[][] = [];
  for (let b = 0; b < g.size; b++) {
    const cells = Array.from(
      g.unitCells.subarray((2 * g.size + b) * 9, (2 * g.size + b) * 9 + g.size),
    );
    const clear = chosen.every((other) =>
      other.every((a) => cells.every((c) => g.sees[a * 81 + c] === 0)),
    );
    if (clear) chosen.push(cells);
  }
  return chosen;
});

/**
 * A random complete grid under `rules`, or null when `restarts` fills all
 * ran into dead ends (a Jigsaw layout may have no solution at all). The
 * classic design, over the kind's own tables: independent regions get
 * random shuffles of 1-N, the rest is filled at random with a small budget,
 * restarting on a dead end.
 */
export function fillGrid(rules: Rules, random: Random, restarts: number): number[] | null {
  const g = geometryOf(rules);
  const digits = Array.from({ length: g.size }, (_, i) => i + 1);
  const grid = new Array<number>(g.cellCount);
  for (let attempt = 0; attempt < restarts; attempt++) {
    grid.fill(0);
    for (const cells of independentRegions(g)) {
      shuffle(digits, random);
      cells.forEach((c, k) => (grid[c] = digits[k]));
    }
    const full = completeRandomly(grid, random, FILL_NODE_BUDGET, rules);
    if (full) return full;
  }
  return null;
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

/** Clue counts an Easy puzzle is topped up to, so beginners get a gentle start (81 cells). */
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
 *
 * `rules` (default classic) makes the same for Sudoku X and 6x6 (and for a
 * Jigsaw layout: see kinds.ts for its regions); the level must be one the
 * kind reaches (KIND_LEVELS).
 */
export function generateGradedPuzzle(
  level: Difficulty,
  random: Random,
  symmetric = true,
  rules?: Rules,
): { puzzle: number[]; solution: number[]; level: Difficulty } {
  for (;;) {
    const solution = generateSolvedGrid(random, rules);
    const puzzle = gradedFrom(solution, level, random, symmetric, rules);
    if (puzzle) return { puzzle, solution, level };
  }
}

/**
 * One attempt of generateGradedPuzzle from a solved grid: the puzzle, or
 * null when the grid's minimal puzzle is too easy or no restoring lands on
 * the level. `topUp` false leaves an Easy puzzle with the givens it needs
 * (a Killer's cages already say much). `skips`: how many restored pairs
 * that would make it too easy may be left out (the other kinds use a few,
 * to land on their level more often; classic none, as designed).
 */
export function gradedFrom(
  solution: Board,
  level: Difficulty,
  random: Random,
  symmetric: boolean,
  rules?: Rules,
  topUp = true,
  skips = 0,
): number[] | null {
  const want = levelRank(level);
  const { puzzle, removed } = removeToMinimal(solution, random, symmetric, rules);
  if (want > 0 && solvesWithSingles(puzzle, rules)) return null;
  let got = hardnessOf(puzzle, level, rules);
  if (got < want) return null;
  let skipped = 0;
  while (got > want && removed.length > 0) {
    const cell = removed.pop()!;
    restorePair(puzzle, solution, cell, symmetric);
    const next = hardnessOf(puzzle, level, rules);
    // A pair that makes it too easy may be left out, and the next one tried instead.
    if (next < want && skipped < skips) {
      skipped++;
      puzzle[cell] = 0;
      if (symmetric) puzzle[solution.length - 1 - cell] = 0;
      continue;
    }
    got = next;
  }
  if (got !== want) return null;
  if (level === 'easy' && topUp) {
    const n = solution.length;
    const min = Math.round((EASY_CLUES.min * n) / 81);
    const max = Math.round((EASY_CLUES.max * n) / 81);
    const target = min + randomInt(random, max - min + 1);
    while (countClues(puzzle) < target && removed.length > 0) {
      restorePair(puzzle, solution, removed.pop()!, symmetric);
    }
  }
  return puzzle;
}

/** Remove clues in random order while the puzzle stays unique; returns the removed cells (one per pair), shuffled. */
export function removeToMinimal(
  solution: Board,
  random: Random,
  symmetric: boolean,
  rules?: Rules,
): { puzzle: number[]; removed: number[] } {
  const n = solution.length;
  const puzzle = solution.slice();
  const removed: number[] = [];
  const order = shuffle(
    Array.from({ length: symmetric ? Math.ceil(n / 2) : n }, (_, i) => i),
    random,
  );
  for (const cell of order) {
    const mirror = symmetric ? n - 1 - cell : cell;
    puzzle[cell] = 0;
    puzzle[mirror] = 0;
    if (countSolutions(puzzle, 2, rules) === 1) removed.push(cell);
    else restorePair(puzzle, solution, cell, symmetric);
  }
  return { puzzle, removed: shuffle(removed, random) };
}

/** Give back a removed clue (and its mirror, when symmetric). */
export function restorePair(
  puzzle: number[],
  solution: Board,
  cell: number,
  symmetric: boolean,
): void {
  const n = solution.length;
  puzzle[cell] = solution[cell];
  if (symmetric) puzzle[n - 1 - cell] = solution[n - 1 - cell];
}
