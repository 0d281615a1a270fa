import { isDateKey, KINDS, replayMoves, samePosition } from '../../engine';
import type { Difficulty, Kind } from '../../engine';
import { DIFFICULTIES } from '../../engine';
import { layoutOf } from '../layouts';
import { quickVerdict } from '../entryVerdict';
import { selectPosition } from '../selectors';
import type { DroppedPart, Entry, GameState, GameStore, ParkedGame } from '../types';
import { isRecord } from './bounds';
import { KEYS } from './codec';
export { layoutsToLoad } from './kindLayouts';
import { fromVersion1 } from './migrate';
import {
  restoreDailyResults,
  restoreKindStats,
  restoreMastery,
  restoreSettings,
  restoreStats,
} from './parts';
import type { RecordRead } from './records';
import { entryFromVersion2, restoreEntryFields, restoreGame } from './validate';
import type { RestoredGame } from './validate';

/*
 * Reading the records back into the store: loaded only when there is
 * something stored (a first visit has nothing to check), before it is read.
 *
 * Each record is checked on its own (validate.ts, parts.ts): what fails is
 * dropped or repaired and named in a notice, the rest is kept. Saves of
 * versions 1 and 2 kept the settings and statistics inside the game's
 * record; they are taken from there, and written back as records of their
 * own. A record written by a newer version is not read at all: the player
 * is told, and it is left for that version.
 *
 * Taking over another tab's progress reads only the records that tab
 * changed: new settings or statistics are simply taken; a changed game on
 * the board arrives paused, with a notice (it is being played over there,
 * and two running clocks would count the same time twice).
 */

type Loose = Readonly<Record<string, unknown>>;

/** The records as read from storage. */
export interface Reads {
  game: RecordRead;
  settings: RecordRead;
  stats: RecordRead;
  entry: RecordRead;
  daily: { date: string; read: RecordRead } | null; // the daily puzzle the game record names
}

/** The outcome of reading the records. */
export interface Restored {
  state: GameStore; // the state to put in the store
  clean: string[]; // keys whose stored record holds exactly what the state now holds
  keep?: boolean; // this tab's board goes on from the record read and was kept: write it at once
}

/** A restored game without its checking notes. */
function gameOf(g: RestoredGame): Partial<GameState> {
  const { dropped: _dropped, repaired: _repaired, ...game } = g;
  return game;
}

/** A restored game, set aside: its position worked out, its clock stopped. */
function parkedOf(game: Partial<GameState>): ParkedGame {
  const { runningSince: _running, ...rest } = game;
  const g = rest as Omit<ParkedGame, 'position'>;
  const positions = replayMoves(g.givens, g.moves, [], 0, layoutOf(g.rules));
  return { ...g, position: positions[g.historyIndex] };
}

/** Collects what reading dropped, and which records can be marked as current. */
class Report {
  dropped: DroppedPart[] = [];
  newer = false;
  clean: string[] = [];
  drop(part: DroppedPart) {
    if (!this.dropped.includes(part)) this.dropped.push(part);
  }
  /** Account for a record read: newer, unreadable (dropped as `part`), or fine (maybe clean). */
  read(read: RecordRead, key: string, part: DroppedPart, current: boolean): Loose | null {
    if (read.kind === 'newer') this.newer = true;
    else if (read.kind === 'unreadable') this.drop(part);
    else if (read.kind === 'record') {
      if (current && read.version === 3) this.clean.push(key);
      return read.state;
    } else if (read.kind === 'none') this.clean.push(key);
    return null;
  }
}

