import { homographyFromPoints, warpGrey } from './homography';
import type { GreyImage, Point } from './types';

/** Side of the digit model's input, in pixels. */
export const CELL = 28;
/**
 * The grid is rectified at SCALE times the model's input side, so thin
 * strokes survive until the digit is cut out; the cut is then shrunk to
 * CELL x CELL with area sampling. Lengths below are given at the model's
 * scale and multiplied by SCALE.
 */
const SCALE = 2;
/** Side of one cell in the rectified grid, in pixels. */
export const SIDE = CELL * SCALE;
/** Extra pixels kept around each cell's window (for off-centre digits on curved paper). */
export const MARGIN = 6 * SCALE;
/** Side of the window cut around each cell. */
export const WINDOW = SIDE + 2 * MARGIN;
/** Side of the rectified grid image: 9 cells plus a margin all round. */
export const RECTIFIED = 9 * SIDE + 2 * MARGIN;

/**
 * Rectify the grid: warp the quadrilateral `corners` (clockwise from top
 * left) of `image` to a RECTIFIED x RECTIFIED square in which the grid
 * spans [MARGIN, MARGIN + 9 * SIDE] on both axes. Null for degenerate corners.
 */
export function rectify(image: GreyImage, corners: readonly Point[]): GreyImage | null {
  const a = MARGIN;
  const b = MARGIN + 9 * SIDE;
  const h = homographyFromPoints(
    [
      [a, a],
      [b, a],
      [b, b],
      [a, b],
    ],
    corners,
  );
  return h ? warpGrey(image, h, RECTIFIED, RECTIFIED) : null;
}

/** A cell whose ink contrast is under this share of the grid's digits' contrast is blank. */
const FAINT = 0.4;
/** How far (pixels) from where the grid's corners put it a grid line is looked for. */
const LINE_REACH = Math.round(0.2 * SIDE);

/**
 * Where the grid lines really run, as offsets from where the corners put
 * them (curved paper, corners a little off): for each of the 10 vertical
 * lines and each of the 9 rows it crosses (and the same for horizontal
 * lines), the darkest column (row) of the line's stretch along the
 * middle of that cell's side, within LINE_REACH of its place, smoothed
 * as the median of the stretch and its two neighbours along the line.
 * A stretch with no clear line (its darkest mean less than 20 grey levels
 * under the stretch's paper) keeps offset 0. Returns [vertical,
 * horizontal], each 10 * 9 offsets (line * 9 + stretch).
 */
export function lineOffsets(rectified: GreyImage): [Int8Array, Int8Array] {
  const { data, width } = rectified;
  const along0 = Math.round(SIDE * 0.2);
  const along1 = Math.round(SIDE * 0.8);
  const find = (vertical: boolean): Int8Array => {
    const raw = new Int8Array(90);
    const means = new Float64Array(2 * LINE_REACH + 1);
    for (let line = 0; line < 10; line++) {
      const at = MARGIN + line * SIDE;
      for (let k = 0; k < 9; k++) {
        const start = MARGIN + k * SIDE;
        let best = 0;
        let paper = 0;
        for (let d = -LINE_REACH; d <= LINE_REACH; d++) {
          const across = at + d;
          let sum = 0;
          if (across < 0 || across >= width) {
            means[d + LINE_REACH] = 255;
            continue;
          }
          for (let t = start + along0; t < start + along1; t++)
            sum += vertical ? data[t * width + across] : data[across * width + t];
          means[d + LINE_REACH] = sum / (along1 - along0);
          if (means[d + LINE_REACH] < means[best + LINE_REACH]) best = d;
          paper = Math.max(paper, means[d + LINE_REACH] === 255 ? 0 : means[d + LINE_REACH]);
        }
        raw[line * 9 + k] = paper - means[best + LINE_REACH] >= 20 ? best : 0;
      }
    }
    const out = new Int8Array(90);
    for (let line = 0; line < 10; line++) {
      for (let k = 0; k < 9; k++) {
        const near = [
          raw[line * 9 + Math.max(0, k - 1)],
          raw[line * 9 + k],
          raw[line * 9 + Math.min(8, k + 1)],
        ];
        out[line * 9 + k] = near.sort((a, b) => a - b)[1];
      }
    }
    return out;
  };
  return [find(true), find(false)];
}

