import { BOX_OF, COL_OF, ROW_OF, UNIT_CELLS } from './geometry';
import type { CellIndex } from './types';

/**
 * What playing a position needs of a kind's geometry (moves.ts,
 * conflicts.ts, candidateMasks): its units, each cell's units and peers,
 * and its cages. `geometryOf(rules)` gives this for any kind; classic's is
 * built here from the classic tables, so the page's first load (which
 * plays classic) does without the general builder.
 */
export interface Layout {
  readonly size: number;
  readonly cellCount: number;
  readonly unitCount: number;
  /** Mask of all `size` digits. */
  readonly allDigits: number;
  /** Cells of unit u at u*9 .. u*9+size-1. */
  readonly unitCells: Uint8Array;
  /** The units of cell c at c*5 .. c*5 + cellUnitCount[c] - 1: row, column, region, then extra units. */
  readonly cellUnits: Uint8Array;
  readonly cellUnitCount: Uint8Array;
  /** Cells sharing a unit with each cell, ascending. */
  readonly peers: readonly (readonly CellIndex[])[];
  readonly rules: { readonly cages: readonly { readonly cells: readonly CellIndex[] }[] };
}

function classicLayout(): Layout {
  const cellUnits = new Uint8Array(81 * 5);
  const peers: CellIndex[][] = [];
  for (let c = 0; c < 81; c++) {
    const units = [ROW_OF[c], 9 + COL_OF[c], 18 + BOX_OF[c]];
    cellUnits.set(units, c * 5);
    const seen = new Set<CellIndex>();
    for (const u of units) for (let k = 0; k < 9; k++) seen.add(UNIT_CELLS[u * 9 + k]);
    seen.delete(c);
    peers.push([...seen].sort((a, b) => a - b));
  }
  return {
    size: 9,
    cellCount: 81,
    unitCount: 27,
    allDigits: 0x1ff,
    unitCells: UNIT_CELLS,
    cellUnits,
    cellUnitCount: new Uint8Array(81).fill(3),
    peers,
    rules: { cages: [] },
  };
}

/** Classic Sudoku's layout: 9 rows, 9 columns, 9 boxes, no cages. */
export const CLASSIC_LAYOUT: Layout = classicLayout();
