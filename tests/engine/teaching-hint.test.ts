import { describe, expect, it } from 'vitest';
import {
  applyMove,
  candidateMasks,
  findTeachingHint,
  solve,
  startPosition,
} from '../../src/engine';
import type { Board, Digit } from '../../src/engine';

const digitsOf = (text: string): number[] => [...text].map((c) => (c === '.' ? 0 : Number(c)));

const EASY = '..8.7.1..12..9..54.....3.2.6.4.1..8953.78..1...9.623...8..4.6.7..75.6...4..8....2';
const EASY_SOLUTION =
  '958274163123698754746153928674315289532789416819462375285941637397526841461837592';
/** A forum "hardest" puzzle: only forcing chains (master) apply at the start. */
const HARDEST = '........1..2..3.4..5.14........6.5....7..8.3.62......4..9.2...8.3.8...9..7...94..';
const NO_NOTES: Board = new Array<number>(81).fill(0);

describe('findTeachingHint', () => {
  it('names a wrong digit first, preferring the selected cell', () => {
    const digits = digitsOf(EASY);
    digits[0] = 1; // solution 9
    digits[1] = 4; // solution 5
    expect(findTeachingHint(digits, NO_NOTES, digitsOf(EASY_SOLUTION))).toEqual({
      kind: 'wrong',
      cell: 0,
      digit: 1,
    });
    expect(findTeachingHint(digits, NO_NOTES, digitsOf(EASY_SOLUTION), 1)).toEqual({
      kind: 'wrong',
      cell: 1,
      digit: 4,
    });
  });

  it('points at notes that leave out the right digit, without saying which', () => {
    const notes = NO_NOTES.slice();
    notes[0] = (1 << 2) | (1 << 3); // 3 and 4; the solution is 9
    expect(findTeachingHint(digitsOf(EASY), notes, digitsOf(EASY_SOLUTION))).toEqual({
      kind: 'wrong-notes',
      cell: 0,
    });
  });

  it('otherwise gives the simplest logical step, which agrees with the solution', () => {
    const hint = findTeachingHint(digitsOf(EASY), NO_NOTES, digitsOf(EASY_SOLUTION));
    expect(hint?.kind).toBe('step');
    if (hint?.kind !== 'step') return;
    expect(['full-house', 'naked-single', 'hidden-single']).toContain(hint.step.technique);
    for (const { cell, digit } of hint.step.placements)
      expect(digit).toBe(digitsOf(EASY_SOLUTION)[cell]);
  });

  it('says stuck when no technique allowed applies', () => {
    const board = digitsOf(HARDEST);
    const hint = findTeachingHint(board, NO_NOTES, solve(board)!, -1, { maxLevel: 'expert' });
    expect(hint).toEqual({ kind: 'stuck' });
  });

  it('on the hardest puzzles, gives a forcing chain that agrees with the solution', () => {
    const board = digitsOf(HARDEST);
    const solution = solve(board)!;
    const hint = findTeachingHint(board, NO_NOTES, solution);
    expect(hint?.kind).toBe('step');
    if (hint?.kind !== 'step') return;
    expect(hint.step.technique).toBe('nested-forcing-chain');
    for (const { cell, digit } of hint.step.eliminations) expect(solution[cell]).not.toBe(digit);
  });

  it('is null on a solved board', () => {
    expect(findTeachingHint(digitsOf(EASY_SOLUTION), NO_NOTES, digitsOf(EASY_SOLUTION))).toBeNull();
  });
});

describe('the eliminate move', () => {
  it('removes digits from notes, filling a note-less cell with its candidates first', () => {
    const givens = digitsOf(EASY);
    const start = startPosition(givens);
    const masks = candidateMasks(givens);
    const digit = (31 - Math.clz32(masks[0]) + 1) as Digit; // the highest candidate of cell 0
    const after = applyMove(givens, start, {
      kind: 'eliminate',
      eliminations: [{ cell: 0, digit }],
    });
    expect(after.notes[0]).toBe(masks[0] & ~(1 << (digit - 1)));
    expect(after.digits).toBe(start.digits);
    // Eliminating from a filled cell changes nothing.
    expect(
      applyMove(givens, start, { kind: 'eliminate', eliminations: [{ cell: 2, digit: 8 }] }),
    ).toBe(start);
  });
});