/** The paper's brightness in a cell is sampled in BLOCKS x BLOCKS blocks of its middle. */
const BLOCKS = 4;
/** A block's paper: this share of its pixels is darker (a stroke through it is left out). */
const BLOCK_PAPER = 0.8;
/** The blocks left out of the paper's second fit: those most under the first (ink filling them). */
const INKED_BLOCKS = 4;

/** A plane a + b x + c y: the paper's brightness over a window (x, y in window pixels). */
type Plane = [number, number, number];

/** The least-squares plane through points [x, y, value]. */
function fitPlane(points: readonly [number, number, number][]): Plane {
  const n = points.length;
  let mx = 0;
  let my = 0;
  let mv = 0;
  for (const [x, y, v] of points) {
    mx += x / n;
    my += y / n;
    mv += v / n;
  }
  let cxx = 0;
  let cyy = 0;
  let cxy = 0;
  let cxv = 0;
  let cyv = 0;
  for (const [x, y, v] of points) {
    cxx += (x - mx) * (x - mx);
    cyy += (y - my) * (y - my);
    cxy += (x - mx) * (y - my);
    cxv += (x - mx) * (v - mv);
    cyv += (y - my) * (v - mv);
  }
  const det = cxx * cyy - cxy * cxy;
  if (det <= 1e-9) return [mv, 0, 0];
  const b = (cxv * cyy - cyv * cxy) / det;
  const c = (cyv * cxx - cxv * cxy) / det;
  return [mv - b * mx - c * my, b, c];
}

/**
 * The paper's brightness across one cell's window (at x0, y0 in the
 * rectified grid), as a plane, so that a shadow's edge or a fold's
 * shading across the cell is paper, not ink: the BLOCK_PAPER percentile of
 * each of BLOCKS x BLOCKS blocks of the cell's middle (from `inner0` to
 * `inner1` each way), fitted by least squares, then fitted again without
 * the INKED_BLOCKS blocks furthest under the first fit.
 */
function paperPlane(
  rectified: GreyImage,
  x0: number,
  y0: number,
  inner0: number,
  inner1: number,
): Plane {
  const hist = new Int32Array(256);
  const side = (inner1 - inner0) / BLOCKS;
  const points: [number, number, number][] = [];
  for (let by = 0; by < BLOCKS; by++) {
    for (let bx = 0; bx < BLOCKS; bx++) {
      const ya = Math.round(inner0 + by * side);
      const yb = Math.round(inner0 + (by + 1) * side);
      const xa = Math.round(inner0 + bx * side);
      const xb = Math.round(inner0 + (bx + 1) * side);
      hist.fill(0);
      for (let y = ya; y < yb; y++) {
        const row = (y0 + y) * rectified.width + x0;
        for (let x = xa; x < xb; x++) hist[rectified.data[row + x]]++;
      }
      const darker = (yb - ya) * (xb - xa) * BLOCK_PAPER;
      let v = 0;
      for (let seen = hist[0]; seen < darker && v < 255;) seen += hist[++v];
      points.push([(xa + xb) / 2, (ya + yb) / 2, v]);
    }
  }
  const [a, b, c] = fitPlane(points);
  const below = (p: [number, number, number]) => a + b * p[0] + c * p[1] - p[2];
  const kept = points.sort((p, q) => below(p) - below(q)).slice(0, points.length - INKED_BLOCKS);
  return fitPlane(kept);
}

/**
 * Cut the 81 cell windows (row-major) out of a rectified grid and normalise
 * each to ink: 0 = paper, 255 = the darkest ink of the cell's middle. Each
 * window is WINDOW x WINDOW pixels: the cell with MARGIN pixels of its
 * neighbours around it, moved to where the cell's grid lines really run
 * (lineOffsets: the mean of its two sides' offsets, each way). Ink is
 * measured against the paper around it (paperPlane: a shadow across the
 * cell is paper too); the cell's contrast is its 2nd percentile of ink
 * inside the cell, away from the grid lines, so a grey or red digit is
 * stretched as much as a black one; the stretch never exceeds a fixed
 * gain, so a blank cell's faint noise stays faint. A cell whose contrast
 * is under FAINT times the grid's digit contrast (the 85th percentile over
 * the cells: a sudoku has at least 17 givens) holds a shadow, a smudge or
 * print showing through, not a digit: its window is left as paper.
 * Returns 81 * WINDOW * WINDOW bytes.
 */
