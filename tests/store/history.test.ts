import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Digit } from '../../src/engine';
import {
  engineIdle,
  resetGameStore,
  selectHistory,
  selectCanRedo,
  selectCanUndo,
  selectElapsedMs,
  selectPosition,
  useGame,
} from '../../src/store';
import { EASY, EASY_SOLUTION, ONE_LEFT, at, digitsOf } from './fixtures';

const state = () => useGame.getState();
const position = () => selectPosition(state());
const bit = (d: number) => 1 << (d - 1);
const SOLUTION = digitsOf(EASY_SOLUTION);

function load(text: string): void {
  // The puzzle checks are loaded (tests/setup.ts), so the game changes at once.
  void state().loadPuzzle(text);
  expect(state().loadError).toBeNull();
}

function enterAt(row: number, col: number, digit: number): void {
  state().select(at(row, col));
  state().enter(digit as Digit);
}

/** A digit that is wrong for the cell (the solution digit + 1, wrapped). */
function wrongFor(row: number, col: number): Digit {
  return ((SOLUTION[at(row, col)] % 9) + 1) as Digit;
}

beforeEach(() => {
  resetGameStore();
  load(EASY);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('notes', () => {
  it('in notes mode a digit toggles a note; the mode itself is not undone', () => {
    state().toggleNotesMode();
    expect(state().notesMode).toBe(true);
    enterAt(1, 1, 4);
    enterAt(1, 1, 9);
    expect(position().notes[at(1, 1)]).toBe(bit(4) | bit(9));
    expect(position().digits[at(1, 1)]).toBe(0);
    enterAt(1, 1, 4);
    expect(position().notes[at(1, 1)]).toBe(bit(9));
    state().undo();
    expect(position().notes[at(1, 1)]).toBe(bit(4) | bit(9));
    expect(state().notesMode).toBe(true);
  });

  it('toggleNote works without notes mode', () => {
    state().select(at(1, 1));
    state().toggleNote(3);
    expect(position().notes[at(1, 1)]).toBe(bit(3));
    expect(state().notesMode).toBe(false);
  });

  it('fill notes gives candidates, and a placement cleans its peers in the same undo step', () => {
    state().fillNotes();
    const r1c2 = at(1, 2);
    expect(position().notes[r1c2] & bit(SOLUTION[r1c2])).not.toBe(0);
    enterAt(1, 1, 9); // solution digit
    // 9 is gone from every peer's notes
    for (const cell of [at(1, 2), at(2, 3), at(5, 1)])
      expect(position().notes[cell] & bit(9)).toBe(0);
    state().undo();
    expect(position().digits[at(1, 1)]).toBe(0);
    expect(position().notes[at(1, 2)]).not.toBe(0);
    // and the cleanup came back with the undo
    const withNine = [at(1, 2), at(2, 3)].some((c) => (position().notes[c] & bit(9)) !== 0);
    expect(withNine).toBe(true);
  });

  it('cleanup can be turned off in settings', () => {
    state().updateSettings({ autoCleanupNotes: false });
    state().select(at(1, 2));
    state().toggleNote(9);
    enterAt(1, 1, 9);
    expect(position().notes[at(1, 2)] & bit(9)).toBe(bit(9));
  });

  it("fill notes keeps the player's own eliminations", () => {
    state().fillNotes();
    state().select(at(1, 1)); // candidates include 9 and others
    const before = position().notes[at(1, 1)];
    const other = [1, 2, 3, 4, 5, 6, 7, 8].find((d) => (before & bit(d)) !== 0)!;
    state().toggleNote(other as Digit); // the player rules it out
    state().fillNotes();
    expect(position().notes[at(1, 1)]).toBe(before & ~bit(other));
  });

  it('fill notes is undoable as one step', () => {
    state().fillNotes();
    expect(position().notes.some((m) => m !== 0)).toBe(true);
    state().undo();
    expect(position().notes.every((m) => m === 0)).toBe(true);
  });
});

describe('undo and redo', () => {
  it('undoes and redoes digits in order; selection is not part of history', () => {
    enterAt(1, 1, 9);
    enterAt(1, 2, 5);
    state().select(at(9, 9));
    expect(selectCanUndo(state())).toBe(true);
    state().undo();
    expect(position().digits[at(1, 2)]).toBe(0);
    expect(state().selected).toBe(at(9, 9));
    state().undo();
    expect(position().digits[at(1, 1)]).toBe(0);
    expect(selectCanUndo(state())).toBe(false);
    state().undo(); // nothing left: no change
    expect(state().historyIndex).toBe(0);
    state().redo();
    state().redo();
    expect(position().digits[at(1, 1)]).toBe(9);
    expect(position().digits[at(1, 2)]).toBe(5);
    expect(selectCanRedo(state())).toBe(false);
  });

  it('a new move after undo drops the redo tail', () => {
    enterAt(1, 1, 9);
    enterAt(1, 2, 5);
    state().undo();
    enterAt(1, 4, 2);
    expect(selectCanRedo(state())).toBe(false);
    expect(selectHistory(state())).toHaveLength(3);
    expect(position().digits[at(1, 2)]).toBe(0);
  });

  it('undoes a hint fill', async () => {
    state().select(at(1, 1));
    state().hint();
    await engineIdle();
    state().hint();
    state().hint();
    const filled = position().digits.filter((d, i) => d !== digitsOf(EASY)[i]).length;
    expect(filled).toBe(1);
    state().undo();
    expect(position().digits).toEqual(digitsOf(EASY));
    expect(position().hinted.every((h) => h === 0)).toBe(true);
  });

  it('moves that change nothing are not recorded', () => {
    enterAt(1, 1, 9);
    enterAt(1, 1, 9);
    state().select(at(1, 3)); // a given
    state().enter(1);
    expect(selectHistory(state())).toHaveLength(2);
  });

  it('property: undoing everything then redoing everything returns the same position', () => {
    const action = fc.oneof(
      fc.record({
        kind: fc.constant('enter'),
        cell: fc.nat(80),
        digit: fc.integer({ min: 1, max: 9 }),
      }),
      fc.record({
        kind: fc.constant('note'),
        cell: fc.nat(80),
        digit: fc.integer({ min: 1, max: 9 }),
      }),
      fc.record({ kind: fc.constant('erase'), cell: fc.nat(80) }),
      fc.record({ kind: fc.constant('fill') }),
      fc.record({ kind: fc.constant('undo') }),
    );
    fc.assert(
      fc.property(fc.array(action, { maxLength: 40 }), (actions) => {
        resetGameStore();
        load(EASY);
        for (const a of actions) {
          if (a.kind === 'enter' || a.kind === 'note' || a.kind === 'erase') state().select(a.cell);
          if (a.kind === 'enter') state().enter(a.digit as Digit);
          else if (a.kind === 'note') state().toggleNote(a.digit as Digit);
          else if (a.kind === 'erase') state().erase();
          else if (a.kind === 'fill') state().fillNotes();
          else state().undo();
          if (state().finishedAt !== null) return; // a solved game takes no more moves
        }
        const before = position();
        const steps = state().historyIndex;
        for (let i = 0; i < steps; i++) state().undo();
        expect(state().historyIndex).toBe(0);
        expect(position().digits).toEqual(digitsOf(EASY));
        for (let i = 0; i < steps; i++) state().redo();
        expect(position()).toEqual(before);
      }),
      { numRuns: 60 },
    );
  });
});

describe('rewind to last correct', () => {
  it('goes back to before the first wrong move, names it, and is itself undoable', () => {
    enterAt(1, 1, 9); // right
    enterAt(1, 2, wrongFor(1, 2)); // wrong: move 2
    enterAt(1, 4, SOLUTION[at(1, 4)]); // right, but after the mistake
    state().rewindToLastCorrect();
    expect(position().digits[at(1, 1)]).toBe(9);
    expect(position().digits[at(1, 2)]).toBe(0);
    expect(position().digits[at(1, 4)]).toBe(0);
    const a = state().announcement;
    expect(a?.kind).toBe('rewound');
    if (a?.kind === 'rewound') {
      expect(a.moveNumber).toBe(2);
      expect(a.move).toEqual(expect.objectContaining({ kind: 'place', cell: at(1, 2) }));
    }
    state().undo();
    expect(position().digits[at(1, 2)]).toBe(wrongFor(1, 2));
    expect(position().digits[at(1, 4)]).toBe(SOLUTION[at(1, 4)]);
  });

  it('says so when nothing is wrong', () => {
    enterAt(1, 1, 9);
    state().rewindToLastCorrect();
    expect(state().announcement?.kind).toBe('rewind-nothing');
    expect(position().digits[at(1, 1)]).toBe(9);
  });
});

describe('timer and pause', () => {
  it('counts only unpaused time and the board is locked while paused', () => {
    vi.useFakeTimers({ now: 1_000_000 });
    load(EASY);
    vi.setSystemTime(1_010_000);
    expect(selectElapsedMs(state(), Date.now())).toBe(10_000);
    state().pause();
    expect(state().paused).toBe(true);
    vi.setSystemTime(1_070_000);
    expect(selectElapsedMs(state(), Date.now())).toBe(10_000);
    enterAt(1, 1, 9);
    expect(position().digits[at(1, 1)]).toBe(0);
    state().resume();
    vi.setSystemTime(1_075_000);
    state().tick();
    expect(state().elapsedMs).toBe(15_000);
    expect(selectElapsedMs(state(), Date.now())).toBe(15_000);
  });

  it('the win time is the time played', () => {
    vi.useFakeTimers({ now: 2_000_000 });
    load(ONE_LEFT);
    vi.setSystemTime(2_005_000);
    state().pause();
    vi.setSystemTime(2_500_000);
    state().resume();
    vi.setSystemTime(2_507_000);
    enterAt(5, 5, 8);
    expect(state().finishedAt).not.toBeNull();
    expect(state().elapsedMs).toBe(12_000);
    expect(state().runningSince).toBeNull();
    expect(state().dialog).toBe('won');
  });
});

describe('mistakes', () => {
  it('on-check mode marks nothing until Check, which counts each wrong digit once', () => {
    enterAt(1, 2, wrongFor(1, 2));
    expect(state().mistakes).toBe(0);
    expect(state().flagged[at(1, 2)]).toBe(0);
    state().check();
    expect(state().mistakes).toBe(1);
    state().check();
    expect(state().mistakes).toBe(1);
  });

  it('immediate mode marks and counts a wrong digit as soon as it is entered', () => {
    state().updateSettings({ mistakesMode: 'immediate' });
    enterAt(1, 2, wrongFor(1, 2));
    expect(state().mistakes).toBe(1);
    expect(state().flagged[at(1, 2)]).toBe(wrongFor(1, 2));
    expect(state().announcement?.kind).toBe('mistake');
    enterAt(1, 1, 9);
    expect(state().mistakes).toBe(1);
  });

  it('counts each hint once, however many presses it takes', async () => {
    state().select(at(1, 1));
    for (let i = 0; i < 6; i++) {
      state().hint(); // two hints of three presses
      await engineIdle();
    }
    expect(state().hintsUsed).toBe(2);
  });

  it('counts a hint once per piece of news: asking again about the same wrong digit or step is free', async () => {
    enterAt(1, 1, wrongFor(1, 1));
    for (let i = 0; i < 3; i++) {
      state().hint(); // "the digit in row 1, column 1 is wrong", three times
      await engineIdle();
    }
    expect(state().hintsUsed).toBe(1);
    state().erase();
    state().hint(); // a step
    await engineIdle();
    state().dismissHint();
    state().hint(); // the same step again
    await engineIdle();
    expect(state().hintsUsed).toBe(2);
  });
});

describe('restart this puzzle', () => {
  it('clears digits and notes back to the givens, in the same game with its clock, and is undoable', () => {
    enterAt(1, 1, 9);
    state().select(at(1, 2));
    state().toggleNote(4);
    const { gameId, startedAt } = state();
    state().restartPuzzle();
    expect(position().digits).toEqual(digitsOf(EASY));
    expect(position().notes.every((n) => n === 0)).toBe(true);
    expect(state().gameId).toBe(gameId);
    expect(state().startedAt).toBe(startedAt);
    expect(state().announcement).toEqual({ kind: 'restarted' });
    state().undo();
    expect(position().digits[at(1, 1)]).toBe(9);
    expect(position().notes[at(1, 2)]).toBe(bit(4));
  });

  it('on an untouched puzzle there is nothing to clear and no move', () => {
    state().restartPuzzle();
    expect(state().moves).toEqual([]);
  });

  it('sets the clock back to 0:00; undo brings the time back (with the time since), redo only the time since', () => {
    vi.useFakeTimers({ now: 1_000_000, toFake: ['Date'] });
    load(EASY); // its clock starts now
    enterAt(1, 1, 9);
    vi.setSystemTime(1_300_000); // five minutes played
    state().restartPuzzle();
    expect(selectElapsedMs(state(), Date.now())).toBe(0);
    expect(state().runningSince).toBe(1_300_000); // still running
    expect(state().moves.at(-1)).toEqual({ kind: 'restart', elapsedMs: 300_000 });
    vi.setSystemTime(1_310_000);
    expect(selectElapsedMs(state(), Date.now())).toBe(10_000);

    state().undo();
    expect(position().digits[at(1, 1)]).toBe(9);
    expect(selectElapsedMs(state(), Date.now())).toBe(310_000);
    vi.setSystemTime(1_315_000);
    expect(selectElapsedMs(state(), Date.now())).toBe(315_000);

    state().redo();
    expect(position().digits[at(1, 1)]).toBe(0);
    expect(selectElapsedMs(state(), Date.now())).toBe(15_000);
    state().undo();
    expect(selectElapsedMs(state(), Date.now())).toBe(315_000);
  });

  it('the time survives a pause; a restart from an older save (no time kept) leaves the clock alone', () => {
    vi.useFakeTimers({ now: 1_000_000, toFake: ['Date'] });
    load(EASY);
    enterAt(1, 1, 9);
    vi.setSystemTime(1_060_000);
    state().restartPuzzle();
    vi.setSystemTime(1_070_000);
    state().pause();
    state().resume();
    expect(selectElapsedMs(state(), Date.now())).toBe(10_000);
    state().undo();
    expect(selectElapsedMs(state(), Date.now())).toBe(70_000);

    // An older save's restart: the move has no time.
    useGame.setState({ moves: [{ kind: 'place', cell: at(1, 1), digit: 9 }, { kind: 'restart' }] });
    state().redo();
    expect(position().digits[at(1, 1)]).toBe(0);
    expect(selectElapsedMs(state(), Date.now())).toBe(70_000);
    vi.setSystemTime(1_080_000);
    state().undo();
    expect(position().digits[at(1, 1)]).toBe(9);
    expect(selectElapsedMs(state(), Date.now())).toBe(80_000);
  });
});

describe('statistics', () => {
  it('counts a game from its first move, records wins with time and streak, and an abandoned game ends the streak', async () => {
    vi.useFakeTimers({ now: 5_000_000, toFake: ['Date'] });
    resetGameStore('easy');
    state().newGame('easy'); // replaced untouched below: never counted
    await engineIdle();
    state().newGame('easy');
    await engineIdle();
    expect(state().stats.easy.played).toBe(0);
    const { givens, solution } = state();
    vi.setSystemTime(5_030_000);
    for (let i = 0; i < 81; i++) {
      if (givens[i] !== 0) continue;
      state().select(i);
      state().enter(solution[i] as Digit);
    }
    let easy = state().stats.easy;
    expect(easy.played).toBe(1);
    expect(easy.won).toBe(1);
    expect(easy.bestTimeMs).toBe(30_000);
    expect(easy.currentStreak).toBe(1);
    expect(easy.bestStreak).toBe(1);

    state().newGame('easy');
    await engineIdle();
    enterAt(...firstEmpty(), 1);
    state().newGame('easy'); // abandons a game in progress
    easy = state().stats.easy;
    expect(easy.played).toBe(2);
    expect(easy.currentStreak).toBe(0);
    expect(easy.bestStreak).toBe(1);

    load(ONE_LEFT); // a linked puzzle is graded too (singles: easy), in the worker
    await engineIdle();
    expect(state().level).toBe('easy');
    enterAt(5, 5, 8);
    easy = state().stats.easy;
    expect(easy.played).toBe(3);
    expect(easy.won).toBe(2);
    expect(easy.currentStreak).toBe(1);
  });
});

function firstEmpty(): [number, number] {
  const cell = state().givens.indexOf(0);
  return [Math.floor(cell / 9) + 1, (cell % 9) + 1];
}
