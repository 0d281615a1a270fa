import { groupsOf } from './conflicts';
import { CLASSIC_LAYOUT } from './layout';
import type { Layout } from './layout';
import type { Board, CellIndex } from './types';

/** Groups of cells that repeat the same digit in the same unit (or cage): one entry per group and digit. */
export function findRepeats(
  board: Board,
  layout: Layout = CLASSIC_LAYOUT,
): { digit: number; cells: CellIndex[] }[] {
  const out: { digit: number; cells: CellIndex[] }[] = [];
  for (const cells of groupsOf(layout)) {
    const byDigit: CellIndex[][] = Array.from({ length: 10 }, () => []);
    for (const cell of cells) if (board[cell] !== 0) byDigit[board[cell]].push(cell);
    for (let d = 1; d <= 9; d++)
      if (byDigit[d].length > 1) out.push({ digit: d, cells: byDigit[d] });
  }
  return out;
}
