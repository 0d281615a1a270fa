import { useId, useRef } from 'react';
import { useGame } from '../store';
import { levelName } from '../i18n/describe';
import { formatInstantDay } from '../i18n/dates';
import { t, tn } from '../i18n/messages';
import { Dialog } from './Dialog';

/**
 * "Import my data?": what the chosen backup file holds, and what importing
 * it does, before anything changes. Cancel goes back to Settings.
 */
export function ImportDialog() {
  const status = useGame((s) => s.backup);
  const bodyId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const game = useGame.getState;
  if (status?.kind !== 'offer') return null;
  const { summary } = status;
  const item = summary.game
    ? summary.game.solved
      ? t('import.gameSolved')
      : summary.game.level
        ? t('import.game', { level: levelName(summary.game.level), moves: summary.game.moves })
        : t('import.gameUngraded', { moves: summary.game.moves })
    : t('import.noGame');
  return (
    <Dialog
      title={t('import.title')}
      describedBy={bodyId}
      initialFocus={cancelRef}
      onClose={() => game().dismissBackup()}
    >
      <div id={bodyId} className="dialog-text">
        <p>{t('import.holds', { date: formatInstantDay(summary.exportedAt) })}</p>
        <ul className="import-list">
          <li>{item}</li>
          <li>{tn('import.dailies', summary.dailies)}</li>
          <li>{tn('import.solved', summary.solvedDailies)}</li>
          <li>{tn('import.stats', summary.played, { won: summary.won })}</li>
          <li>{t('import.settings')}</li>
        </ul>
        <p>{t('import.replace')}</p>
      </div>
      <div className="dialog-buttons">
        <button ref={cancelRef} type="button" onClick={() => game().dismissBackup()}>
          {t('import.cancel')}
        </button>
        <button type="button" className="primary" onClick={() => game().confirmImport()}>
          {t('import.confirm')}
        </button>
      </div>
    </Dialog>
  );
}
