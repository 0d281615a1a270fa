import { bitOf } from './bits';
import { CLASSIC_LAYOUT } from './layout';
import type { Layout } from './layout';
import type { Board, CellIndex, Digit } from './types';

/**
 * A hint that names a cell and digit directly (logical steps are
 * TeachingHint below):
 * - `wrong`: the cell holds a digit that disagrees with the solution; nothing
 *   is revealed.
 * - `reveal`: no technique applies; `cell` simply takes its solution digit.
 */
export type Hint =
  | { kind: 'wrong'; cell: CellIndex; digit: Digit }
  | { kind: 'reveal'; cell: CellIndex; digit: Digit };

/** Number of empty cells. Any board size. */
export function countEmpty(digits: Board): number {
  let n = 0;
  for (let i = 0; i < digits.length; i++) if (digits[i] === 0) n++;
  return n;
}

/** True when every cell holds its solution digit. Any board size. */
export function isSolved(digits: Board, solution: Board): boolean {
  for (let i = 0; i < digits.length; i++) if (digits[i] !== solution[i]) return false;
  return true;
}

/**
 * Candidate mask of every cell given the digits on the board (0 for filled
 * cells): the digits not yet used in the cell's units (row, column, box or
 * region, an X diagonal), in `g` (default classic; `geometryOf(rules)` for
 * another kind). A Killer's cages
 * do not cut them (Fill notes leaves cage sums to the player).
 */
export function candidateMasks(digits: Board, g: Layout = CLASSIC_LAYOUT): number[] {
  const used = new Array<number>(g.unitCount).fill(0);
  for (let i = 0; i < g.cellCount; i++) {
    const d = digits[i];
    if (d === 0) continue;
    const bit = bitOf(d);
    for (let k = 0; k < g.cellUnitCount[i]; k++) used[g.cellUnits[i * 5 + k]] |= bit;
  }
  const out = new Array<number>(g.cellCount).fill(0);
  for (let i = 0; i < g.cellCount; i++) {
    if (digits[i] !== 0) continue;
    let taken = 0;
    for (let k = 0; k < g.cellUnitCount[i]; k++) taken |= used[g.cellUnits[i * 5 + k]];
    out[i] = g.allDigits & ~taken;
  }
  return out;
}
