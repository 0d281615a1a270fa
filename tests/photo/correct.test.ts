// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { countSolutions } from '../../src/engine/solver';
import { judgeRead, MANY_UNSURE, proposeCorrection } from '../../src/photo/correct';
import type { PhotoRead } from '../../src/photo/types';

const PUZZLE = '..8.7.1..12..9..54.....3.2.6.4.1..8953.78..1...9.623...8..4.6.7..75.6...4..8....2'
  .split('')
  .map((c) => (c === '.' ? 0 : Number(c)));

/** A confident read of `digits`; second choices: blank for a digit, 1 for a blank. */
function readOf(digits: number[]): Extract<PhotoRead, { ok: true }> {
  return {
    ok: true,
    digits: digits.slice(),
    confidence: digits.map(() => 0.999),
    second: digits.map((d) => (d === 0 ? 1 : 0)),
    secondConfidence: digits.map(() => 0.0005),
    uncertain: digits.map(() => false),
    corners: [
      [0, 0],
      [1, 0],
      [1, 1],
      [0, 1],
    ],
  };
}

/** Misread `cell` as `as` with `confidence`, the true reading second. */
function misread(
  read: Extract<PhotoRead, { ok: true }>,
  cell: number,
  as: number,
  confidence: number,
) {
  read.second[cell] = read.digits[cell];
  read.digits[cell] = as;
  read.confidence[cell] = confidence;
  read.secondConfidence[cell] = (1 - confidence) * 0.9;
  read.uncertain[cell] = confidence < 0.9;
}

/** A digit that repeats one already in the row of `cell` (so the grid has no solution). */
function clash(cell: number): number {
  const row = Math.floor(cell / 9) * 9;
  for (let c = row; c < row + 9; c++)
    if (c !== cell && PUZZLE[c] !== 0 && PUZZLE[c] !== PUZZLE[cell]) return PUZZLE[c];
  throw new Error('no clash');
}

