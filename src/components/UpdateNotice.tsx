import { useGame } from '../store';
import { t } from '../i18n/messages';

/** "A new version is ready", politely, with the one button that reloads into it. */
export function UpdateNotice() {
  const ready = useGame((s) => s.updateReady);
  const installUpdate = useGame((s) => s.installUpdate);
  if (!ready) return null;
  return (
    <div role="status" className="alert update">
      <p>{t('update.ready')}</p>
      <button type="button" className="primary" onClick={installUpdate}>
        {t('update.apply')}
      </button>
    </div>
  );
}
