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
 *   c405   toggle corner mark 5      o403   paint cell 40 with colour 3
 *          in cell 40                o400   clear cell 40's colour
 *   bp405.p415                       one undo step of several one-cell
 *                                    moves (their tokens joined by '.')
 *
 * Cells are two decimal digits (00-80), digits one (1-9), colours one (0-9).
 *
 * A position is three fields joined by '/': the 81 digits ('0' = empty), the
 * 81 note masks (two base-36 characters each, 0-511), and the cells filled
 * by hints (two digits each, ascending; empty when none). When any cell has
 * a corner mark or a colour, two more follow: the 81 corner-mark masks (as
 * the notes) and the 81 colours (one digit each, '0' = none).
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
    case 'corner':
      return 'c' + pad2(move.cell) + move.digit;
    case 'colour':
      return 'o' + pad2(move.cell) + move.colour;
    case 'batch':
      return 'b' + move.moves.map(formatMove).join('.');
  }
}

/** Moves as comma-joined tokens; '' for none. Round-trips through parseMoves. */
export function formatMoves(moves: readonly Move[]): string {
  return moves.map(formatMove).join(',');
}

/** A position as text (see above). Round-trips through parsePosition. */
export function formatPosition(position: Position): string {
  const count = position.digits.length; // 81 (36 for 6x6)
  const hinted: string[] = [];
  for (let i = 0; i < count; i++) if (position.hinted[i] !== 0) hinted.push(pad2(i));
  const text = `${position.digits.join('')}/${masks(position.notes)}/${hinted.join('')}`;
  const marked = position.corners.some((m) => m !== 0) || position.colours.some((c) => c !== 0);
  return marked ? `${text}/${masks(position.corners)}/${position.colours.join('')}` : text;
}

/** 9-bit masks, two base-36 characters each. */
function masks(values: readonly number[]): string {
  let out = '';
  for (const n of values) out += (n < 36 ? '0' : '') + n.toString(36);
  return out;
}
