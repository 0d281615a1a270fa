import { analyse, parsePuzzle } from '../engine';
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
): { ok: true; board: Board; solution: Board } | { ok: false; error: LoadError } {
  const parsed = parsePuzzle(text);
  if (!parsed.ok) return { ok: false, error: parsed.error };
  const { count, solution } = analyse(parsed.board, 2);
  if (count === 0 || !solution) return { ok: false, error: { code: 'no-solution' } };
  if (count > 1) return { ok: false, error: { code: 'multiple-solutions' } };
  return { ok: true, board: parsed.board, solution };
}

/** True when `text` is a puzzle whose givens are exactly `givens`. */
export function hasGivens(text: string, givens: Board): boolean {
  const parsed = parsePuzzle(text);
  return parsed.ok && parsed.board.every((d, i) => d === givens[i]);
}
