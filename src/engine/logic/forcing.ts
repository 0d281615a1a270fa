import { POPCOUNT_TABLE } from '../bits';
import type { Geometry } from '../geometryOf';
import { gridGeometry } from './grid';
import { type CandidateConclusion, bestConclusion, forcingStep, proofSize } from './forcing-step';
import { LITERALS, OFF, Propagator } from './propagate';
import type { CandidateGrid, ForcingKind, Step } from './types';

/*
 * Forcing chains, static and dynamic. Every live candidate is assumed on and
 * off once (a "branch"); each branch's inferred facts are kept as a bitset.
 * - contradiction: a branch breaks the rules, so its premise is false;
 * - digit: the on and off branches of one candidate share a fact;
 * - cell: the on branches of every candidate of a cell share a fact;
 * - unit: the on branches of every place of a digit in a unit share one.
 * Among the conclusions found, the one whose proof has the fewest nodes is
 * taken: first ranked by where the fact appears in the breadth-first
 * records (cheap), then the best few measured exactly (pruned proof size).
 * The analysis of the last grid is cached: the four static finders share it.
 */

const WORDS = 46; // ceil(1458 / 32)
const prop = new Propagator();
// The two large tables (4.5 MB) are allocated on first use, not on import.
let sets = new Uint32Array(0); // facts of each branch, WORDS per branch
let pos = new Uint16Array(0); // record index of each fact per branch, LITERALS per branch
const clashOf = new Uint8Array(LITERALS); // per branch: its clash (0 none)
const lengthOf = new Uint16Array(LITERALS); // per branch: record length
const isBranch = new Uint8Array(LITERALS);
const common = new Uint32Array(WORDS);

const cachedMasks = new Uint16Array(81);
const cachedValues = new Uint8Array(81);
let cachedMode = -1; // 0 static, 1 dynamic, -1 none
let cachedGeometry: Geometry | null = null;

function sameGrid(grid: CandidateGrid): boolean {
  if (gridGeometry(grid) !== cachedGeometry) return false;
  for (let c = 0; c < grid.masks.length; c++) {
    if (grid.masks[c] !== cachedMasks[c] || grid.values[c] !== cachedValues[c]) return false;
  }
  return true;
}

/** Run every branch of the grid (cached by grid and mode). */
function analyse(grid: CandidateGrid, dynamic: boolean): void {
  const mode = dynamic ? 1 : 0;
  if (cachedMode === mode && sameGrid(grid)) return;
  cachedMode = -1;
  if (sets.length === 0) {
    sets = new Uint32Array(LITERALS * WORDS);
    pos = new Uint16Array(LITERALS * LITERALS);
  }
  prop.load(grid);
  prop.dynamic = dynamic;
  isBranch.fill(0);
  for (let c = 0; c < grid.masks.length; c++) {
    const m = grid.masks[c];
    if (grid.values[c] !== 0 || m === 0) continue;
    for (let d0 = 0; d0 < 9; d0++) {
      if ((m & (1 << d0)) === 0) continue;
      for (let side = 0; side < 2; side++) {
        const lit = side * OFF + c * 9 + d0;
        isBranch[lit] = 1;
        const clash = prop.run(lit);
        clashOf[lit] = clash;
        lengthOf[lit] = prop.logLength;
        if (clash !== 0) continue;
        const base = lit * WORDS;
        sets.fill(0, base, base + WORDS);
        const pbase = lit * LITERALS;
        for (let i = 0; i < prop.logLength; i++) {
          const l = prop.logLit[i];
          sets[base + (l >>> 5)] |= 1 << (l & 31);
          pos[pbase + l] = i;
        }
      }
    }
  }
  cachedMasks.set(grid.masks);
  cachedValues.set(grid.values);
  cachedGeometry = gridGeometry(grid);
  cachedMode = mode;
}

/** The facts shared by the branches `lits[0..n)` into `common`; false when one clashes. */
function intersect(lits: Int32Array, n: number): boolean {
  for (let k = 0; k < n; k++) if (clashOf[lits[k]] !== 0) return false;
  common.set(sets.subarray(lits[0] * WORDS, lits[0] * WORDS + WORDS));
  for (let k = 1; k < n; k++) {
    const base = lits[k] * WORDS;
    let any = 0;
    for (let w = 0; w < WORDS; w++) any |= common[w] &= sets[base + w];
    if (any === 0) return false;
  }
  return true;
}

