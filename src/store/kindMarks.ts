import type { Rules } from '../engine';
import { CORNER, DIAGONAL } from './drawingData';
import type { CellDrawing, KindDrawing } from './drawingData';
import { EDGE } from './hintView';

/*
 * The marks of a kind beyond its walls (drawing.ts), loaded with a kind's
 * layout: Killer cages (the outline's sides and inner corners in each
 * cell, the sum and size on the cage's first cell) and the diagonals of
 * Sudoku X.
 */

/**
 * `walls` (the drawing of the regions of `rules`) with the cages and
 * diagonals of `rules`, and whether its walls line up as boxes do.
 */
export function withMarks(walls: KindDrawing, rules: Rules): KindDrawing {
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
    for (const c of unit) diagonalOf[c] |= main ? DIAGONAL.main : DIAGONAL.anti;
  }
  // The cage of the cell at (r, c): -1 for none, -2 off the board.
  const cageAt = (r: number, c: number) =>
    r < 0 || c < 0 || r >= N || c >= N ? -2 : cageOf[r * N + c];
  const cells = walls.cells.map((cell, i): CellDrawing => {
    const q = cageOf[i];
    if (q < 0) return { ...cell, diagonals: diagonalOf[i] };
    const r = (i / N) | 0;
    const c = i % N;
    const out = (dr: number, dc: number) => cageAt(r + dr, c + dc) !== q;
    let cageEdges = 0;
    if (out(-1, 0)) cageEdges |= EDGE.top;
    if (out(0, 1)) cageEdges |= EDGE.right;
    if (out(1, 0)) cageEdges |= EDGE.bottom;
    if (out(0, -1)) cageEdges |= EDGE.left;
    // An inner corner: both sides open to the cage, the cell across the corner outside it.
    const corners: [number, number, number, number][] = [
      [CORNER.topLeft, EDGE.top | EDGE.left, -1, -1],
      [CORNER.topRight, EDGE.top | EDGE.right, -1, 1],
      [CORNER.bottomRight, EDGE.bottom | EDGE.right, 1, 1],
      [CORNER.bottomLeft, EDGE.bottom | EDGE.left, 1, -1],
    ];
    let cageCorners = 0;
    for (const [bit, open, dr, dc] of corners) {
      if ((cageEdges & open) === 0 && out(dr, dc)) cageCorners |= bit;
    }
    const cage = rules.cages[q];
    return {
      ...cell,
      cage: q,
      cageEdges,
      cageCorners,
      cageSum: cage.sum,
      cageSize: cage.cells[0] === i ? cage.cells.length : 0,
      diagonals: diagonalOf[i],
    };
  });
  return { ...walls, regular: linedUp(walls), cells };
}

/**
 * True when the walls line up (boxes, all but Jigsaw), so that thick lines
 * can take the place of thin ones without moving the cells: each cell's
 * side walls match those of the cell above, and a row's cells agree on a
 * wall above them.
 */
function linedUp({ size: N, cells }: KindDrawing): boolean {
  const sides = EDGE.left | EDGE.right;
  return cells.every(
    (cell, i) =>
      (i < N || (cell.walls & sides) === (cells[i - N].walls & sides)) &&
      (cell.walls & EDGE.top) === (cells[i - (i % N)].walls & EDGE.top),
  );
}