export function cellWindows(rectified: GreyImage): Uint8Array {
  const out = new Uint8Array(81 * WINDOW * WINDOW);
  const hist = new Int32Array(256);
  const n = WINDOW * WINDOW;
  const inner0 = MARGIN + 4 * SCALE;
  const inner1 = MARGIN + SIDE - 4 * SCALE;
  const innerCount = (inner1 - inner0) * (inner1 - inner0);
  const [vertical, horizontal] = lineOffsets(rectified);
  const limit = RECTIFIED - WINDOW;
  const xs = new Int32Array(81);
  const ys = new Int32Array(81);
  const planes: Plane[] = [];
  const contrasts = new Int32Array(81);
  for (let cell = 0; cell < 81; cell++) {
    const r = Math.floor(cell / 9);
    const c = cell % 9;
    const dx = Math.round((vertical[c * 9 + r] + vertical[(c + 1) * 9 + r]) / 2);
    const dy = Math.round((horizontal[r * 9 + c] + horizontal[(r + 1) * 9 + c]) / 2);
    const x0 = (xs[cell] = Math.max(0, Math.min(limit, c * SIDE + dx)));
    const y0 = (ys[cell] = Math.max(0, Math.min(limit, r * SIDE + dy)));
    const [a, b, k] = (planes[cell] = paperPlane(rectified, x0, y0, inner0, inner1));
    // The cell's contrast: the ink (paper - pixel) that 2% of its middle reaches.
    hist.fill(0);
    for (let y = inner0; y < inner1; y++) {
      const row = (y0 + y) * rectified.width + x0;
      for (let x = inner0; x < inner1; x++) {
        const ink = Math.round(a + b * x + k * y - rectified.data[row + x]);
        hist[Math.max(0, Math.min(255, ink))]++;
      }
    }
    let v = 255;
    for (let seen = hist[255]; seen <= innerCount * 0.02 && v > 0;) seen += hist[--v];
    contrasts[cell] = v;
  }
  const digitContrast = Array.from(contrasts).sort((a, b) => a - b)[Math.floor(81 * 0.85)];
  for (let cell = 0; cell < 81; cell++) {
    if (contrasts[cell] < FAINT * digitContrast) continue;
    const x0 = xs[cell];
    const y0 = ys[cell];
    const [a, b, k] = planes[cell];
    const gain = 255 / Math.max(contrasts[cell], 60);
    const base = cell * n;
    for (let y = 0; y < WINDOW; y++) {
      for (let x = 0; x < WINDOW; x++) {
        const paper = Math.min(255, a + b * x + k * y);
        const v = rectified.data[(y0 + y) * rectified.width + x0 + x];
        out[base + y * WINDOW + x] = Math.max(0, Math.min(255, Math.round((paper - v) * gain)));
      }
    }
  }
  return out;
}

/** Ink level (0..255, of a normalised window) from which a pixel counts as a stroke. */
const STROKE = 100;
/** Side of the box a digit is scaled to fit (MNIST style: 20 inside 28). */
const FIT = 20;

/** Runs of stroke at least this long (pixels) along a row or column are grid lines. */
const LINE_RUN = 22 * SCALE;
/** A blob filling less than this share of its box is a line crossing, not a piece of a digit. */
const SPARSE = 0.35;
/** A column or row with strokes over this share of the window is a grid line. */
const LINE_FILL = 0.6;
/**
 * A sparse blob whose middle is off the window's middle by more than this
 * share of a cell both ways is a grid-line crossing (see digitInput).
 */
const CORNER = 0.2;

/**
 * The digit model's input for one cell: the digit found in the cell's
 * window, cut out and scaled to fit a FIT x FIT box centred in CELL x CELL
 * (values 0..1, 1 = ink), or null when the cell holds no digit-like stroke.
 *
 * Strokes are the pixels at least `stroke0` dark. Runs of stroke of LINE_RUN
 * pixels or more along a row or a column are grid lines (a digit's strokes
 * are shorter) and are left out, even where a digit touches them. A digit
 * is the largest 8-connected blob of what remains that is at least 6
 * pixels tall and centred near the middle of the window, joined with the
 * small blobs next to it (a broken stroke) that do not reach the window's
 * edge. The crop keeps the soft grey edges around the strokes but blanks
 * out the grid lines and any other blob. Sizing the digit, not the cell,
 * lets small and large print look alike. When `extent` is given, the cut's
 * box (width, height, in window pixels) is written to it. `stroke0` is
 * the ink level from which a pixel is a stroke (STROKE unless given).
 */
