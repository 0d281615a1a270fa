import type { Difficulty } from './types';

/*
 * The daily puzzle's rules, as pure functions of a calendar date. A date is
 * a `DateKey`, "YYYY-MM-DD" (the player's own calendar day; the store reads
 * the clock and the time zone, the engine never does). Day arithmetic works
 * on day numbers (days since 1970-01-01, proleptic Gregorian) with Howard
 * Hinnant's civil-date algorithms, so no Date object is needed.
 */

/** A calendar date written "YYYY-MM-DD". */
export type DateKey = string;

const DATE_KEY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970-01-01 of year `y`, month `m` (1-12), day `d` (1-31). */
function daysFromCivil(y: number, m: number, d: number): number {
  const yy = m <= 2 ? y - 1 : y;
  const era = Math.floor(yy / 400);
  const yoe = yy - era * 400;
  const doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

/** The year, month (1-12) and day of day number `z` (days since 1970-01-01). */
function civilFromDays(z: number): [number, number, number] {
  const zz = z + 719468;
  const era = Math.floor(zz / 146097);
  const doe = zz - era * 146097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp < 10 ? mp + 3 : mp - 9;
  return [yoe + era * 400 + (m <= 2 ? 1 : 0), m, d];
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** The key of year `y`, month `m` (1-12), day `d`; e.g. dateKey(2026, 11, 23) = "2026-11-23". */
export function dateKey(y: number, m: number, d: number): DateKey {
  return `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`;
}

/** Day number (days since 1970-01-01) of a valid key; null for anything else ("2026-02-30" included). */
export function dayNumber(key: string): number | null {
  const match = DATE_KEY.exec(key);
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (m < 1 || m > 12 || d < 1 || d > 31) return null;
  const z = daysFromCivil(y, m, d);
  const [y2, m2, d2] = civilFromDays(z);
  return y2 === y && m2 === m && d2 === d ? z : null;
}

/** True for a real calendar date written "YYYY-MM-DD". */
export function isDateKey(value: unknown): value is DateKey {
  return typeof value === 'string' && dayNumber(value) !== null;
}

/** The key `days` days after `key` (before, when negative). `key` must be valid. */
export function addDays(key: DateKey, days: number): DateKey {
  const [y, m, d] = civilFromDays(dayNumber(key)! + days);
  return dateKey(y, m, d);
}

/** Days from `from` to `to` (negative when `to` is earlier). Both must be valid. */
export function daysBetween(from: DateKey, to: DateKey): number {
  return dayNumber(to)! - dayNumber(from)!;
}

/** Day of the week of a valid key, ISO numbering: 1 Monday ... 7 Sunday. */
export function isoWeekday(key: DateKey): number {
  // 1970-01-01 was a Thursday (ISO 4).
  return ((((dayNumber(key)! + 3) % 7) + 7) % 7) + 1;
}

/**
 * The level of each weekday's puzzle, Monday (index 0) to Sunday: it rises
 * over the week, Monday easiest, Sunday hardest.
 */
export const DAILY_LEVELS: readonly Difficulty[] = [
  'easy',
  'medium',
  'medium',
  'hard',
  'hard',
  'expert',
  'master',
];

/** The level of the daily puzzle of `key`. */
export function dailyLevel(key: DateKey): Difficulty {
  return DAILY_LEVELS[isoWeekday(key) - 1];
}

/**
 * The seed of the daily puzzle of `key` (for createRandom): the same date
 * gives the same seed, and so the same puzzle, in every browser.
 */
export function dailySeed(key: DateKey): string {
  return `sudoku-daily:${key}`;
}
