import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { App } from './components/App';
import { prefetchLazyParts } from './components/lazyParts';
import { localeFor } from './i18n/choose';
import { getLocale, loadMessages, setLocale } from './i18n/messages';
import type { Locale } from './i18n/messages';
import { hasStoredEntry, useGame, whenLoaded } from './store';
import './styles.css'; // after the components' own CSS: its layout rules adjust theirs

/*
 * Starting the page. Not top-level await: the lazy chunks awaited here
 * import this first-load chunk, which must have finished evaluating first.
 */
async function start(): Promise<void> {
  // The saved game (if any) is loaded and checked first, together with the
  // first-load messages of the language public/boot.js chose (the same
  // choice as below, made before the first paint); then the page shows it.
  const early: Locale = document.documentElement.lang === 'zh-CN' ? 'zh-CN' : 'en';
  await Promise.all([whenLoaded(), setLocale(early).then(() => loadMessages(early, 'core'))]);
  const locale = localeFor(useGame.getState().settings.language, navigator.languages ?? []);
  if (locale !== getLocale()) {
    await setLocale(locale);
    await loadMessages(locale, 'core');
  }

  // A `?puzzle=` link starts that puzzle before the first paint, unless it
  // is the saved game itself; with a game in progress the player is asked
  // first. A bad link leaves the game already there and an alert.
  // A share link (`?p=`, a compact code, maybe with the player's progress) likewise.
  const params = new URL(window.location.href).searchParams;
  const linked = params.get('puzzle');
  const shared = params.get('p');
  if (linked !== null || shared !== null) {
    const link = await import('./store/link');
    const { dropLinkFromAddress, whenLinkAnswered } = link;
    await (linked !== null ? link.openPuzzleLink(linked) : link.openShareLink(shared!));
    // Answered (opened, rejected, or waiting for the player's yes or no):
    // the link leaves the address once answered, so a reload never asks again.
    whenLinkAnswered(dropLinkFromAddress);
  }

  // A puzzle the player was entering when the page closed comes back as it was.
  if (hasStoredEntry()) await useGame.getState().restoreEntry();
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
      // The clock's tick and saving on hide and close: loaded just after the first paint.
      void import('./store/lifecycle').then(({ installLifecycle }) => installLifecycle());
      // A first visit (or a save without a game) gets its first puzzle from the worker.
      useGame.getState().ensureGame();
      prefetchLazyParts();
    }, 0),
  );
}

void start();
