/*
 * Today's date for the daily puzzle: read here, in the store, from the clock
 * and the player's time zone (the engine never reads either). Written as
 * the engine's DateKey, "YYYY-MM-DD" (see engine/daily.ts).
 */

const pad = (n: number) => String(n).padStart(2, '0');

/** The player's calendar date at `now`, in their own time zone, as "YYYY-MM-DD". */
export function todayKey(now: Date = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
