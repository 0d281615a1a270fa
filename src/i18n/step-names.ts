import type { CellIndex } from '../engine';
import { CLASSIC_GEOMETRY, geometryOf, type Geometry } from '../engine/geometryOf';
import type { ChainNode, StepCage } from '../engine/logic/types';
import type { Rules } from '../engine/rules';
import { getLocale, t } from './messages';
import type { Locale } from './messages';
import { list } from './phrases';

/*
 * The nouns of step wording: cells, groups of cells, units, cages and the
 * facts a chain's nodes state ("row 3, column 5 is 7"), in the active
 * language, for the kind of puzzle the words are about (its size, regions
 * and extra units). Loaded with the step wording (not in the first load).
 */

let geometry: Geometry = CLASSIC_GEOMETRY;

/**
 * The kind of puzzle step words name cells and units of (classic until
 * set): a 6x6 cell 8 is row 2, column 3; a Jigsaw region is "region 4";
 * Sudoku X has "the main diagonal".
 */
export function setStepRules(rules?: Rules): void {
  geometry = geometryOf(rules);
}

/** Word a step under `rules` (the kind set by setStepRules when omitted). */
export function withStepRules<T>(rules: Rules | undefined, words: () => T): T {
  if (rules === undefined) return words();
  const before = geometry;
  geometry = geometryOf(rules);
  try {
    return words();
  } finally {
    geometry = before;
  }
}

/** The geometry of the kind being worded. */
export function stepGeometry(): Geometry {
  return geometry;
}

/** "row 3, column 5" */
export function cellName(cell: CellIndex): string {
  return t('cell.place', { row: geometry.rowOf[cell] + 1, col: geometry.colOf[cell] + 1 });
}

/** True when the regions are boxes (named "box"), not Jigsaw regions. */
function boxes(): boolean {
  return geometry.rules.kind !== 'jigsaw';
}

/** A unit number as "row 3", "column 5", "box 2", "region 4" or "the main diagonal". */
export function unitName(unit: number): string {
  const N = geometry.size;
  if (unit < N) return t('unit.row', { n: unit + 1 });
  if (unit < 2 * N) return t('unit.column', { n: unit - N + 1 });
  if (unit < 3 * N) return t(boxes() ? 'unit.box' : 'unit.region', { n: unit - 2 * N + 1 });
  return t(unit === 3 * N ? 'unit.diagonal' : 'unit.anti-diagonal');
}

/** True when a unit is a line (row, column, or a diagonal of Sudoku X), false for a region. */
export function isLine(unit: number): boolean {
  return unit < 2 * geometry.size || unit >= 3 * geometry.size;
}

/** A Killer cage: "the 15 cage at row 1, column 2" (its first cell). */
export function cageName(cage: StepCage): string {
  return t('cage.name', { sum: cage.sum, cell: cellName(cage.cells[0]) });
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
  const rows = sorted(all.map((c) => geometry.rowOf[c] + 1));
  const cols = sorted(all.map((c) => geometry.colOf[c] + 1));
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
  const { rowOf, colOf, size: N } = geometry;
  if (all.length === 1 && unit < 2 * N && inUnit(all[0], unit))
    return unitName(unit < N ? N + colOf[all[0]] : rowOf[all[0]]);
  if (unit < N && all.every((c) => rowOf[c] === unit))
    return t('cells.columns', { cols: numbers(all.map((c) => colOf[c] + 1)) });
  if (unit >= N && unit < 2 * N && all.every((c) => colOf[c] === unit - N))
    return t('cells.rows', { rows: numbers(all.map((c) => rowOf[c] + 1)) });
  return cellsName(all);
}

/**
 * Units, as one name when they are of one kind ("rows 2 and 7", "boxes 1
 * and 4"), else listed.
 */
export function unitsName(units: readonly number[]): string {
  const all = sorted(units);
  const N = geometry.size;
  if (all.length === 1) return unitName(all[0]);
  if (all.every((u) => u < N)) return t('units.rows', { n: numbers(all.map((u) => u + 1)) });
  if (all.every((u) => u >= N && u < 2 * N))
    return t('units.columns', { n: numbers(all.map((u) => u - N + 1)) });
  if (all.every((u) => u >= 2 * N && u < 3 * N))
    return t(boxes() ? 'units.boxes' : 'units.regions', {
      n: numbers(all.map((u) => u - 2 * N + 1)),
    });
  return list(all.map(unitName));
}

/** True when `cell` lies in `unit` (rows, columns, regions, extra units of the kind). */
export function inUnit(cell: CellIndex, unit: number): boolean {
  return unit >= 0 && (geometry.unitBits[cell] & (1 << unit)) !== 0;
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