/** The game record's game, level and daily date; `legacy` the old inline parts (versions 1, 2). */
function readGameRecord(read: RecordRead, report: Report, now: number) {
  let state = report.read(read, KEYS.game, 'game', true);
  const version = read.kind === 'record' ? read.version : 3;
  if (state && version < 3) {
    report.clean = report.clean.filter((k) => k !== KEYS.game);
    if (version === 1) state = fromVersion1(state) as Loose;
  }
  if (!state) return { game: null, kind: undefined, legacy: null };
  const game = state.gameId === undefined ? null : restoreGame(state, now);
  if (!game && state.gameId !== undefined) report.drop('game');
  if (game?.dropped) report.drop('history');
  if (game?.repaired) report.drop('values');
  if (game && (game.dropped || game.repaired))
    report.clean = report.clean.filter((k) => k !== KEYS.game);
  const difficulty = DIFFICULTIES.includes(state.difficulty as Difficulty)
    ? (state.difficulty as Difficulty)
    : undefined;
  if (difficulty === undefined) report.drop('settings');
  // The kind chosen for the next game (saves before kinds have none: classic).
  const kind: Kind = KINDS.includes(state.kind as Kind) ? (state.kind as Kind) : 'classic';
  const daily = isDateKey(state.daily) ? state.daily : null;
  return { game, difficulty, kind, daily, legacy: version < 3 ? state : null };
}

/** The entry record as the store holds it, or null. */
function readEntry(read: RecordRead, report: Report): Entry | null {
  let state: Loose | null;
  if (read.kind === 'unreadable' && read.text !== undefined) {
    // Version 2 kept the entry as a line of text.
    state = entryFromVersion2(read.text);
    if (!state) report.drop('entry');
  } else state = report.read(read, KEYS.entry, 'entry', true);
  if (!state) return null;
  const fields = restoreEntryFields(state);
  if (!fields) {
    report.drop('entry');
    return null;
  }
  const verdict = quickVerdict(fields.cells) ?? { kind: 'checking' };
  return { ...fields, verdict, suggestion: null };
}

/** The settings and statistics records, or the parts a version 1 or 2 game record held. */
function readSettingsAndStats(reads: Reads, legacy: Loose | null, report: Report) {
  const settingsState = report.read(reads.settings, KEYS.settings, 'settings', true);
  const statsState = report.read(reads.stats, KEYS.stats, 'stats', true);
  const fromLegacy = (part: 'settings' | 'stats', key: string) => {
    const use = legacy !== null && reads[part].kind === 'none';
    if (use) report.clean = report.clean.filter((k) => k !== key);
    return use;
  };
  const patch: Partial<GameState> = {};
  const settingsSource = fromLegacy('settings', KEYS.settings) ? legacy!.settings : settingsState;
  if (settingsSource !== null && settingsSource !== undefined) {
    const { settings, ok } = restoreSettings(settingsSource);
    if (!ok) report.drop('settings');
    patch.settings = settings;
  }
  const statsSource = fromLegacy('stats', KEYS.stats)
    ? { stats: legacy!.stats, dailyResults: legacy!.dailyResults }
    : statsState;
  if (isRecord(statsSource)) {
    const { stats, ok } = restoreStats(statsSource.stats);
    const { kindStats, ok: kindsOk } = restoreKindStats(statsSource.kindStats);
    const { mastery, ok: masteryOk } = restoreMastery(statsSource.mastery);
    const { results, ok: resultsOk } = restoreDailyResults(statsSource.dailyResults);
    if (!ok || !kindsOk || !masteryOk || !resultsOk) report.drop('stats');
    patch.stats = stats;
    patch.kindStats = kindStats;
    patch.mastery = mastery;
    patch.dailyResults = results;
  }
  if (report.dropped.includes('settings'))
    report.clean = report.clean.filter((k) => k !== KEYS.settings);
  if (report.dropped.includes('stats')) report.clean = report.clean.filter((k) => k !== KEYS.stats);
  return patch;
}

