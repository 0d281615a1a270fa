import { isEditable } from '../engine';
import type { CellIndex, CellMove, Move } from '../engine';
import type { Core, GetState, SetState } from './core';
import { selectPosition } from './selectors';
import type { GameActions, GameState } from './types';

/*
 * Several cells at once, corner marks and colours, as SudokuPad plays them:
 * a drag, Shift+click or Shift+arrow adds cells to the selection, Ctrl/Cmd+
 * click adds or removes one; a digit then goes into every empty selected
 * cell (a note or corner mark is added to all of them, or taken out of all
 * when all have it; a colour likewise), and Backspace clears them, each as
 * one undo step (a `batch` move). Loaded after the first paint: until the
 * player selects a second cell or picks Corner or Colours (playActions.ts),
 * the one-cell actions of playActions.ts do everything. Keys typed while
 * this code still loads wait for it (game.ts), so they act in order.
 */

type CellActionKeys = 'extendSelection' | 'extendSelectionBy' | 'enterOnCells' | 'eraseCells';

/** The selected cells: the selection, or the selected cell alone. */
const cellsOf = (s: GameState): readonly CellIndex[] => s.selection ?? [s.selected];

/** One move for a change to several cells (none when nothing changes). */
const asMove = (moves: CellMove[]): Move | null =>
  moves.length === 0 ? null : moves.length === 1 ? moves[0] : { kind: 'batch', moves };

export function cellActions(
  set: SetState,
  get: GetState,
  core: Core,
): Pick<GameActions, CellActionKeys> {
  const { play } = core;

  const extendSelection: GameActions['extendSelection'] = (cell, how) => {
    const state = get();
    const count = state.entry ? state.entry.cells.length : state.givens.length;
    if (!Number.isInteger(cell) || cell < 0 || cell >= count) return;
    if (state.entry) {
      state.select(cell); // a puzzle being entered takes one cell at a time
      return;
    }
    const cells = cellsOf(state);
    if (!cells.includes(cell)) {
      set({ selection: [...cells, cell], selected: cell });
      return;
    }
    if (how === 'add') {
      if (cell !== state.selected) set({ selected: cell });
      return;
    }
    const rest = cells.filter((c) => c !== cell);
    if (rest.length === 0) return; // the last cell stays selected
    set({
      selection: rest.length > 1 ? rest : null,
      selected: cell === state.selected ? rest[rest.length - 1] : state.selected,
    });
  };

  return {
    extendSelection,

    extendSelectionBy(direction) {
      const state = get();
      if (state.entry) {
        state.moveSelection(direction);
        return;
      }
      const before = state.selection ?? [state.selected];
      state.moveSelection(direction); // moves the selected cell (and drops the selection)
      const next = get().selected;
      set({ selection: before });
      extendSelection(next, 'add');
    },

    enterOnCells(digit, as) {
      const state = get();
      if (state.entry) return;
      const mode = as ?? state.markMode;
      const position = selectPosition(state);
      const cells = cellsOf(state);
      if (mode === 'colour') {
        const clear = cells.every((c) => position.colours[c] === digit);
        const colour = clear ? 0 : digit;
        const moves = cells
          .filter((c) => position.colours[c] !== colour)
          .map((cell): CellMove => ({ kind: 'colour', cell, colour }));
        const move = asMove(moves);
        if (move) play(move);
        return;
      }
      const { givens } = state;
      const open = cells.filter((c) => isEditable(givens, position, c) && position.digits[c] === 0);
      if (mode === 'corner' || mode === 'note' || state.notesMode) {
        const kind = mode === 'corner' ? 'corner' : 'note';
        const marks = kind === 'corner' ? position.corners : position.notes;
        const bit = 1 << (digit - 1);
        const all = open.length > 0 && open.every((c) => (marks[c] & bit) !== 0);
        const moves = open
          .filter((c) => ((marks[c] & bit) !== 0) === all)
          .map((cell): CellMove => ({ kind, cell, digit }));
        const move = asMove(moves);
        if (move) play(move);
        return;
      }
      const { settings, solution } = state;
      const moves = open.map((cell): CellMove => ({
        kind: 'place',
        cell,
        digit,
        cleanup: settings.autoCleanupNotes,
      }));
      const move = asMove(moves);
      if (!move) return;
      const wrong =
        settings.mistakesMode === 'immediate' ? open.filter((c) => solution[c] !== digit) : [];
      play(move, wrong.length === 0 ? {} : core.mistakes(wrong, digit));
    },

    eraseCells() {
      const state = get();
      if (state.entry) return;
      const position = selectPosition(state);
      const cells = cellsOf(state);
      const moves =
        state.markMode === 'colour'
          ? cells
              .filter((c) => position.colours[c] !== 0)
              .map((cell): CellMove => ({ kind: 'colour', cell, colour: 0 }))
          : cells
              .filter(
                (c) =>
                  isEditable(state.givens, position, c) &&
                  (position.digits[c] !== 0 ||
                    position.notes[c] !== 0 ||
                    position.corners[c] !== 0),
              )
              .map((cell): CellMove => ({ kind: 'erase', cell }));
      const move = asMove(moves);
      if (move) play(move);
    },
  };
}
