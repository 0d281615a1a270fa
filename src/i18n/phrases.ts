import { COL_OF, ROW_OF } from '../engine';
import type { CellIndex, Kind } from '../engine';
import { getLocale, t } from './messages';
import { JOIN } from './describe';

/*
 * Ways of putting words together that only the dialogs, notices and step
 * wording need (describe.ts keeps what the board's first paint needs).
 */

/** A kind's full name: "Killer Sudoku", 杀手数独. */
export const kindTitle = (kind: Kind): string => t(`kind.title.${kind}`);

const listFormats = new Map<string, Intl.ListFormat>();

/** Items joined as the active language joins a list: "a, b and c", "a、b和c". */
export function list(items: readonly string[]): string {
  const locale = getLocale();
  let format = listFormats.get(locale);
  if (!format) {
    format = new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' });
    listFormats.set(locale, format);
  }
  return format.format(items);
}

/** Digits as a list: "4", "4 and 5", "3, 4, and 5". */
export function digitList(digits: readonly number[]): string {
  return list(digits.map(String));
}

/** 1-based row and column of a cell, as parameters. */
export function place(cell: CellIndex): { row: number; col: number } {
  return { row: ROW_OF[cell] + 1, col: COL_OF[cell] + 1 };
}

/** Sentences, each already ended, joined as the language joins them: "A. B." / "A。B。" */
export function joinSentences(parts: readonly string[]): string {
  return parts.filter((p) => p !== '').join(JOIN[getLocale()].sentence);
}

/** What goes between two sentences drawn apart (a bold title, then its text): ' ' / ''. */
export function sentenceGap(): string {
  return JOIN[getLocale()].sentence;
}

/** A text ended as a sentence, with the language's full stop unless it ends in punctuation already. */
export function asSentence(text: string): string {
  return /[.!?。！？…]$/.test(text) ? text : text + JOIN[getLocale()].stop;
}

/** A share in [0, 1] as the active language writes a whole percentage: "67%", "67%". */
export function formatPercent(share: number): string {
  return new Intl.NumberFormat(getLocale(), { style: 'percent', maximumFractionDigits: 0 }).format(
    share,
  );
}

/** A unit number (0-8 rows, 9-17 columns, 18-26 boxes) as "row 3", "column 5" or "box 2". */
export function unitName(unit: number): string {
  if (unit < 9) return t('unit.row', { n: unit + 1 });
  if (unit < 18) return t('unit.column', { n: unit - 8 });
  return t('unit.box', { n: unit - 17 });
}
