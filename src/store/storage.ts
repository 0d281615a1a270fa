import type { PersistStorage, StorageValue } from 'zustand/middleware';

/*
 * The storage under zustand's persist middleware: localStorage behind a
 * layer that never throws, writes at most once per idle period, keeps the
 * cost of a save the same however long the game, and keeps tabs from
 * overwriting each other.
 *
 * A save is a small record plus a log (the game's moves). The record is
 * written whole under the save's key; the log is written in chunks of
 * LOG_CHUNK entries under `<key>.log.<n>`, and only the chunks that changed
 * since the last write are rewritten (a new move touches the last chunk):
 *
 *   sudoku        {"revision":12,"savedAt":1700000000000,"version":2,"log":130,"state":{...}}
 *   sudoku.log.0  p405,n406,e40,...     (entries 0-63)
 *   sudoku.log.1  ...                   (entries 64-127)
 *   sudoku.log.2  ...                   (entries 128-129)
 *
 * Reading joins the chunks back into one text (entries joined by commas) in
 * the state's log field; the caller parses and checks it.
 *
 * Writes are deferred: `setItem` keeps the latest state and writes it when
 * the page is idle (or at the latest after WRITE_DELAY_MS), so typing never
 * waits for storage. `flush()` writes at once (the page calls it when it is
 * hidden or unloaded).
 *
 * Every write carries a revision, one more than the revision it replaces. A
 * tab remembers the revision it last loaded or saved. Before writing it
 * looks at what is stored: a higher revision means another tab has saved
 * newer progress since, so this tab does not write; it asks to load that
 * progress instead (`onConflict`). A write that would store the same state
 * as the last one loaded or saved is skipped, so a tab that only looks at a
 * game never writes it back.
 */

/** Entries per log chunk. */
export const LOG_CHUNK = 64;
/** The longest a change waits before it is written, when the page is never idle. */
const WRITE_DELAY_MS = 300;

/** A saving problem the player is told about once. */
export type StorageProblem = 'storage-unavailable' | 'storage-full';

/** How a state is stored: a record of JSON data plus a log written in chunks. */
export interface SaveCodec<S> {
  /** The state's log field (its entries are written as text, chunk by chunk). */
  logField: keyof S & string;
  /** One log entry as text (without commas). */
  formatEntry(entry: unknown): string;
  /** Everything but the log, as JSON-ready data. */
  encode(state: S): Record<string, unknown>;
  /**
   * Called before a stored save is handed over: a promise delays it until
   * what reads it is ready (code loaded on demand); null hands it over now.
   */
  beforeRead?: () => Promise<unknown> | null;
}

/** The persist storage, with revision bookkeeping and hooks for problems and conflicts. */
export interface SaveStorage<S> extends PersistStorage<S, void> {
  /** True when storage holds a save newer than the one this tab last loaded or saved. */
  hasNewer(name: string): boolean;
  /** Remember `state` as saved (it is what storage holds, as far as this tab knows). */
  markClean(state: S): void;
  /** Write a change still waiting, now. */
  flush(): void;
  /** The problem met before anyone listened (while loading), once; null if none. */
  takeProblem(): StorageProblem | null;
  /** Called once per kind of problem, the first time it happens. */
  onProblem: ((problem: StorageProblem) => void) | null;
  /** Called instead of writing when another tab has saved newer progress. */
  onConflict: (() => void) | null;
}

