import { create } from 'zustand';
import type { StateCreator } from 'zustand';
import { persist } from 'zustand/middleware';
import type { Difficulty } from '../engine';
import { EMPTY_BOARD, makeCore } from './core';
import { onEngineFallback } from './engine';
import { gameActions } from './gameActions';
import { hintActions } from './hintActions';
import { connectSaving, persistOptions } from './persist';
import { playActions } from './playActions';
import { DEFAULT_SETTINGS } from './settings';
import { emptyStats } from './stats';
import type { GameState, GameStore } from './types';

/*
 * The midend: one store that owns the game and calls the engine. The actions
 * come in three groups (starting games, playing, hints and checking) that
 * share the core in core.ts. Randomness and the clock are read here and
 * handed to the engine, which has neither. Slow engine work (making puzzles,
 * hints, grading) runs in workers (engine.ts): on a first visit the board is
 * empty until the first puzzle arrives from there.
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

const createGame: StateCreator<GameStore, [['zustand/persist', unknown]]> = (set, get) => {
  const core = makeCore(set, get);
  return {
    ...initialState(),
    ...gameActions(set, get, core),
    ...playActions(set, get, core),
    ...hintActions(set, get, core),
  };
};

// Saved as it changes, and checked when loaded: see persist.ts.
export const useGame = create<GameStore>()(persist(createGame, persistOptions));
connectSaving(useGame);
onEngineFallback(() => useGame.setState({ notice: { kind: 'engine-fallback' } }));

/**
 * Put the store back to its state before any game, at `difficulty`, with no
 * announcement and no link error (for tests, and for a clean start).
 */
export function resetGameStore(difficulty: Difficulty = DEFAULT_DIFFICULTY): void {
  useGame.setState(initialState(difficulty));
}

export { initialState };
