/*
 * The one place that reads and writes localStorage (public/boot.js also
 * reads the settings before the first paint). Every record a player keeps
 * goes through here and gets the same guarantees:
 *
 *   sudoku               the regular game and its moves, the level chosen,
 *                        which daily puzzle is on the board
 *   sudoku.settings      the settings
 *   sudoku.stats         the statistics and the solved daily puzzles
 *   sudoku.entry         a puzzle being entered ("Enter a puzzle")
 *   sudoku.daily.<date>  a daily puzzle's game and its moves
 *
 * A record is an envelope, written with its revision first so that it can
 * be read without parsing the whole record:
 *
 *   {"revision":12,"savedAt":1700000000000,"version":3,"log":130,"state":{...}}
 *
 * A record with a log (a game's moves) keeps the log in chunks of LOG_CHUNK
 * entries under `<key>.log.<n>`; a write rewrites only the chunks that
 * changed (a new move touches the last one), so a save costs the same at
 * move 10 and at move 2,000. Reading joins the chunks into one text in the
 * state's log field; the checks (checks.ts) parse and validate it.
 *
 * Writes wait for an idle moment (`stage`), or happen at once (`flush`,
 * when the page is hidden or closed). Each carries a revision one higher
 * than the one it replaces. A tab remembers the revision it last read or
 * wrote per record; finding a higher one stored means another tab saved
 * since, so this tab does not overwrite it: it is told (`onConflict`) and
 * takes that progress over instead. A write that would store what is
 * already stored is skipped, so looking at a game never writes it.
 *
 * A write refused because storage is full is reported once (`onProblem`)
 * and tried again every RETRY_MS, and whenever storage changes, until it
 * succeeds (`onRecovered`). A record saved by a newer version of the game
 * is never written: the newer version is left to read it.
 *
 * Every number read here is bounded before use: a log longer than MAX_LOG
 * entries or a record longer than MAX_RECORD_CHARS is not read at all.
 */

/** Entries per log chunk. */
export const LOG_CHUNK = 64;
/** The most log entries read (a game's moves); a longer log counts as unreadable. */
export const MAX_LOG = 20_000;
/** The longest record text read, in characters. */
const MAX_RECORD_CHARS = 2_000_000;
/** The longest a change waits before it is written, when the page is never idle. */
const WRITE_DELAY_MS = 300;
/** How often a write refused for lack of space is tried again. */
export const RETRY_MS = 2_000;

/** A saving problem the player is told about. */
export type StorageProblem = 'storage-unavailable' | 'storage-full';

/** What is stored under a key, as read. */
export type RecordRead =
  | { kind: 'none' } // nothing stored (or a removed record)
  | { kind: 'record'; state: Record<string, unknown>; version: number } // log joined into its field
  | { kind: 'unreadable'; text?: string } // not a record this game wrote (short texts kept, for older formats)
  | { kind: 'newer'; version: number } // written by a newer version: left alone
  | { kind: 'unavailable' }; // storage refused the read

/** A record to write: its state (JSON-ready), its log when it has one, and its version. */
export interface RecordWrite {
  state: Record<string, unknown> | null; // null: the record is removed
  log?: readonly unknown[]; // entries, written as text in chunks
  logField?: string; // the state field the log is read back into
}

export interface RecordStore {
  /** Read `key` (see RecordRead); remembers its revision. `logField` receives the joined log. */
  read(key: string, logField?: string): RecordRead;
  /** True when another tab wrote `key` since this tab last read or wrote it. */
  hasNewer(key: string): boolean;
  /** Remember `write` as what `key` holds (just read and found current). */
  markClean(key: string, write: RecordWrite): void;
  /**
   * Write the records `produce` gives when the page is next idle (the
   * latest producer wins; it is called at write time, so staging is cheap).
   */
  stage(produce: () => Iterable<[string, RecordWrite]>): void;
  /** Write everything staged, now. */
  flush(): void;
  /** Remove `key` and its log at once (old records being tidied away). */
  remove(key: string): void;
  /** The record keys stored that start with `prefix` (log chunks left out). */
  keys(prefix: string): string[];
  /** The storage the records starting with `prefix` take, in bytes (UTF-16, keys included). */
  bytes(prefix: string): number;
  /** True when writes to `key` are held back (a newer version's record). */
  isLocked(key: string): boolean;
  /** Hold back every write from now on (the stored records could not be read: they are kept). */
  lockAll(): void;
  /** Called with each problem, once per kind until a write succeeds again. */
  onProblem: ((problem: StorageProblem) => void) | null;
  /** Called when a write failed for lack of space has now succeeded. */
  onRecovered: (() => void) | null;
  /** Called instead of writing `key` when another tab has saved a newer one. */
  onConflict: ((key: string) => void) | null;
}

