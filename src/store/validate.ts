import {
  analyse,
  DIFFICULTIES,
  isDateKey,
  findConflicts,
  isSolved,
  parseMoves,
  parsePosition,
  replayMoves,
  samePosition,
} from '../engine';
import type { Board, Difficulty, Digit, Move, Position } from '../engine';
import { DEFAULT_SETTINGS, LANGUAGES, THEMES } from './settings';
import type { Settings } from './settings';
import { EMPTY_LEVEL_STATS } from './stats';
import type { LevelStats, Stats } from './stats';
import type { DailyResult, DroppedPart, GameState } from './types';

/*
 * Checking saved data before it is trusted. Storage holds whatever was
 * written there: an older build's save, a hand-edited value, a truncated
 * write. Nothing read from it is used until it passes the same rules the
 * game itself keeps. The save is checked in parts (game, undo history,
 * settings, statistics); a part that fails is replaced by its default and
 * named in the result, the others are kept.
 */

/** The outcome of checking a save: state to lay over the current one, and what was dropped. */
export interface Restored {
  patch: Partial<GameState>; // the valid parts, ready to merge into the current state
  dropped: DroppedPart[]; // the parts that were invalid and left at their defaults
}

type Record_ = Readonly<Record<string, unknown>>;

function isRecord(value: unknown): value is Record_ {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const isInt = (v: unknown, min: number, max: number): v is number =>
  Number.isInteger(v) && (v as number) >= min && (v as number) <= max;

const isCount = (v: unknown): v is number => isInt(v, 0, Number.MAX_SAFE_INTEGER);

const isTime = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

const isDuration = (v: unknown): v is number => isTime(v) && v >= 0;

const isDifficulty = (v: unknown): v is Difficulty => DIFFICULTIES.includes(v as Difficulty);

/** A board saved as 81 digits, each in [min, max], or null. */
function board(value: unknown, min: number, max: number): number[] | null {
  if (typeof value !== 'string' || !/^[0-9]{81}$/.test(value)) return null;
  const cells = Array.from(value, Number);
  return cells.every((v) => v >= min && v <= max) ? cells : null;
}

// The last givens/solution pair found to match, so that checking the same
// game again (another tab saves every second) does not solve it again.
let verifiedPair = '';

/** True when `solution` is the complete, rule-keeping and unique solution of `givens`. */
function isUniqueSolutionOf(givens: Board, solution: Board): boolean {
  const key = givens.join('') + solution.join('');
  if (key === verifiedPair) return true;
  if (findConflicts(solution).length > 0) return false;
  if (givens.some((g, i) => g !== 0 && g !== solution[i])) return false;
  const { count, solution: solved } = analyse(givens, 2);
  if (count !== 1 || !solved || solved.some((d, i) => d !== solution[i])) return false;
  verifiedPair = key;
  return true;
}

/**
 * True when a position keeps the game's rules: it keeps the givens, and a
 * hint mark sits only on a non-given cell holding its solution digit.
 */
function fitsGame(position: Position, givens: Board, solution: Board): boolean {
  const { digits, hinted } = position;
  for (let i = 0; i < 81; i++) {
    if (givens[i] !== 0 && digits[i] !== givens[i]) return false;
    if (hinted[i] === 1 && (givens[i] !== 0 || digits[i] !== solution[i])) return false;
  }
  return true;
}

/**
 * Moves that rebuild `position` from the start of the game: its digits
 * (hint-filled ones as hints), then its notes. Used when the saved moves
 * are lost: the board is kept, and undo steps back through these.
 */
export function movesToReach(givens: Board, position: Position): Move[] {
  const moves: Move[] = [];
  for (let cell = 0; cell < 81; cell++) {
    const digit = position.digits[cell];
    if (givens[cell] !== 0 || digit === 0) continue;
    const kind = position.hinted[cell] ? 'hint' : 'place';
    moves.push({ kind, cell, digit: digit as Digit, cleanup: false });
  }
  for (let cell = 0; cell < 81; cell++) {
    for (let d = 1; d <= 9; d++) {
      if (position.notes[cell] & (1 << (d - 1)))
        moves.push({ kind: 'note', cell, digit: d as Digit });
    }
  }
  return moves;
}

interface History {
  moves: Move[];
  historyIndex: number;
  dropped: boolean; // the saved moves were invalid; only the position on the board was kept
}

/**
 * The moves, whole when every one parses, every position they pass through
 * keeps the rules, the index is in range and the position there is the saved
 * position. Otherwise the saved position on its own (rebuilt by simple
 * moves), with `dropped` set; null when there is no valid position at all.
 */
function restoreHistory(saved: Record_, givens: Board, solution: Board): History | null {
  const parsedPosition = typeof saved.position === 'string' ? parsePosition(saved.position) : null;
  const position =
    parsedPosition?.ok && fitsGame(parsedPosition.value, givens, solution)
      ? parsedPosition.value
      : null;
  const parsedMoves = typeof saved.moves === 'string' ? parseMoves(saved.moves) : null;
  if (parsedMoves?.ok) {
    const moves = parsedMoves.value;
    const positions = replayMoves(givens, moves);
    const index = saved.historyIndex;
    if (
      isInt(index, 0, moves.length) &&
      positions.every((p) => fitsGame(p, givens, solution)) &&
      (!position || samePosition(positions[index], position))
    ) {
      return { moves, historyIndex: index, dropped: false };
    }
  }
  if (!position) return null;
  const moves = movesToReach(givens, position);
  return { moves, historyIndex: moves.length, dropped: true };
}

/**
 * The saved game, or null when any of its fields is invalid. The game is
 * kept or dropped as one record (its time, hints and mistakes go into the
 * statistics, so none is guessed), except the undo history, which can be
 * dropped on its own. `now` becomes the start of the running stretch.
 */
export function restoreGame(saved: Record_, now: number): (Partial<GameState> & History) | null {
  const givens = board(saved.givens, 0, 9);
  const solution = board(saved.solution, 1, 9);
  if (!givens || !solution || findConflicts(givens).length > 0) return null;
  if (!isUniqueSolutionOf(givens, solution)) return null;
  const { gameId, level, startedAt, finishedAt, elapsedMs, paused } = saved;
  const { hintsUsed, mistakes, selected, notesMode } = saved;
  const flagged = board(saved.flagged, 0, 9);
  if (typeof gameId !== 'string' || gameId.length === 0 || gameId.length > 100) return null;
  if (!(level === null || isDifficulty(level))) return null;
  if (!isTime(startedAt) || !(finishedAt === null || isTime(finishedAt))) return null;
  if (!isDuration(elapsedMs) || !isCount(hintsUsed) || !isCount(mistakes)) return null;
  if (!isInt(selected, 0, 80) || typeof notesMode !== 'boolean' || typeof paused !== 'boolean')
    return null;
  if (!flagged) return null;
  const history = restoreHistory(saved, givens, solution);
  if (!history) return null;
  // A finished game is exactly one whose board is solved.
  const positions = replayMoves(givens, history.moves);
  const solved = isSolved(positions[history.historyIndex].digits, solution);
  if (solved !== (finishedAt !== null)) return null;
  return {
    gameId,
    givens,
    solution,
    ...history,
    selected,
    notesMode,
    level,
    flagged,
    startedAt,
    finishedAt,
    elapsedMs,
    paused,
    runningSince: paused || finishedAt !== null ? null : now,
    hintsUsed,
    mistakes,
  };
}

// Settings whose value is one of a few strings; others need only the default's type.
const SETTING_CHOICES: Partial<Record<keyof Settings, readonly unknown[]>> = {
  mistakesMode: ['on-check', 'immediate'],
  language: [null, ...LANGUAGES],
  theme: THEMES,
};

/**
 * Saved settings, field by field: an invalid field gets its default (and
 * `ok` is false); a missing one (a setting newer than the save) gets its
 * default silently.
 */
function restoreSettings(value: unknown): { settings: Settings; ok: boolean } {
  if (!isRecord(value)) return { settings: DEFAULT_SETTINGS, ok: false };
  let ok = true;
  const settings: Record<string, unknown> = { ...DEFAULT_SETTINGS };
  for (const [key, fallback] of Object.entries(DEFAULT_SETTINGS)) {
    const v = value[key];
    if (v === undefined) continue;
    const choices = SETTING_CHOICES[key as keyof Settings];
    const valid = choices
      ? choices.includes(v)
      : typeof v === typeof fallback && (typeof v !== 'number' || Number.isFinite(v));
    if (valid) settings[key] = v;
    else ok = false;
  }
  return { settings: settings as unknown as Settings, ok };
}

/** One level's statistics, or null when a count or time is invalid or they contradict each other. */
function restoreLevel(value: unknown): LevelStats | null {
  if (!isRecord(value)) return null;
  const { played, won, totalTimeMs, bestTimeMs, currentStreak, bestStreak } = value;
  if (!isCount(played) || !isCount(won) || !isCount(currentStreak) || !isCount(bestStreak))
    return null;
  if (!isDuration(totalTimeMs) || !(bestTimeMs === null || isDuration(bestTimeMs))) return null;
  if (won > played || currentStreak > bestStreak || bestStreak > won) return null;
  return { played, won, totalTimeMs, bestTimeMs, currentStreak, bestStreak };
}

/** Saved statistics, level by level: an invalid level is zeroed (and `ok` is false). */
function restoreStats(value: unknown): { stats: Stats; ok: boolean } {
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

/** Solved daily puzzles by date, entry by entry: an invalid entry is dropped (and `ok` is false). */
export function restoreDailyResults(value: unknown): {
  results: Record<string, DailyResult>;
  ok: boolean;
} {
  const results: Record<string, DailyResult> = {};
  if (value === undefined) return { results, ok: true }; // a save from before daily puzzles
  if (!isRecord(value)) return { results, ok: false };
  let ok = true;
  for (const [date, entry] of Object.entries(value)) {
    if (
      isDateKey(date) &&
      isRecord(entry) &&
      isDuration(entry.timeMs) &&
      isCount(entry.hints) &&
      isCount(entry.mistakes) &&
      typeof entry.onTime === 'boolean'
    ) {
      const { timeMs, hints, mistakes, onTime } = entry;
      results[date] = { timeMs, hints, mistakes, onTime };
    } else ok = false;
  }
  return { results, ok };
}

/**
 * Check a save (anything parsed from storage) and return what to keep, laid
 * over `current` (the state the page started with): the saved game when
 * valid, otherwise none (a new one is made); settings and statistics field
 * by field. `now` (Date.now()) restarts the
 * clock of a running game. Never throws.
 */
export function restoreSaved(saved: unknown, current: GameState, now: number): Restored {
  if (!isRecord(saved)) return { patch: {}, dropped: ['all'] };
  const dropped: DroppedPart[] = [];
  // A save made before the first game arrived holds no game: nothing to drop.
  const game = saved.gameId === undefined ? null : restoreGame(saved, now);
  if (!game && saved.gameId !== undefined) dropped.push('game');
  else if (game?.dropped) dropped.push('history');
  const { settings, ok: settingsOk } = restoreSettings(saved.settings);
  const difficultyOk = isDifficulty(saved.difficulty);
  if (!settingsOk || !difficultyOk) dropped.push('settings');
  const restoredStats = restoreStats(saved.stats);
  if (!restoredStats.ok) dropped.push('stats');
  const stats = restoredStats.stats;
  const { dropped: _historyDropped, ...gamePatch } = game ?? { dropped: false };
  return {
    patch: {
      ...gamePatch,
      difficulty: difficultyOk ? (saved.difficulty as Difficulty) : current.difficulty,
      settings,
      stats,
    },
    dropped,
  };
}
