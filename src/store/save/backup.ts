import type { Move } from '../../engine';
import { formatMoves, replayMoves } from '../../engine';
import { initialState } from '../state';
import type { ClassicTechnique } from '../../engine/logic';
import type { Mastery, TechniqueCount } from '../mastery';
import type { KindStats, Stats } from '../stats';
import { loadSavedLayouts } from './kindLayouts';
import type { BackupError, BackupSummary, DailyResult, GameState, GameStore } from '../types';
import { isRecord } from './bounds';
import { restoreDailyGame, restoreOnLoad } from './checks';
import type { Reads } from './checks';
import { DAILY_PREFIX, dailyKey, KEYS, partialize } from './codec';
import { gameRecord, recordsOf } from './encode';
import { records } from './persist';
import type { RecordRead, RecordWrite } from './records';

/*
 * Backup and restore without an account: one JSON file with everything a
 * player keeps (the format is documented in the README):
 *
 *   {
 *     "app": "sudoku", "kind": "backup", "format": 1,
 *     "exportedAt": "2026-11-25T14:00:00.000Z",
 *     "records": {
 *       "game":     the regular game record (its moves as text), or null
 *       "settings": the settings
 *       "stats":    { "stats": per level, "kindStats": the other kinds' per level,
 *                     "mastery": steps per technique, "dailyResults": solved dailies by date }
 *       "entry":    a puzzle being entered, or null
 *       "dailies":  { "<date>": a daily puzzle's game record, ... }
 *     }
 *   }
 *
 * Each record is the state of the stored record of the same name (see
 * codec.ts), a game's moves inline as text. A file is read with the same
 * checks as a load, and refused whole (nothing changes) when any part fails
 * them. An import replaces the game, settings, statistics and entry, and
 * never loses a solved daily puzzle or a best time: those are merged.
 */

/** The format of the file this version writes; a newer one is refused. */
export const BACKUP_FORMAT = 1;
/** The largest file read: far beyond any backup (a few hundred KB at most). */
export const MAX_BACKUP_BYTES = 5 * 1024 * 1024;

type Loose = Readonly<Record<string, unknown>>;

/** A record write as a file record: its state, with the log as text in its field. */
function fileRecord(write: RecordWrite): Loose | null {
  if (!write.state) return null;
  if (!write.logField) return write.state;
  return { ...write.state, [write.logField]: formatMoves((write.log ?? []) as Move[]) };
}

/** The backup of `state` and of the other daily puzzles in storage, made at `now`. */
export function makeBackup(state: GameState, now: Date): Loose {
  const live = new Map(recordsOf(partialize(state)));
  const dailies: Record<string, Loose> = {};
  for (const key of records.keys(DAILY_PREFIX)) {
    const write = live.get(key);
    if (write) continue; // the daily on the board: from the state, below
    const read = records.read(key, 'moves');
    if (read.kind === 'record') dailies[key.slice(DAILY_PREFIX.length)] = read.state;
  }
  if (state.daily !== null) {
    const write = live.get(dailyKey(state.daily));
    if (write) dailies[state.daily] = fileRecord(write)!;
  }
  return {
    app: 'sudoku',
    kind: 'backup',
    format: BACKUP_FORMAT,
    exportedAt: now.toISOString(),
    records: {
      game: fileRecord(live.get(KEYS.game)!),
      settings: fileRecord(live.get(KEYS.settings)!),
      stats: fileRecord(live.get(KEYS.stats)!),
      entry: fileRecord(live.get(KEYS.entry)!),
      dailies,
    },
  };
}

/** A backup file read and checked, ready to import. */
export interface CheckedBackup {
  summary: BackupSummary;
  state: GameStore; // the game, settings, statistics and entry it holds, over a fresh state
  dailies: [string, Partial<GameState>][]; // each daily puzzle's game, by date
}

const asRead = (value: unknown): RecordRead =>
  value === null || value === undefined
    ? { kind: 'none' }
    : isRecord(value)
      ? { kind: 'record', state: value, version: 3 }
      : { kind: 'unreadable' };

/** Why a text is not a backup this version can import; null when it may be one. */
function refusal(file: unknown): BackupError | null {
  if (!isRecord(file) || file.app !== 'sudoku' || file.kind !== 'backup') return 'not-backup';
  if (!Number.isInteger(file.format) || (file.format as number) < 1) return 'not-backup';
  if ((file.format as number) > BACKUP_FORMAT) return 'newer';
  if (!isRecord(file.records) || !isRecord(file.records.dailies)) return 'invalid';
  return null;
}

/**
 * Load the layout of a backup's game when it is of another kind than
 * classic, so that `checkBackup` can check it (quietly: a file that is not
 * a backup is refused there).
 */
export async function loadBackupLayouts(text: string): Promise<void> {
  if (text.length > MAX_BACKUP_BYTES) return;
  try {
    const file = JSON.parse(text) as { records?: Loose };
    if (isRecord(file) && isRecord(file.records))
      await loadSavedLayouts([asRead(file.records.game)]);
  } catch {
    // Not JSON, or a layout that cannot load: checkBackup says so.
  }
}

/**
 * Read a backup file's text, checked as a load checks storage (`now` for
 * the clock of the game in it); the reason when it cannot be imported.
 */
