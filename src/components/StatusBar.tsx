import { selectInProgress, useGame } from '../store';
import { t } from '../i18n/messages';
import { describeAnnouncement } from '../i18n/describe';

/**
 * The message line under the board, with room reserved so it never moves
 * the layout. Hint, check and win results go to a polite live region; a new
 * announcement replaces the node so that even a repeated message is read.
 * After a win it offers a new game at the same level.
 */
export function StatusBar() {
  const announcement = useGame((s) => s.announcement);
  const announcementId = useGame((s) => s.announcementId);
  const won = useGame((s) => s.finishedAt !== null);
  const started = useGame(selectInProgress);
  const difficulty = useGame((s) => s.difficulty);
  const newGame = useGame((s) => s.newGame);
  return (
    <div className={won ? 'status status-won' : 'status'}>
      {/* The tip sits outside the live region so it is never announced. */}
      {!announcement && !started && !won && <p className="status-tip">{t('status.tip')}</p>}
      <div role="status" className="status-text">
        {announcement && <span key={announcementId}>{describeAnnouncement(announcement)}</span>}
      </div>
      {won && (
        <button type="button" className="primary" onClick={() => newGame(difficulty)}>
          {t('control.playAgain')}
        </button>
      )}
    </div>
  );
}
