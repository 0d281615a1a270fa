import { BOX_OF, COL_OF, ROW_OF, UNIT_CELLS } from '../geometry';
import { bitDigit, makeStep, positionsIn } from './grid';
import type { CandidateGrid, CellDigit, Step } from './types';

/*
 * Locked candidates. Pointing: a digit's cells in a box all lie in one row
 * (or column), so the digit leaves the rest of that line. Claiming: a digit's
 * cells in a row (or column) all lie in one box, so it leaves the rest of the box.
 * Positions inside a unit are 0-8 in UNIT_CELLS order; in a box that is
 * 3 * (row in box) + (column in box).
 */

const THIRDS = [0x007, 0x038, 0x1c0]; // box rows, or a line's three box segments
const BOX_COLS = [0x049, 0x092, 0x124];

/** Cells of unit `u` (other than those in unit `skip`) holding `bit`, as eliminations. */
function eliminationsInUnit(
  masks: Uint16Array,
  u: number,
  skip: number,
  bit: number,
): CellDigit[] | null {
  let out: CellDigit[] | null = null;
  for (let k = 0; k < 9; k++) {
    const c = UNIT_CELLS[u * 9 + k];
    if ((masks[c] & bit) === 0 || inUnit(c, skip)) continue;
    (out ??= []).push({ cell: c, digit: bitDigit(bit) });
  }
  return out;
}

function inUnit(cell: number, u: number): boolean {
  if (u < 9) return ROW_OF[cell] === u;
  if (u < 18) return COL_OF[cell] === u - 9;
  return BOX_OF[cell] === u - 18;
}

/** The cells of unit `u` at the positions in `pos`. */
function cellsAt(u: number, pos: number): number[] {
  const out: number[] = [];
  for (let k = 0; k < 9; k++) if (pos & (1 << k)) out.push(UNIT_CELLS[u * 9 + k]);
  return out;
}

/** A digit confined to one line inside a box, with candidates to remove on that line. */
export function findPointing(grid: CandidateGrid): Step | null {
  const { masks } = grid;
  for (let b = 0; b < 9; b++) {
    const box = 18 + b;
    for (let bit = 1; bit < 0x200; bit <<= 1) {
      const pos = positionsIn(masks, box, bit);
      if (pos === 0) continue;
      for (let t = 0; t < 3; t++) {
        // t-th row of the box, then t-th column of the box.
        for (let side = 0; side < 2; side++) {
          const fits = (pos & ~(side === 0 ? THIRDS[t] : BOX_COLS[t])) === 0;
          if (!fits) continue;
          const line = side === 0 ? ((b / 3) | 0) * 3 + t : 9 + (b % 3) * 3 + t;
          const elims = eliminationsInUnit(masks, line, box, bit);
          if (elims) return makeStep('pointing', bit, cellsAt(box, pos), [box, line], [], elims);
        }
      }
    }
  }
  return null;
}

/** A digit confined to one box inside a row or column, with candidates to remove in the box. */
export function findClaiming(grid: CandidateGrid): Step | null {
  const { masks } = grid;
  for (let line = 0; line < 18; line++) {
    for (let bit = 1; bit < 0x200; bit <<= 1) {
      const pos = positionsIn(masks, line, bit);
      if (pos === 0) continue;
      for (let t = 0; t < 3; t++) {
        if ((pos & ~THIRDS[t]) !== 0) continue;
        const box = 18 + BOX_OF[UNIT_CELLS[line * 9 + t * 3]];
        const elims = eliminationsInUnit(masks, box, line, bit);
        if (elims) return makeStep('claiming', bit, cellsAt(line, pos), [line, box], [], elims);
      }
    }
  }
  return null;
}
