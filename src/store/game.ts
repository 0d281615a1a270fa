import { create } from 'zustand';
import type { StateCreator } from 'zustand';
import { persist } from 'zustand/middleware';
import type { Difficulty } from '../engine';
import { EMPTY_BOARD, ENTRY_KEY, makeCore } from './core';
import { engineNow, loadEngine, onEngineFallback } from './engineLoader';
import { gameActions } from './gameActions';
import type { HintActionKeys } from './hintActions';
import type { DailyActionKeys } from './dailyActions';
import type { MoreActionKeys } from './moreActions';
import type { EntryActionKeys } from './entryActions';
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
    loadErrorSource: 'link',
    entry: null,
    notice: null,
    dialog: null,
    hintFlow: null,
    solutionPath: null,
    pendingLink: null,
    pending: null,
    updateReady: false,
    daily: null,
    parked: null,
    dailyResults: {},
    pendingProgress: null,
  };
}

type HintActions = Pick<GameActions, HintActionKeys>;
type MoreActions = Pick<GameActions, MoreActionKeys>;
type EntryActions = Pick<GameActions, EntryActionKeys>;
type DailyActions = Pick<GameActions, DailyActionKeys>;

/**
 * A group of actions kept out of the first load: loaded on first use (or
 * ahead, when the page is idle), then called at once.
 */
interface LazyGroup<T> {
  /** Run `fn` with the actions now when loaded, else as soon as they are. */
  run<R>(fn: (actions: T) => R | PromiseLike<R>): Promise<R>;
  load(): Promise<T>;
}

function lazyGroup<T>(importer: () => Promise<T>, failed: () => void): LazyGroup<T> {
  let actions: T | null = null;
  let loading: Promise<T> | null = null;
  const load = () => {
    if (!loading) {
      loading = importer().then((a) => (actions = a));
      loading.catch(() => (loading = null));
    }
    return loading;
  };
  return {
    load,
    run(fn) {
      if (actions) {
        try {
          return Promise.resolve(fn(actions));
        } catch (error) {
          return Promise.reject(error);
        }
      }
      const result = load().then(fn);
      result.catch(failed);
      return result;
    },
  };
}

// Set when the store is made: the lazily loaded action groups.
let groups: {
  hints: LazyGroup<HintActions>;
  more: LazyGroup<MoreActions>;
  entry: LazyGroup<EntryActions>;
  daily: LazyGroup<DailyActions>;
} | null = null;

const createGame: StateCreator<GameStore, [['zustand/persist', unknown]]> = (set, get) => {
  const core = makeCore(set, get);
  const failed = () => set(core.announce({ kind: 'engine-failed' }));
  const hints = lazyGroup(
    () => import('./hintActions').then((m) => m.hintActions(set, get, core)),
    failed,
  );
  const more = lazyGroup(
    () => import('./moreActions').then((m) => m.moreActions(set, get, core)),
    failed,
  );
  const entry = lazyGroup(
    () => import('./entryActions').then((m) => m.entryActions(set, get, core)),
    failed,
  );
  const daily = lazyGroup(
    () => import('./dailyActions').then((m) => m.dailyActions(set, get, core)),
    failed,
  );
  groups = { hints, more, entry, daily };
  const base = gameActions(set, get, core);
  return {
    ...initialState(),
    ...base,
    // From a daily puzzle: back to the regular game first (the daily is saved apart).
    requestNewGame: () =>
      get().daily === null ? base.requestNewGame() : void daily.run((m) => m.requestNewGame()),
    newGame: (level) =>
      get().daily === null ? base.newGame(level) : void daily.run((m) => m.newGame(level)),
    leaveDaily: () => void daily.run((m) => m.leaveDaily()),
    ...playActions(set, get, core),
    hint: () => void hints.run((h) => h.hint()),
    revealCell: () => void hints.run((h) => h.revealCell()),
    showSolutionSteps: () => void hints.run((h) => h.showSolutionSteps()),
    loadPuzzle: (text, progress) => more.run((m) => m.loadPuzzle(text, progress)),
    offerPuzzle: (text, progress) => more.run((m) => m.offerPuzzle(text, progress)),
    offerShared: (code) => daily.run((m) => m.offerShared(code)),
    openDaily: (date) => void daily.run((m) => m.openDaily(date)),
    confirmLink: () => void more.run((m) => m.confirmLink()),
    check: () => void more.run((m) => m.check()),
    rewindToLastCorrect: () => void more.run((m) => m.rewindToLastCorrect()),
    restartPuzzle: () => void more.run((m) => m.restartPuzzle()),
    showHintBranch: (branch) => void more.run((m) => m.showHintBranch(branch)),
    enterPuzzle: () => void entry.run((e) => e.enterPuzzle()),
    editEntry: (digit) => void entry.run((e) => e.editEntry(digit)),
    clearEntry: () => void entry.run((e) => e.clearEntry()),
    cancelEntry: () => void entry.run((e) => e.cancelEntry()),
    playEntry: () => void entry.run((e) => e.playEntry()),
    confirmPlayEntry: () => void entry.run((e) => e.confirmPlayEntry()),
    pastePuzzle: (text) => void entry.run((e) => e.pastePuzzle(text)),
    pasteFromClipboard: () => void entry.run((e) => e.pasteFromClipboard()),
    restoreEntry: () => entry.run((e) => e.restoreEntry()),
    readPhoto: (file) => void entry.run((e) => e.readPhoto(file)),
    applySuggestion: () => void entry.run((e) => e.applySuggestion()),
  };
};

// Saved as it changes, and checked when loaded: see persist.ts.
export const useGame = create<GameStore>()(persist(createGame, persistOptions));
connectSaving(useGame);
onEngineFallback(() => useGame.setState({ notice: { kind: 'engine-fallback' } }));

/** True when a puzzle was being entered when the page last closed (see restoreEntry). */
export function hasStoredEntry(): boolean {
  try {
    return localStorage.getItem(ENTRY_KEY) !== null;
  } catch {
    return false;
  }
}

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
  void loadStoreParts().catch(() => {});
  // The engine's clients, and the next puzzle of the chosen level, so New game starts at once.
  loadEngine().then(
    ({ puzzles }) => puzzles.prepare(useGame.getState().difficulty),
    () => {},
  );
}

/** Load the lazily loaded actions (hints, the rarer actions) now. */
export async function loadStoreParts(): Promise<void> {
  await Promise.all([
    groups?.hints.load(),
    groups?.more.load(),
    groups?.entry.load(),
    groups?.daily.load(),
  ]);
}

/**
 * Resolves once no engine work or lazy loading is under way (for tests and
 * measurements): hints loaded if asked for, workers idle.
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

export { initialState };
