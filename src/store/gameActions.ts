import type { Difficulty } from '../engine';
import type { Core, GetState, SetState } from './core';
import { hasGame } from './core';
import { engineNow, loadEngine } from './engineLoader';
import type { ReadyPuzzle } from './puzzleSource';
import { selectInProgress } from './selectors';
import type { GameActions } from './types';

/*
 * Starting games: a new random one (from the worker's ready puzzles), a
 * puzzle from a link, and the dialogs and settings around them.
 */

type GameActionKeys =
  | 'newGame'
  | 'ensureGame'
  | 'requestNewGame'
  | 'confirmNewGame'
  | 'closeDialog'
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
      set({ dialog: null, pendingLink: null, pendingProgress: null, ...pending });
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
