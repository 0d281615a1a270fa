import { useGame } from '../store';
import type { Notice } from '../store';
import { t } from '../i18n/messages';
import type { MessageKey } from '../i18n/messages';

const DROPPED: Record<Extract<Notice, { kind: 'dropped' }>['parts'][number], MessageKey> = {
  all: 'save.dropped.all',
  game: 'save.dropped.game',
  history: 'save.dropped.history',
  settings: 'save.dropped.settings',
  stats: 'save.dropped.stats',
  entry: 'save.dropped.entry',
  daily: 'save.dropped.daily',
};

/** Notices that need no urgency: told politely, as a status. */
const POLITE = new Set<Notice['kind']>(['synced-from-other-tab', 'engine-fallback']);

/** The notice in words: one sentence per dropped part, or the problem or sync. */
function describeNotice(notice: Notice): string {
  switch (notice.kind) {
    case 'dropped':
      return notice.parts.map((part) => t(DROPPED[part])).join(' ');
    case 'storage-unavailable':
      return t('save.unavailable');
    case 'storage-full':
      return t('save.full');
    case 'synced-from-other-tab':
      return t('save.synced');
    case 'engine-fallback':
      return t('engine.fallback');
  }
}

/**
 * What the player should know about saving: data that could not be read,
 * storage that is unavailable or full (alerts), or progress taken over from
 * another tab (a polite status). Dismissable.
 */
export function SaveNotice() {
  const notice = useGame((s) => s.notice);
  const dismiss = useGame((s) => s.dismissNotice);
  if (!notice) return null;
  return (
    <div role={POLITE.has(notice.kind) ? 'status' : 'alert'} className="alert">
      <p>{describeNotice(notice)}</p>
      <button type="button" onClick={dismiss}>
        {t('control.dismiss')}
      </button>
    </div>
  );
}
