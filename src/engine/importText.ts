import { readCells } from './parse';
import { cellCount, halfWidth, readPastedCells, visible, type TextLine } from './pasteCells';
import { decodeShare } from './shareCode';
import type { CellsError } from './parse';
import type { Board } from './types';

/*
 * Reading a puzzle a player pastes: the text forms other Sudoku programs
 * and sites write. The cells are read without checking the rules (a repeated
 * digit still reads), so that the puzzle can be shown and corrected.
 *
 * - 81 characters, with `0`, `.`, `-`, `_`, `x`, `X` or `*` for an empty
 *   cell; full-width digits (０-９) too;
 * - 9 lines of 9, with or without spaces, `|` separators and rule lines
 *   drawn with `-`, `+`, `=`, `:`, `.`, `_`, `*` and `'` (HoDoKu, Simple
 *   Sudoku); digits separated by commas, semicolons or tabs, and a
 *   spreadsheet's rows of 9 fields where an empty field is an empty cell;
 * - any of these after a label: a title line or two, or a prefix on the
 *   first line ("Puzzle 12:", "#34", "No. 5"), and inside quotes (", ',
 *   `, “”, «», 「」), a ``` block or a > quote, with blank lines around;
 * - SadMan Software's .sdk files: `#` metadata lines, an optional
 *   `[Puzzle]` section (a later section such as `[State]` ends it);
 * - a pencil-mark grid (HoDoKu, SudokuWiki, forums): 81 entries separated
 *   by spaces, where one digit is a solved cell and several are candidates
 *   (an empty cell);
 * - HoDoKu's library line `:0000:x:<81 cells>:...`;
 * - a link, alone or in a line of text: this game's `?puzzle=` and share
 *   link `?p=`, SudokuWiki's `?bd=`.
 */

/** The form a pasted puzzle was written in. */
export type PuzzleTextFormat = 'cells' | 'sdk' | 'pencil-marks' | 'hodoku-library' | 'link';

/** Why a pasted text is not a puzzle. */
export type ImportError =
  | CellsError
  | { code: 'empty' } // nothing but white space
  | { code: 'link-without-puzzle' } // an address with no puzzle in it
  | { code: 'damaged-link' }; // this game's share link (?p=), damaged or changed

export type ImportResult =
  { ok: true; board: Board; format: PuzzleTextFormat } | { ok: false; error: ImportError };

/** Link parameters that carry a puzzle: this game's, then SudokuWiki's. */
const LINK_PARAMS = ['puzzle', 'bd'] as const;

/** Whether a token is a link (an address, or its query alone). */
const isLink = (token: string) => /^[a-z][a-z0-9+.-]*:\/\//i.test(token) || token.startsWith('?');

/**
 * The puzzle text inside a link, or null when `text` is not a link; a
 * damaged share code is `damaged`.
 */
function fromLink(text: string): { puzzle: string | null; damaged?: true } | null {
  if (/\s/.test(text) || !isLink(text)) return null;
  let params: URLSearchParams;
  try {
    params = new URL(text, 'https://link.invalid/').searchParams;
  } catch {
    return { puzzle: null };
  }
  for (const name of LINK_PARAMS) {
    const value = params.get(name);
    if (value !== null) return { puzzle: value };
  }
  // This game's share link: its puzzle (a shared position's progress is for opening the link).
  const code = params.get('p');
  if (code !== null) {
    const shared = decodeShare(code);
    if (!shared.ok) return { puzzle: null, damaged: true };
    return { puzzle: shared.value.givens.map((d) => d || '.').join('') };
  }
  return { puzzle: null };
}

/**
 * The cells of an .sdk file: without its metadata lines (`#` and a
 * letter: `#A` author, `#D` description...) and outside the `[Puzzle]`
 * section's end. Null when the text has neither.
 */
function fromSdk(lines: readonly TextLine[]): TextLine[] | null {
  const meta = (l: TextLine) => /^\s*#[A-Za-z]/.test(l.text);
  const header = lines.findIndex((l) => /^\s*\[puzzle\]\s*$/i.test(l.text));
  if (!lines.some(meta) && header < 0) return null;
  const body = header >= 0 ? lines.slice(header + 1) : lines;
  const end = body.findIndex((l) => /^\s*\[[^\]]*\]\s*$/.test(l.text));
  return (end >= 0 ? body.slice(0, end) : body).filter((l) => !meta(l));
}

