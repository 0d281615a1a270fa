import { useGame } from '../store';
import { ActionBar } from './ActionBar';
import { Board } from './Board';
import { GameBar } from './GameBar';
import { GameHeader } from './GameHeader';
import { DialogHost, EntryStatus, EntryTools, GameKeys, Notices, PageSettings } from './lazyParts';
import { PAGE_ID } from './pageId';
import { NumberPad } from './NumberPad';
import { StatusBar } from './StatusBar';
import { useLocale } from './useLocale';
import './controls.css';

/**
 * The page: layout only. Each part reads the store itself; the keyboard, the
 * page's settings (theme, language), dialogs and notices load lazily.
 */
export function App() {
  const dialog = useGame((s) => s.dialog);
  const entering = useGame((s) => s.entry !== null);
  const notices = useGame((s) => s.notice !== null || s.loadError !== null || s.updateReady);
  useLocale(); // the whole page is drawn again in a new language
  return (
    <>
      <GameKeys />
      <PageSettings />
      {/* Made inert by an open dialog (see Dialog), once it has loaded. */}
      <div className="app" id={PAGE_ID}>
        {notices && <Notices />}
        <GameHeader />
        <main className="play">
          <GameBar />
          <div className="board-area">
            <Board />
          </div>
          <div className="panel">
            {/* A hint opens the status line into a card over the tools (never the board or the pad). */}
            <div className="hint-zone">
              {entering ? (
                <>
                  <EntryTools fallback={<div className="tools entry-tools" />} />
                  <div className="status-line">
                    <EntryStatus />
                  </div>
                </>
              ) : (
                <>
                  <ActionBar />
                  <StatusBar />
                </>
              )}
            </div>
            <NumberPad />
          </div>
        </main>
      </div>
      {dialog !== null && <DialogHost />}
    </>
  );
}
