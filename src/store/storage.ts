import type { PersistStorage, StorageValue } from 'zustand/middleware';

/*
 * The storage under zustand's persist middleware: localStorage behind a
 * layer that never throws and that keeps tabs from overwriting each other.
 *
 * Every write carries a revision, one more than the revision it replaces:
 *
 *   {"revision":12,"savedAt":1700000000000,"version":1,"state":{...}}
 *
 * A tab remembers the revision it last loaded or saved. Before writing it
 * looks at what is stored: a higher revision means another tab has saved
 * newer progress since, so this tab does not write; it asks to load that
 * progress instead (`onConflict`). A write that would store the same state
 * as the last one loaded or saved is skipped, so a tab that only looks at a
 * game never writes it back.
 */

/** A saving problem the player is told about once. */
export type StorageProblem = 'storage-unavailable' | 'storage-full';

/** The persist storage, with revision bookkeeping and hooks for problems and conflicts. */
export interface SaveStorage<S> extends PersistStorage<S, void> {
  /** True when storage holds a save newer than the one this tab last loaded or saved. */
  hasNewer(name: string): boolean;
  /** Remember `state` as saved (it is what storage holds, as far as this tab knows). */
  markClean(state: S): void;
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

/**
 * A persist storage over `getStorage()` (localStorage), for state saved with
 * `version`. Reading returns the save's state as parsed, unchecked: `null`
 * for text that is not a save at all, and version -1 for a save without a
 * numeric version, so that zustand passes it to `migrate`. The state is
 * checked by the caller. No method throws.
 */
export function createSaveStorage<S>(
  getStorage: () => Storage,
  version: number,
  clock: () => number = Date.now,
): SaveStorage<S> {
  let known = 0; // the revision this tab last loaded or saved
  let cleanText: string | null = null; // the state this tab last loaded or saved, as JSON
  let pending: StorageProblem | null = null; // a problem met before anyone listened
  const reported = new Set<StorageProblem>();

  const report = (problem: StorageProblem) => {
    // Once per kind: telling the player changes the state, which saves
    // again, which may fail again; this stops that loop.
    if (reported.has(problem)) return;
    reported.add(problem);
    if (self.onProblem) self.onProblem(problem);
    else pending = problem;
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

  const read = (storage: Storage, name: string): string | null | undefined => {
    try {
      return storage.getItem(name);
    } catch {
      report('storage-unavailable');
      return undefined;
    }
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
        return { state: null as S, version };
      }
      if (!isRecord(parsed) || !('state' in parsed)) return { state: null as S, version };
      return {
        state: parsed.state as S,
        version: typeof parsed.version === 'number' ? parsed.version : -1,
      };
    },

    setItem(name, value: StorageValue<S>) {
      const storage = open();
      if (!storage) return;
      const stored = read(storage, name);
      if (stored === undefined) return;
      const storedRevision = stored === null ? 0 : revisionOf(stored);
      if (storedRevision > known) {
        self.onConflict?.();
        return;
      }
      const text = JSON.stringify(value.state);
      if (text === cleanText && stored !== null) return;
      const revision = Math.max(known, storedRevision) + 1;
      const envelope = `{"revision":${revision},"savedAt":${clock()},"version":${value.version ?? version},"state":${text}}`;
      try {
        storage.setItem(name, envelope);
      } catch (error) {
        report(isQuotaError(error) ? 'storage-full' : 'storage-unavailable');
        return;
      }
      known = revision;
      cleanText = text;
    },

    removeItem(name) {
      try {
        open()?.removeItem(name);
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
      cleanText = JSON.stringify(state);
    },

    takeProblem() {
      const problem = pending;
      pending = null;
      return problem;
    },
  };
  return self;
}
