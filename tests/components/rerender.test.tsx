import { describe, expect, it, vi } from 'vitest';
import { selectCellViews, useGame } from '../../src/store';
import type { CellView } from '../../src/store';
import { EASY } from '../store/fixtures';
import { cell, renderGame } from './render';

/*
 * Only the cells that change re-render: each cell renders its accessible
 * name once per render (cellLabel), so counting the calls counts the cells
 * React drew again.
 */

const labels = vi.hoisted(() => ({ calls: 0 }));

vi.mock('../../src/i18n/describe', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/i18n/describe')>();
  return {
    ...original,
    cellLabel: (...args: Parameters<typeof original.cellLabel>) => {
      labels.calls++;
      return original.cellLabel(...args);
    },
  };
});

/** How many cells look different between two sets of views. */
function changed(a: readonly CellView[], b: readonly CellView[]): number {
  return a.filter((view, i) => JSON.stringify(view) !== JSON.stringify(b[i])).length;
}

describe('rendering', () => {
  it('a digit, a note or a move of the selection redraws only the cells whose look changed', async () => {
    const { user } = renderGame(EASY);
    await user.click(cell(1, 1));
    for (const key of [
      '9',
      '{ArrowRight}',
      '{Shift>}4{/Shift}',
      '{ArrowDown}',
      '{ArrowUp}',
      '{Backspace}',
    ]) {
      const before = selectCellViews(useGame.getState());
      labels.calls = 0;
      await user.keyboard(key);
      const after = selectCellViews(useGame.getState());
      const expected = changed(before, after);
      expect(expected).toBeGreaterThan(0);
      expect(expected).toBeLessThan(81);
      expect(labels.calls, key).toBe(expected);
    }
  });
});
