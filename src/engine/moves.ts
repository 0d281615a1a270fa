import type { Board, CellIndex, Digit, Notes } from './types';

/**
 * What the player can change, and the one function that changes it.
 *
 * A `Position` is everything undo should restore: the digits on the board,
 * the pencil marks and which digits came from hints. Givens are not part of
 * it (they never change), but `digits` includes them so that conflicts and
 * "solved" can be read from one board. Positions are immutable values, so a
 * history is simply a list of them.
 */
export interface Position {
  /** 81 cells, row-major: givens and entries, 0 = empty. */
  readonly digits: Board;
  /** 81 candidate masks, bit d-1 = pencil mark d (all 0 until notes are used). */
  readonly notes: Notes;
  /** 81 flags, 1 where the digit was filled in by a hint (such cells are locked, like givens). */
  readonly hinted: readonly number[];
}

/** A player's change, as data. */
export type Move =
  | { kind: 'place'; cell: CellIndex; digit: Digit }
  | { kind: 'erase'; cell: CellIndex }
  | { kind: 'hint'; cell: CellIndex; digit: Digit };

/** The position a puzzle starts from: its givens, no notes, no hints. */
export function startPosition(givens: Board): Position {
  return {
    digits: givens.slice(),
    notes: new Array<number>(81).fill(0),
    hinted: new Array<number>(81).fill(0),
  };
}

/** True when the player may change the cell: it is neither a given nor filled by a hint. */
export function isEditable(givens: Board, position: Position, cell: CellIndex): boolean {
  return givens[cell] === 0 && position.hinted[cell] === 0;
}

/**
 * Apply one move and return the new position. The input is never mutated.
 *
 * A move that changes nothing (placing the digit already there, erasing an
 * empty cell, touching a given or a hint-filled cell) returns the very same
 * `position` object, so a caller can tell "no move happened" by identity and
 * keep it out of the undo history.
 *
 * `place` and `hint` clear the cell's notes; `erase` clears the digit and the
 * notes. `hint` also marks the cell as hint-filled.
 */
export function applyMove(givens: Board, position: Position, move: Move): Position {
  const { cell } = move;
  if (!isEditable(givens, position, cell)) return position;
  const digit = move.kind === 'erase' ? 0 : move.digit;
  const hinted = move.kind === 'hint';
  if (position.digits[cell] === digit && position.notes[cell] === 0 && !hinted) return position;
  return {
    digits: replaceAt(position.digits, cell, digit),
    notes: position.notes[cell] === 0 ? position.notes : replaceAt(position.notes, cell, 0),
    hinted: hinted ? replaceAt(position.hinted, cell, 1) : position.hinted,
  };
}

function replaceAt(values: readonly number[], index: number, value: number): number[] {
  const copy = values.slice();
  copy[index] = value;
  return copy;
}
