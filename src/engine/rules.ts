import { CLASSIC_RULES } from './classicRules';
import type { Cage, Kind, Rules } from './classicRules';

/*
 * Kinds of Sudoku as data (Tatham's Solo model): a puzzle's rules are its
 * size, its regions, its extra units and its cages. Everything that solves,
 * generates, grades or reads a puzzle takes a `Rules` value; the geometry
 * tables (units, peers, ...) are derived from it once (geometry-of.ts).
 *
 * Glossary beside types.ts:
 * - size N: 9, or 6 (digits 1-N, N x N cells, row-major: cell = row * N + col);
 * - region: the box-like unit of N cells (3x3 boxes, 2x3 boxes for 6x6, the
 *   irregular connected regions of a Jigsaw), numbered 0..N-1;
 * - extra unit: a further unit of N cells that holds every digit once (the
 *   two main diagonals of Sudoku X);
 * - cage (Killer): connected cells whose digits add up to `sum` without a
 *   repeat. A cage is not a unit: it need not hold every digit.
 */

export { KINDS } from './classicRules';
export type { Cage, Kind, Rules } from './classicRules';
export { CLASSIC_RULES };

/** Regions of a size x size board made of boxes `boxHeight` rows by `boxWidth` columns. */
export function boxRegions(size: number, boxHeight: number, boxWidth: number): number[] {
  const perRow = size / boxWidth;
  return Array.from({ length: size * size }, (_, i) => {
    const r = (i / size) | 0;
    const c = i % size;
    return ((r / boxHeight) | 0) * perRow + ((c / boxWidth) | 0);
  });
}

const BOXES_9 = Object.freeze(boxRegions(9, 3, 3));

/** 6x6: digits 1-6, boxes of 2 rows by 3 columns. */
export const SIX_RULES: Rules = Object.freeze({
  kind: '6x6',
  size: 6,
  regions: Object.freeze(boxRegions(6, 2, 3)),
  extraUnits: Object.freeze([]),
  cages: Object.freeze([]),
});

/** Sudoku X: classic plus the two main diagonals as units. */
export const X_RULES: Rules = Object.freeze({
  kind: 'x',
  size: 9,
  regions: BOXES_9,
  extraUnits: Object.freeze([
    Object.freeze(Array.from({ length: 9 }, (_, k) => k * 10)),
    Object.freeze(Array.from({ length: 9 }, (_, k) => (k + 1) * 8)),
  ]),
  cages: Object.freeze([]),
});

/** Jigsaw: 9x9 with irregular regions (81 region numbers 0-8, each 9 connected cells). */
export function jigsawRules(regions: readonly number[]): Rules {
  return Object.freeze({
    kind: 'jigsaw',
    size: 9,
    regions: Object.freeze(regions.slice()),
    extraUnits: Object.freeze([]),
    cages: Object.freeze([]),
  });
}

/** Killer: classic plus cages (each with its cells and sum). */
export function killerRules(cages: readonly Cage[]): Rules {
  return Object.freeze({
    kind: 'killer',
    size: 9,
    regions: BOXES_9,
    extraUnits: Object.freeze([]),
    cages: Object.freeze(
      cages.map((c) =>
        Object.freeze({ cells: Object.freeze(c.cells.slice().sort((a, b) => a - b)), sum: c.sum }),
      ),
    ),
  });
}

/** The rules of a kind that has no per-puzzle data (classic, X, 6x6); null for Jigsaw and Killer. */
export function fixedRules(kind: Kind): Rules | null {
  switch (kind) {
    case 'classic':
      return CLASSIC_RULES;
    case 'x':
      return X_RULES;
    case '6x6':
      return SIX_RULES;
    default:
      return null;
  }
}

/** Number of cells of a board under these rules (81, or 36). */
export function cellCountOf(rules: Rules): number {
  return rules.size * rules.size;
}
