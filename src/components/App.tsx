import { useGame } from '../store';
import { ActionBar } from './ActionBar';
import { Board } from './Board';
import { ConfirmDialog } from './ConfirmDialog';
import { GameBar } from './GameBar';
import { GameHeader } from './GameHeader';
import { LinkAlert } from './LinkAlert';
import { NumberPad } from './NumberPad';
import { SaveNotice } from './SaveNotice';
import { SettingsDialog } from './SettingsDialog';
import { SolutionStepsDialog } from './SolutionStepsDialog';
import { StatsDialog } from './StatsDialog';
import { StatusBar } from './StatusBar';
import { useGameKeys } from './useGameKeys';
import { WinDialog } from './WinDialog';
import './controls.css';

/** The page: layout only. Each part reads the store itself. */
export function App() {
  const dialog = useGame((s) => s.dialog);
  const closeDialog = useGame((s) => s.closeDialog);
  const confirmNewGame = useGame((s) => s.confirmNewGame);
  const confirmLink = useGame((s) => s.confirmLink);
  useGameKeys();
  return (
    <>
      <div className="app" inert={dialog !== null}>
        <LinkAlert />
        <SaveNotice />
        <GameHeader />
        <main className="play">
          <GameBar />
          <div className="board-area">
            <Board />
          </div>
          <div className="panel">
            <ActionBar />
            {/* A long hint opens the status line into a card over the pad. */}
            <div className="status-pad">
              <StatusBar />
              <NumberPad />
            </div>
          </div>
        </main>
      </div>
      {dialog === 'confirm-new-game' && (
        <ConfirmDialog
          title="confirm.title"
          body="confirm.body"
          cancel="confirm.keep"
          confirm="confirm.start"
          onCancel={closeDialog}
          onConfirm={confirmNewGame}
        />
      )}
      {dialog === 'confirm-link' && (
        <ConfirmDialog
          title="confirmLink.title"
          body="confirmLink.body"
          cancel="confirm.keep"
          confirm="confirmLink.open"
          onCancel={closeDialog}
          onConfirm={confirmLink}
        />
      )}
      {/* One dialog from the question to the steps, so focus returns to its button. */}
      {(dialog === 'confirm-solution-steps' || dialog === 'solution-steps') && (
        <SolutionStepsDialog />
      )}
      {dialog === 'won' && <WinDialog />}
      {dialog === 'statistics' && <StatsDialog />}
      {dialog === 'settings' && <SettingsDialog />}
    </>
  );
}
