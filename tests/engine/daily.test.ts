// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  addDays,
  dailyLevel,
  dailySeed,
  dateKey,
  dayNumber,
  daysBetween,
  isDateKey,
  isoWeekday,
} from '../../src/engine';

describe('date keys', () => {
  it('numbers days from 1970-01-01 and reads only real dates', () => {
    expect(dayNumber('1970-01-01')).toBe(0);
    expect(dayNumber('2000-03-01')).toBe(11017);
    expect(dayNumber('2024-02-29')).not.toBeNull();
    expect(dayNumber('2026-02-29')).toBeNull();
    expect(dayNumber('2026-13-01')).toBeNull();
    expect(dayNumber('2026-1-01')).toBeNull();
    expect(isDateKey('2026-11-23')).toBe(true);
    expect(isDateKey(20261123)).toBe(false);
    expect(isDateKey('2026-11-31')).toBe(false);
  });

  it('adds days across months, years and leap days', () => {
    expect(addDays('2026-11-23', 1)).toBe('2026-11-24');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-11-23', -59)).toBe('2026-09-25');
    expect(daysBetween('2026-09-25', '2026-11-23')).toBe(59);
    expect(dateKey(987, 1, 2)).toBe('0987-01-02');
  });

  it('agrees with the calendar on every day of 2024-2030', () => {
    // Checked against Date (allowed here: the test is not the engine).
    let key = '2024-01-01';
    for (let i = 0; i < 7 * 365; i++) {
      const date = new Date(Date.UTC(2024, 0, 1 + i));
      const expected = date.toISOString().slice(0, 10);
      expect(key).toBe(expected);
      expect(isoWeekday(key)).toBe(((date.getUTCDay() + 6) % 7) + 1);
      key = addDays(key, 1);
    }
  });
});

describe('the daily rules', () => {
  it('raises the level over the week, Monday easiest and Sunday hardest', () => {
    // 2026-11-23 is a Monday.
    const week = Array.from({ length: 7 }, (_, i) => dailyLevel(addDays('2026-11-23', i)));
    expect(week).toEqual(['easy', 'medium', 'medium', 'hard', 'hard', 'expert', 'master']);
    expect(dailyLevel('2026-11-30')).toBe('easy');
  });

  it('seeds from the date alone', () => {
    expect(dailySeed('2026-11-23')).toBe(dailySeed('2026-11-23'));
    expect(dailySeed('2026-11-23')).not.toBe(dailySeed('2026-11-24'));
  });
});
