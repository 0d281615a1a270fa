import { useGame } from '../store';
import { t } from '../i18n/messages';
import { describeLoadError } from '../i18n/notices';
import { joinSentences, sentenceGap } from '../i18n/phrases';

/**
 * Why a `?puzzle=` link could not be played, or pasted text could not be
 * read, in an alert the player can dismiss.
 */
export function LinkAlert() {
  const error = useGame((s) => s.loadError);
  const pasted = useGame((s) => s.loadErrorSource === 'paste');
  const dismiss = useGame((s) => s.dismissLoadError);
  if (!error) return null;
  return (
    <div role="alert" className="alert">
      <p>
        <strong>{t(pasted ? 'paste.title' : 'link.title')}</strong>
        {sentenceGap()}
        {joinSentences([describeLoadError(error), t(pasted ? 'paste.kept' : 'link.kept')])}
      </p>
      <button type="button" onClick={dismiss}>
        {t('control.dismiss')}
      </button>
    </div>
  );
}
