import { bitOf } from './bits';
import { CLASSIC_LAYOUT } from './layout';
import type { Layout } from './layout';
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

/** Cells whose digit is not 0 and differs from the solution, ascending. Any board size. */
export function findWrongCells(digits: Board, solution: Board): CellIndex[] {
  const out: CellIndex[] = [];
  for (let i = 0; i < digits.length; i++)
    if (digits[i] !== 0 && digits[i] !== solution[i]) out.push(i);
  return out;
}

/** Number of empty cells. Any board size. */
export function countEmpty(digits: Board): number {
  let n = 0;
  for (let i = 0; i < digits.length; i++) if (digits[i] === 0) n++;
  return n;
}

/** True when every cell holds its solution digit. Any board size. */
export function isSolved(digits: Board, solution: Board): boolean {
  for (let i = 0; i < digits.length; i++) if (digits[i] !== solution[i]) return false;
  return true;
}

/**
 * Candidate mask of every cell given the digits on the board (0 for filled
 * cells): the digits not yet used in the cell's units (row, column, box or
 * region, an X diagonal), in `g` (default classic; `geometryOf(rules)` for
 * another kind). A Killer's cages
 * do not cut them (Fill notes leaves cage sums to the player).
 */
export function candidateMasks(digits: Board, g: Layout = CLASSIC_LAYOUT): number[] {
  const used = new Array<number>(g.unitCount).fill(0);
  for (let i = 0; i < g.cellCount; i++) {
    const d = digits[i];
    if (d === 0) continue;
    const bit = bitOf(d);
    for (let k = 0; k < g.cellUnitCount[i]; k++) used[g.cellUnits[i * 5 + k]] |= bit;
  }
  const out = new Array<number>(g.cellCount).fill(0);
  for (let i = 0; i < g.cellCount; i++) {
    if (digits[i] !== 0) continue;
    let taken = 0;
    for (let k = 0; k < g.cellUnitCount[i]; k++) taken |= used[g.cellUnits[i * 5 + k]];
    out[i] = g.allDigits & ~taken;
  }
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
