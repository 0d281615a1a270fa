import { describe, expect, it } from 'vitest';
import { applyMove, startPosition } from '../../src/engine';
import type { Position } from '../../src/engine';
import { EASY, at, digitsOf } from './fixtures';

/*
 * The engine function the store is built on: applyMove, the one function
 * that changes a position. Tested here, next to its caller.
 */

const givens = digitsOf(EASY);

function frozen(position: Position): Position {
  return Object.freeze({
    digits: Object.freeze(position.digits.slice()),
    notes: Object.freeze(position.notes.slice()),
    hinted: Object.freeze(position.hinted.slice()),
    corners: Object.freeze(position.corners.slice()),
    colours: Object.freeze(position.colours.slice()),
  });
}

describe('applyMove', () => {
  const start = frozen(startPosition(givens));

  it('places and erases without mutating its input', () => {
    const placed = applyMove(givens, start, { kind: 'place', cell: 0, digit: 9 });
    expect(placed.digits[0]).toBe(9);
    expect(start.digits[0]).toBe(0);
    const erased = applyMove(givens, frozen(placed), { kind: 'erase', cell: 0 });
    expect(erased.digits).toEqual(start.digits);
  });

  it('returns the same position for a move that changes nothing', () => {
    expect(applyMove(givens, start, { kind: 'erase', cell: 0 })).toBe(start);
    expect(applyMove(givens, start, { kind: 'place', cell: at(1, 3), digit: 1 })).toBe(start);
    const placed = applyMove(givens, start, { kind: 'place', cell: 0, digit: 9 });
    expect(applyMove(givens, placed, { kind: 'place', cell: 0, digit: 9 })).toBe(placed);
  });

  it('marks and locks a hint-filled cell', () => {
    const hinted = applyMove(givens, start, { kind: 'hint', cell: 0, digit: 9 });
    expect(hinted.hinted[0]).toBe(1);
    expect(hinted.digits[0]).toBe(9);
    expect(applyMove(givens, hinted, { kind: 'erase', cell: 0 })).toBe(hinted);
  });

  it('clears the notes of a cell it fills', () => {
    const withNotes: Position = {
      ...start,
      notes: start.notes.map((_, i) => (i === 0 ? 0b11 : 0)),
    };
    const placed = applyMove(givens, withNotes, { kind: 'place', cell: 0, digit: 9 });
    expect(placed.notes[0]).toBe(0);
    expect(withNotes.notes[0]).toBe(0b11);
  });
});
