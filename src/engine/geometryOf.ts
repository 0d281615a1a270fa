import { CLASSIC_RULES, type Rules } from './rules';
import type { CellIndex } from './types';

/*
 * The geometry tables of a kind, derived once per rules object (as tdoku's
 * `boxen` and Norvig's `units`/`peers`, but from data): the solver and the
 * logic read these tables and never branch on the kind per cell.
 *
 * Units are numbered rows 0..N-1, columns N..2N-1, regions 2N..3N-1, then
 * the extra units (Sudoku X: 27 the main diagonal, 28 the anti-diagonal).
 * For classic that is rows 0-8, columns 9-17, boxes 18-26, as always.
 *
 * Strides stay those of 9x9 for every size, so that one indexing serves
 * all kinds: unit u's cells are unitCells[u*9 .. u*9+N-1]; a pair of cells
 * (a, b) is at a*81 + b; a candidate is cell*9 + digit-1.
 */

/** Cells of the largest board; tables indexed by cell are this long. */
export const MAX_CELLS = 81;
/** Stride of `unitCells` (cells per unit slot). */
export const UNIT_STRIDE = 9;
/** Most units a cell belongs to (row, column, region, two diagonals). */
export const MAX_CELL_UNITS = 5;
/** Most units of any kind (27 + two diagonals). */
export const MAX_UNITS = 29;

/** What a unit is, for words and for techniques that treat lines apart. */
export type UnitKind = 'row' | 'column' | 'region' | 'extra';

/** The derived tables of one kind of puzzle. Read only. */
export interface Geometry {
  readonly rules: Rules;
  /** N: digits 1-N, N*N cells. */
  readonly size: number;
  /** N*N. */
  readonly cellCount: number;
  /** Mask of all N digits (0x1ff for 9, 0x3f for 6). */
  readonly allDigits: number;
  /** Number of units (3N + extra units). */
  readonly unitCount: number;
  /** Cells of unit u at u*9 .. u*9+N-1, in reading order (rows, columns, region and extra units sorted ascending). */
  readonly unitCells: Uint8Array;
  readonly rowOf: Uint8Array;
  readonly colOf: Uint8Array;
  readonly regionOf: Uint8Array;
  /** The units of cell c at c*5 .. c*5 + cellUnitCount[c] - 1: row, column, region, then extra units. */
  readonly cellUnits: Uint8Array;
  readonly cellUnitCount: Uint8Array;
  /** The units of each cell as a bit mask (bit u). */
  readonly unitBits: Int32Array;
  /** Peers (cells sharing a unit) of cell c, ascending: peerCells[peerStart[c] .. peerStart[c+1]). */
  readonly peerStart: Uint16Array;
  readonly peerCells: Uint8Array;
  /** The same peers as arrays. */
  readonly peers: readonly (readonly CellIndex[])[];
  /** sees[a*81 + b] = 1 when distinct cells a and b share a unit. */
  readonly sees: Uint8Array;
  /** shared[a*81 + b]: the unit two distinct cells share (region, then row, column, extra unit), or -1. */
  readonly shared: Int8Array;
  /** Units in the order a player scans them: regions, rows, columns, extra units. */
  readonly unitOrder: Uint8Array;
  /** Killer: the cage of each cell (-1 none). */
  readonly cageOf: Int16Array;
  /**
   * The solver's peers: the unit peers plus the other cells of the cell's
   * cage (no digit repeats in a cage), at solverPeerStart/solverPeerCells.
   * The same as the unit peers when there are no cages.
   */
  readonly solverPeerStart: Uint16Array;
  readonly solverPeerCells: Uint8Array;
  /**
   * Unique rectangles and BUG+1 hold: the rules are rows, columns and
   * regions only (classic, 6x6). Extra units and cages can tell the two
   * solutions of a deadly pattern apart, so those techniques are skipped.
   */
  readonly uniqueness: boolean;
  /**
   * The geometry of the same layout without cages (itself when there are
   * none): tables that depend on the regions and units alone are derived
   * once per layout from it, not once per Killer.
   */
  readonly base: Geometry;
}

