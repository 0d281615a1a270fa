import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatMove,
  formatMoves,
  formatPosition,
  parseMove,
  parseMoves,
  parsePosition,
} from '../../src/engine';
import type { CellMove, Digit, Move, Position } from '../../src/engine';

/*
 * The compact text of moves and positions (saves, links): each kind of move
 * has its token, parse and format round-trip, and bad text names what was
 * wrong instead of throwing.
 */

const cell = fc.integer({ min: 0, max: 80 });
const digit = fc.integer({ min: 1, max: 9 }).map((d) => d as Digit);

const colour = fc.integer({ min: 0, max: 9 });
const cellMove: fc.Arbitrary<CellMove> = fc.oneof(
  fc.record({ kind: fc.constant('place' as const), cell, digit, cleanup: fc.boolean() }),
  fc.record({ kind: fc.constant('erase' as const), cell }),
  fc.record({ kind: fc.constant('note' as const), cell, digit }),
  fc.record({ kind: fc.constant('corner' as const), cell, digit }),
  fc.record({ kind: fc.constant('colour' as const), cell, colour }),
);

const move: fc.Arbitrary<Move> = fc.oneof(
  cellMove,
  fc.record({
    kind: fc.constant('batch' as const),
    moves: fc.array(cellMove, { minLength: 1, maxLength: 81 }),
  }),
  fc.record({ kind: fc.constant('place' as const), cell, digit, cleanup: fc.boolean() }),
  fc.record({ kind: fc.constant('hint' as const), cell, digit, cleanup: fc.boolean() }),
  fc.record({ kind: fc.constant('erase' as const), cell }),
  fc.record({ kind: fc.constant('note' as const), cell, digit }),
  fc.constant({ kind: 'fill-notes' as const }),
  fc.record({ kind: fc.constant('restore' as const), to: fc.integer({ min: 0, max: 100_000 }) }),
  fc.constant({ kind: 'restart' as const }),
  fc.record({
    kind: fc.constant('restart' as const),
    elapsedMs: fc.integer({ min: 0, max: 36 ** 10 - 1 }),
  }),
  fc.record({
    kind: fc.constant('eliminate' as const),
    eliminations: fc.array(fc.record({ cell, digit }), { minLength: 1, maxLength: 12 }),
  }),
);

const position: fc.Arbitrary<Position> = fc.record({
  digits: fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 81, maxLength: 81 }),
  notes: fc.array(fc.integer({ min: 0, max: 511 }), { minLength: 81, maxLength: 81 }),
  hinted: fc.array(fc.integer({ min: 0, max: 1 }), { minLength: 81, maxLength: 81 }),
  corners: fc.oneof(
    fc.constant(new Array<number>(81).fill(0)),
    fc.array(fc.integer({ min: 0, max: 511 }), { minLength: 81, maxLength: 81 }),
  ),
  colours: fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 81, maxLength: 81 }),
});

