import { formatMove, formatPosition, samePosition } from '../engine';
import type { Board, Difficulty, Move, Position } from '../engine';
import type { PersistOptions } from 'zustand/middleware';
import { selectElapsedMs, selectPosition } from './selectors';
import type { Settings } from './settings';
import type { Stats } from './stats';
import { createSaveStorage } from './storage';
import type { DailyResult, GameState, GameStore, Notice, ParkedGame } from './types';

type Checks = typeof import('./checks');

// The save checks, loaded (once) before the first save is read.
let checks: Checks | null = null;
let checksLoading: Promise<Checks> | null = null;

/** Load the save checks ahead (when the page is idle), so a later sync runs at once. */
export function preloadChecks(): Promise<unknown> {
  return prepareChecks() ?? Promise.resolve();
}

/** Load the save checks; null when they are already loaded. */
function prepareChecks(): Promise<Checks> | null {
  if (checks) return null;
  checksLoading ??= import('./checks').then((module) => (checks = module));
  checksLoading.catch(() => (checksLoading = null));
  return checksLoading;
}

/*
 * Saving: the options for zustand's persist middleware around the game
 * store, and syncing with other tabs. The store saves on every change
 * (persist does that); the page lifecycle (lifecycle.ts) adds a tick every
 * second, so the clock is never more than a second behind, and a save when
 * the page is hidden or unloaded.
 *
 * Loading checks everything (validate.ts): what is invalid is dropped and
 * named in a notice, the rest is kept. A game in progress resumes its clock
 * from the time saved.
 *
 * Two tabs: storage.ts refuses to overwrite a newer save. Progress another
 * tab saved is taken over when the storage event arrives, when this tab
 * comes back into view or gains focus, or when this tab tries to save over
 * it. Taken-over progress arrives paused: the game is being played in the
 * other tab, and two running clocks would count the same time twice.
 */

/** The localStorage key of the save. */
export const SAVE_KEY = 'sudoku';

/**
 * The save format's version. 1 kept every position of the undo history;
 * 2 keeps the moves (in chunks, see storage.ts) and the position on the
 * board, so a save grows by a few bytes per move.
 */
export const SAVE_VERSION = 2;

/** A game as saved: its fields, the position on the board, the clock stopped. */
export interface SavedGame {
  gameId: string;
  givens: Board;
  solution: Board;
  moves: readonly Move[];
  historyIndex: number;
  position: Position;
  selected: number;
  notesMode: boolean;
  level: Difficulty | null;
  flagged: Board;
  startedAt: number;
  finishedAt: number | null;
  elapsedMs: number;
  paused: boolean;
  hintsUsed: number;
  mistakes: number;
}

/**
 * What is saved, as the store holds it (encoded for storage by `encodeSave`):
 * the regular game (set aside while a daily puzzle is played), level,
 * settings and statistics, which daily puzzle is on the board, and that
 * daily puzzle's game, which is written under its own key (dailySave.ts).
 */
export interface SavedState extends SavedGame {
  difficulty: Difficulty;
  settings: Settings;
  stats: Stats;
  daily: string | null;
  dailyResults: Readonly<Record<string, DailyResult>>;
  dailyGame: (SavedGame & { date: string }) | null;
}

/** The game on the board as saved (and as set aside): the clock's running stretch folded in. */
export function savedGame(s: GameState, now: number): ParkedGame {
  return {
    gameId: s.gameId,
    givens: s.givens,
    solution: s.solution,
    moves: s.moves,
    historyIndex: s.historyIndex,
    position: selectPosition(s),
    selected: s.selected,
    notesMode: s.notesMode,
    level: s.level,
    flagged: s.flagged,
    startedAt: s.startedAt,
    finishedAt: s.finishedAt,
    elapsedMs: selectElapsedMs(s, now),
    paused: s.paused,
    hintsUsed: s.hintsUsed,
    mistakes: s.mistakes,
  };
}

