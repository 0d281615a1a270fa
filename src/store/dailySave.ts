import { formatMoves, isDateKey, replayMoves } from '../engine';
import { encodeSave, SAVE_KEY, SAVE_VERSION, setDailyWriter } from './persist';
import type { SavedGame, SavedState } from './persist';
import { whenIdle } from './storage';
import type { DroppedPart, GameState, ParkedGame } from './types';
import { restoreDailyResults, restoreGame, restoreSaved } from './validate';
import type { Restored } from './validate';

/*
 * Daily puzzles are saved apart from the regular game, one key per date:
 *
 *   sudoku               the regular game, settings, statistics, solved
 *                        daily puzzles, and which daily is on the board
 *   sudoku.daily.<date>  that date's daily puzzle: the same game record
 *                        as the regular game's, its moves inline as text
 *
 * so neither ever replaces the other. A daily's record is written when the
 * page is idle (and at once when it is hidden), like the main save, and is
 * checked like it when read: an unreadable one is dropped with a notice
 * and the regular game comes back. Loaded with the save checks and with
 * the daily puzzle's actions.
 */

/** The storage key of the daily puzzle of `date`. */
export const dailyKey = (date: string): string => `${SAVE_KEY}.daily.${date}`;

/** The parsed record stored for `date`'s daily puzzle; undefined when there is none or storage is unavailable. */
export function readDaily(date: string): unknown {
  try {
    const text = window.localStorage.getItem(dailyKey(date));
    if (text === null) return undefined;
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null && 'state' in parsed ? parsed.state : null;
  } catch {
    return null; // unreadable text
  }
}

/** The dates whose daily puzzle has saved progress (started, maybe solved). */
export function savedDailyDates(): Set<string> {
  const dates = new Set<string>();
  try {
    const storage = window.localStorage;
    const prefix = dailyKey('');
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (key?.startsWith(prefix)) dates.add(key.slice(prefix.length));
    }
  } catch {
    // storage unavailable: none known
  }
  return dates;
}

/** The saved game of `date`'s daily puzzle, checked, or why not: none stored, or unreadable. */
export function restoreDaily(
  date: string,
  now: number,
): { game: Partial<GameState> | null; unreadable: boolean } {
  const saved = readDaily(date);
  if (saved === undefined) return { game: null, unreadable: false };
  const game =
    typeof saved === 'object' && saved !== null
      ? restoreGame(saved as Record<string, unknown>, now)
      : null;
  if (!game) return { game: null, unreadable: true };
  const { dropped: _dropped, ...rest } = game;
  return { game: rest, unreadable: false };
}

/** A restored game, set aside: its position worked out, its clock stopped. */
function parkedOf(game: Partial<GameState>): ParkedGame {
  const { runningSince: _running, ...rest } = game;
  const g = rest as Omit<ParkedGame, 'position'>;
  return { ...g, position: replayMoves(g.givens, g.moves)[g.historyIndex] };
}

/**
 * Check a save like restoreSaved, and its solved daily puzzles; when it
 * says a daily puzzle was on the board, that puzzle's own record is read
 * and checked too and put on the board, with the regular game set aside.
 * An unreadable daily record is named ('daily') and the regular game stays.
 */
export function restoreWithDaily(saved: unknown, current: GameState, now: number): Restored {
  const restored = restoreSaved(saved, current, now);
  if (typeof saved !== 'object' || saved === null) return restored;
  const record = saved as Record<string, unknown>;
  const dropped: DroppedPart[] = [...restored.dropped];
  const { results, ok } = restoreDailyResults(record.dailyResults);
  if (!ok && !dropped.includes('stats')) dropped.push('stats');
  let patch: Partial<GameState> = { ...restored.patch, dailyResults: results };
  const date = record.daily;
  if (isDateKey(date)) {
    const { game, unreadable } = restoreDaily(date, now);
    if (game) {
      const regular = restored.patch.gameId === undefined ? null : parkedOf(restored.patch);
      patch = { ...patch, ...game, daily: date, parked: regular };
    } else if (unreadable) dropped.push('daily');
  }
  if (patch.daily === undefined) patch = { ...patch, daily: null, parked: null };
  return { patch, dropped };
}

let waiting: SavedState['dailyGame'] = null; // the latest daily game, not yet written
const written = new Map<string, string>(); // key -> the state last written there, as JSON

/** Write the daily puzzle's progress that waits, now. */
export function flushDaily(): void {
  const game = waiting;
  waiting = null;
  if (!game) return;
  const { date, ...rest } = game;
  const state = { ...encodeSave(rest as SavedGame as SavedState), moves: formatMoves(rest.moves) };
  const stateText = JSON.stringify(state);
  const key = dailyKey(date);
  if (written.get(key) === stateText) return; // the same game as last written
  try {
    window.localStorage.setItem(
      key,
      `{"version":${SAVE_VERSION},"savedAt":${Date.now()},"state":${stateText}}`,
    );
    written.set(key, stateText);
  } catch {
    // Storage full or refused: the main save reports that to the player.
  }
}

setDailyWriter({
  save(game) {
    if (!game) return;
    // Another date's game waits: it is written first.
    if (waiting && waiting.date !== game.date) flushDaily();
    const first = waiting === null;
    waiting = game;
    if (first) whenIdle(flushDaily);
  },
  flush: flushDaily,
});
