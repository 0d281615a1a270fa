import { useId, useRef } from 'react';
import { useGame } from '../store';
import { t } from '../i18n/messages';
import { levelName } from '../i18n/describe';
import { Dialog } from './Dialog';

/**
 * "New game" while a game is in progress: keep playing (the safe choice,
 * focused first), restart this puzzle from its givens (undoable), or play a
 * new puzzle at the chosen level.
 */
export function NewGameDialog() {
  const difficulty = useGame((s) => s.difficulty);
  const closeDialog = useGame((s) => s.closeDialog);
  const restartPuzzle = useGame((s) => s.restartPuzzle);
  const confirmNewGame = useGame((s) => s.confirmNewGame);
  const bodyId = useId();
  const keepRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      title={t('confirm.title')}
      describedBy={bodyId}
      initialFocus={keepRef}
      onClose={closeDialog}
    >
      <p id={bodyId} className="dialog-text">
        {t('confirm.body', { level: levelName(difficulty) })}
      </p>
      <div className="dialog-buttons dialog-buttons-three">
        <button ref={keepRef} type="button" onClick={closeDialog}>
          {t('confirm.keep')}
        </button>
        <button type="button" onClick={restartPuzzle}>
          {t('confirm.restart')}
        </button>
        <button type="button" className="primary" onClick={confirmNewGame}>
          {t('confirm.start')}
        </button>
      </div>
    </Dialog>
  );
}
