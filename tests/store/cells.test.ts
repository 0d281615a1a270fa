import { beforeEach, describe, expect, it } from 'vitest';
import {
  engineIdle,
  resetGameStore,
  selectCellViews,
  selectPosition,
  useGame,
} from '../../src/store';
import { EASY, EASY_SOLUTION, at, digitsOf } from './fixtures';

/*
 * Several cells at once, corner marks and colours (issue 20 items 2-4). In
 * EASY, row 1 is ". . 8 . 7 . 1 . ." (solution 9 5 8 2 7 4 1 6 3).
 */

const state = () => useGame.getState();
const position = () => selectPosition(state());
const bit = (digit: number) => 1 << (digit - 1);
const solution = digitsOf(EASY_SOLUTION);
const r1 = [at(1, 1), at(1, 2), at(1, 3), at(1, 4)]; // empty, empty, the given 8, empty

async function easy(): Promise<void> {
  void state().loadPuzzle(EASY);
  await engineIdle(); // graded, and every action group loaded
}

/** Select `cells` as a drag would: the first alone, then each added. */
function pick(cells: readonly number[]): void {
  state().select(cells[0]);
  for (const cell of cells.slice(1)) state().extendSelection(cell, 'add');
}

beforeEach(async () => {
  await engineIdle();
  resetGameStore();
});

describe('selecting several cells', () => {
  it('adds cells (the last added is the selected one), and Ctrl/Cmd+click takes one out again', async () => {
    await easy();
    pick(r1);
    expect(state().selection).toEqual(r1);
    expect(state().selected).toBe(r1[3]);
    const views = selectCellViews(state());
    expect(r1.every((c) => views[c].picked)).toBe(true);
    expect(views[at(1, 5)].picked).toBe(false);
    state().extendSelection(r1[3], 'toggle'); // the selected one out: the one added before it is selected
    expect(state().selection).toEqual(r1.slice(0, 3));
    expect(state().selected).toBe(r1[2]);
    state().extendSelection(r1[1], 'toggle');
    state().extendSelection(r1[2], 'toggle'); // one cell left: a plain selection again
    expect(state().selection).toBeNull();
    expect(state().selected).toBe(r1[0]);
    state().extendSelection(r1[0], 'toggle'); // the last cell stays selected
    expect(state().selected).toBe(r1[0]);
  });

  it('a plain click or arrow selects one cell again; Shift+arrow adds the next cell', async () => {
    await easy();
    state().select(at(2, 2));
    state().extendSelectionBy('right');
    state().extendSelectionBy('down');
    expect(state().selection).toEqual([at(2, 2), at(2, 3), at(3, 3)]);
    expect(state().selected).toBe(at(3, 3));
    state().moveSelection('left');
    expect(state().selection).toBeNull();
    expect(state().selected).toBe(at(3, 2));
    pick(r1);
    state().select(at(5, 5));
    expect(state().selection).toBeNull();
  });

  it('a digit fills every empty selected cell (givens and filled cells keep theirs) as one undo step', async () => {
    await easy();
    state().select(at(1, 6));
    state().enter(4);
    pick([...r1, at(1, 6)]);
    state().enter(5);
    const d = position().digits;
    expect([d[r1[0]], d[r1[1]], d[r1[2]], d[r1[3]], d[at(1, 6)]]).toEqual([5, 5, 8, 5, 4]);
    state().undo();
    const back = position().digits;
    expect([back[r1[0]], back[r1[1]], back[r1[3]], back[at(1, 6)]]).toEqual([0, 0, 0, 4]);
  });

  it('with mistakes shown at once, each wrong digit of the selection is flagged and counted', async () => {
    await easy();
    state().updateSettings({ mistakesMode: 'immediate' });
    pick([r1[0], r1[1]]); // 9 and 5 in the solution
    state().enter(5);
    expect(state().mistakes).toBe(1);
    expect(state().flagged[r1[0]]).toBe(5);
    expect(state().flagged[r1[1]]).toBe(0);
    expect(solution[r1[1]]).toBe(5);
  });

  it('in notes mode a note goes into every empty selected cell, and comes out of all when all have it', async () => {
    await easy();
    state().select(r1[0]);
    state().toggleNotesMode(true);
    state().enter(3); // r1c1 has 3 already
    pick(r1);
    state().enter(3);
    const n = position().notes;
    expect([n[r1[0]], n[r1[1]], n[r1[2]], n[r1[3]]]).toEqual([bit(3), bit(3), 0, bit(3)]);
    state().enter(3); // all have it: out of all
    expect(r1.map((c) => position().notes[c])).toEqual([0, 0, 0, 0]);
    state().undo();
    state().undo();
    expect(r1.map((c) => position().notes[c])).toEqual([bit(3), 0, 0, 0]);
  });

  it('Backspace clears every selected cell in one step; a given stays', async () => {
    await easy();
    state().select(r1[0]);
    state().enter(9);
    state().select(r1[1]);
    state().toggleNote(2);
    pick(r1);
    state().erase();
    expect(r1.map((c) => position().digits[c])).toEqual([0, 0, 8, 0]);
    expect(position().notes[r1[1]]).toBe(0);
    state().undo();
    expect(position().digits[r1[0]]).toBe(9);
    expect(position().notes[r1[1]]).toBe(bit(2));
  });
});

