import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './components/App';
import { useGame } from './store';
import './styles.css';

// A `?puzzle=` link starts that puzzle before the first paint. A bad link
// leaves the game already there (for now, a fresh random one) and an alert,
// and is dropped from the address so that a reload does not repeat it.
const url = new URL(window.location.href);
const linked = url.searchParams.get('puzzle');
if (linked !== null && !useGame.getState().loadPuzzle(linked)) {
  url.searchParams.delete('puzzle');
  window.history.replaceState(window.history.state, '', url);
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
