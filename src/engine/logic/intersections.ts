import type { Geometry } from '../geometryOf';
import { bitDigit, gridGeometry, makeStep, perLayout, positionsIn } from './grid';
import type { CandidateGrid, CellDigit, Step } from './types';

/*
 * Locked candidates. Pointing: a digit's cells in a region (box) all lie in
 * one line (row, column, or a diagonal of Sudoku X), so the digit leaves the
 * rest of that line. Claiming: a digit's cells in a line all lie in one
 * region, so it leaves the rest of the region. Positions inside a unit are
 * 0..N-1 in unit order; in a 3x3 box that is 3 * (row in box) + (column in box).
 */

/** Two units that share two or more cells: `other`, and the positions in the first unit of the shared cells. */
interface Overlap {
  other: number;
  inFirst: number;
}

/** Positions in unit `u` of the cells it shares with unit `v`. */
function overlapMask(g: Geometry, u: number, v: number): number {
  let pos = 0;
  for (let k = 0; k < g.size; k++) if (g.unitBits[g.unitCells[u * 9 + k]] & (1 << v)) pos |= 1 << k;
  return pos;
}

function countBits(m: number): number {
  let n = 0;
  for (; m !== 0; m &= m - 1) n++;
  return n;
}

/** The lines (rows, columns, extra units) of the geometry, in that order. */
function lines(g: Geometry): number[] {
  const out: number[] = [];
  for (let u = 0; u < g.unitCount; u++) if (u < 2 * g.size || u >= 3 * g.size) out.push(u);
  return out;
}

/**
 * Per region, the lines it shares two or more cells with: its t-th row,
 * then its t-th column, for t = 0, 1, ... (a 3x3 box: row 0, column 0,
 * row 1, ...), then the extra units.
 */
const pointingOverlaps = perLayout((g) => {
  const N = g.size;
  return Array.from({ length: N }, (_, b) => {
    const region = 2 * N + b;
    const find = (from: number, to: number): Overlap[] => {
      const out: Overlap[] = [];
      for (let v = from; v < to; v++) {
        const inFirst = overlapMask(g, region, v);
        if (countBits(inFirst) >= 2) out.push({ other: v, inFirst });
      }
      return out;
    };
    const rows = find(0, N);
    const cols = find(N, 2 * N);
    const out: Overlap[] = [];
    for (let t = 0; t < Math.max(rows.length, cols.length); t++) {
      if (t < rows.length) out.push(rows[t]);
      if (t < cols.length) out.push(cols[t]);
    }
    return [...out, ...find(3 * N, g.unitCount)];
  });
});

/** Per line (rows, columns, extra units), the regions it shares two or more cells with, in line order. */
const claimingOverlaps = perLayout((g) => {
  const N = g.size;
  return lines(g).map((line) => {
    const out: Overlap[] = [];
    const seen = new Set<number>();
    for (let k = 0; k < N; k++) {
      const region = 2 * N + g.regionOf[g.unitCells[line * 9 + k]];
      if (seen.has(region)) continue;
      seen.add(region);
      const inFirst = overlapMask(g, line, region);
      if (countBits(inFirst) >= 2) out.push({ other: region, inFirst });
    }
    return { line, overlaps: out };
  });
});

/** Cells of unit `u` (other than those in unit `skip`) holding `bit`, as eliminations. */
function eliminationsInUnit(
  g: Geometry,
  masks: Uint16Array,
  u: number,
  skip: number,
  bit: number,
): CellDigit[] | null {
  let out: CellDigit[] | null = null;
  for (let k = 0; k < g.size; k++) {
    const c = g.unitCells[u * 9 + k];
    if ((masks[c] & bit) === 0 || g.unitBits[c] & (1 << skip)) continue;
    (out ??= []).push({ cell: c, digit: bitDigit(bit) });
  }
  return out;
}

/** The cells of unit `u` at the positions in `pos`. */
function cellsAt(g: Geometry, u: number, pos: number): number[] {
  const out: number[] = [];
  for (let k = 0; k < g.size; k++) if (pos & (1 << k)) out.push(g.unitCells[u * 9 + k]);
  return out;
}

/** A digit confined to one line inside a region, with candidates to remove on that line. */
export function findPointing(grid: CandidateGrid): Step | null {
  const { masks } = grid;
  const g = gridGeometry(grid);
  const overlaps = pointingOverlaps(g);
  for (let b = 0; b < g.size; b++) {
    const region = 2 * g.size + b;
    for (let bit = 1; bit <= g.allDigits; bit <<= 1) {
      const pos = positionsIn(g, masks, region, bit);
      if (pos === 0) continue;
      for (const { other, inFirst } of overlaps[b]) {
        if ((pos & ~inFirst) !== 0) continue;
        const elims = eliminationsInUnit(g, masks, other, region, bit);
        if (elims)
          return makeStep('pointing', bit, cellsAt(g, region, pos), [region, other], [], elims);
      }
    }
  }
  return null;
}

/** A digit confined to one region inside a line, with candidates to remove in the region. */
export function findClaiming(grid: CandidateGrid): Step | null {
  const { masks } = grid;
  const g = gridGeometry(grid);
  for (const { line, overlaps } of claimingOverlaps(g)) {
    for (let bit = 1; bit <= g.allDigits; bit <<= 1) {
      const pos = positionsIn(g, masks, line, bit);
      if (pos === 0) continue;
      for (const { other, inFirst } of overlaps) {
        if ((pos & ~inFirst) !== 0) continue;
        const elims = eliminationsInUnit(g, masks, other, line, bit);
        if (elims)
          return makeStep('claiming', bit, cellsAt(g, line, pos), [line, other], [], elims);
      }
    }
  }
  return null;
}
