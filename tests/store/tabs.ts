import { afterEach, expect, vi } from 'vitest';
import { selectPosition } from '../../src/store';
import type { GameState } from '../../src/store';

/*
 * Helpers for the saving tests. Each `openTab()` loads the store modules
 * afresh, as a page load does: a new store that hydrates from the same
 * (jsdom) localStorage. Two tabs opened one after the other are two
 * independent stores sharing storage, as two browser tabs are.
 */

/** The save's localStorage key (persist.ts). */
export const KEY = 'sudoku';

// Every tab opened so far: writes are deferred until the page is idle, and
// the helpers below let that moment come before they look at storage.
const opened: { records: { flush(): void }; engineIdle(): Promise<void> }[] = [];

/** Write what every open tab has waiting (as an idle moment in each page would). */
export function flushAll(): void {
  for (const tab of opened) tab.records.flush();
}

// A test's tabs close with it: their engine work (a linked puzzle's grade)
// is awaited and what they had waiting is written now, so nothing of theirs
// lands in the next test's storage. A write can find newer progress and take
// it over, which leaves a write of its own waiting: a few rounds settle every tab.
afterEach(async () => {
  await Promise.all(opened.map((tab) => tab.engineIdle()));
  for (let round = 0; round < 3; round++) flushAll();
  opened.length = 0;
});

/** Load the store as a new page would, from what localStorage holds now. */
export async function openTab() {
  flushAll();
  vi.resetModules();
  const { useGame } = await import('../../src/store/game');
  const persist = await import('../../src/store/save/persist');
  const sync = await import('../../src/store/save/sync');
  const { installLifecycle } = await import('../../src/app/lifecycle');
  const { engineIdle, loadStarters, loadStoreParts, whenLoaded } =
    await import('../../src/store/game');
  await whenLoaded(); // the save is read once its checks have loaded
  await persist.preloadChecks(); // as the page does when idle: later syncs run at once
  await persist.loadWriter(); // as the page does once it has painted
  await loadStoreParts(); // likewise the lazily loaded actions
  await loadStarters(); // and the puzzles shipped with the page
  const tab = {
    useGame,
    state: () => useGame.getState(),
    installLifecycle,
    engineIdle,
    ...persist,
    ...sync,
  };
  opened.push(tab);
  return tab;
}

export type Tab = Awaited<ReturnType<typeof openTab>>;

/** The stored envelope, parsed: { revision, savedAt, version, state }. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function readSave(): any {
  flushAll();
  const text = localStorage.getItem(KEY);
  expect(text).not.toBeNull();
  return JSON.parse(text!);
}

/** The keys of the records other than the game's (see src/store/save/codec.ts). */
export const SETTINGS = 'sudoku.settings';
export const STATS = 'sudoku.stats';

/** A stored record's envelope, parsed. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function readRecord(key: string): any {
  flushAll();
  const text = localStorage.getItem(key);
  expect(text).not.toBeNull();
  return JSON.parse(text!);
}

/** Change a stored record in place (keeping its revision unless `edit` changes it). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function editRecord(key: string, edit: (save: any) => void): void {
  const save = readRecord(key);
  edit(save);
  localStorage.setItem(key, JSON.stringify(save));
}

/** Change the stored save in place (keeping its revision unless `edit` changes it). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function editSave(edit: (save: any) => void): void {
  const save = readSave();
  edit(save);
  localStorage.setItem(KEY, JSON.stringify(save));
}

/** The fields that are saved, for comparing a state before saving and after loading. */
export function savedFields(s: GameState) {
  return {
    gameId: s.gameId,
    givens: s.givens,
    solution: s.solution,
    historyIndex: s.historyIndex,
    moves: s.moves,
    position: selectPosition(s),
    selected: s.selected,
    notesMode: s.notesMode,
    markMode: s.markMode,
    difficulty: s.difficulty,
    level: s.level,
    flagged: s.flagged,
    startedAt: s.startedAt,
    finishedAt: s.finishedAt,
    paused: s.paused,
    hintsUsed: s.hintsUsed,
    mistakes: s.mistakes,
    settings: s.settings,
    stats: s.stats,
  };
}

/** Make `document.visibilityState` read `state` (restore with `vi.restoreAllMocks()`). */
export function setVisibility(state: DocumentVisibilityState): void {
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(state);
}