/** What is saved: see SavedState. */
export function partialize(s: GameState): SavedState {
  const now = Date.now();
  const { daily } = s;
  const game = daily === null ? savedGame(s, now) : (s.parked ?? ({ gameId: '' } as SavedGame));
  return {
    ...game,
    difficulty: s.difficulty,
    settings: s.settings,
    stats: s.stats,
    daily,
    dailyResults: s.dailyResults,
    dailyGame: daily === null ? null : { ...savedGame(s, now), date: daily },
  };
}

/**
 * The stored record of a save (everything but the moves, which are stored
 * as a log): boards as 81-digit strings and the position as text, so the
 * record stays small and the same size all game. Before the first game
 * arrives, only the level, settings and statistics.
 */
export function encodeSave(s: SavedState): Record<string, unknown> {
  const always = {
    difficulty: s.difficulty,
    settings: s.settings,
    stats: s.stats,
    daily: s.daily,
    dailyResults: s.dailyResults,
  };
  if (s.gameId === '') return always;
  return {
    gameId: s.gameId,
    givens: s.givens.join(''),
    solution: s.solution.join(''),
    historyIndex: s.historyIndex,
    position: formatPosition(s.position),
    selected: s.selected,
    notesMode: s.notesMode,
    level: s.level,
    flagged: s.flagged.join(''),
    startedAt: s.startedAt,
    finishedAt: s.finishedAt,
    elapsedMs: s.elapsedMs,
    paused: s.paused,
    hintsUsed: s.hintsUsed,
    mistakes: s.mistakes,
    ...always,
  };
}

/** Writes a daily puzzle's progress under its own key (dailySave.ts, loaded with daily puzzles). */
export interface DailyWriter {
  save(game: SavedState['dailyGame']): void; // remember the latest, write when idle
  flush(): void; // write what waits, now
}

let dailyWriter: DailyWriter | null = null;

/** Set by dailySave.ts when it loads: from then on, a daily puzzle's progress is saved. */
export function setDailyWriter(writer: DailyWriter): void {
  dailyWriter = writer;
}

/** The one storage this page saves through. */
export const saveStorage = createSaveStorage<SavedState>(() => window.localStorage, SAVE_VERSION, {
  logField: 'moves',
  formatEntry: (move) => formatMove(move as Move),
  encode: encodeSave,
  beforeRead: prepareChecks,
});

// How the next merge treats the save: loading the page, or taking over
// another tab's progress.
let mode: 'load' | 'sync' = 'load';
// Set by a merge that dropped something, or a save from another version:
// the state must be written back rather than counted as already saved.
let mustSave = false;

/**
 * A save from another version, brought to this version's shape (it is then
 * checked field by field like any other, in `merge`, keeping what still
 * fits and dropping the rest with a notice). Version 1 held every position
 * of the undo history: its moves become text, a rewind names the position it
 * went back to, and the position on the board is the one at its index.
 */
export function migrate(saved: unknown, version: number): SavedState {
  // Written back in this version's shape once loaded.
  mustSave = true;
  return (version === 1 ? checks!.fromVersion1(saved) : saved) as SavedState;
}

/** True when the board differs: another game, another position, or another history. */
function boardChanged(a: GameState, b: GameState): boolean {
  return (
    a.gameId !== b.gameId ||
    a.historyIndex !== b.historyIndex ||
    a.moves.length !== b.moves.length ||
    !samePosition(selectPosition(a), selectPosition(b))
  );
}

const pageHidden = () => typeof document !== 'undefined' && document.visibilityState === 'hidden';

