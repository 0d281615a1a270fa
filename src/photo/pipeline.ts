import { downscale } from './grey';
import { findGridCandidates } from './grid';
import type { GreyImage, Point } from './types';

/** Long side of the image the grid is searched in. */
export const WORK_SIDE = 1000;

/**
 * Find the grid in a full-size grey photo: search a copy shrunk to
 * WORK_SIDE, return the corners in the photo's own pixels, the shrunk
 * image (cells are rectified from it) and the corners in it.
 */
export function locateGrid(
  grey: GreyImage,
): { corners: Point[]; work: GreyImage; workCorners: Point[]; gridness: number } | null {
  const { image: work, scale } = downscale(grey, WORK_SIDE);
  const candidates = findGridCandidates(work);
  if (candidates.length === 0) return null;
  const best = candidates[0];
  return {
    corners: best.corners.map(([x, y]) => [x / scale, y / scale] as Point),
    work,
    workCorners: best.corners,
    gridness: best.gridness,
  };
}
