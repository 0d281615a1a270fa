import { create } from 'zustand';
import type { StateCreator } from 'zustand';
import { persist } from 'zustand/middleware';
import type { Difficulty } from '../engine';
import { loadOnce } from '../lib/loadOnce';
import type { Lazy } from '../lib/loadOnce';
import { makeCore } from './core';
import type { Core, GetState, SetState } from './core';
import { engineNow, loadEngine, onEngineFallback } from './engineLoader';
import { gameActions, loadStarters } from './gameActions';
import { playActions } from './playActions';
import { connectSaving, persistOptions } from './save/persist';
import { selectInProgress } from './selectors';
import { DEFAULT_DIFFICULTY, initialState } from './state';
import type { GameActions, GameStore } from './types';

/*
 * The midend: one store that owns the game and calls the engine. Starting
 * and playing are in the first load (gameActions.ts, playActions.ts, over
 * the shared core.ts); the rarer groups of actions load on first use, or
 * ahead when the page is idle (see `lazyGroup`). Randomness and the clock
 * are read here and handed to the engine, which has neither. Slow engine
 * work (making puzzles, hints, grading) runs in workers (src/workers/).
 * Saving is in save/ (persist.ts).
 */

type Maker<K extends keyof GameActions> = (
  set: SetState,
  get: GetState,
  core: Core,
) => Pick<GameActions, K>;

/** A group of actions kept out of the first load, made once its code has loaded. */
interface LazyGroup<K extends keyof GameActions> {
  lazy: Lazy<Pick<GameActions, K>>;
  /** Run `fn` with the actions: at once when loaded, else once they are (a failure is announced). */
  run<R>(fn: (actions: Pick<GameActions, K>) => R | PromiseLike<R>): Promise<R>;
}

/**
 * Store actions that run the group's own (loading it first when needed).
 * They return nothing (the actions that answer are written out below).
 */
function forward<K extends keyof GameActions>(
  group: LazyGroup<K>,
  keys: readonly K[],
): Pick<GameActions, K> {
  const actions = {} as Record<K, unknown>;
  for (const key of keys)
    actions[key] = (...args: unknown[]) => {
      void group.run((m) => (m[key] as (...a: unknown[]) => unknown)(...args));
    };
  return actions as Pick<GameActions, K>;
}

// Set when the store is made: the lazily loaded groups (for loading them ahead).
const groups: LazyGroup<keyof GameActions>[] = [];

// Entry mode's and several cells' actions asked for before their code loaded, in order (null: none waits).
let waiting: Promise<void> | null = null;
/**
 * Settles once entry mode's or several cells' actions asked for until now
 * have acted, or null when none waits for its code: the keyboard holds keys
 * until then, so that a key typed just after "Enter a puzzle" goes to the
 * puzzle being entered, and one typed just after a drag to the cells dragged
 * over (any other key acts at once on the board the player sees).
 */
export const actionsWaiting = () => waiting;

