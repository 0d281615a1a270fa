/*
 * The photo recogniser's worker: decodes the photo (createImageBitmap +
 * OffscreenCanvas), turns it grey and reads it, and when the digits read
 * do not make a proper sudoku works out the likeliest fix (correct.ts:
 * up to 61 solution counts, kept off the page). One request per message:
 *   in:  { id: number, file: Blob }
 *   out: { id: number, read: PhotoRead }
 * Never throws back at the page: every failure is a PhotoRead reason.
 */
import { parseModel, fromBase64, type DigitModel } from './classifier';
import { proposeCorrection } from './correct';
import { DIGIT_MODEL } from './digitModel';
import { rgbaToGrey } from './grey';
import { MAX_PIXELS, MIN_SIDE, readGrey } from './read';
import type { PhotoRead } from './types';

/** Files larger than this are refused before decoding. */
const MAX_BYTES = 40 * 1024 * 1024;

let model: DigitModel | null = null;

async function readBlob(file: Blob): Promise<PhotoRead> {
  if (file.size > MAX_BYTES) return { ok: false, reason: 'too-large' };
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return { ok: false, reason: 'not-image' };
  }
  try {
    const { width, height } = bitmap;
    if (width * height > MAX_PIXELS) return { ok: false, reason: 'too-large' };
    if (Math.min(width, height) < MIN_SIDE) return { ok: false, reason: 'too-small' };
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) return { ok: false, reason: 'failed' };
    context.drawImage(bitmap, 0, 0);
    const rgba = context.getImageData(0, 0, width, height).data;
    model ??= parseModel(fromBase64(DIGIT_MODEL));
    return readGrey(rgbaToGrey(rgba, width, height), model);
  } finally {
    bitmap.close();
  }
}

self.onmessage = async (event: MessageEvent<{ id: number; file: Blob }>) => {
  const { id, file } = event.data;
  let read: PhotoRead;
  try {
    read = await readBlob(file);
    if (read.ok) read = { ...read, correction: proposeCorrection(read)?.cells ?? null };
  } catch {
    read = { ok: false, reason: 'failed' };
  }
  self.postMessage({ id, read });
};