function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// The envelope is written with the revision first, so it can be read
// without parsing the whole save on every write.
const REVISION_PREFIX = /^\{"revision":(\d{1,15}),/;

/** The revision of a stored save; 0 for one without a readable revision. */
function revisionOf(text: string): number {
  const match = REVISION_PREFIX.exec(text);
  if (match) return Number(match[1]);
  try {
    const parsed: unknown = JSON.parse(text);
    if (
      isRecord(parsed) &&
      Number.isSafeInteger(parsed.revision) &&
      (parsed.revision as number) > 0
    )
      return parsed.revision as number;
  } catch {
    // unreadable: revision 0, so any save may replace it
  }
  return 0;
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

const chunkKey = (name: string, k: number) => `${name}.log.${k}`;
const chunks = (entries: number) => Math.ceil(entries / LOG_CHUNK);

/**
 * A persist storage over `getStorage()` (localStorage), for state saved with
 * `version` and stored as `codec` says. Reading returns the save's state as
 * parsed, unchecked, with the log as one text: `null` state for text that
 * is not a save at all, and version -1 for a save without a numeric
 * version, so that zustand passes it to `migrate`. No method throws.
 * `schedule` decides when a deferred write happens (default: when idle).
 */
export function createSaveStorage<S>(
  getStorage: () => Storage,
  version: number,
  codec: SaveCodec<S>,
  clock: () => number = Date.now,
  schedule: (write: () => void) => void = whenIdle,
): SaveStorage<S> {
  let known = 0; // the revision this tab last loaded or saved
  let cleanText: string | null = null; // the record this tab last loaded or saved, as JSON
  let cleanLog: readonly unknown[] = []; // the log as last loaded or saved (entries compared by identity)
  let pending: StorageValue<S> | null = null; // a change waiting to be written
  let scheduled = false;
  let problem: StorageProblem | null = null; // a problem met before anyone listened
  const reported = new Set<StorageProblem>();

  const report = (p: StorageProblem) => {
    // Once per kind: telling the player changes the state, which saves
    // again, which may fail again; this stops that loop.
    if (reported.has(p)) return;
    reported.add(p);
    if (self.onProblem) self.onProblem(p);
    else problem = p;
  };

  /** The storage, or null (and a report) when the browser refuses it. */
  const open = (): Storage | null => {
    try {
      return getStorage();
    } catch {
      report('storage-unavailable');
      return null;
    }
  };

  const read = (storage: Storage, key: string): string | null | undefined => {
    try {
      return storage.getItem(key);
    } catch {
      report('storage-unavailable');
      return undefined;
    }
  };

  /** The log entries as text, entry `from` onwards, in chunks from `from`'s chunk. */
  const logChunks = (log: readonly unknown[], first: number): string[] => {
    const out: string[] = [];
    for (let k = first; k < chunks(log.length); k++) {
      out.push(
        log
          .slice(k * LOG_CHUNK, (k + 1) * LOG_CHUNK)
          .map(codec.formatEntry)
          .join(','),
      );
    }
    return out;
  };

  const write = (name: string, value: StorageValue<S>) => {
    const storage = open();
    if (!storage) return;
    const stored = read(storage, name);
    if (stored === undefined) return;
    const storedRevision = stored === null ? 0 : revisionOf(stored);
    if (storedRevision > known) {
      self.onConflict?.();
      return;
    }
    const log = (value.state[codec.logField] as readonly unknown[] | undefined) ?? [];
    const text = JSON.stringify(codec.encode(value.state));
    // The first log entry that differs from what storage holds.
    let same = 0;
    const n = Math.min(log.length, cleanLog.length);
    while (same < n && log[same] === cleanLog[same]) same++;
    const logChanged = same < log.length || log.length !== cleanLog.length;
    if (text === cleanText && !logChanged && stored !== null) return;
    const revision = Math.max(known, storedRevision) + 1;
    const envelope = `{"revision":${revision},"savedAt":${clock()},"version":${value.version ?? version},"log":${log.length},"state":${text}}`;
    try {
      // The log first, then the record that says how long it is.
      if (logChanged) {
        const first = Math.floor(same / LOG_CHUNK);
        logChunks(log, first).forEach((chunk, i) =>
          storage.setItem(chunkKey(name, first + i), chunk),
        );
        for (let k = chunks(log.length); k < chunks(cleanLog.length); k++)
          storage.removeItem(chunkKey(name, k));
      }
      storage.setItem(name, envelope);
    } catch (error) {
      report(isQuotaError(error) ? 'storage-full' : 'storage-unavailable');
      cleanLog = []; // unknown what was written: rewrite the whole log next time
      return;
    }
    known = revision;
    cleanText = text;
    cleanLog = log;
  };

  let pendingName = '';
  const flush = () => {
    scheduled = false;
    const value = pending;
    pending = null;
    if (value) write(pendingName, value);
  };

  /** Text that is not a save: handed over as a null state (so the caller says all was dropped). */
  const unreadable = () => {
    const value: StorageValue<S> = { state: null as S, version };
    const ready = codec.beforeRead?.();
    return ready ? ready.then(() => value) : value;
  };

  const self: SaveStorage<S> = {
    onProblem: null,
    onConflict: null,

    getItem(name) {
      const storage = open();
      const text = storage && read(storage, name);
      if (text === null || text === undefined) return null;
      known = revisionOf(text);
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        return unreadable();
      }
      if (!isRecord(parsed) || !('state' in parsed)) return unreadable();
      const entries = parsed.log;
      let state = parsed.state;
      if (Number.isSafeInteger(entries) && (entries as number) >= 0 && isRecord(state)) {
        const parts: string[] = [];
        for (let k = 0; k < chunks(entries as number); k++)
          parts.push(read(storage!, chunkKey(name, k)) ?? '');
        state = { ...state, [codec.logField]: parts.join(',') };
      }
      const value: StorageValue<S> = {
        state: state as S,
        version: typeof parsed.version === 'number' ? parsed.version : -1,
      };
      const ready = codec.beforeRead?.();
      return ready ? ready.then(() => value) : value;
    },

    setItem(name, value: StorageValue<S>) {
      pending = value;
      pendingName = name;
      if (!scheduled) {
        scheduled = true;
        schedule(flush);
      }
    },

    removeItem(name) {
      pending = null;
      try {
        const storage = open();
        const stored = storage && read(storage, name);
        const parsed = typeof stored === 'string' ? (JSON.parse(stored) as unknown) : null;
        const entries =
          isRecord(parsed) && Number.isSafeInteger(parsed.log) ? (parsed.log as number) : 0;
        for (let k = 0; k < chunks(entries); k++) storage?.removeItem(chunkKey(name, k));
        storage?.removeItem(name);
      } catch {
        report('storage-unavailable');
      }
    },

    hasNewer(name) {
      const storage = open();
      const stored = storage && read(storage, name);
      return typeof stored === 'string' && revisionOf(stored) > known;
    },

    markClean(state) {
      cleanText = JSON.stringify(codec.encode(state));
      cleanLog = (state[codec.logField] as readonly unknown[] | undefined) ?? [];
    },

    flush,

    takeProblem() {
      const p = problem;
      problem = null;
      return p;
    },
  };
  return self;
}
