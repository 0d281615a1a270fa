import { CLASSIC_LAYOUT } from './layout';
import type { Layout } from './layout';
import { candidateMasks } from './hints';
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
  /** 81 cells (36 for 6x6), row-major: givens and entries, 0 = empty. */
  readonly digits: Board;
  /** A candidate mask per cell, bit d-1 = pencil mark d (all 0 until notes are used). */
  readonly notes: Notes;
  /** A flag per cell, 1 where the digit was filled in by a hint (such cells are locked, like givens). */
  readonly hinted: readonly number[];
  /** A corner (Snyder) mark mask per cell, bit d-1 = digit d drawn small in a corner. */
  readonly corners: Notes;
  /** A colour per cell, 0 = none, 1-9 = one of the nine colours of the pad. */
  readonly colours: readonly number[];
}

/**
 * A player's change, as data.
 *
 * - `place`: put a digit in a cell; with `cleanup`, also remove that digit
 *   from the notes of the cell's row, column and box (one undo step).
 * - `erase`: empty a cell (digit and notes).
 * - `note`: toggle pencil mark `digit` in an empty cell.
 * - `fill-notes`: every empty cell without notes gets its candidates given
 *   the digits on the board; a cell with notes keeps them (less any digit
 *   its peers now hold), so the player's own eliminations stay.
 * - `hint`: a hint fills the cell with its solution digit (with `cleanup` as
 *   for `place`) and marks it as hint-filled.
 * - `restore`: go back to an earlier position of the same game as a move of
 *   its own (rewind), so that it can itself be undone. `to` is that
 *   position's index in the game's history (0 = the start): a move names
 *   the position rather than holding it, so a saved move stays a few bytes.
 * - `restart`: back to the puzzle's start (no digits but the givens, no
 *   notes), as a move of its own, so that undo brings everything back.
 *   `elapsedMs` is the time on the clock it set back to 0:00, so that undo
 *   can bring the time back too (the board ignores it; moves saved before
 *   it was recorded have none, and their undo leaves the clock alone).
 * - `eliminate`: a hint's eliminations shown on the notes: each listed digit
 *   is removed from its cell's notes (a cell without notes first gets all
 *   its candidates, so the removal is visible).
 * - `corner`: toggle corner mark `digit` in an empty cell (`place` and
 *   `erase` clear a cell's corner marks; `place` with `cleanup` also takes
 *   the digit out of its peers' corner marks).
 * - `colour`: paint a cell (any cell, givens too) with colour 1-9, or clear
 *   it with 0. Digits never change a cell's colour.
 * - `batch`: several one-cell moves as one undo step (the same digit, note,
 *   corner mark or colour for every cell of a selection, or clearing them).
 */
export type Move =
  | { kind: 'place'; cell: CellIndex; digit: Digit; cleanup?: boolean }
  | { kind: 'erase'; cell: CellIndex }
  | { kind: 'note'; cell: CellIndex; digit: Digit }
  | { kind: 'fill-notes' }
  | { kind: 'hint'; cell: CellIndex; digit: Digit; cleanup?: boolean }
  | { kind: 'restore'; to: number }
  | { kind: 'restart'; elapsedMs?: number }
  | { kind: 'eliminate'; eliminations: readonly { cell: CellIndex; digit: Digit }[] }
  | { kind: 'corner'; cell: CellIndex; digit: Digit }
  | { kind: 'colour'; cell: CellIndex; colour: number }
  | { kind: 'batch'; moves: readonly CellMove[] };

/** A move on one cell that a selection of several cells repeats (`batch`). */
export type CellMove = Extract<Move, { kind: 'place' | 'erase' | 'note' | 'corner' | 'colour' }>;

/** The position a puzzle starts from: its givens, no notes, no hints. */
export function startPosition(givens: Board): Position {
  const none = new Array<number>(givens.length).fill(0);
  return { digits: givens.slice(), notes: none, hinted: none, corners: none, colours: none };
}

/** True when the player may change the cell: it is neither a given nor filled by a hint. */
export function isEditable(givens: Board, position: Position, cell: CellIndex): boolean {
  return givens[cell] === 0 && position.hinted[cell] === 0;
}

/**
 * Apply one move and return the new position. The input is never mutated.
 * `history` is the game's positions so far (oldest first, `position` the
 * last of them): only `restore` reads it, and a restore whose index is not
 * in it changes nothing.
 *
 * A move that changes nothing (placing the digit already there, erasing an
 * empty cell, touching a given or a hint-filled cell, a note in a filled
 * cell) returns the very same `position` object, so a caller can tell "no
 * move happened" by identity and keep it out of the undo history.
 *
 * `place` and `hint` clear the cell's notes; `erase` clears the digit and the
 * notes. `hint` also marks the cell as hint-filled. `layout` (classic by
 * default, `geometryOf(rules)` for another kind) gives the units that Fill
 * notes and the notes cleanup read.
 */
export function applyMove(
  givens: Board,
  position: Position,
  move: Move,
  history: readonly Position[] = [],
  layout: Layout = CLASSIC_LAYOUT,
): Position {
  switch (move.kind) {
    case 'fill-notes':
      return fillNotes(position, layout);
    case 'restart': {
      const start = startPosition(givens);
      return samePosition(position, start) ? position : start;
    }
    case 'restore': {
      const earlier = history[move.to];
      return earlier === undefined || samePosition(position, earlier) ? position : earlier;
    }
    case 'note':
    case 'corner':
      return toggleMark(givens, position, move.kind === 'note' ? 'notes' : 'corners', move);
    case 'colour': {
      const { cell, colour } = move;
      const ok = Number.isInteger(colour) && colour >= 0 && colour <= 9 && cell < givens.length;
      return !ok || position.colours[cell] === colour
        ? position
        : { ...position, colours: replaceAt(position.colours, cell, colour) };
    }
    case 'batch':
      return move.moves.reduce((at, one) => applyMove(givens, at, one, history, layout), position);
    case 'eliminate':
      return eliminate(position, move.eliminations, layout);
    default:
      return setDigit(givens, position, move, layout);
  }
}

