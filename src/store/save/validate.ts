import {
  analyse,
  DIFFICULTIES,
  findConflicts,
  isSolved,
  parseMoves,
  parsePosition,
  replayMoves,
  rulesFromData,
  samePosition,
} from '../../engine';
import type { Board, Difficulty, Move, Position, Rules } from '../../engine';
import { hasLayout } from '../layoutLoader';
import { layoutOf } from '../layouts';
import type { GameState, MarkMode } from '../types';
import { MAX_COUNT, MAX_ELAPSED_MS, MAX_TIME } from './bounds';
import type { Repairs } from './bounds';
import { movesToReach } from './movesToReach';
import { MAX_LOG } from './records';

/*
 * Checking a saved game before it is trusted. Storage holds whatever was
 * written there: an older build's save, a hand-edited value, a truncated
 * write. Nothing read from it is used until it passes the rules the game
 * itself keeps, and every number is bounded first. A game whose puzzle is
 * not a puzzle is dropped; a number out of range is repaired (clamped, or
 * set to its default) and reported; an undo history that does not replay
 * is dropped on its own, keeping the position on the board.
 */

type Loose = Readonly<Record<string, unknown>>;

const isInt = (v: unknown, min: number, max: number): v is number =>
  Number.isInteger(v) && (v as number) >= min && (v as number) <= max;

const isDifficulty = (v: unknown): v is Difficulty => DIFFICULTIES.includes(v as Difficulty);

/** A board saved as 81 digits (`count` of them), each in [min, max], or null. */
export function board(value: unknown, min: number, max: number, count = 81): number[] | null {
  if (typeof value !== 'string' || value.length !== count || !/^[0-9]*$/.test(value)) return null;
  const cells = Array.from(value, Number);
  return cells.every((v) => v >= min && v <= max) ? cells : null;
}

// The last givens/solution pair found to match, so that checking the same
// game again (another tab saves every second) does not solve it again.
let verifiedPair = '';

/**
 * True when `solution` is the complete, rule-keeping and unique solution of
 * `givens` (under `rules`, classic by default; their layout loaded).
 */
export function isUniqueSolutionOf(givens: Board, solution: Board, rules?: Rules): boolean {
  const key = givens.join('') + solution.join('') + JSON.stringify(rules ?? null);
  if (key === verifiedPair) return true;
  const layout = rules && layoutOf(rules);
  if (findConflicts(givens, layout).length > 0 || findConflicts(solution, layout).length > 0)
    return false;
  if (givens.some((g, i) => g !== 0 && g !== solution[i])) return false;
  const { count, solution: solved } = analyse(givens, 2, rules);
  if (count !== 1 || !solved || solved.some((d, i) => d !== solution[i])) return false;
  verifiedPair = key;
  return true;
}

