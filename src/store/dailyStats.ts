import { addDays, isoWeekday } from '../engine';
import type { DateKey } from '../engine';
import type { DailyResult } from './types';

/*
 * Statistics of daily puzzles, derived from the solved ones (never stored):
 * the streak of days in a row solved, and the best time for each weekday.
 */

/** How many days back the calendar reaches, today included. */
export const DAILY_DAYS = 60;

type Results = Readonly<Record<string, DailyResult>>;

/** True when the daily puzzle of `date` was solved on its own day (only those count for streaks). */
const solvedOnTime = (results: Results, date: DateKey) => results[date]?.onTime === true;

/**
 * Days in a row, up to `today`, whose daily puzzle was solved on its own day.
 * Today's puzzle not solved yet does not end the streak: it still counts
 * back from yesterday until the day is over.
 */
export function currentStreak(results: Results, today: DateKey): number {
  let day = solvedOnTime(results, today) ? today : addDays(today, -1);
  let streak = 0;
  while (solvedOnTime(results, day)) {
    streak++;
    day = addDays(day, -1);
  }
  return streak;
}

/** The longest run of days in a row whose daily puzzle was solved on its own day. */
export function bestStreak(results: Results): number {
  let best = 0;
  for (const date of Object.keys(results)) {
    // Count each run once, from its first day.
    if (!solvedOnTime(results, date) || solvedOnTime(results, addDays(date, -1))) continue;
    let run = 0;
    for (let day = date; solvedOnTime(results, day); day = addDays(day, 1)) run++;
    best = Math.max(best, run);
  }
  return best;
}

/** The best time for each weekday, Monday (index 0) to Sunday; null where none is solved. */
export function bestTimesByWeekday(results: Results): (number | null)[] {
  const best: (number | null)[] = new Array<number | null>(7).fill(null);
  for (const [date, result] of Object.entries(results)) {
    const i = isoWeekday(date) - 1;
    const current = best[i];
    best[i] = current === null ? result.timeMs : Math.min(current, result.timeMs);
  }
  return best;
}

/** The calendar's days, newest first: today and the DAILY_DAYS - 1 days before it. */
export function calendarDays(today: DateKey): DateKey[] {
  return Array.from({ length: DAILY_DAYS }, (_, i) => addDays(today, -i));
}
