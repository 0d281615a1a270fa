// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeShare, encodeShare, parsePuzzle } from '../../src/engine';
import type { Shared } from '../../src/engine';

const EASY = '..8.7.1..12..9..54.....3.2.6.4.1..8953.78..1...9.623...8..4.6.7..75.6...4..8....2';
const givens = (parsePuzzle(EASY) as { ok: true; board: number[] }).board;

/** The easy puzzle with a few digits (one of them wrong) and notes. */
function withProgress(): Shared {
  const digits = givens.slice();
  const notes = new Array<number>(81).fill(0);
  digits[0] = 9;
  digits[1] = 3; // wrong, but a player's digit all the same
  notes[3] = 0b000000110; // 2 and 3
  notes[73] = 0x1ff; // every digit
  return { givens, progress: { digits, notes } };
}

describe('share codes', () => {
  it('round-trips a puzzle, short and URL-safe', () => {
    const code = encodeShare({ givens, progress: null });
    expect(code).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(code.length).toBeLessThanOrEqual(40);
    expect(decodeShare(code)).toEqual({ ok: true, value: { givens, progress: null } });
  });

  it('round-trips digits and notes exactly', () => {
    const shared = withProgress();
    const code = encodeShare(shared);
    expect(code.length).toBeLessThanOrEqual(80);
    expect(decodeShare(code)).toEqual({ ok: true, value: shared });
  });

  it('round-trips any board of digits and notes', () => {
    const cell = fc.tuple(fc.integer({ min: 0, max: 9 }), fc.integer({ min: 0, max: 511 }));
    fc.assert(
      fc.property(fc.array(cell, { minLength: 81, maxLength: 81 }), fc.boolean(), (cells, more) => {
        const digits = givens.map((g, i) => (g !== 0 ? g : cells[i][0]));
        const notes = givens.map((g, i) => (g !== 0 || digits[i] !== 0 ? 0 : cells[i][1]));
        const shared: Shared = { givens, progress: more ? { digits, notes } : null };
        expect(decodeShare(encodeShare(shared))).toEqual({ ok: true, value: shared });
      }),
      { numRuns: 200 },
    );
  });

  it('round-trips corner marks and colours with the digits and notes (givens coloured too)', () => {
    const cell = fc.tuple(
      fc.integer({ min: 0, max: 9 }),
      fc.integer({ min: 0, max: 511 }),
      fc.integer({ min: 0, max: 511 }),
      fc.integer({ min: 0, max: 9 }),
    );
    fc.assert(
      fc.property(fc.array(cell, { minLength: 81, maxLength: 81 }), (cells) => {
        const digits = givens.map((g, i) => (g !== 0 ? g : cells[i][0]));
        const empty = (i: number) => givens[i] === 0 && digits[i] === 0;
        const notes = givens.map((_, i) => (empty(i) ? cells[i][1] : 0));
        const corners = givens.map((_, i) => (empty(i) ? cells[i][2] : 0));
        const colours = cells.map((c) => c[3]);
        const marked = corners.some((m) => m !== 0) || colours.some((c) => c !== 0);
        const progress = marked ? { digits, notes, corners, colours } : { digits, notes };
        const code = encodeShare({ givens, progress });
        expect(code.length).toBeLessThanOrEqual(600);
        expect(decodeShare(code)).toEqual({ ok: true, value: { givens, progress } });
      }),
      { numRuns: 200 },
    );
  });

  it('a code with a few corner marks and colours stays short, and one without any is as before', () => {
    const plain = withProgress();
    const none = new Array<number>(81).fill(0);
    const corners = none.slice();
    corners[3] = 0b1001; // 1 and 4 in a corner
    const colours = none.slice();
    colours[0] = 3;
    colours[2] = 7; // a given, coloured
    const marked = { ...plain, progress: { ...plain.progress!, corners, colours } };
    const code = encodeShare(marked);
    expect(code.length - encodeShare(plain).length).toBeLessThanOrEqual(35);
    expect(decodeShare(code)).toEqual({ ok: true, value: marked });
    // Marks all clear: the same code as progress without them.
    const clear = { ...plain, progress: { ...plain.progress!, corners: none, colours: none } };
    expect(encodeShare(clear)).toBe(encodeShare(plain));
  });

  it('rejects a changed, cut or made-up code', () => {
    const code = encodeShare(withProgress());
    const flip = (i: number) =>
      code.slice(0, i) + (code[i] === 'A' ? 'B' : 'A') + code.slice(i + 1);
    for (let i = 0; i < code.length; i++) expect(decodeShare(flip(i)).ok).toBe(false);
    expect(decodeShare(code.slice(1)).ok).toBe(false);
    expect(decodeShare(code.slice(0, -1)).ok).toBe(false);
    expect(decodeShare(code + 'A').ok).toBe(false);
    expect(decodeShare('').ok).toBe(false);
    expect(decodeShare('not a code!').ok).toBe(false);
    expect(decodeShare('A'.repeat(500)).ok).toBe(false);
    expect(decodeShare('hello')).toEqual({ ok: false, error: 'damaged' });
  });

  it('round-trips a 6x6 board (36 cells, notes of 1-6), read at its size', () => {
    const cell = fc.tuple(fc.integer({ min: 0, max: 6 }), fc.integer({ min: 0, max: 63 }));
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 6 }), { minLength: 36, maxLength: 36 }),
        fc.array(cell, { minLength: 36, maxLength: 36 }),
        (small, cells) => {
          const digits = small.map((g, i) => (g !== 0 ? g : cells[i][0]));
          const notes = small.map((g, i) => (g !== 0 || digits[i] !== 0 ? 0 : cells[i][1]));
          const shared: Shared = { givens: small, progress: { digits, notes } };
          const code = encodeShare(shared);
          expect(decodeShare(code, 36)).toEqual({ ok: true, value: shared });
          // Read as a 9x9 board's code, it is not taken for another puzzle.
          expect(decodeShare(code).ok).toBe(false);
        },
      ),
      { numRuns: 200 },
    );
  });
});