/** The daily puzzle's game, checked; null (and 'daily' dropped) when unreadable. */
export function restoreDailyGame(
  read: RecordRead,
  key: string,
  now: number,
  report: { drop(part: DroppedPart): void; clean: string[] },
): Partial<GameState> | null {
  if (read.kind !== 'record') {
    if (read.kind === 'unreadable') report.drop('daily');
    return null;
  }
  const game = restoreGame(read.state, now);
  if (!game) {
    report.drop('daily');
    return null;
  }
  if (game.repaired) report.drop('values');
  if (read.version === 3 && !game.dropped && !game.repaired) report.clean.push(key);
  return gameOf(game);
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

/**
 * True when the game on this tab's board goes on from the one read: the
 * same game (and day), all the moves read and more made here since, not
 * yet saved. Another tab saved meanwhile (a Resume, the clock) without
 * moving; taking its record over would lose this tab's newer moves, so
 * this tab keeps its board and its next save carries them.
 */
function goesOn(current: GameState, read: Partial<GameState>): boolean {
  const moves = read.moves;
  if (
    !moves ||
    read.gameId !== current.gameId ||
    read.daily !== current.daily ||
    read.historyIndex !== moves.length ||
    current.moves.length <= moves.length ||
    current.historyIndex < moves.length
  )
    return false;
  return moves.every((move, i) => JSON.stringify(move) === JSON.stringify(current.moves[i]));
}

/** The games of the records: the one on the board, and the regular one set aside. */
function boardOf(
  reads: Reads,
  regular: RestoredGame | null,
  date: string | null,
  now: number,
  report: Report,
): Partial<GameState> {
  if (date !== null && reads.daily) {
    const daily = restoreDailyGame(reads.daily.read, `sudoku.daily.${date}`, now, report);
    if (daily) return { ...daily, daily: date, parked: regular ? parkedOf(gameOf(regular)) : null };
  }
  return { ...(regular ? gameOf(regular) : {}), daily: null, parked: null };
}

/**
 * The state after the page loads the records `reads`, over `current` (the
 * store's state before any game). Never throws.
 */
export function restoreOnLoad(reads: Reads, current: GameStore, now: number): Restored {
  const report = new Report();
  const { game, difficulty, kind, daily, legacy } = readGameRecord(reads.game, report, now);
  const state: GameStore = {
    ...current,
    ...readSettingsAndStats(reads, legacy, report),
    ...boardOf(reads, game, daily ?? null, now, report),
  };
  if (difficulty) state.difficulty = difficulty;
  if (kind) state.kind = kind;
  if (state.daily === null && daily) report.clean = report.clean.filter((k) => k !== KEYS.game);
  const entry = readEntry(reads.entry, report);
  if (entry) {
    state.entry = entry;
    state.selected = 0;
    state.runningSince = null; // the game's clock waits while a puzzle is entered
    state.paused = false;
  }
  if (report.newer) state.notice = { kind: 'newer-version' };
  else if (report.dropped.length > 0) state.notice = { kind: 'dropped', parts: report.dropped };
  return { state, clean: report.clean };
}

/** Which records another tab changed. */
export type Changed = ReadonlySet<'game' | 'settings' | 'stats' | 'entry' | 'daily'>;

/**
 * The state after taking over what another tab saved (`changed` records),
 * over `current`. An unreadable record there is not taken (this tab's own
 * is kept, and its next save replaces it).
 */
export function restoreFromOtherTab(
  reads: Reads,
  changed: Changed,
  current: GameStore,
  now: number,
): Restored {
  const report = new Report();
  const next: GameStore = { ...current };
  let keep = false;
  if (changed.has('settings') || changed.has('stats')) {
    Object.assign(next, readSettingsAndStats(reads, null, report));
  }
  if (changed.has('game') || changed.has('daily')) {
    const { game, difficulty, kind, daily } = readGameRecord(reads.game, report, now);
    if (difficulty) next.difficulty = difficulty;
    if (kind) next.kind = kind;
    const board =
      report.dropped.length === 0 && !report.newer
        ? boardOf(reads, game, daily ?? null, now, report)
        : null;
    if (board && goesOn(current, board)) {
      // This tab's newer moves stay, and are written over the record read.
      report.clean = report.clean.filter((k) => k !== KEYS.game && !k.startsWith('sudoku.daily.'));
      keep = true;
    } else if (board) {
      Object.assign(next, board);
      if (next.gameId !== '') {
        next.paused = next.finishedAt === null;
        next.runningSince = null;
      }
    }
  }
  if (changed.has('entry')) {
    const entry = readEntry(reads.entry, report);
    if (entry || reads.entry.kind === 'none') next.entry = entry;
  }
  if (boardChanged(current, next) || current.entry?.cells !== next.entry?.cells) {
    next.notice = { kind: 'synced-from-other-tab' };
    next.announcement = null;
    next.hintFlow = null;
    if (
      next.gameId !== current.gameId &&
      next.dialog !== 'settings' &&
      next.dialog !== 'statistics'
    )
      next.dialog = null;
  }
  return { state: next, clean: report.clean, keep };
}