export function digitInput(
  windows: Uint8Array,
  cell: number,
  into = new Float32Array(CELL * CELL),
  extent?: Int32Array,
  stroke0 = STROKE,
): Float32Array | null {
  const W = WINDOW;
  const base = cell * W * W;
  // 0 paper, 1 stroke, 2 grid line.
  const stroke = new Uint8Array(W * W);
  for (let i = 0; i < W * W; i++) stroke[i] = windows[base + i] >= stroke0 ? 1 : 0;
  const line = new Uint8Array(W * W);
  for (let y = 0; y < W; y++) {
    for (let x = 0; x < W;) {
      if (!stroke[y * W + x]) {
        x++;
        continue;
      }
      let end = x;
      while (end < W && stroke[y * W + end]) end++;
      if (end - x >= LINE_RUN) for (let k = x; k < end; k++) line[y * W + k] = 1;
      x = end;
    }
  }
  for (let x = 0; x < W; x++) {
    for (let y = 0; y < W;) {
      if (!stroke[y * W + x]) {
        y++;
        continue;
      }
      let end = y;
      while (end < W && stroke[end * W + x]) end++;
      if (end - y >= LINE_RUN) for (let k = y; k < end; k++) line[k * W + x] = 1;
      y = end;
    }
  }
  // The soft fringe of a thick line: strokes within SCALE pixels of a row
  // run (of a column run) that themselves run half a line's length that
  // way are the line too (a digit's bar touching the line is shorter).
  // at(a, b): the pixel at b along line a (a row, or a column when across).
  const fringe: number[] = [];
  for (const at of [(a: number, b: number) => a * W + b, (a: number, b: number) => b * W + a]) {
    for (let a = 0; a < W; a++) {
      for (let b = 0; b < W;) {
        if (!stroke[at(a, b)] || line[at(a, b)]) {
          b++;
          continue;
        }
        let end = b;
        while (end < W && stroke[at(a, end)] && !line[at(a, end)]) end++;
        if (end - b >= LINE_RUN / 2) {
          let touches = false;
          for (let k = b; k < end && !touches; k++)
            for (let d = -SCALE; d <= SCALE; d++)
              if (a + d >= 0 && a + d < W && line[at(a + d, k)]) touches = true;
          if (touches) for (let k = b; k < end; k++) fringe.push(at(a, k));
        }
        b = end;
      }
    }
  }
  for (const i of fringe) line[i] = 1;
  // Columns (rows) whose strokes, the other direction's lines left out,
  // fill most of the window are grid lines too, even where the line breaks
  // into short pieces (a digit is shorter); so are the strokes next to them.
  const lineCols = new Uint8Array(W);
  const lineRows = new Uint8Array(W);
  for (let k = 0; k < W; k++) {
    let col = 0;
    let row = 0;
    for (let j = 0; j < W; j++) {
      if (stroke[j * W + k] && !line[j * W + k]) col++;
      if (stroke[k * W + j] && !line[k * W + j]) row++;
    }
    if (col >= LINE_FILL * W) lineCols[k] = 1;
    if (row >= LINE_FILL * W) lineRows[k] = 1;
  }
  // Widen the line columns and rows by SCALE pixels each side.
  const near = (marks: Uint8Array) =>
    marks.map((_, k) => {
      for (let d = -SCALE; d <= SCALE; d++) if (k + d >= 0 && k + d < W && marks[k + d]) return 1;
      return 0;
    });
  const nearCols = near(lineCols);
  const nearRows = near(lineRows);
  for (let y = 0; y < W; y++) {
    for (let x = 0; x < W; x++) {
      if (line[y * W + x] || (stroke[y * W + x] && (nearCols[x] || nearRows[y])))
        stroke[y * W + x] = 2;
    }
  }
  // Label the remaining strokes.
  const label = new Int16Array(W * W);
  const boxes: { n: number; x0: number; y0: number; x1: number; y1: number }[] = [];
  const stack: number[] = [];
  for (let start = 0; start < W * W; start++) {
    if (stroke[start] !== 1 || label[start] !== 0) continue;
    const box = { n: 0, x0: W, y0: W, x1: -1, y1: -1 };
    boxes.push(box);
    label[start] = boxes.length;
    stack.push(start);
    while (stack.length > 0) {
      const p = stack.pop()!;
      const x = p % W;
      const y = (p - x) / W;
      box.n++;
      box.x0 = Math.min(box.x0, x);
      box.x1 = Math.max(box.x1, x);
      box.y0 = Math.min(box.y0, y);
      box.y1 = Math.max(box.y1, y);
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          const ny = y + dy;
          if (nx < 0 || ny < 0 || nx >= W || ny >= W) continue;
          const q = ny * W + nx;
          if (stroke[q] === 1 && label[q] === 0) {
            label[q] = boxes.length;
            stack.push(q);
          }
        }
      }
    }
  }
  const mid = (W - 1) / 2;
  const S = SCALE;
  const reach = SIDE * 0.36; // how far from the window's centre a digit's box centre may lie
  const centred = (b: (typeof boxes)[number], slack: number) =>
    Math.abs((b.x0 + b.x1) / 2 - mid) <= reach + slack * S &&
    Math.abs((b.y0 + b.y1) / 2 - mid) <= reach + slack * S;
  const most = (CELL + 2) * S; // the largest a digit's box may be
  let main = -1;
  for (let k = 0; k < boxes.length; k++) {
    const b = boxes[k];
    const h = b.y1 - b.y0 + 1;
    const w = b.x1 - b.x0 + 1;
    if (b.n < 8 * S * S || h < 6 * S || h > most || w > most || !centred(b, 0)) continue;
    // A sparse blob off the middle both ways is where grid lines cross in
    // a corner of the window, not a digit (a digit off the middle on
    // curved paper is off one way, and a 7 is sparse).
    if (
      b.n < SPARSE * w * h &&
      Math.abs((b.x0 + b.x1) / 2 - mid) > CORNER * SIDE &&
      Math.abs((b.y0 + b.y1) / 2 - mid) > CORNER * SIDE
    )
      continue;
    if (main < 0 || b.n > boxes[main].n) main = k;
  }
  if (main < 0) return null;
  const keep = new Uint8Array(boxes.length + 1);
  keep[main + 1] = 1;
  let { x0, y0, x1, y1 } = boxes[main];
  for (let k = 0; k < boxes.length; k++) {
    const b = boxes[k];
    if (
      k === main ||
      b.n < 3 * S * S ||
      b.x0 <= S ||
      b.y0 <= S ||
      b.x1 >= W - 1 - S ||
      b.y1 >= W - 1 - S ||
      !centred(b, 4)
    )
      continue;
    const bw = b.x1 - b.x0 + 1;
    const bh = b.y1 - b.y0 + 1;
    // A thin sliver is what is left of a grid line, and a sparse blob is
    // where two grid lines cross (an L), when they lie by the cell's
    // border; a broken-off piece of a digit is a compact bar or curve, or
    // lies inside the cell (the bar of a 5 cut from its bowl).
    const border = 4 * S;
    const nearBorder =
      b.x0 < MARGIN + border ||
      b.y0 < MARGIN + border ||
      b.x1 > W - 1 - MARGIN - border ||
      b.y1 > W - 1 - MARGIN - border;
    if (nearBorder && Math.min(bw, bh) <= 3 * S && Math.max(bw, bh) >= 6 * S) continue;
    if (nearBorder && Math.max(bw, bh) >= 6 * S && b.n < SPARSE * bw * bh) continue;
    // Joined only when its middle lies by the digit's box (line corners poke out of it).
    const { x0: mx0, y0: my0, x1: mx1, y1: my1 } = boxes[main];
    const cx = (b.x0 + b.x1) / 2;
    const cy = (b.y0 + b.y1) / 2;
    if (cx < mx0 - 3 * S || cx > mx1 + 3 * S || cy < my0 - 3 * S || cy > my1 + 3 * S) continue;
    const nx0 = Math.min(x0, b.x0);
    const ny0 = Math.min(y0, b.y0);
    const nx1 = Math.max(x1, b.x1);
    const ny1 = Math.max(y1, b.y1);
    if (nx1 - nx0 > most || ny1 - ny0 > most) continue;
    [x0, y0, x1, y1] = [nx0, ny0, nx1, ny1];
    keep[k + 1] = 1;
  }
  // Scale the box to fit FIT x FIT, centred; sample the normalised grey
  // (SCALE x SCALE bilinear samples per input pixel, averaged), keeping the
  // chosen blobs and the faint pixels touching them.
  const bw = x1 - x0 + 1;
  const bh = y1 - y0 + 1;
  if (extent) [extent[0], extent[1]] = [bw, bh];
  const scale = FIT / Math.max(bw, bh);
  const ox = (CELL - bw * scale) / 2;
  const oy = (CELL - bh * scale) / 2;
  const kept = (x: number, y: number) =>
    x >= 0 && y >= 0 && x < W && y < W && stroke[y * W + x] === 1 && keep[label[y * W + x]] === 1;
  const at = (x: number, y: number) => {
    if (x < x0 - 1 || y < y0 - 1 || x > x1 + 1 || y > y1 + 1) return 0;
    const i = y * W + x;
    if (stroke[i] === 2 || (stroke[i] === 1 && !keep[label[i]])) return 0;
    // A faint pixel counts only as the soft edge of a kept stroke.
    if (stroke[i] === 0 && !kept(x - 1, y) && !kept(x + 1, y) && !kept(x, y - 1) && !kept(x, y + 1))
      return 0;
    return windows[base + i] / 255;
  };
  const n = Math.max(1, Math.ceil(1 / scale));
  for (let y = 0; y < CELL; y++) {
    for (let x = 0; x < CELL; x++) {
      let sum = 0;
      for (let j = 0; j < n; j++) {
        for (let i = 0; i < n; i++) {
          const sx = x0 + (x + (i + 0.5) / n - ox) / scale - 0.5;
          const sy = y0 + (y + (j + 0.5) / n - oy) / scale - 0.5;
          const fx = Math.floor(sx);
          const fy = Math.floor(sy);
          const ax = sx - fx;
          const ay = sy - fy;
          sum +=
            (at(fx, fy) * (1 - ax) + at(fx + 1, fy) * ax) * (1 - ay) +
            (at(fx, fy + 1) * (1 - ax) + at(fx + 1, fy + 1) * ax) * ay;
        }
      }
      into[y * CELL + x] = sum / (n * n);
    }
  }
  return into;
}

