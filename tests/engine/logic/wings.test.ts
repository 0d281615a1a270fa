import { describe, expect, it } from 'vitest';
import { chainStepProblem } from './chain-links';
import { cellName, fixtureGrid, stepOf, techniqueTests } from './helpers';
import { FIXTURES } from './positions/wings';

describe('Wings (XY-Wing, XYZ-Wing, W-Wing)', () => {
  describe.each(FIXTURES)('$technique', (fx) => techniqueTests(fx));

  it.each(FIXTURES.filter((fx) => fx.chains))('a $technique chain holds on its grid', (fx) => {
    const grid = fixtureGrid(fx);
    expect(chainStepProblem(grid, stepOf(grid, fx.technique)!)).toBeNull();
  });

  it('an XY-Wing and an XYZ-Wing name their pivot', () => {
    const pivots = FIXTURES.filter((fx) => fx.technique !== 'w-wing').map((fx) => {
      const step = stepOf(fixtureGrid(fx), fx.technique)!;
      return step.pivot === undefined ? null : cellName(step.pivot);
    });
    expect(pivots).toEqual(['r3c8', 'r8c7']);
  });
});
