import { create } from 'zustand';
import type { StateCreator } from 'zustand';
import { persist } from 'zustand/middleware';
import type { Difficulty } from '../engine';
import { EMPTY_BOARD, makeCore } from './core';
import { engineNow, loadEngine, onEngineFallback } from './engineLoader';
import { gameActions, loadPuzzleCheck } from './gameActions';
import type { HintActionKeys } from './hintActions';
import { connectSaving, persistOptions, preloadChecks } from './persist';
import { playActions } from './playActions';
import { DEFAULT_SETTINGS } from './settings';
import { emptyStats } from './stats';
import type { GameActions, GameState, GameStore } from './types';

/*
 * The midend: one store that owns the game and calls the engine. The actions
 * come in three groups (starting games, playing, hints and checking) that
 * share the core in core.ts. Randomness and the clock are read here and
 * handed to the engine, which has neither. Slow engine work (making puzzles,
 * hints, grading) runs in workers (engine.ts): on a first visit the board is
 * empty until the first puzzle arrives from there. The hint actions and the
 * engine's clients are loaded lazily, so a saved game appears without them.
 */

const DEFAULT_DIFFICULTY: Difficulty = 'medium';

/** The whole state before any game: an empty board, nothing announced. */
function initialState(difficulty: Difficulty = DEFAULT_DIFFICULTY): GameState {
  return {
    gameId: '',
    givens: EMPTY_BOARD,
    solution: EMPTY_BOARD,
    moves: [],
    historyIndex: 0,
    selected: 0,
    notesMode: false,
    difficulty,
    level: null,
    flagged: EMPTY_BOARD,
    startedAt: 0,
    finishedAt: null,
    elapsedMs: 0,
    runningSince: null,
    paused: false,
    hintsUsed: 0,
    mistakes: 0,
    settings: DEFAULT_SETTINGS,
    stats: emptyStats(),
    announcement: null,
    announcementId: 0,
    loadError: null,
    notice: null,
    dialog: null,
    hintFlow: null,
    solutionPath: null,
    pendingLink: null,
    pending: null,
    updateReady: false,
  };
}

type HintActions = Pick<GameActions, HintActionKeys>;

// The hint actions load on the first hint, or ahead when the page is idle.
let hints: HintActions | null = null;
let hintsLoading: Promise<HintActions> | null = null;
let loadHints: () => Promise<HintActions> = () => Promise.reject(new Error('no store'));

const createGame: StateCreator<GameStore, [['zustand/persist', unknown]]> = (set, get) => {
  const core = makeCore(set, get);
  loadHints = () => {
    if (!hintsLoading) {
      hintsLoading = import('./hintActions').then(
        (module) => (hints = module.hintActions(set, get, core)),
      );
      hintsLoading.catch(() => (hintsLoading = null));
    }
    return hintsLoading;
  };
  /** Run a hint action now when loaded, else as soon as it is. */
  const withHints = (run: (h: HintActions) => void) => {
    if (hints) run(hints);
    else loadHints().then(run, () => set(core.announce({ kind: 'engine-failed' })));
  };
  return {
    ...initialState(),
    ...gameActions(set, get, core),
    ...playActions(set, get, core),
    hint: () => withHints((h) => h.hint()),
    revealCell: () => withHints((h) => h.revealCell()),
    showSolutionSteps: () => withHints((h) => h.showSolutionSteps()),
  };
};

// Saved as it changes, and checked when loaded: see persist.ts.
export const useGame = create<GameStore>()(persist(createGame, persistOptions));
connectSaving(useGame);
onEngineFallback(() => useGame.setState({ notice: { kind: 'engine-fallback' } }));

/** Resolves once the saved game (if any) is loaded and checked. */
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

/** Load what the first load left out of the store (save and puzzle checks, hints, the engine's clients) ahead of need. */
export function preloadStore(): void {
  void preloadChecks().catch(() => {});
  void loadHints().catch(() => {});
  // The engine's clients, and the next puzzle of the chosen level, so New game starts at once.
  loadEngine().then(
    ({ puzzles }) => puzzles.prepare(useGame.getState().difficulty),
    () => {},
  );
  void loadPuzzleCheck().catch(() => {});
}

/**
 * Resolves once no engine work or lazy loading is under way (for tests and
 * measurements): hints loaded if asked for, workers idle.
 */
export async function engineIdle(): Promise<void> {
  await hintsLoading?.catch(() => {});
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

export { initialState };