function unitKindIn(size: number, extra: number, u: number): UnitKind {
  if (u < size) return 'row';
  if (u < 2 * size) return 'column';
  if (u < 3 * size) return 'region';
  return extra > 0 ? 'extra' : 'region';
}

/** What unit u is under these geometry tables. */
export function unitKind(g: Geometry, u: number): UnitKind {
  return unitKindIn(g.size, g.unitCount - 3 * g.size, u);
}

function build(rules: Rules): Geometry {
  // Cages change only the cage tables: the rest is the cage-free layout's (shared, not copied).
  if (rules.cages.length > 0) return withCages(layoutGeometry({ ...rules, cages: [] }), rules);
  const N = rules.size;
  const cellCount = N * N;
  const unitCount = 3 * N + rules.extraUnits.length;
  const rowOf = new Uint8Array(MAX_CELLS);
  const colOf = new Uint8Array(MAX_CELLS);
  const regionOf = new Uint8Array(MAX_CELLS);
  for (let i = 0; i < cellCount; i++) {
    rowOf[i] = (i / N) | 0;
    colOf[i] = i % N;
    regionOf[i] = rules.regions[i];
  }
  const units: number[][] = [];
  for (let r = 0; r < N; r++) units.push(Array.from({ length: N }, (_, k) => r * N + k));
  for (let c = 0; c < N; c++) units.push(Array.from({ length: N }, (_, k) => k * N + c));
  for (let b = 0; b < N; b++) {
    const cells: number[] = [];
    for (let i = 0; i < cellCount; i++) if (regionOf[i] === b) cells.push(i);
    units.push(cells);
  }
  for (const extra of rules.extraUnits) units.push(extra.slice().sort((a, b) => a - b));
  const unitCells = new Uint8Array(unitCount * UNIT_STRIDE);
  const cellUnits = new Uint8Array(MAX_CELLS * MAX_CELL_UNITS);
  const cellUnitCount = new Uint8Array(MAX_CELLS);
  const unitBits = new Int32Array(MAX_CELLS);
  units.forEach((cells, u) => {
    cells.forEach((c, k) => {
      unitCells[u * UNIT_STRIDE + k] = c;
      cellUnits[c * MAX_CELL_UNITS + cellUnitCount[c]++] = u;
      unitBits[c] |= 1 << u;
    });
  });
  const sees = new Uint8Array(MAX_CELLS * MAX_CELLS);
  const shared = new Int8Array(MAX_CELLS * MAX_CELLS).fill(-1);
  // Region first, then row, column and extra units: the unit a person names for two cells.
  const rank = (u: number) => (u >= 2 * N && u < 3 * N ? 0 : u < 2 * N ? 1 : 2);
  const priority = units.map((_, u) => u).sort((a, b) => rank(a) - rank(b) || a - b);
  for (const u of priority) {
    for (const a of units[u]) {
      for (const b of units[u]) {
        if (a === b) continue;
        sees[a * MAX_CELLS + b] = 1;
        if (shared[a * MAX_CELLS + b] < 0) shared[a * MAX_CELLS + b] = u;
      }
    }
  }
  const peers: number[][] = [];
  for (let a = 0; a < cellCount; a++) {
    const list: number[] = [];
    for (let b = 0; b < cellCount; b++) if (sees[a * MAX_CELLS + b]) list.push(b);
    peers.push(list);
  }
  const { start: peerStart, cells: peerCells } = flatten(peers);
  const all = units.map((_, u) => u);
  const unitOrder = Uint8Array.from([
    ...all.filter((u) => u >= 2 * N && u < 3 * N),
    ...all.filter((u) => u < 2 * N),
    ...all.filter((u) => u >= 3 * N),
  ]);
  const g = {
    rules,
    size: N,
    cellCount,
    allDigits: (1 << N) - 1,
    unitCount,
    unitCells,
    rowOf,
    colOf,
    regionOf,
    cellUnits,
    cellUnitCount,
    unitBits,
    peerStart,
    peerCells,
    peers,
    sees,
    shared,
    unitOrder,
    cageOf: new Int16Array(MAX_CELLS).fill(-1),
    solverPeerStart: peerStart,
    solverPeerCells: peerCells,
    uniqueness: rules.extraUnits.length === 0 && isBoxes(rules),
  } as unknown as { -readonly [K in keyof Geometry]: Geometry[K] };
  g.base = g;
  return g;
}

