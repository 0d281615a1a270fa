/**
 * Fixed puzzles for store and component tests (from ../shared/puzzles),
 * with their unique solutions. Cells are 0-80 row-major.
 */

/** Falls to singles; its first empty cell is row 1, column 1 (solution 9). */
export const EASY =
  '..8.7.1..12..9..54.....3.2.6.4.1..8953.78..1...9.623...8..4.6.7..75.6...4..8....2';
export const EASY_SOLUTION =
  '958274163123698754746153928674315289532789416819462375285941637397526841461837592';

/** The solution above with one blank: row 5, column 5 (cell 40), which must be 8. */
export const ONE_LEFT =
  '9582741631236987547461539286743152895327.9416819462375285941637397526841461837592';

/** No naked single at the start; the first hidden single is 3 in box 6 at row 6, column 9. */
export const HIDDEN =
  '7.8...3.....6.1...5.........4.....263...8.......1...9..9.2....4....7.5...........';

/**
 * No single and no locked candidates at the start: the first step is a naked
 * pair, 4 and 5 in row 1, column 3 and row 3, column 1 (box 1). Once its
 * eliminations are made, row 1, column 2 is a naked single (3). From
 * kaggle3m_rated with the puzzle's first 16 logical placements given.
 */
export const NAKED_PAIR =
  '8..16.7.92...48.6..6..79.8.98..1567..1679....7.3.869..6...34...3..651..714..27..6';

/** Exactly two solutions (a deadly rectangle). */
export const TWO_SOLUTIONS =
  '.5.274163123698754746153928674315289532789416.1.462375285941637397526841461837592';

/** No repeated given, yet no solution. */
export const NO_SOLUTION =
  '1.....4.76524.73.....6389....6.1.28...19....6.782...5.4.356...1....21..4.9...46..';

/** EASY with an extra 5 at row 2, column 7: 5 already stands at row 2, column 8. */
export const REPEATED = EASY.slice(0, 15) + '5' + EASY.slice(16);

/** Digits of an 81-character puzzle or solution string. */
export function digitsOf(text: string): number[] {
  return [...text].map((ch) => (ch === '.' ? 0 : Number(ch)));
}

/** Cell index from 1-based row and column. */
export function at(row: number, col: number): number {
  return (row - 1) * 9 + (col - 1);
}

/**
 * A forum "hardest" puzzle: only nested forcing chains apply at the start.
 * The logic finishes it; tests of the "no technique applies" flow make the
 * logic find nothing instead (see `stuckLogic` in those files).
 */
export const FORUM_HARDEST =
  '........1..2..3.4..5.14........6.5....7..8.3.62......4..9.2...8.3.8...9..7...94..';
