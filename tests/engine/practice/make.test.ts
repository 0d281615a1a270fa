// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createRandom } from '../../../src/engine';
import {
  TECHNIQUE_IDS,
  findNextStep,
  type ClassicTechnique as Technique,
} from '../../../src/engine/logic';
import {
  SET_ASIDE,
  makePracticePosition,
  playUntil,
  simplestStepFor,
} from '../../../src/engine/practice';
import { PRACTICE_BANK } from '../../../src/engine/practice/bank';
import { expectRealPosition, gridOf } from './helpers';

/*
 * Every technique's practice position: a new puzzle played forward until
 * the technique is the simplest step, and the bank puzzles behind the
 * rare ones.
 */

/** The simplest step of a position, checked as lessons and practice define it. */
function expectSimplest(technique: Technique, digits: number[], candidates: number[]): void {
  const grid = gridOf(digits, candidates);
  expect(simplestStepFor(grid, technique)?.technique).toBe(technique);
  const first = findNextStep(grid)?.technique;
  // The static forcing chains: the earlier static kinds set aside come first.
  if (SET_ASIDE[technique]) expect(SET_ASIDE[technique]).toContain(first);
  else expect(first).toBe(technique);
}

describe('makePracticePosition', () => {
  for (const technique of TECHNIQUE_IDS) {
    it(`makes a position whose simplest step is ${technique}`, () => {
      const position = makePracticePosition(technique, createRandom(`practice ${technique}`));
      expect(position.technique).toBe(technique);
      expect(position.step.technique).toBe(technique);
      const solution = expectRealPosition(
        position.puzzle,
        position.digits,
        position.candidates,
        position.step,
      );
      expect(position.solution).toEqual(solution);
      expectSimplest(technique, position.digits, position.candidates);
      expect(simplestStepFor(gridOf(position.digits, position.candidates), technique)).toEqual(
        position.step,
      );
    });
  }

  it('gives the same position for the same seed, and new ones as the random source goes on', () => {
    const a = makePracticePosition('x-wing', createRandom(1));
    expect(makePracticePosition('x-wing', createRandom(1))).toEqual(a);
    const random = createRandom(2);
    const seen = new Set<string>();
    for (let n = 0; n < 6; n++) {
      const p = makePracticePosition('x-wing', random);
      seen.add(p.digits.join('') + p.candidates.join(','));
    }
    expect(seen.size).toBe(6);
  });

  it('makes bank positions new too: a bank puzzle comes transformed', () => {
    const random = createRandom('bank');
    const bank = new Set(PRACTICE_BANK.jellyfish!.map((p) => p.replace(/\./g, '0')));
    for (let n = 0; n < 4; n++) {
      const position = makePracticePosition('jellyfish', random);
      expect(position.source).toBe('bank');
      expect(bank.has(position.puzzle.join(''))).toBe(false);
    }
  });
});

describe('the practice bank', () => {
  for (const [technique, puzzles] of Object.entries(PRACTICE_BANK) as [Technique, string[]][]) {
    it(`holds puzzles that reach ${technique} when played forward (${puzzles.length})`, () => {
      expect(puzzles.length).toBeGreaterThan(0);
      for (const text of puzzles) {
        const puzzle = Array.from(text, (ch) => (ch === '.' ? 0 : Number(ch)));
        const found = playUntil(puzzle, technique);
        expect(found?.step.technique).toBe(technique);
        expectRealPosition(puzzle, found!.digits, found!.candidates, found!.step);
      }
    });
  }
});
