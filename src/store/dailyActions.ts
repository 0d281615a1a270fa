import { isDateKey } from '../engine';
import type { Core, GetState, SetState } from './core';
import { startGame } from './core';
import { leaveDaily } from './dailyLeave';
import { DAILY_DAYS } from './dailyStats';
import { loadEngine } from './engineLoader';
import { savedGame } from './save/codec';
import { forgetOldDailies, restoreDaily } from './save/daily';
import { saveNow } from './save/sync';
import { selectHasGame, selectInProgress } from './selectors';
import { todayKey } from './today';
import type { GameActions, GameState } from './types';

/*
 * The daily puzzle, loaded after the first paint (or on first use). A daily
 * puzzle is made in the worker from its date alone, so every player gets
 * the same one on the same day, offline; the regular game is set aside
 * while it is played (each is saved as its own record, see save/) and
 * comes back with leaveDaily.
 */

/** The actions this file provides (New game here is the one on a daily puzzle: the store calls it only then). */
type DailyActionKeys = 'openDaily' | 'leaveDaily' | 'newGame' | 'confirmNewGame';

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
    const parked = s.daily !== null ? s.parked : selectHasGame(s) ? savedGame(s, Date.now()) : null;
    cancelPending();
    set({
      ...game,
      daily: date,
      parked,
      // A dialog the player opened while the puzzle was on its way stays open.
      dialog: s.dialog === 'won' ? null : s.dialog,
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
      forgetOldDailies(todayKey(), DAILY_DAYS);
      saveNow(); // the daily on the board, if any, is saved before another is read
      set({ dialog: null, ...announce({ kind: 'preparing-daily' }) });
      const id = get().announcementId;
      // Still wanted: the player has not since asked for something else.
      const wanted = () => get().announcementId === id && get().entry === null;
      const failed = () => {
        if (wanted()) set(announce({ kind: 'engine-failed', inProgress: selectInProgress(get()) }));
      };
      restoreDaily(date, Date.now()).then(({ game, unreadable }) => {
        if (!wanted()) return;
        if (game) {
          start(date, game);
          return;
        }
        if (unreadable) set({ notice: { kind: 'dropped', parts: ['daily'] } });
        loadEngine()
          .then(({ generator }) => generator.run({ kind: 'daily', date }))
          .then(({ puzzle, solution, level }) => {
            if (wanted()) start(date, startGame(puzzle, solution, level));
          }, failed);
      }, failed);
    },

    leaveDaily() {
      if (!leaveDaily(set, get, core)) get().ensureGame();
    },

    // "New game" chosen in its dialog on a daily: the regular game set aside is replaced.
    confirmNewGame() {
      leaveDaily(set, get, core);
      get().newGame(get().difficulty, get().kind);
    },

    // From a daily's win dialog: the regular game is replaced only when confirmed.
    newGame(difficulty, kind = get().kind) {
      leaveDaily(set, get, core);
      if (selectInProgress(get())) set({ difficulty, kind, dialog: 'new-game' });
      else get().newGame(difficulty, kind);
    },
  };
}
