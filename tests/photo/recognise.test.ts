import { afterEach, describe, expect, it, vi } from 'vitest';
import { PHOTO_CREDITS, recognisePhoto } from '../../src/photo/recognise';

/** A stand-in Worker: `behaviour` decides what happens to a posted message. */
function fakeWorker(
  behaviour: 'silent' | 'error' | 'messageerror' | 'answer' | 'garbage',
  answer: unknown = { ok: false, reason: 'no-grid' },
) {
  const terminated: boolean[] = [];
  class FakeWorker extends EventTarget {
    constructor() {
      super();
      terminated.push(false);
    }
    postMessage() {
      const index = terminated.length - 1;
      setTimeout(() => {
        if (terminated[index]) return;
        if (behaviour === 'error') this.dispatchEvent(new Event('error'));
        if (behaviour === 'messageerror') this.dispatchEvent(new Event('messageerror'));
        if (behaviour === 'answer')
          this.dispatchEvent(
            new MessageEvent('message', {
              data: { id: 1, read: answer },
            }),
          );
        if (behaviour === 'garbage') this.dispatchEvent(new MessageEvent('message', { data: 42 }));
      }, 5);
    }
    terminate() {
      terminated[terminated.length - 1] = true;
    }
  }
  vi.stubGlobal('Worker', FakeWorker);
  return terminated;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('recognisePhoto', () => {
  const file = new Blob(['x'], { type: 'image/jpeg' });

  it('passes on the worker’s answer and ends the worker', async () => {
    const terminated = fakeWorker('answer');
    expect(await recognisePhoto(file)).toEqual({ ok: false, reason: 'no-grid' });
    expect(terminated).toEqual([true]);
  });

  /** A read as the worker sends it, with this proposed fix. */
  const readWith = (correction: unknown) => ({
    ok: true,
    digits: new Array(81).fill(0),
    confidence: new Array(81).fill(0.99),
    second: new Array(81).fill(0),
    secondConfidence: new Array(81).fill(0.005),
    uncertain: new Array(81).fill(false),
    corners: [],
    correction,
  });

  it('passes on the fix the worker proposes, and drops one that is not a fix', async () => {
    const fix = { cells: [{ cell: 4, from: 3, to: 8 }], sure: 0.8 };
    fakeWorker('answer', readWith(fix));
    expect(await recognisePhoto(file)).toMatchObject({ ok: true, correction: fix, poor: false });
    const cells = (list: unknown) => ({ cells: list, sure: 0.8 });
    for (const bad of [
      cells([{ cell: 81, from: 3, to: 8 }]),
      cells([{ cell: 4, from: 3, to: 10 }]),
      cells([{ cell: 1.5, from: 3, to: 8 }]),
      cells(new Array(3).fill({ cell: 4, from: 3, to: 8 })),
      cells('fix'),
      cells([null]),
      { cells: fix.cells, sure: 1.5 },
      { cells: fix.cells },
      fix.cells,
      'fix',
    ]) {
      fakeWorker('answer', readWith(bad));
      expect(await recognisePhoto(file)).toMatchObject({ ok: true, correction: null });
    }
  });

  it.each(['error', 'messageerror', 'garbage'] as const)(
    'resolves failed on a worker %s',
    async (behaviour) => {
      fakeWorker(behaviour);
      expect(await recognisePhoto(file)).toEqual({ ok: false, reason: 'failed' });
    },
  );

  it('resolves failed when the worker never answers (timeout) and ends it', async () => {
    const terminated = fakeWorker('silent');
    expect(await recognisePhoto(file, { timeoutMs: 50 })).toEqual({ ok: false, reason: 'failed' });
    expect(terminated).toEqual([true]);
  });

  it('resolves failed at once when aborted', async () => {
    fakeWorker('silent');
    const controller = new AbortController();
    const pending = recognisePhoto(file, { signal: controller.signal });
    controller.abort();
    expect(await pending).toEqual({ ok: false, reason: 'failed' });
    expect(await recognisePhoto(file, { signal: controller.signal })).toEqual({
      ok: false,
      reason: 'failed',
    });
  });

  it('resolves failed where workers cannot start', async () => {
    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          throw new Error('no workers here');
        }
      },
    );
    expect(await recognisePhoto(file)).toEqual({ ok: false, reason: 'failed' });
  });

  it('exports the dataset credit the about text shows', () => {
    expect(PHOTO_CREDITS).toMatch(/Wicht/);
    expect(PHOTO_CREDITS).toMatch(/Hennebert/);
    expect(PHOTO_CREDITS).toMatch(/CC BY 4\.0/);
  });
});