/** The state after loading the page from `saved` (unchecked, undefined when nothing is stored). */
function mergeOnLoad(saved: unknown, current: GameStore): GameStore {
  const problem = saveStorage.takeProblem();
  const problemNotice: Notice | null = problem ? { kind: problem } : null;
  if (saved === undefined) return problemNotice ? { ...current, notice: problemNotice } : current;
  const { patch, dropped } = checks!.restoreWithDaily(saved, current, Date.now());
  if (dropped.length > 0) mustSave = true;
  const next = { ...current, ...patch };
  // A page opened or restored in the background starts paused, like one hidden later.
  if (pageHidden() && !next.paused && next.finishedAt === null) {
    next.paused = true;
    next.runningSince = null;
  }
  if (dropped.length > 0) next.notice = { kind: 'dropped', parts: dropped };
  else if (problemNotice) next.notice = problemNotice;
  return next;
}

/** The state after taking over another tab's save; ours when that save is unreadable. */
function mergeFromOtherTab(saved: unknown, current: GameStore): GameStore {
  if (saved === undefined) return current;
  const { patch, dropped } = checks!.restoreWithDaily(saved, current, Date.now());
  // Only this app writes the save; if it is unreadable, keep ours (our next save replaces it).
  if (dropped.length > 0) return current;
  const next: GameStore = { ...current, ...patch, paused: patch.finishedAt === null };
  next.runningSince = null;
  if (boardChanged(current, next)) {
    next.notice = { kind: 'synced-from-other-tab' };
    next.announcement = null;
    if (
      next.gameId !== current.gameId &&
      next.dialog !== 'settings' &&
      next.dialog !== 'statistics'
    )
      next.dialog = null;
  }
  return next;
}

/** Options for `persist(...)` around the game store. */
export const persistOptions: PersistOptions<GameStore, SavedState, void> = {
  name: SAVE_KEY,
  version: SAVE_VERSION,
  storage: {
    ...saveStorage,
    setItem(name, value) {
      saveStorage.setItem(name, value);
      dailyWriter?.save(value.state.dailyGame);
    },
  },
  partialize,
  migrate,
  merge: (saved, current) =>
    mode === 'sync' ? mergeFromOtherTab(saved, current) : mergeOnLoad(saved, current),
  onRehydrateStorage: () => (state) => {
    // What was just loaded is what storage holds: no need to write it back,
    // unless loading dropped something (then the next save replaces the bad data).
    if (state && !mustSave) saveStorage.markClean(partialize(state));
    mustSave = false;
  },
};

/** The parts of the persisted store that saving needs. */
interface SavedStore {
  getState(): GameStore;
  setState(partial: Partial<GameState>): unknown;
  persist: { rehydrate(): Promise<void> };
}

let store: SavedStore | null = null;

/**
 * Wire saving to the store once it exists: storage problems become a notice,
 * and a save refused because another tab saved newer progress loads that
 * progress instead.
 */
export function connectSaving(saved: SavedStore): void {
  store = saved;
  saveStorage.onProblem = (problem) => saved.setState({ notice: { kind: problem } });
  saveStorage.onConflict = () => {
    syncFromStorage();
  };
}

/**
 * Take over progress that another tab saved since this one last loaded or
 * saved: the store is rehydrated from storage (paused, with a notice when the
 * board changed). Returns true when there was newer progress.
 */
export function syncFromStorage(): boolean {
  if (!store || !saveStorage.hasNewer(SAVE_KEY)) return false;
  const loading = prepareChecks();
  if (loading) {
    // The first save this page reads: its checks load first, then the sync runs.
    loading.then(
      () => syncFromStorage(),
      () => {},
    );
    return true;
  }
  mode = 'sync';
  try {
    // Synchronous: the storage is, so the merge has run when this returns.
    void store.persist.rehydrate();
  } finally {
    mode = 'load';
  }
  return true;
}

/** Save the current state now, unless it is what storage already holds. */
export function saveNow(): void {
  if (!store) return;
  const state = partialize(store.getState());
  saveStorage.setItem(SAVE_KEY, { state, version: SAVE_VERSION });
  saveStorage.flush();
  dailyWriter?.save(state.dailyGame);
  dailyWriter?.flush();
}
