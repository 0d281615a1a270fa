import type { Digit } from '../types';
import {
  CLASH_CELL_EMPTY,
  OFF,
  RULE_CELL,
  RULE_LINK,
  RULE_NESTED,
  RULE_PREMISE,
  RULE_UNIT,
  type Propagator,
} from './propagate';
import type { Chain, ChainInference, ChainLink, ChainNode, Contradiction } from './types';

/*
 * From a propagation record to a proof a person can check: the facts a
 * conclusion depends on (its ancestors in the record; everything else the
 * run inferred is pruned), as a Chain whose nodes are in the order they were
 * inferred, premise first, with a link from each parent to each fact.
 */

const MAX = 4096;
const mark = new Uint32Array(MAX);
let markStamp = 0;
const stack = new Int32Array(MAX);
const parentBuf = new Int32Array(MAX);

/** The log indices of the parents of record entry i, into `out`; returns how many. */
export function parentsOf(p: Propagator, i: number, out: Int32Array): number {
  const rule = p.logRule[i];
  if (rule === RULE_PREMISE) return 0;
  if (rule === RULE_LINK) {
    out[0] = p.litPos[p.logParent[i]];
    return 1;
  }
  if (rule === RULE_NESTED) {
    const start = p.logParent[i];
    const n = p.pool[start];
    for (let k = 0; k < n; k++) out[k] = p.litPos[p.pool[start + 2 + k]];
    return n;
  }
  const lit = p.logLit[i];
  const cell = (lit / 9) | 0;
  const d0 = lit - cell * 9;
  let n = 0;
  if (rule === RULE_CELL) {
    const m = p.startMasks[cell] & ~(1 << d0);
    for (let e = 0; e < 9; e++) if (m & (1 << e)) out[n++] = p.litPos[OFF + cell * 9 + e];
  } else {
    const u = p.logUnit[i];
    const { unitCells, size } = p.geometry;
    for (let k = 0; k < size; k++) {
      const y = unitCells[u * 9 + k];
      if (y !== cell && p.startMasks[y] & (1 << d0)) out[n++] = p.litPos[OFF + y * 9 + d0];
    }
  }
  return n;
}

/** The log indices of the facts that clash in the current run, into `out`; returns how many. */
export function clashTargets(p: Propagator, out: Int32Array): number {
  let n = 0;
  if (p.clash === CLASH_CELL_EMPTY) {
    const c = p.clashCell;
    for (let e = 0; e < 9; e++)
      if (p.startMasks[c] & (1 << e)) out[n++] = p.litPos[OFF + c * 9 + e];
  } else {
    const u = p.clashUnit;
    const d0 = p.clashDigit;
    const { unitCells, size } = p.geometry;
    for (let k = 0; k < size; k++) {
      const y = unitCells[u * 9 + k];
      if (p.startMasks[y] & (1 << d0)) out[n++] = p.litPos[OFF + y * 9 + d0];
    }
  }
  return n;
}

/**
 * Mark the ancestors of the record entries `targets[0..n)` (themselves
 * included). Entries below `floor` are marked but not followed: in an inner
 * run they are facts of the enclosing run. Returns how many are marked; read
 * them with `isMarked` until the next call.
 */
export function markAncestors(p: Propagator, targets: Int32Array, n: number, floor = 0): number {
  if (++markStamp === 0xffffffff) {
    mark.fill(0);
    markStamp = 1;
  }
  let top = 0;
  let count = 0;
  for (let k = 0; k < n; k++) stack[top++] = targets[k];
  while (top > 0) {
    const i = stack[--top];
    if (mark[i] === markStamp) continue;
    mark[i] = markStamp;
    count++;
    if (i < floor) continue;
    const m = parentsOf(p, i, parentBuf);
    for (let k = 0; k < m; k++) if (mark[parentBuf[k]] !== markStamp) stack[top++] = parentBuf[k];
  }
  return count;
}

/** True when record entry i was marked by the last `markAncestors`. */
export function isMarked(i: number): boolean {
  return mark[i] === markStamp;
}

const RULE_NAMES: readonly ChainInference[] = ['premise', 'link', 'cell', 'unit', 'nested'];

/**
 * The chain proving record entry `target` (or, with several targets, all of
 * them): its ancestors in record order, premise first. Entries below
 * `floor` become 'outer' nodes (facts of the enclosing chain, no links).
 * `nested(i)` gives the proof of a NESTED entry.
 */
export function buildChain(
  p: Propagator,
  targets: Int32Array,
  n: number,
  floor: number,
  nested: (i: number) => Chain['nodes'][number]['nested'],
): Chain {
  markAncestors(p, targets, n, floor);
  const number = new Map<number, number>();
  const nodes: ChainNode[] = [];
  const links: ChainLink[] = [];
  let premise = 0;
  for (let i = 0; i < p.logLength; i++) {
    if (!isMarked(i)) continue;
    const lit = p.logLit[i];
    const on = lit < OFF;
    const x = on ? lit : lit - OFF;
    const cell = (x / 9) | 0;
    const rule = p.logRule[i];
    const node: ChainNode = {
      cells: [cell],
      digit: (x - cell * 9 + 1) as Digit,
      on,
      inference: i < floor ? 'outer' : RULE_NAMES[rule],
    };
    if (i >= floor && rule === RULE_PREMISE) premise = nodes.length;
    if (i >= floor && rule === RULE_NESTED) node.nested = nested(i);
    number.set(i, nodes.length);
    nodes.push(node);
    if (i < floor) continue;
    const m = parentsOf(p, i, parentBuf);
    const unit = rule === RULE_LINK || rule === RULE_UNIT ? p.logUnit[i] : -1;
    for (let k = 0; k < m; k++) {
      links.push({
        from: number.get(parentBuf[k])!,
        to: nodes.length - 1,
        kind: on ? 'strong' : 'weak',
        unit,
      });
    }
  }
  return { nodes, links, premise };
}

/** The current run's contradiction as data. */
export function describeClash(p: Propagator): Contradiction {
  return p.clash === CLASH_CELL_EMPTY
    ? { kind: 'cell-empty', cell: p.clashCell, unit: -1, digit: 0 }
    : { kind: 'unit-empty', cell: -1, unit: p.clashUnit, digit: (p.clashDigit + 1) as Digit };
}

/**
 * The chains of the current run's contradiction: one per clashing fact,
 * each its ancestors ending in that fact. In an inner run, a clashing fact
 * of the enclosing run (below `floor`) gets no chain: it is a parent of the
 * nested fact already.
 */
export function clashChains(
  p: Propagator,
  floor: number,
  nested: (i: number) => Chain['nodes'][number]['nested'],
): Chain[] {
  const targets = new Int32Array(9);
  const n = clashTargets(p, targets);
  const chains: Chain[] = [];
  for (let k = 0; k < n; k++) {
    if (targets[k] >= floor)
      chains.push(buildChain(p, targets.subarray(k, k + 1), 1, floor, nested));
  }
  return chains;
}
