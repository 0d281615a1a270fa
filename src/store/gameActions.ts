import { starterPuzzle } from '../engine';
import type { Difficulty } from '../engine';
import type { Core, GetState, SetState } from './core';
import { engineNow, loadEngine } from './engineLoader';
import { selectHasGame, selectInProgress } from './selectors';
import type { GameActions } from './types';

/*
 * Starting games, and the dialogs and settings around them. A new game
 * starts at once: with the puzzle the generator's worker prepared for that
 * level, or, when it has none ready (a first visit, or New game pressed
 * again at once), with one of the puzzles shipped with the page, freshly
 * disguised (engine/starters.ts). Either way the worker then prepares the
 * next one.
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
  | 'setUpdateReady'
  | 'installUpdate';

/** Prepare a puzzle of `difficulty` in the worker (quietly: a failure shows when one is needed). */
const prepare = (difficulty: Difficulty) =>
  loadEngine().then(
    ({ puzzles }) => puzzles.prepare(difficulty),
    () => {},
  );

export function gameActions(
  set: SetState,
  get: GetState,
  core: Core,
): Pick<GameActions, GameActionKeys> {
  return {
    newGame(difficulty) {
      const prepared = engineNow()?.puzzles.take(difficulty);
      const { puzzle, solution } = prepared ?? starterPuzzle(difficulty, Math.random, get().givens);
      core.begin(puzzle, solution, difficulty, { difficulty, dialog: null });
      if (!prepared) void prepare(difficulty);
    },

    ensureGame() {
      if (!selectHasGame(get())) get().newGame(get().difficulty);
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
      void prepare(difficulty);
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

    installUpdate() {
      set({ updating: true });
    },
  };
}
