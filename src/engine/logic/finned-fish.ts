import { POPCOUNT_TABLE } from '../bits';
import { CLASSIC_GEOMETRY, type Geometry } from '../geometryOf';
import { bitDigit, gridGeometry, makeStep, perLayout, positionsIn } from './grid';
import type { CandidateGrid, CellDigit, Step } from './types';

/*
 * Finned fish: a basic fish (n base lines whose candidates lie in n cover
 * lines) spoiled by a few extra candidates, the fins, all in one region (box). Either
 * a fin holds the digit, or none does and the fish is real; in both cases
 * the digit leaves the cells of the cover lines (outside the base lines)
 * that also lie in the fins' region: those see every fin and are in a cover.
 * Sashimi: a base line whose only cover candidate sits beside the fin box
 * (the fish's corner there is missing); the same reasoning holds and it is
 * found the same way. n = 2 Finned X-Wing, 3 Finned Swordfish.
 */

const linePos = new Uint16Array(9); // per candidate base line: positions of the digit
const lineIndex = new Uint8Array(9); // per candidate base line: its number 0..N-1
const chosen = new Int8Array(3); // the items of the base lines tried
let masks: Uint16Array = new Uint16Array(81);
let g: Geometry = CLASSIC_GEOMETRY;

/**
 * Where fins are looked for, per base orientation (0 rows, 1 columns): the
 * sets of cover positions the regions span (for 3x3 boxes and row bases,
 * the three stacks of columns), each once, by their first position.
 */
const finSpans = perLayout((geo) => {
  const N = geo.size;
  const spans = (across: Uint8Array) => {
    const set = new Set<number>();
    for (let b = 0; b < N; b++) {
      let span = 0;
      for (let c = 0; c < geo.cellCount; c++) if (geo.regionOf[c] === b) span |= 1 << across[c];
      set.add(span);
    }
    return [...set].sort((x, y) => (x & -x) - (y & -y) || x - y);
  };
  return [spans(geo.colOf), spans(geo.rowOf)];
});

/**
 * A finned (or sashimi) X-Wing (n = 2) or Swordfish (n = 3) with
 * eliminations; digits 1-N, rows as base lines first. `step.fins` holds the
 * fin cells; `step.cells` every base-line candidate, fins included; units:
 * base lines, cover lines, then the fins' region.
 */
export function findFinnedFish(grid: CandidateGrid, n: 2 | 3): Step | null {
  masks = grid.masks;
  g = gridGeometry(grid);
  const N = g.size;
  for (let d = 0; d < N; d++) {
    const bit = 1 << d;
    for (let base = 0; base <= N; base += N) {
      let m = 0;
      for (let k = 0; k < N; k++) {
        const pos = positionsIn(g, masks, base + k, bit);
        // Up to n cover positions plus at most three fins.
        const count = POPCOUNT_TABLE[pos];
        if (count === 0 || count > n + 3) continue;
        linePos[m] = pos;
        lineIndex[m++] = k;
      }
      for (let i = 0; i < m; i++) {
        for (let j = i + 1; j < m; j++) {
          if (n === 2) {
            const step = tryBase(bit, base, n, i, j, -1);
            if (step) return step;
            continue;
          }
          for (let l = j + 1; l < m; l++) {
            const step = tryBase(bit, base, n, i, j, l);
            if (step) return step;
          }
        }
      }
    }
  }
  return null;
}

/** The cell of base line `line` (0..N-1) at cover position x. */
function baseCell(base: number, line: number, x: number): number {
  return g.unitCells[(base + line) * 9 + x];
}

/** The base lines at items i, j (and l unless -1): try each span as the fins' one. */
function tryBase(
  bit: number,
  base: number,
  n: number,
  i: number,
  j: number,
  l: number,
): Step | null {
  chosen[0] = i;
  chosen[1] = j;
  chosen[2] = l;
  const union = linePos[i] | linePos[j] | (l >= 0 ? linePos[l] : 0);
  const total = POPCOUNT_TABLE[union];
  // n positions make a basic fish; more than n + 3 leave too many fins to look for.
  if (total <= n || total > n + 3) return null;
  for (const span of finSpans(g)[base === 0 ? 0 : 1]) {
    const inSpan = union & span;
    const outside = union & ~span;
    const need = n - POPCOUNT_TABLE[outside]; // cover lines still to pick inside the span
    // At least one cover in the span (else nothing to eliminate), one fin left over.
    if (need < 1 || need >= POPCOUNT_TABLE[inSpan]) continue;
    for (let sub = inSpan; sub !== 0; sub = (sub - 1) & inSpan) {
      if (POPCOUNT_TABLE[sub] !== need) continue;
      const step = tryCover(bit, base, outside | sub, inSpan & ~sub);
      if (step) return step;
    }
  }
  return null;
}

/** The fish on the chosen base lines with these covers and fins, if the fins share a region and it eliminates. */
function tryCover(bit: number, base: number, cover: number, finPos: number): Step | null {
  const N = g.size;
  let baseSet = 0;
  let region = -1;
  for (let t = 0; t < 3; t++) {
    const item = chosen[t];
    if (item < 0) continue;
    const pos = linePos[item];
    // Every base line keeps a candidate in the covers (else it is no fish).
    if ((pos & cover) === 0) return null;
    baseSet |= 1 << lineIndex[item];
    // All fins in one region.
    for (let fin = pos & finPos; fin !== 0; fin &= fin - 1) {
      const r = g.regionOf[baseCell(base, lineIndex[item], 31 - Math.clz32(fin & -fin))];
      if (region >= 0 && region !== r) return null;
      region = r;
    }
  }
  // The cover lines' cells in the fins' region (off the base lines) see every fin.
  const coverOffset = N - base;
  let elims: CellDigit[] | null = null;
  for (let x = 0; x < N; x++) {
    if ((cover & (1 << x)) === 0) continue;
    for (let k = 0; k < N; k++) {
      if (baseSet & (1 << k)) continue;
      const c = g.unitCells[(coverOffset + x) * 9 + k];
      if (masks[c] & bit && g.regionOf[c] === region)
        (elims ??= []).push({ cell: c, digit: bitDigit(bit) });
    }
  }
  if (elims === null) return null;
  const cells: number[] = [];
  const fins: number[] = [];
  const units: number[] = [];
  for (let k = 0; k < N; k++) {
    if ((baseSet & (1 << k)) === 0) continue;
    units.push(base + k);
    for (let x = 0; x < N; x++) {
      const c = baseCell(base, k, x);
      if ((masks[c] & bit) === 0) continue;
      cells.push(c);
      if (finPos & (1 << x)) fins.push(c);
    }
  }
  for (let x = 0; x < N; x++) if (cover & (1 << x)) units.push(coverOffset + x);
  units.push(2 * N + region);
  elims.sort((a, b) => a.cell - b.cell);
  const step = makeStep(
    POPCOUNT_TABLE[cover] === 2 ? 'finned-x-wing' : 'finned-swordfish',
    bit,
    cells,
    units,
    [],
    elims,
  );
  step.fins = fins.sort((a, b) => a - b);
  return step;
}
