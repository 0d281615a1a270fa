import type { Digit } from '../engine';
import type { GetState, SetState } from './core';
import { selectDigitFirst, selectPosition } from './selectors';
import type { GameActions } from './types';

/*
 * Digit first (Settings, "Input"), as OpenSudoku and LibreSudoku play it: a
 * digit held on the pad goes to every cell tapped. Loaded with the board
 * actions (boardActions.ts); in cell first none of this runs, and a tap only
 * selects the cell, as before.
 */

type DigitFirstKeys = 'pressDigit' | 'releaseDigit' | 'tapCell';

export function digitFirstActions(set: SetState, get: GetState): Pick<GameActions, DigitFirstKeys> {
  return {
    pressDigit(digit) {
      const state = get();
      // Cell first (or a puzzle being entered): the key enters its digit, as always.
      if (!selectDigitFirst(state)) state.enter(digit);
      else set({ heldDigit: state.heldDigit === digit ? null : digit });
    },

    releaseDigit() {
      if (get().heldDigit !== null) set({ heldDigit: null });
    },

    tapCell(cell) {
      const state = get();
      state.select(cell);
      if (!selectDigitFirst(state) || get().selected !== cell) return;
      const digit = selectPosition(state).digits[cell];
      const held = state.heldDigit;
      if (digit !== 0 && digit !== held) {
        // A given or a placed digit: its value is the one to hold now.
        set({ heldDigit: digit as Digit });
      } else if (held === null) {
        // Nothing held: the tap only selects.
      } else if (state.notesMode) {
        // A note goes into an empty cell; a filled one keeps its digit.
        if (digit === 0) state.toggleNote(held);
      } else if (digit === held) {
        state.erase(); // tapping the held digit again takes it out (a given or a hint's digit stays)
      } else {
        state.enter(held);
      }
    },
  };
}
