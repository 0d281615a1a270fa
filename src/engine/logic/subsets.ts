import { POPCOUNT_TABLE } from '../bits';
import { CLASSIC_GEOMETRY, type Geometry } from '../geometryOf';
import { chooseSubsets } from './combos';
import { gridGeometry, makeStep, positionsIn, pushEliminations } from './grid';
import type { CandidateGrid, CellDigit, Step, Technique } from './types';

/*
 * Naked subsets: n cells of a unit whose candidates together are n digits;
 * those digits leave the unit's other cells (and the other unit the n cells
 * share, if any). Hidden subsets: n digits of a unit that fit only in n cells;
 * those cells lose their other candidates.
 *
 * Both search combinations of up to 9 items (cells or digits) over
 * module-level scratch arrays: no allocation until a subset whose digits
 * (or cells) fit is found.
 */

const itemMask = new Uint16Array(9); // naked: the cell's candidates; hidden: the digit's positions
const itemKey = new Uint8Array(9); // naked: the cell's position in the unit; hidden: the digit's bit index
let itemCount = 0;
const chosen = new Uint8Array(4);
let unit = 0;
let masks: Uint16Array = new Uint16Array(81);
let g: Geometry = CLASSIC_GEOMETRY;
let found: Step | null = null;
let size = 0; // n of the subset being searched

/** The units other than `unit` that all `cells` share (a box's line, a line's box), in scan order. */
function sharedOtherUnits(cells: number[]): number[] {
  let bits = g.unitBits[cells[0]];
  for (const c of cells) bits &= g.unitBits[c];
  bits &= ~(1 << unit);
  const out: number[] = [];
  for (let k = 0; k < g.unitCount && bits !== 0; k++) {
    const u = g.unitOrder[k];
    if (bits & (1 << u)) {
      out.push(u);
      bits &= ~(1 << u);
    }
  }
  return out;
}

// By n; entries 0 and 1 are never used.
const NAKED: readonly Technique[] = [
  'naked-pair',
  'naked-pair',
  'naked-pair',
  'naked-triple',
  'naked-quad',
];
const HIDDEN: readonly Technique[] = [
  'hidden-pair',
  'hidden-pair',
  'hidden-pair',
  'hidden-triple',
  'hidden-quad',
];

function nakedLeaf(digits: number): boolean {
  const n = size;
  const cells: number[] = [];
  for (let j = 0; j < n; j++) cells.push(g.unitCells[unit * 9 + itemKey[chosen[j]]]);
  const units = [unit, ...sharedOtherUnits(cells)];
  const elims: CellDigit[] = [];
  const seen = new Set<number>(cells);
  for (const u of units) {
    for (let k = 0; k < g.size; k++) {
      const c = g.unitCells[u * 9 + k];
      if (seen.has(c)) continue;
      seen.add(c);
      pushEliminations(elims, c, masks[c] & digits);
    }
  }
  if (elims.length === 0) return false;
  elims.sort((a, b) => a.cell - b.cell || a.digit - b.digit);
  found = makeStep(NAKED[n], digits, cells, units, [], elims);
  return true;
}

function hiddenLeaf(positions: number): boolean {
  const n = size;
  let digits = 0;
  for (let j = 0; j < n; j++) digits |= 1 << itemKey[chosen[j]];
  const cells: number[] = [];
  const elims: CellDigit[] = [];
  for (let k = 0; k < g.size; k++) {
    if ((positions & (1 << k)) === 0) continue;
    const c = g.unitCells[unit * 9 + k];
    cells.push(c);
    pushEliminations(elims, c, masks[c] & ~digits);
  }
  if (elims.length === 0) return false;
  found = makeStep(HIDDEN[n], digits, cells, [unit], [], elims);
  return true;
}

/** A naked pair (n = 2), triple (3) or quad (4) with eliminations. */
export function findNakedSubset(grid: CandidateGrid, n: 2 | 3 | 4): Step | null {
  masks = grid.masks;
  g = gridGeometry(grid);
  found = null;
  size = n;
  for (let o = 0; o < g.unitCount; o++) {
    unit = g.unitOrder[o];
    itemCount = 0;
    let empty = 0;
    for (let k = 0; k < g.size; k++) {
      const m = masks[g.unitCells[unit * 9 + k]];
      if (m === 0) continue;
      empty++;
      const bits = POPCOUNT_TABLE[m];
      if (bits < 2 || bits > n) continue;
      itemMask[itemCount] = m;
      itemKey[itemCount++] = k;
    }
    // A subset needs another empty cell to remove candidates from.
    if (itemCount < n || empty <= n) continue;
    if (chooseSubsets(itemMask, itemCount, n, chosen, nakedLeaf)) return found;
  }
  return null;
}

/** A hidden pair (n = 2), triple (3) or quad (4) with eliminations. */
export function findHiddenSubset(grid: CandidateGrid, n: 2 | 3 | 4): Step | null {
  masks = grid.masks;
  g = gridGeometry(grid);
  found = null;
  size = n;
  for (let o = 0; o < g.unitCount; o++) {
    unit = g.unitOrder[o];
    itemCount = 0;
    let empty = 0;
    for (let k = 0; k < g.size; k++) if (masks[g.unitCells[unit * 9 + k]] !== 0) empty++;
    if (empty <= n) continue;
    for (let d = 0; d < g.size; d++) {
      const pos = positionsIn(g, masks, unit, 1 << d);
      const count = POPCOUNT_TABLE[pos];
      if (count < 2 || count > n) continue;
      itemMask[itemCount] = pos;
      itemKey[itemCount++] = d;
    }
    if (itemCount < n) continue;
    if (chooseSubsets(itemMask, itemCount, n, chosen, hiddenLeaf)) return found;
  }
  return null;
}
