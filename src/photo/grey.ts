import type { GreyImage } from './types';

/**
 * Luma (BT.601 weights) of an RGBA buffer (4 bytes per pixel, as in
 * ImageData). Alpha is ignored.
 */
export function rgbaToGrey(
  rgba: Uint8Array | Uint8ClampedArray,
  width: number,
  height: number,
): GreyImage {
  const n = width * height;
  const data = new Uint8Array(n);
  for (let i = 0, j = 0; i < n; i++, j += 4) {
    data[i] = (rgba[j] * 77 + rgba[j + 1] * 150 + rgba[j + 2] * 29) >> 8;
  }
  return { width, height, data };
}

/**
 * Shrink `image` so that its longer side is at most `maxSide`, averaging
 * the source pixels each output pixel covers (box filter, so thin lines
 * survive). An image already small enough is returned as is.
 */
export function downscale(image: GreyImage, maxSide: number): { image: GreyImage; scale: number } {
  const { width, height, data } = image;
  const long = Math.max(width, height);
  if (long <= maxSide) return { image, scale: 1 };
  const scale = maxSide / long; // output pixels per input pixel
  const w = Math.max(1, Math.round(width * scale));
  const h = Math.max(1, Math.round(height * scale));
  const sum = new Float64Array(w * h);
  const count = new Float64Array(w * h);
  // Each source pixel adds to the output pixel it falls in (an area average
  // up to the rounding of the pixel grid, enough for scales below one half).
  const xOut = new Int32Array(width);
  for (let x = 0; x < width; x++) xOut[x] = Math.min(w - 1, Math.floor((x * w) / width));
  for (let y = 0; y < height; y++) {
    const row = Math.min(h - 1, Math.floor((y * h) / height)) * w;
    const src = y * width;
    for (let x = 0; x < width; x++) {
      const o = row + xOut[x];
      sum[o] += data[src + x];
      count[o] += 1;
    }
  }
  const out = new Uint8Array(w * h);
  for (let i = 0; i < w * h; i++) out[i] = count[i] > 0 ? Math.round(sum[i] / count[i]) : 255;
  return { image: { width: w, height: h, data: out }, scale: w / width };
}

/** `image` turned a quarter clockwise `quarters` times (a pixel permutation: nothing is resampled). */
export function turnGrey(image: GreyImage, quarters: number): GreyImage {
  const q = ((quarters % 4) + 4) % 4;
  const { width: w, height: h, data } = image;
  if (q === 0) return image;
  const out = new Uint8Array(w * h);
  if (q === 2) {
    for (let i = 0, n = w * h; i < n; i++) out[n - 1 - i] = data[i];
    return { width: w, height: h, data: out };
  }
  // Turned a quarter clockwise, (x, y) goes to (h - 1 - y, x) in an h-wide image;
  // three quarters, to (y, w - 1 - x).
  for (let y = 0; y < h; y++) {
    const row = y * w;
    for (let x = 0; x < w; x++)
      out[q === 1 ? x * h + (h - 1 - y) : (w - 1 - x) * h + y] = data[row + x];
  }
  return { width: h, height: w, data: out };
}
