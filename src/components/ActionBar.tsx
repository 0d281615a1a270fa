import { useGame } from '../store';
import { t } from '../i18n/messages';
import { Icon } from './Icon';

/** Erase, Hint and Check: the actions on the selected cell and the board. */
export function ActionBar() {
  const erase = useGame((s) => s.erase);
  const hint = useGame((s) => s.hint);
  const check = useGame((s) => s.check);
  return (
    <div className="actions">
      <button type="button" className="action" onClick={erase}>
        <Icon name="erase" />
        {t('control.erase')}
      </button>
      <button type="button" className="action" onClick={hint}>
        <Icon name="hint" />
        {t('control.hint')}
      </button>
      <button type="button" className="action" onClick={check}>
        <Icon name="check" />
        {t('control.check')}
      </button>
    </div>
  );
}
