import { COL_OF, ROW_OF } from '../engine';
import type { CellIndex, KindTextError, TextPart } from '../engine';
import type { LoadError } from '../store';
import { list, place } from './phrases';
import { unitName } from './phrases';
import { t, tn } from './messages';
import type { MessageKey } from './messages';

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

/**
 * Characters a message must not show as themselves: controls, format
 * characters (the direction overrides and isolates U+202A-U+202E and
 * U+2066-U+2069, zero-width characters), separators, unassigned and
 * private-use code points, lone combining marks and the blank Hangul fillers.
 */
const UNSHOWABLE = /[\p{C}\p{Z}\p{M}\u115f\u1160\u3164\uffa0]/u;

/** "U+202E": a code point as written in Unicode's charts. */
export function codePointName(char: string): string {
  return `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
}

/**
 * A character quoted from what the player pasted or opened, safe inside a
 * message: by its code point when it is invisible or changes the text's
 * direction (a U+202E would turn the rest of the message around), and set
 * apart from the message's direction (first-strong isolate) when it is any
 * other non-ASCII character.
 */
function quoteCharacter(char: string, line: number, column: number): string {
  if (char === '' || UNSHOWABLE.test(char))
    return t('error.characterCode', { code: codePointName(char), line, column });
  const shown = /^[\x21-\x7e]$/.test(char) ? char : `\u2068${char}\u2069`;
  return t('error.character', { char: shown, line, column });
}

/** Why a puzzle link was rejected, naming the problem. */
export function describeLoadError(e: LoadError): string {
  switch (e.code) {
    case 'wrong-cell-count':
      return e.count < 81 ? tn('error.tooFew', e.count) : tn('error.tooMany', e.count);
    case 'invalid-character':
      return quoteCharacter(e.char, e.line, e.column);
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
    case 'kind-text':
      return describeKindTextError(e.error);
  }
}

const PARTS: Record<TextPart, MessageKey> = {
  cells: 'kindPart.cells',
  regions: 'kindPart.regions',
  cages: 'kindPart.cages',
  sums: 'kindPart.sums',
};

/** Why another kind's text ("K:…", "J:…", "X:…", 36 cells) is not a puzzle. */
function describeKindTextError(e: KindTextError): string {
  switch (e.code) {
    case 'empty':
      return t('error.empty');
    case 'unknown-prefix':
      return t('kindError.unknownPrefix', { prefix: shown(e.prefix) });
    case 'missing-part':
      return t('kindError.missing', { part: t(PARTS[e.part]) });
    case 'wrong-length':
      return t('kindError.length', {
        part: t(PARTS[e.part]),
        count: e.count,
        expected: e.expected,
      });
    case 'invalid-character':
      return t('kindError.character', {
        part: t(PARTS[e.part]),
        char: shown(e.char),
        index: e.index,
      });
    case 'region-size':
      return t('kindError.regionSize', { region: e.region, size: e.size });
    case 'region-disconnected':
      return t('kindError.regionApart', { region: e.region });
    case 'cage-letters':
      return t('kindError.cageLetters', { missing: e.missing });
    case 'cage-disconnected':
      return t('kindError.cageApart', { cage: e.cage });
    case 'sum-count':
      return t('kindError.sumCount', { count: e.count, expected: e.expected });
    case 'invalid-sum':
      return t('kindError.sum', { cage: e.cage, text: shown(e.text) });
    case 'impossible-sum':
      return t('kindError.impossibleSum', { cage: e.cage, size: e.size, sum: e.sum });
    case 'repeated-givens':
      return t('kindError.repeated', { digit: e.digit });
    case 'no-solution':
      return t('error.noSolution');
    case 'multiple-solutions':
      return t('error.multipleSolutions');
  }
}

/** Text from the input, safe to show: invisible and direction-changing characters by code point. */
function shown(text: string): string {
  return [...text].map((c) => (UNSHOWABLE.test(c) ? codePointName(c) : c)).join('');
}
