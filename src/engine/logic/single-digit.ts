import { POPCOUNT_TABLE } from '../bits';
import type { Geometry } from '../geometryOf';
import { eliminateSeenBy, gridGeometry, makeStep, positionsIn } from './grid';
import type { CandidateGrid, Step } from './types';

/*
 * Single-digit patterns built from two strong links (a unit where the digit
 * has exactly two cells: one of them holds it). When one end of each link
 * sees the other link's end, at most one of those two is the digit, so at
 * least one of the two far ends is: the digit leaves every cell that sees
 * both far ends.
 * - Skyscraper: two parallel lines, the near ends in one cross line.
 * - 2-String Kite: a row and a column, the near ends in one region (box).
 */

/** The cell of unit `u` at the position of the lowest bit of `pos`. */
function cellAtPos(g: Geometry, u: number, pos: number): number {
  return g.unitCells[u * 9 + 31 - Math.clz32(pos & -pos)];
}

/** The two cells of unit `u` at the two positions of `pos`, as [first, second]. */
function endsOf(g: Geometry, u: number, pos: number, out: Int8Array): void {
  out[0] = cellAtPos(g, u, pos);
  out[1] = cellAtPos(g, u, pos & (pos - 1));
}

/** Positions of one digit in the 2N lines (rows 0..N-1, columns N..2N-1). */
function linePositions(g: Geometry, masks: Uint16Array, bit: number, out: Uint16Array): void {
  for (let u = 0; u < 2 * g.size; u++) out[u] = positionsIn(g, masks, u, bit);
}

const linePos = new Uint16Array(18);
const linkA = new Int8Array(2);
const linkB = new Int8Array(2);
const ALIGN = [
  [0, 0],
  [0, 1],
  [1, 0],
  [1, 1],
];

/** A skyscraper: rows as base first, then columns. */
export function findSkyscraper(grid: CandidateGrid): Step | null {
  const { masks } = grid;
  const g = gridGeometry(grid);
  const N = g.size;
  for (let d = 0; d < N; d++) {
    const bit = 1 << d;
    linePositions(g, masks, bit, linePos);
    for (let base = 0; base <= N; base += N) {
      for (let l1 = 0; l1 < N; l1++) {
        const p1 = linePos[base + l1];
        if (POPCOUNT_TABLE[p1] !== 2) continue;
        for (let l2 = l1 + 1; l2 < N; l2++) {
          const p2 = linePos[base + l2];
          // Exactly one shared position: both shared would be an X-Wing.
          if (POPCOUNT_TABLE[p2] !== 2 || POPCOUNT_TABLE[p1 & p2] !== 1) continue;
          const far1 = cellAtPos(g, base + l1, p1 & ~p2);
          const far2 = cellAtPos(g, base + l2, p2 & ~p1);
          const elims = eliminateSeenBy(g, masks, bit, far1, far2);
          if (!elims) continue;
          const shared = 31 - Math.clz32(p1 & p2);
          const near1 = g.unitCells[(base + l1) * 9 + shared];
          const near2 = g.unitCells[(base + l2) * 9 + shared];
          const cross = N - base + shared;
          return makeStep(
            'skyscraper',
            bit,
            [near1, far1, near2, far2],
            [base + l1, base + l2, cross],
            [],
            elims,
          );
        }
      }
    }
  }
  return null;
}

/** A 2-String Kite: a row and a column of two cells each, linked in a box. */
export function findTwoStringKite(grid: CandidateGrid): Step | null {
  const { masks } = grid;
  const g = gridGeometry(grid);
  const N = g.size;
  for (let d = 0; d < N; d++) {
    const bit = 1 << d;
    linePositions(g, masks, bit, linePos);
    for (let r = 0; r < N; r++) {
      const pr = linePos[r];
      if (POPCOUNT_TABLE[pr] !== 2) continue;
      endsOf(g, r, pr, linkA);
      for (let c = 0; c < N; c++) {
        const pc = linePos[N + c];
        if (POPCOUNT_TABLE[pc] !== 2) continue;
        endsOf(g, N + c, pc, linkB);
        for (const [i, j] of ALIGN) {
          const nearR = linkA[i];
          const nearC = linkB[j];
          const farR = linkA[1 - i];
          const farC = linkB[1 - j];
          // Four distinct cells; the near ends share a box.
          if (nearR === nearC || farR === farC || nearR === farC || farR === nearC) continue;
          if (g.regionOf[nearR] !== g.regionOf[nearC]) continue;
          const elims = eliminateSeenBy(g, masks, bit, farR, farC);
          if (!elims) continue;
          return makeStep(
            'two-string-kite',
            bit,
            [nearR, farR, nearC, farC],
            [r, N + c, 2 * N + g.regionOf[nearR]],
            [],
            elims,
          );
        }
      }
    }
  }
  return null;
}
