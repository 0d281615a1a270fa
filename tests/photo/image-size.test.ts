// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { imageSize } from '../../src/photo/imageSize';
import { blankPng } from '../tools/photo/bigFiles';

const FIXTURES = join(import.meta.dirname, '..', 'fixtures', 'photos');

/** A JPEG's first segments: SOI, an EXIF APP1 with `orientation`, and a baseline SOF0 of w x h. */
function jpegHead(width: number, height: number, orientation: number | null): Uint8Array {
  const parts: number[] = [0xff, 0xd8];
  if (orientation !== null) {
    // Exif\0\0, then a little-endian TIFF header with one IFD entry (0x0112, SHORT, 1).
    const tiff = [0x49, 0x49, 0x2a, 0x00, 8, 0, 0, 0, 1, 0, 0x12, 0x01, 3, 0, 1, 0, 0, 0];
    tiff.push(orientation, 0, 0, 0, 0, 0, 0, 0);
    const body = [0x45, 0x78, 0x69, 0x66, 0, 0, ...tiff];
    parts.push(0xff, 0xe1, (body.length + 2) >> 8, (body.length + 2) & 0xff, ...body);
  }
  const sof = [8, height >> 8, height & 0xff, width >> 8, width & 0xff, 1, 1, 0x11, 0];
  parts.push(0xff, 0xc0, 0, sof.length + 2, ...sof);
  parts.push(0xff, 0xda, 0, 2); // the image data would follow
  return new Uint8Array(parts);
}

describe('imageSize', () => {
  it('reads a PNG’s size from its IHDR, even a 30000 x 30000 one', () => {
    const png = blankPng(30_000, 30_000);
    expect(png.length).toBeLessThan(1_000_000); // blank, so it deflates to almost nothing
    expect(imageSize(png)).toEqual({ width: 30_000, height: 30_000 });
    expect(imageSize(blankPng(640, 480).subarray(0, 24))).toEqual({ width: 640, height: 480 });
  });

  it('reads a JPEG’s size from its frame header, after its EXIF', () => {
    // The fixture photos are 640 x 480 (the dataset's .dat says so too).
    expect(imageSize(readFileSync(join(FIXTURES, 'image2.jpg')))).toEqual({
      width: 640,
      height: 480,
    });
    expect(imageSize(jpegHead(4000, 3000, null))).toEqual({ width: 4000, height: 3000 });
    expect(imageSize(jpegHead(4000, 3000, 1))).toEqual({ width: 4000, height: 3000 });
    expect(imageSize(jpegHead(4000, 3000, 3))).toEqual({ width: 4000, height: 3000 });
    // Held sideways: shown 3000 wide.
    expect(imageSize(jpegHead(4000, 3000, 6))).toEqual({ width: 3000, height: 4000 });
    expect(imageSize(jpegHead(4000, 3000, 8))).toEqual({ width: 3000, height: 4000 });
  });

  it('reads GIF and WebP sizes', () => {
    const gif = new Uint8Array([...Buffer.from('GIF89a'), 0x20, 0x03, 0x58, 0x02]);
    expect(imageSize(gif)).toEqual({ width: 800, height: 600 });
    const webp = new Uint8Array(30);
    webp.set(Buffer.from('RIFF'), 0);
    webp.set(Buffer.from('WEBPVP8X'), 8);
    webp.set([0x1f, 0x03, 0x00, 0x57, 0x02, 0x00], 24); // 800 - 1, 600 - 1
    expect(imageSize(webp)).toEqual({ width: 800, height: 600 });
  });

  it('knows nothing of text, other kinds, or a header cut short', () => {
    expect(imageSize(new TextEncoder().encode('This is not a picture of a sudoku.'))).toBeNull();
    expect(imageSize(new Uint8Array([0x42, 0x4d, 0, 0, 0, 0]))).toBeNull(); // BMP: the browser decides
    expect(imageSize(jpegHead(4000, 3000, 6).subarray(0, 20))).toBeNull();
    expect(imageSize(new Uint8Array(0))).toBeNull();
  });
});
