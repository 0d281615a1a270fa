import { daysBetween, decodeShare, isDateKey } from '../engine';
import type { Core, GetState, SetState } from './core';
import { hasGame, startGame } from './core';
import { leaveDaily } from './dailyLeave';
import { DAILY_DAYS } from './dailyStats';
import { dailyKey, flushDaily, restoreDaily } from './dailySave';
import { loadEngine } from './engineLoader';
import { savedGame } from './persist';
import { selectInProgress } from './selectors';
import { todayKey } from './today';
import type { GameActions, GameState } from './types';

/*
 * The daily puzzle and share links, loaded after the first paint (or on
 * first use). A daily puzzle is made in the worker from its date alone, so
 * every player gets the same one on the same day, offline; the regular game
 * is set aside while it is played and comes back with leaveDaily (core.ts).
 */

/**
 * The actions this file provides (New game here is the one on a daily
 * puzzle: the store calls it only then).
 */
export type DailyActionKeys =
  'openDaily' | 'offerShared' | 'leaveDaily' | 'newGame' | 'requestNewGame';

/** Remove saved daily puzzles older than the calendar shows (their results stay in the statistics). */
function forgetOldDailies(today: string): void {
  try {
    const storage = window.localStorage;
    const prefix = dailyKey('');
    for (let i = storage.length - 1; i >= 0; i--) {
      const key = storage.key(i);
      if (!key?.startsWith(prefix)) continue;
      const date = key.slice(prefix.length);
      if (!isDateKey(date) || daysBetween(date, today) >= DAILY_DAYS) storage.removeItem(key);
    }
  } catch {
    // storage unavailable: nothing to tidy
  }
}

export function dailyActions(
  set: SetState,
  get: GetState,
  core: Core,
): Pick<GameActions, DailyActionKeys> {
  const { announce, cancelPending } = core;

  /** Put `game`, the daily puzzle of `date`, on the board, setting the regular game aside. */
  const start = (date: string, game: Partial<GameState>) => {
    const s = get();
    // Another daily on the board: the regular game stays where it was set aside.
    const parked = s.daily !== null ? s.parked : hasGame(s) ? savedGame(s, Date.now()) : null;
    cancelPending();
    set({
      ...game,
      daily: date,
      parked,
      dialog: null,
      announcement: null,
      hintFlow: null,
      solutionPath: null,
      pending: null,
    });
  };

  return {
    openDaily(date = todayKey()) {
      if (!isDateKey(date)) return;
      if (get().daily === date) {
        set({ dialog: null });
        return;
      }
      forgetOldDailies(todayKey());
      flushDaily(); // the daily on the board, if any, is saved before another is read
      const { game, unreadable } = restoreDaily(date, Date.now());
      if (game) {
        start(date, game);
        return;
      }
      if (unreadable) set({ notice: { kind: 'dropped', parts: ['daily'] } });
      set({ dialog: null, ...announce({ kind: 'preparing-daily' }) });
      const id = get().announcementId;
      loadEngine()
        .then(({ generator }) => generator.run({ kind: 'daily', date }))
        .then(
          ({ puzzle, solution, level }) => {
            // Start it unless the player has since asked for something else.
            if (get().announcementId === id) start(date, startGame(puzzle, solution, level));
          },
          () => {
            if (get().announcementId === id) set(announce({ kind: 'engine-failed' }));
          },
        );
    },

    leaveDaily() {
      if (!leaveDaily(set, get, core)) get().ensureGame();
    },

    requestNewGame() {
      leaveDaily(set, get, core);
      get().requestNewGame();
    },

    // From a daily's win dialog: the regular game is replaced only when confirmed.
    newGame(difficulty) {
      leaveDaily(set, get, core);
      if (selectInProgress(get())) set({ difficulty, dialog: 'confirm-new-game' });
      else get().newGame(difficulty);
    },

    offerShared(code) {
      const decoded = decodeShare(code);
      if (!decoded.ok) {
        set({ loadError: { code: 'damaged-link' } });
        return Promise.resolve(false);
      }
      const { givens, progress } = decoded.value;
      return get().offerPuzzle(givens.map((d) => d || '.').join(''), progress);
    },
  };
}
