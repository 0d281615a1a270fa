import { beforeEach, describe, expect, it } from 'vitest';
import {
  engineIdle,
  resetGameStore,
  selectCellViews,
  selectDigitFirst,
  selectHeldDigit,
  selectPosition,
  useGame,
} from '../../src/store';
import { EASY, at, digitsOf } from './fixtures';

/*
 * Digit first (Settings, "Input"): a digit held on the pad goes to every
 * cell tapped. In EASY, row 1 is ". . 8 . 7 . 1 . ." and its solution
 * 9 5 8 2 7 4 1 6 3; row 3, column 5 must be 5 too.
 */

const state = () => useGame.getState();
const digitAt = (row: number, col: number) => selectPosition(state()).digits[at(row, col)];
const notesAt = (row: number, col: number) => selectPosition(state()).notes[at(row, col)];
const bit = (digit: number) => 1 << (digit - 1);

/** EASY on the board, played digit first. */
async function digitFirst(): Promise<void> {
  void state().loadPuzzle(EASY);
  await engineIdle(); // graded
  state().updateSettings({ inputMode: 'digit-first' });
}

beforeEach(async () => {
  await engineIdle();
  resetGameStore();
});

describe('holding a digit', () => {
  it('a pad key holds its digit; pressed again, or Escape (releaseDigit), releases it', async () => {
    await digitFirst();
    expect(selectDigitFirst(state())).toBe(true);
    expect(state().heldDigit).toBeNull();
    state().pressDigit(5);
    expect(state().heldDigit).toBe(5);
    expect(selectHeldDigit(state())).toBe(5);
    state().pressDigit(3); // another key holds its digit instead
    expect(state().heldDigit).toBe(3);
    state().pressDigit(3);
    expect(state().heldDigit).toBeNull();
    state().pressDigit(7);
    state().releaseDigit();
    expect(state().heldDigit).toBeNull();
    expect(state().moves).toEqual([]); // holding is no move
  });

  it('cells holding the held digit are highlighted, whatever the selected cell holds', async () => {
    await digitFirst();
    state().select(at(1, 1)); // empty
    state().pressDigit(8);
    const same = selectCellViews(state())
      .filter((v) => v.sameDigit)
      .map((v) => v.cell);
    const eights = digitsOf(EASY).flatMap((d, i) => (d === 8 ? [i] : []));
    expect(same).toEqual(eights);
  });

  it('a new game starts with nothing held', async () => {
    await digitFirst();
    state().pressDigit(4);
    void state().loadPuzzle(EASY);
    expect(state().heldDigit).toBeNull();
  });
});

