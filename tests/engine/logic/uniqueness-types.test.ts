import { describe, expect, it } from 'vitest';
import { fixtureGrid, stepOf, techniqueTests, withCandidate } from './helpers';
import { FIXTURES } from './positions/uniqueness-types';

describe('Unique rectangle types 2, 3 and 4', () => {
  describe.each(FIXTURES)('$technique', (fx) => techniqueTests(fx));

  it('type 4 needs the strong link: another 4 in the roof row breaks it', () => {
    expect(stepOf(fixtureGrid(FIXTURES[3]), 'unique-rectangle-4')).not.toBeNull();
    // Roof r3c6 {4,5,6}, r3c9 {1,4,6}: 4 only there in row 3, so 6 leaves both.
    const grid = fixtureGrid(FIXTURES.find((fx) => fx.technique === 'unique-rectangle-4')!);
    expect(stepOf(withCandidate(grid, 'r3c1+4'), 'unique-rectangle-4')).toBeNull();
  });

  it('type 3 needs the naked subset: a partner with a digit beyond it breaks it', () => {
    // Roof extras {1,4} with r4c3 {1,4}: a naked pair in row 4.
    const grid = fixtureGrid(FIXTURES.find((fx) => fx.technique === 'unique-rectangle-3')!);
    expect(stepOf(withCandidate(grid, 'r4c3+6'), 'unique-rectangle-3')).toBeNull();
  });
});
