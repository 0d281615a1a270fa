import { cellWindows, CELL, digitInput, rectify, rotateInput } from './cells';
import { classify, type DigitModel } from './classifier';
import { locateGrid } from './pipeline';
import { UNCERTAIN_BELOW, type GreyImage, type PhotoRead, type Point } from './types';

/** Smallest and largest photo the pipeline takes (pixels on the short side, pixels in all). */
export const MIN_SIDE = 200;
export const MAX_PIXELS = 50_000_000;

/** Cells (those with the most ink) that decide which way up the grid is. */
const ORIENTATION_CELLS = 16;
/** How much surer (mean log-probability) another way up must read to beat upright. */
const TURN_MARGIN = 0.3;

const blankReadings = new WeakMap<DigitModel, Float32Array>();

/** The model's reading of a cell with no stroke at all (computed once per model). */
function blankReading(model: DigitModel): Float32Array {
  let p = blankReadings.get(model);
  if (!p) {
    p = classify(model, new Float32Array(CELL * CELL));
    blankReadings.set(model, p);
  }
  return p;
}

/** The cell of the photo's grid shown at `cell` after turning the grid `quarters` times clockwise. */
export function sourceCell(cell: number, quarters: number): number {
  let r = Math.floor(cell / 9);
  let c = cell % 9;
  for (let q = 0; q < quarters; q++) [r, c] = [8 - c, r];
  return r * 9 + c;
}

/** The corners listed from the grid's top left after turning it `quarters` times clockwise. */
function turnCorners(corners: readonly Point[], quarters: number): Point[] {
  // Turning clockwise makes the old bottom-left corner the new top left.
  return [0, 1, 2, 3].map((k) => corners[(k - quarters + 8) % 4]);
}

/** The best digit's probability (blank left out) of a reading. */
function digitBelief(p: Float32Array): number {
  let best = 0;
  for (let k = 1; k < 10; k++) best = Math.max(best, p[k]);
  return best;
}

/**
 * Which way up the digits read best: the number of quarter turns clockwise
 * (0-3) under which the cells with the most ink read as a digit most
 * surely on average (mean log-probability). Upright wins unless another
 * way is better by TURN_MARGIN (photos are usually taken the right way up;
 * a phone's wrong EXIF rotation is the usual exception). A quarter turn
 * stands out clearly (sideways digits read as nothing); a half turn often
 * does not (upside down, 6 and 9, 1, 8 still look like digits), so an
 * upside-down grid is mostly read as it lies. `upright` holds the readings
 * already made the right way up.
 */
function chooseTurn(
  model: DigitModel,
  inputs: (Float32Array | null)[],
  upright: (Float32Array | null)[],
): number {
  const inked = inputs
    .map((x, cell) => ({ x, cell, ink: x ? x.reduce((s, v) => s + v, 0) : 0 }))
    .filter((c): c is { x: Float32Array; cell: number; ink: number } => c.x !== null)
    .sort((a, b) => b.ink - a.ink)
    .slice(0, ORIENTATION_CELLS);
  if (inked.length === 0) return 0;
  let bestTurn = 0;
  let bestScore = -Infinity;
  for (let q = 0; q < 4; q++) {
    let score = 0;
    for (const { x, cell } of inked) {
      const p = q === 0 ? upright[cell]! : classify(model, rotateInput(x, q));
      score += Math.log(digitBelief(p) + 1e-6);
    }
    score /= inked.length;
    if (q === 0 || score > bestScore + TURN_MARGIN) {
      bestScore = score;
      bestTurn = q;
    }
  }
  return bestTurn;
}

/**
 * Read a sudoku from a full-size grey photo with `model`: find the grid,
 * rectify it, cut out each cell's digit, pick the way up (the photo may be
 * turned by quarter turns, e.g. a phone's EXIF rotation gone wrong) and
 * classify. `corners` are in the photo's pixels, clockwise from the grid's
 * top left as read. Never throws for a well-formed image.
 */
export function readGrey(grey: GreyImage, model: DigitModel): PhotoRead {
  const { width, height } = grey;
  if (Math.min(width, height) < MIN_SIDE) return { ok: false, reason: 'too-small' };
  if (width * height > MAX_PIXELS) return { ok: false, reason: 'too-large' };
  const found = locateGrid(grey);
  if (!found) return { ok: false, reason: 'no-grid' };
  const rectified = rectify(found.work, found.workCorners);
  if (!rectified) return { ok: false, reason: 'no-grid' };
  const windows = cellWindows(rectified);
  const inputs = Array.from({ length: 81 }, (_, cell) => digitInput(windows, cell));
  const upright = inputs.map((x) => (x ? classify(model, x) : null));
  const turn = chooseTurn(model, inputs, upright);
  const digits: number[] = [];
  const confidence: number[] = [];
  const second: number[] = [];
  const uncertain: boolean[] = [];
  for (let cell = 0; cell < 81; cell++) {
    const source = sourceCell(cell, turn);
    const input = inputs[source];
    const p = !input
      ? blankReading(model)
      : turn === 0
        ? upright[source]!
        : classify(model, rotateInput(input, turn));
    let first = 0;
    for (let k = 1; k < 10; k++) if (p[k] > p[first]) first = k;
    let next = first === 0 ? 1 : 0;
    for (let k = 0; k < 10; k++) if (k !== first && p[k] > p[next]) next = k;
    digits.push(first);
    confidence.push(p[first]);
    second.push(next);
    uncertain.push(p[first] < UNCERTAIN_BELOW);
  }
  return {
    ok: true,
    digits,
    confidence,
    second,
    uncertain,
    corners: turnCorners(found.corners, turn),
  };
}
