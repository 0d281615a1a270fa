import {
  LINKED_STRIDE,
  MAX_NODES,
  STRONG_PER_NODE,
  cellWeakLinks,
  graphMasks,
  linked,
  linkedCount,
  nodeDigit,
  seesAll,
  strongDeg,
  strongTo,
} from './chain-graph';

const CANDIDATES = 729; // node ids below this are candidates (cell*9 + d)

/*
 * The breadth-first walk over the chain graph (chain-graph.ts), allocating
 * nothing. A state is node*2 + on. From the premise (a node, off) a strong
 * link makes the next node on; from an on node a weak link makes the next
 * one off; so every on state reached ends an alternating inference chain
 * "premise off => end on": at least one of the two is true. Shortest chains
 * come first from each start; the judge of the calling technique decides
 * what to keep and how far later walks still need to go.
 */
const stamp = new Uint32Array(MAX_NODES * 2);
const parent = new Int32Array(MAX_NODES * 2);
const depth = new Uint8Array(MAX_NODES * 2);
const queue = new Int32Array(MAX_NODES * 2);
let generation = 0;

/** Judges the chain from the walk's start to an on node; true ends the walk from that start. */
export type EndJudge = (start: number, end: number, links: number) => boolean;

let walkLimit = 0; // links the walks may still take; judges lower it with limitWalk

/** Lower the number of links later walks may take (a judge calls it when it keeps a chain). */
export function limitWalk(links: number): void {
  if (links < walkLimit) walkLimit = links;
}

/**
 * Walk breadth first from `start` (off) over at most `limitWalk` links,
 * calling `judge` for each node reached on, shortest chains first, until it
 * returns true (then returns true). The path to the node judged is read
 * with `pathTo` during the call.
 */
function walkFrom(start: number, judge: EndJudge): boolean {
  if (++generation === 0xffffffff) {
    stamp.fill(0);
    generation = 1;
  }
  const masks = graphMasks();
  const cellWeak = cellWeakLinks();
  let head = 0;
  let tail = 0;
  const s0 = start * 2;
  stamp[s0] = generation;
  parent[s0] = -1;
  depth[s0] = 0;
  queue[tail++] = s0;
  while (head < tail) {
    const s = queue[head++];
    const node = s >> 1;
    const next = depth[s] + 1;
    if (next > walkLimit) continue;
    if ((s & 1) === 0) {
      for (let i = 0; i < strongDeg[node]; i++) {
        const t = strongTo[node * STRONG_PER_NODE + i] * 2 + 1;
        if (stamp[t] === generation) continue;
        stamp[t] = generation;
        parent[t] = s;
        depth[t] = next;
        queue[tail++] = t;
        if (judge(start, t >> 1, next)) return true;
      }
      continue;
    }
    // An off node is only worth reaching when a strong link carries the chain on.
    const d = nodeDigit[node];
    for (let i = 0; i < linkedCount[d]; i++) {
      const q = linked[d * LINKED_STRIDE + i];
      const t = q * 2;
      if (stamp[t] === generation || q === node || !seesAll(node, q)) continue;
      stamp[t] = generation;
      parent[t] = s;
      depth[t] = next;
      queue[tail++] = t;
    }
    if (cellWeak && node < CANDIDATES) {
      const c = (node / 9) | 0;
      for (let m = masks[c] & ~(1 << d); m !== 0; m &= m - 1) {
        const q = c * 9 + 31 - Math.clz32(m & -m);
        const t = q * 2;
        if (strongDeg[q] === 0 || stamp[t] === generation) continue;
        stamp[t] = generation;
        parent[t] = s;
        depth[t] = next;
        queue[tail++] = t;
      }
    }
  }
  return false;
}

/** The states (node*2 + on) from the walk's start to `end` (on), in walking order. */
export function pathTo(end: number): number[] {
  const out: number[] = [];
  for (let s = end * 2 + 1; s >= 0; s = parent[s]) out.push(s);
  return out.reverse();
}

/**
 * Walk from every start (the nodes with a strong link, digit by digit, in
 * id order) over at most `maxLinks` links, shortest chains first from each,
 * calling `judge` on every chain end. The judge keeps what it wants and
 * bounds the later walks with `limitWalk` (for the shortest chain: one
 * shorter than the one it kept; chains have an odd number of links, so
 * that is two links fewer).
 */
export function searchChains(maxLinks: number, judge: EndJudge): void {
  walkLimit = maxLinks;
  for (let d = 0; d < 9; d++) {
    for (let i = 0; i < linkedCount[d] && walkLimit > 0; i++)
      walkFrom(linked[d * LINKED_STRIDE + i], judge);
  }
}
