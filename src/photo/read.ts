import { CELL, cutDigits, rectify, rotateInput } from './cells';
import { classify, type DigitModel } from './classifier';
import { turnGrey } from './grey';
import { locateGrid } from './pipeline';
import { UNCERTAIN_BELOW, type GreyImage, type PhotoRead, type Point } from './types';

/** Smallest and largest photo the pipeline takes (pixels on the short side, pixels in all). */
export const MIN_SIDE = 200;
export const MAX_PIXELS = 50_000_000;

/** Cells (those with the most ink) that decide which way up the grid is. */
const ORIENTATION_CELLS = 20;
/**
 * What one repeated digit (in a row, column or box, among those cells
 * read one way up) costs that way, in mean log-probability: a grid read
 * the right way up has none, read any other way up it has several.
 */
const REPEAT_COST = 0.5;
/**
 * A way up scoring at least this is taken at once, without trying the
 * others (most photos are upright: they cost no more to read). On the
 * shared photos, read the right way up, 95% score above -0.07; read a
 * wrong way, none scored above -0.43.
 */
const SURE_WAY = -0.2;

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

/** Where the photo's grid cell `source` is shown after turning the grid `quarters` times clockwise. */
export function turnedCell(source: number, quarters: number): number {
  let r = Math.floor(source / 9);
  let c = source % 9;
  for (let q = 0; q < quarters; q++) [r, c] = [c, 8 - r];
  return r * 9 + c;
}

/** The corners listed from the grid's top left after turning it `quarters` times clockwise. */
function turnCorners(corners: readonly Point[], quarters: number): Point[] {
  // Turning clockwise makes the old bottom-left corner the new top left.
  return [0, 1, 2, 3].map((k) => corners[(k - quarters + 8) % 4]);
}

/** The likeliest digit (blank left out) of a reading. */
function likeliestDigit(p: Float32Array): number {
  let best = 1;
  for (let k = 2; k < 10; k++) if (p[k] > p[best]) best = k;
  return best;
}

/**
 * Which way up the grid is: the number of quarter turns clockwise (0-3)
 * that puts it upright. The ORIENTATION_CELLS cells with the most ink are
 * read each way up (each cell's input turned); each way scores the mean
 * log-probability of the cells' likeliest digits, less REPEAT_COST for
 * every digit repeated in a row, column or box among them. Sideways,
 * digits read unsurely; upside down, several still look like digits (6
 * and 9, 1, 8), but then their places and values clash. The ways are
 * tried upright first, and the first scoring SURE_WAY or more is taken at
 * once. Returns the turn
 * and the upright readings of the sample (kept when the grid is upright).
 */
function chooseTurn(
  model: DigitModel,
  inputs: (Float32Array | null)[],
): { turn: number; upright: Map<number, Float32Array> } {
  const inked = inputs
    .map((x, cell) => ({ x, cell, ink: x ? x.reduce((s, v) => s + v, 0) : 0 }))
    .filter((c): c is { x: Float32Array; cell: number; ink: number } => c.x !== null)
    .sort((a, b) => b.ink - a.ink)
    .slice(0, ORIENTATION_CELLS);
  const upright = new Map<number, Float32Array>();
  if (inked.length === 0) return { turn: 0, upright };
  let bestTurn = 0;
  let bestScore = -Infinity;
  for (let q = 0; q < 4; q++) {
    let belief = 0;
    let repeats = 0;
    const seen = new Set<number>(); // unit * 10 + digit
    for (const { x, cell } of inked) {
      const p = classify(model, q === 0 ? x : rotateInput(x, q));
      if (q === 0) upright.set(cell, p);
      const digit = likeliestDigit(p);
      belief += Math.log(p[digit] + 1e-6);
      const shown = turnedCell(cell, q);
      const r = Math.floor(shown / 9);
      const c = shown % 9;
      for (const unit of [r, 9 + c, 18 + 3 * Math.floor(r / 3) + Math.floor(c / 3)]) {
        if (seen.has(unit * 10 + digit)) repeats++;
        seen.add(unit * 10 + digit);
      }
    }
    const score = belief / inked.length - REPEAT_COST * repeats;
    if (score > bestScore) {
      bestScore = score;
      bestTurn = q;
    }
    if (score >= SURE_WAY) break;
  }
  return { turn: bestTurn, upright };
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
  const photoInputs = cutDigits(rectified);
  const { turn, upright } = chooseTurn(model, photoInputs);
  // Turned upright, the cells are cut again, as from an upright photo (a
  // digit's cut is not the same sideways: a 1 lying down is too short).
  const inputs = turn === 0 ? photoInputs : cutDigits(turnGrey(rectified, turn));
  const digits: number[] = [];
  const confidence: number[] = [];
  const second: number[] = [];
  const secondConfidence: number[] = [];
  const uncertain: boolean[] = [];
  for (let cell = 0; cell < 81; cell++) {
    const input = inputs[cell];
    const p = !input
      ? blankReading(model)
      : ((turn === 0 ? upright.get(cell) : undefined) ?? classify(model, input));
    let first = 0;
    for (let k = 1; k < 10; k++) if (p[k] > p[first]) first = k;
    let next = first === 0 ? 1 : 0;
    for (let k = 0; k < 10; k++) if (k !== first && p[k] > p[next]) next = k;
    digits.push(first);
    confidence.push(p[first]);
    second.push(next);
    secondConfidence.push(p[next]);
    uncertain.push(p[first] < UNCERTAIN_BELOW);
  }
  return {
    ok: true,
    digits,
    confidence,
    second,
    secondConfidence,
    uncertain,
    corners: turnCorners(found.corners, turn),
  };
}
