import { describe, expect, it } from 'vitest';
import {
  candidatesFromBoard,
  findNextStep,
  stepFocusUnit,
  stepTargets,
  stepWitnesses,
  unitCells,
} from '../../../src/engine/logic';
import type { Step } from '../../../src/engine/logic';
import { board, cellName, unitName } from './helpers';

/** The simplest step on a board, and the board. */
function firstStep(text: string): { step: Step; digits: number[] } {
  const digits = board(text);
  const step = findNextStep(candidatesFromBoard(digits));
  if (!step) throw new Error('no step');
  return { step, digits };
}

// Corpus positions (see ../../store/fixtures.ts and e2e/hints.spec.ts).
const HIDDEN = '7.8...3.....6.1...5.........4.....263...8.......1...9..9.2....4....7.5...........';
const EASY = '..8.7.1..12..9..54.....3.2.6.4.1..8953.78..1...9.623...8..4.6.7..75.6...4..8....2';
const NAKED_PAIR =
  '8..16.7.92...48.6..6..79.8.98..1567..1679....7.3.869..6...34...3..651..714..27..6';

describe('where a step is', () => {
  it('hidden single: its unit, its cell, and the placed copies of the digit that rule out the rest', () => {
    const { step, digits } = firstStep(HIDDEN);
    expect(step.technique).toBe('hidden-single');
    expect(unitName(stepFocusUnit(step))).toBe('box 6');
    expect(stepTargets(step).map(cellName)).toEqual(['r6c9']);
    // The 3 in column 7 rules out r4c7 and r6c7; the 3 in row 5 rules out r5c7-r5c9.
    expect(stepWitnesses(step, digits).map(cellName)).toEqual(['r1c7', 'r5c1']);
    for (const c of stepWitnesses(step, digits)) expect(digits[c]).toBe(3);
  });

  it('naked single: one peer for each other digit', () => {
    const { step, digits } = firstStep(EASY);
    expect(step.technique).toBe('naked-single');
    const witnesses = stepWitnesses(step, digits);
    expect(witnesses).toHaveLength(8);
    expect(new Set(witnesses.map((c) => digits[c])).size).toBe(8);
    expect(witnesses.map((c) => digits[c])).not.toContain(step.placements[0].digit);
  });

  it('naked pair: the pair is the pattern, the cells losing candidates are the targets', () => {
    const { step, digits } = firstStep(NAKED_PAIR);
    expect(step.technique).toBe('naked-pair');
    expect(unitName(stepFocusUnit(step))).toBe('box 1');
    expect(stepWitnesses(step, digits).map(cellName)).toEqual(['r1c3', 'r3c1']);
    expect(stepTargets(step).map(cellName)).toEqual(['r1c2', 'r2c2', 'r2c3', 'r3c3']);
  });

  it('a step without units looks at the box of its first cell', () => {
    const step: Step = {
      technique: 'colour-trap',
      digits: [4],
      cells: [30, 34],
      units: [],
      placements: [],
      eliminations: [{ cell: 70, digit: 4 }],
    };
    expect(unitName(stepFocusUnit(step))).toBe('box 5');
    expect(stepWitnesses(step, new Array(81).fill(0))).toEqual([30, 34]);
  });

  it('unit cells follow the geometry numbering', () => {
    expect(unitCells(0)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(unitCells(9)).toEqual([0, 9, 18, 27, 36, 45, 54, 63, 72]);
    expect(unitCells(26)).toEqual([60, 61, 62, 69, 70, 71, 78, 79, 80]);
  });
});
