import { drawingNow } from '../../src/store/drawingNow';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CLASSIC_RULES,
  SIX_RULES,
  X_RULES,
  createRandom,
  generateKindPuzzle,
  killerRules,
} from '../../src/engine';
import type { Rules } from '../../src/engine';
import { CORNER, DIAGONAL, EDGE, drawingOf, loadDrawing } from '../../src/store';

const { top, right, bottom, left } = EDGE;

/** The cell at 1-based row and column on a board of `size`. */
const at = (row: number, col: number, size = 9) => (row - 1) * size + col - 1;

/** The neighbour of cell i across each side, or -1 off the board. */
function across(i: number, size: number): [number, number][] {
  const r = Math.floor(i / size);
  const c = i % size;
  return [
    [top, r > 0 ? i - size : -1],
    [right, c < size - 1 ? i + 1 : -1],
    [bottom, r < size - 1 ? i + size : -1],
    [left, c > 0 ? i - 1 : -1],
  ];
}

/** Walls agree with the regions: a side is a wall exactly when the cell across it is in another region. */
function expectWallsFollowRegions(rules: Rules) {
  const { cells, size } = drawingOf(rules);
  expect(cells).toHaveLength(size * size);
  cells.forEach((cell, i) => {
    expect(cell.region).toBe(rules.regions[i]);
    for (const [bit, j] of across(i, size)) {
      const wall = j >= 0 && rules.regions[j] !== rules.regions[i];
      expect((cell.walls & bit) !== 0).toBe(wall);
    }
  });
}

// Cages and diagonals load with a kind's layout, as the game loads them.
beforeAll(() => loadDrawing());

describe('kind drawing', () => {
  it('classic: walls between the 3x3 boxes only, no cages, no diagonals', () => {
    const drawing = drawingOf(CLASSIC_RULES);
    expect(drawing).toMatchObject({ kind: 'classic', size: 9, regular: true });
    expect(drawing.cells[at(1, 1)].walls).toBe(0);
    expect(drawing.cells[at(1, 3)].walls).toBe(right);
    expect(drawing.cells[at(1, 4)].walls).toBe(left);
    expect(drawing.cells[at(3, 3)].walls).toBe(right | bottom);
    expect(drawing.cells[at(5, 5)].walls).toBe(0);
    expect(drawing.cells[at(7, 7)].walls).toBe(top | left);
    expectWallsFollowRegions(CLASSIC_RULES);
    for (const cell of drawing.cells) {
      expect(cell).toMatchObject({ cage: -1, cageEdges: 0, cageSum: 0, cageSize: 0, diagonals: 0 });
    }
  });

  it('is built once per rules object', () => {
    expect(drawingOf(X_RULES)).toBe(drawingOf(X_RULES));
  });

  it('6x6: 36 cells, walls around boxes of two rows by three columns', () => {
    const drawing = drawingOf(SIX_RULES);
    expect(drawing).toMatchObject({ kind: '6x6', size: 6, regular: true });
    expect(drawing.cells[at(1, 3, 6)].walls).toBe(right);
    expect(drawing.cells[at(2, 3, 6)].walls).toBe(right | bottom);
    expect(drawing.cells[at(3, 4, 6)].walls).toBe(top | left);
    expect(drawing.cells[at(4, 6, 6)].walls).toBe(bottom);
    expectWallsFollowRegions(SIX_RULES);
  });

  it('Sudoku X: the main and anti-diagonal through their cells, both through the centre', () => {
    const { cells } = drawingOf(X_RULES);
    expect(cells[at(1, 1)].diagonals).toBe(DIAGONAL.main);
    expect(cells[at(9, 9)].diagonals).toBe(DIAGONAL.main);
    expect(cells[at(1, 9)].diagonals).toBe(DIAGONAL.anti);
    expect(cells[at(7, 3)].diagonals).toBe(DIAGONAL.anti);
    expect(cells[at(5, 5)].diagonals).toBe(DIAGONAL.main | DIAGONAL.anti);
    expect(cells.filter((c) => c.diagonals !== 0)).toHaveLength(17);
  });

  it('Jigsaw: walls wherever two neighbours are in different regions, not lined up as boxes', () => {
    const { rules } = generateKindPuzzle('jigsaw', 'easy', createRandom(3));
    const drawing = drawingOf(rules);
    expect(drawing).toMatchObject({ kind: 'jigsaw', regular: false });
    expectWallsFollowRegions(rules);
  });

  it('Killer: an L-shaped cage is outlined round its edge, with its inner corner and its sum on its first cell', () => {
    // Row 1 columns 1-2 and row 2 column 2: the outline turns inwards in row 1, column 2
    // (its bottom-left corner, across from row 2, column 1, a cage of its own).
    const rules = killerRules([
      { cells: [at(1, 1), at(1, 2), at(2, 2)], sum: 6 },
      { cells: [at(2, 1)], sum: 4 },
    ]);
    const { cells } = drawingOf(rules);
    expect(cells[at(1, 1)]).toMatchObject({
      cage: 0,
      cageEdges: top | bottom | left,
      cageCorners: 0,
      cageSum: 6,
      cageSize: 3,
    });
    expect(cells[at(1, 2)]).toMatchObject({
      cageEdges: top | right,
      cageCorners: CORNER.bottomLeft,
      cageSum: 6,
      cageSize: 0,
    });
    expect(cells[at(2, 2)]).toMatchObject({ cageEdges: right | bottom | left, cageSize: 0 });
    expect(cells[at(2, 1)]).toMatchObject({
      cage: 1,
      cageEdges: top | right | bottom | left,
      cageSum: 4,
      cageSize: 1,
    });
    expect(cells[at(3, 3)]).toMatchObject({ cage: -1, cageEdges: 0, cageSum: 0 });
  });

  it('Killer: every cage of a generated puzzle has its sum and size on its first cell only, and a closed outline', () => {
    const { rules } = generateKindPuzzle('killer', 'easy', createRandom(5));
    const { cells } = drawingOf(rules);
    rules.cages.forEach((cage, q) => {
      const first = Math.min(...cage.cells);
      for (const i of cage.cells) {
        expect(cells[i].cage).toBe(q);
        expect(cells[i].cageSum).toBe(cage.sum);
        expect(cells[i].cageSize).toBe(i === first ? cage.cells.length : 0);
        for (const [bit, j] of across(i, 9)) {
          const outside = j < 0 || !cage.cells.includes(j);
          expect((cells[i].cageEdges & bit) !== 0).toBe(outside);
        }
      }
      // The first cell in reading order is at the outline's top left.
      expect(cells[first].cageEdges & (top | left)).toBe(top | left);
    });
  });
});

describe('the first load draws classic by itself', () => {
  it("classic's boxes as drawingNow draws them: the same left and top walls as the full drawing", () => {
    const full = drawingOf(CLASSIC_RULES);
    const first = drawingNow(CLASSIC_RULES);
    expect(first).toHaveLength(81);
    first.forEach((c, i) => {
      expect(c.region).toBe(full.cells[i].region);
      expect(c.walls).toBe(full.cells[i].walls & (EDGE.left | EDGE.top));
    });
    // Row 4 (the second band) has a wall above every cell.
    for (let col = 0; col < 9; col++) expect(first[27 + col].walls & EDGE.top).toBe(EDGE.top);
  });
});
