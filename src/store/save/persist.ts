import type { PersistOptions, PersistStorage, StorageValue } from 'zustand/middleware';
import { loadOnce } from '../../lib/loadOnce';
import type { GameState, GameStore, Notice } from '../types';
import { dailyKey, KEYS, partialize } from './codec';
import type { SavedState } from './codec';
import { createRecordStore, RECORD_VERSION } from './records';

export { RECORD_VERSION };
import type { Changed, Reads } from './checks';

/*
 * Saving the store: zustand's persist middleware around it, with a storage
 * that splits what is saved into records (codec.ts) kept by the record
 * store (records.ts), and reads them back through the checks (checks.ts,
 * loaded only when there is something stored).
 *
 * The store is saved on every change (persist calls `setItem`; writer.ts
 * writes when the page is idle); the page lifecycle (app/lifecycle.ts)
 * adds a save when the page is hidden or closed, and takes over another
 * tab's newer progress (sync.ts).
 */

/** The checks that read the records back (not in the first load). */
export const checks = loadOnce(() => import('./checks'));

/** Load the checks ahead (when the page is idle), so a later sync runs at once. */
export const preloadChecks = (): Promise<unknown> => checks.load();

/** The record store of this page. */
export const records = createRecordStore(() => window.localStorage);

/** Load the record store's writer (the page does once it has painted, before it can be closed). */
export const loadWriter = (): Promise<unknown> => records.writer();

/** The records the store is made of, read from storage. */
function readAll(): Reads {
  const game = records.read(KEYS.game, 'moves');
  const named = game.kind === 'record' ? game.state.daily : null;
  const date = typeof named === 'string' && /^\d{4}-\d\d-\d\d$/.test(named) ? named : null;
  return {
    game,
    settings: records.read(KEYS.settings),
    stats: records.read(KEYS.stats),
    entry: records.read(KEYS.entry),
    daily: date ? { date, read: records.read(dailyKey(date), 'moves') } : null,
  };
}

/** The parts of the persisted store that saving needs. */
export interface SavedStore {
  getState(): GameStore;
  setState(partial: Partial<GameState>): unknown;
  persist: { rehydrate(): Promise<void> };
}

/** What saving shares with sync.ts (loaded after the first paint). */
export const saving = {
  store: null as SavedStore | null, // the store, once it exists
  hydrated: false, // nothing is written before the stored records are read
  sync: null as Changed | null, // set while taking over another tab's records
  keep: false, // set when that kept this tab's newer moves, to write at once
};
let early: Notice | null = null; // a problem met while loading, before the store existed
let clean: string[] = []; // records just read that hold exactly what the state holds
let stagedDaily: string | null = null; // the daily puzzle in the latest staged save

/** A notice for the player: at once, or once the store exists. */
const tell = (notice: Notice) => {
  if (saving.store) saving.store.setState({ notice });
  else early ??= notice;
};

records.onProblem = (problem) => tell({ kind: problem });
records.onRecovered = () => {
  if (saving.store?.getState().notice?.kind === 'storage-full') tell({ kind: 'storage-recovered' });
};

/** What the records hold, for persist: the reads themselves, checked in `merge`. */
type Loaded = { reads: Reads } | { failed: true };

const storage: PersistStorage<SavedState> = {
  getItem() {
    const reads = readAll();
    if ([reads.game, reads.settings, reads.stats, reads.entry].every((r) => r.kind === 'none'))
      return null; // a first visit: nothing to check
    const value = (state: Loaded) => ({
      state: state as unknown as SavedState,
      version: RECORD_VERSION,
    });
    // A game of another kind is read once its layout has loaded (kindLayouts.ts).
    // With both at hand the read is synchronous, as taking over another
    // tab's progress needs (sync.ts: its merge runs before rehydrate returns).
    const kind = reads.game.kind === 'record' && reads.game.state.rules !== undefined;
    const module = checks.now();
    const layouts = module && kind ? module.layoutsToLoad(reads.game) : null;
    if (module && !layouts) return value({ reads });
    // The stored records cannot be read without the checks (and a game of
    // another kind without its layout): if they do not load, nothing is
    // written over the records (they stay for the next load).
    return (layouts ?? checks.load().then((m) => m.layoutsToLoad(reads.game))).then(
      () => value({ reads }),
      () => value({ failed: true }),
    );
  },
  setItem(_name, value: StorageValue<SavedState>) {
    if (!saving.hydrated) return;
    // Another daily puzzle (or none) on the board: the last moves of the one
    // before are written now, while the staged save still holds them.
    if (value.state.daily !== stagedDaily) {
      records.flush();
      stagedDaily = value.state.daily;
    }
    records.stage(value.state);
  },
  removeItem() {
    void records.writer().then((writer) => {
      for (const key of Object.values(KEYS)) writer.remove(key);
    });
  },
};

/** The state after the records were read (`saved`: undefined on a first visit). */
function merge(saved: unknown, current: GameStore): GameStore {
  const loaded = saved as Loaded | undefined;
  const now = Date.now();
  if (loaded && 'failed' in loaded) {
    records.lockAll();
    return { ...current, notice: { kind: 'load-failed' } };
  }
  if (!loaded) {
    clean = [];
    return early ? { ...current, notice: early } : current;
  }
  const module = checks.now()!;
  const { sync } = saving;
  const restored = sync
    ? module.restoreFromOtherTab(loaded.reads, sync, current, now)
    : module.restoreOnLoad(loaded.reads, current, now);
  clean = restored.clean;
  saving.keep = restored.keep === true;
  const state = restored.state;
  // A page opened or restored in the background starts paused, like one hidden later.
  if (
    !sync &&
    document.visibilityState === 'hidden' &&
    !state.paused &&
    state.finishedAt === null
  ) {
    state.paused = true;
    state.runningSince = null;
  }
  if (!state.notice && early) state.notice = early;
  early = null;
  return state;
}

/** Options for `persist(...)` around the game store. */
export const persistOptions: PersistOptions<GameStore, SavedState, void> = {
  name: KEYS.game,
  version: RECORD_VERSION,
  storage,
  partialize,
  merge,
  onRehydrateStorage: () => (state) => {
    // What was just read is what storage holds: not written back (what was
    // dropped, repaired or migrated is, since it is not among `clean`).
    if (state) records.markClean(clean, partialize(state));
    saving.hydrated = true;
  },
};

/** Wire saving to the store once it exists (problems met while loading become a notice). */
export function connectSaving(saved: SavedStore): void {
  saving.store = saved;
  if (early && saving.hydrated) {
    saved.setState({ notice: early });
    early = null;
  }
}
