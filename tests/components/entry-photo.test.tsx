import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useGame } from '../../src/store';
import type { PhotoRead } from '../../src/photo/recognise';
import { EASY, at } from '../store/fixtures';
import { cell, renderGame, settle } from './render';

/*
 * What a player sees after "From photo" when the grid read needs a
 * correction: the status names it, the button applies it. The recogniser's
 * answer is given (the real one runs in a browser worker: e2e).
 */

const reads = vi.hoisted(() => ({ next: null as unknown }));
// The photo worker's answer: the read, with the fix it proposes (correct.ts) when one is needed.
vi.mock('../../src/photo/recognise', async () => {
  const { proposeCorrection } = await import('../../src/photo/correct');
  const answer = (read: PhotoRead) =>
    read.ok ? { ...read, correction: proposeCorrection(read)?.cells ?? null } : read;
  return { recognisePhoto: () => Promise.resolve(answer(reads.next as PhotoRead)) };
});

afterEach(cleanup);

const easy = Array.from(EASY, (c) => (c === '.' ? 0 : Number(c)));

/** A read of EASY with `misread` cells read otherwise (second choice: the right one). */
function readOf(misread: Record<number, number>): Extract<PhotoRead, { ok: true }> {
  const digits = easy.slice();
  const second = easy.map(() => 0);
  const confidence = easy.map(() => 0.99);
  const uncertain = easy.map(() => false);
  for (const [key, digit] of Object.entries(misread)) {
    const i = Number(key);
    second[i] = digits[i];
    digits[i] = digit;
    confidence[i] = 0.55;
    uncertain[i] = true;
  }
  return { ok: true, digits, confidence, second, uncertain, corners: [] };
}

async function readPhoto(read: PhotoRead): Promise<void> {
  reads.next = read;
  act(() => useGame.getState().readPhoto(new Blob(['x'])));
  await waitFor(() => expect(useGame.getState().entry?.verdict.kind).not.toBe('reading'), {
    timeout: 10_000,
  });
  await settle();
}

describe('a photo read with a likely misreading', () => {
  it('names the correction in the status and applies it only from its button', async () => {
    const { user } = renderGame(EASY);
    await user.click(screen.getByRole('button', { name: 'Enter a puzzle' }));
    // Row 1, column 3 holds 8: read as 6.
    await readPhoto(readOf({ [at(1, 3)]: 6 }));
    const status = await screen.findByRole('status', {}, { timeout: 10_000 });
    await waitFor(() =>
      expect(status).toHaveTextContent('Likely misread: row 1, column 3 is 8 rather than 6.'),
    );
    // The correction names the cell, so the "check the cells marked ?" sentence gives way to it.
    expect(status).not.toHaveTextContent('marked ?');
    expect(cell(1, 3)).toHaveAccessibleName('Row 1, column 3, 6, uncertain');
    const apply = screen.getByRole('button', { name: 'Apply this correction' });
    expect(apply).toHaveTextContent('Apply');
    await user.click(apply);
    await settle();
    expect(cell(1, 3)).toHaveAccessibleName(/^Row 1, column 3, 8/);
    await waitFor(() => expect(status).toHaveTextContent('Unique solution'));
    expect(screen.queryByRole('button', { name: 'Apply this correction' })).toBeNull();
  });

  it('says "empty" for a speck read as a digit, not 0', async () => {
    const { user } = renderGame(EASY);
    await user.click(screen.getByRole('button', { name: 'Enter a puzzle' }));
    // An empty cell of row 1 read as the digit its row already has at column 3.
    const blank = easy.findIndex((d, i) => d === 0 && i < 9);
    const read = readOf({});
    read.digits[blank] = easy[at(1, 3)];
    read.confidence[blank] = 0.55;
    read.uncertain[blank] = true;
    await readPhoto(read);
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        `row 1, column ${blank + 1} is empty rather than ${easy[at(1, 3)]}`,
      ),
    );
  });
});
