import { formatMove } from '../../engine';
import type { Move } from '../../engine';
import type { SavedState } from './codec';
import { recordsOf } from './encode';
import { chunkCount, chunkKey, LOG_CHUNK, MAX_LOG, revisionOf } from './format';
import type { Book, Known, RecordWrite } from './format';

/*
 * Writing the records (records.ts describes them). Loaded just after the
 * first paint, with the page's lifecycle, or on the first change.
 *
 * Writes wait for an idle moment (or WRITE_DELAY_MS at the latest), so
 * typing never waits for storage; `flush` writes at once (the page calls
 * it when it is hidden or closed). Only what changed is written: a record
 * whose state and log are what this tab last read or wrote is skipped, and
 * of a log only the chunks from the first changed entry.
 *
 * A write refused because storage is full is reported once, kept, and
 * tried again every RETRY_MS (and whenever the page hears storage change)
 * until it succeeds; then `onRecovered` says so.
 */

/** The longest a change waits before it is written, when the page is never idle. */
const WRITE_DELAY_MS = 300;
/** How often a write refused for lack of space is tried again. */
export const RETRY_MS = 2_000;

/** Run `write` when the page is next idle, or after WRITE_DELAY_MS at the latest. */
function whenIdle(write: () => void): void {
  if (typeof requestIdleCallback === 'function')
    requestIdleCallback(write, { timeout: WRITE_DELAY_MS });
  else setTimeout(write, 0);
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

export interface Writer {
  /** Save `state` (and `extra` records) when the page is next idle; the latest wins. */
  stage(state: SavedState, extra?: readonly [string, RecordWrite][]): void;
  /** Write what is staged (and what was refused for lack of space) now. */
  flush(): void;
  /** The records of `keys` hold exactly what `state` holds: not written back. */
  markClean(keys: readonly string[], state: SavedState): void;
  /** Remove `key` and its log at once (old records being tidied away). */
  remove(key: string): void;
  /** The storage the records starting with `prefix` take, in bytes (UTF-16, keys included). */
  bytes(prefix: string): number;
}

/** The writer of the records `book` reads; `recovered` is told when storage has room again. */
export function createWriter(book: Book, recovered: () => void): Writer {
  const { known } = book;
  let staged: { state: SavedState; extra?: readonly [string, RecordWrite][] } | null = null;
  const failed = new Map<string, RecordWrite>(); // writes refused for lack of space, to try again
  let scheduled = false;
  let retry: ReturnType<typeof setTimeout> | null = null;
  let failing = false; // a write failed for lack of space and has not succeeded since

  const knownOf = (key: string): Known => known.get(key) ?? { revision: 0, text: null, log: [] };
  const formatEntry = (entry: unknown) => formatMove(entry as Move);

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
    if (book.lockedAll || book.locked.has(key)) return true; // never over a newer version's record
    const stored = book.get(storage, key);
    if (stored === undefined) return true;
    const storedRevision = stored === null ? 0 : revisionOf(stored);
    const was = knownOf(key);
    if (storedRevision > was.revision) {
      book.store.onConflict?.(key);
      return true;
    }
    const log = next.log ?? [];
    const text = JSON.stringify(next.state);
    let same = 0; // the first log entry that differs from what storage holds
    const n = Math.min(log.length, was.log.length);
    while (same < n && log[same] === was.log[same]) same++;
    const logChanged = same < log.length || log.length !== was.log.length;
    if (next.state === null && stored === null) return true;
    if (text === was.text && !logChanged && stored !== null) return true;
    const revision = Math.max(was.revision, storedRevision) + 1;
    const logPart = next.state !== null && next.log ? `"log":${log.length},` : '';
    const envelope = `{"revision":${revision},"savedAt":${Date.now()},"version":${book.version},${logPart}"state":${text}}`;
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
        book.report('storage-full');
        return false;
      }
      book.report('storage-unavailable');
      return true;
    }
    known.set(key, { revision, text, log });
    return true;
  };

  const flush = () => {
    scheduled = false;
    const writes = new Map(failed);
    failed.clear();
    if (staged) {
      for (const [key, next] of recordsOf(staged.state)) writes.set(key, next);
      for (const [key, next] of staged.extra ?? []) writes.set(key, next);
    }
    staged = null;
    if (writes.size === 0) return;
    const storage = book.open();
    if (!storage) return;
    for (const [key, next] of writes) if (!write(storage, key, next)) failed.set(key, next);
    if (failed.size > 0) {
      failing = true;
      retry ??= setTimeout(() => {
        retry = null;
        flush();
      }, RETRY_MS);
      return;
    }
    if (failing) {
      failing = false;
      recovered();
      book.store.onRecovered?.();
    }
  };

  return {
    stage(state, extra) {
      staged = { state, extra };
      if (!scheduled) {
        scheduled = true;
        whenIdle(flush);
      }
    },

    flush,

    markClean(keys, state) {
      const writes = new Map(recordsOf(state));
      for (const key of keys) {
        const next = writes.get(key);
        if (next)
          known.set(key, {
            revision: knownOf(key).revision,
            text: JSON.stringify(next.state),
            log: next.log ?? [],
          });
      }
    },

    remove(key) {
      failed.delete(key);
      const storage = book.open();
      if (!storage) return;
      try {
        const text = book.get(storage, key);
        const entries = text ? Number(/"log":(\d{1,6}),/.exec(text)?.[1] ?? 0) : 0;
        for (let k = 0; k < chunkCount(Math.min(entries, MAX_LOG)); k++)
          storage.removeItem(chunkKey(key, k));
        storage.removeItem(key);
        known.delete(key);
      } catch {
        book.report('storage-unavailable');
      }
    },

    bytes(prefix) {
      const storage = book.open();
      let total = 0;
      try {
        for (let i = 0; storage && i < storage.length; i++) {
          const key = storage.key(i);
          if (key?.startsWith(prefix))
            total += 2 * (key.length + (storage.getItem(key)?.length ?? 0));
        }
      } catch {
        book.report('storage-unavailable');
      }
      return total;
    },
  };
}
