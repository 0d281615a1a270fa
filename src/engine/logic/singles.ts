import { POPCOUNT_TABLE } from '../bits';
import { bitDigit, gridGeometry, makeStep } from './grid';
import type { CandidateGrid, Step } from './types';

/*
 * Singles: full house (the last empty cell of a unit), naked single (a cell
 * with one candidate) and hidden single (a digit with one cell left in a
 * unit). Units are scanned as a player scans them: regions (boxes), rows,
 * columns, then extra units (the geometry's `unitOrder`).
 */

/** A unit with a single empty cell: its missing digit goes there. */
export function findFullHouse(grid: CandidateGrid): Step | null {
  const { values, masks } = grid;
  const g = gridGeometry(grid);
  const { unitOrder, unitCells, size } = g;
  for (let n = 0; n < g.unitCount; n++) {
    const u = unitOrder[n];
    let empty = -1;
    let emptyCount = 0;
    let placed = 0;
    for (let k = 0; k < size; k++) {
      const c = unitCells[u * 9 + k];
      const v = values[c];
      if (v === 0) {
        empty = c;
        emptyCount++;
      } else placed |= 1 << (v - 1);
    }
    if (emptyCount !== 1) continue;
    const bit = g.allDigits & ~placed;
    // With player notes the cell may lack the digit: then it is no step.
    if (POPCOUNT_TABLE[bit] !== 1 || (masks[empty] & bit) === 0) continue;
    return makeStep('full-house', bit, [empty], [u], [{ cell: empty, digit: bitDigit(bit) }], []);
  }
  return null;
}

/** An empty cell with exactly one candidate. */
export function findNakedSingle(grid: CandidateGrid): Step | null {
  const { values, masks } = grid;
  const g = gridGeometry(grid);
  for (let c = 0; c < g.cellCount; c++) {
    const m = masks[c];
    if (values[c] !== 0 || m === 0 || (m & (m - 1)) !== 0) continue;
    const units = Array.from(g.cellUnits.subarray(c * 5, c * 5 + g.cellUnitCount[c]));
    return makeStep('naked-single', m, [c], units, [{ cell: c, digit: bitDigit(m) }], []);
  }
  return null;
}

/** A digit that has one cell left in a unit. */
export function findHiddenSingle(grid: CandidateGrid): Step | null {
  const { masks } = grid;
  const g = gridGeometry(grid);
  const { unitOrder, unitCells, size } = g;
  for (let n = 0; n < g.unitCount; n++) {
    const u = unitOrder[n];
    // once: digits seen in at least one cell; twice: in two or more.
    let once = 0;
    let twice = 0;
    for (let k = 0; k < size; k++) {
      const m = masks[unitCells[u * 9 + k]];
      twice |= once & m;
      once |= m;
    }
    const hidden = once & ~twice;
    if (hidden === 0) continue;
    const bit = hidden & -hidden;
    let k = 0;
    while ((masks[unitCells[u * 9 + k]] & bit) === 0) k++;
    const c = unitCells[u * 9 + k];
    return makeStep('hidden-single', bit, [c], [u], [{ cell: c, digit: bitDigit(bit) }], []);
  }
  return null;
}
