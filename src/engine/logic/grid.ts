import { CLASSIC_GEOMETRY, geometryOf, type Geometry } from '../geometryOf';
import type { Rules } from '../rules';
import type { Board, Digit, Notes } from '../types';
import type { CandidateGrid, CellDigit, Step, Technique } from './types';

/*
 * The candidate grid and the helpers every technique shares. Hot loops read
 * the flat tables of the grid's geometry (typed arrays, geometryOf.ts) and
 * allocate nothing; a technique builds its Step (small arrays) only once it
 * has found one.
 */

/** The geometry of a grid's kind (classic when the grid carries none). */
export function gridGeometry(grid: CandidateGrid): Geometry {
  return grid.geometry ?? CLASSIC_GEOMETRY;
}

/** The digit 1-9 of a single-bit mask. */
export function bitDigit(bit: number): Digit {
  return (32 - Math.clz32(bit)) as Digit;
}

/** The digits of a mask, ascending. */
export function maskDigits(mask: number): Digit[] {
  const out: Digit[] = [];
  for (let d = 1; d <= 9; d++) if (mask & (1 << (d - 1))) out.push(d as Digit);
  return out;
}

/**
 * The candidate grid of a board: each empty cell gets every digit its peers
 * do not hold. With `notes` (the player's pencil marks, a mask per cell), a
 * cell with notes keeps only the noted digits its peers allow; a cell
 * without notes (mask 0) falls back to every allowed digit. `rules` default
 * to classic (81 cells; a 6x6 board has 36); the grid keeps its geometry,
 * so every technique reads the kind's units. Killer cages do not cut the
 * candidates here: that is a step of its own (cage combinations). Never
 * mutates its inputs.
 */
export function candidatesFromBoard(board: Board, notes?: Notes, rules?: Rules): CandidateGrid {
  const g = geometryOf(rules);
  const n = g.cellCount;
  const all = g.allDigits;
  const values = new Uint8Array(n);
  const masks = new Uint16Array(n);
  for (let i = 0; i < n; i++) {
    const d = board[i];
    values[i] = d >= 1 && d <= g.size ? d : 0;
  }
  const { peerStart, peerCells } = g;
  for (let i = 0; i < n; i++) {
    if (values[i] !== 0) continue;
    let m = all;
    for (let k = peerStart[i]; k < peerStart[i + 1]; k++) {
      const v = values[peerCells[k]];
      if (v !== 0) m &= ~(1 << (v - 1));
    }
    const noted = notes ? notes[i] & all : 0;
    masks[i] = noted !== 0 ? m & noted : m;
  }
  return g === CLASSIC_GEOMETRY ? { values, masks } : { values, masks, geometry: g };
}

/** A copy of a candidate grid (sharing its geometry). */
export function cloneGrid(grid: CandidateGrid): CandidateGrid {
  const copy = { values: grid.values.slice(), masks: grid.masks.slice() };
  return grid.geometry ? { ...copy, geometry: grid.geometry } : copy;
}

/** Place a digit: the cell's mask becomes 0 and the digit leaves its peers. */
export function placeDigit(grid: CandidateGrid, cell: number, digit: number): void {
  const bit = 1 << (digit - 1);
  const { peerStart, peerCells } = gridGeometry(grid);
  grid.values[cell] = digit;
  grid.masks[cell] = 0;
  for (let k = peerStart[cell]; k < peerStart[cell + 1]; k++) grid.masks[peerCells[k]] &= ~bit;
}

/** Apply a step to the grid in place (placements, then eliminations). */
export function applyStepInPlace(grid: CandidateGrid, step: Step): void {
  for (const p of step.placements) placeDigit(grid, p.cell, p.digit);
  for (const e of step.eliminations) grid.masks[e.cell] &= ~(1 << (e.digit - 1));
}

/** The grid after a step, as a new grid; the input is left unchanged. */
export function applyStep(grid: CandidateGrid, step: Step): CandidateGrid {
  const next = cloneGrid(grid);
  applyStepInPlace(next, step);
  return next;
}

/** True when every cell holds a digit. */
export function isSolvedGrid(grid: CandidateGrid): boolean {
  for (let i = 0; i < grid.values.length; i++) if (grid.values[i] === 0) return false;
  return true;
}

