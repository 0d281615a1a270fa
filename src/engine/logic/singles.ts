import { POPCOUNT_TABLE } from '../bits';
import { UNITS_OF, UNIT_CELLS } from '../geometry';
import { bitDigit, makeStep } from './grid';
import type { CandidateGrid, Step } from './types';

/*
 * Singles: full house (the last empty cell of a unit), naked single (a cell
 * with one candidate) and hidden single (a digit with one cell left in a unit).
 */

/** Units in the order a player scans them: boxes, then rows, then columns. */
export const UNIT_ORDER: Uint8Array = new Uint8Array([
  18, 19, 20, 21, 22, 23, 24, 25, 26, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17,
]);

/** A unit with a single empty cell: its missing digit goes there. */
export function findFullHouse(grid: CandidateGrid): Step | null {
  const { values, masks } = grid;
  for (let n = 0; n < 27; n++) {
    const u = UNIT_ORDER[n];
    let empty = -1;
    let emptyCount = 0;
    let placed = 0;
    for (let k = 0; k < 9; k++) {
      const c = UNIT_CELLS[u * 9 + k];
      const v = values[c];
      if (v === 0) {
        empty = c;
        emptyCount++;
      } else placed |= 1 << (v - 1);
    }
    if (emptyCount !== 1) continue;
    const bit = 0x1ff & ~placed;
    // With player notes the cell may lack the digit: then it is no step.
    if (POPCOUNT_TABLE[bit] !== 1 || (masks[empty] & bit) === 0) continue;
    return makeStep('full-house', bit, [empty], [u], [{ cell: empty, digit: bitDigit(bit) }], []);
  }
  return null;
}

/** An empty cell with exactly one candidate. */
export function findNakedSingle(grid: CandidateGrid): Step | null {
  const { values, masks } = grid;
  for (let c = 0; c < 81; c++) {
    const m = masks[c];
    if (values[c] !== 0 || m === 0 || (m & (m - 1)) !== 0) continue;
    return makeStep(
      'naked-single',
      m,
      [c],
      [...UNITS_OF[c]],
      [{ cell: c, digit: bitDigit(m) }],
      [],
    );
  }
  return null;
}

/** A digit that has one cell left in a unit. */
export function findHiddenSingle(grid: CandidateGrid): Step | null {
  const { masks } = grid;
  for (let n = 0; n < 27; n++) {
    const u = UNIT_ORDER[n];
    // once: digits seen in at least one cell; twice: in two or more.
    let once = 0;
    let twice = 0;
    for (let k = 0; k < 9; k++) {
      const m = masks[UNIT_CELLS[u * 9 + k]];
      twice |= once & m;
      once |= m;
    }
    const hidden = once & ~twice;
    if (hidden === 0) continue;
    const bit = hidden & -hidden;
    let k = 0;
    while ((masks[UNIT_CELLS[u * 9 + k]] & bit) === 0) k++;
    const c = UNIT_CELLS[u * 9 + k];
    return makeStep('hidden-single', bit, [c], [u], [{ cell: c, digit: bitDigit(bit) }], []);
  }
  return null;
}
