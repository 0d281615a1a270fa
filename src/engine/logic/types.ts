import type { Geometry } from '../geometryOf';
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
  'contradiction-chain',
  'digit-forcing-chain',
  'cell-forcing-chain',
  'unit-forcing-chain',
  'dynamic-forcing-chain',
  'nested-forcing-chain',
] as const;
/**
 * The Killer techniques (cage combination, cage-unit overlap, the rule of
 * 45): they find something only where there are cages. A Killer tries
 * them among the others by its own levels (techniques.ts).
 */
export const KILLER_TECHNIQUE_IDS = [
  'cage-combination',
  'cage-unit-overlap',
  'rule-of-45',
] as const;
/** A Killer technique. */
export type KillerTechnique = (typeof KILLER_TECHNIQUE_IDS)[number];

/** A technique of classic Sudoku (TECHNIQUE_IDS), met in every kind. */
export type ClassicTechnique = (typeof TECHNIQUE_IDS)[number];

/** The chains and almost locked sets (x-chain to als-xy-wing), in TECHNIQUE_IDS' order. */
export const CHAIN_IDS: readonly ClassicTechnique[] = TECHNIQUE_IDS.slice(
  TECHNIQUE_IDS.indexOf('x-chain'),
  TECHNIQUE_IDS.indexOf('contradiction-chain'),
);

/** The forcing chains (contradiction-chain to nested-forcing-chain), the last of TECHNIQUE_IDS. */
export const FORCING_CHAIN_IDS: readonly ClassicTechnique[] = TECHNIQUE_IDS.slice(
  TECHNIQUE_IDS.indexOf('contradiction-chain'),
);

/** One named solving technique: a classic one or a Killer one. */
export type Technique = ClassicTechnique | KillerTechnique;

/**
 * Grades, easiest first. 'master' = needs chains or forcing chains (and, when
 * `Grade.solved`, the logic finishes the puzzle with them).
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
  /**
   * Forcing chains only: why the node holds, given its incoming links (see
   * ChainInference). Absent on alternating chains.
   */
  inference?: ChainInference;
  /** Forcing chains, inference 'nested' only: the contradiction that proves the node. */
  nested?: NestedProof;
}

/**
 * Why a node of a forcing chain holds:
 * - 'premise': the assumption the chain starts from (no incoming link);
 * - 'link': off, because one earlier node is on (one incoming weak link):
 *   another digit of the same cell (link unit -1), or the same digit in a
 *   cell that shares the link's unit;
 * - 'cell': on, the last candidate left in its cell: every other candidate
 *   the cell has on the board is an off node (one incoming strong link from
 *   each, unit -1). With one incoming link it is a plain strong link (a
 *   bivalue cell);
 * - 'unit': on, the last place of its digit in the links' unit: every other
 *   cell of that unit holding the digit on the board is an off node (one
 *   incoming strong link from each). With one link: a unit with two places;
 * - 'nested': on or off because the opposite assumption, added to the
 *   nodes it has incoming links from, leads to a contradiction (`nested`;
 *   its links are weak into an off node, strong into an on node, unit -1).
 *   The solver's nested nodes are all off (the assumption is a candidate on);
 * - 'outer': in a nested proof only, a fact of the enclosing chain taken as
 *   known there (no incoming link); it is one of the nodes the 'nested'
 *   node has an incoming link from.
 */
export type ChainInference = 'premise' | 'link' | 'cell' | 'unit' | 'nested' | 'outer';

/**
 * How an assumption breaks the rules (contradiction chains and nested proofs):
 * - 'cell-empty': every candidate of `cell` is off (`unit` -1, `digit` 0);
 * - 'unit-empty': `digit` has no place left in `unit` (`cell` -1).
 * A digit that would go twice into a unit shows as one of these: the
 * solver removes a placed digit from its peers at once, so the second copy
 * loses its candidate, which empties the cell or unit it was the last
 * candidate or place of.
 */
