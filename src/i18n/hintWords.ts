import { digitsOf } from '../engine';
import type { CellHint } from './describe';
import { t } from './messages';
import { digitList } from './phrases';

/**
 * A cell's accessible name with its part in the hint on show (see
 * cellLabel in describe.ts): ", hint: look here", ", hint: key cell",
 * ", hint: 3 goes here", ", hint: remove 4 and 5", ", hint: check these
 * notes". Loaded with the step wording, whose messages these are.
 */
export function hintLabel(
  label: string,
  { hint, hintRemoved = 0, hintPlaced = 0 }: CellHint,
): string {
  switch (hint) {
    case 'area':
      return t('cell.hint.area', { label });
    case 'pattern':
      return t('cell.hint.pattern', { label });
    case 'notes':
      return t('cell.hint.notes', { label });
    case 'target':
      if (hintPlaced !== 0) return t('cell.hint.place', { label, digit: hintPlaced });
      return t('cell.hint.remove', { label, digits: digitList(digitsOf(hintRemoved)) });
    default:
      return label;
  }
}
