/*
 * The bench's page: exposes readPhoto(bytes) which times recognisePhoto
 * from the photo's bytes (as a Blob, like a file input's File) to the read.
 */
import { recognisePhoto, type PhotoRead } from '../../../src/photo/recognise';

declare global {
  interface Window {
    readPhoto: (base64: string, type: string) => Promise<{ ms: number; read: PhotoRead }>;
  }
}

window.readPhoto = async (base64, type) => {
  const s = atob(base64);
  const bytes = new Uint8Array(s.length);
  for (let i = 0; i < s.length; i++) bytes[i] = s.charCodeAt(i);
  const file = new Blob([bytes], { type });
  const start = performance.now();
  const read = await recognisePhoto(file);
  return { ms: performance.now() - start, read };
};
document.body.dataset.ready = 'true';
