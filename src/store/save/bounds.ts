/*
 * The bounds every number read from storage (or from a backup file) is held
 * to before it is used. Far beyond any real game, yet small enough that no
 * saved value can freeze the page or draw a clock hundreds of digits long.
 */

/** The longest time played counted for one game: a year of play. */
export const MAX_ELAPSED_MS = 365 * 24 * 3600 * 1000;
/** The largest count kept (hints, mistakes, games played, streaks). */
export const MAX_COUNT = 1_000_000_000;
/** The latest moment a saved time may name (ms since 1970; the end of year 9999). */
export const MAX_TIME = 253_402_300_799_999;
/** The most solved daily puzzles kept (over 270 years of days). */
export const MAX_DAILY_RESULTS = 100_000;

/** Found while checking: some value was out of range and set to a valid one. */
export interface Repairs {
  values: boolean;
}

/** True for a plain object (not null, not an array). */
export function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
