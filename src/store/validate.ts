import { analyse, applyMove, DIFFICULTIES, findConflicts, isSolved, samePosition } from '../engine';
import type { Board, Difficulty, Move, Position } from '../engine';
import { DEFAULT_SETTINGS } from './settings';
import type { Settings } from './settings';
import { EMPTY_LEVEL_STATS, recordStart } from './stats';
import type { LevelStats, Stats } from './stats';
import type { DroppedPart, GameState } from './types';

/*
 * Checking saved data before it is trusted. Storage holds whatever was
 * written there: an older build's save, a hand-edited value, a truncated
 * write. Nothing read from it is used until it passes the same rules the
 * game itself keeps. The save is checked in parts (game, undo history,
 * settings, statistics); a part that fails is replaced by its default and
 * named in the result, the others are kept.
 */

/** The game fields a save holds, besides settings and statistics. */
export const SAVED_GAME_FIELDS = [
  'gameId',
  'givens',
  'solution',
  'history',
  'historyIndex',
  'moves',
  'selected',
  'notesMode',
  'level',
  'flagged',
  'startedAt',
  'finishedAt',
  'elapsedMs',
  'paused',
  'hintsUsed',
  'mistakes',
] as const;

/** What is saved: the game in progress, the chosen level, settings and statistics. */
export type SavedState = Pick<
  GameState,
  (typeof SAVED_GAME_FIELDS)[number] | 'difficulty' | 'settings' | 'stats'
>;

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

/** 81 integers in [min, max], or null. */
function cells(value: unknown, min: number, max: number): number[] | null {
  if (!Array.isArray(value) || value.length !== 81) return null;
  return value.every((v) => isInt(v, min, max)) ? (value as number[]) : null;
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
 * A saved position, or null when it breaks the game's rules: digits out of
 * range or not keeping the givens, notes masks outside 0-511, or a hint mark
 * on a cell that is a given or does not hold its solution digit.
 */
function restorePosition(value: unknown, givens: Board, solution: Board): Position | null {
  if (!isRecord(value)) return null;
  const digits = cells(value.digits, 0, 9);
  const notes = cells(value.notes, 0, 511);
  const hinted = cells(value.hinted, 0, 1);
  if (!digits || !notes || !hinted) return null;
  for (let i = 0; i < 81; i++) {
    if (givens[i] !== 0 && digits[i] !== givens[i]) return null;
    if (hinted[i] === 1 && (givens[i] !== 0 || digits[i] !== solution[i])) return null;
  }
  return { digits, notes, hinted };
}

const isCell = (v: unknown) => isInt(v, 0, 80);
const isDigit = (v: unknown) => isInt(v, 1, 9);
const isCleanup = (v: unknown) => v === undefined || typeof v === 'boolean';

// One check per kind of move: a kind added to Move must be added here (the
// type says so), or saved games using it would lose their history.
const MOVE_CHECKS: {
  [K in Move['kind']]: (move: Record_, givens: Board, solution: Board) => boolean;
} = {
  place: (m) => isCell(m.cell) && isDigit(m.digit) && isCleanup(m.cleanup),
  hint: (m) => isCell(m.cell) && isDigit(m.digit) && isCleanup(m.cleanup),
  erase: (m) => isCell(m.cell),
  note: (m) => isCell(m.cell) && isDigit(m.digit),
  'fill-notes': () => true,
  restore: (m, givens, solution) => restorePosition(m.position, givens, solution) !== null,
  eliminate: (m) =>
    Array.isArray(m.eliminations) &&
    m.eliminations.every((e: unknown) => isRecord(e) && isCell(e.cell) && isDigit(e.digit)),
};

/** A saved move of a known kind with in-range fields, or null. */
function restoreMove(value: unknown, givens: Board, solution: Board): Move | null {
  if (!isRecord(value) || typeof value.kind !== 'string' || !Object.hasOwn(MOVE_CHECKS, value.kind))
    return null;
  const check = MOVE_CHECKS[value.kind as Move['kind']];
  return check(value, givens, solution) ? (value as unknown as Move) : null;
}

interface History {
  history: Position[];
  historyIndex: number;
  moves: Move[];
  dropped: boolean; // the saved history was invalid; only the current position was kept
}

/**
 * The undo history, whole when every position and move is valid, the index
 * is in range and each move really turns its position into the next one.
 * Otherwise the position on the board (or, when the index is unreadable, the
 * furthest one) on its own, with `dropped` set; null when even that is invalid.
 */
function restoreHistory(saved: Record_, givens: Board, solution: Board): History | null {
  const list = Array.isArray(saved.history) ? saved.history : [];
  const positions = list.map((p) => restorePosition(p, givens, solution));
  const indexOk = isInt(saved.historyIndex, 0, positions.length - 1);
  const current = positions[indexOk ? (saved.historyIndex as number) : positions.length - 1];
  if (!current) return null;
  const savedMoves = Array.isArray(saved.moves) ? saved.moves : [];
  const moves = savedMoves.map((m) => restoreMove(m, givens, solution));
  const whole =
    indexOk &&
    positions.every((p) => p !== null) &&
    moves.length === positions.length - 1 &&
    moves.every(
      (m, i) => m !== null && samePosition(applyMove(givens, positions[i]!, m), positions[i + 1]!),
    );
  if (whole) {
    return {
      history: positions as Position[],
      historyIndex: saved.historyIndex as number,
      moves: moves as Move[],
      dropped: false,
    };
  }
  return { history: [current], historyIndex: 0, moves: [], dropped: true };
}

/**
 * The saved game, or null when any of its fields is invalid. The game is
 * kept or dropped as one record (its time, hints and mistakes go into the
 * statistics, so none is guessed), except the undo history, which can be
 * dropped on its own. `now` becomes the start of the running stretch.
 */
function restoreGame(saved: Record_, now: number): (Partial<GameState> & History) | null {
  const givens = cells(saved.givens, 0, 9);
  const solution = cells(saved.solution, 1, 9);
  if (!givens || !solution || findConflicts(givens).length > 0) return null;
  if (!isUniqueSolutionOf(givens, solution)) return null;
  const { gameId, level, startedAt, finishedAt, elapsedMs, paused } = saved;
  const { hintsUsed, mistakes, selected, notesMode } = saved;
  const flagged = cells(saved.flagged, 0, 9);
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
  const solved = isSolved(history.history[history.historyIndex].digits, solution);
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

/**
 * Check a save (anything parsed from storage) and return what to keep, laid
 * over `current` (the game the page started with): the saved game when valid,
 * otherwise `current`'s game (counted as started in the saved statistics);
 * settings and statistics field by field. `now` (Date.now()) restarts the
 * clock of a running game. Never throws.
 */
export function restoreSaved(saved: unknown, current: GameState, now: number): Restored {
  if (!isRecord(saved)) return { patch: {}, dropped: ['all'] };
  const dropped: DroppedPart[] = [];
  const game = restoreGame(saved, now);
  if (!game) dropped.push('game');
  else if (game.dropped) dropped.push('history');
  const { settings, ok: settingsOk } = restoreSettings(saved.settings);
  const difficultyOk = isDifficulty(saved.difficulty);
  if (!settingsOk || !difficultyOk) dropped.push('settings');
  const restoredStats = restoreStats(saved.stats);
  if (!restoredStats.ok) dropped.push('stats');
  let stats = restoredStats.stats;
  if (!game && current.level !== null) stats = recordStart(stats, current.level);
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
