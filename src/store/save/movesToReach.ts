import type { Board, Digit, Move, Position } from '../../engine';

/**
 * Moves that rebuild `position` from the start of the game: its digits
 * (hint-filled ones as hints), then its notes, corner marks and colours. Used when the saved moves
 * are lost (the board is kept, and undo steps back through these) and to
 * lay a shared player's progress over a puzzle.
 */
export function movesToReach(givens: Board, position: Position): Move[] {
  const moves: Move[] = [];
  for (let cell = 0; cell < givens.length; cell++) {
    const digit = position.digits[cell];
    if (givens[cell] !== 0 || digit === 0) continue;
    const kind = position.hinted[cell] ? 'hint' : 'place';
    moves.push({ kind, cell, digit: digit as Digit, cleanup: false });
  }
  for (let cell = 0; cell < givens.length; cell++) {
    for (let d = 1; d <= 9; d++) {
      const bit = 1 << (d - 1);
      if (position.notes[cell] & bit) moves.push({ kind: 'note', cell, digit: d as Digit });
      if (position.corners[cell] & bit) moves.push({ kind: 'corner', cell, digit: d as Digit });
    }
    const colour = position.colours[cell];
    if (colour !== 0) moves.push({ kind: 'colour', cell, colour });
  }
  return moves;
}
