import type { BinaryImage, GreyImage } from './types';

/**
 * Adaptive mean threshold: a pixel is ink when it is darker than the mean of
 * the (2 * radius + 1)^2 window around it by more than `offset` grey levels.
 * Local means follow shadows and uneven light across the photo. Uses an
 * integral image, so the cost does not depend on the radius.
 */
export function adaptiveThreshold(image: GreyImage, radius: number, offset: number): BinaryImage {
  const { width: w, height: h, data } = image;
  const W = w + 1;
  const integral = new Float64Array(W * (h + 1));
  for (let y = 0; y < h; y++) {
    let rowSum = 0;
    for (let x = 0; x < w; x++) {
      rowSum += data[y * w + x];
      integral[(y + 1) * W + x + 1] = integral[y * W + x + 1] + rowSum;
    }
  }
  const out = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) {
    const y0 = Math.max(0, y - radius);
    const y1 = Math.min(h, y + radius + 1);
    for (let x = 0; x < w; x++) {
      const x0 = Math.max(0, x - radius);
      const x1 = Math.min(w, x + radius + 1);
      const area = (y1 - y0) * (x1 - x0);
      const s =
        integral[y1 * W + x1] -
        integral[y0 * W + x1] -
        integral[y1 * W + x0] +
        integral[y0 * W + x0];
      out[y * w + x] = data[y * w + x] * area < s - offset * area ? 1 : 0;
    }
  }
  return { width: w, height: h, data: out };
}
