import { UNIT_CELLS } from './geometry';
import type { Board, CellIndex } from './types';

/**
 * The cells whose digit repeats in one of their units (row, column or box),
 * sorted ascending. Empty cells never conflict. An empty result means the
 * board breaks no rule (it may still disagree with the solution).
 */
export function findConflicts(board: Board): CellIndex[] {
  const marked = new Uint8Array(81);
  const firstAt = new Int8Array(10);
  for (let u = 0; u < 27; u++) {
    firstAt.fill(-1);
    for (let k = 0; k < 9; k++) {
      const cell = UNIT_CELLS[u * 9 + k];
      const d = board[cell];
      if (d === 0) continue;
      if (firstAt[d] >= 0) {
        marked[firstAt[d]] = 1;
        marked[cell] = 1;
      } else {
        firstAt[d] = cell;
      }
    }
  }
  const out: CellIndex[] = [];
  for (let i = 0; i < 81; i++) if (marked[i]) out.push(i);
  return out;
}

/** Groups of cells that repeat the same digit in the same unit: one entry per unit and digit. */
export function findRepeats(board: Board): { digit: number; cells: CellIndex[] }[] {
  const out: { digit: number; cells: CellIndex[] }[] = [];
  for (let u = 0; u < 27; u++) {
    const byDigit: CellIndex[][] = Array.from({ length: 10 }, () => []);
    for (let k = 0; k < 9; k++) {
      const cell = UNIT_CELLS[u * 9 + k];
      if (board[cell] !== 0) byDigit[board[cell]].push(cell);
    }
    for (let d = 1; d <= 9; d++)
      if (byDigit[d].length > 1) out.push({ digit: d, cells: byDigit[d] });
  }
  return out;
}
