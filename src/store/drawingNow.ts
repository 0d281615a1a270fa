import { BOX_OF } from '../engine';
import type { Rules } from '../engine';
import type { CellDrawing, KindDrawing } from './drawingData';
import { EDGE } from './hintView';

/*
 * The board's drawing as the first load knows it: classic's boxes, built
 * here; every other kind's drawing (drawing.ts) is registered when it loads
 * with the kind's layout (layoutLoader.ts), before its game is on the board.
 */

/** Classic's drawing: its boxes' walls on the left and top (all a regular board draws), no marks. */
const CLASSIC: readonly CellDrawing[] = Array.from(BOX_OF, (region, i) => ({
  region,
  walls:
    (i % 9 > 0 && BOX_OF[i - 1] !== region ? EDGE.left : 0) |
    (i > 8 && BOX_OF[i - 9] !== region ? EDGE.top : 0),
  cage: -1,
  cageEdges: 0,
  cageCorners: 0,
  cageSum: 0,
  cageSize: 0,
  diagonals: 0,
}));

let ofKind: ((rules: Rules) => KindDrawing) | null = null;

/** Register the drawing of the other kinds (drawing.ts, once loaded). */
export function setKindDrawing(drawingOf: (rules: Rules) => KindDrawing): void {
  ofKind = drawingOf;
}

/** The cells' drawing under `rules`: classic's, or the kind's once registered (classic's boxes until then). */
export const drawingNow = (rules: Rules): readonly CellDrawing[] =>
  rules.kind !== 'classic' && ofKind ? ofKind(rules).cells : CLASSIC;
