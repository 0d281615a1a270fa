import type { CellDigit, Chain } from '../engine/logic/types';
import type { GameState } from './types';

/*
 * The hint on show, as the board reads it. The marks themselves are worked
 * out by hintMarks.ts, which loads with the hints (hintActions.ts) and
 * registers itself here: before any hint there is nothing to mark.
 */

/**
 * How a cell takes part in the hint on show: `area` the unit to look at,
 * `pattern` a cell that proves the step, `target` a cell the step changes,
 * `notes` a cell whose notes leave out its digit.
 */
export type HintRole = 'area' | 'pattern' | 'target' | 'notes';

/** Sides of a cell on the outline of the hint's area, as bits. */
export const EDGE = { top: 1, right: 2, bottom: 4, left: 8 } as const;

/** Each EDGE bit with the name of its side, for class names ("cell-wall-top", "cage-top"). */
export const SIDES = [
  [EDGE.top, 'top'],
  [EDGE.right, 'right'],
  [EDGE.bottom, 'bottom'],
  [EDGE.left, 'left'],
] as const;

/** The hint shown on the board, per cell (81 entries each). */
export interface HintMarks {
  role: readonly (HintRole | null)[]; // the cell's part in the hint; null = none
  edges: readonly number[]; // EDGE bits: sides where the area's outline runs
  removed: readonly number[]; // candidates the step removes here (9-bit mask), from the second press
  placed: readonly number[]; // the digit the step places here (0 = none), from the second press
  candidates: readonly number[]; // candidates (9-bit mask) to draw in empty key cells and targets, else 0
}

/** Works out the marks of the hint on show (hintMarks.ts), once the hints are loaded. */
let marksOf: ((s: GameState) => HintMarks | null) | null = null;

/** Register how hint marks and the hint's chain are worked out (called when the hints load). */
export function registerHintMarks(
  marks: (s: GameState) => HintMarks | null,
  chain: (s: GameState) => HintChain | null,
): void {
  marksOf = marks;
  chainOf = chain;
}

/**
 * The hint on show, cell by cell: a teaching hint's area, pattern and
 * targets, or the cell whose notes a hint questioned. Null when there is none.
 */
export const selectHintMarks = (s: GameState): HintMarks | null => (marksOf ? marksOf(s) : null);

/**
 * True while the status holds a teaching hint: where to look (first press),
 * why (second), the eliminations the third press made, or the news that no
 * technique applies (with its offer to reveal a cell). The status then shows
 * it as a card, with what the next press does.
 */
export const selectHintCard = (s: GameState): boolean => {
  const a = s.announcement;
  if (a?.kind === 'hint-stuck') return true;
  if (a?.kind !== 'hint-step') return false;
  // The third press of an elimination lists every cell it changed.
  return a.stage < 3 || a.step.placements.length === 0;
};

/** A chain to draw over the board, with the conclusion it leads to. */
export interface HintChain {
  chain: Chain;
  branch: number; // which of the step's chains (0 when it has one; -1 a forcing chain's summary)
  branches: number; // how many chains the step has
  eliminations: readonly CellDigit[];
  placements: readonly CellDigit[];
}

/** Works out the chain of the hint on show (hintMarks.ts), once the hints are loaded. */
let chainOf: ((s: GameState) => HintChain | null) | null = null;

/**
 * The chain of the hint on show, from its second press (where it is
 * explained), for the overlay: the branch chosen, or (a forcing chain's
 * summary) the cases it starts from; null when the step is not a chain.
 */
export const selectHintChain = (s: GameState): HintChain | null => (chainOf ? chainOf(s) : null);
