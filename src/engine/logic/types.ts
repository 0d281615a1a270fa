import type { CellIndex, Digit } from '../types';

/*
 * Vocabulary of the logical solver.
 *
 * - candidate grid: the placed digits plus a 9-bit candidate mask per empty
 *   cell (bit d-1 = digit d still possible there); filled cells have mask 0.
 * - step: one deduction by a named technique: the cells and units that prove
 *   it and the digits it places or eliminates.
 * - level: the hardest technique family a puzzle needs, from easy to master.
 */

/** The technique ids, simplest first: the order `findNextStep` tries them in. */
export const TECHNIQUE_IDS = [
  'full-house',
  'naked-single',
  'hidden-single',
  'pointing',
  'claiming',
  'naked-pair',
  'hidden-pair',
  'naked-triple',
  'hidden-triple',
  'x-wing',
  'xy-wing',
  'naked-quad',
  'hidden-quad',
  'skyscraper',
  'two-string-kite',
  'swordfish',
  'xyz-wing',
  'w-wing',
  'colour-wrap',
  'colour-trap',
  'unique-rectangle',
  'jellyfish',
] as const;
/** One named solving technique. */
export type Technique = (typeof TECHNIQUE_IDS)[number];

/** Grades, easiest first. 'master' = needs more than every technique here. */
export const LEVELS = ['easy', 'medium', 'hard', 'expert', 'master'] as const;
export type Level = (typeof LEVELS)[number];

/** A digit put in a cell, or a candidate removed from a cell. */
export interface CellDigit {
  cell: CellIndex;
  digit: Digit;
}

/**
 * One logical deduction, as plain data.
 * - `digits`: the digits of the pattern (the pair, the fish digit, x/y/z of a wing).
 * - `cells`: the cells whose candidates prove it (the pattern), ascending.
 * - `units`: the unit numbers involved (0-8 rows, 9-17 columns, 18-26 boxes).
 * - `placements` / `eliminations`: what it changes. A step always changes
 *   something: at least one placement or one elimination.
 */
export interface Step {
  technique: Technique;
  digits: Digit[];
  cells: CellIndex[];
  units: number[];
  placements: CellDigit[];
  eliminations: CellDigit[];
  /** Simple colouring only: the chain's two colour classes, each ascending. */
  colours?: [CellIndex[], CellIndex[]];
}

/**
 * The state the techniques work on: digits (0 = empty) and candidate masks
 * (0 for filled cells), 81 each, row-major. Build one with `candidatesFromBoard`.
 */
export interface CandidateGrid {
  readonly values: Uint8Array;
  readonly masks: Uint16Array;
}

/** The result of `solveLogically`. */
export interface LogicalSolution {
  /** The steps taken, in order. */
  steps: Step[];
  /** True when every cell got a digit. */
  solved: boolean;
  /** The final board (81 digits, 0 where still empty). */
  board: number[];
  /** The final candidate masks (0 for filled cells). */
  candidates: number[];
}

/** The result of `gradePuzzle`. */
export interface Grade {
  level: Level;
  /** How often each technique was used on the logical path (only used ones appear). */
  techniques: Partial<Record<Technique, number>>;
  /** Sum of the technique weights over the path, plus a fixed surcharge for master. */
  score: number;
}
