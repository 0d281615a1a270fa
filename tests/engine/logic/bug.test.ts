import { describe, expect, it } from 'vitest';
import { fixtureGrid, stepOf, techniqueTests, withCandidate } from './helpers';
import { FIXTURES } from './positions/bug';

describe('BUG+1', () => {
  describe.each(FIXTURES)('$technique', (fx) => techniqueTests(fx));

  it('does not fire with a second cell of three candidates', () => {
    expect(stepOf(withCandidate(fixtureGrid(FIXTURES[0]), 'r5c1+1'), 'bug-plus-one')).toBeNull();
  });
});
