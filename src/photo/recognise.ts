/*
 * The photo recogniser's entry for the page: recognisePhoto runs the whole
 * pipeline in a Web Worker (a fresh one per photo, ended afterwards, so a
 * stuck read can always be cut off) and never throws or hangs.
 */
import type { CellChange, PhotoRead } from './types';

export type { PhotoRead } from './types';
export { PHOTO_CREDITS } from './credits';

/**
 * The worker's proposed fix, if it is one (at most two cells, each 0-80,
 * digits 0-9, and how sure it is, 0..1); otherwise null.
 */
function checkedCorrection(value: unknown): { cells: CellChange[]; sure: number } | null {
  if (typeof value !== 'object' || value === null) return null;
  const { cells, sure } = value as { cells?: unknown; sure?: unknown };
  if (typeof sure !== 'number' || !(sure >= 0 && sure <= 1)) return null;
  if (!Array.isArray(cells) || cells.length === 0 || cells.length > 2) return null;
  const digit = (d: unknown) => Number.isInteger(d) && (d as number) >= 0 && (d as number) <= 9;
  const ok = cells.every(
    (c: Partial<CellChange> | null) =>
      typeof c === 'object' &&
      c !== null &&
      Number.isInteger(c.cell) &&
      c.cell! >= 0 &&
      c.cell! < 81 &&
      digit(c.from) &&
      digit(c.to),
  );
  return ok
    ? { cells: cells.map(({ cell, from, to }: CellChange) => ({ cell, from, to })), sure }
    : null;
}

/** Longest a read may take before it is abandoned as 'failed'. */
export const PHOTO_TIMEOUT_MS = 20_000;

/**
 * Read the sudoku in a photo. Resolves with the 81 digits (0 blank), a
 * confidence and a second choice per cell, the cells to double-check, the
 * grid's corners, the fix proposed when the digits make no proper sudoku
 * and whether the read is poor; or with a reason: 'not-image' (cannot be decoded),
 * 'too-large', 'too-small', 'no-grid', 'failed' (worker error, timeout,
 * anything unexpected). An aborted `signal` resolves 'failed' at once.
 */
export function recognisePhoto(
  file: Blob,
  opts: { signal?: AbortSignal; timeoutMs?: number } = {},
): Promise<PhotoRead> {
  return new Promise<PhotoRead>((resolve) => {
    const fail = (): PhotoRead => ({ ok: false, reason: 'failed' });
    if (opts.signal?.aborted) {
      resolve(fail());
      return;
    }
    let worker: Worker;
    try {
      worker = new Worker(new URL('./photoWorker.ts', import.meta.url), { type: 'module' });
    } catch {
      resolve(fail());
      return;
    }
    let done = false;
    const finish = (read: PhotoRead) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      opts.signal?.removeEventListener('abort', onAbort);
      worker.terminate();
      resolve(read);
    };
    const onAbort = () => finish(fail());
    const timer = setTimeout(() => finish(fail()), opts.timeoutMs ?? PHOTO_TIMEOUT_MS);
    opts.signal?.addEventListener('abort', onAbort);
    worker.addEventListener('message', (event: MessageEvent<{ id: number; read: PhotoRead }>) => {
      const read = event.data?.read;
      if (!read || typeof read !== 'object' || !('ok' in read)) finish(fail());
      else if (read.ok)
        finish({
          ...read,
          correction: checkedCorrection(read.correction),
          poor: read.poor === true,
        });
      else finish(read);
    });
    worker.addEventListener('error', () => finish(fail()));
    worker.addEventListener('messageerror', () => finish(fail()));
    worker.postMessage({ id: 1, file });
  });
}
