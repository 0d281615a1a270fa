import { BOX_OF } from './geometry';
import type { CellIndex } from './types';

/*
 * The part of the rules as data (rules.ts) that the page's first load
 * needs: the kinds, the shape of rules, and classic's rules. Built from the
 * classic tables, so the other kinds' rules stay out of the first load.
 */

/** The kinds of puzzle, as the player chooses them. */
export const KINDS = ['classic', 'killer', 'jigsaw', 'x', '6x6'] as const;
/** One kind of puzzle. */
export type Kind = (typeof KINDS)[number];

/** A Killer cage: its cells (ascending) and the sum of their digits. */
export interface Cage {
  readonly cells: readonly CellIndex[];
  readonly sum: number;
}

/** The rules of a puzzle, as plain data (it crosses to a worker as it is). */
export interface Rules {
  readonly kind: Kind;
  /** N: 9, or 6. */
  readonly size: 9 | 6;
  /** The region (0..N-1) of each of the N*N cells. */
  readonly regions: readonly number[];
  /** Units beyond rows, columns and regions (Sudoku X: the main diagonal, then the anti-diagonal). */
  readonly extraUnits: readonly (readonly CellIndex[])[];
  /** Killer cages, each cell in at most one (every cell in one for the game's Killer). */
  readonly cages: readonly Cage[];
}

/** Classic Sudoku: 9x9, 3x3 boxes. */
export const CLASSIC_RULES: Rules = Object.freeze({
  kind: 'classic',
  size: 9,
  regions: Object.freeze(Array.from(BOX_OF)),
  extraUnits: Object.freeze([]),
  cages: Object.freeze([]),
});
