import { loadStepWords } from '../components/lazyParts';
import { preloadDialogs } from '../components/preloadParts';
import { preloadStore } from '../store/preload';

/*
 * What the first load leaves out (the rest of the store, the engine's
 * clients, dialogs, step wording, the print sheet, updates) is fetched
 * ahead once the page is idle, so opening a dialog or reading a hint never
 * waits on the network in practice; it is precached for offline play too.
 * This module itself is loaded just after the first paint (start.tsx).
 */

/** Fetch every lazy part ahead, when the page is idle. */
export function prefetchLazyParts(): void {
  const run = () => {
    preloadStore();
    preloadDialogs();
    void import('./idle').then((m) => m.startWhenIdle()).catch(() => {});
    void loadStepWords().catch(() => {});
  };
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 2_000 });
  else setTimeout(run, 500);
}
