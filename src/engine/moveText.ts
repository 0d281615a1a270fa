import type { Move, Position } from './moves';

/*
 * Compact text for moves and positions, for saves and links: a few
 * characters per move, so a save grows by bytes, not by a board, per move.
 *
 * A move is one token; tokens are joined by commas:
 *
 *   p405   place 5 in cell 40        P405   the same, cleaning up peer notes
 *   h405   hint fills cell 40 with 5 H405   the same, cleaning up peer notes
 *   e40    erase cell 40             n405   toggle note 5 in cell 40
 *   f      fill notes                r12    restore history position 12
 *   s      restart the puzzle        s6fhc  the same; the clock it reset
 *                                           showed 300000 ms (base 36)
 *   x405406                          eliminate 5 from cell 40 and 6 from cell 40
 *
 * Cells are two decimal digits (00-80), digits one (1-9).
 *
 * A position is three fields joined by '/': the 81 digits ('0' = empty), the
 * 81 note masks (two base-36 characters each, 0-511), and the cells filled
 * by hints (two digits each, ascending; empty when none).
 */

const pad2 = (n: number) => (n < 10 ? '0' : '') + n;

/** One move as its token (see the table above). */
export function formatMove(move: Move): string {
  switch (move.kind) {
    case 'place':
      return (move.cleanup ? 'P' : 'p') + pad2(move.cell) + move.digit;
    case 'hint':
      return (move.cleanup ? 'H' : 'h') + pad2(move.cell) + move.digit;
    case 'erase':
      return 'e' + pad2(move.cell);
    case 'note':
      return 'n' + pad2(move.cell) + move.digit;
    case 'fill-notes':
      return 'f';
    case 'restore':
      return 'r' + move.to;
    case 'restart':
      return 's' + (move.elapsedMs?.toString(36) ?? '');
    case 'eliminate':
      return 'x' + move.eliminations.map((e) => pad2(e.cell) + e.digit).join('');
  }
}

/** Moves as comma-joined tokens; '' for none. Round-trips through parseMoves. */
export function formatMoves(moves: readonly Move[]): string {
  return moves.map(formatMove).join(',');
}

/** A position as text (see above). Round-trips through parsePosition. */
export function formatPosition(position: Position): string {
  let notes = '';
  const count = position.digits.length; // 81 (36 for 6x6)
  for (let i = 0; i < count; i++) {
    const n = position.notes[i];
    notes += (n < 36 ? '0' : '') + n.toString(36);
  }
  const hinted: string[] = [];
  for (let i = 0; i < count; i++) if (position.hinted[i] !== 0) hinted.push(pad2(i));
  return `${position.digits.join('')}/${notes}/${hinted.join('')}`;
}
