import type { LevelStats } from './stats';

/* What the Statistics dialog derives from a level's statistics (not in the first load). */

/** Win rate in [0, 1]; 0 before any game. */
export function winRate(s: LevelStats): number {
  return s.played === 0 ? 0 : s.won / s.played;
}

/** Average winning time in ms; null before the first win. */
export function averageTimeMs(s: LevelStats): number | null {
  return s.won === 0 ? null : s.totalTimeMs / s.won;
}
