import { beforeEach, describe, expect, it } from 'vitest';
import { formatPuzzle } from '../../src/engine';
import {
  engineIdle,
  resetGameStore,
  selectCellViews,
  selectPosition,
  selectRemaining,
  useGame,
} from '../../src/store';
import { EASY, EASY_SOLUTION, NO_SOLUTION, TWO_SOLUTIONS, at } from './fixtures';
import { openTab } from './tabs';

const state = () => useGame.getState();

/** Type a whole puzzle text into the entry grid, cell by cell, as a player would. */
function typeIn(text: string): void {
  for (let i = 0; i < 81; i++) {
    const ch = text[i];
    if (ch >= '1' && ch <= '9') {
      state().select(i);
      state().enter(Number(ch) as 1);
    }
  }
}

/** A game in progress: EASY with one digit placed, a note, and the clock running. */
function gameInProgress(): void {
  void state().loadPuzzle(EASY);
  state().select(at(1, 1));
  state().enter(9);
  state().select(at(1, 2));
  state().toggleNote(5);
  state().select(at(4, 4));
}

beforeEach(async () => {
  await engineIdle();
  resetGameStore();
  localStorage.removeItem('sudoku.entry');
});

describe('entering a puzzle', () => {
  it('starts on an empty grid over the game, with its clock stopped', () => {
    gameInProgress();
    const before = state();
    expect(before.runningSince).not.toBeNull();
    state().enterPuzzle();
    const s = state();
    expect(s.entry).toMatchObject({ verdict: { kind: 'empty' } });
    expect(s.entry!.cells.every((d) => d === 0)).toBe(true);
    expect(s.runningSince).toBeNull();
    expect(selectCellViews(s).every((v) => v.digit === 0 && !v.given)).toBe(true);
    // The game underneath is untouched.
    expect(s.moves).toBe(before.moves);
    expect(s.givens).toBe(before.givens);
  });

  it('digits and Backspace edit the grid; notes mode and undo do not apply', () => {
    gameInProgress();
    const moves = state().moves;
    state().enterPuzzle();
    state().toggleNotesMode(true);
    state().select(at(2, 3));
    state().enter(4);
    expect(state().entry!.cells[at(2, 3)]).toBe(4);
    state().toggleNote(7);
    state().fillNotes();
    state().undo();
    expect(state().entry!.cells[at(2, 3)]).toBe(4);
    expect(state().moves).toBe(moves);
    state().erase();
    expect(state().entry!.cells[at(2, 3)]).toBe(0);
    expect(state().entry!.verdict).toEqual({ kind: 'empty' });
  });

  it('typing runs through the cells in reading order: 81 characters fill the grid', () => {
    state().enterPuzzle();
    state().select(0);
    for (const ch of EASY) state().typeEntry(ch === '.' ? 0 : Number(ch));
    expect(formatPuzzle(state().entry!.cells)).toBe(EASY);
    expect(state().selected).toBe(80); // the last cell keeps the selection
  });

  it('Backspace clears and steps back; left and right run on through the rows', () => {
    state().enterPuzzle();
    state().select(at(1, 8));
    state().typeEntry(5); // r1c8, on to r1c9
    state().typeEntry(3); // r1c9, on to r2c1 (the end of a row goes to the next)
    expect(state().selected).toBe(at(2, 1));
    state().backspaceEntry(); // r2c1 is empty: back to r1c9, cleared
    expect(state().selected).toBe(at(1, 9));
    expect(state().entry!.cells[at(1, 9)]).toBe(0);
    state().backspaceEntry(); // r1c9 empty again: back to r1c8, cleared
    expect(state().entry!.cells[at(1, 8)]).toBe(0);
    state().typeEntry(7); // r1c8 = 7, on to r1c9
    state().moveSelection('left'); // back on r1c8, which holds 7
    state().backspaceEntry(); // a digit there: cleared, and a step back
    expect(state().entry!.cells[at(1, 8)]).toBe(0);
    expect(state().selected).toBe(at(1, 7));
    state().select(at(1, 9));
    state().moveSelection('right');
    expect(state().selected).toBe(at(2, 1));
    state().moveSelection('left');
    expect(state().selected).toBe(at(1, 9));
    state().select(0);
    state().backspaceEntry(); // nothing before the first cell
    state().moveSelection('left');
    expect(state().selected).toBe(0);
  });

  it('says at once when a digit repeats, and marks the cells', () => {
    state().enterPuzzle();
    state().select(at(3, 2));
    state().enter(6);
    state().select(at(3, 8));
    state().enter(6);
    expect(state().entry!.verdict).toEqual({
      kind: 'repeat',
      digit: 6,
      cells: [at(3, 2), at(3, 8)],
    });
    const conflicts = selectCellViews(state())
      .filter((v) => v.conflict)
      .map((v) => v.cell);
    expect(conflicts).toEqual([at(3, 2), at(3, 8)]);
    expect(selectRemaining(state())[6]).toBe(7);
  });

  it.each([
    ['no solution', NO_SOLUTION, { kind: 'no-solution' }],
    ['more than one solution', TWO_SOLUTIONS, { kind: 'multiple-solutions' }],
  ])('counts the solutions in the worker: %s', async (_, text, verdict) => {
    state().enterPuzzle();
    typeIn(text);
    expect(state().entry!.verdict).toEqual({ kind: 'checking' });
    await engineIdle();
    expect(state().entry!.verdict).toEqual(verdict);
  });

  it('a unique solution comes with its level, and "Play this puzzle" starts it as a normal game', async () => {
    state().enterPuzzle();
    typeIn(EASY);
    await engineIdle();
    expect(state().entry!.verdict).toMatchObject({ kind: 'unique', level: 'easy' });
    state().playEntry();
    const s = state();
    expect(s.entry).toBeNull();
    expect(formatPuzzle(s.givens)).toBe(EASY);
    expect(s.solution.join('')).toBe(EASY_SOLUTION);
    expect(s.level).toBe('easy');
    expect(s.moves).toEqual([]);
    expect(s.runningSince).not.toBeNull();
  });

  it('only the latest grid is checked when typing outruns the worker', async () => {
    state().enterPuzzle();
    typeIn(EASY);
    state().select(at(1, 3));
    state().enter(1); // EASY's row 1, column 3 is 8: now a repeat or no solution, never "unique"
    await engineIdle();
    expect(state().entry!.verdict.kind).not.toBe('unique');
    expect(state().entry!.verdict.kind).not.toBe('checking');
  });

  it('"Play this puzzle" is refused until the solution is unique', async () => {
    const before = state().gameId;
    state().enterPuzzle();
    typeIn(TWO_SOLUTIONS);
    await engineIdle();
    state().playEntry();
    expect(state().entry).not.toBeNull();
    expect(state().gameId).toBe(before);
  });

  it('asks before replacing a game in progress', async () => {
    gameInProgress();
    const gameId = state().gameId;
    state().enterPuzzle();
    typeIn(EASY);
    await engineIdle();
    state().playEntry();
    expect(state().dialog).toBe('confirm-entry');
    expect(state().gameId).toBe(gameId);
    state().confirmPlayEntry();
    expect(state().gameId).not.toBe(gameId);
    expect(state().dialog).toBeNull();
    expect(state().entry).toBeNull();
  });

  it('Cancel returns to the game exactly as it was, its clock running again', () => {
    gameInProgress();
    const before = state();
    const position = selectPosition(before);
    state().enterPuzzle();
    typeIn(EASY);
    state().cancelEntry();
    const s = state();
    expect(s.entry).toBeNull();
    expect(selectPosition(s)).toEqual(position);
    expect(s.moves).toBe(before.moves);
    expect(s.selected).toBe(before.selected);
    expect(s.notesMode).toBe(before.notesMode);
    expect(s.runningSince).not.toBeNull();
    expect(s.elapsedMs).toBeGreaterThanOrEqual(before.elapsedMs);
  });

  it('a paused game stays paused after Cancel', () => {
    gameInProgress();
    state().pause();
    state().enterPuzzle();
    expect(state().paused).toBe(false); // the grid being entered is shown
    state().pause(); // a hidden tab does not pause the entry
    expect(state().paused).toBe(false);
    state().cancelEntry();
    expect(state().paused).toBe(true);
    expect(state().runningSince).toBeNull();
  });
});