export function checkBackup(
  text: string,
  now: number,
): { ok: true; backup: CheckedBackup } | { ok: false; error: BackupError } {
  if (text.length > MAX_BACKUP_BYTES) return { ok: false, error: 'too-large' };
  let file: unknown;
  try {
    file = JSON.parse(text);
  } catch {
    return { ok: false, error: 'damaged' };
  }
  const refused = refusal(file);
  if (refused) return { ok: false, error: refused };
  const { records: parts, exportedAt } = file as { records: Loose; exportedAt: unknown };
  const dailyRecords = parts.dailies as Loose;
  const named = isRecord(parts.game) ? parts.game.daily : null;
  const reads: Reads = {
    game: asRead(parts.game),
    settings: asRead(parts.settings),
    stats: asRead(parts.stats),
    entry: asRead(parts.entry),
    daily: typeof named === 'string' ? { date: named, read: asRead(dailyRecords[named]) } : null,
  };
  const { state } = restoreOnLoad(reads, initialState() as GameStore, now);
  if (state.notice || (named !== null && named !== undefined && state.daily !== named))
    return { ok: false, error: 'invalid' };
  const dailies: [string, Partial<GameState>][] = [];
  for (const [date, record] of Object.entries(dailyRecords)) {
    const report = { dropped: false, drop: () => (report.dropped = true), clean: [] as string[] };
    const game = restoreDailyGame(asRead(record), dailyKey(date), now, report);
    if (!game || report.dropped || !/^\d{4}-\d\d-\d\d$/.test(date))
      return { ok: false, error: 'invalid' };
    dailies.push([date, game]);
  }
  const game = state.daily === null ? (state.gameId ? state : null) : state.parked;
  const played = Object.values(state.stats).reduce((n, s) => n + s.played, 0);
  const won = Object.values(state.stats).reduce((n, s) => n + s.won, 0);
  return {
    ok: true,
    backup: {
      state,
      dailies,
      summary: {
        game: game && {
          level: game.level,
          moves: game.historyIndex,
          solved: game.finishedAt !== null,
        },
        dailies: dailies.length,
        solvedDailies: Object.keys(state.dailyResults).length,
        played,
        won,
        exportedAt: typeof exportedAt === 'string' ? exportedAt.slice(0, 40) : '',
      },
    },
  };
}

/** The better of two results of one daily: solved on its day first, then the faster. */
function better(a: DailyResult, b: DailyResult): DailyResult {
  if (a.onTime !== b.onTime) return a.onTime ? a : b;
  return a.timeMs <= b.timeMs ? a : b;
}

/** Imported statistics, each level's best time kept when this device's was better. */
function mergeStats(mine: Stats, theirs: Stats): Stats {
  const out = { ...theirs } as Record<keyof Stats, Stats[keyof Stats]>;
  for (const level of Object.keys(out) as (keyof Stats)[]) {
    const a = mine[level].bestTimeMs;
    const b = theirs[level].bestTimeMs;
    if (a !== null && (b === null || a < b)) out[level] = { ...theirs[level], bestTimeMs: a };
  }
  return out;
}

/** Imported mastery counts: each count the larger of the two (they only grow). */
function mergeMastery(mine: Mastery, theirs: Mastery): Mastery {
  const out: Partial<Record<ClassicTechnique, TechniqueCount>> = { ...mine };
  for (const [technique, count] of Object.entries(theirs) as [ClassicTechnique, TechniqueCount][]) {
    const a = mine[technique] ?? { own: 0, hinted: 0 };
    out[technique] = { own: Math.max(a.own, count.own), hinted: Math.max(a.hinted, count.hinted) };
  }
  return out;
}

/**
 * The state after importing `backup` over `current`, and the daily records
 * to write: the backup's records replace these, except that solved daily
 * puzzles (results, and their games) and best times are merged.
 */
export function importBackup(
  backup: CheckedBackup,
  current: GameState,
): { state: Partial<GameState>; writes: [string, RecordWrite][] } {
  const results: Record<string, DailyResult> = { ...current.dailyResults };
  for (const [date, result] of Object.entries(backup.state.dailyResults))
    results[date] = results[date] ? better(results[date], result) : result;
  const writes: [string, RecordWrite][] = [];
  for (const [date, game] of backup.dailies) {
    if (date === backup.state.daily) continue; // on the board: saved with the state
    const key = dailyKey(date);
    const mine = records.read(key, 'moves');
    const mineSolved =
      mine.kind === 'record' &&
      mine.state.finishedAt !== null &&
      mine.state.finishedAt !== undefined;
    if (mineSolved && game.finishedAt === null) continue; // a solved daily is never lost
    const state = game as GameState;
    const position = replayMoves(state.givens, state.moves)[state.historyIndex];
    writes.push([key, gameRecord({ ...state, position })]);
  }
  const { state } = backup;
  const data: Partial<GameState> = {};
  for (const field of DATA_FIELDS) (data as Record<string, unknown>)[field] = state[field];
  return {
    state: {
      ...data,
      stats: mergeStats(current.stats, state.stats),
      kindStats: Object.fromEntries(
        Object.entries(state.kindStats).map(([kind, stats]) => {
          const mine = current.kindStats[kind as keyof KindStats];
          return [kind, mine ? mergeStats(mine, stats) : stats];
        }),
      ),
      mastery: mergeMastery(current.mastery, state.mastery),
      dailyResults: results,
      announcement: null,
      hintFlow: null,
      solutionPath: null,
      pending: null,
    },
    writes,
  };
}

/** The fields an import replaces (the rest of the state is the page's, not the player's data). */
const DATA_FIELDS = [
  'gameId',
  'rules',
  'givens',
  'solution',
  'moves',
  'historyIndex',
  'selected',
  'notesMode',
  'markMode',
  'level',
  'flagged',
  'startedAt',
  'finishedAt',
  'elapsedMs',
  'runningSince',
  'paused',
  'hintsUsed',
  'mistakes',
  'difficulty',
  'kind',
  'settings',
  'daily',
  'parked',
  'entry',
] as const satisfies readonly (keyof GameState)[];
