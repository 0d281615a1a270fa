/*
 * The bench's page: readPhoto(bytes) times recognisePhoto from the photo's
 * bytes (as a Blob, like a file input's File) to the read; readSynthetic
 * reads a bad input made in the page (for verify-photos.ts).
 */
import { recognisePhoto, type PhotoRead } from '../../../src/photo/recognise';

export type SyntheticKind = 'text' | 'tiny' | 'picture' | 'huge-file' | 'truncated';

declare global {
  interface Window {
    readPhoto: (base64: string, type: string) => Promise<{ ms: number; read: PhotoRead }>;
    profilePhoto: (base64: string, type: string) => Promise<Record<string, number>>;
    readSynthetic: (
      kind: SyntheticKind,
      base64?: string,
    ) => Promise<{ ms: number; read: PhotoRead }>;
  }
}

function bytesOf(base64: string): Uint8Array<ArrayBuffer> {
  const s = atob(base64);
  const bytes = new Uint8Array(s.length);
  for (let i = 0; i < s.length; i++) bytes[i] = s.charCodeAt(i);
  return bytes;
}

async function timed(file: Blob): Promise<{ ms: number; read: PhotoRead }> {
  const start = performance.now();
  const read = await recognisePhoto(file);
  return { ms: performance.now() - start, read };
}

/** A picture with no grid: soft blobs and a few strokes (a stand-in for a cat photo). */
async function picture(width: number, height: number): Promise<Blob> {
  const canvas = new OffscreenCanvas(width, height);
  const g = canvas.getContext('2d')!;
  const sky = g.createLinearGradient(0, 0, width, height);
  sky.addColorStop(0, '#c9a06b');
  sky.addColorStop(1, '#3b2a1a');
  g.fillStyle = sky;
  g.fillRect(0, 0, width, height);
  for (let i = 0; i < 12; i++) {
    g.fillStyle = `hsl(${(i * 37) % 360} 40% ${30 + (i % 5) * 10}%)`;
    g.beginPath();
    g.ellipse((i * 97) % width, (i * 61) % height, 40 + i * 7, 30 + i * 5, i, 0, Math.PI * 2);
    g.fill();
  }
  g.strokeStyle = '#111';
  g.lineWidth = 3;
  for (let i = 0; i < 20; i++) {
    g.beginPath();
    g.moveTo((i * 53) % width, (i * 29) % height);
    g.quadraticCurveTo(width / 2, height / 2, (i * 71) % width, (i * 113) % height);
    g.stroke();
  }
  return canvas.convertToBlob({ type: 'image/png' });
}

window.readPhoto = (base64, type) => timed(new Blob([bytesOf(base64)], { type }));

/**
 * The stages' times on the page's own thread (no worker): decode, pixels,
 * model, pipeline. The pipeline and model load apart, on the first call,
 * so the page's own chunk is only what the game loads with recognisePhoto.
 */
window.profilePhoto = async (base64, type) => {
  const [{ fromBase64, parseModel }, { DIGIT_MODEL }, { rgbaToGrey }, { readGrey }] =
    await Promise.all([
      import('../../../src/photo/classifier'),
      import('../../../src/photo/digitModel'),
      import('../../../src/photo/grey'),
      import('../../../src/photo/read'),
    ]);
  const file = new Blob([bytesOf(base64)], { type });
  const t0 = performance.now();
  const bitmap = await createImageBitmap(file);
  const t1 = performance.now();
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  const context = canvas.getContext('2d', { willReadFrequently: true })!;
  context.drawImage(bitmap, 0, 0);
  const grey = rgbaToGrey(
    context.getImageData(0, 0, bitmap.width, bitmap.height).data,
    bitmap.width,
    bitmap.height,
  );
  const t2 = performance.now();
  const model = parseModel(fromBase64(DIGIT_MODEL));
  const t3 = performance.now();
  readGrey(grey, model);
  const t4 = performance.now();
  return { decode: t1 - t0, pixels: t2 - t1, model: t3 - t2, pipeline: t4 - t3 };
};

window.readSynthetic = async (kind, base64) => {
  if (kind === 'text')
    return timed(new Blob(['This is not a picture of a sudoku.'], { type: 'text/plain' }));
  if (kind === 'tiny') {
    const canvas = new OffscreenCanvas(120, 90);
    canvas.getContext('2d')!.fillRect(10, 10, 50, 50);
    return timed(await canvas.convertToBlob({ type: 'image/png' }));
  }
  if (kind === 'picture') return timed(await picture(800, 600));
  if (kind === 'huge-file')
    return timed(new Blob([new Uint8Array(48 * 1024 * 1024)], { type: 'image/jpeg' }));
  // 'truncated': the first part of a real photo's bytes.
  return timed(new Blob([bytesOf(base64 ?? '')], { type: 'image/jpeg' }));
};

document.body.dataset.ready = 'true';
