import type { Digit } from '../types';
import { maskDigits } from './grid';
import {
  clashChains,
  clashTargets,
  buildChain,
  describeClash,
  isMarked,
  markAncestors,
} from './proof';
import { OFF, RULE_NESTED, type Propagator } from './propagate';
import type { CandidateGrid, Chain, ForcingKind, NestedProof, Step, Technique } from './types';

/*
 * A forcing chain conclusion found by a search, measured and turned into a
 * Step: the proof of each branch replayed, pruned to what the conclusion
 * needs, as chains.
 */

/** A conclusion and the branches (premise literals) that each lead to it. */
export interface CandidateConclusion {
  kind: ForcingKind;
  /** contradiction and digit: the premise literal; cell: the cell; unit: unit*9 + d0. */
  source: number;
  branches: number[];
  /** The literal that holds: an on literal places, an off literal eliminates. */
  conclusion: number;
  /** Search order estimate of the proof size (lower first). */
  rank: number;
}

/** How to re-run a branch: from a fresh start, on the loaded grid. */
export type Replay = (premise: number) => void;

const targets = new Int32Array(16);

/** The proof targets of the replayed branch: the clash, or the conclusion. */
function branchTargets(p: Propagator, c: CandidateConclusion): number {
  if (c.kind === 'contradiction') return clashTargets(p, targets);
  targets[0] = p.litPos[c.conclusion];
  return 1;
}

/** Nodes of the marked proof, counting each nested proof's own nodes. */
function markedSize(p: Propagator, count: number): number {
  if (p.poolLength === 0) return count;
  let size = count;
  for (let i = 0; i < p.logLength; i++) {
    if (p.logRule[i] === RULE_NESTED && isMarked(i)) size += p.pool[p.logParent[i] + 1];
  }
  return size;
}

/** Proof size (nodes over all branches) of a conclusion. */
export function proofSize(
  p: Propagator,
  c: CandidateConclusion,
  replay: Replay = (lit) => void p.run(lit),
): number {
  let size = 0;
  for (const b of c.branches) {
    replay(b);
    const n = branchTargets(p, c);
    size += markedSize(p, markAncestors(p, targets, n));
  }
  return size;
}

/** The conclusion with the smallest measure (ties: the first). */
export function bestConclusion(
  found: readonly CandidateConclusion[],
  measure: (c: CandidateConclusion) => number,
): CandidateConclusion {
  let best = found[0];
  let bestSize = Infinity;
  for (const c of found) {
    const size = measure(c);
    if (size < bestSize) {
      best = c;
      bestSize = size;
    }
  }
  return best;
}

/**
 * The Step of a conclusion: its branches replayed and pruned into chains.
 * `nested(i)` gives the proof of a NESTED record entry of the last replay.
 */
export function forcingStep(
  p: Propagator,
  grid: CandidateGrid,
  c: CandidateConclusion,
  technique: Technique,
  replay: Replay = (lit) => void p.run(lit),
  nested: (i: number) => NestedProof | undefined = () => undefined,
): Step {
  const chains: Chain[] = [];
  let contradiction: Step['contradiction'];
  for (const b of c.branches) {
    replay(b);
    if (c.kind === 'contradiction') {
      contradiction = describeClash(p);
      chains.push(...clashChains(p, 0, nested));
    } else {
      targets[0] = p.litPos[c.conclusion];
      chains.push(buildChain(p, targets, 1, 0, nested));
    }
  }
  const on = c.conclusion < OFF;
  const x = on ? c.conclusion : c.conclusion - OFF;
  const cell = (x / 9) | 0;
  const move = { cell, digit: (x - cell * 9 + 1) as Digit };
  let digits: Digit[];
  let cells: number[];
  let units: number[] = [];
  if (c.kind === 'cell') {
    digits = maskDigits(grid.masks[c.source]);
    cells = [c.source];
  } else if (c.kind === 'unit') {
    const d0 = c.source % 9;
    digits = [(d0 + 1) as Digit];
    cells = c.branches.map((b) => (b / 9) | 0);
    units = [(c.source - d0) / 9];
  } else {
    const y = c.source < OFF ? c.source : c.source - OFF;
    digits = [((y % 9) + 1) as Digit];
    cells = [(y / 9) | 0];
    if (contradiction && contradiction.unit >= 0) units = [contradiction.unit];
  }
  const step: Step = {
    technique,
    digits,
    cells,
    units,
    placements: on ? [move] : [],
    eliminations: on ? [] : [move],
    chains,
    forcing: c.kind,
  };
  if (contradiction) step.contradiction = contradiction;
  return step;
}
