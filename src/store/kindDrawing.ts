import type { Kind, Rules } from '../engine';
import { EDGE } from './hintView';

/*
 * What the board draws of a kind's rules, per cell, worked out once per
 * rules object (Tatham's Solo draws any block shape, Jigsaw, X and Killer
 * from its params the same way): the region walls (thick lines), the cage
 * outlines with the sum on each cage's first cell, the diagonals of Sudoku X.
 * Pure: the board, the print sheet and the cells' names all read it.
 */

/** Inner corners of a cage outline, as bits (where the outline turns inwards inside a cell's corner). */
export const CORNER = { topLeft: 1, topRight: 2, bottomRight: 4, bottomLeft: 8 } as const;

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
  regular: boolean; // the regions are regular boxes, so their walls line up (all but Jigsaw)
  cells: readonly CellDrawing[]; // N*N, row-major
}

const cache = new WeakMap<Rules, KindDrawing>();

/** The drawing of `rules`, built once per rules object. */
export function kindDrawing(rules: Rules): KindDrawing {
  let drawing = cache.get(rules);
  if (!drawing) {
    drawing = build(rules);
    cache.set(rules, drawing);
  }
  return drawing;
}

function build(rules: Rules): KindDrawing {
  const N = rules.size;
  const count = N * N;
  const cageOf = new Array<number>(count).fill(-1);
  rules.cages.forEach((cage, q) => {
    for (const c of cage.cells) cageOf[c] = q;
  });
  const diagonalOf = new Array<number>(count).fill(0);
  for (const unit of rules.extraUnits) {
    // A diagonal by its shape: row = column (main) or row + column = N - 1 (anti).
    const main = unit.every((c) => ((c / N) | 0) === c % N);
    const bit = main ? DIAGONAL.main : DIAGONAL.anti;
    for (const c of unit) diagonalOf[c] |= bit;
  }
  // The cell at (r, c), or -1 off the board.
  const at = (r: number, c: number) => (r < 0 || c < 0 || r >= N || c >= N ? -1 : r * N + c);
  const cells = Array.from({ length: count }, (_, i): CellDrawing => {
    const r = (i / N) | 0;
    const c = i % N;
    const region = rules.regions[i];
    const q = cageOf[i];
    const sides: [number, number][] = [
      [EDGE.top, at(r - 1, c)],
      [EDGE.right, at(r, c + 1)],
      [EDGE.bottom, at(r + 1, c)],
      [EDGE.left, at(r, c - 1)],
    ];
    let walls = 0;
    let cageEdges = 0;
    for (const [bit, j] of sides) {
      if (j >= 0 && rules.regions[j] !== region) walls |= bit;
      if (q >= 0 && (j < 0 || cageOf[j] !== q)) cageEdges |= bit;
    }
    let cageCorners = 0;
    if (q >= 0) {
      // An inner corner: both sides open to the cage, the cell across the corner outside it.
      const corners: [number, number, number][] = [
        [CORNER.topLeft, EDGE.top | EDGE.left, at(r - 1, c - 1)],
        [CORNER.topRight, EDGE.top | EDGE.right, at(r - 1, c + 1)],
        [CORNER.bottomRight, EDGE.bottom | EDGE.right, at(r + 1, c + 1)],
        [CORNER.bottomLeft, EDGE.bottom | EDGE.left, at(r + 1, c - 1)],
      ];
      for (const [bit, open, j] of corners) {
        if ((cageEdges & open) === 0 && cageOf[j] !== q) cageCorners |= bit;
      }
    }
    const cage = q >= 0 ? rules.cages[q] : null;
    return {
      region,
      walls,
      cage: q,
      cageEdges,
      cageCorners,
      cageSum: cage ? cage.sum : 0,
      cageSize: cage && cage.cells[0] === i ? cage.cells.length : 0,
      diagonals: diagonalOf[i],
    };
  });
  return { kind: rules.kind, size: N, regular: isRegular(rules), cells };
}

/** True when every region is a box of the same shape on a regular grid, so walls line up across the board. */
function isRegular(rules: Rules): boolean {
  const N = rules.size;
  const h = N === 9 ? 3 : 2;
  for (let i = 0; i < N * N; i++) {
    const r = (i / N) | 0;
    const c = i % N;
    if (rules.regions[i] !== ((r / h) | 0) * (N / 3) + ((c / 3) | 0)) return false;
  }
  return true;
}

/** True when cells a and b (distinct) share a row, column, region or extra unit. */
export function sharesUnit(drawing: KindDrawing, a: number, b: number): boolean {
  if (a === b) return false;
  const N = drawing.size;
  const A = drawing.cells[a];
  const B = drawing.cells[b];
  return (
    ((a / N) | 0) === ((b / N) | 0) ||
    a % N === b % N ||
    A.region === B.region ||
    (A.diagonals & B.diagonals) !== 0
  );
}