function setDigit(
  givens: Board,
  position: Position,
  move: Extract<Move, { kind: 'place' | 'erase' | 'hint' }>,
  layout: Layout,
): Position {
  const { cell } = move;
  if (!isEditable(givens, position, cell)) return position;
  const digit = move.kind === 'erase' ? 0 : move.digit;
  const hinted = move.kind === 'hint';
  const cleanup = move.kind !== 'erase' && move.cleanup === true;
  let notes = position.notes[cell] === 0 ? position.notes : replaceAt(position.notes, cell, 0);
  let corners =
    position.corners[cell] === 0 ? position.corners : replaceAt(position.corners, cell, 0);
  if (cleanup && digit !== 0) {
    notes = removeFromPeers(notes, cell, digit, layout);
    corners = removeFromPeers(corners, cell, digit, layout);
  }
  if (
    position.digits[cell] === digit &&
    notes === position.notes &&
    corners === position.corners &&
    !hinted
  )
    return position;
  return {
    ...position,
    digits:
      position.digits[cell] === digit ? position.digits : replaceAt(position.digits, cell, digit),
    notes,
    corners,
    hinted: hinted ? replaceAt(position.hinted, cell, 1) : position.hinted,
  };
}

/** Toggle a note or a corner mark in an empty cell. */
function toggleMark(
  givens: Board,
  position: Position,
  marks: 'notes' | 'corners',
  { cell, digit }: { cell: CellIndex; digit: Digit },
): Position {
  if (givens[cell] !== 0 || position.digits[cell] !== 0) return position;
  return {
    ...position,
    [marks]: replaceAt(position[marks], cell, position[marks][cell] ^ (1 << (digit - 1))),
  };
}

function eliminate(
  position: Position,
  eliminations: readonly { cell: CellIndex; digit: Digit }[],
  layout: Layout,
): Position {
  let masks: number[] | null = null;
  let notes: number[] | null = null;
  for (const { cell, digit } of eliminations) {
    if (position.digits[cell] !== 0) continue;
    notes ??= position.notes.slice();
    if (notes[cell] === 0) {
      masks ??= candidateMasks(position.digits, layout);
      notes[cell] = masks[cell];
    }
    notes[cell] &= ~(1 << (digit - 1));
  }
  if (!notes || notes.every((m, i) => m === position.notes[i])) return position;
  return { ...position, notes };
}

/**
 * Notes for every empty cell: a cell without notes gets all its candidates;
 * a cell with notes keeps the player's own (only digits its row, column or
 * box now hold leave them), so a candidate the player removed never comes
 * back.
 */
function fillNotes(position: Position, layout: Layout): Position {
  const masks = candidateMasks(position.digits, layout);
  const notes = masks.map((m, i) => (position.notes[i] === 0 ? m : position.notes[i] & m));
  if (notes.every((m, i) => m === position.notes[i])) return position;
  return { ...position, notes };
}

/** Notes with `digit` removed from every peer of `cell`; the same array when none had it. */
function removeFromPeers(notes: Notes, cell: CellIndex, digit: number, layout: Layout): Notes {
  const bit = 1 << (digit - 1);
  let out: number[] | null = null;
  for (const peer of layout.peers[cell]) {
    if ((notes[peer] & bit) === 0) continue;
    out ??= notes.slice();
    out[peer] &= ~bit;
  }
  return out ?? notes;
}

/** True when two positions hold the same digits, notes, hint marks, corner marks and colours. */
export function samePosition(a: Position, b: Position): boolean {
  if (a.digits.length !== b.digits.length) return false;
  for (let i = 0; i < a.digits.length; i++) {
    if (
      a.digits[i] !== b.digits[i] ||
      a.notes[i] !== b.notes[i] ||
      a.hinted[i] !== b.hinted[i] ||
      a.corners[i] !== b.corners[i] ||
      a.colours[i] !== b.colours[i]
    )
      return false;
  }
  return true;
}

function replaceAt(values: readonly number[], index: number, value: number): number[] {
  const copy = values.slice();
  copy[index] = value;
  return copy;
}

/**
 * The positions a list of moves passes through from the start of a puzzle:
 * `positions[0]` is the start, `positions[i + 1]` follows `moves[i]`. `from`
 * is an earlier result for the same givens whose first `reuse` positions are
 * still valid (the moves before them unchanged): those are kept, so
 * appending a move replays one move, not the whole game. Never mutates its
 * inputs. A move that changes nothing still gets its (identical) position,
 * so indexes always line up with the moves.
 */
export function replayMoves(
  givens: Board,
  moves: readonly Move[],
  from: readonly Position[] = [],
  reuse = 0,
  layout: Layout = CLASSIC_LAYOUT,
): Position[] {
  const keep = Math.min(reuse, moves.length + 1, from.length);
  const positions = keep > 0 ? from.slice(0, keep) : [startPosition(givens)];
  for (let i = positions.length - 1; i < moves.length; i++) {
    positions.push(applyMove(givens, positions[i], moves[i], positions, layout));
  }
  return positions;
}
