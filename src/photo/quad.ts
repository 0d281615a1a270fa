import type { Point } from './types';

/** Signed area of a polygon (positive when clockwise in image coordinates, y down). */
export function polygonArea(points: readonly Point[]): number {
  let s = 0;
  for (let i = 0; i < points.length; i++) {
    const [x0, y0] = points[i];
    const [x1, y1] = points[(i + 1) % points.length];
    s += x0 * y1 - x1 * y0;
  }
  return s / 2;
}

/**
 * The quadrilateral spanned by a point set's extreme points: for axes turned
 * by each angle in 0..87 degrees (3-degree steps), the four points furthest
 * along the two diagonals of those axes; the turn giving the largest area
 * wins. For a grid's outline this gives its four outer corners under
 * perspective and any rotation. Returned clockwise (image coordinates),
 * starting with the corner nearest the image's top left.
 */
export function extremeQuad(points: readonly Point[]): Point[] | null {
  if (points.length < 4) return null;
  let best: Point[] | null = null;
  let bestArea = 0;
  for (let deg = 0; deg < 90; deg += 3) {
    const t = (deg * Math.PI) / 180;
    const c = Math.cos(t);
    const s = Math.sin(t);
    // Directions of the four corners: the diagonals of the turned axes.
    const dirs: Point[] = [
      [-c + s, -s - c], // top left
      [c + s, s - c], // top right
      [c - s, s + c], // bottom right
      [-c - s, -s + c], // bottom left
    ];
    const quad: Point[] = [];
    for (const [dx, dy] of dirs) {
      let bestP = points[0];
      let bestV = -Infinity;
      for (const p of points) {
        const v = p[0] * dx + p[1] * dy;
        if (v > bestV) {
          bestV = v;
          bestP = p;
        }
      }
      quad.push(bestP);
    }
    const area = polygonArea(quad);
    if (area > bestArea) {
      bestArea = area;
      best = quad;
    }
  }
  return best ? orderCorners(best) : null;
}

/** Order four corners clockwise (y down), starting with the one nearest the origin. */
export function orderCorners(quad: readonly Point[]): Point[] {
  const q = quad.map((p) => [p[0], p[1]] as Point);
  if (polygonArea(q) < 0) q.reverse();
  let first = 0;
  for (let i = 1; i < 4; i++) if (q[i][0] + q[i][1] < q[first][0] + q[first][1]) first = i;
  return [0, 1, 2, 3].map((k) => q[(first + k) % 4]);
}

/** True when the quadrilateral is convex (all turns the same way). */
export function isConvex(quad: readonly Point[]): boolean {
  let sign = 0;
  for (let i = 0; i < 4; i++) {
    const [ax, ay] = quad[i];
    const [bx, by] = quad[(i + 1) % 4];
    const [cx, cy] = quad[(i + 2) % 4];
    const cross = (bx - ax) * (cy - by) - (by - ay) * (cx - bx);
    if (cross === 0) return false;
    const s = Math.sign(cross);
    if (sign === 0) sign = s;
    else if (s !== sign) return false;
  }
  return true;
}
