// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { downscale, rgbaToGrey } from '../../src/photo/grey';
import { adaptiveThreshold } from '../../src/photo/threshold';
import type { GreyImage } from '../../src/photo/types';

describe('rgbaToGrey', () => {
  it('weights red, green and blue like luma and ignores alpha', () => {
    const rgba = new Uint8Array([255, 255, 255, 0, 0, 0, 0, 255, 255, 0, 0, 255, 0, 255, 0, 255]);
    const grey = rgbaToGrey(rgba, 4, 1);
    expect(Array.from(grey.data)).toEqual([255, 0, 76, 149]);
  });
});

describe('downscale', () => {
  it('averages blocks and keeps an image that is already small', () => {
    const image: GreyImage = {
      width: 4,
      height: 2,
      data: new Uint8Array([0, 100, 200, 200, 100, 200, 0, 0]),
    };
    expect(downscale(image, 4).image).toBe(image);
    const { image: small, scale } = downscale(image, 2);
    expect(scale).toBe(0.5);
    expect([small.width, small.height]).toEqual([2, 1]);
    expect(Array.from(small.data)).toEqual([100, 100]);
  });
});

describe('adaptiveThreshold', () => {
  it('finds dark strokes under a strong shadow and leaves flat paper clear', () => {
    // Paper getting darker from left (230) to right (90), a 3-pixel stroke
    // 40 levels darker than the paper around it at x = 20 and x = 80.
    const w = 100;
    const h = 40;
    const data = new Uint8Array(w * h);
    for (let y = 0; y < h; y++) {
      for (let x = 0; x < w; x++) {
        const paper = 230 - (140 * x) / w;
        const stroke = (x >= 19 && x <= 21) || (x >= 79 && x <= 81);
        data[y * w + x] = Math.round(stroke ? paper - 40 : paper);
      }
    }
    const ink = adaptiveThreshold({ width: w, height: h, data }, 7, 10).data;
    const row = Array.from(ink.subarray(20 * w, 21 * w));
    expect(row.slice(19, 22)).toEqual([1, 1, 1]);
    expect(row.slice(79, 82)).toEqual([1, 1, 1]);
    expect(row.reduce((s, v) => s + v, 0)).toBe(6); // nothing else, shadow or not
  });
});
