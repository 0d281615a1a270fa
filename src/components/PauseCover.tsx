import { useGame } from '../store';
import { t } from '../i18n/messages';
import { Icon } from './Icon';

/**
 * What covers the board while the game is paused (loaded ahead when the
 * page is idle): no peeking, and "Resume", after which the board takes the
 * player back to the selected cell (`onResume`).
 */
export function PauseCover({ onResume }: { onResume: () => void }) {
  const resume = useGame((s) => s.resume);
  return (
    <div className="pause-cover">
      <p className="pause-title">{t('paused.title')}</p>
      <p className="pause-text">{t('paused.body')}</p>
      <button
        type="button"
        className="primary resume"
        onClick={() => {
          onResume();
          resume();
        }}
      >
        <Icon name="play" />
        {t('control.resume')}
      </button>
    </div>
  );
}
