import type { BinaryImage, Point } from './types';

/** A connected blob of ink (8-connected). */
export interface Component {
  label: number;
  pixels: number;
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/**
 * Label the 8-connected ink components of `binary`. Returns a label per
 * pixel (0 = paper, components numbered from 1) and each component's size
 * and bounding box. Iterative (explicit stack), so large blobs cannot
 * overflow the call stack.
 */
export function labelComponents(binary: BinaryImage): {
  labels: Int32Array;
  components: Component[];
} {
  const { width: w, height: h, data } = binary;
  const labels = new Int32Array(w * h);
  const components: Component[] = [];
  const stack = new Int32Array(w * h);
  for (let start = 0; start < w * h; start++) {
    if (data[start] === 0 || labels[start] !== 0) continue;
    const label = components.length + 1;
    const c: Component = { label, pixels: 0, minX: w, minY: h, maxX: -1, maxY: -1 };
    let top = 0;
    stack[top++] = start;
    labels[start] = label;
    while (top > 0) {
      const p = stack[--top];
      const x = p % w;
      const y = (p - x) / w;
      c.pixels++;
      if (x < c.minX) c.minX = x;
      if (x > c.maxX) c.maxX = x;
      if (y < c.minY) c.minY = y;
      if (y > c.maxY) c.maxY = y;
      for (let dy = -1; dy <= 1; dy++) {
        const ny = y + dy;
        if (ny < 0 || ny >= h) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          if (nx < 0 || nx >= w) continue;
          const q = ny * w + nx;
          if (data[q] !== 0 && labels[q] === 0) {
            labels[q] = label;
            stack[top++] = q;
          }
        }
      }
    }
    components.push(c);
  }
  return { labels, components };
}

/**
 * The outline points of one component: the leftmost and rightmost pixel of
 * each row and the topmost and bottommost of each column (enough for its
 * convex hull and its extreme points in any direction).
 */
export function outlinePoints(labels: Int32Array, width: number, c: Component): Point[] {
  const points: Point[] = [];
  for (let y = c.minY; y <= c.maxY; y++) {
    let first = -1;
    let last = -1;
    for (let x = c.minX; x <= c.maxX; x++) {
      if (labels[y * width + x] === c.label) {
        if (first < 0) first = x;
        last = x;
      }
    }
    if (first >= 0) points.push([first, y], [last, y]);
  }
  for (let x = c.minX; x <= c.maxX; x++) {
    let first = -1;
    let last = -1;
    for (let y = c.minY; y <= c.maxY; y++) {
      if (labels[y * width + x] === c.label) {
        if (first < 0) first = y;
        last = y;
      }
    }
    if (first >= 0) points.push([x, first], [x, last]);
  }
  return points;
}
