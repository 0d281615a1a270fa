import { expect, vi } from 'vitest';
import type { GameState } from '../../src/store';

/*
 * Helpers for the saving tests. Each `openTab()` loads the store modules
 * afresh, as a page load does: a new store that hydrates from the same
 * (jsdom) localStorage. Two tabs opened one after the other are two
 * independent stores sharing storage, as two browser tabs are.
 */

/** The save's localStorage key (persist.ts). */
export const KEY = 'sudoku';

/** Load the store as a new page would, from what localStorage holds now. */
export async function openTab() {
  vi.resetModules();
  const { useGame } = await import('../../src/store/game');
  const persist = await import('../../src/store/persist');
  const { installLifecycle } = await import('../../src/store/lifecycle');
  return { useGame, state: () => useGame.getState(), installLifecycle, ...persist };
}

export type Tab = Awaited<ReturnType<typeof openTab>>;

/** The stored envelope, parsed: { revision, savedAt, version, state }. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function readSave(): any {
  const text = localStorage.getItem(KEY);
  expect(text).not.toBeNull();
  return JSON.parse(text!);
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
    history: s.history,
    historyIndex: s.historyIndex,
    moves: s.moves,
    selected: s.selected,
    notesMode: s.notesMode,
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
