/**
 * The engine's vocabulary, named once.
 *
 * Glossary
 * - cell: one of 81 squares, indexed 0-80 row-major (`CellIndex`).
 * - row r, column c: 0-8 inside the engine; the UI shows them 1-based.
 * - box b: one of the nine 3x3 squares, numbered 0-8 left to right, top to bottom.
 * - unit: a row, column or box; 27 in all, each holding 9 cells.
 * - peers: the 20 other cells that share a unit with a cell.
 * - given: a digit that is part of the puzzle; entry: a digit the player placed.
 * - candidate mask: a 9-bit number, bit d-1 set when digit d may still go there.
 */

export const DIGITS = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const;
/** A digit 1-9. */
export type Digit = (typeof DIGITS)[number];
/** A cell's content: 0 for empty, otherwise its digit. */
export type CellValue = 0 | Digit;
/** 0-80, row-major: index = row * 9 + column. */
export type CellIndex = number;
/** 81 cells, row-major, 0 = empty, 1-9 = digit. */
export type Board = readonly number[];
/** 81 candidate masks (bit d-1 = note d); the player's pencil marks. */
export type Notes = readonly number[];

/** A source of uniform numbers in [0, 1), like Math.random but seeded. */
export type Random = () => number;

/** Levels, easiest first, by the hardest solving technique a puzzle needs (see difficulty.ts). */
export const DIFFICULTIES = ['easy', 'medium', 'hard', 'expert', 'master'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

/** A generated puzzle with its unique solution. */
export interface Puzzle {
  puzzle: Board;
  solution: Board;
  difficulty: Difficulty;
}
