import { describe, expect, it } from 'vitest';
import { chainStepProblem } from './chain-links';
import { fixtureGrid, stepOf, techniqueTests, withCandidate } from './helpers';
import { FIXTURES } from './positions/als';

describe('Almost locked sets', () => {
  describe.each(FIXTURES)('%s', (_, fx) => {
    techniqueTests(fx);

    it('its sets are almost locked and the moves follow from them', () => {
      const grid = fixtureGrid(fx);
      expect(chainStepProblem(grid, stepOf(grid, fx.technique)!)).toBeNull();
    });
  });

  it('ALS-XZ needs a restricted common digit: an 8 that r7c2 does not see breaks it', () => {
    // Set B {r1c5, r5c5, r7c5} keeps four digits with r5c5 + 8, but its 8s no longer all see r7c2.
    expect(stepOf(withCandidate(fixtureGrid(FIXTURES[0][1]), 'r5c5+8'), 'als-xz')).toBeNull();
  });
});
