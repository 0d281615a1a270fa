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

/** The day of the instant `iso` (an ISO 8601 time), in the player's own time zone; '' if unreadable. */
export function formatInstantDay(iso: string): string {
  const time = Date.parse(iso);
  if (!Number.isFinite(time)) return '';
  return new Intl.DateTimeFormat(getLocale(), STYLES.medium).format(new Date(time));
}

/** A size in bytes as kilobytes or megabytes, in the active language ("12.5 kB", "1.2 MB"). */
export function formatSize(bytes: number): string {
  const mega = bytes >= 1_000_000;
  return new Intl.NumberFormat(getLocale(), {
    style: 'unit',
    unit: mega ? 'megabyte' : 'kilobyte',
    maximumFractionDigits: 1,
  }).format(mega ? bytes / 1_000_000 : bytes / 1_000);
}
