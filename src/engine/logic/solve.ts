import type { Geometry } from '../geometryOf';
import type { Kind, Rules } from '../rules';
import type { Board } from '../types';
import { findAIC } from './aic';
import { findAlsXZ } from './als';
import { findAlsXYWing } from './als-xy-wing';
import { findBugPlusOne } from './bug';
import { findColourTrap, findColourWrap } from './colouring';
import { findFinnedFish } from './finned-fish';
import { findFish } from './fish';
import { findCageCombination, findCageUnitOverlap } from './cages';
import { findForcing } from './forcing';
import { applyStepInPlace, candidatesFromBoard, gridGeometry, isSolvedGrid } from './grid';
import { findClaiming, findPointing } from './intersections';
import { findNestedForcingChain } from './nested-forcing';
import { findRuleOf45 } from './rule45';
import { findFullHouse, findHiddenSingle, findNakedSingle } from './singles';
import { findSkyscraper, findTwoStringKite } from './single-digit';
import { findHiddenSubset, findNakedSubset } from './subsets';
import { ALL_TECHNIQUES, techniqueOrder, techniqueRank } from './techniques';
import type { CandidateGrid, Level, LogicalSolution, Step, Technique } from './types';
import { KILLER_TECHNIQUE_IDS, LEVELS } from './types';
import { findUniqueRectangle } from './uniqueness';
import { findUniqueRectangleType } from './uniqueness-types';
import { findWWing, findXYWing, findXYZWing } from './wings';
import { findXChain } from './x-chain';
import { findXYChain } from './xy-chain';

type Finder = (grid: CandidateGrid) => Step | null;

const ALL_KINDS = ['contradiction', 'digit', 'cell', 'unit'] as const;

/** One finder per technique. */
const FINDERS: Readonly<Record<Technique, Finder>> = {
  'full-house': findFullHouse,
  'naked-single': findNakedSingle,
  'hidden-single': findHiddenSingle,
  'cage-combination': findCageCombination,
  pointing: findPointing,
  claiming: findClaiming,
  'cage-unit-overlap': findCageUnitOverlap,
  'rule-of-45': findRuleOf45,
  'naked-pair': (g) => findNakedSubset(g, 2),
  'hidden-pair': (g) => findHiddenSubset(g, 2),
  'naked-triple': (g) => findNakedSubset(g, 3),
  'hidden-triple': (g) => findHiddenSubset(g, 3),
  'x-wing': (g) => findFish(g, 2),
  'xy-wing': findXYWing,
  'naked-quad': (g) => findNakedSubset(g, 4),
  'hidden-quad': (g) => findHiddenSubset(g, 4),
  skyscraper: findSkyscraper,
  'two-string-kite': findTwoStringKite,
  swordfish: (g) => findFish(g, 3),
  'xyz-wing': findXYZWing,
  'w-wing': findWWing,
  'colour-wrap': findColourWrap,
  'colour-trap': findColourTrap,
  'unique-rectangle': findUniqueRectangle,
  jellyfish: (g) => findFish(g, 4),
  'unique-rectangle-2': (g) => findUniqueRectangleType(g, 2),
  'unique-rectangle-4': (g) => findUniqueRectangleType(g, 4),
  'bug-plus-one': findBugPlusOne,
  'finned-x-wing': (g) => findFinnedFish(g, 2),
  'unique-rectangle-3': (g) => findUniqueRectangleType(g, 3),
  'finned-swordfish': (g) => findFinnedFish(g, 3),
  'x-chain': findXChain,
  'xy-chain': findXYChain,
  aic: findAIC,
  'als-xz': findAlsXZ,
  'als-xy-wing': findAlsXYWing,
  'contradiction-chain': (g) => findForcing(g, false, ['contradiction'], 'contradiction-chain'),
  'digit-forcing-chain': (g) => findForcing(g, false, ['digit'], 'digit-forcing-chain'),
  'cell-forcing-chain': (g) => findForcing(g, false, ['cell'], 'cell-forcing-chain'),
  'unit-forcing-chain': (g) => findForcing(g, false, ['unit'], 'unit-forcing-chain'),
  'dynamic-forcing-chain': (g) => findForcing(g, true, ALL_KINDS, 'dynamic-forcing-chain'),
  'nested-forcing-chain': findNestedForcingChain,
};

/** The finders in ALL_TECHNIQUES order. */
const ORDERED: readonly Finder[] = ALL_TECHNIQUES.map((t) => FINDERS[t.id]);

const KILLER_ONLY: ReadonlySet<Technique> = new Set(KILLER_TECHNIQUE_IDS);
const UNIQUENESS: ReadonlySet<Technique> = new Set([
  'unique-rectangle',
  'unique-rectangle-2',
  'unique-rectangle-3',
  'unique-rectangle-4',
  'bug-plus-one',
]);

