import { bitOf } from './bits';
import type { Board, CellIndex, Digit, Notes } from './types';

/*
 * Finding the player's mistakes against the solution (Check, and the first
 * thing a hint looks for): kept apart from hints.ts, which the page's first
 * load needs, as these are needed only once the player asks.
 */

/** Cells whose digit is not 0 and differs from the solution, ascending. Any board size. */
export function findWrongCells(digits: Board, solution: Board): CellIndex[] {
  const out: CellIndex[] = [];
  for (let i = 0; i < digits.length; i++)
    if (digits[i] !== 0 && digits[i] !== solution[i]) out.push(i);
  return out;
}

/**
 * A mistake a hint points at before any logic: a digit that disagrees with
 * the solution (`wrong`; preferring the selected cell `prefer`), else an
 * empty cell whose notes leave out its solution digit (`wrong-notes`; the
 * digit is not revealed). Null when there is neither. Cheap: no solving.
 */
export function findMistakeHint(
  digits: Board,
  notes: Notes,
  solution: Board,
  prefer: CellIndex = -1,
):
  | { kind: 'wrong'; cell: CellIndex; digit: Digit }
  | { kind: 'wrong-notes'; cell: CellIndex }
  | null {
  const wrong = findWrongCells(digits, solution);
  if (wrong.length > 0) {
    const cell = wrong.includes(prefer) ? prefer : wrong[0];
    return { kind: 'wrong', cell, digit: digits[cell] as Digit };
  }
  const badNotes: CellIndex[] = [];
  for (let i = 0; i < digits.length; i++) {
    if (digits[i] === 0 && notes[i] !== 0 && (notes[i] & bitOf(solution[i])) === 0)
      badNotes.push(i);
  }
  if (badNotes.length > 0) {
    return { kind: 'wrong-notes', cell: badNotes.includes(prefer) ? prefer : badNotes[0] };
  }
  return null;
}
