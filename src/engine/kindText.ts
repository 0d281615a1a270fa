import { canMakeSum } from './cageSums';
import { geometryOf } from './geometryOf';
import { isConnected, renumber } from './jigsawRegions';
import { formatPuzzle, parsePuzzle } from './parse';
import {
  CLASSIC_RULES,
  jigsawRules,
  killerRules,
  SIX_RULES,
  X_RULES,
  type Cage,
  type Kind,
  type Rules,
} from './rules';
import { analyse } from './solver';
import type { Board, CellIndex } from './types';

/*
 * The text forms of every kind, one line each (the README documents them):
 *
 *   classic   81 cells, as parsePuzzle reads them (digits 1-9; `.`, `0` or
 *             `-` for an empty cell; grid drawings too)
 *   6x6       36 cells: `1`-`6`, `.` or `0` for an empty cell
 *   Sudoku X  `X:` then 81 cells
 *   Jigsaw    `J:` then 81 cells, `:`, then 81 region digits `1`-`9`
 *             (each region nine orthogonally connected cells)
 *   Killer    `K:` then 81 cells (all `.` allowed), `:`, then 81 cage
 *             letters (`a`-`z` then `A`-`Z`, lettered in order of first
 *             appearance in reading order, each cage connected), `:`, then
 *             the cage sums in letter order, separated by commas
 *
 * White space around the parts is ignored. Errors are values with string
 * codes naming what is wrong; the UI words them.
 */

/** Which part of a kind's text an error is in. */
export type TextPart = 'cells' | 'regions' | 'cages' | 'sums';

/** Why a puzzle text was refused. */
export type KindTextError =
  | { code: 'empty' }
  | { code: 'unknown-prefix'; prefix: string } // "Q:..." : not X, J or K
  | { code: 'missing-part'; part: TextPart } // "J:" without its regions, "K:" without sums
  | { code: 'wrong-length'; part: TextPart; expected: number; count: number }
  | { code: 'invalid-character'; part: TextPart; char: string; index: number; line?: number } // 1-based in the part (a classic grid drawing: in the line)
  | { code: 'region-size'; region: number; size: number } // region digit 1-9 with other than 9 cells
  | { code: 'region-disconnected'; region: number }
  | { code: 'cage-letters'; missing: string } // a letter skipped ("a", "c" but no "b")
  | { code: 'cage-disconnected'; cage: string }
  | { code: 'sum-count'; expected: number; count: number }
  | { code: 'invalid-sum'; cage: string; text: string }
  | { code: 'impossible-sum'; cage: string; sum: number; size: number } // no distinct digits make it
  | { code: 'repeated-givens'; digit: number; cells: CellIndex[] } // in a unit or a cage
  | { code: 'no-solution' }
  | { code: 'multiple-solutions' };

/** A puzzle read from text: its kind, rules and givens (81 cells, 36 for 6x6, 0 = empty). */
export interface KindText {
  kind: Kind;
  rules: Rules;
  givens: Board;
}

export type KindTextResult<T> = { ok: true; value: T } | { ok: false; error: KindTextError };

const CAGE_LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';

function fail<T>(error: KindTextError): KindTextResult<T> {
  return { ok: false, error };
}

/** Cells of a one-line part: digits 1-`max`, `.` or `0` blank; white space ignored. */
function readDigits(text: string, count: number, max: number): KindTextResult<number[]> {
  const cells: number[] = [];
  const compact = text.replace(/\s+/g, '');
  for (let i = 0; i < compact.length; i++) {
    const ch = compact[i];
    if (ch === '.' || ch === '0') cells.push(0);
    else if (ch >= '1' && ch.charCodeAt(0) <= 48 + max) cells.push(ch.charCodeAt(0) - 48);
    else {
      const char = String.fromCodePoint(compact.codePointAt(i) ?? 0);
      return fail({ code: 'invalid-character', part: 'cells', char, index: i + 1 });
    }
  }
  if (cells.length !== count)
    return fail({ code: 'wrong-length', part: 'cells', expected: count, count: cells.length });
  return { ok: true, value: cells };
}

