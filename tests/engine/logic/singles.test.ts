import { describe, expect, it } from 'vitest';
import { cloneGrid } from '../../../src/engine/logic';
import { cellOf, fixtureGrid, pencilmarks, stepOf, techniqueTests } from './helpers';
import { FIXTURES } from './positions/singles';

describe('Singles', () => {
  describe.each(FIXTURES)('$technique', (fx) => techniqueTests(fx));
});

describe('Singles that must not fire', () => {
  const [fullHouse, nakedSingle, hiddenSingle] = FIXTURES.map(fixtureGrid);

  it('no full house while every unit has two or more empty cells', () => {
    expect(stepOf(nakedSingle, 'full-house')).toBeNull();
  });

  it('no full house when the player notes leave out the missing digit', () => {
    const grid = cloneGrid(fullHouse);
    grid.masks[cellOf('r2c7')] = 0b110; // 2 and 3, not 7
    expect(stepOf(grid, 'full-house')).toBeNull();
  });

  it('no naked single while every empty cell has two or more candidates', () => {
    expect(stepOf(hiddenSingle, 'naked-single')).toBeNull();
  });

  it('no hidden single while every digit has two or more cells in each unit', () => {
    // The X-Wing position: singles are exhausted there.
    const grid = pencilmarks(`
      26 18 9  23 37 127 468 467 5
      3  4  7  8  6  5   9   1   2
      5  18 26 9  4  127 68  3   67
      7  9  1  5  2  3   46  46  8
      26 3  4  67 9  8   5   27  1
      8  5  26 67 1  4   27  9   3
      9  2  3  4  5  67  1   8   67
      4  7  5  1  8  26  3   26  9
      1  6  8  23 37 9   27  5   4
    `);
    expect(stepOf(grid, 'hidden-single')).toBeNull();
    expect(stepOf(grid, 'naked-single')).toBeNull();
    expect(stepOf(grid, 'full-house')).toBeNull();
  });

  it('the hidden single goes once its digit gets a second cell in the box', () => {
    // 6 in box 4 fits only r6c3; giving r4c3 a 6 too leaves no hidden 6 there.
    const grid = cloneGrid(hiddenSingle);
    grid.masks[cellOf('r4c3')] |= 1 << 5;
    const step = stepOf(grid, 'hidden-single');
    expect(step === null || step.placements[0].cell !== cellOf('r6c3')).toBe(true);
  });
});
