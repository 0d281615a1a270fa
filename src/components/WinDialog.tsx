import { useId, useRef } from 'react';
import { useGame } from '../store';
import { t } from '../i18n/messages';
import { formatClock, levelName } from '../i18n/describe';
import { Dialog } from './Dialog';

/**
 * "Solved!": the time, the level, hints used and mistakes, with a new game
 * at the chosen level one tap away. Focus starts on "New game".
 */
export function WinDialog() {
  const elapsedMs = useGame((s) => s.elapsedMs);
  const level = useGame((s) => s.level);
  const hintsUsed = useGame((s) => s.hintsUsed);
  const mistakes = useGame((s) => s.mistakes);
  const best = useGame((s) => (s.level === null ? null : s.stats[s.level]));
  const difficulty = useGame((s) => s.difficulty);
  const newGame = useGame((s) => s.newGame);
  const closeDialog = useGame((s) => s.closeDialog);
  const newGameRef = useRef<HTMLButtonElement>(null);
  const bodyId = useId();
  const newBest = best !== null && best.won > 1 && best.bestTimeMs === elapsedMs;

  const rows: [string, string | number][] = [
    [t('won.time'), formatClock(elapsedMs)],
    [t('won.difficulty'), level ? levelName(level) : t('app.subtitle.link')],
    [t('won.hints'), hintsUsed],
    [t('won.mistakes'), mistakes],
  ];

  return (
    <Dialog
      title={t('won.title')}
      describedBy={bodyId}
      initialFocus={newGameRef}
      onClose={closeDialog}
      closable
      className="dialog-won"
    >
      <p id={bodyId} className="dialog-text">
        {newBest ? t('won.best') : t('won.body')}
      </p>
      <dl className="summary">
        {rows.map(([term, value]) => (
          <div key={term} className="summary-item">
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className="dialog-buttons">
        <button
          ref={newGameRef}
          type="button"
          className="primary wide"
          onClick={() => newGame(difficulty)}
        >
          {t('control.newGame')}
        </button>
      </div>
    </Dialog>
  );
}
