import { describe, expect, it } from 'vitest';
import { applyStep, candidatesFromBoard, findNextStep, type Step } from '../../../src/engine/logic';
import { board, cellOf } from './helpers';

const PUZZLE = board(
  '..8.7.1..12..9..54.....3.2.6.4.1..8953.78..1...9.623...8..4.6.7..75.6...4..8....2',
);
const bits = (...digits: number[]) => digits.reduce((m, d) => m | (1 << (d - 1)), 0);

describe('candidatesFromBoard', () => {
  it('gives each empty cell the digits its peers do not hold, and filled cells none', () => {
    const grid = candidatesFromBoard(PUZZLE);
    expect(grid.values[cellOf('r1c3')]).toBe(8);
    expect(grid.masks[cellOf('r1c3')]).toBe(0);
    // r1c1: row 1 holds 8 7 1, column 1 holds 1 6 5 4, box 1 holds 8 1 2.
    expect(grid.masks[cellOf('r1c1')]).toBe(bits(3, 9));
  });

  it('keeps only the noted digits its peers allow, and every allowed digit where nothing is noted', () => {
    const notes = new Array<number>(81).fill(0);
    notes[cellOf('r1c1')] = bits(3, 7); // 7 is in row 1: dropped
    const grid = candidatesFromBoard(PUZZLE, notes);
    expect(grid.masks[cellOf('r1c1')]).toBe(bits(3));
    expect(grid.masks[cellOf('r1c2')]).toBe(candidatesFromBoard(PUZZLE).masks[cellOf('r1c2')]);
  });

  it('lets the notes drive the next step: one noted digit is a naked single', () => {
    const notes = new Array<number>(81).fill(0);
    notes[cellOf('r1c1')] = bits(9);
    const step = findNextStep(candidatesFromBoard(PUZZLE, notes), {
      techniques: ['naked-single'],
    });
    expect(step?.placements).toEqual([{ cell: cellOf('r1c1'), digit: 9 }]);
  });

  it('never mutates its inputs', () => {
    const input = Object.freeze(PUZZLE.slice());
    const notes = Object.freeze(new Array<number>(81).fill(0x1ff));
    expect(() => candidatesFromBoard(input, notes)).not.toThrow();
  });
});

describe('applyStep', () => {
  it('places digits, clears them from the peers and removes eliminated candidates, on a copy', () => {
    const grid = candidatesFromBoard(PUZZLE);
    const before = grid.masks.slice();
    const step: Step = {
      technique: 'naked-single',
      digits: [9],
      cells: [0],
      units: [0, 9, 18],
      placements: [{ cell: cellOf('r1c1'), digit: 9 }],
      eliminations: [{ cell: cellOf('r1c2'), digit: 3 }],
    };
    const next = applyStep(grid, step);
    expect(next.values[cellOf('r1c1')]).toBe(9);
    expect(next.masks[cellOf('r1c1')]).toBe(0);
    expect(next.masks[cellOf('r2c3')] & bits(9)).toBe(0); // a peer in box 1
    expect(next.masks[cellOf('r1c2')] & bits(3)).toBe(0);
    expect(grid.masks).toEqual(before);
    expect(grid.values[cellOf('r1c1')]).toBe(0);
  });
});