export interface Contradiction {
  kind: 'cell-empty' | 'unit-empty';
  cell: CellIndex;
  unit: number;
  digit: Digit | 0;
}

/**
 * A nested proof: assuming the opposite of a node (the premise of each
 * chain), together with the 'outer' facts, breaks the rules as
 * `contradiction` says. `chains` has one chain per clashing node inferred
 * from the premise; a clashing node that is a fact of the enclosing chain
 * (say a candidate of the empty cell already off there) has no chain of its
 * own: it is one of the nodes linked into the 'nested' node.
 */
export interface NestedProof {
  contradiction: Contradiction;
  chains: Chain[];
}

/**
 * The kinds of forcing chain:
 * - 'contradiction': one assumption breaks the rules, so it is false;
 * - 'digit': a candidate on and off both lead to the conclusion;
 * - 'cell': each candidate of a cell leads to it;
 * - 'unit': each place of a digit in a unit leads to it.
 */
export type ForcingKind = 'contradiction' | 'digit' | 'cell' | 'unit';

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
   * clash). An XY-Wing and a W-Wing carry theirs too (as an XY-Chain of
   * three cells; a bivalue cell, a strong link, a bivalue cell). Absent for
   * the other techniques.
   */
  chains?: Chain[];
  /** XY-Wing and XYZ-Wing: the pivot, the cell that sees both pincers. */
  pivot?: CellIndex;
  /** Finned fish: the fin cells (extra cells of the digit beside the pattern), ascending. */
  fins?: CellIndex[];
  /** Almost locked set techniques: the sets, each ascending. */
  sets?: CellIndex[][];
  /** Forcing chains: which kind (the technique id tells static, dynamic or nested). */
  forcing?: ForcingKind;
  /** Contradiction forcing chains: how the premise breaks the rules. */
  contradiction?: Contradiction;
  /** Killer techniques: the sum the step reasons with. */
  killer?: KillerDetail;
}

/** A Killer cage as a step names it: its index in the rules' cages, its cells (ascending) and sum. */
export interface StepCage {
  index: number;
  cells: CellIndex[];
  sum: number;
}

/**
 * What a Killer step reasons with, as data the words and the board need
 * (no rules object required to tell it):
 * - cage-combination: `cages[0]` the cage; `cells` its empty cells, `sum`
 *   what they still add up to, `combos` the digit sets they can hold;
 * - rule-of-45: the units of `Step.units` hold `total` (45 each); the cages
 *   wholly inside them (`cages`, the first `insideCount`) add up to
 *   `inside`. Innies (`side` 'in'): the area's other cells add up to the
 *   rest; outies ('out'): the cages reaching in (the rest of `cages`) add up
 *   to `reaching`, and their cells outside add up to what the innies leave.
 *   `known` of that is already placed; `cells` are the empty ones, adding
 *   up to `sum`; `combos` the digit sets they can hold when no two of them
 *   may share a digit;
 * - cage-unit-overlap: `digit` must be in the cage `cages[0]` (every digit
 *   set making its sum holds it: `combos`) and can only go in `cells`, so it
 *   leaves every cell outside that sees them all (`side` 'in'); or
 *   `digit`'s places in `Step.units[0]`, `cells`, all lie in the cage, so
 *   the cage holds it and the digit sets without it go (`side` 'out';
 *   `combos` the sets left).
 */
export interface KillerDetail {
  cages: StepCage[];
  cells: CellIndex[];
  sum: number;
  combos?: Digit[][];
  side?: 'in' | 'out';
  digit?: Digit;
  total?: number;
  insideCount?: number;
  inside?: number;
  reaching?: number;
  known?: number;
}

/**
 * The state the techniques work on: digits (0 = empty) and candidate masks
 * (0 for filled cells), one per cell (81, or 36 for 6x6), row-major, and the
 * geometry of the puzzle's kind (absent: classic). Build one with
 * `candidatesFromBoard`.
 */
export interface CandidateGrid {
  readonly values: Uint8Array;
  readonly masks: Uint16Array;
  readonly geometry?: Geometry;
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
