import { loadEngine } from './engineLoader';
import { loadStarters, loadStoreParts, useGame } from './game';
import { preloadChecks } from './save/persist';

/*
 * Fetching ahead what the first load left out of the store: called once
 * the page is idle (app/prefetch.ts, itself loaded after the first paint).
 */

/** Load what the first load left out of the store (save checks, actions, the engine's clients) ahead of need. */
export function preloadStore(): void {
  void preloadChecks().catch(() => {});
  void loadStoreParts().catch(() => {});
  void loadStarters().catch(() => {});
  // The engine's clients, and the next puzzle of the chosen level, so New game starts at once.
  loadEngine().then(
    ({ puzzles }) => puzzles.prepare(useGame.getState().difficulty),
    () => {},
  );
}
