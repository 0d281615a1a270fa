import { daysBetween, isDateKey } from '../../engine';
import type { DroppedPart, GameState } from '../types';
import { DAILY_PREFIX, dailyKey } from './codec';
import { preloadChecks, records } from './persist';

/*
 * The daily puzzles' records (one per date, see records.ts): the daily on
 * the board is saved with the rest of the store (codec.ts); these read the
 * others, list them for the calendar, and tidy away the old ones. Loaded
 * with the daily puzzle's actions.
 */

/** The dates whose daily puzzle has saved progress (started, maybe solved). */
export function savedDailyDates(): Set<string> {
  const dates = new Set<string>();
  for (const key of records.keys(DAILY_PREFIX)) dates.add(key.slice(DAILY_PREFIX.length));
  return dates;
}

/**
 * The saved game of `date`'s daily puzzle, checked, or why not: none
 * stored, or unreadable (dropped). Resolves once the checks are loaded.
 */
export async function restoreDaily(
  date: string,
  now: number,
): Promise<{ game: Partial<GameState> | null; unreadable: boolean }> {
  await preloadChecks();
  const { restoreDailyGame } = await import('./checks');
  const key = dailyKey(date);
  const dropped: DroppedPart[] = [];
  const report = { drop: (part: DroppedPart) => dropped.push(part), clean: [] as string[] };
  const game = restoreDailyGame(records.read(key, 'moves'), key, now, report);
  return { game, unreadable: dropped.includes('daily') };
}

/** Remove saved daily puzzles older than the calendar shows (their results stay in the statistics). */
export function forgetOldDailies(today: string, days: number): void {
  const old = records.keys(DAILY_PREFIX).filter((key) => {
    const date = key.slice(DAILY_PREFIX.length);
    return !isDateKey(date) || daysBetween(date, today) >= days;
  });
  if (old.length > 0)
    void records.writer().then(
      (writer) => old.forEach(writer.remove),
      () => {},
    );
}
