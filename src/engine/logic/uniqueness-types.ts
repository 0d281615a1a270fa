import { POPCOUNT_TABLE } from '../bits';
import { CLASSIC_GEOMETRY, type Geometry } from '../geometryOf';
import { eliminateSeenBy, gridGeometry, makeStep, positionsIn, pushEliminations } from './grid';
import { inTwoRegions } from './uniqueness';
import type { CandidateGrid, CellDigit, Step, Technique } from './types';

/*
 * Unique rectangles of types 2, 3 and 4. Four empty cells in two rows, two
 * columns and two boxes all hold the pair {a,b}; two of them on one side
 * (the floor) hold exactly {a,b}; the other two (the roof) share a row or a
 * column and hold more. If the roof were {a,b} too, a and b could swap in
 * the rectangle: a second solution. So a roof cell holds one of its extras.
 * - Type 2: both roof cells have the same single extra x: one of them is x,
 *   so x leaves every cell that sees both.
 * - Type 3: the roof acts as one cell holding one of its extras; with k
 *   other cells of a unit it shares it forms a naked subset of k + 1 digits
 *   (a pseudo-cell subset): those digits leave the unit's other cells.
 * - Type 4: a of the pair has no other place in a unit the roof shares
 *   (a strong link): a is in the roof, so b is in neither roof cell.
 * Valid only for puzzles with exactly one solution (every puzzle the game
 * deals), as type 1 (uniqueness.ts).
 */

type Kind = 2 | 3 | 4;

const roofUnits = new Int8Array(2); // the units the two roof cells share: their line, then their box
const partner = new Uint8Array(9); // type 3: other empty cells of the unit
let masks: Uint16Array = new Uint16Array(81);
let g: Geometry = CLASSIC_GEOMETRY;

/** A unique rectangle of type 2 (`kind` 2), type 3 or type 4, with eliminations. */
export function findUniqueRectangleType(grid: CandidateGrid, kind: Kind): Step | null {
  masks = grid.masks;
  g = gridGeometry(grid);
  const { rowOf, colOf } = g;
  for (let f1 = 0; f1 < g.cellCount; f1++) {
    const pair = masks[f1];
    if (POPCOUNT_TABLE[pair] !== 2) continue;
    // The floor: f1 and a cell f2 after it in its row or column with the same pair.
    for (let f2 = f1 + 1; f2 < g.cellCount; f2++) {
      if (masks[f2] !== pair) continue;
      const sameRow = rowOf[f1] === rowOf[f2];
      if (!sameRow && colOf[f1] !== colOf[f2]) continue;
      const step = sameRow ? roofRows(f1, f2, pair, kind) : roofCols(f1, f2, pair, kind);
      if (step) return step;
    }
  }
  return null;
}

/** Floor in a row: try every other row as the roof. */
function roofRows(f1: number, f2: number, pair: number, kind: Kind): Step | null {
  const N = g.size;
  const r = g.rowOf[f1];
  for (let r2 = 0; r2 < N; r2++) {
    if (r2 === r) continue;
    const g1 = r2 * N + g.colOf[f1];
    const g2 = r2 * N + g.colOf[f2];
    // The rectangle lies in exactly two regions.
    if (!inTwoRegions(g, f1, f2, g1, g2)) continue;
    const step = check(f1, f2, g1, g2, pair, kind);
    if (step) return step;
  }
  return null;
}

/** Floor in a column: try every other column as the roof. */
function roofCols(f1: number, f2: number, pair: number, kind: Kind): Step | null {
  const N = g.size;
  const c = g.colOf[f1];
  for (let c2 = 0; c2 < N; c2++) {
    if (c2 === c) continue;
    const g1 = g.rowOf[f1] * N + c2;
    const g2 = g.rowOf[f2] * N + c2;
    if (!inTwoRegions(g, f1, f2, g1, g2)) continue;
    const step = check(f1, f2, g1, g2, pair, kind);
    if (step) return step;
  }
  return null;
}

function check(
  f1: number,
  f2: number,
  g1: number,
  g2: number,
  pair: number,
  kind: Kind,
): Step | null {
  const m1 = masks[g1];
  const m2 = masks[g2];
  // Both roof cells hold the pair and more (one equal to it is type 1).
  if ((m1 & pair) !== pair || (m2 & pair) !== pair || m1 === pair || m2 === pair) return null;
  const N = g.size;
  const line = g.rowOf[g1] === g.rowOf[g2] ? g.rowOf[g1] : N + g.colOf[g1];
  roofUnits[0] = line;
  roofUnits[1] = g.regionOf[g1] === g.regionOf[g2] ? 2 * N + g.regionOf[g1] : -1;
  const corners = [f1, f2, g1, g2];
  if (kind === 2) {
    const extra = m1 & ~pair;
    if (extra !== (m2 & ~pair) || POPCOUNT_TABLE[extra] !== 1) return null;
    const elims = eliminateSeenBy(g, masks, extra, g1, g2);
    return elims && urStep('unique-rectangle-2', pair, corners, line, sortElims(elims));
  }
  for (let t = 0; t < 2; t++) {
    const u = roofUnits[t];
    if (u < 0) continue;
    const step = kind === 4 ? type4(corners, pair, u) : type3(corners, pair, u);
    if (step) return step;
  }
  return null;
}

