import { POPCOUNT_TABLE } from '../bits';
import { CLASSIC_GEOMETRY, type Geometry } from '../geometryOf';
import { chooseSubsets } from './combos';
import { bitDigit, gridGeometry, makeStep, positionsIn } from './grid';
import type { CandidateGrid, CellDigit, Step, Technique } from './types';

/*
 * Basic fish: for one digit, n base lines (rows, or columns) whose
 * candidates all lie in n cover lines (columns, or rows). Each base line
 * takes the digit once, so the cover lines take it only in the base lines:
 * the digit leaves the rest of the cover lines. n = 2 X-Wing, 3 Swordfish,
 * 4 Jellyfish. Rows and columns exist in every kind, so the same fish holds
 * whatever the regions are (Jigsaw) and beside extra units (Sudoku X).
 */

// By n; entries 0 and 1 are never used.
const NAMES: readonly Technique[] = ['x-wing', 'x-wing', 'x-wing', 'swordfish', 'jellyfish'];

const lineMask = new Uint16Array(9); // per base line: positions (cover indices) of the digit
const lineIndex = new Uint8Array(9); // per item: its base line 0-8
const chosen = new Uint8Array(4);
let itemCount = 0;
let masks: Uint16Array = new Uint16Array(81);
let g: Geometry = CLASSIC_GEOMETRY;
let N = 9; // lines of each orientation
let bit = 0;
let size = 0;
let baseOffset = 0; // 0: base lines are rows; N: base lines are columns
let found: Step | null = null;

function leaf(cover: number): boolean {
  const coverOffset = N - baseOffset;
  const unitCells = g.unitCells;
  let baseSet = 0;
  for (let j = 0; j < size; j++) baseSet |= 1 << lineIndex[chosen[j]];
  let elims: CellDigit[] | null = null;
  for (let x = 0; x < N; x++) {
    if ((cover & (1 << x)) === 0) continue;
    const u = coverOffset + x;
    // In a cover line, position k is base line k.
    for (let k = 0; k < N; k++) {
      if (baseSet & (1 << k)) continue;
      const c = unitCells[u * 9 + k];
      if (masks[c] & bit) (elims ??= []).push({ cell: c, digit: bitDigit(bit) });
    }
  }
  if (elims === null) return false;
  const cells: number[] = [];
  const units: number[] = [];
  for (let k = 0; k < N; k++) {
    if ((baseSet & (1 << k)) === 0) continue;
    units.push(baseOffset + k);
    for (let x = 0; x < N; x++) {
      const c = unitCells[(baseOffset + k) * 9 + x];
      if (masks[c] & bit) cells.push(c);
    }
  }
  for (let x = 0; x < N; x++) if (cover & (1 << x)) units.push(coverOffset + x);
  elims.sort((a, b) => a.cell - b.cell);
  found = makeStep(NAMES[size], bit, cells, units, [], elims);
  return true;
}

/** An X-Wing (n = 2), Swordfish (3) or Jellyfish (4) with eliminations; rows as base first. */
export function findFish(grid: CandidateGrid, n: 2 | 3 | 4): Step | null {
  masks = grid.masks;
  g = gridGeometry(grid);
  N = g.size;
  size = n;
  found = null;
  for (let d = 0; d < N; d++) {
    bit = 1 << d;
    for (baseOffset = 0; baseOffset <= N; baseOffset += N) {
      itemCount = 0;
      for (let k = 0; k < N; k++) {
        const pos = positionsIn(g, masks, baseOffset + k, bit);
        const count = POPCOUNT_TABLE[pos];
        if (count < 2 || count > n) continue;
        lineMask[itemCount] = pos;
        lineIndex[itemCount++] = k;
      }
      if (itemCount < n) continue;
      if (chooseSubsets(lineMask, itemCount, n, chosen, leaf)) return found;
    }
  }
  return null;
}
