import { formatPosition } from '../../engine';
import type { Board, Difficulty, Move, Position } from '../../engine';
import { selectElapsedMs, selectPosition } from '../selectors';
import type { Settings } from '../settings';
import type { Stats } from '../stats';
import type { DailyResult, Entry, GameState, ParkedGame } from '../types';
import type { RecordWrite } from './records';

/*
 * What is saved, and how each record is written (records.ts stores them;
 * checks.ts reads them back). Boards are 81-digit strings and a position is
 * text, so each record stays small and the same size all game; a game's
 * moves are its record's log.
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
  daily: string | null; // the date of the daily puzzle on the board
  dailyGame: SavedGame | null; // that daily puzzle's game
  settings: Settings;
  stats: Stats;
  dailyResults: Readonly<Record<string, DailyResult>>;
  entry: SavedEntry | null;
}

/** The game on the board as saved (and as set aside): the clock's running stretch folded in. */
export function savedGame(s: GameState, now: number): SavedGame {
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

/** What is saved of the store's state. */
export function partialize(s: GameState): SavedState {
  const now = Date.now();
  const onBoard = s.gameId === '' ? null : savedGame(s, now);
  const entry = s.entry;
  return {
    game: s.daily === null ? onBoard : s.parked,
    difficulty: s.difficulty,
    daily: s.daily,
    dailyGame: s.daily === null ? null : onBoard,
    settings: s.settings,
    stats: s.stats,
    dailyResults: s.dailyResults,
    entry: entry && { cells: entry.cells, uncertain: entry.uncertain, resume: entry.resume },
  };
}

const text = (board: Board | readonly boolean[]) => board.map(Number).join('');

/** A game's record state (its moves go into the log). */
export function encodeGame(g: SavedGame): Record<string, unknown> {
  return {
    gameId: g.gameId,
    givens: text(g.givens),
    solution: text(g.solution),
    historyIndex: g.historyIndex,
    position: formatPosition(g.position as Position),
    selected: g.selected,
    notesMode: g.notesMode,
    level: g.level,
    flagged: text(g.flagged),
    startedAt: g.startedAt,
    finishedAt: g.finishedAt,
    elapsedMs: g.elapsedMs,
    paused: g.paused,
    hintsUsed: g.hintsUsed,
    mistakes: g.mistakes,
  };
}

/** A game's record: its state and its moves as the log. */
export function gameRecord(g: SavedGame, extra: Record<string, unknown> = {}): RecordWrite {
  return {
    state: { ...encodeGame(g), ...extra },
    log: g.moves as readonly Move[],
    logField: 'moves',
  };
}

/** The entry's record state. */
export function encodeEntry(e: SavedEntry): Record<string, unknown> {
  return { cells: text(e.cells), uncertain: text(e.uncertain), ...e.resume };
}

/** The records of a saved state, by storage key. */
export function recordsOf(s: SavedState): [string, RecordWrite][] {
  const always = { difficulty: s.difficulty, daily: s.daily };
  const records: [string, RecordWrite][] = [
    [
      KEYS.game,
      s.game ? gameRecord(s.game, always) : { state: always, log: [], logField: 'moves' },
    ],
    [KEYS.settings, { state: { ...s.settings } }],
    [KEYS.stats, { state: { stats: s.stats, dailyResults: s.dailyResults } }],
    [KEYS.entry, { state: s.entry && encodeEntry(s.entry) }],
  ];
  if (s.daily !== null && s.dailyGame) records.push([dailyKey(s.daily), gameRecord(s.dailyGame)]);
  return records;
}
