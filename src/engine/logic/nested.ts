import { clashChains, clashTargets, describeClash, isMarked, markAncestors } from './proof';
import { MAX_LOG, OFF, type Propagator } from './propagate';
import type { NestedProof } from './types';

/*
 * Nested propagation (depth 2): a branch propagates singles as usual; when
 * they stall, every live candidate of the branch is assumed on in an inner
 * run (singles only). An inner run that breaks the rules proves that
 * candidate off in the branch (a NESTED fact, its parents the branch facts
 * the inner proof used), and the branch propagates on. Inner runs never
 * nest further.
 *
 * Most inner runs find nothing, so a candidate is tested again only when it
 * could now find something: an inner run reads only the units of the cells
 * it changes, so if the branch has changed no cell in those units since the
 * candidate's last run (or since its run from the start grid, for the first
 * round), the run would repeat itself and is skipped.
 */

/** Inner runs a search may still spend; decremented as it goes. */
export interface Budget {
  left: number;
}

const innerTargets = new Int32Array(16);
const innerParents = new Int32Array(4096);

// The units of each cell as a bit mask (bit u): the loaded grid's geometry's.
let UNIT_BITS: Int32Array = new Int32Array(81);

const startUnits = new Int32Array(729); // units each candidate's run from the start grid changes; -1 it clashed
const lastUnits = new Int32Array(729); // the same for its last inner run in this branch
const lastAt = new Int32Array(729); // record length of the branch at that run
const suffix = new Int32Array(MAX_LOG + 1); // units changed by record entries i..end

/** Units of the cells of record entries from..end. */
function unitsFrom(p: Propagator, from: number): number {
  let m = 0;
  for (let i = from; i < p.logLength; i++) {
    const lit = p.logLit[i];
    m |= UNIT_BITS[((lit < OFF ? lit : lit - OFF) / 9) | 0];
  }
  return m;
}

/**
 * Run every live candidate of the loaded grid once from the start, for the
 * skip rule. Call after `load`, before the branches.
 */
export function prepareNested(p: Propagator): void {
  UNIT_BITS = p.geometry.unitBits;
  startUnits.fill(-1);
  for (let c = 0; c < p.geometry.cellCount; c++) {
    const m = p.startMasks[c];
    if (p.startVals[c] !== 0) continue;
    for (let d0 = 0; d0 < 9; d0++) {
      if ((m & (1 << d0)) === 0) continue;
      startUnits[c * 9 + d0] = p.run(c * 9 + d0) === 0 ? unitsFrom(p, 0) : -1;
    }
  }
}

/**
 * Propagate the branch on `p` (its premise assumed) with nested inferences
 * until it clashes or nothing more follows. With `capture`, the proof of
 * each nested fact is stored under its record index. Returns false when the
 * budget ran out first (the branch is then incomplete).
 */
export function propagateNested(
  p: Propagator,
  budget: Budget,
  capture?: Map<number, NestedProof>,
): boolean {
  UNIT_BITS = p.geometry.unitBits;
  lastUnits.set(startUnits);
  lastAt.fill(0);
  p.propagate();
  while (p.clash === 0) {
    let changed = false;
    const length = p.logLength;
    suffix[length] = 0;
    for (let i = length - 1; i >= 0; i--) {
      const lit = p.logLit[i];
      suffix[i] = suffix[i + 1] | UNIT_BITS[((lit < OFF ? lit : lit - OFF) / 9) | 0];
    }
    let roundUnits = 0; // units changed during this round
    for (let c = 0; c < p.geometry.cellCount && p.clash === 0; c++) {
      if (p.vals[c] !== 0) continue;
      for (let d0 = 0; d0 < 9 && p.clash === 0; d0++) {
        if ((p.masks[c] & (1 << d0)) === 0) continue;
        const lit = c * 9 + d0;
        const read = lastUnits[lit];
        if (read !== -1 && ((suffix[lastAt[lit]] | roundUnits) & read) === 0) continue;
        if (budget.left-- <= 0) return false;
        const floor = p.save();
        p.assume(lit);
        p.propagate();
        if (p.clash === 0) {
          lastUnits[lit] = unitsFrom(p, floor);
          lastAt[lit] = floor;
          p.restore(floor);
          continue;
        }
        // The branch facts the inner proof uses are its parents.
        const n = clashTargets(p, innerTargets);
        const total = markAncestors(p, innerTargets, n, floor);
        let k = 0;
        for (let i = 0; i < floor; i++) if (isMarked(i)) innerParents[k++] = p.logLit[i];
        const proof: NestedProof | undefined = capture && {
          contradiction: describeClash(p),
          chains: clashChains(p, floor, () => undefined),
        };
        p.restore(floor);
        p.inferNestedOff(c, d0, innerParents, k, total - k);
        if (!p.has(OFF + lit)) continue; // dropped (see inferNestedOff)
        if (proof) capture!.set(p.litPos[OFF + lit], proof);
        p.propagate();
        roundUnits |= unitsFrom(p, floor);
        changed = true;
      }
    }
    if (!changed) break;
  }
  return true;
}
