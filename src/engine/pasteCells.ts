import type { CellsError } from './parse';
import type { Board } from './types';

/*
 * Reading the 81 cells of a pasted text, more leniently than parsePuzzle
 * (which reads links and saved puzzles): what people paste from puzzle
 * collections, forums and spreadsheets.
 */

/** A line of the pasted text, with where it starts in the text as pasted (1-based). */
export interface TextLine {
  text: string;
  line: number;
  column: number; // of the line's first character
}

/** Invisible characters copied along with text (zero-width spaces and joiners, BOM): skipped. */
export const INVISIBLE = /[\u200b-\u200d\u2060\ufeff]/;

/** `text` without its invisible characters. */
export function visible(text: string): string {
  return text.replace(new RegExp(INVISIBLE.source, 'g'), '');
}

/** Characters read as an empty cell. */
const BLANKS = '.0-_xX*';
/** Characters that draw a grid's rules (besides white space and `|`). */
const RULES = /^[\s\-+=|:*_.'~]+$/;
/** Separators between cells (spreadsheets, lists): comma, semicolon, tab, and their full-width forms. */
const SEPARATORS = /[,;\t，；、]/;

/** A full-width digit or full stop (Chinese and Japanese input) as its ASCII form. */
export function halfWidth(text: string): string {
  return text.replace(/[\uff10-\uff19\uff0e]/g, (ch) =>
    ch === '\uff0e' ? '.' : String.fromCharCode(ch.charCodeAt(0) - 0xfee0),
  );
}

/*
 * A line is grid decoration when it holds only rule characters and is not
 * a row of empty cells: "------+-------+------", "*-----------*", "=====",
 * "_________________" are rules; "---------", "* * * * * * * * *" and
 * ". . . | . . . | . . ." (nine blanks) are cells.
 */
function isDecoration(line: string): boolean {
  const text = visible(line);
  if (!RULES.test(text)) return false;
  if (/[+=:'~]/.test(text)) return true;
  const blanks = text.replace(/[\s|]/g, '').length;
  if (blanks === 9 || blanks === 81) return false;
  return /--|__|\*\*|\.\./.test(text);
}

/**
 * A line of separated fields (`5,3,,,7,,,,` from a spreadsheet): its 9
 * cells, an empty field being an empty cell, or null when it is not 9
 * fields of at most one cell each.
 */
function fields(line: string): number[] | null {
  const text = visible(line);
  if (!SEPARATORS.test(text)) return null;
  const parts = text.split(SEPARATORS).map((f) => f.trim());
  if (parts.length === 10 && parts[9] === '') parts.pop();
  if (parts.length !== 9) return null;
  const cells: number[] = [];
  for (const f of parts) {
    if (f === '' || (f.length === 1 && BLANKS.includes(f))) cells.push(0);
    else if (/^[1-9]$/.test(f)) cells.push(Number(f));
    else return null;
  }
  return cells;
}

/**
 * Read exactly 81 cells from `lines`: digits 1-9 for givens and `.`, `0`,
 * `-`, `_`, `x`, `X` or `*` for an empty cell, separated or not by white
 * space, `|`, commas, semicolons or tabs; 9 fields of a spreadsheet row
 * (an empty field is an empty cell); rule lines are skipped. Errors say
 * where, in the text as pasted: `invalid-character` (the first character
 * that is none of these, with `read`: how many cells came before it) or
 * `wrong-cell-count`.
 */
export function readPastedCells(
  lines: readonly TextLine[],
): { ok: true; board: Board } | { ok: false; error: CellsError; read: number } {
  const cells: number[] = [];
  for (const { text, line, column } of lines) {
    if (isDecoration(text)) continue;
    const row = fields(text);
    if (row) {
      cells.push(...row);
      continue;
    }
    for (let c = 0; c < text.length; c++) {
      const ch = text[c];
      if (ch === '|' || /\s/.test(ch) || SEPARATORS.test(ch) || INVISIBLE.test(ch)) continue;
      if (ch >= '1' && ch <= '9') cells.push(ch.charCodeAt(0) - 48);
      else if (BLANKS.includes(ch)) cells.push(0);
      else {
        // Report the whole code point, not half of a surrogate pair.
        const char = String.fromCodePoint(text.codePointAt(c) ?? 0);
        return {
          ok: false,
          error: { code: 'invalid-character', char, line, column: column + c },
          read: cells.length,
        };
      }
    }
  }
  if (cells.length !== 81)
    return {
      ok: false,
      error: { code: 'wrong-cell-count', count: cells.length },
      read: cells.length,
    };
  return { ok: true, board: cells };
}

/** How many cells a line holds when read on its own (0 for a rule line, -1 when it has other characters). */
export function cellCount(text: string): number {
  if (isDecoration(text)) return 0;
  const row = fields(text);
  if (row) return 9;
  let n = 0;
  for (const ch of text) {
    if (ch === '|' || /\s/.test(ch) || SEPARATORS.test(ch) || INVISIBLE.test(ch)) continue;
    if ((ch >= '1' && ch <= '9') || BLANKS.includes(ch)) n++;
    else return -1;
  }
  return n;
}
