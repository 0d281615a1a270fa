import { ALL_DIGITS, bitOf } from './bits';
import { BOX_OF, COL_OF, ROW_OF } from './geometry';
import { candidatesFromBoard, findNextStep } from './logic';
import type { Step, StepOptions } from './logic';
import type { Board, CellIndex, Digit, Notes } from './types';

/**
 * A hint that names a cell and digit directly (logical steps are
 * TeachingHint below):
 * - `wrong`: the cell holds a digit that disagrees with the solution; nothing
 *   is revealed.
 * - `reveal`: no technique applies; `cell` simply takes its solution digit.
 */
export type Hint =
  | { kind: 'wrong'; cell: CellIndex; digit: Digit }
  | { kind: 'reveal'; cell: CellIndex; digit: Digit };

/** Cells whose digit is not 0 and differs from the solution, ascending. */
export function findWrongCells(digits: Board, solution: Board): CellIndex[] {
  const out: CellIndex[] = [];
  for (let i = 0; i < 81; i++) if (digits[i] !== 0 && digits[i] !== solution[i]) out.push(i);
  return out;
}

/** Number of empty cells. */
export function countEmpty(digits: Board): number {
  let n = 0;
  for (let i = 0; i < 81; i++) if (digits[i] === 0) n++;
  return n;
}

/** True when every cell holds its solution digit. */
export function isSolved(digits: Board, solution: Board): boolean {
  for (let i = 0; i < 81; i++) if (digits[i] !== solution[i]) return false;
  return true;
}

/**
 * Candidate mask of every cell given the digits on the board (0 for filled
 * cells): the digits not yet used in the cell's row, column or box.
 */
export function candidateMasks(digits: Board): number[] {
  const used = new Array<number>(27).fill(0);
  for (let i = 0; i < 81; i++) {
    const d = digits[i];
    if (d === 0) continue;
    const bit = bitOf(d);
    used[ROW_OF[i]] |= bit;
    used[9 + COL_OF[i]] |= bit;
    used[18 + BOX_OF[i]] |= bit;
  }
  const out = new Array<number>(81).fill(0);
  for (let i = 0; i < 81; i++) {
    if (digits[i] !== 0) continue;
    out[i] = ALL_DIGITS & ~(used[ROW_OF[i]] | used[9 + COL_OF[i]] | used[18 + BOX_OF[i]]);
  }
  return out;
}

/**
 * What a teaching hint points at next, in order of priority:
 * - `wrong`: a digit that disagrees with the solution (nothing is revealed);
 * - `wrong-notes`: an empty cell whose notes leave out its solution digit
 *   (the digit is not revealed);
 * - `step`: the simplest logical step from the current digits and notes (a
 *   cell without notes counts as holding all its candidates);
 * - `stuck`: no technique applies (the logic does not finish the puzzle,
 *   or none up to the level `options` allow): only revealing a cell from
 *   the solution helps. Never on a generated puzzle with default options.
 * Null when the board is full and correct.
 */
export type TeachingHint =
  | { kind: 'wrong'; cell: CellIndex; digit: Digit }
  | { kind: 'wrong-notes'; cell: CellIndex }
  | { kind: 'step'; step: Step }
  | { kind: 'stuck' };

/**
 * The next teaching hint for a board (`digits`, givens included), the
 * player's `notes` (81 masks) and the puzzle's `solution`. `prefer` is the
 * selected cell: a wrong digit or wrong notes there are named first.
 * `options` limit the techniques (findNextStep; default: all of them).
 */
export function findTeachingHint(
  digits: Board,
  notes: Notes,
  solution: Board,
  prefer: CellIndex = -1,
  options?: StepOptions,
): TeachingHint | null {
  const wrong = findWrongCells(digits, solution);
  if (wrong.length > 0) {
    const cell = wrong.includes(prefer) ? prefer : wrong[0];
    return { kind: 'wrong', cell, digit: digits[cell] as Digit };
  }
  if (countEmpty(digits) === 0) return null;
  const badNotes: CellIndex[] = [];
  for (let i = 0; i < 81; i++) {
    if (digits[i] === 0 && notes[i] !== 0 && (notes[i] & bitOf(solution[i])) === 0)
      badNotes.push(i);
  }
  if (badNotes.length > 0) {
    return { kind: 'wrong-notes', cell: badNotes.includes(prefer) ? prefer : badNotes[0] };
  }
  const step = findNextStep(candidatesFromBoard(digits, notes), options);
  return step ? { kind: 'step', step } : { kind: 'stuck' };
}
