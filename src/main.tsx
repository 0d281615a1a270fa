import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { App } from './components/App';
import { prefetchLazyParts } from './components/lazyParts';
import { loadMessages } from './i18n/messages';
import { useGame, whenLoaded } from './store';
import { installLifecycle } from './store/lifecycle';
import { openPuzzleLink } from './store/link';
import './styles.css'; // after the components' own CSS: its layout rules adjust theirs

/*
 * Starting the page. Not top-level await: the lazy chunks awaited here
 * import this first-load chunk, which must have finished evaluating first.
 */
async function start(): Promise<void> {
  // The saved game (if any) is loaded and checked first, together with the
  // active language's first-load messages; then the page shows it.
  await Promise.all([whenLoaded(), loadMessages('en', 'core')]);

  // A `?puzzle=` link starts that puzzle before the first paint, unless it
  // is the saved game itself. A bad link leaves the game already there and
  // an alert, and is dropped from the address so that a reload does not
  // repeat it.
  const url = new URL(window.location.href);
  const linked = url.searchParams.get('puzzle');
  if (linked !== null && !(await openPuzzleLink(linked))) {
    url.searchParams.delete('puzzle');
    window.history.replaceState(window.history.state, '', url);
  }

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
      installLifecycle();
      // A first visit (or a save without a game) gets its first puzzle from the worker.
      useGame.getState().ensureGame();
      prefetchLazyParts();
    }, 0),
  );
}

void start();