const branchBuf = new Int32Array(9);

/** Offer each fact in `common` as the conclusion of the branches `branchBuf[0..n)`. */
function offerCommon(
  out: CandidateConclusion[],
  kind: ForcingKind,
  n: number,
  source: number,
): void {
  for (let w = 0; w < WORDS; w++) {
    let bits = common[w];
    while (bits !== 0) {
      const low = bits & -bits;
      bits ^= low;
      const l = w * 32 + (31 - Math.clz32(low));
      let rank = 0;
      for (let k = 0; k < n; k++) rank += pos[branchBuf[k] * LITERALS + l];
      if (!worth(out, rank)) continue;
      offer(out, {
        kind,
        source,
        branches: Array.from(branchBuf.subarray(0, n)),
        conclusion: l,
        rank,
      });
    }
  }
}

const KEEP = 8; // conclusions measured exactly

/** True when a conclusion of this rank would be kept (checked before building it). */
function worth(out: CandidateConclusion[], rank: number): boolean {
  return out.length < KEEP || rank < out[KEEP - 1].rank;
}

/** Keep the KEEP conclusions of lowest rank (ties: first offered). */
function offer(out: CandidateConclusion[], c: CandidateConclusion): void {
  if (!worth(out, c.rank)) return;
  let i = out.length;
  if (i === KEEP) i--;
  else out.push(c);
  while (i > 0 && out[i - 1].rank > c.rank) {
    out[i] = out[i - 1];
    i--;
  }
  out[i] = c;
}

/** The conclusions of one kind on the analysed grid, best few by rank. */
function collect(grid: CandidateGrid, kind: ForcingKind, out: CandidateConclusion[]): void {
  if (kind === 'contradiction') {
    for (let lit = 0; lit < LITERALS; lit++) {
      if (!isBranch[lit] || clashOf[lit] === 0 || !worth(out, lengthOf[lit])) continue;
      offer(out, {
        kind,
        source: lit,
        branches: [lit],
        conclusion: lit < OFF ? lit + OFF : lit - OFF,
        rank: lengthOf[lit],
      });
    }
  } else if (kind === 'digit') {
    for (let lit = 0; lit < OFF; lit++) {
      if (!isBranch[lit]) continue;
      branchBuf[0] = lit;
      branchBuf[1] = lit + OFF;
      if (intersect(branchBuf, 2)) offerCommon(out, kind, 2, lit);
    }
  } else if (kind === 'cell') {
    for (let c = 0; c < grid.masks.length; c++) {
      const m = grid.masks[c];
      if (grid.values[c] !== 0 || POPCOUNT_TABLE[m] < 2) continue;
      let n = 0;
      for (let d0 = 0; d0 < 9; d0++) if (m & (1 << d0)) branchBuf[n++] = c * 9 + d0;
      if (intersect(branchBuf, n)) offerCommon(out, kind, n, c);
    }
  } else {
    const g = gridGeometry(grid);
    for (let u = 0; u < g.unitCount; u++) {
      for (let d0 = 0; d0 < g.size; d0++) {
        let n = 0;
        for (let k = 0; k < g.size; k++) {
          const y = g.unitCells[u * 9 + k];
          if (grid.values[y] === 0 && grid.masks[y] & (1 << d0)) branchBuf[n++] = y * 9 + d0;
        }
        if (n >= 2 && intersect(branchBuf, n)) offerCommon(out, kind, n, u * 9 + d0);
      }
    }
  }
}

/**
 * The forcing chain of the given kinds with the shortest proof, static or
 * dynamic, or null. `technique` names the step.
 */
export function findForcing(
  grid: CandidateGrid,
  dynamic: boolean,
  kinds: readonly ForcingKind[],
  technique: Step['technique'],
): Step | null {
  analyse(grid, dynamic);
  const found: CandidateConclusion[] = [];
  for (const kind of kinds) {
    const some: CandidateConclusion[] = [];
    collect(grid, kind, some);
    for (const c of some) found.push(c);
  }
  if (found.length === 0) return null;
  prop.load(grid);
  prop.dynamic = dynamic;
  const best = bestConclusion(found, (c) => proofSize(prop, c));
  return forcingStep(prop, grid, best, technique);
}
