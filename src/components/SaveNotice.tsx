import { useGame } from '../store';
import type { DroppedPart, Notice } from '../store';
import { joinSentences } from '../i18n/phrases';
import { t } from '../i18n/messages';
import type { MessageKey } from '../i18n/messages';

const DROPPED: Record<DroppedPart, MessageKey> = {
  game: 'save.dropped.game',
  history: 'save.dropped.history',
  settings: 'save.dropped.settings',
  stats: 'save.dropped.stats',
  entry: 'save.dropped.entry',
  daily: 'save.dropped.daily',
  values: 'save.dropped.values',
};

/** Notices that need no urgency: told politely, as a status. */
const POLITE = new Set<Notice['kind']>([
  'synced-from-other-tab',
  'engine-fallback',
  'storage-recovered',
  'imported',
]);

/** The notice in words: one sentence per dropped part, or the problem or sync. */
function describeNotice(notice: Notice): string {
  switch (notice.kind) {
    case 'dropped':
      return joinSentences(notice.parts.map((part) => t(DROPPED[part])));
    case 'storage-unavailable':
      return t('save.unavailable');
    case 'storage-full':
      return t('save.full');
    case 'storage-recovered':
      return t('save.recovered');
    case 'newer-version':
      return t('save.newerVersion');
    case 'load-failed':
      return t('save.loadFailed');
    case 'synced-from-other-tab':
      return t('save.synced');
    case 'engine-fallback':
      return t('engine.fallback');
    case 'imported':
      return t('save.imported');
  }
}

/**
 * What the player should know about saving: data that could not be read,
 * storage that is unavailable or full (alerts), or progress taken over from
 * another tab, saving again, an import done (polite statuses). Dismissable.
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
