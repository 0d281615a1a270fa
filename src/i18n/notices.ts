import { COL_OF, ROW_OF } from '../engine';
import type { CellIndex } from '../engine';
import type { LoadError } from '../store';
import { list, place, unitName } from './describe';
import { t, tn } from './messages';

/*
 * Words for the notices over the game: why a puzzle link was rejected.
 * Loaded with the notices (not in the first load).
 */

/** The unit that all `cells` share, preferring row, then column, then box. */
export function sharedUnit(cells: readonly CellIndex[]): string {
  const [first] = cells;
  if (cells.every((c) => ROW_OF[c] === ROW_OF[first])) return unitName(ROW_OF[first]);
  if (cells.every((c) => COL_OF[c] === COL_OF[first])) return unitName(9 + COL_OF[first]);
  const box = Math.floor(ROW_OF[first] / 3) * 3 + Math.floor(COL_OF[first] / 3);
  return unitName(18 + box);
}

/** "row 2, column 3 and row 2, column 7" */
function listCells(cells: readonly CellIndex[]): string {
  return list(cells.map((c) => t('cell.place', place(c))));
}

/** Why a puzzle link was rejected, naming the problem. */
export function describeLoadError(e: LoadError): string {
  switch (e.code) {
    case 'wrong-cell-count':
      return e.count < 81 ? tn('error.tooFew', e.count) : tn('error.tooMany', e.count);
    case 'invalid-character':
      return t('error.character', { char: e.char, line: e.line, column: e.column });
    case 'repeated-givens':
      return t('error.repeated', {
        digit: e.digit,
        unit: sharedUnit(e.cells),
        cells: listCells(e.cells),
      });
    case 'no-solution':
      return t('error.noSolution');
    case 'multiple-solutions':
      return t('error.multipleSolutions');
    case 'empty':
      return t('error.empty');
    case 'link-without-puzzle':
      return t('error.linkWithoutPuzzle');
    case 'clipboard':
      return t('error.clipboard');
    case 'damaged-link':
      return t('error.damagedLink');
  }
}
