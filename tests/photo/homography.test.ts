// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { applyHomography, homographyFromPoints, warpGrey } from '../../src/photo/homography';
import type { Point } from '../../src/photo/types';
import { blank, line } from './synthetic';

describe('homography', () => {
  const square: Point[] = [
    [0, 0],
    [100, 0],
    [100, 100],
    [0, 100],
  ];
  const quad: Point[] = [
    [30, 20],
    [260, 45],
    [240, 270],
    [10, 230],
  ];

  it('maps each of the four points onto its partner', () => {
    const h = homographyFromPoints(square, quad)!;
    for (let i = 0; i < 4; i++) {
      const [x, y] = applyHomography(h, ...square[i]);
      expect(x).toBeCloseTo(quad[i][0], 6);
      expect(y).toBeCloseTo(quad[i][1], 6);
    }
  });

  it('is null for degenerate points', () => {
    const collinear: Point[] = [
      [0, 0],
      [1, 1],
      [2, 2],
      [3, 3],
    ];
    expect(homographyFromPoints(square, collinear)).toBeNull();
  });

  it('warps a line drawn in the photo onto a straight line of the square', () => {
    const image = blank(300, 300);
    // The line from the middle of the quad's top edge to the middle of its bottom edge.
    const mid = (a: Point, b: Point): Point => [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
    line(image, mid(quad[0], quad[1]), mid(quad[3], quad[2]), 1.5);
    const h = homographyFromPoints(square, quad)!;
    const out = warpGrey(image, h, 100, 100);
    for (let y = 10; y < 90; y += 10) {
      const row = Array.from(out.data.subarray(y * 100, y * 100 + 100));
      const darkest = row.indexOf(Math.min(...row));
      expect(Math.abs(darkest - 50)).toBeLessThanOrEqual(2);
    }
  });
});
