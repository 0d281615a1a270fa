import { ALL_DIGITS, bitOf, digitOf, isSingleBit } from './bits';
import { BOX_OF, COL_OF, ROW_OF, UNIT_CELLS } from './geometry';
import { candidatesFromBoard, findNextStep } from './logic';
import type { Step } from './logic';
import type { Board, CellIndex, Digit, Notes } from './types';

/**
 * What a hint tells the player. Units are numbered as in geometry.ts:
 * 0-8 rows, 9-17 columns, 18-26 boxes.
 *
 * - `wrong`: the cell holds a digit that disagrees with the solution; nothing
 *   is revealed.
 * - `naked-single`: only `digit` fits in `cell` (every other digit is already
 *   in its row, column or box).
 * - `hidden-single`: `digit` can only go in `cell` within `unit`.
 * - `reveal`: no single is visible; `cell` simply takes its solution digit.
 */
export type Hint =
  | { kind: 'wrong'; cell: CellIndex; digit: Digit }
  | { kind: 'naked-single'; cell: CellIndex; digit: Digit }
  | { kind: 'hidden-single'; cell: CellIndex; digit: Digit; unit: number }
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

// Boxes first: "only one place in this box" is what people look for first.
const UNIT_ORDER = [
  18, 19, 20, 21, 22, 23, 24, 25, 26, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17,
];

/**
 * The next hint for a board, or null when the board is full and correct.
 *
 * `digits` is the board as the player sees it (givens and entries), and
 * `solution` its unique solution. In order of preference:
 * 1. a wrong digit (the `prefer` cell if it is wrong, else the first one);
 * 2. a naked single, then a hidden single, in the `prefer` cell if it is one;
 * 3. a naked single anywhere, then a hidden single anywhere;
 * 4. the `prefer` cell if it is empty, else the first empty cell (`reveal`).
 *
 * Singles are read from the digits on the board alone, so with no wrong
 * digit every single agrees with the solution.
 */
export function findHint(digits: Board, solution: Board, prefer: CellIndex = -1): Hint | null {
  const wrong = findWrongCells(digits, solution);
  if (wrong.length > 0) {
    const cell = wrong.includes(prefer) ? prefer : wrong[0];
    return { kind: 'wrong', cell, digit: digits[cell] as Digit };
  }
  if (countEmpty(digits) === 0) return null;

  const masks = candidateMasks(digits);
  const naked = (cell: CellIndex): Hint | null =>
    digits[cell] === 0 && isSingleBit(masks[cell])
      ? { kind: 'naked-single', cell, digit: digitOf(masks[cell]) as Digit }
      : null;
  const hidden = findHiddenSingles(digits, masks);

  if (prefer >= 0 && prefer < 81) {
    const here = naked(prefer) ?? hidden.find((h) => h.cell === prefer);
    if (here) return here;
  }
  for (let i = 0; i < 81; i++) {
    const h = naked(i);
    if (h) return h;
  }
  if (hidden.length > 0) return hidden[0];

  const cell = prefer >= 0 && prefer < 81 && digits[prefer] === 0 ? prefer : digits.indexOf(0);
  return { kind: 'reveal', cell, digit: solution[cell] as Digit };
}

/** Every (unit, digit) with exactly one empty cell left for the digit, boxes first. */
function findHiddenSingles(digits: Board, masks: number[]): Hint[] {
  const out: Hint[] = [];
  for (const unit of UNIT_ORDER) {
    for (let d = 1; d <= 9; d++) {
      const bit = bitOf(d);
      let place = -1;
      let places = 0;
      for (let k = 0; k < 9; k++) {
        const cell = UNIT_CELLS[unit * 9 + k];
        if (digits[cell] === d) {
          places = -1; // already placed in this unit
          break;
        }
        if (masks[cell] & bit) {
          place = cell;
          places++;
        }
      }
      if (places === 1) out.push({ kind: 'hidden-single', cell: place, digit: d as Digit, unit });
    }
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
 * - `stuck`: no technique here applies (a Master puzzle): only revealing a
 *   cell from the solution helps.
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
 */
export function findTeachingHint(
  digits: Board,
  notes: Notes,
  solution: Board,
  prefer: CellIndex = -1,
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
  const step = findNextStep(candidatesFromBoard(digits, notes));
  return step ? { kind: 'step', step } : { kind: 'stuck' };
}