/**
 * A pencil-mark grid: after rule characters are dropped, exactly 81
 * entries of digits separated by white space, at least one with several
 * digits. Solved cells (one digit) become the puzzle's cells.
 */
function fromPencilMarks(text: string): Board | null {
  const entries = text
    .replace(/[|+=:*'_-]/g, ' ')
    .split(/\s+/)
    .filter((e) => e !== '' && /\d/.test(e));
  if (entries.length !== 81 || !entries.some((e) => e.length > 1)) return null;
  if (!entries.every((e) => /^[1-9]+$/.test(e))) return null;
  return entries.map((e) => (e.length === 1 ? Number(e) : 0));
}

/** Pairs of quotation marks a pasted puzzle may come in. */
const QUOTES = [
  '""',
  "''",
  '``',
  '\u201c\u201d',
  '\u2018\u2019',
  '\u00ab\u00bb',
  '\u300c\u300d',
  '\u300e\u300f',
  '\u201e\u201c',
];

const isBlankLine = (l: TextLine) => visible(l.text).trim() === '';

/** Lines without the blank ones around them. */
function trimLines(lines: TextLine[]): TextLine[] {
  let start = 0;
  let end = lines.length;
  while (start < end && isBlankLine(lines[start])) start++;
  while (end > start && isBlankLine(lines[end - 1])) end--;
  return lines.slice(start, end);
}

/** `line` without its first `n` characters. */
const cut = (line: TextLine, n: number): TextLine => ({
  text: line.text.slice(n),
  line: line.line,
  column: line.column + n,
});

/**
 * The text's lines without what wraps a puzzle: blank lines around it, a
 * ``` block, a `>` quote on every line, and quotation marks around it.
 */
function unwrap(text: string): TextLine[] {
  let lines = trimLines(
    halfWidth(text)
      .split(/\r\n|\r|\n/)
      .map((t, i) => ({ text: t, line: i + 1, column: 1 })),
  );
  if (lines.length >= 2 && /^\s*```/.test(lines[0].text) && /^\s*```\s*$/.test(lines.at(-1)!.text))
    lines = trimLines(lines.slice(1, -1));
  if (lines.length > 0 && lines.every((l) => isBlankLine(l) || /^\s*>/.test(l.text)))
    lines = trimLines(lines.map((l) => cut(l, (/^\s*>\s?/.exec(l.text) ?? [''])[0].length)));
  if (lines.length === 0) return lines;
  const first = lines[0];
  const last = lines.at(-1)!;
  const open = first.text.search(/\S/);
  const close = last.text.search(/\S\s*$/);
  const pair = first.text[open] + last.text[close];
  if (QUOTES.includes(pair) && (lines.length > 1 || close > open)) {
    const inner = lines.map((l) => ({ ...l }));
    inner[inner.length - 1] = { ...last, text: last.text.slice(0, close) };
    inner[0] = cut(inner[0], open + 1);
    lines = trimLines(inner);
  }
  return lines;
}

/** Prefixes that label a puzzle on its first line: "#34", "Puzzle 12:", "12)", "Hard 530...". */
const LABELS = [
  /^\s*[#\u2116]\s*\d+\s*[:.)\-\u2013\u2014]?\s*/u, // #34, №5
  /^[^:\uff1a]{1,40}[:\uff1a]\s*/u, // Puzzle 12:  第12题：
  /^\s*(?:No\.?|Nr\.?)?\s*\d+\s*[.)\uff09]\s+/u, // 12.  No. 12)
  /^\s*\S*\p{L}\S*(?:\s+\S*\p{L}\S*)*(?:\s+#?\d+)?\s*[-\u2013\u2014]?\s+/u, // Puzzle 12, Sudoku #5 -
  /^\s*\d{1,5}\s+/u, // 0012 (a collection's numbered lines)
];

/** A way to read the text: its lines after `label` (what was taken as a label, '' for none). */
interface Way {
  lines: TextLine[];
  label: string;
  whole: boolean; // the label is whole lines (a title), not a prefix
}

/**
 * The ways to read `lines` as a labelled puzzle: without up to 3 leading
 * lines that are not rows of cells (titles), and without a label prefix on
 * the first line kept. The whole text first.
 */
function labelled(lines: TextLine[]): Way[] {
  const ways: Way[] = [{ lines, label: '', whole: true }];
  for (let drop = 0; drop <= 3 && drop < lines.length; drop++) {
    const titles = lines
      .slice(0, drop)
      .map((l) => l.text)
      .join('\n');
    if (drop > 0) {
      if (cellCount(lines[drop - 1].text) >= 9) break; // a row of cells is never a title
      ways.push({ lines: lines.slice(drop), label: titles, whole: true });
    }
    const first = lines[drop];
    for (const label of LABELS) {
      const m = label.exec(first.text);
      if (m && m[0].length > 0 && m[0].length < first.text.length)
        ways.push({
          lines: [cut(first, m[0].length), ...lines.slice(drop + 1)],
          label: `${titles}\n${m[0]}`,
          whole: false,
        });
    }
  }
  return ways;
}

/** Whether (line, column) comes before where `way` starts reading. */
const before = (way: Way, line: number, column: number) =>
  line < way.lines[0].line || (line === way.lines[0].line && column < way.lines[0].column);

/**
 * The error to report when no way reads: the whole text's, unless its bad
 * character is part of a label (a title line, or a prefix with a number,
 * `#` or `:`) followed by cells: then what is wrong after the label, a
 * wrong count first.
 */
function reportError(ways: Way[], reads: ReturnType<typeof readPastedCells>[]): ImportError {
  const first = reads[0];
  if (first.ok) return { code: 'empty' };
  if (first.error.code !== 'invalid-character') return first.error;
  const { line, column } = first.error;
  const errors = ways
    .map((way, i) => ({ way, read: reads[i] }))
    .filter(
      ({ way, read }, i) =>
        i > 0 &&
        !read.ok &&
        read.read >= 9 &&
        (way.whole || /[\d#:\uff1a]/.test(way.label)) &&
        before(way, line, column),
    )
    .map(({ read }) => (read.ok ? first.error : read.error));
  return (
    errors.find((e) => e.code === 'wrong-cell-count') ??
    errors.sort((a, b) =>
      a.code === 'invalid-character' && b.code === 'invalid-character'
        ? b.line - a.line || b.column - a.column
        : 0,
    )[0] ??
    first.error
  );
}

/** A link in a line of text ("Try this: https://...?p=..."), or null. */
function linkIn(text: string): string | null {
  const tokens = text.split(/\s+/).filter((t) => t !== '');
  if (tokens.length < 2) return null;
  return tokens.find((t) => isLink(t) && /[?&](?:puzzle|bd|p)=/.test(t)) ?? null;
}

/** Read a pasted puzzle in any of the forms above. */
export function readPuzzleText(text: string): ImportResult {
  const lines = unwrap(text);
  if (lines.length === 0) return { ok: false, error: { code: 'empty' } };
  const whole = visible(lines.map((l) => l.text).join('\n')).trim();

  const link = fromLink(whole) ?? (lines.length === 1 ? fromLink(linkIn(whole) ?? '') : null);
  if (link) {
    if (link.damaged) return { ok: false, error: { code: 'damaged-link' } };
    if (link.puzzle === null) return { ok: false, error: { code: 'link-without-puzzle' } };
    const read = readCells(link.puzzle);
    return read.ok ? { ok: true, board: read.board, format: 'link' } : read;
  }

  const library = /^:\d{4}:[^:\s]*:([^:\s]{81}):/.exec(whole);
  if (library) {
    const read = readCells(library[1]);
    if (read.ok) return { ok: true, board: read.board, format: 'hodoku-library' };
  }

  const sdk = fromSdk(lines);
  if (sdk) {
    const read = readPastedCells(sdk);
    return read.ok
      ? { ok: true, board: read.board, format: 'sdk' }
      : { ok: false, error: read.error };
  }

  const ways = labelled(lines);
  const reads = ways.map((way) => readPastedCells(way.lines));
  const found = reads.find((r) => r.ok);
  if (found?.ok) return { ok: true, board: found.board, format: 'cells' };
  const marks = fromPencilMarks(whole);
  if (marks) return { ok: true, board: marks, format: 'pencil-marks' };
  return { ok: false, error: reportError(ways, reads) };
}
