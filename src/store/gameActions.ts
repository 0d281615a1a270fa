import type { Board, Difficulty } from '../engine';
import type { Core, GetState, SetState } from './core';
import { hasGame } from './core';
import { engineNow, loadEngine } from './engineLoader';
import type { ReadyPuzzle } from './puzzleSource';
import { selectInProgress } from './selectors';
import { recordStart } from './stats';
import type { GameActions } from './types';

/*
 * Starting games: a new random one (from the worker's ready puzzles), a
 * puzzle from a link, and the dialogs and settings around them.
 */

type PuzzleCheck = typeof import('./puzzleCheck');

let checker: Promise<PuzzleCheck> | null = null;
let checkerNow: PuzzleCheck | null = null;

/** The puzzle checks (parser and solver), loaded on first use. */
export function loadPuzzleCheck(): Promise<PuzzleCheck> {
  checker ??= import('./puzzleCheck').then((module) => (checkerNow = module));
  checker.catch(() => (checker = null));
  return checker;
}

/** Run `run` with the puzzle checks: at once when loaded, else once they are. */
function withChecks<T>(run: (checks: PuzzleCheck) => T): Promise<T> {
  if (checkerNow) {
    try {
      return Promise.resolve(run(checkerNow));
    } catch (error) {
      return Promise.reject(error);
    }
  }
  return loadPuzzleCheck().then(run);
}

type GameActionKeys =
  | 'newGame'
  | 'ensureGame'
  | 'requestNewGame'
  | 'confirmNewGame'
  | 'closeDialog'
  | 'loadPuzzle'
  | 'offerPuzzle'
  | 'confirmLink'
  | 'setDifficulty'
  | 'dismissLoadError'
  | 'openDialog'
  | 'dismissNotice'
  | 'updateSettings'
  | 'setUpdateReady';

export function gameActions(
  set: SetState,
  get: GetState,
  core: Core,
): Pick<GameActions, GameActionKeys> {
  const { announce, begin } = core;

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
    newGame(difficulty) {
      const start = ({ puzzle, solution }: ReadyPuzzle) =>
        begin(puzzle, solution, difficulty, { difficulty, dialog: null });
      // Usually a puzzle of this level is already prepared in the worker.
      const ready = engineNow()?.puzzles.take(difficulty);
      if (ready) {
        start(ready);
        return;
      }
      set({ difficulty, dialog: null, ...announce({ kind: 'preparing', difficulty }) });
      const id = get().announcementId;
      loadEngine()
        .then(({ puzzles }) => puzzles.request(difficulty))
        .then(
          (puzzle) => {
            // Start it unless the player has since asked for something else.
            if (get().announcementId === id) start(puzzle);
          },
          () => {
            if (get().announcementId === id) set(announce({ kind: 'engine-failed' }));
          },
        );
    },

    ensureGame() {
      if (!hasGame(get()) && get().announcement?.kind !== 'preparing')
        get().newGame(get().difficulty);
    },

    requestNewGame() {
      if (selectInProgress(get())) set({ dialog: 'confirm-new-game' });
      else get().newGame(get().difficulty);
    },

    confirmNewGame() {
      get().newGame(get().difficulty);
    },

    closeDialog() {
      // Closing the solution steps while they are worked out: they do not come back later.
      const pending = get().pending === 'solution-steps' ? { pending: null } : {};
      set({ dialog: null, pendingLink: null, ...pending });
    },

    loadPuzzle(text) {
      return withChecks(({ checkPuzzle }) => {
        const checked = checkPuzzle(text);
        if (!checked.ok) {
          set({ loadError: checked.error });
          return false;
        }
        begin(checked.board, checked.solution, null, {
          loadError: null,
          dialog: null,
          pendingLink: null,
        });
        gradeLater(get().gameId, checked.board);
        return true;
      });
    },

    offerPuzzle(text) {
      if (!selectInProgress(get())) return get().loadPuzzle(text);
      return withChecks(({ checkPuzzle }) => {
        const checked = checkPuzzle(text);
        if (!checked.ok) {
          set({ loadError: checked.error });
          return false;
        }
        set({ pendingLink: text, dialog: 'confirm-link', loadError: null });
        return true;
      });
    },

    confirmLink() {
      const { pendingLink } = get();
      if (pendingLink !== null) void get().loadPuzzle(pendingLink);
    },

    setDifficulty(difficulty: Difficulty) {
      loadEngine().then(
        ({ puzzles }) => puzzles.prepare(difficulty),
        () => {}, // prepared when a game at that level is asked for
      );
      set({ difficulty });
    },

    dismissLoadError() {
      set({ loadError: null });
    },

    openDialog(dialog) {
      set({ dialog });
    },

    dismissNotice() {
      set({ notice: null });
    },

    updateSettings(patch) {
      set((s) => ({ settings: { ...s.settings, ...patch } }));
    },

    setUpdateReady(ready) {
      set({ updateReady: ready });
    },
  };
}
