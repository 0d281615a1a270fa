import { buildGraph, type LinkRules } from './chain-graph';
import { limitWalk, pathTo, searchChains } from './chain-walk';
import { chainOf, chainStep, cleanPath, hasCommonTarget, pushCommonTargets } from './chain-step';
import { gridGeometry } from './grid';
import type { CandidateGrid, CellDigit, Step } from './types';

/*
 * X-Chain: one digit, cells joined by alternating strong links (the digit's
 * only two places in a unit) and weak links (two cells that see each
 * other), starting and ending with a strong link. One of the two end cells
 * holds the digit, so it leaves every cell that sees both ends.
 *
 * Length: at least two strong links (three links). The shortest ones are
 * the Skyscraper and the 2-String Kite, tried earlier at Expert; a two-link
 * chain that is neither (a turbot fish whose strong link lies in a box)
 * has no technique of its own here, so it counts as an X-Chain rather than
 * as a general AIC. Loops of one digit (X-cycles) are left to the AIC.
 */

const RULES: LinkRules = { unitStrong: true, cellStrong: false, cellWeak: false, groups: false };
/** Longest chain tried, in links (8 strong links). */
const MAX_LINKS = 15;
const MIN_LINKS = 3;

let best: number[] | null = null;

function judge(start: number, end: number, links: number): boolean {
  if (links < MIN_LINKS || !hasCommonTarget(start, end)) return false;
  const states = pathTo(end);
  if (!cleanPath(states)) return false;
  best = states;
  limitWalk(links - 2);
  return true;
}

/**
 * The shortest X-Chain (at most 15 links) with eliminations. The step's
 * chain runs from the premise (node 0, off) to the other end (on); nodes
 * are single cells of the one digit.
 */
export function findXChain(grid: CandidateGrid): Step | null {
  buildGraph(grid.masks, RULES, gridGeometry(grid));
  best = null;
  searchChains(MAX_LINKS, judge);
  if (best === null) return null;
  const states: number[] = best;
  const elims: CellDigit[] = [];
  pushCommonTargets(elims, states[0] >> 1, states[states.length - 1] >> 1);
  return chainStep('x-chain', chainOf(states, 'none'), [], elims);
}
