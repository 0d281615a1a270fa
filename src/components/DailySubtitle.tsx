import type { Difficulty } from '../engine';
import { getLocale, t } from '../i18n/messages';
import { levelName } from '../i18n/describe';

/** The header's line on a daily puzzle: "Daily puzzle · 27 Nov · Hard" (loaded with the daily puzzle). */
export function DailySubtitle({ date, level }: { date: string; level: Difficulty }) {
  // A date-only ISO string is read as UTC midnight: format that day in UTC.
  const day = new Intl.DateTimeFormat(getLocale(), {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(date));
  return (
    <>
      <span className="subtitle-wide">{t('control.daily')} · </span>
      {`${day} · ${levelName(level)}`}
    </>
  );
}
