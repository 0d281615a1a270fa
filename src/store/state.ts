import { CLASSIC_RULES } from '../engine';
import type { Board, Difficulty } from '../engine';
import { DEFAULT_SETTINGS } from './settings';
import { emptyStats } from './stats';
import type { GameState } from './types';

/** A board of 81 zeros: no game yet. */
export const EMPTY_BOARD: Board = new Array<number>(81).fill(0);

/** The level of a first visit's first game. */
export const DEFAULT_DIFFICULTY: Difficulty = 'medium';

/** The whole state before any game: an empty board, nothing announced. */
export function initialState(difficulty: Difficulty = DEFAULT_DIFFICULTY): GameState {
  return {
    gameId: '',
    rules: CLASSIC_RULES,
    givens: EMPTY_BOARD,
    solution: EMPTY_BOARD,
    moves: [],
    historyIndex: 0,
    selected: 0,
    notesMode: false,
    markMode: null,
    selection: null,
    heldDigit: null,
    difficulty,
    kind: 'classic',
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
    kindStats: {},
    mastery: {},
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
    updating: false,
    daily: null,
    parked: null,
    dailyResults: {},
    pendingProgress: null,
    backup: null,
  };
}
