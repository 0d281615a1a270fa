import { forcingStep, type CandidateConclusion } from './forcing-step';
import { prepareNested, propagateNested, type Budget } from './nested';
import { clashTargets, markAncestors, isMarked } from './proof';
import { OFF, Propagator, RULE_NESTED } from './propagate';
import type { CandidateGrid, NestedProof, Step } from './types';

/*
 * Nested forcing chains: contradiction chains whose branches may use nested
 * inferences (nested.ts). Premises are candidates assumed on (a contradiction
 * eliminates one): assuming a candidate off rarely breaks the rules at this
 * depth and would cost most of the search. Each premise costs up to a few hundred inner runs,
 * so the search spends a fixed budget of inner runs and keeps the shortest
 * proof found within it.
 */

/** Inner runs one search may spend (about a second on the hardest puzzles). */
export const NESTED_BUDGET = 400_000;

const prop = new Propagator();
const targets = new Int32Array(16);

/** Proof size of the current (clashed) run, nested proofs included. */
function clashSize(p: Propagator): number {
  const n = clashTargets(p, targets);
  let size = markAncestors(p, targets, n);
  for (let i = 0; i < p.logLength; i++) {
    if (p.logRule[i] === RULE_NESTED && isMarked(i)) size += p.pool[p.logParent[i] + 1];
  }
  return size;
}

/**
 * A nested forcing chain (a contradiction) with the shortest proof found
 * within `budget` inner runs, or null.
 */
export function findNestedForcingChain(grid: CandidateGrid, budget = NESTED_BUDGET): Step | null {
  prop.load(grid);
  prop.dynamic = true;
  prepareNested(prop);
  const spend: Budget = { left: budget };
  let best: CandidateConclusion | null = null;
  let bestSize = Infinity;
  for (let c = 0; c < grid.masks.length; c++) {
    const m = grid.masks[c];
    if (grid.values[c] !== 0 || m === 0) continue;
    for (let d0 = 0; d0 < 9; d0++) {
      if ((m & (1 << d0)) === 0) continue;
      const lit = c * 9 + d0;
      prop.begin();
      prop.assume(lit);
      if (!propagateNested(prop, spend)) return best && build(grid, best);
      if (prop.clash === 0) continue;
      const size = clashSize(prop);
      if (size < bestSize) {
        bestSize = size;
        best = {
          kind: 'contradiction',
          source: lit,
          branches: [lit],
          conclusion: lit + OFF,
          rank: size,
        };
      }
    }
  }
  return best && build(grid, best);
}

/** Replay the best premise capturing its nested proofs, and make the step. */
function build(grid: CandidateGrid, best: CandidateConclusion): Step {
  const proofs = new Map<number, NestedProof>();
  const replay = (lit: number): void => {
    proofs.clear();
    prop.begin();
    prop.assume(lit);
    propagateNested(prop, { left: Infinity }, proofs);
  };
  return forcingStep(prop, grid, best, 'nested-forcing-chain', replay, (i) => proofs.get(i));
}
