import { DIFFICULTIES, isDateKey, KINDS } from '../../engine';
import type { Difficulty, Kind } from '../../engine';
import { DEFAULT_SETTINGS, INPUT_MODES, LANGUAGES, MISTAKE_LIMITS, THEMES } from '../settings';
import type { Settings } from '../settings';
import { EMPTY_LEVEL_STATS } from '../stats';
import type { KindStats, LevelStats, Stats } from '../stats';
import type { ClassicTechnique } from '../../engine/logic';
import { TECHNIQUE_IDS } from '../../engine/logic/types';
import type { Mastery, TechniqueCount } from '../mastery';
import type { DailyResult } from '../types';
import { isRecord, MAX_COUNT, MAX_DAILY_RESULTS, MAX_ELAPSED_MS } from './bounds';

/*
 * Checking the saved settings and statistics, field by field: what fails is
 * set to its default (and reported), the rest is kept.
 */

const isCount = (v: unknown): v is number =>
  Number.isInteger(v) && (v as number) >= 0 && (v as number) <= MAX_COUNT;

const isDuration = (v: unknown, max = MAX_ELAPSED_MS): v is number =>
  typeof v === 'number' && v >= 0 && v <= max;

// Settings whose value is one of a few strings; others need only the default's type.
const SETTING_CHOICES: Partial<Record<keyof Settings, readonly unknown[]>> = {
  mistakesMode: ['on-check', 'immediate'],
  language: [null, ...LANGUAGES],
  theme: THEMES,
  mistakeLimit: MISTAKE_LIMITS,
  inputMode: INPUT_MODES,
};

/**
 * Saved settings, field by field: an invalid field gets its default (and
 * `ok` is false); a missing one (a setting newer than the save) gets its
 * default silently.
 */
export function restoreSettings(value: unknown): { settings: Settings; ok: boolean } {
  if (!isRecord(value)) return { settings: DEFAULT_SETTINGS, ok: false };
  let ok = true;
  const settings: Record<string, unknown> = { ...DEFAULT_SETTINGS };
  for (const [key, fallback] of Object.entries(DEFAULT_SETTINGS)) {
    const v = value[key];
    if (v === undefined) continue;
    const choices = SETTING_CHOICES[key as keyof Settings];
    const valid = choices ? choices.includes(v) : typeof v === typeof fallback;
    if (valid) settings[key] = v;
    else ok = false;
  }
  return { settings: settings as unknown as Settings, ok };
}

/** One level's statistics, or null when a count or time is invalid or they contradict each other. */
function restoreLevel(value: unknown): LevelStats | null {
  if (!isRecord(value)) return null;
  const { played, won, totalTimeMs, bestTimeMs, currentStreak, bestStreak } = value;
  const continued = value.continued ?? 0; // saved before the mistake limit existed: none
  if (!isCount(played) || !isCount(won) || !isCount(currentStreak) || !isCount(bestStreak))
    return null;
  if (!isCount(continued) || continued > played) return null;
  if (!isDuration(totalTimeMs, MAX_ELAPSED_MS * 1000)) return null;
  if (!(bestTimeMs === null || isDuration(bestTimeMs))) return null;
  if (won > played || currentStreak > bestStreak || bestStreak > won) return null;
  return { played, won, totalTimeMs, bestTimeMs, currentStreak, bestStreak, continued };
}

/** Saved statistics, level by level: an invalid level is zeroed (and `ok` is false). */
export function restoreStats(value: unknown): { stats: Stats; ok: boolean } {
  const saved = isRecord(value) ? value : {};
  let ok = isRecord(value);
  const stats = {} as Record<Difficulty, LevelStats>;
  for (const level of DIFFICULTIES) {
    const restored = saved[level] === undefined ? EMPTY_LEVEL_STATS : restoreLevel(saved[level]);
    if (!restored) ok = false;
    stats[level] = restored ?? EMPTY_LEVEL_STATS;
  }
  return { stats, ok };
}

/** Saved statistics of the other kinds, kind by kind (none saved before kinds: `ok`). */
export function restoreKindStats(value: unknown): { kindStats: KindStats; ok: boolean } {
  if (value === undefined) return { kindStats: {}, ok: true };
  if (!isRecord(value)) return { kindStats: {}, ok: false };
  const kindStats: Partial<Record<Exclude<Kind, 'classic'>, Stats>> = {};
  let ok = true;
  for (const [kind, saved] of Object.entries(value)) {
    if (kind === 'classic' || !KINDS.includes(kind as Kind)) {
      ok = false;
      continue;
    }
    const restored = restoreStats(saved);
    if (!restored.ok) ok = false;
    kindStats[kind as Exclude<Kind, 'classic'>] = restored.stats;
  }
  return { kindStats, ok };
}

/** Saved mastery counts, technique by technique: an invalid entry is dropped (and `ok` is false). */
export function restoreMastery(value: unknown): { mastery: Mastery; ok: boolean } {
  if (value === undefined) return { mastery: {}, ok: true }; // a save from before the counts
  if (!isRecord(value)) return { mastery: {}, ok: false };
  const mastery: Partial<Record<ClassicTechnique, TechniqueCount>> = {};
  let ok = true;
  for (const [technique, count] of Object.entries(value)) {
    const own = isRecord(count) ? count.own : null;
    const hinted = isRecord(count) ? count.hinted : null;
    if (TECHNIQUE_IDS.includes(technique as ClassicTechnique) && isCount(own) && isCount(hinted))
      mastery[technique as ClassicTechnique] = { own, hinted };
    else ok = false;
  }
  return { mastery, ok };
}

/** Solved daily puzzles by date: an invalid entry is dropped (and `ok` is false). */
export function restoreDailyResults(value: unknown): {
  results: Record<string, DailyResult>;
  ok: boolean;
} {
  const results: Record<string, DailyResult> = {};
  if (value === undefined) return { results, ok: true }; // a save from before daily puzzles
  if (!isRecord(value)) return { results, ok: false };
  let ok = true;
  let kept = 0;
  for (const [date, entry] of Object.entries(value)) {
    if (
      kept < MAX_DAILY_RESULTS &&
      isDateKey(date) &&
      isRecord(entry) &&
      isDuration(entry.timeMs) &&
      isCount(entry.hints) &&
      isCount(entry.mistakes) &&
      typeof entry.onTime === 'boolean'
    ) {
      const { timeMs, hints, mistakes, onTime } = entry;
      results[date] = { timeMs, hints, mistakes, onTime };
      kept++;
    } else ok = false;
  }
  return { results, ok };
}
