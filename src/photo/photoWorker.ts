/*
 * The photo recogniser's worker: decodes the photo (createImageBitmap +
 * OffscreenCanvas; its size read from its header first, so a huge picture
 * is refused or decoded scaled down), turns it grey and reads it, and when the digits read
 * do not make a proper sudoku works out the likeliest fix (correct.ts:
 * up to 61 solution counts, kept off the page). One request per message:
 *   in:  { id: number, file: Blob }
 *   out: { id: number, read: PhotoRead }
 * Never throws back at the page: every failure is a PhotoRead reason.
 */
import { parseModel, fromBase64, type DigitModel } from './classifier';
import { judgeRead } from './correct';
import { DIGIT_MODEL } from './digitModel';
import { rgbaToGrey } from './grey';
import { HEADER_BYTES, imageSize, type ImageSize } from './imageSize';
import { MAX_PIXELS, MIN_SIDE, readGrey } from './read';
import type { GreyImage, PhotoRead } from './types';

/** Files larger than this are refused before decoding. */
const MAX_BYTES = 40 * 1024 * 1024;
/**
 * A picture with more pixels than this is decoded scaled down to it (the
 * grid is searched at 1000 pixels a side anyway), so the canvas it is
 * drawn on and the grey copy stay near 4 + 1 bytes a pixel, 40 MB,
 * however large the photo. (Chromium still decodes a JPEG at full size
 * before scaling it: a 44-megapixel photo takes about 270 MB at its peak,
 * against 400 MB decoded whole.) Photos up to 8 megapixels (3264 x 2448)
 * are decoded as they are.
 */
const DECODE_PIXELS = 8_000_000;
/** Rows of pixels copied out of the canvas at a time (no full-size RGBA copy). */
const STRIP = 256;

let model: DigitModel | null = null;

/**
 * Decode the picture, scaled down to at most DECODE_PIXELS where its size
 * is known from its header (createImageBitmap's resize). A picture too
 * large or too small by its header is refused before decoding.
 */
async function decode(file: Blob): Promise<ImageBitmap | PhotoRead> {
  let size: ImageSize | null = null;
  try {
    size = imageSize(new Uint8Array(await file.slice(0, HEADER_BYTES).arrayBuffer()));
  } catch {
    size = null; // the browser decides
  }
  if (size) {
    if (size.width * size.height > MAX_PIXELS) return { ok: false, reason: 'too-large' };
    if (Math.min(size.width, size.height) < MIN_SIDE) return { ok: false, reason: 'too-small' };
  }
  try {
    if (size && size.width * size.height > DECODE_PIXELS) {
      const scale = Math.sqrt(DECODE_PIXELS / (size.width * size.height));
      return await createImageBitmap(file, {
        resizeWidth: Math.max(1, Math.floor(size.width * scale)),
        resizeHeight: Math.max(1, Math.floor(size.height * scale)),
        resizeQuality: 'high',
      });
    }
    return await createImageBitmap(file);
  } catch {
    return { ok: false, reason: 'not-image' };
  }
}

async function readBlob(file: Blob): Promise<PhotoRead> {
  if (file.size > MAX_BYTES) return { ok: false, reason: 'too-large' };
  const bitmap = await decode(file);
  if (!(bitmap instanceof ImageBitmap)) return bitmap;
  let grey: GreyImage;
  try {
    const { width, height } = bitmap;
    if (width * height > MAX_PIXELS) return { ok: false, reason: 'too-large' };
    if (Math.min(width, height) < MIN_SIDE) return { ok: false, reason: 'too-small' };
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) return { ok: false, reason: 'failed' };
    context.drawImage(bitmap, 0, 0);
    bitmap.close();
    grey = { width, height, data: new Uint8Array(width * height) };
    for (let y = 0; y < height; y += STRIP) {
      const rows = Math.min(STRIP, height - y);
      const strip = rgbaToGrey(context.getImageData(0, y, width, rows).data, width, rows);
      grey.data.set(strip.data, y * width);
    }
  } finally {
    bitmap.close();
  }
  model ??= parseModel(fromBase64(DIGIT_MODEL));
  return readGrey(grey, model);
}

self.onmessage = async (event: MessageEvent<{ id: number; file: Blob }>) => {
  const { id, file } = event.data;
  let read: PhotoRead;
  try {
    read = await readBlob(file);
    if (read.ok) read = { ...read, ...judgeRead(read) };
  } catch {
    read = { ok: false, reason: 'failed' };
  }
  self.postMessage({ id, read });
};
