/*
 * Vocabulary of the photo pipeline (image -> grid corners -> rectified
 * cells -> digits). Pure data: no DOM, no React, no store.
 *
 * A GreyImage is row-major, one byte per pixel, 0 = black, 255 = white.
 * A Point is [x, y] in pixels of the image it refers to. Corners are always
 * listed clockwise from the grid's top left: top left, top right, bottom
 * right, bottom left.
 */

export type Point = [number, number];

export interface GreyImage {
  width: number;
  height: number;
  data: Uint8Array; // width * height bytes, 0 black .. 255 white
}

/** A binary image: 1 = ink (darker than its surroundings), 0 = paper. */
export interface BinaryImage {
  width: number;
  height: number;
  data: Uint8Array;
}

/** Why a photo could not be read. */
export type PhotoFailure = 'not-image' | 'too-large' | 'too-small' | 'no-grid' | 'failed';

/** One proposed change to a read grid. */
export interface CellChange {
  cell: number; // 0-80, row-major
  from: number; // the digit read (0 blank)
  to: number; // the recogniser's second choice
}

/** The result of reading a photo: 81 cells row-major, 0 = blank. */
export type PhotoRead =
  | {
      ok: true;
      digits: number[]; // 81, 0 blank
      confidence: number[]; // 81, 0..1: the probability of the reading
      second: number[]; // 81, the second-likeliest reading, 0 blank
      secondConfidence: number[]; // 81, 0..1: the probability of the second reading
      uncertain: boolean[]; // 81, confidence below UNCERTAIN_BELOW
      corners: Point[]; // the grid's 4 corners in the decoded photo's pixels
      // When the digits do not make a proper sudoku: the likeliest fix and
      // how sure it is, 0..1 (correct.ts), worked out in the photo worker;
      // null when none is needed or found.
      correction?: { cells: CellChange[]; sure: number } | null;
      // The read is poor (many unsure cells, or no proper sudoku and no
      // sure fix): the game says it could not be read reliably.
      poor?: boolean;
    }
  | { ok: false; reason: PhotoFailure };

/** A cell whose reading has a probability below this is flagged uncertain. */
export const UNCERTAIN_BELOW = 0.9;
