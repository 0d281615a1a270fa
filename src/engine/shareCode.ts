import type { Board, Notes } from './types';

/*
 * A puzzle, and optionally the player's digits, notes, corner marks and colours, as a short code
 * for a link: one whole number written in base 64 with the URL-safe
 * alphabet (A-Z a-z 0-9 - _, no padding), so it needs no escaping.
 *
 * The number is a mixed-radix sequence of symbols, least significant first:
 *
 *   checksum   radix 65536  FNV-1a of everything above it, so a changed or
 *                           cut-off code is rejected rather than read as
 *                           another puzzle
 *   format     radix 4      0 = givens only, 1 = with progress, 2 = with
 *                           progress and marks (corner marks or colours)
 *   N flags    radix 2      1 = the cell is a given (N = 81, or 36 for 6x6)
 *   givens     radix 9      each given's digit - 1, row-major
 *   progress   radix 11     per non-given cell: 0 empty, 1-9 a digit, 10 notes
 *   notes      radix 511    per cell with notes: its 9-bit mask - 1
 *   (format 2 only:)
 *   cornered   radix 2      per empty non-given cell: 1 = it has corner marks
 *   corners    radix 511    per cell with corner marks: its mask - 1
 *   coloured   radix 2      per cell: 1 = it is coloured
 *   colours    radix 9      per coloured cell: its colour - 1
 *   1                       the top, so leading symbols of 0 are kept
 *
 * A typical puzzle (25 givens) takes about 31 characters; with progress
 * about 40 more, plus about 1.5 characters per cell with notes.
 */

/** The player's board in a share code. */
export interface SharedBoard {
  digits: Board; // givens included
  notes: Notes; // 9-bit masks, on empty cells only
  corners?: Notes; // corner-mark masks, on empty cells only (none: no corner marks)
  colours?: readonly number[]; // 0 none, 1-9 (none: no colours)
}

/** What a share code holds: the givens, and the player's board when shared with progress. */
export interface Shared {
  givens: Board; // 81 cells (36 for 6x6), 0 = empty
  progress: SharedBoard | null;
}

/** Why a share code could not be read (the only error: it was changed, cut off or made up). */
export type ShareCodeResult = { ok: true; value: Shared } | { ok: false; error: 'damaged' };

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const CHECK = 65536n;
/** Longer codes are not read at all (a full board of notes stays well under this). */
const MAX_LENGTH = 600;

/** 16-bit FNV-1a over the number written in base 32. */
function checksum(n: bigint): bigint {
  let h = 0x811c9dc5;
  const text = n.toString(32);
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return BigInt((h ^ (h >>> 16)) & 0xffff);
}

/** Symbols with their radices, least significant first. */
type Symbols = [value: number, radix: number][];

function symbolsOf({ givens, progress }: Shared): Symbols {
  const cells = givens.length;
  const empty = (i: number) => givens[i] === 0 && progress?.digits[i] === 0;
  const cornersOf = (i: number) => (empty(i) ? (progress?.corners?.[i] ?? 0) & 0x1ff : 0);
  const colourOf = (i: number) => {
    const c = progress?.colours?.[i] ?? 0;
    return c >= 1 && c <= 9 ? c : 0;
  };
  let marked = false;
  for (let i = 0; i < cells; i++) if (cornersOf(i) !== 0 || colourOf(i) !== 0) marked = true;
  const out: Symbols = [[progress ? (marked ? 2 : 1) : 0, 4]];
  for (let i = 0; i < cells; i++) out.push([givens[i] !== 0 ? 1 : 0, 2]);
  for (let i = 0; i < cells; i++) if (givens[i] !== 0) out.push([givens[i] - 1, 9]);
  if (progress) {
    const noted: number[] = [];
    for (let i = 0; i < cells; i++) {
      if (givens[i] !== 0) continue;
      const digit = progress.digits[i];
      const notes = digit === 0 ? progress.notes[i] & 0x1ff : 0;
      out.push([digit !== 0 ? digit : notes !== 0 ? 10 : 0, 11]);
      if (notes !== 0) noted.push(notes);
    }
    for (const notes of noted) out.push([notes - 1, 511]);
  }
  if (marked) {
    for (let i = 0; i < cells; i++) if (empty(i)) out.push([cornersOf(i) !== 0 ? 1 : 0, 2]);
    for (let i = 0; i < cells; i++) if (cornersOf(i) !== 0) out.push([cornersOf(i) - 1, 511]);
    for (let i = 0; i < cells; i++) out.push([colourOf(i) !== 0 ? 1 : 0, 2]);
    for (let i = 0; i < cells; i++) if (colourOf(i) !== 0) out.push([colourOf(i) - 1, 9]);
  }
  return out;
}

/**
 * The share code of `shared`. `givens` is the puzzle (0 = empty); progress,
 * when present, is the board as the player has it: a digit or notes in each
 * non-given cell (notes on a cell with a digit are left out).
 */
export function encodeShare(shared: Shared): string {
  let n = 1n;
  const symbols = symbolsOf(shared);
  for (let k = symbols.length - 1; k >= 0; k--) {
    const [value, radix] = symbols[k];
    n = n * BigInt(radix) + BigInt(value);
  }
  n = n * CHECK + checksum(n);
  let text = '';
  while (n > 0n) {
    text = ALPHABET[Number(n & 63n)] + text;
    n >>= 6n;
  }
  return text;
}

/**
 * Read a share code written by encodeShare. Returns the givens and the
 * progress, or `damaged` for anything else (a wrong character, a changed
 * or missing character, a code from nowhere). `cells` is the board's
 * size (36 for a 6x6 puzzle's progress). Whether the givens make a puzzle
 * with one solution is for the caller to check.
 */
export function decodeShare(code: string, cells = 81): ShareCodeResult {
  const damaged = { ok: false, error: 'damaged' } as const;
  if (code.length === 0 || code.length > MAX_LENGTH) return damaged;
  let n = 0n;
  for (const char of code) {
    const v = ALPHABET.indexOf(char);
    if (v < 0) return damaged;
    n = (n << 6n) | BigInt(v);
  }
  const check = n % CHECK;
  n /= CHECK;
  if (checksum(n) !== check) return damaged;
  const take = (radix: number): number => {
    const r = BigInt(radix);
    const value = Number(n % r);
    n /= r;
    return value;
  };
  const format = take(4);
  if (format > 2) return damaged;
  const isGiven = Array.from({ length: cells }, () => take(2) === 1);
  const givens = isGiven.map((given) => (given ? take(9) + 1 : 0));
  let progress: Shared['progress'] = null;
  if (format >= 1) {
    const digits = givens.slice();
    const notes = new Array<number>(cells).fill(0);
    const corners = new Array<number>(cells).fill(0);
    const colours = new Array<number>(cells).fill(0);
    const noted: number[] = [];
    for (let i = 0; i < cells; i++) {
      if (isGiven[i]) continue;
      const s = take(11);
      if (s === 10) noted.push(i);
      else digits[i] = s;
    }
    for (const i of noted) notes[i] = take(511) + 1;
    if (format === 2) {
      const cornered = digits.map((d, i) => !isGiven[i] && d === 0 && take(2) === 1);
      cornered.forEach((yes, i) => yes && (corners[i] = take(511) + 1));
      const coloured = colours.map(() => take(2) === 1);
      coloured.forEach((yes, i) => yes && (colours[i] = take(9) + 1));
    }
    progress = format === 2 ? { digits, notes, corners, colours } : { digits, notes };
  }
  // Everything read, exactly: only the top 1 is left.
  if (n !== 1n) return damaged;
  return { ok: true, value: { givens, progress } };
}
