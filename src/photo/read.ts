import { cellWindows, CELL, digitInput, rectify, rotateInput } from './cells';
import { classify, type DigitModel } from './classifier';
import { locateGrid } from './pipeline';
import { UNCERTAIN_BELOW, type GreyImage, type PhotoRead, type Point } from './types';

/** Smallest and largest photo the pipeline takes (pixels on the short side, pixels in all). */
export const MIN_SIDE = 200;
export const MAX_PIXELS = 50_000_000;

/** Cells (those with the most ink) that decide which way up the grid is. */
const ORIENTATION_CELLS = 12;

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

/**
 * Which way up the digits read best: the number of quarter turns clockwise
 * (0-3) under which the most inked cells' best digit is most probable on
 * average. Upright wins ties (photos are usually taken the right way up).
 */
function chooseTurn(model: DigitModel, inputs: (Float32Array | null)[]): number {
  const inked = inputs
    .filter((x): x is Float32Array => x !== null)
    .map((x) => ({ x, ink: x.reduce((s, v) => s + v, 0) }))
    .sort((a, b) => b.ink - a.ink)
    .slice(0, ORIENTATION_CELLS);
  if (inked.length === 0) return 0;
  let bestTurn = 0;
  let bestScore = -Infinity;
  for (let q = 0; q < 4; q++) {
    let score = 0;
    for (const { x } of inked) {
      const p = classify(model, rotateInput(x, q));
      let best = 0;
      for (let k = 1; k < 10; k++) best = Math.max(best, p[k]);
      score += Math.log(best + 1e-6);
    }
    score /= inked.length;
    if (score > bestScore + 0.05) {
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
  const turn = chooseTurn(model, inputs);
  const digits: number[] = [];
  const confidence: number[] = [];
  const second: number[] = [];
  const uncertain: boolean[] = [];
  for (let cell = 0; cell < 81; cell++) {
    const input = inputs[sourceCell(cell, turn)];
    const p = input ? classify(model, rotateInput(input, turn)) : blankReading(model);
    let first = 0;
    for (let k = 1; k < 10; k++) if (p[k] > p[first]) first = k;
    let next = first === 0 ? 1 : 0;
    for (let k = 0; k < 10; k++) if (k !== first && p[k] > p[next]) next = k;
    digits.push(first);
    confidence.push(p[first]);
    second.push(next);
    uncertain.push(p[first] < UNCERTAIN_BELOW);
  }
  return { ok: true, digits, confidence, second, uncertain, corners: turnCorners(found.corners, turn) };
}
