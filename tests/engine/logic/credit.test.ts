// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createRandom, type Digit } from '../../../src/engine';
import { TECHNIQUE_IDS, creditMove, type ClassicTechnique } from '../../../src/engine/logic';
import { SET_ASIDE, makePracticePosition } from '../../../src/engine/practice';

/*
 * The mastery counts: which technique a player's own move shows. Practice
 * positions (the technique is the simplest step there) give a move of each.
 */

const FORCING = TECHNIQUE_IDS.filter((t) => t.endsWith('forcing-chain'));
// Each technique whose practice position has it as the very simplest step (the
// static forcing chains come after kinds set aside, and take seconds each).
const TRIED = TECHNIQUE_IDS.filter((t) => !SET_ASIDE[t] && !FORCING.includes(t));

describe('creditMove', () => {
  for (const technique of TRIED) {
    it(`credits each change of a ${technique} step to ${technique}`, () => {
      const p = makePracticePosition(technique, createRandom(`credit ${technique}`));
      for (const e of p.step.eliminations)
        expect(creditMove(p.digits, p.candidates, p.solution, { ...e, place: false })).toBe(
          technique,
        );
      for (const e of p.step.placements)
        expect(creditMove(p.digits, p.candidates, p.solution, { ...e, place: true })).toBe(
          technique,
        );
    });
  }

  it('credits nothing for a wrong digit, a removed solution digit or a tidy-up', () => {
    const p = makePracticePosition('hidden-single', createRandom('credit wrong'));
    const { cell, digit } = p.step.placements[0];
    const wrong = ((digit % 9) + 1) as typeof digit;
    expect(
      creditMove(p.digits, p.candidates, p.solution, { cell, digit: wrong, place: true }),
    ).toBe(null);
    // Taking the solution's digit out of the notes is a mistake, not a step.
    expect(creditMove(p.digits, p.candidates, p.solution, { cell, digit, place: false })).toBe(
      null,
    );
    // A digit its peer already holds: tidying the notes up.
    const filled = p.digits.findIndex((d, i) => d !== 0 && i !== cell && sameRow(i, cell));
    const notes = p.candidates.slice();
    notes[cell] |= 1 << (p.digits[filled] - 1);
    expect(
      creditMove(p.digits, notes, p.solution, {
        cell,
        digit: p.digits[filled] as Digit,
        place: false,
      }),
    ).toBe(null);
    // A filled cell: nothing to credit.
    expect(
      creditMove(p.digits, p.candidates, p.solution, {
        cell: filled,
        digit: p.digits[filled] as Digit,
        place: true,
      }),
    ).toBe(null);
  });

  it('credits a placement to the single the board or the notes show', () => {
    const p = makePracticePosition('x-wing', createRandom('credit after'));
    // After the X-Wing's removals, the notes may show a single the plain candidates do not.
    const notes = p.candidates.slice();
    for (const e of p.step.eliminations) notes[e.cell] &= ~(1 << (e.digit - 1));
    for (let cell = 0; cell < 81; cell++) {
      if (p.digits[cell] !== 0) continue;
      const credited = creditMove(p.digits, notes, p.solution, {
        cell,
        digit: p.solution[cell] as Digit,
        place: true,
      });
      expect([null, 'full-house', 'naked-single', 'hidden-single', ...TECHNIQUE_IDS]).toContain(
        credited,
      );
      if (notes[cell] === 1 << (p.solution[cell] - 1))
        expect(['full-house', 'naked-single', 'hidden-single']).toContain(credited);
    }
  });

  it('leaves the chains out when not deep (on the page itself)', () => {
    const p = makePracticePosition('xy-chain', createRandom('credit chain'));
    const e = { ...p.step.eliminations[0], place: false };
    expect(creditMove(p.digits, p.candidates, p.solution, e, false)).toBe(null);
    expect(creditMove(p.digits, p.candidates, p.solution, e)).toBe('xy-chain');
  });

  it('leaves the forcing chains out when not deep', () => {
    const technique: ClassicTechnique = 'digit-forcing-chain';
    const p = makePracticePosition(technique, createRandom('credit forcing'));
    const change = [
      ...p.step.eliminations.map((e) => ({ ...e, place: false })),
      ...p.step.placements.map((e) => ({ ...e, place: true })),
    ][0];
    expect(creditMove(p.digits, p.candidates, p.solution, change, false)).toBe(null);
    expect(FORCING).toContain(creditMove(p.digits, p.candidates, p.solution, change));
  });
});

function sameRow(a: number, b: number): boolean {
  return Math.floor(a / 9) === Math.floor(b / 9);
}
