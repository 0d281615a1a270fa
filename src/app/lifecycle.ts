import { useGame } from '../store';
import { retrySaving, saveNow, syncFromStorage } from '../store/save/sync';
import type { GameStore } from '../store';

/*
 * The page's life, wired to the store once from main.tsx: the clock's time
 * is folded in and saved every 15 s while a game runs (and with every move,
 * pause and resume), so a page killed without warning loses at most that
 * much of the clock, and a tab open beside another is not made to take
 * over a write every second; a hidden tab pauses the game and saves; a page being
 * unloaded saves; a tab that comes back into view, gains focus or hears
 * that another tab saved takes over that tab's newer progress.
 *
 * A page being unloaded (reload, closing the tab) is hidden on its way out,
 * just before or after `pagehide`. That is not the player leaving the game,
 * so the pause it caused is undone and the game is saved running, as it
 * was: a reload returns to exactly that. A page kept in the back-forward
 * cache stays paused, since its clock would otherwise count the time away.
 */

/** How often the running clock is saved. */
export const CLOCK_SAVE_MS = 15_000;

/** A hide this close before `pagehide` belongs to the unload. */
const UNLOAD_WINDOW_MS = 1_000;

/** Install the page-lifecycle handlers on `win`; returns a function that removes them. */
export function installLifecycle(win: Window = window): () => void {
  const doc = win.document;
  const game = () => useGame.getState();
  let unloading = false; // pagehide has fired (and no pageshow since)
  let pausedByHide: { at: number; state: GameStore } | null = null; // a running game paused by a hide

  const onVisibility = () => {
    if (doc.visibilityState === 'hidden') {
      if (!unloading) {
        const running = !game().paused && game().finishedAt === null;
        game().pause(); // stops the clock and saves; the player presses Resume
        pausedByHide = running ? { at: Date.now(), state: game() } : null;
      }
      saveNow(); // in case the last save failed or was skipped
    } else {
      pausedByHide = null;
      syncFromStorage();
    }
  };
  const onPageHide = (event: PageTransitionEvent) => {
    unloading = true;
    // Undone only if nothing happened since (such as taking over another tab's progress).
    const hideWasUnload =
      pausedByHide !== null &&
      pausedByHide.state === game() &&
      Date.now() - pausedByHide.at < UNLOAD_WINDOW_MS;
    if (hideWasUnload && !event.persisted) game().resume();
    pausedByHide = null;
    game().tick();
    saveNow();
  };
  const onPageShow = (event: PageTransitionEvent) => {
    unloading = false;
    if (event.persisted) syncFromStorage(); // back from the back-forward cache
  };
  const onFocus = () => {
    syncFromStorage();
  };
  const onStorage = (event: StorageEvent) => {
    // Something changed in storage: maybe room for a write that was refused.
    retrySaving();
    // Another tab saved one of the game's records (key null: storage was cleared).
    if (event.key?.startsWith('sudoku') && !event.key.includes('.log.')) syncFromStorage();
  };

  if (doc.visibilityState === 'hidden') game().pause();
  // Loading may have dropped bad data or started a fresh game: save it now.
  saveNow();

  const interval = win.setInterval(() => game().tick(), CLOCK_SAVE_MS);
  doc.addEventListener('visibilitychange', onVisibility);
  win.addEventListener('pagehide', onPageHide);
  win.addEventListener('pageshow', onPageShow);
  win.addEventListener('focus', onFocus);
  win.addEventListener('storage', onStorage);
  // Saved on hide and close from now on: said on the page (<html data-saving>), for tests that leave at once.
  doc.documentElement.dataset.saving = 'ready';
  return () => {
    win.clearInterval(interval);
    doc.removeEventListener('visibilitychange', onVisibility);
    win.removeEventListener('pagehide', onPageHide);
    win.removeEventListener('pageshow', onPageShow);
    win.removeEventListener('focus', onFocus);
    win.removeEventListener('storage', onStorage);
  };
}