/** A CELL x CELL input turned a quarter clockwise `quarters` times. */
export function rotateInput(input: Float32Array, quarters: number): Float32Array {
  const q = ((quarters % 4) + 4) % 4;
  const out = new Float32Array(CELL * CELL);
  const n = CELL;
  for (let y = 0; y < n; y++) {
    for (let x = 0; x < n; x++) {
      let sx = x;
      let sy = y;
      if (q === 1) [sx, sy] = [y, n - 1 - x];
      else if (q === 2) [sx, sy] = [n - 1 - x, n - 1 - y];
      else if (q === 3) [sx, sy] = [n - 1 - y, x];
      out[y * n + x] = input[sy * n + sx];
    }
  }
  return out;
}

/**
 * A cut narrower than this share of its height (or flatter than this share
 * of its width) is a sliver of a grid line, not a digit: on the shared
 * photos' cross-validation, no given's cut is narrower than 0.27 of its
 * height, while line slivers are under 0.1.
 */
const SLIVER = 0.15;
/**
 * Ink level from which a pixel counts as a stroke in a second try, for a
 * cell where nothing was cut at STROKE: a digit printed unevenly (a 7's
 * dark bar over a faint stem) is then cut whole.
 */
const FAINT_STROKE = 75;

/**
 * The digit model's inputs of the 81 cells of a rectified grid (null: no
 * digit, which is read as blank), as the game reads them and the model is
 * trained on them. A sliver (see SLIVER) counts as no digit; a cell where
 * nothing is cut is tried again at FAINT_STROKE.
 */
export function cutDigits(rectified: GreyImage): (Float32Array | null)[] {
  const windows = cellWindows(rectified);
  const extent = new Int32Array(2);
  const cut = (cell: number, stroke: number) => {
    const input = digitInput(windows, cell, undefined, extent, stroke);
    const [w, h] = extent;
    return input && Math.min(w, h) >= SLIVER * Math.max(w, h) ? input : null;
  };
  const n = WINDOW * WINDOW;
  return Array.from({ length: 81 }, (_, cell) => {
    // A window with no pixel as dark as FAINT_STROKE (a blank cell left as
    // paper) has nothing to cut at either level.
    let darkest = 0;
    for (let i = cell * n; i < (cell + 1) * n; i++) darkest = Math.max(darkest, windows[i]);
    if (darkest < FAINT_STROKE) return null;
    return cut(cell, STROKE) ?? cut(cell, FAINT_STROKE);
  });
}
