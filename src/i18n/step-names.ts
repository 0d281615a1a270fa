import { BOX_OF, COL_OF, ROW_OF } from '../engine';
import type { CellIndex } from '../engine';
import type { ChainNode } from '../engine/logic/types';
import { getLocale, t } from './messages';
import type { Locale } from './messages';
import { list, unitName } from './describe';

/*
 * The nouns of step wording: cells, groups of cells, units and the facts a
 * chain's nodes state ("row 3, column 5 is 7"), in the active language.
 * Loaded with the step wording (not in the first load).
 */

/** "row 3, column 5" */
export function cellName(cell: CellIndex): string {
  return t('cell.place', { row: ROW_OF[cell] + 1, col: COL_OF[cell] + 1 });
}

// How each language lists the numbers inside one unit name: "rows 2 and 7", "第2、7行".
const NUMBER_LIST: Record<Locale, Intl.ListFormatStyle> = { en: 'long', 'zh-CN': 'narrow' };
const numberFormats = new Map<string, Intl.ListFormat>();

/** How items are joined: all of them ("and") or one of them ("or"). */
type Join = 'conjunction' | 'disjunction';

function numbers(items: readonly number[], join: Join = 'conjunction'): string {
  const locale = getLocale();
  const id = `${locale} ${join}`;
  let format = numberFormats.get(id);
  if (!format) {
    format = new Intl.ListFormat(locale, { style: NUMBER_LIST[locale], type: join });
    numberFormats.set(id, format);
  }
  return format.format(items.map(String));
}

const orFormats = new Map<string, Intl.ListFormat>();

/** Items as alternatives: "3 or 8", "3或8". */
export function orList(items: readonly string[]): string {
  const locale = getLocale();
  let format = orFormats.get(locale);
  if (!format) {
    format = new Intl.ListFormat(locale, { style: 'long', type: 'disjunction' });
    orFormats.set(locale, format);
  }
  return format.format(items);
}

/**
 * Cases, as "whichever" lists them: "3, 5 or 8", "3、5还是8" (Chinese
 * "无论…还是…" never takes 或, which orList gives).
 */
export function whetherList(items: readonly string[]): string {
  if (items.length < 2) return items.join('');
  const last = items[items.length - 1];
  if (items.length === 2) return t('list.whether.two', { first: items[0], last });
  return t('list.whether', { items: items.slice(0, -1).join(t('list.comma')), last });
}

const sorted = (values: Iterable<number>) => [...new Set(values)].sort((a, b) => a - b);

/**
 * Cells, as short as the language allows: one cell by its place; cells of
 * one row or one column by that line ("row 3, columns 2, 5 and 8"); any
 * others as a list of places. `join` 'disjunction' names one of them
 * ("row 3, columns 2, 5 or 8").
 */
export function cellsName(cells: readonly CellIndex[], join: Join = 'conjunction'): string {
  const all = sorted(cells);
  if (all.length === 1) return cellName(all[0]);
  const rows = sorted(all.map((c) => ROW_OF[c] + 1));
  const cols = sorted(all.map((c) => COL_OF[c] + 1));
  if (rows.length === 1) return t('cells.row', { row: rows[0], cols: numbers(cols, join) });
  if (cols.length === 1) return t('cells.column', { col: cols[0], rows: numbers(rows, join) });
  const names = all.map(cellName);
  return join === 'conjunction' ? list(names) : orList(names);
}

/**
 * Cells of one unit, named within it: in a row by their columns ("columns
 * 2 and 5"), in a column by their rows; in a box (or cells not all in the
 * unit) as cellsName does.
 */
export function cellsWithin(cells: readonly CellIndex[], unit: number): string {
  const all = sorted(cells);
  if (all.length === 1 && unit < 18 && inUnit(all[0], unit))
    return unitName(unit < 9 ? 9 + COL_OF[all[0]] : ROW_OF[all[0]]);
  if (unit < 9 && all.every((c) => ROW_OF[c] === unit))
    return t('cells.columns', { cols: numbers(all.map((c) => COL_OF[c] + 1)) });
  if (unit >= 9 && unit < 18 && all.every((c) => COL_OF[c] === unit - 9))
    return t('cells.rows', { rows: numbers(all.map((c) => ROW_OF[c] + 1)) });
  return cellsName(all);
}

/**
 * Units, as one name when they are of one kind ("rows 2 and 7", "boxes 1
 * and 4"), else listed.
 */
export function unitsName(units: readonly number[]): string {
  const all = sorted(units);
  if (all.length === 1) return unitName(all[0]);
  if (all.every((u) => u < 9)) return t('units.rows', { n: numbers(all.map((u) => u + 1)) });
  if (all.every((u) => u >= 9 && u < 18))
    return t('units.columns', { n: numbers(all.map((u) => u - 8)) });
  if (all.every((u) => u >= 18)) return t('units.boxes', { n: numbers(all.map((u) => u - 17)) });
  return list(all.map(unitName));
}

/** True when `cell` lies in `unit` (0-8 rows, 9-17 columns, 18-26 boxes). */
export function inUnit(cell: CellIndex, unit: number): boolean {
  if (unit < 9) return ROW_OF[cell] === unit;
  if (unit < 18) return COL_OF[cell] === unit - 9;
  return BOX_OF[cell] === unit - 18;
}

/** A sentence as written: its first letter a capital (a no-op for Chinese). */
export function sentence(text: string): string {
  return text.charAt(0).toLocaleUpperCase(getLocale()) + text.slice(1);
}

// What goes between two sentences: a space, or (Chinese, whose full stop is wide) nothing.
const SENTENCE_GAP: Record<Locale, string> = { en: ' ', 'zh-CN': '' };

/** Sentences joined as the language joins them, each starting with a capital. */
export function sentences(parts: readonly string[]): string {
  return parts
    .filter((p) => p !== '')
    .map(sentence)
    .join(SENTENCE_GAP[getLocale()]);
}

/**
 * What a chain node states: "row 3, column 5 is 7" / "is not 7"; a group
 * or a set's cells: "7 is in row 3, columns 4 and 5" / "7 is in none of
 * ...". `on` overrides the node's own truth (for its opposite).
 */
export function nodeFact(node: ChainNode, on = node.on): string {
  const digit = node.digit;
  if (node.cells.length === 1) {
    const cell = cellName(node.cells[0]);
    return t(on ? 'fact.is' : 'fact.not', { cell, digit });
  }
  // On: the digit is in one of the cells; off: in none of them.
  const cells = cellsName(node.cells, on ? 'disjunction' : 'conjunction');
  return t(on ? 'fact.in' : 'fact.out', { cells, digit });
}
