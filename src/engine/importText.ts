import { readCells } from './parse';
import { decodeShare } from './shareCode';
import type { CellsError } from './parse';
import type { Board } from './types';

/*
 * Reading a puzzle a player pastes: the text forms other Sudoku programs
 * and sites write. The cells are read without checking the rules (a repeated
 * digit still reads), so that the puzzle can be shown and corrected.
 *
 * - 81 characters, with `0`, `.` or `-` for an empty cell;
 * - 9 lines of 9, with or without spaces, `|` separators and rule lines
 *   drawn with `-`, `+`, `=`, `:`, `.` and `'` (HoDoKu, Simple Sudoku);
 * - SadMan Software's .sdk files: `#` metadata lines, an optional
 *   `[Puzzle]` section (a later section such as `[State]` ends it);
 * - a pencil-mark grid (HoDoKu, SudokuWiki, forums): 81 entries separated
 *   by spaces, where one digit is a solved cell and several are candidates
 *   (an empty cell);
 * - HoDoKu's library line `:0000:x:<81 cells>:...`;
 * - a link: this game's `?puzzle=` and share link `?p=`, SudokuWiki's `?bd=`.
 */

/** The form a pasted puzzle was written in. */
export type PuzzleTextFormat = 'cells' | 'sdk' | 'pencil-marks' | 'hodoku-library' | 'link';

/** Why a pasted text is not a puzzle. */
export type ImportError =
  | CellsError
  | { code: 'empty' } // nothing but white space
  | { code: 'link-without-puzzle' }; // an address with no puzzle in it

export type ImportResult =
  { ok: true; board: Board; format: PuzzleTextFormat } | { ok: false; error: ImportError };

/** Link parameters that carry a puzzle: this game's, then SudokuWiki's. */
const LINK_PARAMS = ['puzzle', 'bd'] as const;

/** The puzzle text inside a link, or null when `text` is not a link. */
function fromLink(text: string): { puzzle: string | null } | null {
  if (/\s/.test(text)) return null;
  const isLink = /^[a-z][a-z0-9+.-]*:\/\//i.test(text) || text.startsWith('?');
  if (!isLink) return null;
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
    return { puzzle: shared.ok ? shared.value.givens.map((d) => d || '.').join('') : null };
  }
  return { puzzle: null };
}

/** The cells of an .sdk file: without its `#` lines and outside the `[Puzzle]` section's end. */
function fromSdk(lines: string[]): string[] | null {
  const hasMeta = lines.some((l) => /^\s*#/.test(l));
  const header = lines.findIndex((l) => /^\s*\[puzzle\]\s*$/i.test(l));
  if (!hasMeta && header < 0) return null;
  const body = header >= 0 ? lines.slice(header + 1) : lines;
  const end = body.findIndex((l) => /^\s*\[[^\]]*\]\s*$/.test(l));
  return (end >= 0 ? body.slice(0, end) : body).filter((l) => !/^\s*#/.test(l));
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

/** Read a pasted puzzle in any of the forms above. */
export function readPuzzleText(text: string): ImportResult {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, error: { code: 'empty' } };

  const link = fromLink(trimmed);
  if (link) {
    if (link.puzzle === null) return { ok: false, error: { code: 'link-without-puzzle' } };
    const read = readCells(link.puzzle);
    return read.ok ? { ok: true, board: read.board, format: 'link' } : read;
  }

  const library = /^:\d{4}:[^:\s]*:([^:\s]{81}):/.exec(trimmed);
  if (library) {
    const read = readCells(library[1]);
    if (read.ok) return { ok: true, board: read.board, format: 'hodoku-library' };
  }

  const lines = trimmed.split(/\r\n|\r|\n/);
  const sdk = fromSdk(lines);
  if (sdk) {
    const read = readCells(sdk.join('\n'));
    return read.ok ? { ok: true, board: read.board, format: 'sdk' } : read;
  }

  const read = readCells(trimmed);
  if (read.ok) return { ok: true, board: read.board, format: 'cells' };
  const marks = fromPencilMarks(trimmed);
  if (marks) return { ok: true, board: marks, format: 'pencil-marks' };
  return read;
}
