import type { CellMove, Move, Position } from './moves';
import type { CellIndex, Digit } from './types';

/*
 * Reading the compact text of moves and positions written by moveText.ts
 * (the format is described there). Bad text gives an error naming what was
 * wrong; nothing here throws.
 */

/** Why a move or position text was refused. */
export type MoveTextError =
  | { code: 'bad-move'; index: number; token: string }
  | {
      code: 'bad-position';
      field: 'digits' | 'notes' | 'hinted' | 'corners' | 'colours' | 'shape';
    };

export type MoveTextResult<T> = { ok: true; value: T } | { ok: false; error: MoveTextError };

const CELL_DIGIT = /^([0-7][0-9]|80)([1-9])$/;
const CELL = /^([0-7][0-9]|80)$/;
const INDEX = /^(0|[1-9][0-9]{0,8})$/;
/** Milliseconds in base 36, no leading zeros, at most 10 characters (over 100,000 years), or none. */
const BASE36_MS = /^(|0|[1-9a-z][0-9a-z]{0,9})$/;
const ELIMINATIONS = /^(?:(?:[0-7][0-9]|80)[1-9])+$/;
const CELL_COLOUR = /^([0-7][0-9]|80)([0-9])$/;
/** The most one-cell moves one batch holds: one per cell of the board. */
const MAX_BATCH = 81;

/** The kinds of move a batch may hold. */
const BATCHED = new Set<Move['kind']>(['place', 'erase', 'note', 'corner', 'colour']);

/** One token as a move, or null when it is not one. */
export function parseMove(token: string): Move | null {
  const kind = token.charAt(0);
  const rest = token.slice(1);
  const cellDigit = (): [CellIndex, Digit] | null => {
    const m = CELL_DIGIT.exec(rest);
    return m ? [Number(m[1]), Number(m[2]) as Digit] : null;
  };
  switch (kind) {
    case 'p':
    case 'P':
    case 'h':
    case 'H': {
      const cd = cellDigit();
      if (!cd) return null;
      const cleanup = kind === 'P' || kind === 'H';
      return {
        kind: kind === 'p' || kind === 'P' ? 'place' : 'hint',
        cell: cd[0],
        digit: cd[1],
        cleanup,
      };
    }
    case 'n': {
      const cd = cellDigit();
      return cd ? { kind: 'note', cell: cd[0], digit: cd[1] } : null;
    }
    case 'e':
      return CELL.test(rest) ? { kind: 'erase', cell: Number(rest) } : null;
    case 'f':
      return rest === '' ? { kind: 'fill-notes' } : null;
    case 's': // without the time when saved before restarts kept it
      return !BASE36_MS.test(rest)
        ? null
        : rest
          ? { kind: 'restart', elapsedMs: parseInt(rest, 36) }
          : { kind: 'restart' };
    case 'r':
      return INDEX.test(rest) ? { kind: 'restore', to: Number(rest) } : null;
    case 'x': {
      if (!ELIMINATIONS.test(rest)) return null;
      const eliminations = [];
      for (let i = 0; i < rest.length; i += 3) {
        eliminations.push({
          cell: Number(rest.slice(i, i + 2)),
          digit: Number(rest[i + 2]) as Digit,
        });
      }
      return { kind: 'eliminate', eliminations };
    }
    case 'c': {
      const cd = cellDigit();
      return cd ? { kind: 'corner', cell: cd[0], digit: cd[1] } : null;
    }
    case 'o': {
      const m = CELL_COLOUR.exec(rest);
      return m ? { kind: 'colour', cell: Number(m[1]), colour: Number(m[2]) } : null;
    }
    case 'b': {
      const parts = rest.split('.');
      if (parts.length > MAX_BATCH) return null;
      const moves: CellMove[] = [];
      for (const part of parts) {
        const move = parseMove(part);
        if (!move || !BATCHED.has(move.kind)) return null;
        moves.push(move as CellMove);
      }
      return { kind: 'batch', moves };
    }
    default:
      return null;
  }
}

/** Moves from formatMoves' text; the first bad token is named in the error. */
export function parseMoves(text: string): MoveTextResult<Move[]> {
  if (text === '') return { ok: true, value: [] };
  const tokens = text.split(',');
  const moves: Move[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const move = parseMove(tokens[i]);
    if (!move)
      return { ok: false, error: { code: 'bad-move', index: i, token: tokens[i].slice(0, 20) } };
    moves.push(move);
  }
  return { ok: true, value: moves };
}

const DIGITS = /^(?:[0-9]{81}|[0-9]{36})$/;
const NOTES = /^[0-9a-z]*$/;
const HINTED = /^(?:[0-7][0-9]|80)*$/;

/**
 * A position from formatPosition's text. Checks the shape only (81 digits,
 * or 36 for 6x6; masks 0-511; cells on the board); whether it fits a
 * puzzle is the caller's check.
 */
export function parsePosition(text: string): MoveTextResult<Position> {
  const fields = text.split('/');
  if (fields.length !== 3 && fields.length !== 5)
    return { ok: false, error: { code: 'bad-position', field: 'shape' } };
  const [d, n, h, c, o] = fields;
  if (!DIGITS.test(d)) return { ok: false, error: { code: 'bad-position', field: 'digits' } };
  const count = d.length;
  if (!HINTED.test(h) || h.length % 2 !== 0)
    return { ok: false, error: { code: 'bad-position', field: 'hinted' } };
  const digits = Array.from(d, Number);
  const notes = readMasks(n, count);
  if (!notes) return { ok: false, error: { code: 'bad-position', field: 'notes' } };
  const hinted = new Array<number>(count).fill(0);
  for (let i = 0; i < h.length; i += 2) {
    const cell = Number(h.slice(i, i + 2));
    if (cell >= count) return { ok: false, error: { code: 'bad-position', field: 'hinted' } };
    hinted[cell] = 1;
  }
  const none = new Array<number>(count).fill(0);
  const corners = c === undefined ? none : readMasks(c, count);
  if (!corners) return { ok: false, error: { code: 'bad-position', field: 'corners' } };
  if (o !== undefined && !(o.length === count && /^[0-9]*$/.test(o)))
    return { ok: false, error: { code: 'bad-position', field: 'colours' } };
  const colours = o === undefined ? none : Array.from(o, Number);
  return { ok: true, value: { digits, notes, hinted, corners, colours } };
}

/** `count` 9-bit masks written two base-36 characters each, or null. */
function readMasks(text: string, count: number): number[] | null {
  if (!NOTES.test(text) || text.length !== count * 2) return null;
  const out: number[] = [];
  for (let i = 0; i < count * 2; i += 2) {
    const mask = parseInt(text.slice(i, i + 2), 36);
    if (mask > 511) return null;
    out.push(mask);
  }
  return out;
}
