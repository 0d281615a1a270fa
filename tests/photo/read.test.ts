// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CELL } from '../../src/photo/cells';
import { classify, fromBase64, parseModel } from '../../src/photo/classifier';
import { DIGIT_MODEL } from '../../src/photo/digitModel';
import { turnGrey } from '../../src/photo/grey';
import { MAX_PIXELS, readGrey, sourceCell, turnedCell } from '../../src/photo/read';
import { cornerError, FIXTURES, fixtureGivens, fixtureGrey, foldModel } from './fixtures';

describe('the digit model', () => {
  it('parses the shipped model and refuses anything else', () => {
    const model = parseModel(fromBase64(DIGIT_MODEL));
    expect(model.networks.length).toBeGreaterThan(0);
    for (const net of model.networks) expect(net.map((l) => l.out)).toEqual([16, 32, 64, 128, 10]);
    expect(() => parseModel(new Uint8Array([1, 2, 3, 4, 5]))).toThrow();
    expect(() => parseModel(fromBase64(DIGIT_MODEL).subarray(0, 1000))).toThrow();
  });

  it('reads an empty cell as blank, surely', () => {
    const p = classify(parseModel(fromBase64(DIGIT_MODEL)), new Float32Array(CELL * CELL));
    // Trained with label smoothing (0.05), so a sure reading is about 0.96.
    expect(p[0]).toBeGreaterThan(0.9);
    expect(p.reduce((s, v) => s + v, 0)).toBeCloseTo(1, 5);
  });
});

describe('readGrey on photos its model has not seen', () => {
  it.each(FIXTURES)('reads all 81 cells of $name', ({ name, corners, fold }) => {
    const read = readGrey(fixtureGrey(name), foldModel(fold));
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.digits).toEqual(fixtureGivens(name));
    expect(cornerError(read.corners, corners)).toBeLessThan(0.02);
    for (let cell = 0; cell < 81; cell++) {
      expect(read.second[cell]).not.toBe(read.digits[cell]);
      expect(read.uncertain[cell]).toBe(read.confidence[cell] < 0.9);
    }
  });

  // Turned in its pixels (no EXIF says so): read the right way up all the same.
  it.each(FIXTURES.flatMap((f) => [1, 2, 3].map((quarters) => ({ ...f, quarters }))))(
    'reads $name turned $quarters quarter(s) clockwise as upright',
    ({ name, fold, quarters }) => {
      const read = readGrey(turnGrey(fixtureGrey(name), quarters), foldModel(fold));
      expect(read.ok && read.digits).toEqual(fixtureGivens(name));
    },
  );

  it('maps cells through quarter turns', () => {
    expect(sourceCell(0, 0)).toBe(0);
    expect(sourceCell(0, 1)).toBe(72); // turned clockwise, the old bottom-left comes to the top left
    expect(sourceCell(0, 2)).toBe(80);
    expect(sourceCell(0, 3)).toBe(8);
    for (let q = 0; q < 4; q++)
      for (let cell = 0; cell < 81; cell++) expect(sourceCell(turnedCell(cell, q), q)).toBe(cell);
  });

  it('turns an image by quarter turns without resampling', () => {
    // 3 x 2:  a b c / d e f
    const image = { width: 3, height: 2, data: new Uint8Array([1, 2, 3, 4, 5, 6]) };
    expect(turnGrey(image, 1)).toEqual({
      width: 2,
      height: 3,
      data: new Uint8Array([4, 1, 5, 2, 6, 3]),
    });
    expect(turnGrey(image, 2)).toEqual({
      width: 3,
      height: 2,
      data: new Uint8Array([6, 5, 4, 3, 2, 1]),
    });
    expect(turnGrey(image, 3)).toEqual({
      width: 2,
      height: 3,
      data: new Uint8Array([3, 6, 2, 5, 1, 4]),
    });
    expect(turnGrey(turnGrey(image, 1), 3)).toEqual(image);
  });
});

describe('readGrey on bad images', () => {
  const model = foldModel(0);
  it('refuses tiny and huge images', () => {
    expect(readGrey({ width: 150, height: 100, data: new Uint8Array(150 * 100) }, model)).toEqual({
      ok: false,
      reason: 'too-small',
    });
    // Only the size is looked at before refusing.
    expect(
      readGrey({ width: 10_000, height: MAX_PIXELS / 10_000 + 1, data: new Uint8Array(0) }, model),
    ).toEqual({
      ok: false,
      reason: 'too-large',
    });
  });

  it('finds no grid in a picture without one', () => {
    const w = 640;
    const h = 480;
    const data = new Uint8Array(w * h);
    for (let y = 0; y < h; y++) {
      for (let x = 0; x < w; x++) {
        // Soft shading and round blobs, no straight lines.
        const r = Math.hypot(x - 300, y - 200);
        data[y * w + x] = Math.round(128 + 80 * Math.sin(r / 25) + 30 * Math.cos(x / 40));
      }
    }
    expect(readGrey({ width: w, height: h, data }, model)).toEqual({
      ok: false,
      reason: 'no-grid',
    });
  });
});
