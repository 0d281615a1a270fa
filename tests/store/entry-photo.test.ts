import { beforeEach, describe, expect, it, vi } from 'vitest';
import { engineIdle, resetGameStore, selectCellViews, useGame } from '../../src/store';
import type { PhotoRead } from '../../src/photo/recognise';
import { EASY, at } from './fixtures';

/*
 * "From photo" in entry mode, with the recogniser's answer given (the real
 * recogniser runs in a browser worker: e2e and npm run verify:photos).
 */

const reads = vi.hoisted(() => ({
  next: null as unknown,
  signals: [] as (AbortSignal | undefined)[], // each recognition's stop signal
}));
// The photo worker's answer: the read, with the fix it proposes and whether it is poor (correct.ts).
vi.mock('../../src/photo/recognise', async () => {
  const { judgeRead } = await import('../../src/photo/correct');
  const answer = (read: PhotoRead) => (read.ok ? { ...read, ...judgeRead(read) } : read);
  return {
    recognisePhoto: (_file: Blob, opts?: { signal?: AbortSignal }) => {
      reads.signals.push(opts?.signal);
      return Promise.resolve(answer(reads.next as PhotoRead));
    },
  };
});

const state = () => useGame.getState();
const easy = Array.from(EASY, (c) => (c === '.' ? 0 : Number(c)));

/** A read of EASY, with `misread` cells read as another digit (second choice: the right one). */
function readOf(misread: Record<number, number> = {}): PhotoRead {
  const digits = easy.slice();
  const second = easy.map(() => 0);
  const confidence = easy.map(() => 0.99);
  const secondConfidence = easy.map(() => 0.005);
  const uncertain = easy.map(() => false);
  for (const [cell, digit] of Object.entries(misread)) {
    const i = Number(cell);
    second[i] = digits[i];
    digits[i] = digit;
    confidence[i] = 0.55;
    secondConfidence[i] = 0.4;
    uncertain[i] = true;
  }
  return { ok: true, digits, confidence, second, secondConfidence, uncertain, corners: [] };
}

/** Wait for the read (the recogniser's modules load on first use), then for the solver. */
async function settle(): Promise<void> {
  await vi.waitFor(() => expect(state().entry?.verdict.kind).not.toBe('reading'), {
    timeout: 10_000,
  });
  await engineIdle();
}

beforeEach(async () => {
  await engineIdle();
  resetGameStore();
  localStorage.removeItem('sudoku.entry');
});

describe('reading a photo into the grid being entered', () => {
  it('runs one recognition at a time: a new photo, Cancel or playing stops the one before', async () => {
    state().enterPuzzle();
    reads.next = readOf();
    reads.signals.length = 0;
    state().readPhoto(new Blob(['a']));
    state().readPhoto(new Blob(['b'])); // chosen again at once
    await settle();
    expect(reads.signals).toHaveLength(2);
    expect(reads.signals[0]!.aborted).toBe(true);
    expect(reads.signals[1]!.aborted).toBe(false);
    expect(state().entry!.cells).toEqual(easy);
    state().readPhoto(new Blob(['c']));
    state().cancelEntry();
    await vi.waitFor(() => expect(reads.signals).toHaveLength(3));
    expect(reads.signals[2]!.aborted).toBe(true);
    expect(state().entry).toBeNull();
  });

  it('fills the grid; cells read with low confidence are marked uncertain', async () => {
    state().enterPuzzle();
    reads.next = readOf();
    state().readPhoto(new Blob(['x']));
    expect(state().entry!.verdict).toEqual({ kind: 'reading' });
    await settle();
    expect(state().entry!.cells).toEqual(easy);
    expect(state().entry!.verdict).toMatchObject({ kind: 'unique', level: 'easy' });
    expect(state().entry!.suggestion).toBeNull();
  });

  it('proposes the likeliest correction when the read has no single solution, and applies it only when asked', async () => {
    state().enterPuzzle();
    // Row 1, column 3 holds 8: read as 6 instead (still no repeat there).
    const cell = at(1, 3);
    reads.next = readOf({ [cell]: 6 });
    state().readPhoto(new Blob(['x']));
    await settle();
    const entry = state().entry!;
    expect(entry.cells[cell]).toBe(6);
    expect(selectCellViews(state())[cell].uncertain).toBe(true);
    expect(entry.verdict.kind).not.toBe('unique');
    // The only fix found (odds 0.4 / 0.55 against 0.05 for one not tried),
    // by the unsure cell's two likeliest readings (0.55 + 0.4).
    expect(entry.suggestion).toEqual({
      changes: [{ cell, from: 6, to: 8 }],
      sure: expect.closeTo((0.4 / 0.55 / (0.4 / 0.55 + 0.05)) * 0.95, 6),
    });
    expect(entry.poorRead).toBe(false);
    state().applySuggestion();
    expect(state().entry!.cells[cell]).toBe(8);
    await settle();
    expect(state().entry!.verdict).toMatchObject({ kind: 'unique' });
  });

  it('marks an unsure blank like an unsure digit; typing what a cell holds confirms it', async () => {
    state().enterPuzzle();
    const read = readOf() as Extract<PhotoRead, { ok: true }>;
    const blank = easy.indexOf(0);
    read.confidence[blank] = 0.7; // a faint mark: blank, or perhaps a 1
    read.second[blank] = 1;
    read.secondConfidence[blank] = 0.25;
    read.uncertain[blank] = true;
    reads.next = read;
    state().readPhoto(new Blob(['x']));
    await settle();
    expect(selectCellViews(state())[blank]).toMatchObject({ digit: 0, uncertain: true });
    expect(state().entry!.poorRead).toBe(false);
    const before = state().entry!;
    state().select(blank);
    state().editEntry(0); // Erase on the blank: it is blank
    expect(selectCellViews(state())[blank].uncertain).toBe(false);
    expect(state().entry!.cells).toBe(before.cells);
    expect(state().entry!.verdict).toBe(before.verdict);
  });

  it('a poor read is flagged until the grid is changed', async () => {
    state().enterPuzzle();
    const read = readOf() as Extract<PhotoRead, { ok: true }>;
    // Unique as read, but eight cells read unsurely: not to be trusted.
    for (const cell of [0, 1, 2, 3, 4, 5, 6, 7]) {
      read.confidence[cell] = 0.6;
      read.uncertain[cell] = true;
    }
    reads.next = read;
    state().readPhoto(new Blob(['x']));
    await settle();
    expect(state().entry!.poorRead).toBe(true);
    expect(state().entry!.suggestion).toBeNull();
    state().select(at(1, 1));
    state().editEntry(easy[at(1, 1)] === 9 ? 8 : 9);
    expect(state().entry!.poorRead).toBe(false);
  });

  it('a photo with no grid says so and keeps what was typed', async () => {
    state().enterPuzzle();
    state().select(at(2, 2));
    state().enter(4);
    reads.next = { ok: false, reason: 'no-grid' };
    state().readPhoto(new Blob(['x']));
    await settle();
    expect(state().entry!.verdict).toEqual({ kind: 'photo-failed', reason: 'no-grid' });
    expect(state().entry!.cells[at(2, 2)]).toBe(4);
  });
});
