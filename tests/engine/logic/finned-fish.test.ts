import { describe, expect, it } from 'vitest';
import {
  cellName,
  fixtureGrid,
  moves,
  stepOf,
  techniqueTests,
  withCandidate,
  withoutCandidate,
} from './helpers';
import { FIXTURES } from './positions/finned-fish';

describe('Finned fish (Finned X-Wing, Finned Swordfish, sashimi)', () => {
  describe.each(FIXTURES)('$technique', (fx) => techniqueTests(fx));

  // The first fixture: 3 in rows 3 and 6 lies in columns 1 and 8, plus the fin r3c2 in box 1.
  const finned = fixtureGrid(FIXTURES[0]);

  it('does not fire when a second fin lies in another box', () => {
    expect(stepOf(withCandidate(finned, 'r3c6+3'), 'finned-x-wing')).toBeNull();
  });

  it('does not fire when the fin sees nothing in the cover lines', () => {
    // r2c1 is the only cell of a cover line that the fin sees.
    expect(stepOf(withoutCandidate(finned, 'r2c1-3'), 'finned-x-wing')).toBeNull();
  });

  it('leaves a fish without fins to the basic fish, which removes more', () => {
    const grid = withoutCandidate(finned, 'r3c2-3');
    const step = stepOf(grid, 'x-wing')!;
    expect(step.cells.map(cellName)).toEqual(['r3c1', 'r3c8', 'r6c1', 'r6c8']);
    expect(moves(step)).toEqual(['r2c1<>3', 'r4c1<>3', 'r4c8<>3', 'r5c1<>3', 'r7c8<>3', 'r9c8<>3']);
  });
});
