import type { Board } from './types';

/*
 * A puzzle, and optionally a player's progress on it, as a short text for a
 * link: "~" and base64url of packed bytes, never raw JSON.
 *
 *   byte 0        version (1) and flags (bit 7: progress included)
 *   41 bytes      the givens, a digit (0-9) per half byte, row-major
 *   with progress:
 *   41 bytes      the player's digits, the same way (0 where none or a given)
 *   11 bytes      which cells have notes, a bit per cell
 *   2 bytes each  for those cells in order: the 9-bit note mask
 *   last byte     a checksum of everything before it
 *
 * A puzzle alone is 59 characters (the plain 81-character form stays
 * readable too); with progress it grows with the number of noted cells.
 * Anything that does not decode, or whose checksum fails, is refused.
 */

/**
 * What a share code holds: the givens, and with progress the player's digits
 * (0 where none, and on givens) and notes (9-bit masks, 0 on filled cells).
 */
export interface Shared {
  givens: Board;
  progress: { digits: Board; notes: readonly number[] } | null;
}

const VERSION = 1;
const WITH_PROGRESS = 0x80;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** The code's first character, which no plain puzzle text starts with. */
export const SHARE_PREFIX = '~';

function checksum(bytes: readonly number[]): number {
  let sum = 0x5a;
  for (const b of bytes) sum = (sum * 31 + b) & 0xff;
  return sum;
}

function packDigits(board: Board, out: number[]): void {
  for (let i = 0; i < 81; i += 2) out.push((board[i] << 4) | (i + 1 < 81 ? board[i + 1] : 0));
}

function unpackDigits(bytes: readonly number[], at: number): number[] | null {
  const out: number[] = [];
  for (let i = 0; i < 81; i++) {
    const byte = bytes[at + (i >> 1)];
    const d = i % 2 === 0 ? byte >> 4 : byte & 15;
    if (d > 9) return null;
    out.push(d);
  }
  return (bytes[at + 40] & 15) === 0 ? out : null;
}

function toBase64Url(bytes: readonly number[]): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i] << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const chars = Math.min(4, Math.ceil(((bytes.length - i) * 8) / 6));
    for (let k = 0; k < chars; k++) out += ALPHABET[(n >> (18 - 6 * k)) & 63];
  }
  return out;
}

function fromBase64Url(text: string): number[] | null {
  const bits: number[] = [];
  for (const ch of text) {
    const v = ALPHABET.indexOf(ch);
    if (v < 0) return null;
    bits.push(v);
  }
  const bytes: number[] = [];
  let acc = 0;
  let count = 0;
  for (const v of bits) {
    acc = (acc << 6) | v;
    count += 6;
    if (count >= 8) {
      count -= 8;
      bytes.push((acc >> count) & 0xff);
    }
  }
  return bytes;
}

/** The share code of a puzzle, with the player's digits and notes when `progress` is given. */
export function encodeShare({ givens, progress }: Shared): string {
  const bytes = [VERSION | (progress ? WITH_PROGRESS : 0)];
  packDigits(givens, bytes);
  if (progress) {
    packDigits(
      progress.digits.map((d, i) => (givens[i] === 0 ? d : 0)),
      bytes,
    );
    const noted = progress.notes.map((m, i) =>
      progress.digits[i] === 0 && givens[i] === 0 ? m & 511 : 0,
    );
    for (let i = 0; i < 81; i += 8) {
      let byte = 0;
      for (let k = 0; k < 8 && i + k < 81; k++) if (noted[i + k]) byte |= 1 << k;
      bytes.push(byte);
    }
    for (const m of noted) if (m) bytes.push(m >> 8, m & 0xff);
  }
  bytes.push(checksum(bytes));
  return SHARE_PREFIX + toBase64Url(bytes);
}

/** A share code read back, or null when it is not one (damaged, changed, or from elsewhere). */
export function decodeShare(code: string): Shared | null {
  if (!code.startsWith(SHARE_PREFIX)) return null;
  const bytes = fromBase64Url(code.slice(SHARE_PREFIX.length));
  if (!bytes || bytes.length < 43) return null;
  const body = bytes.slice(0, -1);
  if (checksum(body) !== bytes[bytes.length - 1]) return null;
  const header = body[0];
  if ((header & 0x7f) !== VERSION) return null;
  const givens = unpackDigits(body, 1);
  if (!givens) return null;
  if (!(header & WITH_PROGRESS)) return body.length === 42 ? { givens, progress: null } : null;
  const digits = unpackDigits(body, 42);
  if (!digits || digits.some((d, i) => d !== 0 && givens[i] !== 0)) return null;
  const notes = new Array<number>(81).fill(0);
  let at = 83 + 11;
  for (let i = 0; i < 81; i++) {
    if (!(body[83 + (i >> 3)] & (1 << (i & 7)))) continue;
    if (at + 1 >= body.length) return null;
    const mask = (body[at] << 8) | body[at + 1];
    at += 2;
    if (mask === 0 || mask > 511 || digits[i] !== 0 || givens[i] !== 0) return null;
    notes[i] = mask;
  }
  if (at !== body.length) return null;
  return { givens, progress: { digits, notes } };
}
