import type { Kind } from '../engine';

/*
 * The data of a board's drawing (drawing.ts, kindMarks.ts): what each cell
 * shows of its kind's rules, as numbers and bits.
 */

/** Inner corners of a cage outline, as bits (where the outline turns inwards inside a cell's corner). */
export const CORNER = { topLeft: 1, topRight: 2, bottomRight: 4, bottomLeft: 8 } as const;

/** Each CORNER bit with its short name, for class names ("cage-corner-tl"). */
export const CORNERS = [
  [CORNER.topLeft, 'tl'],
  [CORNER.topRight, 'tr'],
  [CORNER.bottomRight, 'br'],
  [CORNER.bottomLeft, 'bl'],
] as const;

/** Diagonals through a cell, as bits: the main one (top left to bottom right) and the anti-diagonal. */
export const DIAGONAL = { main: 1, anti: 2 } as const;

/** How one cell is drawn under its kind's rules. */
export interface CellDrawing {
  region: number; // the cell's region (box), 0..size-1
  walls: number; // EDGE bits: sides on a region's border inside the board (drawn thick)
  cage: number; // the cell's cage (index in rules.cages), -1 for none
  cageEdges: number; // EDGE bits: sides on its cage's outline
  cageCorners: number; // CORNER bits: inner corners of its cage's outline within the cell
  cageSum: number; // its cage's sum, 0 for none
  cageSize: number; // on a cage's first cell (reading order): the cage's number of cells; 0 elsewhere
  diagonals: number; // DIAGONAL bits: the extra units (Sudoku X diagonals) the cell lies on
}

/** How a whole board is drawn under its kind's rules. */
export interface KindDrawing {
  kind: Kind;
  size: number; // N: N x N cells
  regular: boolean; // the walls line up from row to row and column to column (boxes: all but Jigsaw)
  cells: readonly CellDrawing[]; // N*N, row-major
}
