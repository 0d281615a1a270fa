import type { Move } from '../engine';
import type { Core, GetState, SetState } from './core';
import { records } from './save/persist';
import { selectElapsedMs, selectHasGame } from './selectors';
import type { Direction, GameActions } from './types';

/*
 * Playing: selection, digits, notes, putting a hint away, and the clock
 * (undo and redo are in boardActions.ts, with the rarer actions).
 */

const STEP: Record<Direction, [number, number]> = {
  up: [-1, 0],
  down: [1, 0],
  left: [0, -1],
  right: [0, 1],
};

type PlayActionKeys =
  | 'select'
  | 'moveSelection'
  | 'enter'
  | 'toggleNote'
  | 'toggleNotesMode'
  | 'toggleMarkMode'
  | 'fillNotes'
  | 'erase'
  | 'pause'
  | 'resume'
  | 'dismissHint'
  | 'tick';

export function playActions(
  set: SetState,
  get: GetState,
  core: Core,
): Pick<GameActions, PlayActionKeys> {
  const { announce, play } = core;

  return {
    select(cell) {
      const { entry, givens } = get();
      const count = entry ? entry.cells.length : givens.length;
      if (Number.isInteger(cell) && cell >= 0 && cell < count)
        set({ selected: cell, selection: null });
    },

    moveSelection(direction) {
      const { selected, entry, rules } = get();
      if (entry && (direction === 'left' || direction === 'right')) {
        // Typing a puzzle in: through the rows in reading order, as the typing goes.
        const next = selected + (direction === 'right' ? 1 : -1);
        if (next >= 0 && next < entry.cells.length) set({ selected: next, selection: null });
        return;
      }
      const size = entry ? 9 : rules.size; // a puzzle is entered on a classic grid
      const [dr, dc] = STEP[direction];
      const row = (Math.floor(selected / size) + dr + size) % size;
      const col = ((selected % size) + dc + size) % size;
      set({ selected: row * size + col, selection: null });
    },

    enter(digit) {
      const state = get();
      if (state.entry) {
        state.editEntry(digit); // typing a puzzle in: digits are the givens-to-be
        return;
      }
      // Several cells, corner marks or colours (cellActions.ts).
      if (state.selection || state.markMode) {
        state.enterOnCells(digit);
        return;
      }
      if (state.notesMode) {
        state.toggleNote(digit);
        return;
      }
      const { selected: cell, solution, settings, hintFlow } = state;
      const move: Move = { kind: 'place', cell, digit, cleanup: settings.autoCleanupNotes };
      // The digit a hint on show places, entered in its cell: the hint is applied.
      const step = hintFlow?.hint.kind === 'step' ? hintFlow.hint.step : null;
      const hinted = step?.placements[0];
      if (step && hinted?.cell === cell && hinted.digit === digit) {
        play(move, announce({ kind: 'hint-step', step, stage: 3 }));
        return;
      }
      if (
        settings.mistakesMode === 'immediate' &&
        selectHasGame(state) &&
        solution[cell] !== digit &&
        state.givens[cell] === 0
      ) {
        play(move, core.mistakes([cell], digit));
        return;
      }
      play(move);
    },

    toggleNote(digit) {
      const state = get();
      if (state.entry) return; // no notes on a puzzle being entered
      if (state.selection) state.enterOnCells(digit, 'note');
      else play({ kind: 'note', cell: state.selected, digit });
    },

    toggleNotesMode(on) {
      set((s) => {
        const notesMode = on ?? !s.notesMode;
        return { notesMode, markMode: notesMode ? null : s.markMode };
      });
    },

    toggleMarkMode(mode) {
      set((s) => ({ markMode: s.markMode === mode ? null : mode, notesMode: false }));
    },

    fillNotes() {
      if (get().entry) return;
      play({ kind: 'fill-notes' });
    },

    erase() {
      const state = get();
      if (state.entry) {
        state.editEntry(0);
        return;
      }
      if (state.selection || state.markMode === 'colour') state.eraseCells();
      else play({ kind: 'erase', cell: state.selected });
    },

    pause() {
      const state = get();
      // While a puzzle is entered the game's clock is already stopped.
      if (state.paused || state.finishedAt !== null || state.entry) return;
      set({ paused: true, elapsedMs: selectElapsedMs(state, Date.now()), runningSince: null });
      records.flush(); // written at once: another tab open on this game hears of it now
    },

    resume() {
      const state = get();
      if (!state.paused) return;
      set({ paused: false, runningSince: state.finishedAt === null ? Date.now() : null });
      // Written at once: another tab open on this game pauses now, and its
      // next write cannot overtake this one (which would pause this tab again).
      records.flush();
    },

    dismissHint() {
      core.cancelPending();
      set({ hintFlow: null, announcement: null });
    },

    tick() {
      const state = get();
      if (state.runningSince === null) return;
      const now = Date.now();
      set({ elapsedMs: selectElapsedMs(state, now), runningSince: now });
    },
  };
}
