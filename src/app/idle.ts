import { useGame } from '../store';
import { watchMastery } from '../store/mastery';
import { registerUpdates } from './updates';

/*
 * What starts once the page is idle (prefetch.ts), kept out of the first
 * load: new versions (updates.ts) and the mastery counts that follow the
 * player's moves (store/mastery.ts).
 */

/** Start following moves for the mastery counts, and register the service worker. */
export function startWhenIdle(): Promise<void> {
  watchMastery(useGame);
  document.documentElement.dataset.idle = 'started'; // said on the page, for tests

  return registerUpdates();
}
