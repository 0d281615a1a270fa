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
// The photo worker's answer: the read, with the fix it proposes and whether it is poor (correct.ts).
vi.mock('../../src/photo/recognise', async () => {
  const { judgeRead } = await import('../../src/photo/correct');
  const answer = (read: PhotoRead) => (read.ok ? { ...read, ...judgeRead(read) } : read);
  return { recognisePhoto: () => Promise.resolve(answer(reads.next as PhotoRead)) };
});

afterEach(cleanup);

const easy = Array.from(EASY, (c) => (c === '.' ? 0 : Number(c)));

/** A read of EASY with `misread` cells read otherwise (second choice: the right one). */
function readOf(misread: Record<number, number>): Extract<PhotoRead, { ok: true }> {
  const digits = easy.slice();
  const second = easy.map(() => 0);
  const confidence = easy.map(() => 0.99);
  const secondConfidence = easy.map(() => 0.005);
  const uncertain = easy.map(() => false);
  for (const [key, digit] of Object.entries(misread)) {
    const i = Number(key);
    second[i] = digits[i];
    digits[i] = digit;
    confidence[i] = 0.55;
    secondConfidence[i] = 0.4;
    uncertain[i] = true;
  }
  return { ok: true, digits, confidence, second, secondConfidence, uncertain, corners: [] };
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
      expect(status).toHaveTextContent(
        'Likely misread (89% sure): row 1, column 3 is 8 rather than 6.',
      ),
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
    read.secondConfidence[blank] = 0.4;
    read.uncertain[blank] = true;
    await readPhoto(read);
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        `row 1, column ${blank + 1} is empty rather than ${easy[at(1, 3)]}`,
      ),
    );
  });
});

describe('a photo read poorly', () => {
  it('says the photo could not be read reliably and shows what was read, with nothing proposed', async () => {
    const { user } = renderGame(EASY);
    await user.click(screen.getByRole('button', { name: 'Enter a puzzle' }));
    // A confident misreading (no cell unsure: nothing may be proposed) that
    // clashes, and a blank read unsurely: the grid has no solution.
    const blank = easy.findIndex((d, i) => d === 0 && i < 9);
    const read = readOf({});
    read.digits[blank] = easy[at(1, 3)];
    const faint = easy.findIndex((d, i) => d === 0 && i > 40);
    read.confidence[faint] = 0.6;
    read.second[faint] = 1;
    read.secondConfidence[faint] = 0.3;
    read.uncertain[faint] = true;
    await readPhoto(read);
    const status = screen.getByRole('status');
    await waitFor(() =>
      expect(status).toHaveTextContent(
        "This photo couldn't be read reliably: check every cell against the paper.",
      ),
    );
    expect(status).toHaveTextContent(`${easy[at(1, 3)]} repeats in row 1.`);
    expect(status).not.toHaveTextContent(/(Likely|Perhaps) misread/);
    expect(screen.queryByRole('button', { name: 'Apply this correction' })).toBeNull();
    // What was read is on the grid, the unsure blank marked ? like an unsure digit.
    expect(cell(1, blank + 1)).toHaveAccessibleName(
      new RegExp(`^Row 1, column ${blank + 1}, ${easy[at(1, 3)]}$`),
    );
    const row = Math.floor(faint / 9) + 1;
    const col = (faint % 9) + 1;
    expect(cell(row, col)).toHaveAccessibleName(/, uncertain$/);
    expect(cell(row, col)).toHaveClass('cell-uncertain');
    expect(status).toHaveTextContent('Check the cell marked ?');
    expect(screen.getByRole('button', { name: 'Play this puzzle' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    // Changing the grid is the player's check: the warning goes.
    await user.click(cell(1, blank + 1));
    await user.keyboard('{Backspace}');
    await settle();
    await waitFor(() => expect(status).not.toHaveTextContent('read reliably'));
  });
});