/** The version of the record format this build writes. */
export const RECORD_VERSION = 3;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const REVISION_PREFIX = /^\{"revision":(\d{1,15}),/;

/** The revision of a stored record; 0 for one without a readable revision. */
function revisionOf(text: string): number {
  const match = REVISION_PREFIX.exec(text);
  return match ? Number(match[1]) : 0;
}

/** True for the errors browsers throw when storage is full. */
function isQuotaError(error: unknown): boolean {
  if (!(error instanceof DOMException)) return false;
  return (
    error.name === 'QuotaExceededError' ||
    error.name === 'NS_ERROR_DOM_QUOTA_REACHED' ||
    error.code === 22 ||
    error.code === 1014
  );
}

/** Run `write` when the page is next idle, or after WRITE_DELAY_MS at the latest. */
export function whenIdle(write: () => void): void {
  if (typeof requestIdleCallback === 'function')
    requestIdleCallback(write, { timeout: WRITE_DELAY_MS });
  else setTimeout(write, 0);
}

const chunkKey = (key: string, k: number) => `${key}.log.${k}`;
const chunkCount = (entries: number) => Math.ceil(entries / LOG_CHUNK);

/** What this tab knows a key holds: its revision, and the state and log it last read or wrote. */
interface Known {
  revision: number;
  text: string | null; // the state as JSON; null when unknown
  log: readonly unknown[]; // entries compared by identity
}

/**
 * The record store over `getStorage()` (localStorage). `formatEntry`
 * writes one log entry as text (no commas); `version` is written into
 * every envelope and newer ones are left alone. No method throws.
 */
export function createRecordStore(
  getStorage: () => Storage,
  formatEntry: (entry: unknown) => string,
  version: number = RECORD_VERSION,
  clock: () => number = Date.now,
  schedule: (write: () => void) => void = whenIdle,
): RecordStore {
  const known = new Map<string, Known>();
  let producer: (() => Iterable<[string, RecordWrite]>) | null = null;
  const failed = new Map<string, RecordWrite>(); // writes refused for lack of space, to try again
  const locked = new Set<string>();
  let lockedAll = false;
  const reported = new Set<StorageProblem>();
  let scheduled = false;
  let retry: ReturnType<typeof setTimeout> | null = null;
  let failing = false; // a write failed for lack of space and has not succeeded since

  const knownOf = (key: string): Known => known.get(key) ?? { revision: 0, text: null, log: [] };

  const report = (problem: StorageProblem) => {
    // Once per kind: telling the player changes the state, which saves
    // again, which may fail again; this stops that loop.
    if (reported.has(problem)) return;
    reported.add(problem);
    self.onProblem?.(problem);
  };

  const open = (): Storage | null => {
    try {
      return getStorage();
    } catch {
      report('storage-unavailable');
      return null;
    }
  };

  /** The stored text of `key`: null when none, undefined when storage refused. */
  const get = (storage: Storage, key: string): string | null | undefined => {
    try {
      return storage.getItem(key);
    } catch {
      report('storage-unavailable');
      return undefined;
    }
  };

  const read = (key: string, logField?: string): RecordRead => {
    const storage = open();
    const text = storage ? get(storage, key) : undefined;
    if (text === undefined) return { kind: 'unavailable' };
    if (text === null) {
      known.set(key, { revision: 0, text: null, log: [] });
      return { kind: 'none' };
    }
    // Read again unchanged (same revision): what this tab knows of it still holds.
    const revision = revisionOf(text);
    if (knownOf(key).revision !== revision || revision === 0)
      known.set(key, { revision, text: null, log: [] });
    if (text.length > MAX_RECORD_CHARS) return { kind: 'unreadable' };
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return { kind: 'unreadable', text: text.length <= 1_000 ? text : undefined };
    }
    if (!isRecord(parsed) || !('state' in parsed)) return { kind: 'unreadable' };
    const recordVersion = parsed.version;
    if (typeof recordVersion === 'number' && Number.isFinite(recordVersion)) {
      if (recordVersion > version) {
        locked.add(key);
        return { kind: 'newer', version: recordVersion };
      }
    }
    locked.delete(key);
    if (parsed.state === null) return { kind: 'none' }; // removed in another tab
    if (!isRecord(parsed.state)) return { kind: 'unreadable' };
    let state = parsed.state;
    const entries = parsed.log;
    if (logField && entries !== undefined) {
      if (!Number.isSafeInteger(entries) || (entries as number) < 0) return { kind: 'unreadable' };
      // A log too long to be a real game's is not read (its moves are then dropped).
      if ((entries as number) > MAX_LOG) state = { ...state, [logField]: null };
      else {
        const parts: string[] = [];
        for (let k = 0; k < chunkCount(entries as number); k++)
          parts.push(get(storage!, chunkKey(key, k)) ?? '');
        state = { ...state, [logField]: parts.join(',') };
      }
    }
    return {
      kind: 'record',
      state,
      version:
        typeof recordVersion === 'number' && Number.isFinite(recordVersion) ? recordVersion : -1,
    };
  };

  /** The log's chunks as text, from chunk `first` on. */
  const chunksFrom = (log: readonly unknown[], first: number): string[] => {
    const out: string[] = [];
    for (let k = first; k < chunkCount(log.length); k++)
      out.push(
        log
          .slice(k * LOG_CHUNK, (k + 1) * LOG_CHUNK)
          .map(formatEntry)
          .join(','),
      );
    return out;
  };

  /** Write one record; false when it must be tried again later (storage full). */
  const write = (storage: Storage, key: string, next: RecordWrite): boolean => {
    if (lockedAll || locked.has(key)) return true; // a newer version's record: never overwritten
    const stored = get(storage, key);
    if (stored === undefined) return true;
    const storedRevision = stored === null ? 0 : revisionOf(stored);
    const was = knownOf(key);
    if (storedRevision > was.revision) {
      self.onConflict?.(key);
      return true;
    }
    const log = next.log ?? [];
    const text = JSON.stringify(next.state);
    let same = 0; // the first log entry that differs from what storage holds
    const n = Math.min(log.length, was.log.length);
    while (same < n && log[same] === was.log[same]) same++;
    const logChanged = same < log.length || log.length !== was.log.length;
    if (text === was.text && !logChanged && (stored !== null || next.state === null)) return true;
    if (next.state === null && stored === null) return true;
    const revision = Math.max(was.revision, storedRevision) + 1;
    const logPart = next.state !== null && next.log ? `"log":${log.length},` : '';
    const envelope = `{"revision":${revision},"savedAt":${clock()},"version":${version},${logPart}"state":${text}}`;
    try {
      // The log first, then the record that says how long it is.
      if (logChanged) {
        const first = Math.floor(same / LOG_CHUNK);
        chunksFrom(log, first).forEach((chunk, i) =>
          storage.setItem(chunkKey(key, first + i), chunk),
        );
        for (let k = chunkCount(log.length); k < chunkCount(was.log.length); k++)
          storage.removeItem(chunkKey(key, k));
      }
      storage.setItem(key, envelope);
    } catch (error) {
      // Unknown what was written: the whole log is rewritten next time.
      known.set(key, { revision: was.revision, text: null, log: [] });
      if (isQuotaError(error)) {
        report('storage-full');
        return false;
      }
      report('storage-unavailable');
      return true;
    }
    known.set(key, { revision, text, log });
    return true;
  };

  const flush = () => {
    scheduled = false;
    const writes = new Map(failed);
    failed.clear();
    if (producer) for (const [key, next] of producer()) writes.set(key, next);
    producer = null;
    if (writes.size === 0) return;
    const storage = open();
    if (!storage) return;
    for (const [key, next] of writes) if (!write(storage, key, next)) failed.set(key, next);
    if (failed.size > 0) {
      failing = true;
      if (retry === null)
        retry = setTimeout(() => {
          retry = null;
          flush();
        }, RETRY_MS);
      return;
    }
    if (failing) {
      failing = false;
      reported.delete('storage-full');
      self.onRecovered?.();
    }
  };

  const self: RecordStore = {
    onProblem: null,
    onRecovered: null,
    onConflict: null,
    read,
    hasNewer(key) {
      const storage = open();
      const text = storage ? get(storage, key) : undefined;
      return typeof text === 'string' && revisionOf(text) > knownOf(key).revision;
    },
    markClean(key, next) {
      known.set(key, {
        revision: knownOf(key).revision,
        text: JSON.stringify(next.state),
        log: next.log ?? [],
      });
    },
    stage(produce) {
      producer = produce;
      if (!scheduled) {
        scheduled = true;
        schedule(flush);
      }
    },
    flush,
    remove(key) {
      failed.delete(key);
      const storage = open();
      if (!storage) return;
      try {
        const text = get(storage, key);
        const parsed: unknown = text ? JSON.parse(text) : null;
        const entries = isRecord(parsed) && Number.isSafeInteger(parsed.log) ? parsed.log : 0;
        for (let k = 0; k < chunkCount(Math.min(entries as number, MAX_LOG)); k++)
          storage.removeItem(chunkKey(key, k));
        storage.removeItem(key);
        known.delete(key);
      } catch {
        report('storage-unavailable');
      }
    },
    keys(prefix) {
      const storage = open();
      const out: string[] = [];
      try {
        for (let i = 0; storage && i < storage.length; i++) {
          const key = storage.key(i);
          if (key?.startsWith(prefix) && !key.includes('.log.')) out.push(key);
        }
      } catch {
        report('storage-unavailable');
      }
      return out;
    },
    bytes(prefix) {
      const storage = open();
      let total = 0;
      try {
        for (let i = 0; storage && i < storage.length; i++) {
          const key = storage.key(i);
          if (key?.startsWith(prefix))
            total += 2 * (key.length + (storage.getItem(key)?.length ?? 0));
        }
      } catch {
        report('storage-unavailable');
      }
      return total;
    },
    isLocked: (key) => lockedAll || locked.has(key),
    lockAll() {
      lockedAll = true;
    },
  };
  return self;
}
