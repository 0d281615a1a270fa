import { COL_OF, countEmpty, findWrongCells, isSolved, ROW_OF } from '../engine';
import type { Board, Move, Position } from '../engine';
import type { Core, GetState, SetState } from './core';
import { elapsedNow, hasGame } from './core';
import { selectHistory } from './history';
import { selectPosition } from './selectors';
import type { Direction, GameActions } from './types';

/*
 * Playing: selection, digits, notes, undo and redo, rewind, checking,
 * putting a hint away, and the clock.
 */

const STEP: Record<Direction, [number, number]> = {
  up: [-1, 0],
  down: [1, 0],
  left: [0, -1],
  right: [0, 1],
};

/** True when every digit on the board agrees with the solution (empty cells allowed). */
function allCorrect(position: Position, solution: Board): boolean {
  return findWrongCells(position.digits, solution).length === 0;
}

type PlayActionKeys =
  | 'select'
  | 'moveSelection'
  | 'enter'
  | 'toggleNote'
  | 'toggleNotesMode'
  | 'fillNotes'
  | 'erase'
  | 'undo'
  | 'redo'
  | 'rewindToLastCorrect'
  | 'pause'
  | 'resume'
  | 'restartPuzzle'
  | 'dismissHint'
  | 'showHintBranch'
  | 'check'
  | 'tick';

export function playActions(
  set: SetState,
  get: GetState,
  core: Core,
): Pick<GameActions, PlayActionKeys> {
  const { announce, play } = core;

  /** Undo and redo move along the history; a hint being worked out is stale then. */
  const goTo = (historyIndex: number) => {
    core.cancelPending();
    set({ historyIndex, announcement: null, hintFlow: null });
  };

  return {
    select(cell) {
      if (Number.isInteger(cell) && cell >= 0 && cell < 81) set({ selected: cell });
    },

    moveSelection(direction) {
      const { selected } = get();
      const [dr, dc] = STEP[direction];
      const row = (ROW_OF[selected] + dr + 9) % 9;
      const col = (COL_OF[selected] + dc + 9) % 9;
      set({ selected: row * 9 + col });
    },

    enter(digit) {
      const state = get();
      if (state.notesMode) {
        state.toggleNote(digit);
        return;
      }
      const { selected: cell, solution, settings, flagged } = state;
      const move: Move = { kind: 'place', cell, digit, cleanup: settings.autoCleanupNotes };
      if (
        settings.mistakesMode === 'immediate' &&
        hasGame(state) &&
        solution[cell] !== digit &&
        state.givens[cell] === 0
      ) {
        const marks = flagged.slice();
        marks[cell] = digit;
        play(move, {
          flagged: marks,
          mistakes: state.mistakes + 1,
          ...announce({ kind: 'mistake', cell }),
        });
        return;
      }
      play(move);
    },

    toggleNote(digit) {
      play({ kind: 'note', cell: get().selected, digit });
    },

    toggleNotesMode(on) {
      set((s) => ({ notesMode: on ?? !s.notesMode }));
    },

    fillNotes() {
      play({ kind: 'fill-notes' });
    },

    erase() {
      play({ kind: 'erase', cell: get().selected });
    },

    undo() {
      const { historyIndex, finishedAt, paused } = get();
      if (historyIndex === 0 || finishedAt !== null || paused) return;
      goTo(historyIndex - 1);
    },

    redo() {
      const { historyIndex, moves, finishedAt, paused } = get();
      if (historyIndex >= moves.length || finishedAt !== null || paused) return;
      goTo(historyIndex + 1);
    },

    rewindToLastCorrect() {
      const state = get();
      if (!hasGame(state) || state.finishedAt !== null || state.paused) return;
      const history = selectHistory(state);
      let k = state.historyIndex;
      while (k >= 0 && !allCorrect(history[k], state.solution)) k--;
      if (k === state.historyIndex) {
        set(announce({ kind: 'rewind-nothing' }));
        return;
      }
      if (k < 0) {
        // Cannot happen (the start holds only givens), but stay safe.
        set(announce({ kind: 'rewind-start' }));
        return;
      }
      // history[k] is the last correct position; moves[k] is the move that went wrong.
      play(
        { kind: 'restore', to: k },
        announce({ kind: 'rewound', moveNumber: k + 1, move: state.moves[k] }),
      );
    },

    pause() {
      const state = get();
      if (state.paused || state.finishedAt !== null) return;
      set({ paused: true, elapsedMs: elapsedNow(state, Date.now()), runningSince: null });
    },

    resume() {
      const state = get();
      if (!state.paused) return;
      set({ paused: false, runningSince: state.finishedAt === null ? Date.now() : null });
    },

    restartPuzzle() {
      if (play({ kind: 'restart' }, { ...announce({ kind: 'restarted' }), dialog: null })) return;
      set({ dialog: null }); // already at the start: nothing to clear
    },

    showHintBranch(branch) {
      const { hintFlow } = get();
      if (hintFlow?.hint.kind !== 'step') return;
      const count = hintFlow.hint.step.chains?.length ?? 0;
      if (Number.isInteger(branch) && branch >= 0 && branch < count)
        set({ hintFlow: { ...hintFlow, branch } });
    },

    dismissHint() {
      core.cancelPending();
      set({ hintFlow: null, announcement: null });
    },

    check() {
      const state = get();
      const { solution, flagged, paused } = state;
      if (!hasGame(state) || paused) return;
      const position = selectPosition(state);
      if (isSolved(position.digits, solution)) {
        set(announce({ kind: 'check-solved' }));
        return;
      }
      const wrong = findWrongCells(position.digits, solution);
      if (wrong.length > 0) {
        const marks = flagged.slice();
        // A wrong digit counts as a mistake once, when it is first marked.
        const fresh = wrong.filter((cell) => flagged[cell] !== position.digits[cell]).length;
        for (const cell of wrong) marks[cell] = position.digits[cell];
        set({
          flagged: marks,
          mistakes: state.mistakes + fresh,
          ...announce({ kind: 'check-wrong', count: wrong.length }),
        });
        return;
      }
      set(announce({ kind: 'check-ok', remaining: countEmpty(position.digits) }));
    },

    tick() {
      const state = get();
      if (state.runningSince === null) return;
      const now = Date.now();
      set({ elapsedMs: elapsedNow(state, now), runningSince: now });
    },
  };
}