/** The geometry of `rules` (which has cages) from that of the same kind without them. */
function withCages(base: Geometry, rules: Rules): Geometry {
  const cageOf = new Int16Array(MAX_CELLS).fill(-1);
  rules.cages.forEach((cage, q) => {
    for (const c of cage.cells) cageOf[c] = q;
  });
  const withMates = base.peers.map((list, a) => {
    const q = cageOf[a];
    if (q < 0) return list;
    const set = new Set(list);
    for (const b of rules.cages[q].cells) if (b !== a) set.add(b);
    return [...set].sort((x, y) => x - y);
  });
  const { start, cells } = flatten(withMates);
  return {
    ...base,
    rules,
    cageOf,
    solverPeerStart: start,
    solverPeerCells: cells,
    uniqueness: false,
    base: base.base,
  };
}

/** True when the regions are the regular boxes of the size (3x3 for 9, 2x3 for 6). */
function isBoxes(rules: Rules): boolean {
  const N = rules.size;
  const h = N === 9 ? 3 : 2;
  const w = 3;
  for (let i = 0; i < N * N; i++) {
    const r = (i / N) | 0;
    const c = i % N;
    if (rules.regions[i] !== ((r / h) | 0) * (N / w) + ((c / w) | 0)) return false;
  }
  return true;
}

function flatten(lists: readonly (readonly number[])[]): { start: Uint16Array; cells: Uint8Array } {
  const start = new Uint16Array(MAX_CELLS + 1);
  let n = 0;
  for (let a = 0; a < MAX_CELLS; a++) {
    start[a] = n;
    n += lists[a]?.length ?? 0;
  }
  start[MAX_CELLS] = n;
  const cells = new Uint8Array(n);
  lists.forEach((list, a) => cells.set(list, start[a]));
  return { start, cells };
}

/** The classic geometry (rows, columns, 3x3 boxes). */
export const CLASSIC_GEOMETRY: Geometry = build(CLASSIC_RULES);

const cache = new WeakMap<Rules, Geometry>();
cache.set(CLASSIC_RULES, CLASSIC_GEOMETRY);
// Cage-free layouts by their regions and extra units (rules objects that
// crossed a worker boundary, or a Killer's base, are new objects each time).
const byLayout = new Map<string, Geometry>([[layoutKey(CLASSIC_RULES), CLASSIC_GEOMETRY]]);
const BY_LAYOUT_MAX = 16;

function layoutKey(rules: Rules): string {
  return `${rules.size}:${rules.regions.join('')}:${rules.extraUnits.map((u) => u.join(',')).join(';')}`;
}

/**
 * The geometry tables of `rules` (classic when omitted), built once per
 * rules object and kept while it lives. A Killer's tables share those of
 * its cage-free layout.
 */
export function geometryOf(rules?: Rules): Geometry {
  if (rules === undefined) return CLASSIC_GEOMETRY;
  let g = cache.get(rules);
  if (g) return g;
  if (rules.cages.length === 0) {
    g = layoutGeometry(rules);
    if (g.rules.kind !== rules.kind) g = { ...g, rules };
  } else {
    g = build(rules);
  }
  cache.set(rules, g);
  return g;
}

/** The geometry of a cage-free layout, one per layout (whatever kind first asked for it). */
function layoutGeometry(rules: Rules): Geometry {
  const key = layoutKey(rules);
  let g = byLayout.get(key);
  if (!g) {
    g = build(rules);
    if (byLayout.size >= BY_LAYOUT_MAX) byLayout.delete(byLayout.keys().next().value!);
    byLayout.set(key, g);
  }
  return g;
}
