// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  cellWindows,
  CELL,
  digitInput,
  lineOffsets,
  MARGIN,
  rectify,
  RECTIFIED,
  rotateInput,
  SIDE,
  WINDOW,
} from '../../src/photo/cells';
import { locateGrid } from '../../src/photo/pipeline';
import { cornerError, FIXTURES, fixtureGivens, fixtureGrey } from './fixtures';
import { blank, line } from './synthetic';

describe('locateGrid on real photos', () => {
  it.each(FIXTURES)(
    'finds the corners of $name within 2% of the grid side',
    ({ name, corners }) => {
      const found = locateGrid(fixtureGrey(name))!;
      expect(found).not.toBeNull();
      expect(cornerError(found.corners, corners)).toBeLessThan(0.02);
    },
  );
});

describe('cell split', () => {
  it('rectifies to a square and cuts 81 windows, with a digit cut from every given cell', () => {
    const { name } = FIXTURES[0];
    const found = locateGrid(fixtureGrey(name))!;
    const rectified = rectify(found.work, found.workCorners)!;
    expect([rectified.width, rectified.height]).toEqual([RECTIFIED, RECTIFIED]);
    const windows = cellWindows(rectified);
    expect(windows.length).toBe(81 * WINDOW * WINDOW);
    const givens = fixtureGivens(name);
    // Blank cells may yield a stray cut (a line's remnant): the model reads those as blank.
    const missed = givens.filter((d, cell) => d > 0 && digitInput(windows, cell) === null);
    expect(missed).toEqual([]);
  });

  it('leaves out grid lines, even ones a digit touches', () => {
    // One normalised window (255 = ink): grid lines along the cell's borders,
    // then a "1" (a bar two thirds of the cell tall) with a serif reaching the
    // right-hand line. Lengths at the model's scale, times s.
    const s = SIDE / CELL;
    const windows = new Uint8Array(WINDOW * WINDOW);
    const set = (x: number, y: number) => (windows[y * WINDOW + x] = 255);
    for (let k = 0; k < WINDOW; k++) {
      for (let t = 0; t < 2 * s; t++) {
        for (const at of [MARGIN + t, MARGIN + SIDE + t]) {
          set(k, at);
          set(at, k);
        }
      }
    }
    expect(digitInput(windows, 0)).toBeNull();
    for (let y = 12 * s; y < 28 * s; y++) for (let x = 19 * s; x < 21 * s; x++) set(x, y);
    for (let x = 20 * s; x < MARGIN + SIDE; x++) for (let y = 12 * s; y < 13 * s; y++) set(x, y);
    const input = digitInput(windows, 0)!;
    expect(input).not.toBeNull();
    // The cut is the digit scaled to fill the middle: ink in the centre, none in the corners.
    expect(Math.max(...input.subarray(14 * CELL, 15 * CELL))).toBeGreaterThan(0.5);
    expect(input[0] + input[CELL - 1] + input[CELL * CELL - 1] + input[CELL * (CELL - 1)]).toBe(0);
  });

  it('finds where the grid lines really run, and cuts each cell where its lines are', () => {
    // A rectified grid drawn off its place (lines one pixel wide): vertical lines
    // 6 pixels to the right, horizontal lines lower and lower, from 0 pixels at
    // the top to 8 at the bottom.
    const image = blank(RECTIFIED, RECTIFIED);
    const bend = (k: number) => Math.round((8 * k) / 9);
    for (let k = 0; k <= 9; k++) {
      const x = MARGIN + k * SIDE + 6;
      line(image, [x, 0], [x, RECTIFIED - 1], 0.5);
      const y = MARGIN + k * SIDE + bend(k);
      line(image, [0, y], [RECTIFIED - 1, y], 0.5);
    }
    // A short bar in the middle of the cell at row 8, column 4, where the lines put it.
    const cx = MARGIN + 4 * SIDE + 6 + SIDE / 2;
    const cy = MARGIN + 8 * SIDE + (bend(8) + bend(9)) / 2 + SIDE / 2;
    line(image, [cx, cy - SIDE / 4], [cx, cy + SIDE / 4], 2);
    const [vertical, horizontal] = lineOffsets(image);
    expect(Array.from(vertical)).toEqual(Array(90).fill(6));
    for (let k = 0; k <= 9; k++)
      expect(Array.from(horizontal.subarray(k * 9, k * 9 + 9))).toEqual(Array(9).fill(bend(k)));
    // The bar is cut from its cell, centred: the middle column of the input is inked.
    const input = digitInput(cellWindows(image), 8 * 9 + 4)!;
    expect(input).not.toBeNull();
    expect(input[14 * CELL + 14]).toBeGreaterThan(0.5);
  });

  it('turns an input a quarter at a time, back to itself after four', () => {
    const input = new Float32Array(CELL * CELL).map((_, i) => i);
    const once = rotateInput(input, 1);
    expect(once[0]).toBe(input[(CELL - 1) * CELL]); // the bottom-left pixel comes to the top left
    expect(Array.from(rotateInput(rotateInput(rotateInput(once, 1), 1), 1))).toEqual(
      Array.from(input),
    );
  });
});
