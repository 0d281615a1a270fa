import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../src/store';
import { restoreSettings, restoreStats } from '../../src/store/save/parts';
import { EMPTY_LEVEL_STATS, emptyStats } from '../../src/store/stats';

/* Saved settings and statistics read back: the mistake limit and its count (issue 20 item 6g). */

describe('the mistake limit, saved', () => {
  it('reads Off and 3 back; anything else is Off, noted', () => {
    expect(restoreSettings({ ...DEFAULT_SETTINGS, mistakeLimit: '3' })).toEqual({
      settings: { ...DEFAULT_SETTINGS, mistakeLimit: '3' },
      ok: true,
    });
    for (const bad of ['4', 3, null, 'on']) {
      const read = restoreSettings({ ...DEFAULT_SETTINGS, mistakeLimit: bad });
      expect(read.settings.mistakeLimit).toBe('off');
      expect(read.ok).toBe(false);
    }
  });

  it('settings saved before it existed read as Off, silently', () => {
    const { mistakeLimit: _, ...older } = DEFAULT_SETTINGS;
    expect(restoreSettings(older)).toEqual({ settings: DEFAULT_SETTINGS, ok: true });
  });
});

describe('games played on past the limit, in the statistics', () => {
  const level = { ...EMPTY_LEVEL_STATS, played: 4, won: 2, totalTimeMs: 1000, bestTimeMs: 400 };

  it('are read back; statistics saved before them count none', () => {
    const { continued: _, ...older } = level;
    const read = restoreStats({ ...emptyStats(), hard: { ...level, continued: 2 }, easy: older });
    expect(read.ok).toBe(true);
    expect(read.stats.hard.continued).toBe(2);
    expect(read.stats.easy).toEqual({ ...level, continued: 0 });
  });

  it('more than the games played, or not a count: that level is zeroed, noted', () => {
    for (const continued of [5, -1, 1.5, '2']) {
      const read = restoreStats({ ...emptyStats(), hard: { ...level, continued } });
      expect(read.ok).toBe(false);
      expect(read.stats.hard).toEqual(EMPTY_LEVEL_STATS);
    }
  });
});
