import { findRepeats } from './repeats';
import type { Board, CellIndex } from './types';

/** Why a puzzle text was rejected. Codes are stable strings; the UI words them. */
export type ParseError =
  | { code: 'wrong-cell-count'; count: number }
  | { code: 'invalid-character'; char: string; line: number; column: number }
  | { code: 'repeated-givens'; digit: number; cells: CellIndex[] };

export type ParseResult = { ok: true; board: Board } | { ok: false; error: ParseError };

const BLANKS = '.0-';

/*
 * A line is grid decoration (not a row of cells) when it holds only rule
 * characters and is not nine '-' blanks: "------+-------+------",
 * "|---+---+---|", "=====", HoDoKu's ".-------.-------.-------." and
 * "'-------'-------'-------'". A row written as "---------" (nine blanks),
 * "- - - | - - - | - - -", ". . . | . . . | . . .", or a whole puzzle of
 * 81 '-' blanks stays cells.
 */
function isDecorationLine(line: string): boolean {
  if (!/^[\s\-+=|:*_.']+$/.test(line)) return false;
  if (/[+=_*:']/.test(line)) return true;
  if (!line.includes('--')) return false;
  const dashes = line.replace(/[^-]/g, '').length;
  return dashes !== 9 && dashes !== 81;
}

/** Why a text could not be read as 81 cells. */
export type CellsError = Extract<ParseError, { code: 'wrong-cell-count' | 'invalid-character' }>;

/**
 * Read 81 cells from a text (see parsePuzzle for the forms), without
 * checking the rules: a text with a repeated digit still reads, so that it
 * can be shown and corrected.
 */
export function readCells(
  text: string,
): { ok: true; board: Board } | { ok: false; error: CellsError } {
  const cells: number[] = [];
  const lines = text.split(/\r\n|\r|\n/);
  for (let l = 0; l < lines.length; l++) {
    const line = lines[l];
    if (isDecorationLine(line)) continue;
    for (let c = 0; c < line.length; c++) {
      const ch = line[c];
      if (ch === '|' || /\s/.test(ch)) continue;
      if (ch >= '1' && ch <= '9') cells.push(ch.charCodeAt(0) - 48);
      else if (BLANKS.includes(ch)) cells.push(0);
      else {
        // Report the whole code point, not half of a surrogate pair.
        const cp = line.codePointAt(c) ?? 0;
        return {
          ok: false,
          error: {
            code: 'invalid-character',
            char: String.fromCodePoint(cp),
            line: l + 1,
            column: c + 1,
          },
        };
      }
    }
  }
  if (cells.length !== 81)
    return { ok: false, error: { code: 'wrong-cell-count', count: cells.length } };
  return { ok: true, board: cells };
}

/**
 * Parse a puzzle written as 81 cells: digits 1-9 for givens and `.`, `0` or
 * `-` for blanks. Whitespace, `|` separators and decoration lines made of
 * `-`, `+`, `=` (as in a 9-lines-of-9 grid drawing) are ignored.
 *
 * Errors, as values: `wrong-cell-count` (with the count found),
 * `invalid-character` (the character and its 1-based line and column in the
 * text), `repeated-givens` (the digit and the cells that repeat it in one
 * row, column or box).
 */
export function parsePuzzle(text: string): ParseResult {
  const read = readCells(text);
  if (!read.ok) return read;
  const repeats = findRepeats(read.board);
  if (repeats.length > 0) {
    const { digit, cells: where } = repeats[0];
    return { ok: false, error: { code: 'repeated-givens', digit, cells: where } };
  }
  return read;
}

/** The 81-character form: digits for givens, `.` for blanks. `parsePuzzle` reads it back unchanged. */
export function formatPuzzle(board: Board): string {
  let out = '';
  for (let i = 0; i < 81; i++) out += board[i] ? String(board[i]) : '.';
  return out;
}
