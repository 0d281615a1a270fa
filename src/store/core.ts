import { applyMove, CLASSIC_RULES, isSolved, startPosition } from '../engine';
import type { Board, CellIndex, Difficulty, Digit, Move, Rules } from '../engine';
import { selectHistory } from './history';
import { layoutOf } from './layouts';
import { selectElapsedMs, selectHasGame, selectInProgress, selectReachesLimit } from './selectors';
import { recordLoss, recordStart, recordWin, updateKindStats } from './stats';
import type { KindStats, Stats } from './stats';
import { todayKey } from './today';
import type { Announcement, GameState, GameStore } from './types';

/*
 * What every group of actions shares: announcing, playing a move through the
 * engine, and starting a game. Every change to the board goes through
 * `play(move)`, which asks the engine's applyMove for the next position and
 * appends the move after the current one (dropping any redo tail), as in
 * Tatham's midend. Undo and redo only move `historyIndex` (and, across a
 * restart, the clock).
 */

export type SetState = (
  partial: Partial<GameState> | ((s: GameStore) => Partial<GameState>),
) => void;
export type GetState = () => GameStore;

/** A fresh id for a game (not security-relevant; only tells games apart). */
function newGameId(): string {
  return Date.now().toString(36) + Math.floor(Math.random() * 0x1_0000_0000).toString(36);
}

/**
 * The game part of the state for a game that starts now from `givens`
 * under `rules` (classic by default; another kind's layout must be loaded).
 */
export function startGame(
  givens: Board,
  solution: Board,
  level: Difficulty | null,
  rules: Rules = CLASSIC_RULES,
): Partial<GameState> {
  const now = Date.now();
  const firstEmpty = givens.indexOf(0);
  const solved = isSolved(startPosition(givens).digits, solution);
  return {
    gameId: newGameId(),
    rules,
    givens,
    solution,
    moves: [],
    historyIndex: 0,
    level,
    selected: firstEmpty >= 0 ? firstEmpty : 0,
    notesMode: false,
    markMode: null,
    selection: null,
    heldDigit: null,
    flagged: givens.map(() => 0),
    startedAt: now,
    finishedAt: solved ? now : null,
    elapsedMs: 0,
    runningSince: solved ? null : now,
    paused: false,
    hintsUsed: 0,
    mistakes: 0,
    announcement: null,
    hintFlow: null,
    solutionPath: null,
    pending: null,
  };
}

/**
 * Statistics when the current game is replaced: an unfinished game in
 * progress ends its level's streak. (A game counts as played from its first
 * move, so one replaced untouched is not counted at all.)
 */
function statsOnNewGame(state: GameState): { stats: Stats; kindStats: KindStats } {
  const { level } = state;
  return level !== null && state.daily === null && selectInProgress(state)
    ? updateKindStats(state, state.rules.kind, (s) => recordLoss(s, level))
    : { stats: state.stats, kindStats: state.kindStats };
}

export interface Core {
  /** An announcement as a state patch; the id changes even when the content repeats. */
  announce(announcement: Announcement): Partial<GameState>;
  /**
   * Apply a move with `extra` state (selection, announcement). Returns false,
   * changing nothing, when there is no game, it is over or paused, or the
   * move changes nothing. A move that completes the board correctly ends the
   * game, records the win and opens the win dialog; any other change without
   * its own announcement clears the previous one, stale once the board changed.
   */
  play(move: Move, extra?: Partial<GameState>): boolean;
  /**
   * Wrong digits shown at once (`cells` now hold the wrong `digit`): each
   * flagged and counted, the first announced, and at the mistake limit the
   * game asks (Continue or New game). A patch for `play`.
   */
  mistakes(cells: readonly CellIndex[], digit: Digit): Partial<GameState>;
  /**
   * Start a game from `givens`, keeping settings and updating statistics;
   * under `extra.rules` for another kind than classic (its layout loaded).
   */
  begin(givens: Board, solution: Board, level: Difficulty | null, extra?: Partial<GameState>): void;
  /** Cancel engine work the player is waiting on for the board (a hint), now stale. */
  cancelPending(): void;
  /** Remember how to cancel the engine work now pending. */
  setCanceller(cancel: (() => void) | null): void;
}

export function makeCore(set: SetState, get: GetState): Core {
  let canceller: (() => void) | null = null;

  const announce = (announcement: Announcement): Partial<GameState> => ({
    announcement,
    announcementId: get().announcementId + 1,
  });

  const cancelPending = () => {
    canceller?.();
    canceller = null;
    if (get().pending !== null) set({ pending: null });
  };

  const play = (move: Move, extra: Partial<GameState> = {}): boolean => {
    const state = get();
    const { givens, solution, finishedAt, paused, historyIndex } = state;
    if (!selectHasGame(state) || finishedAt !== null || paused) return false;
    const history = selectHistory(state);
    const position = history[historyIndex];
    const next = applyMove(givens, position, move, history, layoutOf(state.rules));
    if (next === position) return false;
    if (state.pending === 'hint') cancelPending();
    const moves = [...state.moves.slice(0, historyIndex), move];
    // The game's very first move makes it count as played (a daily puzzle counts apart).
    const { daily, level } = state;
    const kind = state.rules.kind;
    const counted =
      state.moves.length === 0 && level !== null && daily === null
        ? updateKindStats(state, kind, (s) => recordStart(s, level))
        : { stats: state.stats, kindStats: state.kindStats };
    const common = { moves, historyIndex: historyIndex + 1, ...counted };
    if (isSolved(next.digits, solution)) {
      // The player now has something to lose: ask the browser to keep it.
      void import('../lib/keepData').then(
        (m) => m.keepData(),
        () => {},
      );
      const now = Date.now();
      const elapsedMs = selectElapsedMs(state, now);
      set({
        ...extra,
        ...common,
        finishedAt: now,
        elapsedMs,
        runningSince: null,
        dialog: 'won',
        ...(level === null || daily
          ? {}
          : updateKindStats(counted, kind, (s) => recordWin(s, level, elapsedMs))),
        dailyResults: daily
          ? {
              ...state.dailyResults,
              [daily]: {
                timeMs: elapsedMs,
                hints: state.hintsUsed,
                mistakes: state.mistakes,
                onTime: todayKey() === daily,
              },
            }
          : state.dailyResults,
        ...announce({ kind: 'won', elapsedMs }),
      });
    } else {
      set({ announcement: null, hintFlow: null, ...extra, ...common });
    }
    return true;
  };

  const begin: Core['begin'] = (givens, solution, level, extra = {}) => {
    cancelPending();
    set({
      ...startGame(givens, solution, level, extra.rules),
      ...statsOnNewGame(get()),
      entry: null, // a new game ends any puzzle being entered
      ...extra,
    });
  };

  const mistakes: Core['mistakes'] = (cells, digit) => {
    const state = get();
    const flagged = state.flagged.slice();
    for (const cell of cells) flagged[cell] = digit;
    const count = state.mistakes + cells.length;
    return {
      flagged,
      mistakes: count,
      ...announce({ kind: 'mistake', cell: cells[0] }),
      // The mistake limit, reached: the game asks, Continue or New game.
      ...(selectReachesLimit(state, count) ? { dialog: 'mistake-limit' as const } : {}),
    };
  };

  return {
    announce,
    play,
    mistakes,
    begin,
    cancelPending,
    setCanceller: (cancel) => {
      canceller = cancel;
    },
  };
}
