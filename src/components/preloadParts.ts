import { dialogs, kindParts, withMessages } from './lazyParts';

/*
 * Fetching ahead what the first load left out of the page: called once the
 * page is idle (app/prefetch.ts, itself loaded after the first paint).
 */

/** Fetch the dialogs, the overlay and the print sheet ahead (the page is idle). */
export function preloadDialogs(): void {
  void import('./ChainOverlay').catch(() => {});
  void import('./HintCardParts').catch(() => {});
  void import('./PauseCover').catch(() => {});
  void import('./DailySubtitle').catch(() => {});
  void import('./ColourPad').catch(() => {});
  void kindParts.load().catch(() => {});
  void withMessages(dialogs.load, 'dialogs').catch(() => {});
  // The page as printed, ready for Print or the browser's own command.
  void withMessages(() => import('./PrintSheet'), 'dialogs')
    .then((m) => m.mountPrintSheet())
    .catch(() => {});
}