/** True when a technique holds for (and can find something in) a kind. */
export function techniqueApplies(technique: Technique, g: Geometry): boolean {
  if (KILLER_ONLY.has(technique)) return g.rules.cages.length > 0;
  if (UNIQUENESS.has(technique)) return g.uniqueness;
  return true;
}

/**
 * Per geometry, the techniques the kind uses (indices into ALL_TECHNIQUES),
 * in the order they are tried: by their level in the kind, then simplest
 * first (techniqueOrder). For classic that is TECHNIQUES order.
 */
const orders = new Map<string, { order: Uint8Array; rank: Uint8Array }>();
function orderIn(g: Geometry): { order: Uint8Array; rank: Uint8Array } {
  // The order depends only on the kind and which technique families apply.
  const key = `${g.rules.kind}|${g.rules.cages.length > 0}|${g.uniqueness}`;
  let found = orders.get(key);
  if (!found) {
    const kind = g.rules.kind;
    const order = ALL_TECHNIQUES.map((_, t) => t).filter((t) =>
      techniqueApplies(ALL_TECHNIQUES[t].id, g),
    );
    const place = (t: number) => techniqueOrder(ALL_TECHNIQUES[t].id);
    order.sort((a, b) => rankIn(a, kind) - rankIn(b, kind) || place(a) - place(b));
    found = { order: Uint8Array.from(order), rank: Uint8Array.from(order, (t) => rankIn(t, kind)) };
    orders.set(key, found);
  }
  return found;
}

function rankIn(t: number, kind: Kind): number {
  return techniqueRank(ALL_TECHNIQUES[t].id, kind);
}

/** Options of `findNextStep`. */
export interface StepOptions {
  /** Try only techniques up to this level (default: all of them, 'master'). */
  maxLevel?: Level;
  /** Try only these techniques (default: all). Combined with `maxLevel`. */
  techniques?: readonly Technique[];
}

/**
 * The next logical step on a candidate grid: the first technique, simplest
 * first (TECHNIQUES order), that places a digit or removes a candidate.
 * Returns null when no technique applies (or the grid is solved). Does not
 * change the grid; apply the step with `applyStep`.
 *
 * The grid may come from the player's notes (`candidatesFromBoard(board,
 * notes)`): steps are then sound only as far as the notes are right.
 * The grid's kind decides which techniques apply (the Killer ones need
 * cages; unique rectangles and BUG+1 hold only for classic and 6x6) and
 * their levels (techniqueLevel: a Killer has its own).
 */
export function findNextStep(grid: CandidateGrid, options?: StepOptions): Step | null {
  const maxRank = LEVELS.indexOf(options?.maxLevel ?? 'master');
  const only = options?.techniques;
  const { order, rank } = orderIn(gridGeometry(grid));
  for (let i = 0; i < order.length; i++) {
    if (rank[i] > maxRank) break;
    const t = order[i];
    if (only && !only.includes(ALL_TECHNIQUES[t].id)) continue;
    const step = ORDERED[t](grid);
    if (step) return step;
  }
  return null;
}

/**
 * Solve a board by logic alone: repeatedly take the simplest step that
 * applies (`findNextStep`) until the board is full or no technique applies.
 * `board` is 81 digits (36 for 6x6), 0 = empty, under `rules` (default
 * classic); it should have exactly one solution (the unique rectangles and
 * BUG+1 rely on it). Never mutates its input.
 */
export function solveLogically(
  board: Board,
  options?: StepOptions,
  rules?: Rules,
): LogicalSolution {
  const grid = candidatesFromBoard(board, undefined, rules);
  const steps: Step[] = [];
  for (;;) {
    const step = findNextStep(grid, options);
    if (!step) break;
    steps.push(step);
    applyStepInPlace(grid, step);
  }
  return {
    steps,
    solved: isSolvedGrid(grid),
    board: Array.from(grid.values),
    candidates: Array.from(grid.masks),
  };
}

/** The result of `logicalPath`: each step and the digits before it (and after the last). */
export interface LogicalPath {
  steps: Step[];
  /** boards[i] is the board before steps[i]; the last is after the last step. */
  boards: number[][];
  solved: boolean;
}

/**
 * The logical path from the givens, for the "Solution steps" view: every
 * step, simplest technique first, and the board before each (the cells a
 * step's words name are on that board). `rules` default to classic.
 */
export function logicalPath(givens: Board, rules?: Rules): LogicalPath {
  const grid = candidatesFromBoard(givens, undefined, rules);
  const steps: Step[] = [];
  const boards: number[][] = [Array.from(grid.values)];
  for (;;) {
    const step = findNextStep(grid);
    if (!step) break;
    applyStepInPlace(grid, step);
    steps.push(step);
    boards.push(Array.from(grid.values));
  }
  return { steps, boards, solved: isSolvedGrid(grid) };
}
