import { candidatesFromBoard, findNextStep } from './logic';
import type { Step, StepOptions } from './logic';
import { countEmpty } from './hints';
import { findMistakeHint } from './mistakes';
import type { Rules } from './rules';
import type { Board, CellIndex, Digit, Notes } from './types';

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
 * `options` limit the techniques (findNextStep; default: all of them);
 * `rules` give the kind (default classic): its units, and a Killer's cage
 * techniques.
 */
export function findTeachingHint(
  digits: Board,
  notes: Notes,
  solution: Board,
  prefer: CellIndex = -1,
  options?: StepOptions,
  rules?: Rules,
): TeachingHint | null {
  const mistake = findMistakeHint(digits, notes, solution, prefer);
  if (mistake) return mistake;
  if (countEmpty(digits) === 0) return null;
  const step = findNextStep(candidatesFromBoard(digits, notes, rules), options);
  return step ? { kind: 'step', step } : { kind: 'stuck' };
}
