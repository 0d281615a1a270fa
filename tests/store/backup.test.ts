import { beforeEach, describe, expect, it } from 'vitest';
import type { Digit } from '../../src/engine';
import { emptyStats } from '../../src/store';
import { checkBackup, importBackup, makeBackup } from '../../src/store/save/backup';
import { EASY, at } from './fixtures';
import { openTab } from './tabs';
import type { Tab } from './tabs';

/*
 * Backup files: made from everything a player keeps, read back with the
 * same checks as a load, refused whole when anything fails them, and
 * imported so that no solved daily puzzle and no best time is ever lost.
 */

const NOW = Date.parse('2026-11-25T12:00:00Z');

/** A tab playing EASY with two moves, a won Easy game in its statistics and a solved daily. */
async function player(): Promise<Tab> {
  const tab = await openTab();
  await tab.state().loadPuzzle(EASY);
  tab.state().select(at(1, 1));
  tab.state().enter(9 as Digit);
  tab.state().select(at(1, 2));
  tab.state().enter(5 as Digit);
  const stats = emptyStats();
  tab.useGame.setState({
    stats: {
      ...stats,
      easy: {
        ...stats.easy,
        played: 3,
        won: 2,
        totalTimeMs: 500_000,
        bestTimeMs: 200_000,
        currentStreak: 1,
        bestStreak: 2,
      },
    },
    dailyResults: { '2026-11-20': { timeMs: 400_000, hints: 0, mistakes: 0, onTime: true } },
  });
  return tab;
}

beforeEach(() => localStorage.clear());

describe('backup files', () => {
  it('round-trips: the game and its history, settings, statistics and solved dailies', async () => {
    const tab = await player();
    tab.state().updateSettings({ theme: 'dark' });
    const text = JSON.stringify(makeBackup(tab.state(), new Date(NOW)));
    const checked = checkBackup(text, NOW);
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    const { state, summary } = checked.backup;
    expect(summary).toMatchObject({
      game: { level: null, moves: 2, solved: false },
      dailies: 0,
      solvedDailies: 1,
      played: 3,
      won: 2,
      exportedAt: '2026-11-25T12:00:00.000Z',
    });
    expect(state.moves).toEqual(tab.state().moves);
    expect(state.settings.theme).toBe('dark');
    expect(state.stats.easy.bestTimeMs).toBe(200_000);
  });

  it.each([
    ['not JSON', 'garbage', 'damaged'],
    ['cut short', '{"app":"sudoku","kind":"backup","format":1,"records":{', 'damaged'],
    ['another app', '{"app":"notes","kind":"backup","format":1}', 'not-backup'],
    ['not a backup', '{"app":"sudoku","kind":"save","format":1}', 'not-backup'],
    [
      'a newer format',
      '{"app":"sudoku","kind":"backup","format":2,"records":{"dailies":{}}}',
      'newer',
    ],
    ['a format that is no number', '{"app":"sudoku","kind":"backup","format":"1"}', 'not-backup'],
    ['no records', '{"app":"sudoku","kind":"backup","format":1}', 'invalid'],
  ])('refuses %s', (_, text, error) => {
    expect(checkBackup(text, NOW)).toEqual({ ok: false, error });
  });

  it('refuses a file whose game, settings, statistics or daily fails the checks', async () => {
    const tab = await player();
    const file = makeBackup(tab.state(), new Date(NOW)) as { records: Record<string, unknown> };
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const broken = (edit: (records: Record<string, any>) => void) => {
      const copy = JSON.parse(JSON.stringify(file));
      edit(copy.records);
      return checkBackup(JSON.stringify(copy), NOW);
    };
    expect(broken((r) => (r.game.solution = '1'.repeat(81)))).toEqual({
      ok: false,
      error: 'invalid',
    });
    expect(broken((r) => (r.settings.theme = 'neon'))).toEqual({ ok: false, error: 'invalid' });
    expect(broken((r) => (r.stats.stats.easy.won = 99))).toEqual({ ok: false, error: 'invalid' });
    expect(broken((r) => (r.game.elapsedMs = 1e300))).toEqual({ ok: false, error: 'invalid' });
    expect(broken((r) => (r.dailies['2026-11-21'] = { gameId: 'x' }))).toEqual({
      ok: false,
      error: 'invalid',
    });
    expect(checkBackup('x'.repeat(6 * 1024 * 1024), NOW)).toEqual({
      ok: false,
      error: 'too-large',
    });
  });

  it('an import keeps the better result of each daily and the best time of each level', async () => {
    const tab = await player();
    const text = JSON.stringify(makeBackup(tab.state(), new Date(NOW)));
    const checked = checkBackup(text, NOW);
    if (!checked.ok) throw new Error('refused');
    const stats = emptyStats();
    // This device: a faster Easy win, another solved daily, and a slower result on the 20th.
    tab.useGame.setState({
      stats: {
        ...stats,
        easy: {
          ...stats.easy,
          played: 1,
          won: 1,
          totalTimeMs: 90_000,
          bestTimeMs: 90_000,
          currentStreak: 1,
          bestStreak: 1,
        },
      },
      dailyResults: {
        '2026-11-20': { timeMs: 900_000, hints: 2, mistakes: 0, onTime: true },
        '2026-11-22': { timeMs: 300_000, hints: 0, mistakes: 1, onTime: false },
      },
    });
    const { state } = importBackup(checked.backup, tab.state());
    expect(state.stats!.easy).toMatchObject({ played: 3, won: 2, bestTimeMs: 90_000 });
    expect(state.dailyResults).toEqual({
      '2026-11-20': { timeMs: 400_000, hints: 0, mistakes: 0, onTime: true },
      '2026-11-22': { timeMs: 300_000, hints: 0, mistakes: 1, onTime: false },
    });
    expect(state.moves).toEqual(checked.backup.state.moves);
  });

  it('carries the mastery counts, and an import keeps the larger of each count', async () => {
    const tab = await player();
    tab.useGame.setState({
      mastery: { 'x-wing': { own: 1, hinted: 4 }, pointing: { own: 3, hinted: 0 } },
    });
    const checked = checkBackup(JSON.stringify(makeBackup(tab.state(), new Date(NOW))), NOW);
    if (!checked.ok) throw new Error('refused');
    expect(checked.backup.state.mastery).toEqual(tab.state().mastery);
    // This device went on: more own X-Wings, a technique the backup never met.
    tab.useGame.setState({
      mastery: { 'x-wing': { own: 5, hinted: 2 }, 'xy-wing': { own: 1, hinted: 0 } },
    });
    const { state } = importBackup(checked.backup, tab.state());
    expect(state.mastery).toEqual({
      'x-wing': { own: 5, hinted: 4 },
      pointing: { own: 3, hinted: 0 },
      'xy-wing': { own: 1, hinted: 0 },
    });
  });
});
