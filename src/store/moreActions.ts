import { findWrongCells, countEmpty, isSolved } from '../engine';
import type { Board, Position } from '../engine';
import type { Core, GetState, SetState } from './core';
import { hasGame } from './core';
import { leaveDaily as leaveDailyOf } from './dailyLeave';
import { loadEngine } from './engineLoader';
import { selectHistory } from './history';
import { checkPuzzle } from './puzzleCheck';
import { selectInProgress, selectPosition } from './selectors';
import { recordStart } from './stats';
import type { GameActions, SharedProgress } from './types';
import { movesToReach } from './validate';

/*
 * Actions a player reaches for now and then, loaded after the first paint
 * (or on first use) rather than in the first load: opening a puzzle from a
 * link or text (with the puzzle checks), checking the board, rewinding to
 * the last correct position, restarting the puzzle, and choosing which
 * branch of a hint's forcing chain is drawn.
 */

/** The actions this file provides. */
export type MoreActionKeys =
  | 'loadPuzzle'
  | 'offerPuzzle'
  | 'confirmLink'
  | 'check'
  | 'rewindToLastCorrect'
  | 'restartPuzzle'
  | 'showHintBranch';

/** True when every digit on the board agrees with the solution (empty cells allowed). */
function allCorrect(position: Position, solution: Board): boolean {
  return findWrongCells(position.digits, solution).length === 0;
}

export function moreActions(
  set: SetState,
  get: GetState,
  core: Core,
): Pick<GameActions, MoreActionKeys> {
  const { announce, begin, play } = core;
  const leaveDaily = () => leaveDailyOf(set, get, core);

  /** Lay a shared player's digits and notes over the puzzle just started (undo takes them off one by one). */
  const layProgress = ({ digits, notes }: SharedProgress) => {
    const { givens, solution } = get();
    const moves = movesToReach(givens, { digits, notes, hinted: new Array<number>(81).fill(0) });
    const done = isSolved(digits, solution);
    set({
      moves,
      historyIndex: moves.length,
      ...(done ? { finishedAt: Date.now(), runningSince: null } : {}),
    });
  };

  /** Grade a linked puzzle in the worker; its level arrives a moment after it starts. */
  const gradeLater = (gameId: string, board: Board) => {
    loadEngine()
      .then(({ solver }) => solver.run({ kind: 'grade', board: [...board] }))
      .then(
        ({ level }) => {
          const s = get();
          if (s.gameId !== gameId) return;
          // A move made before the grade arrived counts the game as played now.
          const stats = s.moves.length > 0 ? recordStart(s.stats, level) : s.stats;
          set({ level, stats });
        },
        () => {}, // ungraded: the game plays on as a shared puzzle without a level
      );
  };

  return {
    loadPuzzle(text, progress = null) {
      return Promise.resolve(
        ((): boolean => {
          const checked = checkPuzzle(text);
          if (!checked.ok) {
            set({ loadError: checked.error, loadErrorSource: 'link' });
            return false;
          }
          // A linked puzzle replaces the regular game, never a daily puzzle (saved apart).
          leaveDaily();
          begin(checked.board, checked.solution, null, {
            loadError: null,
            dialog: null,
            pendingLink: null,
            pendingProgress: null,
          });
          if (progress) layProgress(progress);
          gradeLater(get().gameId, checked.board);
          return true;
        })(),
      );
    },

    offerPuzzle(text, progress = null) {
      const checked = checkPuzzle(text);
      if (!checked.ok) {
        set({ loadError: checked.error, loadErrorSource: 'link' });
        return Promise.resolve(false);
      }
      // The question is about the regular game: a daily puzzle is saved apart.
      leaveDaily();
      if (!selectInProgress(get())) return get().loadPuzzle(text, progress);
      set({
        pendingLink: text,
        pendingProgress: progress,
        dialog: 'confirm-link',
        loadError: null,
      });
      return Promise.resolve(true);
    },

    confirmLink() {
      const { pendingLink, pendingProgress } = get();
      if (pendingLink !== null) void get().loadPuzzle(pendingLink, pendingProgress);
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

    restartPuzzle() {
      if (play({ kind: 'restart' }, { ...announce({ kind: 'restarted' }), dialog: null })) return;
      set({ dialog: null }); // already at the start: nothing to clear
    },

    showHintBranch(branch) {
      const { hintFlow } = get();
      if (hintFlow?.hint.kind !== 'step') return;
      const count = hintFlow.hint.step.chains?.length ?? 0;
      if (Number.isInteger(branch) && branch >= -1 && branch < count)
        set({ hintFlow: { ...hintFlow, branch } });
    },
  };
}
