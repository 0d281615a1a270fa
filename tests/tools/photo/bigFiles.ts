/**
 * Huge pictures made in Node for the photo checks (verify-photos.ts and
 * tests/photo): blankPng(30000, 30000) is a real, valid picture of 900
 * million pixels in a file of under a megabyte (1-bit grey, all white), to
 * check that it is called too large rather than not a picture; and
 * enlargedJpeg makes a photo of tens of megapixels from a small one, to
 * check that reading it stays within bounded memory.
 */
import { readFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import jpeg from 'jpeg-js';

/** A whole, valid PNG of `width` x `height` blank 1-bit grey pixels (small even when huge). */
export function blankPng(width: number, height: number): Uint8Array {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (b: Buffer) => {
    let c = 0xffffffff;
    for (const byte of b) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    out.write(type, 4, 'latin1');
    data.copy(out, 8);
    out.writeUInt32BE(crc(out.subarray(4, 8 + data.length)), 8 + data.length);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 1; // bit depth
  ihdr[9] = 0; // grey
  const row = 1 + Math.ceil(width / 8); // filter byte + bits
  const raw = Buffer.alloc(row * height, 0xff);
  for (let y = 0; y < height; y++) raw[y * row] = 0;
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', ihdr),
      chunk('IDAT', deflateSync(raw, { level: 1 })),
      chunk('IEND', Buffer.alloc(0)),
    ]),
  );
}

/** The JPEG photo at `path` enlarged `factor` times each way (each pixel a factor x factor block). */
export function enlargedJpeg(path: string, factor: number): Uint8Array {
  const src = jpeg.decode(readFileSync(path), { useTArray: true, formatAsRGBA: true });
  const width = src.width * factor;
  const height = src.height * factor;
  const data = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y++) {
    const row = Math.floor(y / factor) * src.width;
    for (let x = 0; x < width; x++) {
      const s = (row + Math.floor(x / factor)) * 4;
      const d = (y * width + x) * 4;
      data[d] = src.data[s];
      data[d + 1] = src.data[s + 1];
      data[d + 2] = src.data[s + 2];
      data[d + 3] = 255;
    }
  }
  return new Uint8Array(jpeg.encode({ data, width, height }, 85).data);
}
