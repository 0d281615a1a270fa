import { useGame } from './game';
import { SAVE_KEY, saveNow, syncFromStorage } from './persist';

/*
 * The page's life, wired to the store once from main.tsx: the clock ticks
 * every second (each tick saves, so the saved time is never more than a
 * second behind); a hidden tab pauses the game and saves; a page being
 * unloaded saves; a tab that comes back into view, gains focus or hears
 * that another tab saved takes over that tab's newer progress.
 */

/** Install the page-lifecycle handlers on `win`; returns a function that removes them. */
export function installLifecycle(win: Window = window): () => void {
  const doc = win.document;
  const game = () => useGame.getState();

  const onVisibility = () => {
    if (doc.visibilityState === 'hidden') {
      game().pause(); // stops the clock and saves; the player presses Resume
      saveNow(); // in case the last save failed or was skipped
    } else {
      syncFromStorage();
    }
  };
  const onPageHide = () => {
    game().tick();
    saveNow();
  };
  const onFocus = () => {
    syncFromStorage();
  };
  const onStorage = (event: StorageEvent) => {
    // key null: storage was cleared; nothing newer to take over then.
    if (event.key === SAVE_KEY) syncFromStorage();
  };

  if (doc.visibilityState === 'hidden') game().pause();
  // Loading may have dropped bad data or started a fresh game: save it now.
  saveNow();

  const interval = win.setInterval(() => game().tick(), 1000);
  doc.addEventListener('visibilitychange', onVisibility);
  win.addEventListener('pagehide', onPageHide);
  win.addEventListener('focus', onFocus);
  win.addEventListener('storage', onStorage);
  return () => {
    win.clearInterval(interval);
    doc.removeEventListener('visibilitychange', onVisibility);
    win.removeEventListener('pagehide', onPageHide);
    win.removeEventListener('focus', onFocus);
    win.removeEventListener('storage', onStorage);
  };
}
