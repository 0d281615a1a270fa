import type { GreyImage, Point } from './types';

/** A 3x3 projective transform, row-major, h[8] normalised to 1. */
export type Homography = number[];

/**
 * The homography that maps each `from[i]` to `to[i]` (four point pairs, no
 * three of them on a line). Solves the 8x8 linear system by Gaussian
 * elimination with partial pivoting. Null when the points are degenerate.
 */
export function homographyFromPoints(
  from: readonly Point[],
  to: readonly Point[],
): Homography | null {
  const a: number[][] = [];
  for (let i = 0; i < 4; i++) {
    const [x, y] = from[i];
    const [u, v] = to[i];
    a.push([x, y, 1, 0, 0, 0, -u * x, -u * y, u]);
    a.push([0, 0, 0, x, y, 1, -v * x, -v * y, v]);
  }
  for (let col = 0; col < 8; col++) {
    let pivot = col;
    for (let r = col + 1; r < 8; r++) if (Math.abs(a[r][col]) > Math.abs(a[pivot][col])) pivot = r;
    if (Math.abs(a[pivot][col]) < 1e-12) return null;
    [a[col], a[pivot]] = [a[pivot], a[col]];
    for (let r = 0; r < 8; r++) {
      if (r === col) continue;
      const f = a[r][col] / a[col][col];
      if (f === 0) continue;
      for (let k = col; k < 9; k++) a[r][k] -= f * a[col][k];
    }
  }
  const h: number[] = [];
  for (let i = 0; i < 8; i++) h.push(a[i][8] / a[i][i]);
  h.push(1);
  return h;
}

/** Map a point through a homography. */
export function applyHomography(h: Homography, x: number, y: number): Point {
  const d = h[6] * x + h[7] * y + h[8];
  return [(h[0] * x + h[1] * y + h[2]) / d, (h[3] * x + h[4] * y + h[5]) / d];
}

/** Bilinear sample of `image` at (x, y); outside the image it is white. */
function sample(image: GreyImage, x: number, y: number): number {
  const { width: w, height: h, data } = image;
  if (x < 0 || y < 0 || x > w - 1 || y > h - 1) return 255;
  const x0 = Math.floor(x);
  const y0 = Math.floor(y);
  const x1 = Math.min(w - 1, x0 + 1);
  const y1 = Math.min(h - 1, y0 + 1);
  const fx = x - x0;
  const fy = y - y0;
  const top = data[y0 * w + x0] * (1 - fx) + data[y0 * w + x1] * fx;
  const bottom = data[y1 * w + x0] * (1 - fx) + data[y1 * w + x1] * fx;
  return top * (1 - fy) + bottom * fy;
}

/**
 * Warp `image` into a `width` x `height` image: output pixel (x, y) takes
 * the source at `outToSource(x + 0.5, y + 0.5)`, averaged over a 2x2
 * grid of sub-pixel samples so that shrinking does not alias thin strokes.
 */
export function warpGrey(
  image: GreyImage,
  outToSource: Homography,
  width: number,
  height: number,
): GreyImage {
  const data = new Uint8Array(width * height);
  const offsets = [0.25, 0.75];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let s = 0;
      for (const oy of offsets) {
        for (const ox of offsets) {
          const [sx, sy] = applyHomography(outToSource, x + ox, y + oy);
          s += sample(image, sx - 0.5, sy - 0.5);
        }
      }
      data[y * width + x] = Math.round(s / 4);
    }
  }
  return { width, height, data };
}
