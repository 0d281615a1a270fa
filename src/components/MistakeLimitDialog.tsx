import { useId, useRef } from 'react';
import { useGame } from '../store';
import { t } from '../i18n/messages';
import { Dialog } from './Dialog';

/**
 * The mistake limit reached (Settings: "Mistake limit"): the game says so
 * and offers "Continue" (playing on is counted in the statistics) or "New
 * game" (of the kind and level chosen for the next game). Focus starts on
 * Continue; Escape continues too.
 */
export function MistakeLimitDialog() {
  const mistakes = useGame((s) => s.mistakes);
  const continuePastLimit = useGame((s) => s.continuePastLimit);
  const confirmNewGame = useGame((s) => s.confirmNewGame);
  const bodyId = useId();
  const continueRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      title={t('limit.title')}
      describedBy={bodyId}
      initialFocus={continueRef}
      onClose={continuePastLimit}
    >
      <p id={bodyId} className="dialog-text">
        {t('limit.body', { count: mistakes })}
      </p>
      <div className="dialog-buttons">
        <button ref={continueRef} type="button" onClick={continuePastLimit}>
          {t('limit.continue')}
        </button>
        <button type="button" className="primary" onClick={confirmNewGame}>
          {t('limit.newGame')}
        </button>
      </div>
    </Dialog>
  );
}
