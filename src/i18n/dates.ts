import { getLocale } from './messages';

/*
 * Calendar dates ("YYYY-MM-DD", the daily puzzle's DateKey) in the active
 * language, through Intl. A date key names a calendar day, not an instant,
 * so it is formatted as that day in UTC: the same day in every time zone.
 */

const STYLES = {
  short: { month: 'short', day: 'numeric' }, // "Nov 23", "11月23日"
  medium: { year: 'numeric', month: 'short', day: 'numeric' }, // "Nov 23, 2026", "2026年11月23日"
  long: { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' }, // "Monday, November 23, 2026"
  weekday: { weekday: 'short' }, // "Mon", "周一"
  month: { month: 'short' }, // "Nov", "11月"
} as const;

/** The date `key` ("YYYY-MM-DD") in the active language, in one of five styles. */
export function formatDay(key: string, style: keyof typeof STYLES = 'short'): string {
  return new Intl.DateTimeFormat(getLocale(), { ...STYLES[style], timeZone: 'UTC' }).format(
    new Date(`${key}T00:00:00Z`),
  );
}