describe('move text', () => {
  it.each([
    [{ kind: 'place', cell: 40, digit: 5, cleanup: false }, 'p405'],
    [{ kind: 'place', cell: 3, digit: 9, cleanup: true }, 'P039'],
    [{ kind: 'hint', cell: 80, digit: 1, cleanup: true }, 'H801'],
    [{ kind: 'erase', cell: 7 }, 'e07'],
    [{ kind: 'note', cell: 12, digit: 4 }, 'n124'],
    [{ kind: 'fill-notes' }, 'f'],
    [{ kind: 'restore', to: 12 }, 'r12'],
    [{ kind: 'restart' }, 's'],
    [{ kind: 'restart', elapsedMs: 300_000 }, 's6fhc'],
    [{ kind: 'restart', elapsedMs: 0 }, 's0'],
    [
      {
        kind: 'eliminate',
        eliminations: [
          { cell: 40, digit: 5 },
          { cell: 41, digit: 6 },
        ],
      },
      'x405416',
    ],
    [{ kind: 'corner', cell: 40, digit: 5 }, 'c405'],
    [{ kind: 'colour', cell: 40, colour: 3 }, 'o403'],
    [{ kind: 'colour', cell: 0, colour: 0 }, 'o000'],
    [
      {
        kind: 'batch',
        moves: [
          { kind: 'place', cell: 40, digit: 5, cleanup: true },
          { kind: 'note', cell: 41, digit: 5 },
          { kind: 'colour', cell: 42, colour: 9 },
        ],
      },
      'bP405.n415.o429',
    ],
  ] as [Move, string][])('%o is %s', (m, token) => {
    expect(formatMove(m)).toBe(token);
    expect(parseMove(token)).toEqual(m);
  });

  it('property: a list of moves round-trips, in a few characters per move', () => {
    fc.assert(
      fc.property(fc.array(move, { maxLength: 60 }), (moves) => {
        const text = formatMoves(moves);
        const parsed = parseMoves(text);
        expect(parsed).toEqual({ ok: true, value: moves });
        const plain = moves.filter(
          (m) =>
            m.kind !== 'eliminate' &&
            m.kind !== 'batch' &&
            m.kind !== 'restore' &&
            !(m.kind === 'restart' && m.elapsedMs !== undefined),
        );
        expect(formatMoves(plain).length).toBeLessThanOrEqual(plain.length * 5);
      }),
    );
  });

  it.each([
    'p815',
    'p400',
    'q405',
    'e4',
    'r-1',
    'r01',
    'x40',
    'f1',
    'n40',
    '',
    's01',
    's-1',
    'sA',
    'c400',
    'c815',
    'o40',
    'o40a',
    'b',
    'bp405.',
    'bh405', // a hint is never part of a selection's change
    'bf',
    'bbp405',
    'b' + Array(82).fill('p405').join('.'), // more moves than cells
  ])('refuses the token %j', (token) => {
    expect(parseMove(token)).toBeNull();
  });

  it('a restart keeps the time it reset in a few characters, and one saved without it still reads', () => {
    const hour = { kind: 'restart', elapsedMs: 3_600_000 } as const;
    expect(formatMove(hour).length).toBeLessThanOrEqual(6);
    expect(parseMoves(formatMoves([hour, { kind: 'restart' }]))).toEqual({
      ok: true,
      value: [hour, { kind: 'restart' }],
    });
    expect(parseMoves('p405,s,e40')).toEqual({
      ok: true,
      value: [
        { kind: 'place', cell: 40, digit: 5, cleanup: false },
        { kind: 'restart' },
        { kind: 'erase', cell: 40 },
      ],
    });
    expect(parseMove('s' + 'z'.repeat(10))).toEqual({ kind: 'restart', elapsedMs: 36 ** 10 - 1 });
    expect(parseMove('s1' + '0'.repeat(10))).toBeNull(); // over ten characters
  });

  it('names the first bad token of a list', () => {
    expect(parseMoves('p405,zz,e40')).toEqual({
      ok: false,
      error: { code: 'bad-move', index: 1, token: 'zz' },
    });
    expect(parseMoves('')).toEqual({ ok: true, value: [] });
  });
});

describe('position text', () => {
  it('property: a position round-trips', () => {
    fc.assert(
      fc.property(position, (p) => {
        expect(parsePosition(formatPosition(p))).toEqual({ ok: true, value: p });
      }),
    );
  });

  it.each([
    ['not three fields', 'abc', 'shape'],
    ['80 digits', `${'0'.repeat(80)}/${'00'.repeat(81)}/`, 'digits'],
    ['a mask over 511', `${'0'.repeat(81)}/zz${'00'.repeat(80)}/`, 'notes'],
    ['an odd hint list', `${'0'.repeat(81)}/${'00'.repeat(81)}/4`, 'hinted'],
    ['a hint cell out of range', `${'0'.repeat(81)}/${'00'.repeat(81)}/81`, 'hinted'],
  ])('refuses %s', (_name, text, field) => {
    expect(parsePosition(text)).toEqual({ ok: false, error: { code: 'bad-position', field } });
  });
});
