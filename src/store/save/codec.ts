import type { Difficulty, Kind } from '../../engine';
import { selectElapsedMs, selectPosition } from '../selectors';
import type { Settings } from '../settings';
import type { Mastery } from '../mastery';
import type { KindStats, Stats } from '../stats';
import type { DailyResult, Entry, GameState, ParkedGame } from '../types';

/*
 * What is saved: the part of the store's state a player keeps, and the
 * keys of its records (encode.ts writes them, records.ts stores them,
 * checks.ts reads them back).
 */

/** The storage keys of the records (see records.ts). */
export const KEYS = {
  game: 'sudoku',
  settings: 'sudoku.settings',
  stats: 'sudoku.stats',
  entry: 'sudoku.entry',
} as const;

/** Where a daily puzzle's game is kept: one record per date ("YYYY-MM-DD"). */
export const DAILY_PREFIX = 'sudoku.daily.';
export const dailyKey = (date: string): string => DAILY_PREFIX + date;

/** A game as saved: its fields, the position on the board, the clock stopped. */
export type SavedGame = ParkedGame;

/** A puzzle being entered, as saved (its verdict is worked out again when read). */
export type SavedEntry = Pick<Entry, 'cells' | 'uncertain' | 'resume'>;

/** Everything saved, as the store holds it (split into records by `recordsOf`). */
export interface SavedState {
  game: SavedGame | null; // the regular game (set aside while a daily is played); null before the first
  difficulty: Difficulty; // the level chosen for the next new game
  kind: Kind; // the kind chosen for the next new game
  daily: string | null; // the date of the daily puzzle on the board
  dailyGame: SavedGame | null; // that daily puzzle's game
  settings: Settings;
  stats: Stats;
  kindStats: KindStats;
  mastery: Mastery;
  dailyResults: Readonly<Record<string, DailyResult>>;
  entry: SavedEntry | null;
}

/** The game on the board as saved (and as set aside): the clock's running stretch folded in. */
export function savedGame(s: GameState, now: number): SavedGame {
  return {
    gameId: s.gameId,
    rules: s.rules,
    givens: s.givens,
    solution: s.solution,
    moves: s.moves,
    historyIndex: s.historyIndex,
    position: selectPosition(s),
    selected: s.selected,
    notesMode: s.notesMode,
    markMode: s.markMode,
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

/** What is saved of the store's state. */
export function partialize(s: GameState): SavedState {
  const now = Date.now();
  const onBoard = s.gameId === '' ? null : savedGame(s, now);
  const entry = s.entry;
  return {
    game: s.daily === null ? onBoard : s.parked,
    difficulty: s.difficulty,
    kind: s.kind,
    daily: s.daily,
    dailyGame: s.daily === null ? null : onBoard,
    settings: s.settings,
    stats: s.stats,
    kindStats: s.kindStats,
    mastery: s.mastery,
    dailyResults: s.dailyResults,
    entry: entry && { cells: entry.cells, uncertain: entry.uncertain, resume: entry.resume },
  };
}
