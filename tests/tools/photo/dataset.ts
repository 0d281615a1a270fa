/**
 * Reading the photo dataset (../shared/photos, see its README.md) in Node:
 * the list of photos, their true givens (.dat), the outlines.csv corners,
 * the fixed held-out part and the 5 fixed cross-validation folds, and JPEG
 * decoding (jpeg-js) to the greyscale image the pipeline takes.
 */
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import jpeg from 'jpeg-js';
import { rgbaToGrey } from '../../../src/photo/grey';
import type { GreyImage, Point } from '../../../src/photo/types';

export interface PhotoEntry {
  name: string; // imageN
  jpg: string; // path
  givens: number[]; // 81, 0 blank
  corners: Point[] | null; // from outlines.csv
  fold: number; // 0..4, or HELD_OUT
}

export const FOLDS = 5;
/** The `fold` of a held-out photo. */
export const HELD_OUT = -1;
/** Every HELD_OUT_EVERY-th photo (by number) is held out. */
export const HELD_OUT_EVERY = 6;

/**
 * The part of a photo: photos sorted by their number; every sixth (the
 * 6th, 12th, ...: 26 of the 160) is held out, never used to train any
 * model (neither a fold's nor the shipped one) and read only by the
 * shipped model; the others are dealt round-robin into 5 folds. Fixed by
 * file name, independent of the folder's listing; the rule was fixed
 * before looking at which photos are read well.
 */
export function listPhotos(dir: string): PhotoEntry[] {
  const names = readdirSync(dir)
    .filter((f) => /^image\d+\.jpg$/.test(f))
    .map((f) => f.slice(0, -4))
    .sort((a, b) => Number(a.slice(5)) - Number(b.slice(5)));
  const outlines = new Map<string, Point[]>();
  const csv = join(dir, 'outlines.csv');
  if (existsSync(csv)) {
    for (const line of readFileSync(csv, 'utf8').split('\n').slice(1)) {
      const f = line.trim().split(',');
      if (f.length < 9) continue;
      const n = f.slice(1).map(Number);
      outlines.set(f[0].replace(/\.jpg$/, ''), [
        [n[0], n[1]],
        [n[2], n[3]],
        [n[4], n[5]],
        [n[6], n[7]],
      ]);
    }
  }
  let dealt = 0;
  return names.map((name, i) => ({
    name,
    jpg: join(dir, `${name}.jpg`),
    givens: readGivens(join(dir, `${name}.dat`)),
    corners: outlines.get(name) ?? null,
    fold: (i + 1) % HELD_OUT_EVERY === 0 ? HELD_OUT : dealt++ % FOLDS,
  }));
}

/** The 81 givens of a .dat file (two header lines, then 9 rows of 9 digits). */
export function readGivens(path: string): number[] {
  const lines = readFileSync(path, 'utf8').split('\n').slice(2);
  const digits = lines.join(' ').trim().split(/\s+/).map(Number);
  if (digits.length !== 81 || digits.some((d) => !(d >= 0 && d <= 9)))
    throw new Error(`bad givens in ${path}`);
  return digits;
}

/** Decode a JPEG file's pixels as stored (no EXIF rotation) to grey. */
export function decodeGrey(path: string): GreyImage {
  const raw = jpeg.decode(readFileSync(path), {
    useTArray: true,
    formatAsRGBA: true,
    maxMemoryUsageInMB: 1024,
  });
  return rgbaToGrey(raw.data, raw.width, raw.height);
}

/**
 * The EXIF orientation (1-8) of a JPEG file, 1 when it has none. The
 * dataset's outlines.csv gives corners in the frame after this rotation,
 * while its .dat digits read upright in the stored pixels.
 */
export function exifOrientation(path: string): number {
  const b = readFileSync(path);
  let i = 2;
  while (i + 4 < b.length && b[i] === 0xff) {
    const marker = b[i + 1];
    const len = b.readUInt16BE(i + 2);
    if (marker === 0xe1 && b.toString('latin1', i + 4, i + 8) === 'Exif') {
      const t = i + 10; // TIFF header
      const le = b.toString('latin1', t, t + 2) === 'II';
      const u16 = (o: number) => (le ? b.readUInt16LE(o) : b.readUInt16BE(o));
      const u32 = (o: number) => (le ? b.readUInt32LE(o) : b.readUInt32BE(o));
      const ifd = t + u32(t + 4);
      const n = u16(ifd);
      for (let k = 0; k < n; k++) {
        const e = ifd + 2 + k * 12;
        if (u16(e) === 0x0112) return u16(e + 8);
      }
      return 1;
    }
    if (marker === 0xda) break;
    i += 2 + len;
  }
  return 1;
}

/**
 * Map outlines.csv corners (given in the EXIF-rotated frame) back to the
 * stored pixels of a `width` x `height` image, for orientations 1, 3, 6, 8.
 */
export function cornersToStored(
  corners: Point[],
  orientation: number,
  width: number,
  height: number,
): Point[] {
  return corners.map(([x, y]): Point => {
    if (orientation === 3) return [width - 1 - x, height - 1 - y];
    if (orientation === 6) return [y, height - 1 - x]; // displayed = stored turned 90 degrees clockwise
    if (orientation === 8) return [width - 1 - y, x];
    return [x, y];
  });
}

/** Largest corner distance over the grid side, trying the 4 starting corners. */
export function cornerError(found: Point[], truth: Point[]): number {
  const side = Math.hypot(truth[1][0] - truth[0][0], truth[1][1] - truth[0][1]);
  let err = Infinity;
  for (let r = 0; r < 4; r++) {
    let e = 0;
    for (let i = 0; i < 4; i++) {
      const a = found[(i + r) % 4];
      e = Math.max(e, Math.hypot(a[0] - truth[i][0], a[1] - truth[i][1]));
    }
    err = Math.min(err, e);
  }
  return err / side;
}
