import { beforeEach, describe, expect, it } from 'vitest';
import {
  EDGE,
  engineIdle,
  resetGameStore,
  selectCellViews,
  selectHintMarks,
  useGame,
} from '../../src/store';
import { EASY, HIDDEN, NAKED_PAIR, at } from './fixtures';

const state = () => useGame.getState();
const view = (row: number, col: number) => selectCellViews(state())[at(row, col)];

beforeEach(async () => {
  resetGameStore();
  expect(await state().loadPuzzle(EASY)).toBe(true);
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

describe('hint marks', () => {
  const roles = () => {
    const out: Record<string, number[]> = {};
    selectCellViews(state()).forEach((v, i) => {
      if (v.hint) (out[v.hint] ??= []).push(i);
    });
    return out;
  };

  it('first press: the unit to look at, outlined; second: the cells that prove it and the target', async () => {
    expect(await state().loadPuzzle(HIDDEN)).toBe(true);
    expect(selectHintMarks(state())).toBeNull();
    state().hint();
    await engineIdle();
    // Box 6: rows 4-6, columns 7-9.
    const box6 = [33, 34, 35, 42, 43, 44, 51, 52, 53];
    expect(roles()).toEqual({ area: box6 });
    expect(view(4, 7).hintEdges).toBe(EDGE.top | EDGE.left);
    expect(view(5, 8).hintEdges).toBe(0);
    expect(view(6, 9).hintEdges).toBe(EDGE.bottom | EDGE.right);
    expect(view(6, 9).hintPlaced).toBe(0);

    state().hint();
    expect(roles()).toEqual({
      area: box6.filter((c) => c !== at(6, 9)),
      pattern: [at(1, 7), at(5, 1)], // the 3s that rule out the rest of the box
      target: [at(6, 9)],
    });
    expect(view(6, 9).hintPlaced).toBe(3);

    state().hint(); // applied: the marks go
    expect(selectHintMarks(state())).toBeNull();
    expect(view(6, 9)).toMatchObject({ digit: 3, hinted: true, hint: null });
  });

  it('an elimination shows the candidates it removes on its targets', async () => {
    expect(await state().loadPuzzle(NAKED_PAIR)).toBe(true);
    state().hint();
    await engineIdle();
    state().hint();
    const bit = (d: number) => 1 << (d - 1);
    expect(view(1, 3).hint).toBe('pattern');
    expect(view(3, 1).hint).toBe('pattern');
    expect(view(1, 2)).toMatchObject({ hint: 'target', hintRemoved: bit(5), notes: 0 });
    expect(view(3, 3)).toMatchObject({ hint: 'target', hintRemoved: bit(4) | bit(5) });
  });

  it('a hint about notes marks that cell until the board changes', () => {
    state().select(at(1, 1)); // solution 9
    state().toggleNote(4);
    state().hint();
    expect(roles()).toEqual({ notes: [at(1, 1)] });
    state().toggleNote(9);
    expect(selectHintMarks(state())).toBeNull();
  });

  it('dismissing a hint clears its marks and message', async () => {
    expect(await state().loadPuzzle(HIDDEN)).toBe(true);
    state().hint();
    await engineIdle();
    state().dismissHint();
    expect(selectHintMarks(state())).toBeNull();
    expect(state().announcement).toBeNull();
    state().hint();
    await engineIdle();
    expect(state().announcement).toMatchObject({ kind: 'hint-step', stage: 1 });
  });
});
