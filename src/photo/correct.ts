import { countSolutions } from '../engine/solver';
import type { CellChange, PhotoRead } from './types';

export type { CellChange };

/** How many of the least confident cells are tried alone, and in pairs. */
const SINGLE_CELLS = 16;
const PAIR_CELLS = 10;

/**
 * When the digits read from a photo do not make a proper sudoku (no
 * solution, or several), propose the likeliest fix: switch one of the
 * least confident cells to its second choice, else two of them, and keep
 * the change whose grid has exactly one solution and whose readings were
 * least certain (the product of (1 - confidence) / confidence over the
 * changed cells). Returns null when the read is already unique, not a
 * successful read, or no such change is found. Pure; bounded work (at most
 * 16 + 45 solution counts, each stopped at two solutions).
 */
export function proposeCorrection(
  read: PhotoRead,
): { cells: CellChange[]; digits: number[] } | null {
  if (!read.ok || read.digits.length !== 81) return null;
  const { digits, confidence, second } = read;
  if (countSolutions(digits, 2) === 1) return null;
  // Odds that the second choice is right instead of the first, per cell.
  const odds = (cell: number) => {
    const c = Math.min(Math.max(confidence[cell], 1e-6), 1 - 1e-6);
    return Math.log((1 - c) / c);
  };
  const order = Array.from({ length: 81 }, (_, i) => i)
    .filter((i) => second[i] !== digits[i])
    .sort((a, b) => confidence[a] - confidence[b]);
  const tryChange = (
    cells: number[],
  ): { cells: CellChange[]; digits: number[]; score: number } | null => {
    const next = digits.slice();
    for (const cell of cells) next[cell] = second[cell];
    if (countSolutions(next, 2) !== 1) return null;
    return {
      cells: cells.map((cell) => ({ cell, from: digits[cell], to: second[cell] })),
      digits: next,
      score: cells.reduce((s, cell) => s + odds(cell), 0),
    };
  };
  let best: { cells: CellChange[]; digits: number[]; score: number } | null = null;
  for (const cell of order.slice(0, SINGLE_CELLS)) {
    const found = tryChange([cell]);
    if (found && (!best || found.score > best.score)) best = found;
  }
  if (!best) {
    const few = order.slice(0, PAIR_CELLS);
    for (let i = 0; i < few.length; i++) {
      for (let j = i + 1; j < few.length; j++) {
        const found = tryChange([few[i], few[j]]);
        if (found && (!best || found.score > best.score)) best = found;
      }
    }
  }
  return best && { cells: best.cells, digits: best.digits };
}
