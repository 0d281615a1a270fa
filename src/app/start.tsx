import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { App } from '../components/App';
import { loadGameKeys } from '../components/lazyParts';
import { localeFor } from '../i18n/choose';
import { getLocale, loadMessages, setLocale } from '../i18n/messages';
import type { Locale } from '../i18n/messages';
import { loadStarters, loadWriter, selectHasGame, useGame, whenLoaded } from '../store';

/*
 * Starting the page: the saved records are read and checked, the language
 * chosen, a link in the address opened, a first visit given its first
 * puzzle, and then the board is drawn at once; the page's lifecycle
 * (clock, saving on hide and close, other tabs) and the rest of the code
 * follow just after the first paint.
 *
 * Not top-level await: the lazy chunks awaited here import this first-load
 * chunk, which must have finished evaluating first.
 */
export async function start(): Promise<void> {
  // The saved records (if any) are read and checked first, together with
  // the first-load messages of the language public/boot.js chose (the same
  // choice as below, made before the first paint); then the page shows them.
  const early: Locale = document.documentElement.lang === 'zh-CN' ? 'zh-CN' : 'en';
  // The game's keyboard (a small chunk) is fetched meanwhile, not waited for:
  // it listens from the first paint when it has arrived by then.
  loadGameKeys().catch(() => {}); // tried again when the board mounts it
  // A first visit also loads the puzzles shipped with the page (a few lines), meanwhile.
  const shipped = loadStarters();
  await Promise.all([whenLoaded(), setLocale(early).then(() => loadMessages(early, 'core'))]);
  const locale = localeFor(useGame.getState().settings.language, navigator.languages ?? []);
  if (locale !== getLocale()) {
    await setLocale(locale);
    await loadMessages(locale, 'core');
  }

  // A link in the address starts its puzzle before the first paint (links.ts).
  const params = new URL(window.location.href).searchParams;
  if (params.has('puzzle') || params.has('p')) await (await import('./links')).openAddressLink();

  // A first visit (or a save without a game) starts with a puzzle shipped
  // with the page; the generator's worker makes the ones after it.
  if (!selectHasGame(useGame.getState())) await shipped.catch(() => {});
  useGame.getState().ensureGame();
  // A daily puzzle on the board: its header's words come with the dialogs' messages.
  if (useGame.getState().daily !== null) await loadMessages(getLocale(), 'dialogs');

  // The board first (rendered at once rather than in a later task), then the rest.
  const root = createRoot(document.getElementById('root')!);
  flushSync(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
  // The rest once that frame is painted.
  requestAnimationFrame(() =>
    setTimeout(() => {
      // The clock's tick and saving on hide and close (with the records' writer,
      // so that a page being closed can be saved): loaded just after the first paint.
      void Promise.all([import('./lifecycle'), loadWriter()]).then(([{ installLifecycle }]) =>
        installLifecycle(),
      );
      // The rest of the code, fetched ahead when the page is idle.
      import('./prefetch').then(
        (m) => m.prefetchLazyParts(),
        () => {},
      );
    }, 0),
  );
}