/** The first digit repeated in a unit or a cage of `rules`, as an error; null when none. */
export function repeatedGivens(givens: Board, rules: Rules): KindTextError | null {
  const g = geometryOf(rules);
  const groups: number[][] = [];
  for (let u = 0; u < g.unitCount; u++)
    groups.push(Array.from(g.unitCells.subarray(u * 9, u * 9 + g.size)));
  for (const cage of rules.cages) groups.push([...cage.cells]);
  for (const cells of groups) {
    const byDigit = new Map<number, CellIndex[]>();
    for (const c of cells) {
      const d = givens[c];
      if (d === 0) continue;
      const list = byDigit.get(d) ?? [];
      list.push(c);
      byDigit.set(d, list);
    }
    for (const [digit, where] of [...byDigit].sort((a, b) => a[0] - b[0])) {
      if (where.length > 1) return { code: 'repeated-givens', digit, cells: where };
    }
  }
  return null;
}

function withGivens(kind: Kind, rules: Rules, givens: number[]): KindTextResult<KindText> {
  const repeat = repeatedGivens(givens, rules);
  return repeat ? fail(repeat) : { ok: true, value: { kind, rules, givens } };
}

/** The 81 region digits of a Jigsaw, checked: nine regions of nine connected cells. */
function readRegions(text: string): KindTextResult<number[]> {
  const compact = text.replace(/\s+/g, '');
  const regions: number[] = [];
  for (let i = 0; i < compact.length; i++) {
    const ch = compact[i];
    if (ch < '1' || ch > '9') {
      const char = String.fromCodePoint(compact.codePointAt(i) ?? 0);
      return fail({ code: 'invalid-character', part: 'regions', char, index: i + 1 });
    }
    regions.push(ch.charCodeAt(0) - 49);
  }
  if (regions.length !== 81)
    return fail({ code: 'wrong-length', part: 'regions', expected: 81, count: regions.length });
  for (let r = 0; r < 9; r++) {
    const size = regions.filter((x) => x === r).length;
    if (size !== 9) return fail({ code: 'region-size', region: r + 1, size });
  }
  for (let r = 0; r < 9; r++)
    if (!isConnected(regions, r)) return fail({ code: 'region-disconnected', region: r + 1 });
  return { ok: true, value: renumber(regions) };
}

/** The cages of a Killer from its letters and sums, checked. */
function readCages(letters: string, sums: string): KindTextResult<Cage[]> {
  const compact = letters.replace(/\s+/g, '');
  const cageOf: number[] = [];
  for (let i = 0; i < compact.length; i++) {
    const q = CAGE_LETTERS.indexOf(compact[i]);
    if (q < 0) {
      const char = String.fromCodePoint(compact.codePointAt(i) ?? 0);
      return fail({ code: 'invalid-character', part: 'cages', char, index: i + 1 });
    }
    cageOf.push(q);
  }
  if (cageOf.length !== 81)
    return fail({ code: 'wrong-length', part: 'cages', expected: 81, count: cageOf.length });
  const count = Math.max(...cageOf) + 1;
  for (let q = 0; q < count; q++) {
    if (!cageOf.includes(q)) return fail({ code: 'cage-letters', missing: CAGE_LETTERS[q] });
  }
  for (let q = 0; q < count; q++) {
    if (!isConnected(cageOf, q)) return fail({ code: 'cage-disconnected', cage: CAGE_LETTERS[q] });
  }
  const parts = sums.split(',').map((s) => s.trim());
  if (parts.length !== count)
    return fail({ code: 'sum-count', expected: count, count: parts.length });
  const cages: Cage[] = [];
  for (let q = 0; q < count; q++) {
    const cage = CAGE_LETTERS[q];
    if (!/^[0-9]{1,3}$/.test(parts[q])) return fail({ code: 'invalid-sum', cage, text: parts[q] });
    const sum = Number(parts[q]);
    const cells = cageOf.flatMap((x, c) => (x === q ? [c] : []));
    if (!canMakeSum(cells.length, sum))
      return fail({ code: 'impossible-sum', cage, sum, size: cells.length });
    cages.push({ cells, sum });
  }
  // In the rules, cages come in reading order of their first cell.
  return { ok: true, value: cages.sort((a, b) => a.cells[0] - b.cells[0]) };
}

/**
 * Read a puzzle of any kind from its text form (see the top of this file):
 * the kind from the prefix (none: classic by 81 cells, 6x6 by 36), its rules
 * and givens. Checks the form and the rules it states (regions, cages,
 * sums, repeated givens), not the solutions: see checkSolutions.
 */
