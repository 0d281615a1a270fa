// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { PEERS, createRandom, type Digit } from '../../../src/engine';
import type { CellDigit } from '../../../src/engine/logic';
import {
  checkPracticeStep,
  makePracticePosition,
  techniqueSteps,
  type PracticePosition,
} from '../../../src/engine/practice';

/*
 * The answer check: exactly the technique's step is right; part of it is
 * incomplete; anything else (a mistake, or a true change the technique
 * does not make here) is wrong.
 */

const xWing = makePracticePosition('x-wing', createRandom('check x-wing'));
const hidden = makePracticePosition('hidden-single', createRandom('check hidden'));

/** A candidate of the position that the solution rules out and no step of the technique removes. */
function otherFalseCandidate(position: PracticePosition): CellDigit {
  const removed = new Set(
    techniqueSteps(position).flatMap((s) => s.eliminations.map((e) => e.cell * 10 + e.digit)),
  );
  for (let cell = 0; cell < 81; cell++) {
    for (let digit = 1; digit <= 9; digit++) {
      const has = (position.candidates[cell] & (1 << (digit - 1))) !== 0;
      if (has && position.solution[cell] !== digit && !removed.has(cell * 10 + digit))
        return { cell, digit: digit as Digit };
    }
  }
  throw new Error('no other candidate');
}

describe('checkPracticeStep on eliminations (X-Wing)', () => {
  const step = xWing.step;

  it('says right for exactly the step, and shows that step', () => {
    const result = checkPracticeStep(xWing, { placements: [], eliminations: step.eliminations });
    expect(result.verdict).toBe('right');
    expect(result.step).toEqual(step);
    expect(result.missing).toEqual([]);
  });

  it('says incomplete for nothing done, and for part of the step, naming what is missing', () => {
    expect(checkPracticeStep(xWing, { placements: [], eliminations: [] }).verdict).toBe(
      'incomplete',
    );
    if (step.eliminations.length > 1) {
      const [first, ...rest] = step.eliminations;
      const result = checkPracticeStep(xWing, { placements: [], eliminations: [first] });
      expect(result.verdict).toBe('incomplete');
      expect(result.missing).toEqual(rest);
    }
  });

  it("says wrong when the solution's digit is removed, naming the mistake", () => {
    const cell = xWing.candidates.findIndex((m, i) => m !== 0 && i !== step.eliminations[0].cell);
    const mistake: CellDigit = { cell, digit: xWing.solution[cell] as Digit };
    const result = checkPracticeStep(xWing, {
      placements: [],
      eliminations: [...step.eliminations, mistake],
    });
    expect(result.verdict).toBe('wrong');
    expect(result.mistakes).toEqual([mistake]);
  });

  it('says wrong for a true removal that no X-Wing here makes', () => {
    const other = otherFalseCandidate(xWing);
    const result = checkPracticeStep(xWing, {
      placements: [],
      eliminations: [...step.eliminations, other],
    });
    expect(result.verdict).toBe('wrong');
    expect(result.mistakes).toEqual([]);
    expect(result.unjustified).toEqual([other]);
  });

  it('says wrong for a right digit placed instead of the eliminations', () => {
    const cell = xWing.digits.findIndex((d) => d === 0);
    const placement: CellDigit = { cell, digit: xWing.solution[cell] as Digit };
    const result = checkPracticeStep(xWing, { placements: [placement], eliminations: [] });
    expect(result.verdict).toBe('wrong');
    expect(result.unjustified).toEqual([placement]);
  });

  it('ignores removals of candidates the position does not have', () => {
    const cell = xWing.digits.findIndex((d) => d !== 0);
    const result = checkPracticeStep(xWing, {
      placements: [],
      eliminations: [...step.eliminations, { cell, digit: 1 as Digit }],
    });
    expect(result.verdict).toBe('right');
  });
});

describe('checkPracticeStep on a placement (hidden single)', () => {
  const placement = hidden.step.placements[0];

  it('says right for the digit placed, with or without the notes it cleans', () => {
    expect(checkPracticeStep(hidden, { placements: [placement], eliminations: [] }).verdict).toBe(
      'right',
    );
    const cleaned = PEERS[placement.cell]
      .filter((p) => (hidden.candidates[p] & (1 << (placement.digit - 1))) !== 0)
      .map((cell) => ({ cell, digit: placement.digit }));
    expect(
      checkPracticeStep(hidden, { placements: [placement], eliminations: cleaned }).verdict,
    ).toBe('right');
  });

  it('says wrong for a wrong digit there', () => {
    const digit = (placement.digit === 9 ? 1 : placement.digit + 1) as Digit;
    const result = checkPracticeStep(hidden, {
      placements: [{ cell: placement.cell, digit }],
      eliminations: [],
    });
    expect(result.verdict).toBe('wrong');
    expect(result.mistakes).toEqual([{ cell: placement.cell, digit }]);
    expect(result.step).toEqual(hidden.step);
  });

  it('accepts another hidden single of the same position', () => {
    const others = techniqueSteps(hidden).slice(1);
    for (const other of others) {
      expect(
        checkPracticeStep(hidden, { placements: other.placements, eliminations: [] }).verdict,
      ).toBe('right');
    }
  });
});

describe('checkPracticeStep on a forcing chain', () => {
  const position = makePracticePosition('contradiction-chain', createRandom('check forcing'));

  it('checks against the position’s own step only, right when it is made', () => {
    expect(techniqueSteps(position)).toEqual([position.step]);
    const attempt = {
      placements: position.step.placements,
      eliminations: position.step.eliminations,
    };
    expect(checkPracticeStep(position, attempt).verdict).toBe('right');
  });
});