/** True when a position keeps the givens, and hint marks sit only on solved non-given cells. */
function fitsGame(position: Position, givens: Board, solution: Board): boolean {
  const { digits, hinted } = position;
  if (digits.length !== givens.length) return false;
  for (let i = 0; i < givens.length; i++) {
    if (givens[i] !== 0 && digits[i] !== givens[i]) return false;
    if (hinted[i] === 1 && (givens[i] !== 0 || digits[i] !== solution[i])) return false;
  }
  return true;
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
function restoreHistory(
  saved: Loose,
  givens: Board,
  solution: Board,
  rules: Rules,
): History | null {
  const parsedPosition = typeof saved.position === 'string' ? parsePosition(saved.position) : null;
  const position =
    parsedPosition?.ok && fitsGame(parsedPosition.value, givens, solution)
      ? parsedPosition.value
      : null;
  const parsedMoves = typeof saved.moves === 'string' ? parseMoves(saved.moves) : null;
  if (parsedMoves?.ok && parsedMoves.value.length <= MAX_LOG) {
    const moves = parsedMoves.value;
    const index = saved.historyIndex;
    const positions = replayMoves(givens, moves, [], 0, layoutOf(rules));
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

/** `value` when `ok`, else `fallback` with the repair noted. */
function keep<T>(ok: boolean, value: unknown, fallback: T, repairs: Repairs): T {
  if (ok) return value as T;
  repairs.values = true;
  return fallback;
}

/** A count clamped into [0, MAX_COUNT]; anything else is 0 (noted). */
function count(value: unknown, repairs: Repairs): number {
  if (isInt(value, 0, MAX_COUNT)) return value;
  repairs.values = true;
  return typeof value === 'number' && value > MAX_COUNT ? MAX_COUNT : 0;
}

/** A time played clamped into [0, MAX_ELAPSED_MS]; anything else is 0 (noted). */
export function duration(value: unknown, repairs: Repairs): number {
  if (typeof value === 'number' && value >= 0 && value <= MAX_ELAPSED_MS) return value;
  repairs.values = true;
  return typeof value === 'number' && value > MAX_ELAPSED_MS ? MAX_ELAPSED_MS : 0;
}

const isTime = (v: unknown): v is number => typeof v === 'number' && v >= 0 && v <= MAX_TIME;

/** A fresh id for a game whose saved id was unusable. */
const repairedId = (now: number) => `r${now.toString(36)}`;

/** A restored game: the game's fields, with whether its history or any value had to be repaired. */
export type RestoredGame = Partial<GameState> & History & { repaired: boolean };

/**
 * The saved game, or null when its puzzle is not a puzzle (givens and
 * solution must be a unique puzzle and its solution) or no position on the
 * board can be read. Everything else is repaired when out of range (see
 * the file comment). `now` becomes the start of the running stretch.
 */
export function restoreGame(saved: Loose, now: number): RestoredGame | null {
  // Another kind's rules, checked (their layout was loaded before: persist.ts).
  const rules = rulesFromData(saved.rules);
  if (!rules || (rules.kind !== 'classic' && !hasLayout(rules))) return null;
  const { size } = rules;
  const givens = board(saved.givens, 0, size, size * size);
  const solution = board(saved.solution, 1, size, size * size);
  if (!givens || !solution || !isUniqueSolutionOf(givens, solution, rules)) return null;
  const history = restoreHistory(saved, givens, solution, rules);
  if (!history) return null;
  const r: Repairs = { values: false };
  const { gameId, level } = saved;
  const id = keep(
    typeof gameId === 'string' && gameId.length > 0 && gameId.length <= 100,
    gameId,
    repairedId(now),
    r,
  );
  const startedAt = keep(isTime(saved.startedAt), saved.startedAt, now, r);
  // A finished game is exactly one whose board is solved.
  const positions = replayMoves(givens, history.moves, [], 0, layoutOf(rules));
  const solved = isSolved(positions[history.historyIndex].digits, solution);
  const finishedAt = solved
    ? keep(isTime(saved.finishedAt), saved.finishedAt, now, r)
    : keep(saved.finishedAt === null, null, null, r);
  const paused = keep(typeof saved.paused === 'boolean', saved.paused, false, r);
  const notesMode = keep(typeof saved.notesMode === 'boolean', saved.notesMode, false, r);
  // The pad in corner marks or colours: never together with notes; a save
  // from before the mode was kept has none, which is no repair.
  const markMode =
    saved.markMode === undefined || notesMode
      ? null
      : keep<MarkMode | null>(
          saved.markMode === null || saved.markMode === 'corner' || saved.markMode === 'colour',
          saved.markMode,
          null,
          r,
        );
  return {
    gameId: id,
    rules,
    givens,
    solution,
    ...history,
    selected: keep(isInt(saved.selected, 0, givens.length - 1), saved.selected, 0, r),
    notesMode,
    markMode,
    level: keep(level === null || isDifficulty(level), level, null, r),
    flagged:
      board(saved.flagged, 0, size, givens.length) ??
      keep(false, null, new Array<number>(givens.length).fill(0), r),
    startedAt,
    finishedAt,
    elapsedMs: duration(saved.elapsedMs, r),
    paused,
    runningSince: paused || finishedAt !== null ? null : now,
    hintsUsed: count(saved.hintsUsed, r),
    mistakes: count(saved.mistakes, r),
    repaired: r.values,
  };
}

/** A saved entry's fields ("Enter a puzzle"), or null when any is invalid. */
export function restoreEntryFields(saved: Loose): {
  cells: number[];
  uncertain: boolean[];
  resume: { selected: number; notesMode: boolean; running: boolean; paused: boolean };
} | null {
  const cells = board(saved.cells, 0, 9);
  const uncertain = typeof saved.uncertain === 'string' && /^[01]{81}$/.test(saved.uncertain);
  const { selected, notesMode, running, paused } = saved;
  if (!cells || !uncertain || !isInt(selected, 0, 80)) return null;
  if (![notesMode, running, paused].every((f) => typeof f === 'boolean')) return null;
  return {
    cells,
    uncertain: Array.from(saved.uncertain as string, (c) => c === '1'),
    resume: {
      selected,
      notesMode: notesMode as boolean,
      running: running as boolean,
      paused: paused as boolean,
    },
  };
}

/** The entry saved by version 2: "<81 digits>|<81 0/1>|<selected>,<notes>,<running>,<paused>". */
export function entryFromVersion2(text: string): Loose | null {
  const match = /^([0-9]{81})\|([01]{81})\|(\d{1,2}),([01]),([01]),([01])$/.exec(text);
  if (!match) return null;
  return {
    cells: match[1],
    uncertain: match[2],
    selected: Number(match[3]),
    notesMode: match[4] === '1',
    running: match[5] === '1',
    paused: match[6] === '1',
  };
}