/** Mask of the positions k (0..N-1) in unit u whose cell has candidate `bit`. */
export function positionsIn(g: Geometry, masks: Uint16Array, u: number, bit: number): number {
  let pos = 0;
  const base = u * 9;
  const cells = g.unitCells;
  for (let k = 0; k < g.size; k++) if (masks[cells[base + k]] & bit) pos |= 1 << k;
  return pos;
}

/** Build a step; `digitMask` gives its digits, `cells` are sorted ascending. */
export function makeStep(
  technique: Technique,
  digitMask: number,
  cells: number[],
  units: number[],
  placements: CellDigit[],
  eliminations: CellDigit[],
): Step {
  return {
    technique,
    digits: maskDigits(digitMask),
    cells: cells.slice().sort((a, b) => a - b),
    units,
    placements,
    eliminations,
  };
}

/** Every candidate of `mask` in `cell`, as eliminations appended to `out`. */
export function pushEliminations(out: CellDigit[], cell: number, mask: number): void {
  for (let d = 1; d <= 9; d++) if (mask & (1 << (d - 1))) out.push({ cell, digit: d as Digit });
}

/**
 * Eliminations of `bit` from the cells that see `a`, `b` and (unless it is -1)
 * `c`, those cells excluded; null when there are none. Allocates only when
 * it finds something, so pattern searches can call it freely.
 */
export function eliminateSeenBy(
  g: Geometry,
  masks: Uint16Array,
  bit: number,
  a: number,
  b: number,
  c = -1,
): CellDigit[] | null {
  let out: CellDigit[] | null = null;
  const { peerStart, peerCells, sees } = g;
  for (let k = peerStart[a]; k < peerStart[a + 1]; k++) {
    const x = peerCells[k];
    if ((masks[x] & bit) === 0 || sees[b * 81 + x] === 0) continue;
    if (c >= 0 && sees[c * 81 + x] === 0) continue;
    (out ??= []).push({ cell: x, digit: bitDigit(bit) });
  }
  return out;
}

/** The unit two distinct cells share (region first, then row, column, extra unit), or -1. */
export function sharedUnit(g: Geometry, a: number, b: number): number {
  return g.shared[a * 81 + b];
}

/**
 * The unit holding every one of `cells` (region first, then row, column,
 * extra unit), -1 when none does or all are one cell.
 */
export function commonUnit(g: Geometry, cells: readonly number[]): number {
  const first = cells[0];
  let bits = g.unitBits[first];
  let distinct = false;
  for (const c of cells) {
    bits &= g.unitBits[c];
    if (c !== first) distinct = true;
  }
  if (!distinct || bits === 0) return -1;
  for (let k = 0; k < g.unitCount; k++) {
    const u = g.unitOrder[k];
    if (bits & (1 << u)) return u;
  }
  return -1;
}

/**
 * A table derived from a geometry by `build`, made once per geometry (kept
 * while the geometry lives). Techniques precompute their patterns with it,
 * so the classic path reads ready tables as before. For tables that depend
 * on the layout alone (not on cages), see perLayout.
 */
export function perGeometry<T>(build: (g: Geometry) => T): (g: Geometry) => T {
  const cache = new WeakMap<Geometry, T>();
  let lastGeometry: Geometry | null = null;
  let lastValue: T | undefined;
  return (g) => {
    if (g === lastGeometry) return lastValue as T;
    let value = cache.get(g);
    if (value === undefined) {
      value = build(g);
      cache.set(g, value);
    }
    lastGeometry = g;
    lastValue = value;
    return value;
  };
}

/**
 * A table derived from a geometry's layout (its regions and units, not its
 * cages) by `build`: made once per layout, shared by every Killer on it.
 */
export function perLayout<T>(build: (g: Geometry) => T): (g: Geometry) => T {
  const of = perGeometry(build);
  return (g) => of(g.base);
}

/** Digit sets (masks) as digit lists, in dictionary order (1+2+9 before 1+3+8 before 2+3+7). */
export function digitSets(masks: Iterable<number>): Digit[][] {
  return [...masks].map(maskDigits).sort((a, b) => {
    for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i] - b[i];
    return a.length - b.length;
  });
}
