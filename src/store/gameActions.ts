import type { Board, Difficulty, Kind } from '../engine';
import { loadOnce } from '../lib/loadOnce';
import type { Core, GetState, SetState } from './core';
import { engineNow, loadEngine } from './engineLoader';
import { selectHasGame, selectInProgress } from './selectors';
import type { GameActions } from './types';

/*
 * Starting games, and the dialogs and settings around them. A new game
 * starts at once: with the puzzle the generator's worker prepared for that
 * level, or, when it has none ready (a first visit, or New game pressed
 * again at once), with one of the puzzles shipped with the page, freshly
 * disguised (engine/starters.ts, a few lines loaded before a first visit's
 * first paint, or when the page is idle). Either way the worker then
 * prepares the next one.
 */

/** The puzzles shipped with the page. */
const starters = loadOnce(() => import('../engine/starters'));

/** Load the puzzles shipped with the page (before a first visit's first paint; otherwise when idle). */
export const loadStarters = starters.load;

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
export const prepare = (difficulty: Difficulty, kind: Kind = 'classic') =>
  loadEngine().then(
    ({ puzzles }) => puzzles.prepare(difficulty, kind),
    () => {},
  );

export function gameActions(
  set: SetState,
  get: GetState,
  core: Core,
): Pick<GameActions, GameActionKeys> {
  return {
    // Classic: another kind's new game is in kindActions.ts (game.ts routes it there).
    newGame(difficulty) {
      const kind = 'classic';
      const begin = ({ puzzle, solution }: { puzzle: Board; solution: Board }, later = false) =>
        // A puzzle arriving later leaves open what the player opened meanwhile.
        core.begin(
          puzzle,
          solution,
          difficulty,
          later ? { difficulty, kind } : { difficulty, kind, dialog: null },
        );
      const prepared = engineNow()?.puzzles.take(difficulty);
      if (prepared) {
        begin(prepared);
        return;
      }
      void prepare(difficulty);
      const shipped = starters.now();
      if (shipped) {
        begin(shipped.starterPuzzle(difficulty, Math.random, get().givens));
        return;
      }
      // The first moments of a visit: the shipped puzzles are still on their way.
      set({ difficulty, kind, dialog: null });
      starters.load().then(
        (m) => begin(m.starterPuzzle(difficulty, Math.random, get().givens), true),
        () => set(core.announce({ kind: 'engine-failed', inProgress: selectInProgress(get()) })),
      );
    },

    ensureGame() {
      if (!selectHasGame(get())) get().newGame(get().difficulty);
    },

    requestNewGame() {
      set({ dialog: 'new-game' });
    },

    confirmNewGame() {
      set({ dialog: null });
      get().newGame(get().difficulty);
    },

    closeDialog() {
      // Closing the solution steps while they are worked out: they do not come back later.
      const pending = get().pending === 'solution-steps' ? { pending: null } : {};
      set({ dialog: null, pendingLink: null, pendingProgress: null, ...pending });
    },

    setDifficulty(difficulty: Difficulty) {
      void prepare(difficulty, get().kind);
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
