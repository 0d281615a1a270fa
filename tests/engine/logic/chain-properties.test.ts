// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRandom, generateSolvedGrid } from '../../../src/engine';
import {
  TECHNIQUE_IDS,
  applyStep,
  candidatesFromBoard,
  findNextStep,
  type Step,
  type Technique,
} from '../../../src/engine/logic';
import { chainStepProblem } from './chain-links';

/*
 * Properties of the chain and set techniques on random positions: a random
 * solved grid with random cells emptied (often several solutions, so no
 * uniqueness technique may be used). Every step must keep the grid's own
 * digits (a sound step never removes a digit some solution has), and every
 * chain must pass the independent check of chain-links.ts.
 */

const UNIQUENESS: readonly Technique[] = [
  'unique-rectangle',
  'unique-rectangle-2',
  'unique-rectangle-3',
  'unique-rectangle-4',
  'bug-plus-one',
];
const SOUND_ANYWAY = TECHNIQUE_IDS.filter((t) => !UNIQUENESS.includes(t));
const CHAINS: readonly Technique[] = ['x-chain', 'xy-chain', 'aic', 'als-xz', 'als-xy-wing'];

const position = fc
  .tuple(
    fc.integer({ min: 0, max: 0x7fffffff }),
    fc.array(fc.integer({ min: 0, max: 99 }), { minLength: 81, maxLength: 81 }),
  )
  .map(([seed, odds]) => {
    const grid = generateSolvedGrid(createRandom(seed));
    // About 62% of the cells emptied: hard enough for chains, usually many solutions.
    return { grid, puzzle: grid.map((d, i) => (odds[i] < 62 ? 0 : d)) };
  });

/** The first move of a step that removes or contradicts a digit of `grid`, or null. */
function wrongMove(step: Step, grid: number[]): string | null {
  for (const p of step.placements) if (grid[p.cell] !== p.digit) return `places ${p.digit}`;
  for (const e of step.eliminations) if (grid[e.cell] === e.digit) return `removes ${e.digit}`;
  return null;
}

describe('chain technique properties', () => {
  it('every step keeps the solution, and every chain holds on its grid', () => {
    let chainSteps = 0;
    fc.assert(
      fc.property(position, ({ grid, puzzle }) => {
        let cands = candidatesFromBoard(puzzle);
        for (let n = 0; n < 200; n++) {
          const step = findNextStep(cands, { techniques: SOUND_ANYWAY });
          if (!step) break;
          expect(wrongMove(step, grid), step.technique).toBeNull();
          if (CHAINS.includes(step.technique)) {
            chainSteps++;
            expect(chainStepProblem(cands, step), step.technique).toBeNull();
            expect(step.cells).toEqual([...step.cells].sort((a, b) => a - b));
            expect(step.units.every((u) => u >= 0 && u < 27)).toBe(true);
          }
          cands = applyStep(cands, step);
        }
      }),
      { numRuns: 150, seed: 20261123 },
    );
    // The positions are hard enough for the chains to be exercised.
    expect(chainSteps).toBeGreaterThan(50);
  });
});