describe('corner marks', () => {
  it('Corner mode writes corner marks apart from notes, on one cell or several, undone as one step each', async () => {
    await easy();
    state().select(r1[0]);
    state().toggleNotesMode(true);
    state().enter(9);
    state().toggleMarkMode('corner');
    expect(state().notesMode).toBe(false);
    expect(state().markMode).toBe('corner');
    state().enter(1); // one cell
    expect(position().corners[r1[0]]).toBe(bit(1));
    expect(position().notes[r1[0]]).toBe(bit(9));
    pick(r1);
    state().enter(2);
    expect(r1.map((c) => position().corners[c])).toEqual([bit(1) | bit(2), bit(2), 0, bit(2)]);
    const views = selectCellViews(state());
    expect(views[r1[0]].corners).toBe(bit(1) | bit(2));
    state().undo();
    expect(position().corners[r1[1]]).toBe(0);
    // Notes mode back on turns Corner off.
    state().toggleNotesMode(true);
    expect(state().markMode).toBeNull();
  });

  it('a placed digit clears its cell corner marks, and its peers too when notes are cleaned up', async () => {
    await easy();
    state().updateSettings({ autoCleanupNotes: true });
    state().toggleMarkMode('corner');
    pick([r1[1], r1[3], at(9, 8)]);
    state().enter(9);
    state().toggleMarkMode('corner'); // off: digits again
    state().select(r1[0]);
    state().enter(9);
    expect(position().corners[r1[1]]).toBe(0); // same row: cleaned up
    expect(position().corners[at(9, 8)]).toBe(bit(9)); // no peer: kept
  });
});

describe('colours', () => {
  it('Colours mode paints the selected cells, givens too; the same colour again clears it; Backspace clears', async () => {
    await easy();
    state().toggleMarkMode('colour');
    pick(r1);
    state().enter(4);
    expect(r1.map((c) => position().colours[c])).toEqual([4, 4, 4, 4]);
    expect(selectCellViews(state())[r1[2]].colour).toBe(4);
    state().select(r1[0]);
    state().enter(4); // that cell only: cleared
    expect(position().colours[r1[0]]).toBe(0);
    pick(r1);
    state().enter(7); // a colour over another
    expect(r1.map((c) => position().colours[c])).toEqual([7, 7, 7, 7]);
    state().erase();
    expect(r1.map((c) => position().colours[c])).toEqual([0, 0, 0, 0]);
    state().undo();
    expect(position().colours[r1[2]]).toBe(7);
    // A digit keeps the cell's colour.
    state().toggleMarkMode('colour');
    state().select(r1[0]);
    state().enter(9);
    expect(position().colours[r1[0]]).toBe(7);
  });

  it('digit first holds no digit in Corner or Colours mode: the pad writes on the selected cells', async () => {
    await easy();
    state().updateSettings({ inputMode: 'digit-first' });
    state().toggleMarkMode('colour');
    state().select(r1[0]);
    state().pressDigit(2);
    expect(state().heldDigit).toBeNull();
    expect(position().colours[r1[0]]).toBe(2);
  });

  it('restart clears corner marks and colours with everything else, and undo brings them back', async () => {
    await easy();
    state().toggleMarkMode('colour');
    pick(r1);
    state().enter(1);
    state().restartPuzzle();
    expect(position().colours[r1[0]]).toBe(0);
    state().undo();
    expect(position().colours[r1[0]]).toBe(1);
  });
});