export function parseKindText(text: string): KindTextResult<KindText> {
  const trimmed = text.trim();
  if (trimmed === '') return fail({ code: 'empty' });
  const prefix = /^([A-Za-z]):/.exec(trimmed);
  if (!prefix) {
    const compact = trimmed.replace(/\s+/g, '');
    if (compact.length === 36 && /^[0-6.]+$/.test(compact)) {
      const cells = readDigits(compact, 36, 6);
      return cells.ok ? withGivens('6x6', SIX_RULES, cells.value) : cells;
    }
    const classic = parsePuzzle(trimmed);
    if (classic.ok)
      return { ok: true, value: { kind: 'classic', rules: CLASSIC_RULES, givens: classic.board } };
    const e = classic.error;
    switch (e.code) {
      case 'repeated-givens':
        return fail(e);
      case 'invalid-character':
        return fail({
          code: 'invalid-character',
          part: 'cells',
          char: e.char,
          index: e.column,
          line: e.line,
        });
      default:
        return fail({ code: 'wrong-length', part: 'cells', expected: 81, count: e.count });
    }
  }
  const [cellsText, ...rest] = trimmed.slice(2).split(':');
  switch (prefix[1].toUpperCase()) {
    case 'X': {
      if (rest.length > 0)
        return fail({ code: 'invalid-character', part: 'cells', char: ':', index: 1 });
      const cells = readDigits(cellsText, 81, 9);
      return cells.ok ? withGivens('x', X_RULES, cells.value) : cells;
    }
    case 'J': {
      const cells = readDigits(cellsText, 81, 9);
      if (!cells.ok) return cells;
      if (rest.length === 0) return fail({ code: 'missing-part', part: 'regions' });
      const regions = readRegions(rest.join(':'));
      return regions.ok ? withGivens('jigsaw', jigsawRules(regions.value), cells.value) : regions;
    }
    case 'K': {
      const cells = readDigits(cellsText, 81, 9);
      if (!cells.ok) return cells;
      if (rest.length === 0) return fail({ code: 'missing-part', part: 'cages' });
      if (rest.length === 1) return fail({ code: 'missing-part', part: 'sums' });
      const cages = readCages(rest[0], rest.slice(1).join(':'));
      return cages.ok ? withGivens('killer', killerRules(cages.value), cells.value) : cages;
    }
    default:
      return fail({ code: 'unknown-prefix', prefix: prefix[1] });
  }
}

/**
 * The unique solution of a parsed puzzle, or why there is none: it has no
 * solution, or more than one.
 */
export function checkSolutions(puzzle: KindText): KindTextResult<number[]> {
  const { count, solution } = analyse(puzzle.givens, 2, puzzle.rules);
  if (count === 0 || !solution) return fail({ code: 'no-solution' });
  if (count > 1) return fail({ code: 'multiple-solutions' });
  return { ok: true, value: solution };
}

/**
 * Read a puzzle text and check it has exactly one solution: what a pasted
 * or linked puzzle must pass before it replaces the game in progress.
 */
export function readKindPuzzle(text: string): KindTextResult<KindText & { solution: number[] }> {
  const parsed = parseKindText(text);
  if (!parsed.ok) return parsed;
  const solved = checkSolutions(parsed.value);
  return solved.ok ? { ok: true, value: { ...parsed.value, solution: solved.value } } : solved;
}

/** The cells as digits and `.`. */
function cellsText(givens: Board): string {
  let out = '';
  for (let i = 0; i < givens.length; i++) out += givens[i] ? String(givens[i]) : '.';
  return out;
}

/**
 * The text form of a puzzle of any kind; `parseKindText` reads it back to
 * the same kind, rules and givens (Jigsaw regions and Killer cages are
 * written numbered in reading order of their first cell). A Killer has at
 * most 52 cages (the letters); the generator never makes more.
 */
export function formatKindText(puzzle: KindText): string {
  const { kind, rules, givens } = puzzle;
  switch (kind) {
    case 'classic':
      return formatPuzzle(givens);
    case '6x6':
      return cellsText(givens);
    case 'x':
      return `X:${cellsText(givens)}`;
    case 'jigsaw':
      return `J:${cellsText(givens)}:${renumber([...rules.regions])
        .map((r) => r + 1)
        .join('')}`;
    case 'killer': {
      const cages = [...rules.cages].sort((a, b) => a.cells[0] - b.cells[0]);
      if (cages.length > CAGE_LETTERS.length) throw new Error('formatKindText: more than 52 cages');
      const letters = new Array<string>(81).fill('?');
      cages.forEach((cage, q) => {
        for (const c of cage.cells) letters[c] = CAGE_LETTERS[q];
      });
      return `K:${cellsText(givens)}:${letters.join('')}:${cages.map((c) => c.sum).join(',')}`;
    }
  }
}
