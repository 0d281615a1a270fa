import { homographyFromPoints, warpGrey } from './homography';
import type { GreyImage, Point } from './types';

/** Side of one cell in the rectified grid, in pixels (the digit model's input side). */
export const CELL = 28;
/** Extra pixels kept around each cell's window (for off-centre digits on curved paper). */
export const MARGIN = 6;
/** Side of the window cut around each cell. */
export const WINDOW = CELL + 2 * MARGIN;
/** Side of the rectified grid image: 9 cells plus a margin all round. */
export const RECTIFIED = 9 * CELL + 2 * MARGIN;

/**
 * Rectify the grid: warp the quadrilateral `corners` (clockwise from top
 * left) of `image` to a RECTIFIED x RECTIFIED square in which the grid
 * spans [MARGIN, MARGIN + 9 * CELL] on both axes. Null for degenerate corners.
 */
export function rectify(image: GreyImage, corners: readonly Point[]): GreyImage | null {
  const a = MARGIN;
  const b = MARGIN + 9 * CELL;
  const h = homographyFromPoints(
    [
      [a, a],
      [b, a],
      [b, b],
      [a, b],
    ],
    corners,
  );
  return h ? warpGrey(image, h, RECTIFIED, RECTIFIED) : null;
}

/** The image turned a quarter clockwise `quarters` times (square images). */
export function rotateSquare(image: GreyImage, quarters: number): GreyImage {
  const q = ((quarters % 4) + 4) % 4;
  if (q === 0) return image;
  const n = image.width;
  const out = new Uint8Array(n * n);
  for (let y = 0; y < n; y++) {
    for (let x = 0; x < n; x++) {
      let sx = x;
      let sy = y;
      if (q === 1) [sx, sy] = [y, n - 1 - x];
      else if (q === 2) [sx, sy] = [n - 1 - x, n - 1 - y];
      else [sx, sy] = [n - 1 - y, x];
      out[y * n + x] = image.data[sy * n + sx];
    }
  }
  return { width: n, height: n, data: out };
}

/**
 * Cut the 81 cell windows (row-major) out of a rectified grid and normalise
 * each to ink: 0 = paper, 255 = the darkest ink. Each window is WINDOW x
 * WINDOW pixels: the cell with MARGIN pixels of its neighbours around it.
 * Contrast is stretched per window between its paper (the 80th percentile)
 * and its darkest pixels, but never by more than a fixed gain, so a blank
 * cell's faint noise stays faint. Returns 81 * WINDOW * WINDOW bytes.
 */
export function cellWindows(rectified: GreyImage): Uint8Array {
  const out = new Uint8Array(81 * WINDOW * WINDOW);
  const hist = new Int32Array(256);
  const n = WINDOW * WINDOW;
  for (let cell = 0; cell < 81; cell++) {
    const x0 = (cell % 9) * CELL;
    const y0 = Math.floor(cell / 9) * CELL;
    hist.fill(0);
    for (let y = 0; y < WINDOW; y++) {
      for (let x = 0; x < WINDOW; x++) hist[rectified.data[(y0 + y) * rectified.width + x0 + x]]++;
    }
    let paper = 255;
    let ink = 0;
    for (let v = 0, seen = 0; v < 256; v++) {
      seen += hist[v];
      if (seen >= n * 0.01 && ink === 0) ink = v;
      if (seen >= n * 0.8) {
        paper = v;
        break;
      }
    }
    const range = Math.max(paper - ink, 60);
    const base = cell * n;
    for (let y = 0; y < WINDOW; y++) {
      for (let x = 0; x < WINDOW; x++) {
        const v = rectified.data[(y0 + y) * rectified.width + x0 + x];
        out[base + y * WINDOW + x] = Math.max(0, Math.min(255, Math.round(((paper - v) * 255) / range)));
      }
    }
  }
  return out;
}

/**
 * The digit model's input for one cell: the CELL x CELL centre of its
 * window, scaled to 0..1 (1 = ink).
 */
export function cellInput(windows: Uint8Array, cell: number, into = new Float32Array(CELL * CELL)): Float32Array {
  const base = cell * WINDOW * WINDOW;
  for (let y = 0; y < CELL; y++) {
    for (let x = 0; x < CELL; x++) into[y * CELL + x] = windows[base + (y + MARGIN) * WINDOW + x + MARGIN] / 255;
  }
  return into;
}
