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
  'unique-rectangle-2',
  'unique-rectangle-4',
  'bug-plus-one',
  'finned-x-wing',
  'unique-rectangle-3',
  'finned-swordfish',
  'x-chain',
  'xy-chain',
  'aic',
  'als-xz',
  'als-xy-wing',
] as const;
/** One named solving technique. */
export type Technique = (typeof TECHNIQUE_IDS)[number];

/**
 * Grades, easiest first. 'master' = needs a master technique, or more than
 * every technique here (then `Grade.solved` is false).
 */
export const LEVELS = ['easy', 'medium', 'hard', 'expert', 'master'] as const;
export type Level = (typeof LEVELS)[number];

/** A digit put in a cell, or a candidate removed from a cell. */
export interface CellDigit {
  cell: CellIndex;
  digit: Digit;
}

/**
 * A node of a chain: "`digit` is (on) / is not (off) in `cells`". One cell,
 * or a group: two or three cells of one box that also share a row or a
 * column (the digit confined to that box-line segment, read as "one of
 * these cells"), or, in almost locked set steps, the cells of one set that
 * hold the digit ("the set holds it"). `cells` ascending.
 */
export interface ChainNode {
  cells: CellIndex[];
  digit: Digit;
  on: boolean;
}

/**
 * A link between two nodes of a chain, by index into `Chain.nodes`.
 * - strong: the two cannot both be false ("if `from` is false, `to` is true");
 * - weak: the two cannot both be true ("if `from` is true, `to` is false").
 * `unit` is the unit (0-26) the link lives in when it is a link between cells
 * of one unit, -1 when it is inside one cell (two digits of a bivalue cell)
 * or comes from more than a unit (a forcing chain's inference).
 */
export interface ChainLink {
  from: number;
  to: number;
  kind: 'strong' | 'weak';
  unit: number;
}

/**
 * A chain as data, so the board overlay and the explanation come from the
 * same thing: its nodes in the order a person walks them, and the links
 * between them. An alternating chain is a path (links i -> i+1); a forcing
 * chain may branch and join (a node inferred from several earlier nodes has
 * several incoming links). `premise` is the index of the node the walk starts
 * from (the assumption), usually 0.
 */
export interface Chain {
  nodes: ChainNode[];
  links: ChainLink[];
  premise: number;
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
  /**
   * Chain techniques: the chains that prove the step (an alternating chain
   * has one; a cell, unit or digit forcing chain has one per branch, each
   * ending in the conclusion; a contradiction chain has the branches that
   * clash). Absent for techniques that are not chains.
   */
  chains?: Chain[];
  /** Finned fish: the fin cells (extra cells of the digit beside the pattern), ascending. */
  fins?: CellIndex[];
  /** Almost locked set techniques: the sets, each ascending. */
  sets?: CellIndex[][];
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
  /** The level of the hardest technique used; 'master' also when the logic does not finish. */
  level: Level;
  /** True when the logic finishes the puzzle (every cell gets a digit). */
  solved: boolean;
  /** How often each technique was used on the logical path (only used ones appear). */
  techniques: Partial<Record<Technique, number>>;
  /** Sum of the technique weights over the path, plus a fixed surcharge when unsolved. */
  score: number;
}