describe('proposeCorrection', () => {
  it('has nothing to propose for a unique grid or a failed read', () => {
    expect(countSolutions(PUZZLE, 2)).toBe(1);
    expect(proposeCorrection(readOf(PUZZLE))).toBeNull();
    expect(proposeCorrection({ ok: false, reason: 'no-grid' })).toBeNull();
  });

  it('switches the one unsure cell whose second choice makes the grid unique', () => {
    const read = readOf(PUZZLE);
    const cell = PUZZLE.indexOf(8); // a given 8, read as a clashing digit
    misread(read, cell, clash(cell), 0.6);
    expect(countSolutions(read.digits, 2)).toBe(0);
    expect(proposeCorrection(read)).toEqual({
      cells: [{ cell, from: clash(cell), to: 8 }],
      digits: PUZZLE,
      // The only fix found, at odds 0.36 / 0.6 against 0.05 for one not
      // tried; its cell's two likeliest readings hold 0.6 + 0.36 of it.
      sure: expect.closeTo((0.6 / 0.65) * 0.96, 6),
    });
  });

  it('keeps confident cells as read while fixing the unsure one', () => {
    // A given read as blank leaves several solutions when the puzzle needs it;
    // here two unsure cells: a clash (the real error) and a sure-ish blank.
    const read = readOf(PUZZLE);
    const wrong = 2;
    misread(read, wrong, clash(wrong), 0.55);
    read.confidence[40] = 0.97; // a confident cell whose second choice is also tried
    const fix = proposeCorrection(read)!;
    expect(fix.cells).toEqual([{ cell: wrong, from: clash(wrong), to: PUZZLE[wrong] }]);
    expect(fix.digits).toEqual(PUZZLE);
  });

  it('fixes two misread cells as a pair', () => {
    const read = readOf(PUZZLE);
    const a = 2;
    const b = PUZZLE.lastIndexOf(2);
    misread(read, a, clash(a), 0.6);
    misread(read, b, clash(b), 0.7);
    const fix = proposeCorrection(read)!;
    expect(fix.digits).toEqual(PUZZLE);
    expect(fix.cells.map((c) => c.cell).sort((x, y) => x - y)).toEqual(
      [a, b].sort((x, y) => x - y),
    );
  });

  it('gives up (null), quickly, when no second choice makes a unique grid', () => {
    const empty = readOf(new Array(81).fill(0));
    empty.confidence.fill(0.5);
    const start = performance.now();
    expect(proposeCorrection(empty)).toBeNull();
    expect(performance.now() - start).toBeLessThan(2000);
  });

  it('changes only cells read unsurely: a sure misreading is left as read', () => {
    const read = readOf(PUZZLE);
    const cell = PUZZLE.indexOf(8);
    misread(read, cell, clash(cell), 0.95); // wrong, but sure of it
    expect(read.uncertain[cell]).toBe(false);
    expect(countSolutions(read.digits, 2)).toBe(0);
    expect(proposeCorrection(read)).toBeNull();
  });

  it('never fills a cell read surely as empty, however well its digit would fit', () => {
    // A given missed, read as a sure blank: the grid has several solutions,
    // and putting the given back would make it unique.
    const given = PUZZLE.findIndex((d, i) => {
      const without = PUZZLE.slice();
      without[i] = 0;
      return d !== 0 && countSolutions(without, 2) === 2;
    });
    expect(given).toBeGreaterThanOrEqual(0);
    const read = readOf(PUZZLE);
    misread(read, given, 0, 0.93);
    expect(read.second[given]).toBe(PUZZLE[given]);
    expect(proposeCorrection(read)).toBeNull();
    expect(judgeRead(read)).toEqual({ correction: null, poor: true });
    // Read unsurely, the same blank may be filled, and the fix says how sure it is.
    misread(read, given, 0, 0.7);
    read.second[given] = PUZZLE[given];
    expect(proposeCorrection(read)).toMatchObject({
      cells: [{ cell: given, from: 0, to: PUZZLE[given] }],
      sure: expect.closeTo((0.27 / 0.7 / (0.27 / 0.7 + 0.05)) * 0.97, 6),
    });
  });

  it('is less sure of a fix the model barely considered', () => {
    const read = readOf(PUZZLE);
    const cell = PUZZLE.indexOf(8);
    misread(read, cell, clash(cell), 0.6);
    read.secondConfidence[cell] = 0.05; // the truth was far down the model's list
    const fix = proposeCorrection(read)!;
    expect(fix.digits).toEqual(PUZZLE);
    expect(fix.sure).toBeCloseTo((0.05 / 0.6 / (0.05 / 0.6 + 0.05)) * 0.65, 6); // 0.41
  });
});

describe('judgeRead', () => {
  it('finds a unique read with few unsure cells sound, with nothing to propose', () => {
    const read = readOf(PUZZLE);
    for (let k = 0; k < MANY_UNSURE - 1; k++) read.uncertain[k] = true;
    expect(judgeRead(read)).toEqual({ correction: null, poor: false });
  });

  it('calls a read with many unsure cells poor, even when its grid is unique', () => {
    const read = readOf(PUZZLE);
    for (let k = 0; k < MANY_UNSURE; k++) read.uncertain[k] = true;
    expect(judgeRead(read)).toEqual({ correction: null, poor: true });
  });

  it('proposes a sure fix without calling the read poor', () => {
    const read = readOf(PUZZLE);
    const cell = PUZZLE.indexOf(8);
    misread(read, cell, clash(cell), 0.6);
    const { correction, poor } = judgeRead(read);
    expect(correction?.cells).toEqual([{ cell, from: clash(cell), to: 8 }]);
    expect(poor).toBe(false);
  });

  it('calls the read poor when no fix, or only an unsure one, makes a proper sudoku', () => {
    const read = readOf(PUZZLE);
    const cell = PUZZLE.indexOf(8);
    misread(read, cell, clash(cell), 0.4);
    read.secondConfidence[cell] = 0.05;
    const { correction, poor } = judgeRead(read);
    expect(correction?.sure).toBeLessThan(0.5);
    expect(poor).toBe(true);
    read.second[cell] = clash(cell) === 1 ? 2 : 1; // the second choice is no fix either
    expect(judgeRead(read)).toEqual({ correction: null, poor: true });
    expect(judgeRead({ ok: false, reason: 'no-grid' })).toEqual({ correction: null, poor: true });
  });
});
