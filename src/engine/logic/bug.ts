import { POPCOUNT_TABLE } from '../bits';
import { bitDigit, gridGeometry, makeStep, positionsIn } from './grid';
import type { CandidateGrid, Step } from './types';

/*
 * BUG+1 (bivalue universal grave plus one). When every empty cell has two
 * candidates and every candidate appears exactly twice in each unit, the
 * position has no solution or several: each cell could take either digit
 * in a consistent swap. If all empty cells but one are bivalue, that one
 * has three candidates and one of them, p, appears three times in its row,
 * column and box (every other count being two), then removing p from it
 * would leave such a grave. In a puzzle with one solution that cannot be,
 * so the cell is p. Valid only for puzzles with exactly one solution.
 */

/** A BUG+1: the one cell with three candidates takes the digit it holds three times per unit. */
export function findBugPlusOne(grid: CandidateGrid): Step | null {
  const { masks } = grid;
  const g = gridGeometry(grid);
  let extra = -1;
  for (let c = 0; c < g.cellCount; c++) {
    const n = POPCOUNT_TABLE[masks[c]];
    if (n === 0 || n === 2) continue;
    if (n !== 3 || extra >= 0) return null;
    extra = c;
  }
  if (extra < 0) return null;
  const units = Array.from(g.cellUnits.subarray(extra * 5, extra * 5 + g.cellUnitCount[extra]));
  let p = 0;
  for (let u = 0; u < g.unitCount; u++) {
    for (let d = 0; d < g.size; d++) {
      const bit = 1 << d;
      const count = POPCOUNT_TABLE[positionsIn(g, masks, u, bit)];
      if (count === 0 || count === 2) continue;
      // Only the extra cell's units may hold a digit three times, and only one digit.
      if (count !== 3 || !units.includes(u) || (masks[extra] & bit) === 0) return null;
      if (p !== 0 && p !== bit) return null;
      p = bit;
    }
  }
  if (p === 0) return null;
  // p must be the odd one out in all the cell's units.
  for (const u of units) if (POPCOUNT_TABLE[positionsIn(g, masks, u, p)] !== 3) return null;
  const cells: number[] = [];
  for (let c = 0; c < g.cellCount; c++) if (masks[c] !== 0) cells.push(c);
  return makeStep('bug-plus-one', p, cells, units, [{ cell: extra, digit: bitDigit(p) }], []);
}