describe('pasting a puzzle', () => {
  it('opens a pasted puzzle in entry mode, to be checked', async () => {
    gameInProgress();
    const moves = state().moves;
    state().pastePuzzle(`https://example.org/?puzzle=${EASY}`);
    expect(formatPuzzle(state().entry!.cells)).toBe(EASY);
    expect(state().moves).toBe(moves);
    await engineIdle();
    expect(state().entry!.verdict).toMatchObject({ kind: 'unique', level: 'easy' });
  });

  it('rejects anything else with the reason, leaving the game untouched', () => {
    gameInProgress();
    const before = state();
    state().pastePuzzle('shopping list: eggs, milk');
    expect(state().loadError).toEqual({ code: 'invalid-character', char: 's', line: 1, column: 1 });
    expect(state().loadErrorSource).toBe('paste');
    expect(state().entry).toBeNull();
    expect(state().moves).toBe(before.moves);
    expect(state().givens).toBe(before.givens);
  });

  it('a bad paste during entry keeps what was typed', () => {
    state().enterPuzzle();
    state().select(at(5, 5));
    state().enter(7);
    state().pastePuzzle('12345');
    expect(state().loadError).toEqual({ code: 'wrong-cell-count', count: 5 });
    expect(state().entry!.cells[at(5, 5)]).toBe(7);
  });
});

