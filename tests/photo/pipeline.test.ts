// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  cellWindows,
  CELL,
  cutDigits,
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
    const cuts = cutDigits(rectified);
    expect(givens.filter((d, cell) => d > 0 && cuts[cell] === null)).toEqual([]);
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

  it('measures ink against the paper around it: a shadow darkening across a cell is paper, not stroke', () => {
    // A rectified grid with a bar (a "1") in every other cell, so that the
    // grid's digits set the contrast; a shadow darkens the paper of the
    // last column from its left side to its right, to 55% at the far side.
    const image = blank(RECTIFIED, RECTIFIED);
    for (let k = 0; k <= 9; k++) {
      const at = MARGIN + k * SIDE;
      line(image, [at, 0], [at, RECTIFIED - 1], 1);
      line(image, [0, at], [RECTIFIED - 1, at], 1);
    }
    const middle = (k: number) => MARGIN + k * SIDE + SIDE / 2;
    for (let cell = 0; cell < 81; cell += 2) {
      const [x, y] = [middle(cell % 9), middle(Math.floor(cell / 9))];
      line(image, [x, y - SIDE / 4], [x, y + SIDE / 4], 2);
    }
    const left = MARGIN + 8 * SIDE;
    for (let y = 0; y < RECTIFIED; y++)
      for (let x = left; x < RECTIFIED; x++) {
        const shade = 1 - 0.45 * Math.min(1, (x - left) / SIDE);
        image.data[y * RECTIFIED + x] = Math.round(image.data[y * RECTIFIED + x] * shade);
      }
    const windows = cellWindows(image);
    const at = (cell: number, x: number, y: number) =>
      windows[cell * WINDOW * WINDOW + y * WINDOW + x];
    const mid = WINDOW / 2;
    // Row 5, column 9 (cell 44) has its bar: the bar is full ink; the
    // shaded paper beside it, at the cell's darker side, stays well under
    // a stroke (100).
    expect(at(44, mid, mid)).toBeGreaterThan(200);
    for (let y = mid - SIDE / 4; y < mid + SIDE / 4; y++)
      expect(at(44, MARGIN + SIDE - 6, y)).toBeLessThan(60);
    // Row 4, column 9 (cell 35) is blank: nothing is cut from its shadow.
    expect(cutDigits(image)[35]).toBeNull();
  });

  /** One normalised window (255 = ink), and a way to ink a rectangle of it at a level. */
  function window(): {
    windows: Uint8Array;
    fill: (x0: number, y0: number, x1: number, y1: number, v?: number) => void;
  } {
    const windows = new Uint8Array(WINDOW * WINDOW);
    const fill = (x0: number, y0: number, x1: number, y1: number, v = 255) => {
      for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) windows[y * WINDOW + x] = v;
    };
    return { windows, fill };
  }
  const s = SIDE / CELL;

  it("takes a thick line's soft fringe for the line: a broken line hanging from it is no digit", () => {
    const { windows, fill } = window();
    // A thick line along the cell's top border, its lower edge a paler
    // row that runs 15 model pixels (shorter than a line); a piece of the
    // left border line (broken, so shorter than a line) hangs from that
    // edge. Together they would make a T near enough the middle to pass
    // for a digit.
    fill(0, MARGIN, WINDOW, MARGIN + 3 * s);
    fill(MARGIN - 2 * s, MARGIN + 3 * s, MARGIN + 13 * s, MARGIN + 3 * s + 2, 150);
    fill(MARGIN + 2, MARGIN + 3 * s, MARGIN + 2 + 2 * s, MARGIN + 3 * s + 12 * s);
    expect(digitInput(windows, 0)).toBeNull();
  });

  it("joins a digit's piece that lies inside the cell, even a thin bar (the top of a 5 cut from its bowl)", () => {
    const { windows, fill } = window();
    const mid = WINDOW / 2;
    // The bowl: a ring in the lower part of the cell.
    fill(mid - 5 * s, mid - 2 * s, mid + 5 * s, mid + 10 * s);
    fill(mid - 3 * s, mid, mid + 3 * s, mid + 8 * s, 0);
    // The bar, 3 model pixels thick, a little above it, apart.
    fill(mid - 5 * s, mid - 6 * s, mid + 5 * s, mid - 3 * s);
    const extent = new Int32Array(2);
    expect(digitInput(windows, 0, undefined, extent)).not.toBeNull();
    expect(extent[1]).toBe(16 * s); // the bar's top to the bowl's bottom
  });

  it('takes a sparse L off the middle both ways for grid lines crossing, and keeps a 7 off the middle one way', () => {
    const { windows, fill } = window();
    const mid = WINDOW / 2;
    // An L, two pixels thick with 8-pixel arms (model scale), up and to the right.
    const x0 = mid + 2 * s;
    const y0 = mid - 12 * s;
    fill(x0, y0, x0 + 8 * s, y0 + s);
    fill(x0 + 7 * s, y0, x0 + 8 * s, y0 + 8 * s);
    expect(digitInput(windows, 0)).toBeNull();
    // The same shape as big as a digit, off the middle upwards only: a 7.
    const seven = window();
    seven.fill(mid - 6 * s, mid - 18 * s, mid + 6 * s, mid - 16 * s);
    seven.fill(mid + 4 * s, mid - 18 * s, mid + 6 * s, mid);
    expect(digitInput(seven.windows, 0)).not.toBeNull();
  });

  it('cuts a digit printed unevenly at a fainter stroke level: a dark bar over a pale stem', () => {
    const { windows, fill } = window();
    const mid = WINDOW / 2;
    fill(mid - 6 * s, mid - 10 * s, mid + 6 * s, mid - 8 * s);
    fill(mid + 3 * s, mid - 8 * s, mid + 5 * s, mid + 10 * s, 90);
    expect(digitInput(windows, 0)).toBeNull(); // the bar alone is too flat for a digit
    const extent = new Int32Array(2);
    expect(digitInput(windows, 0, undefined, extent, 75)).not.toBeNull();
    expect(extent[1]).toBe(20 * s);
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
