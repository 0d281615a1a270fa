/** Synthetic images for the photo pipeline's tests. */
import type { GreyImage, Point } from '../../src/photo/types';

/** A blank image of one grey level. */
export function blank(width: number, height: number, level = 220): GreyImage {
  return { width, height, data: new Uint8Array(width * height).fill(level) };
}

/** Darken the pixels within `half` pixels of the segment a-b. */
export function line(image: GreyImage, a: Point, b: Point, half: number, level = 30): void {
  const [ax, ay] = a;
  const [bx, by] = b;
  const len2 = (bx - ax) ** 2 + (by - ay) ** 2;
  const x0 = Math.max(0, Math.floor(Math.min(ax, bx) - half - 1));
  const x1 = Math.min(image.width - 1, Math.ceil(Math.max(ax, bx) + half + 1));
  const y0 = Math.max(0, Math.floor(Math.min(ay, by) - half - 1));
  const y1 = Math.min(image.height - 1, Math.ceil(Math.max(ay, by) + half + 1));
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      const t = Math.max(0, Math.min(1, ((x - ax) * (bx - ax) + (y - ay) * (by - ay)) / len2));
      const d = Math.hypot(x - (ax + t * (bx - ax)), y - (ay + t * (by - ay)));
      if (d <= half) image.data[y * image.width + x] = level;
    }
  }
}

/** Bilinear interpolation inside the quadrilateral `q` (u, v in 0..1). */
export function inQuad(q: readonly Point[], u: number, v: number): Point {
  const top: Point = [q[0][0] + (q[1][0] - q[0][0]) * u, q[0][1] + (q[1][1] - q[0][1]) * u];
  const bottom: Point = [q[3][0] + (q[2][0] - q[3][0]) * u, q[3][1] + (q[2][1] - q[3][1]) * u];
  return [top[0] + (bottom[0] - top[0]) * v, top[1] + (bottom[1] - top[1]) * v];
}

/** Draw a 9x9 sudoku grid (thick box lines) into the quadrilateral `q`. */
export function drawGrid(image: GreyImage, q: readonly Point[]): void {
  for (let k = 0; k <= 9; k++) {
    const half = k % 3 === 0 ? 2 : 0.8;
    line(image, inQuad(q, k / 9, 0), inQuad(q, k / 9, 1), half);
    line(image, inQuad(q, 0, k / 9), inQuad(q, 1, k / 9), half);
  }
}
