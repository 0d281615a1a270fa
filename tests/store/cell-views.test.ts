import { beforeEach, describe, expect, it } from 'vitest';
import { resetGameStore, selectCellViews, useGame } from '../../src/store';
import { EASY, at } from './fixtures';

const state = () => useGame.getState();
const view = (row: number, col: number) => selectCellViews(state())[at(row, col)];

beforeEach(() => {
  resetGameStore();
  expect(state().loadPuzzle(EASY)).toBe(true);
});

describe('cell views', () => {
  it('carry each empty cell’s notes and emphasise the selected digit among them', () => {
    state().select(at(1, 1));
    state().toggleNote(4);
    state().toggleNote(9);
    expect(view(1, 1).notes).toBe((1 << 3) | (1 << 8));
    state().select(at(1, 3)); // the given 8
    expect(view(1, 1).noteMark).toBe(0);
    state().select(at(2, 5)); // the given 9, not a peer
    expect(view(1, 1).noteMark).toBe(9);
    state().updateSettings({ highlightSameDigits: false });
    expect(view(1, 1).noteMark).toBe(0);
  });

  it('highlight cells with the selected digit only while that setting is on', () => {
    state().select(at(1, 3)); // the given 8
    const sameDigitCells = () => selectCellViews(state()).filter((v) => v.sameDigit).length;
    expect(sameDigitCells()).toBeGreaterThan(0);
    state().updateSettings({ highlightSameDigits: false });
    expect(sameDigitCells()).toBe(0);
  });
});