const createGame: StateCreator<GameStore, [['zustand/persist', unknown]]> = (set, get) => {
  const core = makeCore(set, get);
  const failed = () =>
    set(core.announce({ kind: 'engine-failed', inProgress: selectInProgress(get()) }));

  /** Actions made by the module `importer` loads (see LazyGroup). */
  function lazyGroup<K extends keyof GameActions>(
    importer: () => Promise<Maker<K>>,
    holdsKeys?: boolean,
  ): LazyGroup<K> {
    const lazy = loadOnce(() => importer().then((make) => make(set, get, core)));
    const group: LazyGroup<K> = {
      lazy,
      run(fn) {
        const actions = lazy.now();
        if (actions) {
          try {
            return Promise.resolve(fn(actions));
          } catch (error) {
            return Promise.reject(error);
          }
        }
        const loaded = lazy.load();
        const result = loaded.then(fn);
        result.catch(failed);
        if (holdsKeys) {
          // Settled just after `fn` has acted (not after what it then waits for).
          const after: Promise<void> = Promise.all([waiting, loaded.catch(() => {})]).then(() => {
            if (waiting === after) waiting = null;
          });
          waiting = after;
        }
        return result;
      },
    };
    groups.push(group as unknown as LazyGroup<keyof GameActions>);
    return group;
  }

  const hints = lazyGroup(() => import('./hintActions').then((m) => m.hintActions));
  const board = lazyGroup(() => import('./boardActions').then((m) => m.boardActions));
  const links = lazyGroup(() => import('./linkActions').then((m) => m.linkActions));
  const entry = lazyGroup(() => import('./entryActions').then((m) => m.entryActions), true);
  const daily = lazyGroup(() => import('./dailyActions').then((m) => m.dailyActions));
  const backup = lazyGroup(() => import('./backupActions').then((m) => m.backupActions));
  const kinds = lazyGroup(() => import('./kindActions').then((m) => m.kindActions));
  // Keys typed while its code loads wait for it (a digit after a drag goes to the cells dragged over).
  const cells = lazyGroup(() => import('./cellActions').then((m) => m.cellActions), true);
  const base = gameActions(set, get, core);
  return {
    ...initialState(),
    ...base,
    // From a daily puzzle: back to the regular game first (the daily is saved apart).
    confirmNewGame: () =>
      get().daily === null ? base.confirmNewGame() : void daily.run((m) => m.confirmNewGame()),
    newGame: (level, kind = get().kind) =>
      get().daily !== null
        ? void daily.run((m) => m.newGame(level, kind))
        : kind === 'classic'
          ? base.newGame(level)
          : void kinds.run((m) => m.newKindGame(level, kind)),
    ...forward(kinds, ['newKindGame']),
    // The kind at once (a New game pressed next is of it); its level and the puzzle made ahead follow.
    setKind: (kind) => {
      set({ kind });
      void kinds.run((m) => m.setKind(kind));
    },
    ...forward(daily, ['leaveDaily', 'openDaily']),
    ...playActions(set, get, core),
    ...forward(hints, ['hint', 'revealCell', 'showHintBranch', 'showSolutionSteps']),
    loadPuzzle: (...args) => links.run((m) => m.loadPuzzle(...args)),
    offerPuzzle: (...args) => links.run((m) => m.offerPuzzle(...args)),
    offerShared: (...args) => links.run((m) => m.offerShared(...args)),
    ...forward(links, ['confirmLink']),
    ...forward(board, [
      'undo',
      'redo',
      'check',
      'rewindToLastCorrect',
      'restartPuzzle',
      'continuePastLimit',
      'pressDigit',
      'releaseDigit',
      'tapCell',
    ]),
    ...forward(cells, ['extendSelection', 'extendSelectionBy', 'enterOnCells', 'eraseCells']),
    ...forward(entry, [
      'enterPuzzle',
      'editEntry',
      'typeEntry',
      'backspaceEntry',
      'clearEntry',
      'cancelEntry',
      'playEntry',
      'confirmPlayEntry',
      'pastePuzzle',
      'pasteFromClipboard',
      'checkEntry',
      'readPhoto',
      'applySuggestion',
    ]),
    ...forward(backup, ['exportData', 'chooseImport', 'confirmImport', 'dismissBackup']),
  };
};

// Saved as it changes, and checked when loaded: see save/persist.ts.
export const useGame = create<GameStore>()(persist(createGame, persistOptions));
connectSaving(useGame);
onEngineFallback(() => useGame.setState({ notice: { kind: 'engine-fallback' } }));
// A puzzle being entered, read back from storage: its solutions are counted again.
const recheck = (state: GameStore) => {
  if (state.entry?.verdict.kind === 'checking') state.checkEntry();
};
useGame.persist.onFinishHydration(recheck);
if (useGame.persist.hasHydrated()) recheck(useGame.getState());

export { loadStarters };

/** Resolves once the saved records (if any) are read and checked. */
export function whenLoaded(): Promise<void> {
  return new Promise((resolve) => {
    if (useGame.persist.hasHydrated()) resolve();
    else {
      const stop = useGame.persist.onFinishHydration(() => {
        stop();
        resolve();
      });
    }
  });
}

/** Load the lazily loaded actions now. */
export async function loadStoreParts(): Promise<void> {
  await Promise.all(groups.map((group) => group.lazy.load()));
}

/**
 * Resolves once no engine work or lazy loading is under way (for tests and
 * measurements): the actions loaded, workers idle.
 */
export async function engineIdle(): Promise<void> {
  await loadStoreParts().catch(() => {});
  const engine = engineNow() ?? (await loadEngine().catch(() => null));
  await engine?.engineIdle();
}

/**
 * Put the store back to its state before any game, at `difficulty`, with no
 * announcement and no link error (for tests, and for a clean start).
 */
export function resetGameStore(difficulty: Difficulty = DEFAULT_DIFFICULTY): void {
  useGame.setState(initialState(difficulty));
}
