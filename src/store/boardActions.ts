import { findWrongCells, countEmpty, isSolved } from '../engine';
import type { Board, Move, Position } from '../engine';
import type { Core, GetState, SetState } from './core';
import { digitFirstActions } from './digitFirst';
import { selectHistory } from './history';
import { selectElapsedMs, selectHasGame, selectPosition, selectReachesLimit } from './selectors';
import { updateKindStats } from './stats';
import type { GameActions } from './types';

/*
 * Moving through the game's history and what a player does to the board now
 * and then, loaded after the first paint (or on first use): undo and redo,
 * checking the board, rewinding to the last correct position, restarting
 * the puzzle, playing on past the mistake limit, and the digit held in
 * digit first (digitFirst.ts).
 */

type BoardActionKeys =
  | 'undo'
  | 'redo'
  | 'check'
  | 'rewindToLastCorrect'
  | 'restartPuzzle'
  | 'continuePastLimit'
  | 'pressDigit'
  | 'releaseDigit'
  | 'tapCell';

/** True when every digit on the board agrees with the solution (empty cells allowed). */
function allCorrect(position: Position, solution: Board): boolean {
  return findWrongCells(position.digits, solution).length === 0;
}

export function boardActions(
  set: SetState,
  get: GetState,
  core: Core,
): Pick<GameActions, BoardActionKeys> {
  const { announce, play } = core;

  /**
   * Undo (`sign` -1) or redo (+1) `move`: undo and redo only move along the
   * history, and a hint being worked out is stale then. A restart split the
   * time played into the time before it (kept in the move) and the time
   * since: undoing it shows both again, redoing it only the time since.
   */
  const step = (move: Move, sign: number) => {
    core.cancelPending();
    const state = get();
    const now = Date.now();
    const before = move.kind === 'restart' ? move.elapsedMs : undefined;
    set({
      historyIndex: state.historyIndex + sign,
      announcement: null,
      hintFlow: null,
      ...(before !== undefined && {
        elapsedMs: Math.max(0, selectElapsedMs(state, now) - sign * before),
        runningSince: state.runningSince === null ? null : now,
      }),
    });
  };

  return {
    ...digitFirstActions(set, get),

    undo() {
      const { historyIndex, moves, finishedAt, paused, entry } = get();
      if (historyIndex === 0 || finishedAt !== null || paused || entry) return;
      step(moves[historyIndex - 1], -1);
    },

    redo() {
      const { historyIndex, moves, finishedAt, paused, entry } = get();
      if (historyIndex >= moves.length || finishedAt !== null || paused || entry) return;
      step(moves[historyIndex], 1);
    },

    check() {
      const state = get();
      const { solution, flagged, paused } = state;
      if (!selectHasGame(state) || paused) return;
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
        const mistakes = state.mistakes + fresh;
        set({
          flagged: marks,
          mistakes,
          ...announce({ kind: 'check-wrong', count: wrong.length }),
          ...(selectReachesLimit(state, mistakes) ? { dialog: 'mistake-limit' as const } : {}),
        });
        return;
      }
      set(announce({ kind: 'check-ok', remaining: countEmpty(position.digits) }));
    },

    rewindToLastCorrect() {
      const state = get();
      if (!selectHasGame(state) || state.finishedAt !== null || state.paused) return;
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

    continuePastLimit() {
      // Counted in the statistics of the game's kind and level (an ungraded link has none).
      const state = get();
      const { level } = state;
      set({
        dialog: null,
        ...(level === null || state.daily !== null
          ? {}
          : updateKindStats(state, state.rules.kind, (stats) => ({
              ...stats,
              [level]: { ...stats[level], continued: stats[level].continued + 1 },
            }))),
      });
    },

    restartPuzzle() {
      // The clock goes back to 0:00 with the board; the move keeps the time it
      // replaced, so that undo brings it back (step, above).
      const state = get();
      const now = Date.now();
      const elapsedMs = selectElapsedMs(state, now);
      const clock = { elapsedMs: 0, runningSince: state.runningSince === null ? null : now };
      const extra = { ...announce({ kind: 'restarted' }), dialog: null, ...clock };
      if (play({ kind: 'restart', elapsedMs }, extra)) return;
      set({ dialog: null }); // already at the start: nothing to clear
    },
  };
}
