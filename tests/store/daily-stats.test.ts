// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  bestStreak,
  bestTimesByWeekday,
  calendarDays,
  currentStreak,
} from '../../src/store/dailyStats';
import type { DailyResult } from '../../src/store/types';

const won = (timeMs: number, onTime = true): DailyResult => ({
  timeMs,
  hints: 0,
  mistakes: 0,
  onTime,
});

describe('daily statistics', () => {
  const results = {
    '2026-11-18': won(300_000),
    '2026-11-19': won(200_000),
    '2026-11-20': won(250_000),
    '2026-11-21': won(100_000, false), // solved later: no streak
    '2026-11-22': won(400_000),
    '2026-11-23': won(500_000), // Monday
    '2026-11-16': won(90_000), // the Monday before
  };

  it('counts the days in a row solved on their own day, up to today', () => {
    expect(currentStreak(results, '2026-11-23')).toBe(2);
    // Today not solved yet: the streak still counts from yesterday.
    expect(currentStreak(results, '2026-11-24')).toBe(2);
    expect(currentStreak(results, '2026-11-25')).toBe(0);
    expect(currentStreak({}, '2026-11-23')).toBe(0);
  });

  it('finds the longest run', () => {
    expect(bestStreak(results)).toBe(3);
    expect(bestStreak({})).toBe(0);
  });

  it('keeps the best time of each weekday, Monday first', () => {
    expect(bestTimesByWeekday(results)).toEqual([
      90_000,
      null,
      300_000,
      200_000,
      250_000,
      100_000,
      400_000,
    ]);
  });

  it('lists the last 60 days, today first', () => {
    const days = calendarDays('2026-11-23');
    expect(days).toHaveLength(60);
    expect(days[0]).toBe('2026-11-23');
    expect(days[59]).toBe('2026-09-25');
  });
});
