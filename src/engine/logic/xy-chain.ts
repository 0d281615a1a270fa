import { buildGraph, nodeDigit, type LinkRules } from './chain-graph';
import { limitWalk, pathTo, searchChains } from './chain-walk';
import { chainOf, chainStep, cleanPath, hasCommonTarget, pushCommonTargets } from './chain-step';
import { gridGeometry } from './grid';
import type { CandidateGrid, CellDigit, Step } from './types';

/*
 * XY-Chain: bivalue cells in a row of sight, each sharing a digit with the
 * next. If the first cell is not x it is its other digit, so the next cell
 * is not that digit, so it is its other one, and so on to the last cell,
 * which then is x. Either end is x: x leaves every cell that sees both.
 * As a chain: each cell gives two nodes joined by a strong link (its two
 * digits), and consecutive cells a weak link on the digit they share.
 *
 * At least three cells (five links); three cells are an XY-Wing, found
 * earlier at Hard, so in practice XY-Chains here have four cells or more.
 */

const RULES: LinkRules = { unitStrong: false, cellStrong: true, cellWeak: false, groups: false };
/** Longest chain tried, in links (8 cells). */
const MAX_LINKS = 15;
const MIN_LINKS = 5;

let best: number[] | null = null;

function judge(start: number, end: number, links: number): boolean {
  if (links < MIN_LINKS || nodeDigit[start] !== nodeDigit[end] || !hasCommonTarget(start, end))
    return false;
  const states = pathTo(end);
  if (!cleanPath(states)) return false;
  best = states;
  limitWalk(links - 2);
  return true;
}

/**
 * The shortest XY-Chain (at most 8 cells) with eliminations. The step's
 * chain: node 0 is x in the first cell (off, the premise), then the cell's
 * other digit (on), then that digit in the next cell (off), ..., x in the
 * last cell (on); links alternate strong (inside a cell, unit -1) and weak
 * (between cells, their shared unit).
 */
export function findXYChain(grid: CandidateGrid): Step | null {
  buildGraph(grid.masks, RULES, gridGeometry(grid));
  best = null;
  searchChains(MAX_LINKS, judge);
  if (best === null) return null;
  const states: number[] = best;
  const elims: CellDigit[] = [];
  pushCommonTargets(elims, states[0] >> 1, states[states.length - 1] >> 1);
  return chainStep('xy-chain', chainOf(states, 'none'), [], elims);
}
