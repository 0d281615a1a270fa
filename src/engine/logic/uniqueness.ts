import { POPCOUNT_TABLE } from '../bits';
import { makeStep, pushEliminations } from './grid';
import type { CandidateGrid, CellDigit, Step } from './types';

/*
 * Unique rectangle, type 1. Four empty cells in two rows, two columns and
 * two boxes, three of them with the same two candidates {a,b}: if the fourth
 * were also reduced to {a,b}, a and b could swap in the rectangle and the
 * puzzle would have two solutions. A puzzle with one solution cannot, so the
 * fourth cell is neither a nor b. Valid only for puzzles with exactly one
 * solution (every puzzle the game deals).
 */

/** A unique rectangle of type 1. */
export function findUniqueRectangle(grid: CandidateGrid): Step | null {
  const { masks } = grid;
  for (let r1 = 0; r1 < 8; r1++) {
    for (let r2 = r1 + 1; r2 < 9; r2++) {
      const sameBand = ((r1 / 3) | 0) === ((r2 / 3) | 0);
      for (let c1 = 0; c1 < 8; c1++) {
        for (let c2 = c1 + 1; c2 < 9; c2++) {
          // Exactly two boxes: rows in one band or columns in one stack, not both.
          if (sameBand === (((c1 / 3) | 0) === ((c2 / 3) | 0))) continue;
          const step = checkRectangle(masks, r1 * 9 + c1, r1 * 9 + c2, r2 * 9 + c1, r2 * 9 + c2);
          if (step) return step;
        }
      }
    }
  }
  return null;
}

function checkRectangle(
  masks: Uint16Array,
  c0: number,
  c1: number,
  c2: number,
  c3: number,
): Step | null {
  const m0 = masks[c0];
  const m1 = masks[c1];
  const m2 = masks[c2];
  const m3 = masks[c3];
  // Three equal bivalue masks and a fourth that holds them and more.
  let pair = 0;
  let odd = -1;
  if (m0 === m1 && (m0 === m2 || m0 === m3)) {
    pair = m0;
    odd = m0 === m2 ? c3 : c2;
  } else if (m2 === m3 && (m2 === m0 || m2 === m1)) {
    pair = m2;
    odd = m2 === m0 ? c1 : c0;
  }
  if (POPCOUNT_TABLE[pair] !== 2) return null;
  const om = masks[odd];
  if ((om & pair) !== pair || om === pair) return null;
  const elims: CellDigit[] = [];
  pushEliminations(elims, odd, pair);
  return makeStep(
    'unique-rectangle',
    pair,
    [c0, c1, c2, c3],
    [(c0 / 9) | 0, (c2 / 9) | 0, 9 + (c0 % 9), 9 + (c1 % 9)],
    [],
    elims,
  );
}
