import { shuffle } from '../random';
import type { Board, Random } from '../types';

/*
 * The symmetries of Sudoku: relabel the digits, swap rows inside a band,
 * swap the bands, the same for columns and stacks, and reflect over the
 * main diagonal. Each maps a puzzle with one solution to another with one
 * solution that needs exactly the same techniques, at the same moments:
 * every technique is defined over rows, columns and boxes alike. There are
 * 9! x 1,296^2 x 2 (about 1.2 x 10^12) of them, so a puzzle transformed at
 * random is, in practice, never one seen before.
 */

/** One symmetry: where each cell goes (`cells[i]` is the new index of cell i) and each digit. */
export interface Symmetry {
  cells: readonly number[];
  digits: readonly number[]; // digits[d] is the new label of digit d (digits[0] = 0)
}

/** A permutation of 0-8 that keeps each group of three together (bands, or rows in a band). */
function bandPermutation(random: Random): number[] {
  const bands = shuffle([0, 1, 2], random);
  const out: number[] = [];
  for (const band of bands) for (const k of shuffle([0, 1, 2], random)) out.push(band * 3 + k);
  return out;
}

/** A symmetry drawn uniformly at random. */
export function randomSymmetry(random: Random): Symmetry {
  const rows = bandPermutation(random); // new row r holds old row rows[r]
  const cols = bandPermutation(random);
  const transpose = random() < 0.5;
  const cells = new Array<number>(81);
  for (let r = 0; r < 9; r++) {
    for (let c = 0; c < 9; c++) {
      const old = rows[r] * 9 + cols[c];
      cells[old] = transpose ? c * 9 + r : r * 9 + c;
    }
  }
  const digits = [0, ...shuffle([1, 2, 3, 4, 5, 6, 7, 8, 9], random)];
  return { cells, digits };
}

/** The identity: every cell and digit stays. */
export const IDENTITY: Symmetry = {
  cells: Array.from({ length: 81 }, (_, i) => i),
  digits: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
};

/** A board (81 digits, 0 = empty) under a symmetry, as a new array. */
export function transformBoard(board: Board, symmetry: Symmetry): number[] {
  const out = new Array<number>(81).fill(0);
  for (let i = 0; i < 81; i++) out[symmetry.cells[i]] = symmetry.digits[board[i]];
  return out;
}
