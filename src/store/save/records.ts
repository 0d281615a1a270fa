import { loadOnce } from '../../lib/loadOnce';
import type { SavedState } from './codec';
import {
  chunkCount,
  chunkKey,
  MAX_LOG,
  MAX_RECORD_CHARS,
  RECORD_VERSION,
  revisionOf,
} from './format';
import type { Book, Listeners, RecordWrite, StorageProblem } from './format';
import type { Writer } from './writer';

export { MAX_LOG, RECORD_VERSION } from './format';
export type { RecordWrite, StorageProblem } from './format';

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
 * Reading is here (the first load); writing is in writer.ts, loaded just
 * after the first paint (nothing is written before the player acts). Each
 * write carries a revision one higher than the one it replaces. A tab
 * remembers the revision it last read or wrote per record; finding a
 * higher one stored means another tab saved since, so this tab does not
 * overwrite it: it is told (`onConflict`) and takes that progress over. A
 * record saved by a newer version of the game is never written: the newer
 * version is left to read it. See writer.ts for when writes happen and
 * what happens when storage is full.
 *
 * Every number read here is bounded before use: a log longer than MAX_LOG
 * entries or a record longer than MAX_RECORD_CHARS is not read at all.
 */

/** What is stored under a key, as read. */
export type RecordRead =
  | { kind: 'none' } // nothing stored (or a removed record)
  | { kind: 'record'; state: Record<string, unknown>; version: number } // log joined into its field
  | { kind: 'unreadable'; text?: string } // not a record this game wrote (short texts kept, for older formats)
  | { kind: 'newer'; version: number } // written by a newer version: left alone
  | { kind: 'unavailable' }; // storage refused the read

export interface RecordStore extends Listeners {
  /** Read `key` (see RecordRead); remembers its revision. `logField` receives the joined log. */
  read(key: string, logField?: string): RecordRead;
  /** True when another tab wrote `key` since this tab last read or wrote it. */
  hasNewer(key: string): boolean;
  /** The record keys stored that start with `prefix` (log chunks left out). */
  keys(prefix: string): string[];
  /** Hold back every write from now on (the stored records could not be read: they are kept). */
  lockAll(): void;
  /** Save `state` (and `extra` records) when the page is next idle; the latest wins. */
  stage(state: SavedState, extra?: readonly [string, RecordWrite][]): void;
  /** Write what is staged now (once the writer has loaded: at once after the first paint). */
  flush(): void;
  /** The records of `keys` hold exactly what `state` holds (just read): they are not written back. */
  markClean(keys: readonly string[], state: SavedState): void;
  /** The writer, loaded (see writer.ts). */
  writer(): Promise<Writer>;
  /** Called with each problem, once per kind until a write succeeds again. */
  onProblem: ((problem: StorageProblem) => void) | null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The record store over `getStorage()` (localStorage); records newer than
 * `version` are left alone. No method throws.
 */
export function createRecordStore(
  getStorage: () => Storage,
  version: number = RECORD_VERSION,
): RecordStore {
  const reported = new Set<StorageProblem>();
  let early: { state: SavedState; extra?: readonly [string, RecordWrite][] } | null = null;
  let clean: { keys: readonly string[]; state: SavedState } | null = null;

  const book: Book = {
    known: new Map(),
    locked: new Set(),
    lockedAll: false,
    version,
    open() {
      try {
        return getStorage();
      } catch {
        book.report('storage-unavailable');
        return null;
      }
    },
    get(storage, key) {
      try {
        return storage.getItem(key);
      } catch {
        book.report('storage-unavailable');
        return undefined;
      }
    },
    report(problem) {
      // Once per kind: telling the player changes the state, which saves
      // again, which may fail again; this stops that loop. (The writer
      // forgets 'storage-full' once a write succeeds again.)
      if (reported.has(problem)) return;
      reported.add(problem);
      self.onProblem?.(problem);
    },
    store: null as unknown as RecordStore,
  };

  const writer = loadOnce(() =>
    import('./writer').then(({ createWriter }) => {
      const made = createWriter(book, () => reported.delete('storage-full'));
      if (clean) made.markClean(clean.keys, clean.state);
      if (early) made.stage(early.state, early.extra);
      clean = early = null;
      return made;
    }),
  );

  const knownRevision = (key: string) => book.known.get(key)?.revision ?? 0;

  const self: RecordStore = {
    onProblem: null,
    onRecovered: null,
    onConflict: null,

    read(key, logField) {
      const storage = book.open();
      const text = storage ? book.get(storage, key) : undefined;
      if (text === undefined) return { kind: 'unavailable' };
      // Read again unchanged (same revision): what this tab knows of it still holds.
      const revision = text === null ? 0 : revisionOf(text);
      if (knownRevision(key) !== revision || revision === 0)
        book.known.set(key, { revision, text: null, log: [] });
      if (text === null) return { kind: 'none' };
      if (text.length > MAX_RECORD_CHARS) return { kind: 'unreadable' };
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        return { kind: 'unreadable', text: text.length <= 1_000 ? text : undefined };
      }
      if (!isRecord(parsed) || !('state' in parsed)) return { kind: 'unreadable' };
      const found = typeof parsed.version === 'number' ? parsed.version : -1;
      if (found > version) {
        book.locked.add(key);
        return { kind: 'newer', version: found };
      }
      book.locked.delete(key);
      if (parsed.state === null) return { kind: 'none' }; // removed in another tab
      if (!isRecord(parsed.state)) return { kind: 'unreadable' };
      let state = parsed.state;
      const entries = parsed.log;
      if (logField && entries !== undefined) {
        if (!Number.isSafeInteger(entries) || (entries as number) < 0)
          return { kind: 'unreadable' };
        // A log too long to be a real game's is not read (its moves are then dropped).
        if ((entries as number) > MAX_LOG) state = { ...state, [logField]: null };
        else {
          const parts: string[] = [];
          for (let k = 0; k < chunkCount(entries as number); k++)
            parts.push(book.get(storage!, chunkKey(key, k)) ?? '');
          state = { ...state, [logField]: parts.join(',') };
        }
      }
      return { kind: 'record', state, version: found };
    },

    hasNewer(key) {
      const storage = book.open();
      const text = storage ? book.get(storage, key) : undefined;
      return typeof text === 'string' && revisionOf(text) > knownRevision(key);
    },

    keys(prefix) {
      const storage = book.open();
      const out: string[] = [];
      try {
        for (let i = 0; storage && i < storage.length; i++) {
          const key = storage.key(i);
          if (key?.startsWith(prefix) && !key.includes('.log.')) out.push(key);
        }
      } catch {
        book.report('storage-unavailable');
      }
      return out;
    },

    lockAll() {
      book.lockedAll = true;
    },

    stage(state, extra) {
      const made = writer.now();
      if (made) made.stage(state, extra);
      else {
        early = { state, extra };
        writer.load().catch(() => {}); // tried again on the next change
      }
    },

    flush() {
      writer.now()?.flush();
    },

    markClean(keys, state) {
      const made = writer.now();
      if (made) made.markClean(keys, state);
      else clean = { keys, state };
    },

    writer: writer.load,
  };
  book.store = self;
  return self;
}