describe('a puzzle being entered survives a reload', () => {
  it('is saved as it changes and comes back with the way back to the game', async () => {
    localStorage.clear();
    const first = await openTab();
    await first.state().loadPuzzle(EASY);
    first.state().select(at(1, 1));
    first.state().enter(9);
    const selected = first.state().selected;
    first.state().enterPuzzle();
    await first.engineIdle();
    first.state().select(at(2, 2));
    first.state().enter(3);
    first.state().select(at(2, 3));
    first.state().enter(3); // a repeat: said at once, without the solver
    first.records.flush();
    const tab = await openTab();
    expect(tab.state().entry!.cells[at(2, 2)]).toBe(3);
    expect(tab.state().entry!.verdict).toMatchObject({ kind: 'repeat', digit: 3 });
    expect(tab.state().runningSince).toBeNull();
    tab.state().cancelEntry();
    expect(tab.state().selected).toBe(selected);
    expect(tab.state().runningSince).not.toBeNull();
    expect(tab.state().moves).toHaveLength(1);
    tab.records.flush();
    expect((await openTab()).state().entry).toBeNull();
  });

  it('a grid read back is counted again by the solver', async () => {
    localStorage.clear();
    const first = await openTab();
    first.state().enterPuzzle();
    await first.engineIdle();
    for (let i = 0; i < 81; i++) {
      if (EASY[i] === '.') continue;
      first.state().select(i);
      first.state().enter(Number(EASY[i]) as 1);
    }
    first.records.flush();
    const tab = await openTab();
    await tab.engineIdle();
    expect(tab.state().entry!.verdict).toMatchObject({ kind: 'unique', level: 'easy' });
  });

  it('playing the entered puzzle forgets it', async () => {
    localStorage.clear();
    const first = await openTab();
    first.state().enterPuzzle();
    await first.engineIdle();
    for (let i = 0; i < 81; i++) {
      if (EASY[i] === '.') continue;
      first.state().select(i);
      first.state().enter(Number(EASY[i]) as 1);
    }
    await first.engineIdle();
    first.state().playEntry();
    first.records.flush();
    const tab = await openTab();
    expect(tab.state().entry).toBeNull();
    expect(tab.state().givens.join('')).toBe(EASY.replace(/\./g, '0'));
  });

  it('an entry saved by version 2 (a line of text) is read back', async () => {
    localStorage.clear();
    const cells = EASY.replace(/\./g, '0');
    localStorage.setItem('sudoku.entry', `${cells}|${'0'.repeat(81)}|4,0,1,0`);
    const tab = await openTab();
    expect(tab.state().entry!.cells.join('')).toBe(cells);
    expect(tab.state().entry!.resume).toEqual({
      selected: 4,
      notesMode: false,
      running: true,
      paused: false,
    });
    expect(tab.state().notice).toBeNull();
  });

  it('unreadable stored entry: dropped with a notice, the game untouched', async () => {
    localStorage.clear();
    const first = await openTab();
    await first.state().loadPuzzle(EASY);
    first.state().select(at(1, 1));
    first.state().enter(9);
    first.records.flush();
    localStorage.setItem('sudoku.entry', '12345|garbage');
    const tab = await openTab();
    expect(tab.state().entry).toBeNull();
    expect(tab.state().notice).toEqual({ kind: 'dropped', parts: ['entry'] });
    expect(tab.state().moves).toHaveLength(1);
    tab.saveNow(); // as the page does once it has started
    expect(localStorage.getItem('sudoku.entry')).not.toContain('garbage');
  });
});
