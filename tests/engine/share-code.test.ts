// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeShare, encodeShare } from '../../src/engine/shareCode';

const PUZZLE = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const givens = Array.from(PUZZLE, (c) => (c === '.' ? 0 : Number(c)));

describe('share codes', () => {
  it('a puzzle alone is a short code that reads back', () => {
    const code = encodeShare({ givens, progress: null });
    expect(code).toMatch(/^~[A-Za-z0-9_-]+$/);
    expect(code.length).toBe(59);
    expect(decodeShare(code)).toEqual({ givens, progress: null });
  });

  it('progress (digits and notes) reads back exactly, for any position', () => {
    const cell = fc.record({
      digit: fc.integer({ min: 0, max: 9 }),
      notes: fc.integer({ min: 0, max: 511 }),
    });
    fc.assert(
      fc.property(fc.array(cell, { minLength: 81, maxLength: 81 }), (cells) => {
        const digits = cells.map((c, i) => (givens[i] ? 0 : c.digit));
        const notes = cells.map((c, i) => (givens[i] || digits[i] ? 0 : c.notes));
        const code = encodeShare({ givens, progress: { digits, notes } });
        expect(decodeShare(code)).toEqual({ givens, progress: { digits, notes } });
      }),
      { numRuns: 200 },
    );
  });

  it('refuses damaged, changed or foreign codes', () => {
    const code = encodeShare({
      givens,
      progress: { digits: givens.map(() => 0), notes: givens.map((g) => (g ? 0 : 5)) },
    });
    const flipped = code.slice(0, 20) + (code[20] === 'A' ? 'B' : 'A') + code.slice(21);
    expect(decodeShare(flipped)).toBeNull();
    expect(decodeShare(code.slice(0, -3))).toBeNull();
    expect(decodeShare(`${code}AA`)).toBeNull();
    expect(decodeShare(code.replace('~', ''))).toBeNull();
    expect(decodeShare('~%%%')).toBeNull();
    expect(decodeShare('~')).toBeNull();
    expect(decodeShare(PUZZLE)).toBeNull();
  });
});
