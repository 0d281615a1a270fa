// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { findGridCandidates, gridness } from '../../src/photo/grid';
import { extremeQuad, isConvex, orderCorners } from '../../src/photo/quad';
import type { Point } from '../../src/photo/types';
import { blank, drawGrid, line } from './synthetic';

const maxDistance = (a: readonly Point[], b: readonly Point[]) =>
  Math.max(...a.map((p, i) => Math.hypot(p[0] - b[i][0], p[1] - b[i][1])));

describe('quadrilaterals', () => {
  it('orders corners clockwise from the top left', () => {
    const q: Point[] = [
      [100, 10],
      [10, 10],
      [10, 100],
      [100, 100],
    ];
    expect(orderCorners(q)).toEqual([
      [10, 10],
      [100, 10],
      [100, 100],
      [10, 100],
    ]);
  });

  it('finds the corners of a square turned by 30 degrees', () => {
    const c = Math.cos(Math.PI / 6);
    const s = Math.sin(Math.PI / 6);
    const corners: Point[] = [
      [-1, -1],
      [1, -1],
      [1, 1],
      [-1, 1],
    ].map(([x, y]) => [200 + 100 * (x * c - y * s), 200 + 100 * (x * s + y * c)]);
    const points: Point[] = [];
    for (let i = 0; i < 4; i++) {
      const [a, b] = [corners[i], corners[(i + 1) % 4]];
      for (let t = 0; t <= 1; t += 0.01)
        points.push([a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t]);
    }
    const quad = extremeQuad(points)!;
    expect(isConvex(quad)).toBe(true);
    for (const corner of corners) {
      expect(
        Math.min(...quad.map((p) => Math.hypot(p[0] - corner[0], p[1] - corner[1]))),
      ).toBeLessThan(1);
    }
  });
});

describe('findGridCandidates', () => {
  it('finds a grid in perspective among text and a smaller puzzle', () => {
    const image = blank(640, 480);
    const grid: Point[] = [
      [120, 60],
      [470, 90],
      [455, 430],
      [100, 400],
    ];
    drawGrid(image, grid);
    drawGrid(image, [
      [500, 300],
      [620, 300],
      [620, 420],
      [500, 420],
    ]);
    for (let k = 0; k < 12; k++) line(image, [10 + k * 8, 20], [14 + k * 8, 30], 1.2); // "text"
    const found = findGridCandidates(image);
    expect(found.length).toBeGreaterThan(0);
    expect(maxDistance(found[0].corners, grid)).toBeLessThan(4);
    expect(found[0].gridness).toBeGreaterThan(0.5);
  });

  it('finds nothing in an image without a grid, and a box of text is not grid-like', () => {
    const image = blank(400, 300);
    for (let k = 0; k < 30; k++) line(image, [20 + k * 12, 50], [20 + k * 12 + 8, 250], 1.5);
    line(image, [20, 50], [380, 50], 1.5);
    expect(findGridCandidates(image)).toEqual([]);
    const box: Point[] = [
      [20, 50],
      [380, 50],
      [380, 250],
      [20, 250],
    ];
    expect(gridness(image, box)).toBeLessThan(0.25);
  });
});
