/*
 * The stored form of a record, shared by the reader (records.ts) and the
 * writer (writer.ts): the envelope's revision, the log's chunks, and what
 * the two know together.
 */

/** Entries per log chunk. */
export const LOG_CHUNK = 64;
/** The most log entries read (a game's moves); a longer log counts as unreadable. */
export const MAX_LOG = 20_000;
/** The longest record text read, in characters. */
export const MAX_RECORD_CHARS = 2_000_000;

/** The version of the record format this build writes. */
export const RECORD_VERSION = 3;

/** A saving problem the player is told about. */
export type StorageProblem = 'storage-unavailable' | 'storage-full';

/** A record to write: its state (JSON-ready), its log when it has one, and its log's field. */
export interface RecordWrite {
  state: Record<string, unknown> | null; // null: the record is removed
  log?: readonly unknown[]; // entries, written as text in chunks
  logField?: string; // the state field the log is read back into
}

/** What this tab knows a key holds: its revision, and the state and log it last read or wrote. */
export interface Known {
  revision: number;
  text: string | null; // the state as JSON; null when unknown
  log: readonly unknown[]; // entries compared by identity
}

/** Who the writer tells of a conflict with another tab, and of room found again. */
export interface Listeners {
  /** Called when a write failed for lack of space has now succeeded. */
  onRecovered: (() => void) | null;
  /** Called instead of writing `key` when another tab has saved a newer one. */
  onConflict: ((key: string) => void) | null;
}

/** What the reader and the writer share. */
export interface Book {
  known: Map<string, Known>;
  locked: Set<string>; // keys written by a newer version: never written here
  lockedAll: boolean; // the records could not be read: none is written
  version: number;
  open(): Storage | null;
  get(storage: Storage, key: string): string | null | undefined;
  report(problem: StorageProblem): void;
  store: Listeners;
}

const REVISION_PREFIX = /^\{"revision":(\d{1,15}),/;

/** The revision of a stored record; 0 for one without a readable revision. */
export function revisionOf(text: string): number {
  const match = REVISION_PREFIX.exec(text);
  return match ? Number(match[1]) : 0;
}

export const chunkKey = (key: string, k: number) => `${key}.log.${k}`;
export const chunkCount = (entries: number) => Math.ceil(entries / LOG_CHUNK);
