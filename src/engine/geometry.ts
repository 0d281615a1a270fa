import type { CellIndex } from './types';

/**
 * Board geometry, precomputed once (as tdoku's `boxen` and Norvig's
 * `units`/`peers`). Units are numbered 0-8 rows, 9-17 columns, 18-26 boxes.
 */

export const CELL_COUNT = 81;
export const UNIT_COUNT = 27;

/** Row (0-8) of each cell. */
export const ROW_OF: Uint8Array = new Uint8Array(CELL_COUNT);
/** Column (0-8) of each cell. */
export const COL_OF: Uint8Array = new Uint8Array(CELL_COUNT);
/** Box (0-8) of each cell. */
export const BOX_OF: Uint8Array = new Uint8Array(CELL_COUNT);

for (let i = 0; i < CELL_COUNT; i++) {
  const r = (i / 9) | 0;
  const c = i % 9;
  ROW_OF[i] = r;
  COL_OF[i] = c;
  BOX_OF[i] = ((r / 3) | 0) * 3 + ((c / 3) | 0);
}

/** Cell index from 0-based row and column. */
export function cellAt(row: number, col: number): CellIndex {
  return row * 9 + col;
}

/** The 9 cells of each of the 27 units, flattened: unit u holds UNIT_CELLS[u*9 .. u*9+8]. */
export const UNIT_CELLS: Uint8Array = new Uint8Array(UNIT_COUNT * 9);
for (let r = 0; r < 9; r++) {
  for (let k = 0; k < 9; k++) {
    UNIT_CELLS[r * 9 + k] = r * 9 + k; // row r
    UNIT_CELLS[(9 + r) * 9 + k] = k * 9 + r; // column r
    const br = ((r / 3) | 0) * 3;
    const bc = (r % 3) * 3;
    UNIT_CELLS[(18 + r) * 9 + k] = (br + ((k / 3) | 0)) * 9 + bc + (k % 3); // box r
  }
}

/** The 27 units as arrays of cell indices. */
export const UNITS: readonly (readonly CellIndex[])[] = Array.from({ length: UNIT_COUNT }, (_, u) =>
  Array.from(UNIT_CELLS.subarray(u * 9, u * 9 + 9)),
);

/** The three units (row, column, box) of each cell, as unit numbers. */
export const UNITS_OF: readonly (readonly [number, number, number])[] = Array.from(
  { length: CELL_COUNT },
  (_, i) => [ROW_OF[i], 9 + COL_OF[i], 18 + BOX_OF[i]] as const,
);

/** The 20 peers of each cell, sorted ascending. */
export const PEERS: readonly (readonly CellIndex[])[] = Array.from(
  { length: CELL_COUNT },
  (_, i) => {
    const set = new Set<number>();
    for (const u of UNITS_OF[i]) for (const j of UNITS[u]) if (j !== i) set.add(j);
    return [...set].sort((a, b) => a - b);
  },
);

/** True when two distinct cells share a row, column or box. */
export function arePeers(a: CellIndex, b: CellIndex): boolean {
  return a !== b && (ROW_OF[a] === ROW_OF[b] || COL_OF[a] === COL_OF[b] || BOX_OF[a] === BOX_OF[b]);
}
