import { dailyKey, KEYS, partialize } from './codec';
import type { Changed } from './checks';
import { layoutsToLoad } from './kindLayouts';
import { checks, records, saving } from './persist';

/*
 * Saving now, and taking over another tab's progress: what the page
 * lifecycle (app/lifecycle.ts), updates and the daily puzzle call, loaded
 * after the first paint with them. Another tab's newer progress is taken
 * over when its storage event arrives, when this tab comes back into view
 * or gains focus, or when this tab would overwrite it (the writer's
 * conflict).
 */

/**
 * Take over what another tab saved since this one last read or saved it
 * (see checks.ts). Returns true when there was something newer.
 */
export function syncFromStorage(newer?: Changed): boolean {
  const { store } = saving;
  if (!store || !saving.hydrated) return false;
  const changed = new Set(newer);
  for (const part of ['game', 'settings', 'stats', 'entry'] as const)
    if (records.hasNewer(KEYS[part])) changed.add(part);
  const { daily } = store.getState();
  if (daily !== null && records.hasNewer(dailyKey(daily))) changed.add('daily');
  if (changed.size === 0) return false;
  if (!checks.now()) {
    // The first record this page reads: its checks load first, then the sync runs.
    checks.load().then(
      () => syncFromStorage(),
      () => {},
    );
    return true;
  }
  const layouts = changed.has('game') ? layoutsToLoad(records.read(KEYS.game, 'moves')) : null;
  if (layouts) {
    // A game of another kind: its layout loads first, then the sync runs.
    // (Reading the record made it known: what changed is passed on.)
    layouts.then(
      () => syncFromStorage(changed),
      () => {},
    );
    return true;
  }
  saving.sync = changed;
  try {
    // Synchronous: the storage is, so the merge has run when this returns.
    void store.persist.rehydrate();
  } finally {
    saving.sync = null;
  }
  if (saving.keep) {
    // This tab's newer moves, kept over the record read (checks.ts, goesOn):
    // written at once, not when this tab is next idle (it may be in the background).
    saving.keep = false;
    records.stage(partialize(store.getState()));
    records.flush();
  }
  return true;
}

/** Try again now the writes refused for lack of space (storage changed: there may be room). */
export const retrySaving = (): void => records.flush();

/** The storage the game's own records take, in bytes. */
export const storedBytes = (): Promise<number> =>
  records.writer().then((writer) => writer.bytes(KEYS.game));

/** Save the current state now, unless it is what storage already holds. */
export function saveNow(): void {
  const { store } = saving;
  if (!store || !saving.hydrated) return;
  records.stage(partialize(store.getState()));
  records.flush();
}

// A write refused because another tab saved newer progress takes it over.
records.onConflict = () => {
  syncFromStorage();
};
