import type { Rules } from '../engine';
import type { CellDrawing, KindDrawing } from './drawingData';
import { EDGE } from './hintView';

/*
 * What the board draws of a kind's rules, per cell, worked out once per
 * rules object (Tatham's Solo draws any block shape, Jigsaw, X and Killer
 * from its params the same way): the region walls (thick lines), the cage
 * outlines with the sum on each cage's first cell, the diagonals of Sudoku X.
 * Pure: the board, the print sheet, the step board and the cells' names read it.
 *
 * The walls of any layout are worked out here (classic's are the first
 * load's); the rest by kindMarks.ts (cages, diagonals, whether the walls
 * line up as boxes), which `loadDrawing` loads with a kind's layout
 * (store/layouts.ts) before its game is on the board.
 */

const drawings = new WeakMap<Rules, KindDrawing>();
let addMarks: ((walls: KindDrawing, rules: Rules) => KindDrawing) | null = null;

/** Load the drawing of cages and diagonals (kindMarks.ts), once. */
export async function loadDrawing(): Promise<void> {
  addMarks ??= (await import('./kindMarks')).withMarks;
}

/**
 * The drawing of `rules`, built once per rules object. Every kind but
 * classic needs `loadDrawing` first: before it, a board shows its walls only.
 */
export function drawingOf(rules: Rules): KindDrawing {
  const known = drawings.get(rules);
  if (known) return known;
  const walls = wallsOf(rules);
  if (rules.kind !== 'classic' && !addMarks) return walls;
  const drawing = rules.kind === 'classic' ? walls : addMarks!(walls, rules);
  drawings.set(rules, drawing);
  return drawing;
}

/**
 * The drawing of the regions alone: each cell's region and the sides where
 * it borders another, as boxes (kindMarks.ts tells whether they are).
 */
function wallsOf(rules: Rules): KindDrawing {
  const N = rules.size;
  const R = rules.regions;
  const cells = R.map((region, i): CellDrawing => {
    const c = i % N;
    let walls = 0;
    if (i >= N && R[i - N] !== region) walls |= EDGE.top;
    if (c < N - 1 && R[i + 1] !== region) walls |= EDGE.right;
    if (i < N * N - N && R[i + N] !== region) walls |= EDGE.bottom;
    if (c > 0 && R[i - 1] !== region) walls |= EDGE.left;
    return { ...NO_MARKS, region, walls };
  });
  return { kind: rules.kind, size: N, regular: true, cells };
}

const NO_MARKS = { cage: -1, cageEdges: 0, cageCorners: 0, cageSum: 0, cageSize: 0, diagonals: 0 };
