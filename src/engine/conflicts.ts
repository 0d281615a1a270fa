import { CLASSIC_LAYOUT } from './layout';
import type { Layout } from './layout';
import type { Board, CellIndex } from './types';

/** The groups no digit may repeat in: the units of the kind, then its Killer cages. */
export function groupsOf(g: Layout): (readonly CellIndex[])[] {
  const groups: (readonly CellIndex[])[] = [];
  for (let u = 0; u < g.unitCount; u++)
    groups.push(Array.from(g.unitCells.subarray(u * 9, u * 9 + g.size)));
  for (const cage of g.rules.cages) groups.push(cage.cells);
  return groups;
}

/**
 * The cells whose digit repeats in one of their units (row, column, box or
 * region, an X diagonal) or their Killer cage, sorted ascending. Empty
 * cells never conflict. An empty result means the board breaks no rule (it
 * may still disagree with the solution; a Killer cage's sum is not checked
 * here). `layout`: classic by default, `geometryOf(rules)` for another kind.
 */
export function findConflicts(board: Board, layout: Layout = CLASSIC_LAYOUT): CellIndex[] {
  const marked = new Uint8Array(81);
  const firstAt = new Int8Array(10);
  for (const cells of groupsOf(layout)) {
    firstAt.fill(-1);
    for (const cell of cells) {
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
  for (let i = 0; i < board.length; i++) if (marked[i]) out.push(i);
  return out;
}