/** Type 4 in unit u: a digit of the pair with only the roof as places there. */
function type4(corners: number[], pair: number, u: number): Step | null {
  const [, , g1, g2] = corners;
  for (let a = pair & -pair, t = 0; t < 2; t++, a = pair & ~a) {
    if (POPCOUNT_TABLE[positionsIn(g, masks, u, a)] !== 2) continue;
    const b = pair & ~a;
    const elims: CellDigit[] = [];
    pushEliminations(elims, Math.min(g1, g2), b);
    pushEliminations(elims, Math.max(g1, g2), b);
    return urStep('unique-rectangle-4', pair, corners, u, elims);
  }
  return null;
}

/** Type 3 in unit u: the roof's extras with k = 1..3 other cells make k + 1 digits. */
function type3(corners: number[], pair: number, u: number): Step | null {
  const [, , g1, g2] = corners;
  const extras = (masks[g1] | masks[g2]) & ~pair;
  let n = 0;
  for (let k = 0; k < g.size; k++) {
    const c = g.unitCells[u * 9 + k];
    if (masks[c] !== 0 && c !== g1 && c !== g2) partner[n++] = c;
  }
  // Smallest subset first; k + 1 digits must leave another cell to clear.
  for (let k = 1; k <= 3 && k < n; k++) {
    if (POPCOUNT_TABLE[extras] > k + 1) continue;
    for (let i = 0; i < n; i++) {
      const mi = extras | masks[partner[i]];
      if (POPCOUNT_TABLE[mi] > k + 1) continue;
      if (k === 1) {
        const step = type3Leaf(corners, pair, u, mi, [partner[i]]);
        if (step) return step;
        continue;
      }
      for (let j = i + 1; j < n; j++) {
        const mj = mi | masks[partner[j]];
        if (POPCOUNT_TABLE[mj] > k + 1) continue;
        if (k === 2) {
          const step = type3Leaf(corners, pair, u, mj, [partner[i], partner[j]]);
          if (step) return step;
          continue;
        }
        for (let l = j + 1; l < n; l++) {
          const ml = mj | masks[partner[l]];
          if (POPCOUNT_TABLE[ml] !== 4) continue;
          const step = type3Leaf(corners, pair, u, ml, [partner[i], partner[j], partner[l]]);
          if (step) return step;
        }
      }
    }
  }
  return null;
}

function type3Leaf(
  corners: number[],
  pair: number,
  u: number,
  digits: number,
  cells: number[],
): Step | null {
  if (POPCOUNT_TABLE[digits] !== cells.length + 1) return null;
  const [, , g1, g2] = corners;
  const elims: CellDigit[] = [];
  for (let k = 0; k < g.size; k++) {
    const c = g.unitCells[u * 9 + k];
    if (c === g1 || c === g2 || cells.includes(c)) continue;
    pushEliminations(elims, c, masks[c] & digits);
  }
  if (elims.length === 0) return null;
  const step = urStep('unique-rectangle-3', pair, [...corners, ...cells], u, sortElims(elims));
  step.sets = [cells.slice().sort((a, b) => a - b)];
  return step;
}

function sortElims(elims: CellDigit[]): CellDigit[] {
  return elims.sort((a, b) => a.cell - b.cell || a.digit - b.digit);
}

/** The step: `first` (the unit the deduction is in), then the rectangle's rows and columns. */
function urStep(
  technique: Technique,
  pair: number,
  cells: number[],
  first: number,
  elims: CellDigit[],
): Step {
  const [f1, f2, g1, g2] = cells;
  const { rowOf, colOf, size: N } = g;
  const rows = [rowOf[f1], rowOf[f2], rowOf[g1], rowOf[g2]];
  const cols = [N + colOf[f1], N + colOf[f2], N + colOf[g1], N + colOf[g2]];
  const rest = [...new Set([...rows.sort((a, b) => a - b), ...cols.sort((a, b) => a - b)])];
  return makeStep(technique, pair, cells, [first, ...rest.filter((u) => u !== first)], [], elims);
}
