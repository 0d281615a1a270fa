import { labelComponents, outlinePoints } from './components';
import { homographyFromPoints, warpGrey } from './homography';
import { extremeQuad, isConvex, polygonArea } from './quad';
import { adaptiveThreshold } from './threshold';
import type { GreyImage, Point } from './types';

/** A candidate grid outline with its score. */
export interface GridCandidate {
  corners: Point[]; // clockwise from top left, in the searched image's pixels
  area: number; // of the quadrilateral, in pixels
  gridness: number; // 0..1: how clearly 8 inner lines show at the ninths
}

const PROBE = 180; // side of the rectified image used to score a candidate
const MIN_GRIDNESS = 0.25; // below this a candidate is not a sudoku grid

/**
 * How much a quadrilateral of `image` looks like a 9x9 grid: rectify it to
 * PROBE x PROBE, threshold, and compare the ink along the 8 inner lines
 * (best row/column within a few pixels of each ninth, to allow for curved
 * paper) with the ink through the cells' middles. The smaller of the
 * horizontal and vertical scores, about 0.5-0.9 for a printed sudoku and
 * near 0 for text or pictures.
 */
export function gridness(image: GreyImage, corners: readonly Point[]): number {
  const square: Point[] = [
    [0, 0],
    [PROBE, 0],
    [PROBE, PROBE],
    [0, PROBE],
  ];
  const h = homographyFromPoints(square, corners);
  if (!h) return 0;
  const warped = warpGrey(image, h, PROBE, PROBE);
  const ink = adaptiveThreshold(warped, 5, 6).data;
  const rows = new Float64Array(PROBE);
  const cols = new Float64Array(PROBE);
  const margin = 4;
  for (let y = 0; y < PROBE; y++) {
    for (let x = 0; x < PROBE; x++) {
      if (ink[y * PROBE + x] === 0) continue;
      if (x >= margin && x < PROBE - margin) rows[y]++;
      if (y >= margin && y < PROBE - margin) cols[x]++;
    }
  }
  const span = PROBE - 2 * margin;
  const score = (profile: Float64Array): number => {
    const step = PROBE / 9;
    let lines = 0;
    let middles = 0;
    for (let k = 1; k <= 8; k++) {
      let best = 0;
      const at = Math.round(k * step);
      for (let d = -4; d <= 4; d++) best = Math.max(best, profile[at + d]);
      lines += best / span;
    }
    for (let k = 0; k < 9; k++) {
      let least = Infinity;
      const at = Math.round((k + 0.5) * step);
      for (let d = -3; d <= 3; d++) least = Math.min(least, profile[at + d]);
      middles += least / span;
    }
    return lines / 8 - middles / 9;
  };
  return Math.max(0, Math.min(score(rows), score(cols)));
}

/** Below this best gridness the search is repeated with a stricter threshold. */
const CLEAR_GRIDNESS = 0.5;
/** The threshold offsets tried: the usual one, then one that drops faint lines. */
const OFFSETS = [7, 20];

/**
 * Find the sudoku grid in a greyscale photo (best at about 1000 pixels on
 * the long side). Thresholds adaptively, takes the largest ink components
 * (a grid's lines are one connected blob), fits each a quadrilateral through
 * its extreme points and keeps the largest one that scores as a grid.
 * When nothing scores clearly as a grid (the grid's lines may touch a
 * frame, a tinted box or a neighbouring puzzle, and be one blob with
 * them), the search is repeated with a stricter threshold, which drops
 * faint lines and shading, and the candidates of both are compared.
 * Returns the candidates tried, best first; empty when nothing looks like
 * a grid.
 */
export function findGridCandidates(image: GreyImage): GridCandidate[] {
  const candidates: GridCandidate[] = [];
  for (const offset of OFFSETS) {
    const best = Math.max(0, ...candidates.map((c) => c.gridness));
    if (best >= CLEAR_GRIDNESS) break;
    candidates.push(...outlineCandidates(image, offset));
  }
  const good = candidates.filter((c) => c.gridness >= MIN_GRIDNESS);
  const bestGridness = Math.max(0, ...good.map((c) => c.gridness));
  // Prefer the largest grid among those that look nearly as grid-like as
  // the best one (a neighbouring puzzle or a lone 3x3 box is smaller).
  return good.filter((c) => c.gridness >= bestGridness * 0.6).sort((a, b) => b.area - a.area);
}

/** The outlines of the largest ink components at threshold `offset`, scored. */
function outlineCandidates(image: GreyImage, offset: number): GridCandidate[] {
  const { width: w, height: h } = image;
  const radius = Math.max(7, Math.round(Math.max(w, h) / 50));
  const binary = adaptiveThreshold(image, radius, offset);
  const { labels, components } = labelComponents(binary);
  const minSide = Math.min(w, h) * 0.2;
  const big = components
    .filter((c) => c.maxX - c.minX >= minSide && c.maxY - c.minY >= minSide)
    .sort((a, b) => (b.maxX - b.minX) * (b.maxY - b.minY) - (a.maxX - a.minX) * (a.maxY - a.minY))
    .slice(0, 6);
  const candidates: GridCandidate[] = [];
  for (const c of big) {
    const quad = extremeQuad(outlinePoints(labels, w, c));
    if (!quad || !isConvex(quad)) continue;
    const area = polygonArea(quad);
    if (area < minSide * minSide) continue;
    candidates.push({ corners: quad, area, gridness: gridness(image, quad) });
  }
  return candidates;
}
