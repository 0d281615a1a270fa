import { POPCOUNT_TABLE } from '../bits';
import type { Geometry } from '../geometryOf';
import { gridGeometry, makeStep, pushEliminations } from './grid';
import type { CandidateGrid, CellDigit, Step } from './types';

/*
 * Unique rectangle, type 1. Four empty cells in two rows, two columns and
 * two boxes, three of them with the same two candidates {a,b}: if the fourth
 * were also reduced to {a,b}, a and b could swap in the rectangle and the
 * puzzle would have two solutions. A puzzle with one solution cannot, so the
 * fourth cell is neither a nor b. Valid only for puzzles with exactly one
 * solution (every puzzle the game deals), and only where rows, columns and
 * regions are all the rules (the geometry's `uniqueness`: classic, 6x6).
 */

/** True when the four corners of a rectangle lie in exactly two regions. */
export function inTwoRegions(g: Geometry, a: number, b: number, c: number, d: number): boolean {
  const { regionOf } = g;
  const ra = regionOf[a];
  const rb = regionOf[b];
  const rc = regionOf[c];
  const rd = regionOf[d];
  const other = rb !== ra ? rb : rc !== ra ? rc : rd;
  if (other === ra) return false;
  return (rb === ra || rb === other) && (rc === ra || rc === other) && (rd === ra || rd === other);
}

/** A unique rectangle of type 1. */
export function findUniqueRectangle(grid: CandidateGrid): Step | null {
  const { masks } = grid;
  const g = gridGeometry(grid);
  const N = g.size;
  for (let r1 = 0; r1 < N - 1; r1++) {
    for (let r2 = r1 + 1; r2 < N; r2++) {
      for (let c1 = 0; c1 < N - 1; c1++) {
        for (let c2 = c1 + 1; c2 < N; c2++) {
          const a = r1 * N + c1;
          const b = r1 * N + c2;
          const c = r2 * N + c1;
          const d = r2 * N + c2;
          if (!inTwoRegions(g, a, b, c, d)) continue;
          const step = checkRectangle(g, masks, a, b, c, d);
          if (step) return step;
        }
      }
    }
  }
  return null;
}

function checkRectangle(
  g: Geometry,
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
    [g.rowOf[c0], g.rowOf[c2], g.size + g.colOf[c0], g.size + g.colOf[c1]],
    [],
    elims,
  );
}
