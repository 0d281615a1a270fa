import { useId, useRef } from 'react';
import { KINDS, levelsOf } from '../engine';
import { useGame } from '../store';
import { selectRegularInProgress } from '../store/regularGame';
import { t } from '../i18n/messages';
import { kindName, levelName } from '../i18n/describe';
import { Dialog } from './Dialog';
import { Select } from './SettingsDialog';

/**
 * "New game": the kind and level of the next game are chosen here, where
 * it starts, so the header only ever names the puzzle being played. When
 * the regular game has work in progress the dialog asks first ("Start a
 * new game?"): keep playing (the safe choice, focused first), restart this
 * puzzle from its givens (undoable), or start the new game; otherwise
 * "New game" is focused, so Enter starts one at once.
 */
export function NewGameDialog() {
  const kind = useGame((s) => s.kind);
  const setKind = useGame((s) => s.setKind);
  const difficulty = useGame((s) => s.difficulty);
  const setDifficulty = useGame((s) => s.setDifficulty);
  const inProgress = useGame(selectRegularInProgress);
  const onDaily = useGame((s) => s.daily !== null);
  const closeDialog = useGame((s) => s.closeDialog);
  const restartPuzzle = useGame((s) => s.restartPuzzle);
  const confirmNewGame = useGame((s) => s.confirmNewGame);
  const bodyId = useId();
  const keepRef = useRef<HTMLButtonElement>(null);
  const startRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      title={t(inProgress ? 'confirm.title' : 'newGame.title')}
      describedBy={inProgress ? bodyId : undefined}
      initialFocus={inProgress ? keepRef : startRef}
      onClose={closeDialog}
      className="dialog-new-game"
    >
      <div className="settings-selects new-game-choices">
        <Select
          label="control.kind"
          options={KINDS}
          value={kind}
          name={kindName}
          onChange={setKind}
        />
        <Select
          label="control.difficulty"
          options={levelsOf(kind)}
          value={difficulty}
          name={levelName}
          onChange={setDifficulty}
        />
      </div>
      {inProgress && (
        <p id={bodyId} className="dialog-text">
          {t(onDaily ? 'confirm.body.daily' : 'confirm.body')}
        </p>
      )}
      <div className={`dialog-buttons${inProgress && !onDaily ? ' dialog-buttons-three' : ''}`}>
        <button ref={keepRef} type="button" onClick={closeDialog}>
          {t(inProgress ? 'confirm.keep' : 'newGame.cancel')}
        </button>
        {inProgress && !onDaily && (
          <button type="button" onClick={restartPuzzle}>
            {t('confirm.restart')}
          </button>
        )}
        <button ref={startRef} type="button" className="primary" onClick={confirmNewGame}>
          {t('confirm.start')}
        </button>
      </div>
    </Dialog>
  );
}
