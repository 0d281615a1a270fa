import { cellInput, cellWindows, CELL, rectify, rotateSquare } from './cells';
import { classify, type DigitModel } from './classifier';
import { locateGrid } from './pipeline';
import { UNCERTAIN_BELOW, type GreyImage, type PhotoRead, type Point } from './types';

/** Smallest and largest photo the pipeline takes (pixels on the short and long side). */
export const MIN_SIDE = 200;
export const MAX_PIXELS = 50_000_000;

/** Ink (sum of 0..1 values) in the middle of a cell below which it cannot hold a digit. */
const INK_FOR_ORIENTATION = 20;

/** The readings of the 81 cells of one rectified grid. */
interface CellReadings {
  probabilities: Float32Array[]; // 81 class distributions
  orientationScore: number; // mean log-probability of the inked cells' best class
}

function readCells(model: DigitModel, rectified: GreyImage): CellReadings {
  const windows = cellWindows(rectified);
  const input = new Float32Array(CELL * CELL);
  const probabilities: Float32Array[] = [];
  let score = 0;
  let inked = 0;
  for (let cell = 0; cell < 81; cell++) {
    cellInput(windows, cell, input);
    const p = classify(model, input);
    probabilities.push(p);
    // Only cells with ink in their middle tell the orientation apart (a
    // blank reads blank whichever way up).
    let ink = 0;
    for (let y = 8; y < CELL - 8; y++) for (let x = 8; x < CELL - 8; x++) ink += input[y * CELL + x];
    if (ink >= INK_FOR_ORIENTATION) {
      let best = 0;
      for (let k = 1; k < 10; k++) best = Math.max(best, p[k]);
      score += Math.log(best + 1e-6);
      inked++;
    }
  }
  return { probabilities, orientationScore: inked > 0 ? score / inked : 0 };
}

/** The corners listed from the grid's top left after turning the rectified grid `quarters` times clockwise. */
function turnCorners(corners: readonly Point[], quarters: number): Point[] {
  // Turning the picture clockwise makes the old bottom-left corner the new top left.
  return [0, 1, 2, 3].map((k) => corners[(k - quarters + 8) % 4]);
}

/**
 * Read a sudoku from a full-size grey photo with `model`: find the grid,
 * rectify it, classify each cell, and pick the way up (the photo may be
 * turned by quarter turns, e.g. a phone's EXIF rotation gone wrong) under
 * which the digits read most confidently. `corners` are in the photo's
 * pixels, clockwise from the grid's top left as read.
 */
export function readGrey(grey: GreyImage, model: DigitModel): PhotoRead {
  const { width, height } = grey;
  if (Math.min(width, height) < MIN_SIDE) return { ok: false, reason: 'too-small' };
  if (width * height > MAX_PIXELS) return { ok: false, reason: 'too-large' };
  const found = locateGrid(grey);
  if (!found) return { ok: false, reason: 'no-grid' };
  const rectified = rectify(found.work, found.workCorners);
  if (!rectified) return { ok: false, reason: 'no-grid' };
  let best: CellReadings | null = null;
  let bestTurn = 0;
  for (let quarters = 0; quarters < 4; quarters++) {
    const readings = readCells(model, rotateSquare(rectified, quarters));
    // Upright wins ties: photos are usually taken the right way up.
    if (!best || readings.orientationScore > best.orientationScore + 1e-3) {
      best = readings;
      bestTurn = quarters;
    }
  }
  const digits: number[] = [];
  const confidence: number[] = [];
  const second: number[] = [];
  const uncertain: boolean[] = [];
  for (const p of best!.probabilities) {
    let first = 0;
    for (let k = 1; k < 10; k++) if (p[k] > p[first]) first = k;
    let next = first === 0 ? 1 : 0;
    for (let k = 0; k < 10; k++) if (k !== first && p[k] > p[next]) next = k;
    digits.push(first);
    confidence.push(p[first]);
    second.push(next);
    uncertain.push(p[first] < UNCERTAIN_BELOW);
  }
  return { ok: true, digits, confidence, second, uncertain, corners: turnCorners(found.corners, bestTurn) };
}

