import { DIFFICULTIES } from '../engine';
import type { Difficulty, Kind } from '../engine';

/** Statistics of one difficulty level. Win rate and average are derived. */
export interface LevelStats {
  played: number; // games started at this level
  won: number; // games solved
  totalTimeMs: number; // sum of winning times (for the average)
  bestTimeMs: number | null; // fastest win; null before the first
  currentStreak: number; // wins in a row, up to now
  bestStreak: number; // longest run of wins
  continued: number; // games played on past the mistake limit (Continue)
}

export type Stats = Readonly<Record<Difficulty, LevelStats>>;

export const EMPTY_LEVEL_STATS: LevelStats = {
  played: 0,
  won: 0,
  totalTimeMs: 0,
  bestTimeMs: null,
  currentStreak: 0,
  bestStreak: 0,
  continued: 0,
};

/** Zeroed statistics for every level. */
export function emptyStats(): Stats {
  return Object.fromEntries(DIFFICULTIES.map((d) => [d, EMPTY_LEVEL_STATS])) as Record<
    Difficulty,
    LevelStats
  >;
}

/** A game at `level` was started. */
export function recordStart(stats: Stats, level: Difficulty): Stats {
  const s = stats[level];
  return { ...stats, [level]: { ...s, played: s.played + 1 } };
}

/** A game at `level` was abandoned unsolved (a new game replaced it): the streak ends. */
export function recordLoss(stats: Stats, level: Difficulty): Stats {
  const s = stats[level];
  return s.currentStreak === 0 ? stats : { ...stats, [level]: { ...s, currentStreak: 0 } };
}

/** A game at `level` was won in `timeMs`. */
export function recordWin(stats: Stats, level: Difficulty, timeMs: number): Stats {
  const s = stats[level];
  const currentStreak = s.currentStreak + 1;
  return {
    ...stats,
    [level]: {
      ...s,
      won: s.won + 1,
      totalTimeMs: s.totalTimeMs + timeMs,
      bestTimeMs: s.bestTimeMs === null ? timeMs : Math.min(s.bestTimeMs, timeMs),
      currentStreak,
      bestStreak: Math.max(s.bestStreak, currentStreak),
    },
  };
}

/** Statistics of the kinds other than classic, per kind (a kind never played has none). */
export type KindStats = Readonly<Partial<Record<Exclude<Kind, 'classic'>, Stats>>>;

/** The statistics of `kind`: classic's are `stats`, the others' are in `kindStats`. */
export function statsOfKind(s: { stats: Stats; kindStats: KindStats }, kind: Kind): Stats {
  return kind === 'classic' ? s.stats : (s.kindStats[kind] ?? emptyStats());
}

/** The statistics after `update` of `kind`'s (as a state patch). */
export function updateKindStats(
  s: { stats: Stats; kindStats: KindStats },
  kind: Kind,
  update: (stats: Stats) => Stats,
): { stats: Stats; kindStats: KindStats } {
  return kind === 'classic'
    ? { stats: update(s.stats), kindStats: s.kindStats }
    : { stats: s.stats, kindStats: { ...s.kindStats, [kind]: update(statsOfKind(s, kind)) } };
}
