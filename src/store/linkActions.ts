import { decodeShare, isSolved } from '../engine';
import type { Board } from '../engine';
import type { Core, GetState, SetState } from './core';
import { leaveDaily } from './dailyLeave';
import { loadEngine } from './engineLoader';
import { checkPuzzle } from './puzzleCheck';
import { movesToReach } from './save/movesToReach';
import { selectInProgress } from './selectors';
import { recordStart } from './stats';
import type { GameActions, SharedProgress } from './types';

/*
 * Opening a puzzle from a link (`?puzzle=`, a share link's `?p=` code with
 * or without the sharer's progress) or from text: checked at once (the
 * bitmask solver answers in microseconds), started unless that would
 * replace work in progress (then the player is asked first), and graded in
 * the worker a moment later. Loaded on first use.
 */

type LinkActionKeys = 'loadPuzzle' | 'offerPuzzle' | 'confirmLink' | 'offerShared';

export function linkActions(
  set: SetState,
  get: GetState,
  core: Core,
): Pick<GameActions, LinkActionKeys> {
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

  const loadPuzzle: GameActions['loadPuzzle'] = (text, progress = null) => {
    const checked = checkPuzzle(text);
    if (!checked.ok) {
      set({ loadError: checked.error, loadErrorSource: 'link' });
      return Promise.resolve(false);
    }
    // A linked puzzle replaces the regular game, never a daily puzzle (saved apart).
    leaveDaily(set, get, core);
    core.begin(checked.board, checked.solution, null, {
      loadError: null,
      dialog: null,
      pendingLink: null,
      pendingProgress: null,
    });
    if (progress) layProgress(progress);
    gradeLater(get().gameId, checked.board);
    return Promise.resolve(true);
  };

  const offerPuzzle: GameActions['offerPuzzle'] = (text, progress = null) => {
    const checked = checkPuzzle(text);
    if (!checked.ok) {
      set({ loadError: checked.error, loadErrorSource: 'link' });
      return Promise.resolve(false);
    }
    // The question is about the regular game: a daily puzzle is saved apart.
    leaveDaily(set, get, core);
    if (!selectInProgress(get())) return loadPuzzle(text, progress);
    set({ pendingLink: text, pendingProgress: progress, dialog: 'confirm-link', loadError: null });
    return Promise.resolve(true);
  };

  return {
    loadPuzzle,
    offerPuzzle,

    confirmLink() {
      const { pendingLink, pendingProgress } = get();
      if (pendingLink !== null) void loadPuzzle(pendingLink, pendingProgress);
    },

    offerShared(code) {
      const decoded = decodeShare(code);
      if (!decoded.ok) {
        set({ loadError: { code: 'damaged-link' }, loadErrorSource: 'link' });
        return Promise.resolve(false);
      }
      const { givens, progress } = decoded.value;
      return offerPuzzle(givens.map((d) => d || '.').join(''), progress);
    },
  };
}
