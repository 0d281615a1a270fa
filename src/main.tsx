import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './components/App';
import { useGame } from './store';
import './styles.css';

// A `?puzzle=` link starts that puzzle before the first paint. A bad link
// leaves the game already there (for now, a fresh random one) and an alert.
const linked = new URLSearchParams(window.location.search).get('puzzle');
if (linked !== null) useGame.getState().loadPuzzle(linked);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
