import { analyse, parsePuzzle } from '../engine';
import { decodeShare, SHARE_PREFIX } from '../engine/shareCode';
import type { Shared } from '../engine/shareCode';
import type { Board } from '../engine';
import type { LoadError } from './types';

/*
 * Checking a puzzle typed, pasted or linked: loaded when a puzzle first
 * needs checking (a link loads it before the page shows), not in the
 * first load. The bitmask solver answers in microseconds, so this runs on
 * the page.
 */

/**
 * Parse and solve a puzzle text once: its board and unique solution, or why
 * it cannot be played (a parse error, no solution, several solutions).
 */
export function checkPuzzle(
  text: string,
):
  | { ok: true; board: Board; solution: Board; progress: Shared['progress'] }
  | { ok: false; error: LoadError } {
  let board: Board;
  let progress: Shared['progress'] = null;
  if (text.startsWith(SHARE_PREFIX)) {
    // A share code: the puzzle, and maybe a player's digits and notes.
    const shared = decodeShare(text);
    if (!shared) return { ok: false, error: { code: 'bad-share-link' } };
    ({ givens: board, progress } = shared);
  } else {
    const parsed = parsePuzzle(text);
    if (!parsed.ok) return { ok: false, error: parsed.error };
    board = parsed.board;
  }
  const { count, solution } = analyse(board, 2);
  if (count === 0 || !solution) return { ok: false, error: { code: 'no-solution' } };
  if (count > 1) return { ok: false, error: { code: 'multiple-solutions' } };
  return { ok: true, board, solution, progress };
}

/** True when `text` is a puzzle whose givens are exactly `givens`. */
export function hasGivens(text: string, givens: Board): boolean {
  if (text.startsWith(SHARE_PREFIX)) return false; // a shared position always asks
  const parsed = parsePuzzle(text);
  return parsed.ok && parsed.board.every((d, i) => d === givens[i]);
}