describe('tapping cells', () => {
  it('every empty cell tapped gets the held digit, as a move of its own (undoable)', async () => {
    await digitFirst();
    state().pressDigit(5);
    state().tapCell(at(1, 2));
    expect(state().selected).toBe(at(1, 2));
    state().tapCell(at(3, 5));
    expect(state().selected).toBe(at(3, 5));
    expect(digitAt(1, 2)).toBe(5);
    expect(digitAt(3, 5)).toBe(5);
    expect(state().heldDigit).toBe(5); // still held
    expect(state().moves).toEqual([
      { kind: 'place', cell: at(1, 2), digit: 5, cleanup: true },
      { kind: 'place', cell: at(3, 5), digit: 5, cleanup: true },
    ]);
    state().undo();
    expect(digitAt(3, 5)).toBe(0);
    expect(digitAt(1, 2)).toBe(5);
  });

  it('with nothing held a tap only selects', async () => {
    await digitFirst();
    state().tapCell(at(1, 2));
    expect(state().selected).toBe(at(1, 2));
    expect(state().moves).toEqual([]);
    expect(state().heldDigit).toBeNull();
  });

  it('in notes mode a tap toggles the held digit’s note; a filled cell keeps its digit', async () => {
    await digitFirst();
    state().toggleNotesMode(true);
    state().pressDigit(4);
    state().tapCell(at(1, 2));
    state().tapCell(at(1, 6));
    expect(notesAt(1, 2)).toBe(bit(4));
    expect(notesAt(1, 6)).toBe(bit(4));
    expect(digitAt(1, 2)).toBe(0);
    state().tapCell(at(1, 2)); // again: the note goes
    expect(notesAt(1, 2)).toBe(0);
    state().pressDigit(8);
    state().tapCell(at(1, 3)); // the given 8: nothing changes
    expect(digitAt(1, 3)).toBe(8);
    expect(state().moves).toHaveLength(3);
  });

  it('tapping the held digit, placed by the player, takes it out again (undoable)', async () => {
    await digitFirst();
    state().pressDigit(5);
    state().tapCell(at(1, 2));
    state().tapCell(at(1, 2));
    expect(digitAt(1, 2)).toBe(0);
    expect(state().heldDigit).toBe(5);
    expect(state().moves.at(-1)).toEqual({ kind: 'erase', cell: at(1, 2) });
    state().undo();
    expect(digitAt(1, 2)).toBe(5);
  });

  it('tapping a given holds its digit and leaves the given as it is', async () => {
    await digitFirst();
    state().tapCell(at(1, 3)); // the given 8, nothing held
    expect(state().heldDigit).toBe(8);
    expect(state().selected).toBe(at(1, 3));
    state().pressDigit(2);
    state().tapCell(at(1, 5)); // the given 7
    expect(state().heldDigit).toBe(7);
    state().tapCell(at(1, 5)); // the held digit's own given: still held, nothing changes
    expect(state().heldDigit).toBe(7);
    expect(digitAt(1, 5)).toBe(7);
    expect(state().moves).toEqual([]);
  });

  it('tapping a placed digit of another value holds that value, leaving the digit', async () => {
    await digitFirst();
    state().pressDigit(5);
    state().tapCell(at(1, 2));
    state().pressDigit(3);
    state().tapCell(at(1, 2));
    expect(state().heldDigit).toBe(5);
    expect(digitAt(1, 2)).toBe(5);
    expect(state().moves).toHaveLength(1);
  });

  it('a wrong digit counts as a mistake at once in "Show immediately"', async () => {
    await digitFirst();
    state().updateSettings({ mistakesMode: 'immediate' });
    state().pressDigit(3);
    state().tapCell(at(1, 1)); // 9 belongs here
    expect(state().mistakes).toBe(1);
    expect(state().flagged[at(1, 1)]).toBe(3);
    expect(state().announcement).toEqual({ kind: 'mistake', cell: at(1, 1) });
    state().pressDigit(5);
    state().tapCell(at(1, 2)); // right
    expect(state().mistakes).toBe(1);
  });

  it('placing cleans the digit from the notes of its row, column and box as the setting says', async () => {
    await digitFirst();
    state().toggleNotesMode(true);
    state().pressDigit(9);
    state().tapCell(at(1, 2));
    state().tapCell(at(1, 4));
    state().toggleNotesMode(false);
    state().tapCell(at(1, 1));
    expect(digitAt(1, 1)).toBe(9);
    expect(notesAt(1, 2)).toBe(0); // cleaned

    state().updateSettings({ autoCleanupNotes: false });
    state().undo();
    state().tapCell(at(1, 1));
    expect(digitAt(1, 1)).toBe(9);
    expect(notesAt(1, 4)).toBe(bit(9)); // kept
  });
});

describe('cell first, as before', () => {
  it('the pad enters into the selected cell, a tap only selects, and nothing is ever held', async () => {
    void state().loadPuzzle(EASY);
    await engineIdle();
    expect(state().settings.inputMode).toBe('cell-first');
    expect(selectDigitFirst(state())).toBe(false);
    state().select(at(1, 2));
    state().pressDigit(5); // as enter(5)
    expect(digitAt(1, 2)).toBe(5);
    expect(state().heldDigit).toBeNull();
    state().tapCell(at(1, 1));
    expect(state().selected).toBe(at(1, 1));
    expect(digitAt(1, 1)).toBe(0);
    expect(state().heldDigit).toBeNull();
  });

  it('a digit held before switching back to cell first is neither shown nor used', async () => {
    await digitFirst();
    state().pressDigit(8);
    state().updateSettings({ inputMode: 'cell-first' });
    expect(selectHeldDigit(state())).toBe(0);
    state().select(at(1, 1));
    expect(selectCellViews(state()).some((v) => v.sameDigit)).toBe(false); // the selected cell is empty
  });

  it('a puzzle being entered is typed cell first', async () => {
    await digitFirst();
    state().pressDigit(8);
    state().enterPuzzle();
    expect(selectDigitFirst(state())).toBe(false);
    expect(selectHeldDigit(state())).toBe(0);
    state().select(0);
    state().pressDigit(4);
    expect(state().entry?.cells[0]).toBe(4);
  });
});
