/*
 * A picture's size from the first bytes of its file, before anything is
 * decoded: so a 30000 x 30000 PNG is refused as too large (decoding it
 * would need 3.6 GB), and a large photo is decoded already scaled down.
 * PNG (IHDR), JPEG (the SOF marker, and the EXIF orientation, which swaps
 * width and height when the phone was held sideways), GIF and WebP. Pure.
 */

export interface ImageSize {
  width: number; // as shown, after the EXIF orientation
  height: number;
}

/** How many bytes of a file are enough to find its size (a JPEG's EXIF may run to 64 KB). */
export const HEADER_BYTES = 256 * 1024;

const ascii = (b: Uint8Array, at: number, n: number) =>
  at + n <= b.length ? String.fromCharCode(...b.subarray(at, at + n)) : '';

/** The EXIF orientation (1-8) in an APP1 segment starting at `at` (its 'Exif' tag), or 1. */
function exifOrientation(b: Uint8Array, at: number, end: number): number {
  const t = at + 6; // the TIFF header
  if (t + 8 > end) return 1;
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  const little = ascii(b, t, 2) === 'II';
  const u16 = (o: number) => view.getUint16(o, little);
  const u32 = (o: number) => view.getUint32(o, little);
  const ifd = t + u32(t + 4);
  if (ifd + 2 > end) return 1;
  const n = u16(ifd);
  for (let k = 0; k < n && ifd + 2 + k * 12 + 12 <= end; k++) {
    const e = ifd + 2 + k * 12;
    if (u16(e) === 0x0112) return u16(e + 8);
  }
  return 1;
}

function jpegSize(b: Uint8Array): ImageSize | null {
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  let orientation = 1;
  let i = 2;
  while (i + 4 <= b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1];
    if (marker === 0xff) {
      i++; // fill byte
      continue;
    }
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      i += 2; // markers without a length
      continue;
    }
    const length = view.getUint16(i + 2);
    if (length < 2) return null;
    const end = Math.min(b.length, i + 2 + length);
    if (marker === 0xe1 && ascii(b, i + 4, 4) === 'Exif') {
      orientation = exifOrientation(b, i + 4, end);
    }
    // Start of frame: any SOFn but DHT (C4), JPG (C8) and DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      if (i + 9 > b.length) return null;
      const height = view.getUint16(i + 5);
      const width = view.getUint16(i + 7);
      return orientation >= 5 && orientation <= 8
        ? { width: height, height: width }
        : { width, height };
    }
    if (marker === 0xda || marker === 0xd9) return null; // image data before any frame
    i += 2 + length;
  }
  return null;
}

function webpSize(b: Uint8Array): ImageSize | null {
  const chunk = ascii(b, 12, 4);
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  if (chunk === 'VP8X' && b.length >= 30) {
    const u24 = (o: number) => b[o] | (b[o + 1] << 8) | (b[o + 2] << 16);
    return { width: u24(24) + 1, height: u24(27) + 1 };
  }
  if (chunk === 'VP8L' && b.length >= 25 && b[20] === 0x2f) {
    const bits = view.getUint32(21, true);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8 ' && b.length >= 30) {
    return { width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff };
  }
  return null;
}

/**
 * The size of the picture whose file starts with `bytes` (at least the
 * first HEADER_BYTES, or the whole file), or null when its kind is not one
 * of these or its header cannot be read (the browser decides then).
 */
export function imageSize(bytes: Uint8Array): ImageSize | null {
  const b = bytes;
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  if (b.length >= 24 && b[0] === 0x89 && ascii(b, 1, 3) === 'PNG' && ascii(b, 12, 4) === 'IHDR') {
    return { width: view.getUint32(16), height: view.getUint32(20) };
  }
  if (b.length >= 4 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return jpegSize(b);
  if (b.length >= 10 && (ascii(b, 0, 6) === 'GIF87a' || ascii(b, 0, 6) === 'GIF89a')) {
    return { width: view.getUint16(6, true), height: view.getUint16(8, true) };
  }
  if (ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 4) === 'WEBP') return webpSize(b);
  return null;
}
