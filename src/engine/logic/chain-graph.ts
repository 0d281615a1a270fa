import { POPCOUNT_TABLE } from '../bits';
import { PEERS, UNIT_CELLS } from '../geometry';
import { positionsIn } from './grid';

/*
 * The graph the chain techniques walk (X-Chain, XY-Chain, AIC; the walk is
 * in chain-walk.ts), rebuilt for each search into module-level typed arrays.
 *
 * A node is "digit d is in these cells": a candidate (one cell, id
 * cell*9 + d, d 0-8) or a group (d's two or three candidates in a box-line
 * segment, ids from 729 on). A strong link joins two nodes that cannot both
 * be false: a digit's only two places in a unit (two cells, or a cell and a
 * group, or two groups), or the two digits of a bivalue cell. A weak link
 * joins two nodes that cannot both be true: the same digit in disjoint cells
 * that all see each other, or two digits of one cell. Every strong link here
 * is also a weak one.
 *
 * Cell sets are 81-bit sets in three 32-bit words (cell c: word c >> 5,
 * bit c & 31).
 */

/** Which links a technique may walk. Weak links between cells are always allowed. */
export interface LinkRules {
  /** A digit's only two places in a unit. */
  unitStrong: boolean;
  /** The two digits of a bivalue cell. */
  cellStrong: boolean;
  /** Two digits of one cell (weak). */
  cellWeak: boolean;
  /** Group nodes (box-line segments), in unit strong links and weak links. */
  groups: boolean;
}

const CANDIDATES = 729;
/** Room for every candidate and every (digit, segment) group. */
export const MAX_NODES = CANDIDATES + 9 * 54;
/** Strong links kept per node (a cell has at most five). */
export const STRONG_PER_NODE = 8;
const K = STRONG_PER_NODE;

/** Node digit as a bit index 0-8. */
export const nodeDigit = new Uint8Array(MAX_NODES);
/** Number of cells of a node (1 for candidates). */
export const nodeSize = new Uint8Array(MAX_NODES);
/** Cells of a node at nodeCells[n*3 ..], ascending. */
export const nodeCells = new Uint8Array(MAX_NODES * 3);
/** Cell set of a node. */
export const nodeBits = new Uint32Array(MAX_NODES * 3);
/** Cells that see every cell of a node, the node's own excluded. */
export const nodePeers = new Uint32Array(MAX_NODES * 3);
/** Cells with candidate d at candBits[d*3 ..]. */
export const candBits = new Uint32Array(27);
/** Strong links of node n: strongTo[n*K + i] for i < strongDeg[n], with their unit (-1: in a cell). */
export const strongTo = new Int16Array(MAX_NODES * K);
export const strongUnit = new Int8Array(MAX_NODES * K);
export const strongDeg = new Uint8Array(MAX_NODES);

/** Per digit d, the nodes with a strong link (only those can carry a chain on): linked[d*135 + i], i < linkedCount[d]. */
export const linked = new Int16Array(9 * 135);
export const linkedCount = new Uint8Array(9);
// Segment s = box*6 + k: k 0-2 the box's rows, 3-5 its columns.
const SEG_CELLS = new Uint8Array(54 * 3);
const segGroup = new Int16Array(9 * 54); // group node of (digit, segment), -1 none
let groupCount = 0;
let rules: LinkRules = { unitStrong: true, cellStrong: true, cellWeak: true, groups: true };
let masks: Uint16Array = new Uint16Array(81);

for (let b = 0; b < 9; b++) {
  for (let k = 0; k < 3; k++) {
    for (let i = 0; i < 3; i++) {
      SEG_CELLS[(b * 6 + k) * 3 + i] = UNIT_CELLS[(18 + b) * 9 + k * 3 + i]; // row k of the box
      SEG_CELLS[(b * 6 + 3 + k) * 3 + i] = UNIT_CELLS[(18 + b) * 9 + i * 3 + k]; // column k
    }
  }
}
// Candidate nodes never change shape: fill them once.
for (let c = 0; c < 81; c++) {
  for (let d = 0; d < 9; d++) {
    const n = c * 9 + d;
    nodeDigit[n] = d;
    nodeSize[n] = 1;
    nodeCells[n * 3] = c;
    nodeBits[n * 3 + (c >> 5)] = 1 << (c & 31);
    for (const p of PEERS[c]) nodePeers[n * 3 + (p >> 5)] |= 1 << (p & 31);
  }
}

/** True when node q's cells all lie in node p's peers (so p and q are weakly linked, same digit). */
export function seesAll(p: number, q: number): boolean {
  return (
    (nodeBits[q * 3] & ~nodePeers[p * 3]) === 0 &&
    (nodeBits[q * 3 + 1] & ~nodePeers[p * 3 + 1]) === 0 &&
    (nodeBits[q * 3 + 2] & ~nodePeers[p * 3 + 2]) === 0
  );
}

/** The masks of the grid the graph was built for. */
export function graphMasks(): Uint16Array {
  return masks;
}

/** True when the graph was built with weak links between two digits of a cell. */
export function cellWeakLinks(): boolean {
  return rules.cellWeak;
}

/** True when two nodes cannot both be true under `rules`. */
export function weaklyLinked(p: number, q: number): boolean {
  if (p === q) return false;
  if (nodeDigit[p] === nodeDigit[q]) return seesAll(p, q);
  return rules.cellWeak && p < CANDIDATES && q < CANDIDATES && ((p / 9) | 0) === ((q / 9) | 0);
}

/** Build the graph of `grid masks` under `rules`. */
export function buildGraph(gridMasks: Uint16Array, linkRules: LinkRules): void {
  masks = gridMasks;
  rules = linkRules;
  strongDeg.fill(0);
  candBits.fill(0);
  for (let c = 0; c < 81; c++) {
    for (let m = masks[c]; m !== 0; m &= m - 1) {
      const d = 31 - Math.clz32(m & -m);
      candBits[d * 3 + (c >> 5)] |= 1 << (c & 31);
    }
  }
  groupCount = 0;
  segGroup.fill(-1);
  if (rules.groups) makeGroups();
  for (let d = 0; d < 9; d++) {
    const bit = 1 << d;
    for (let u = 0; u < 27; u++) {
      const pos = positionsIn(masks, u, bit);
      const count = POPCOUNT_TABLE[pos];
      if (count === 2 && rules.unitStrong) {
        const a = UNIT_CELLS[u * 9 + 31 - Math.clz32(pos & -pos)];
        const b = UNIT_CELLS[u * 9 + 31 - Math.clz32(pos & (pos - 1))];
        addStrong(a * 9 + d, b * 9 + d, u);
      } else if (count > 2 && rules.groups) {
        groupStrong(u, pos, d);
      }
    }
  }
  if (rules.cellStrong) {
    for (let c = 0; c < 81; c++) {
      const m = masks[c];
      if (POPCOUNT_TABLE[m] !== 2) continue;
      addStrong(c * 9 + 31 - Math.clz32(m & -m), c * 9 + 31 - Math.clz32(m & (m - 1)), -1);
    }
  }
  linkedCount.fill(0);
  for (let n = 0; n < CANDIDATES + groupCount; n++) {
    if (strongDeg[n] === 0) continue;
    const d = nodeDigit[n];
    linked[d * 135 + linkedCount[d]++] = n;
  }
}

/** A group node for each (digit, segment) with two or three candidates. */
function makeGroups(): void {
  for (let d = 0; d < 9; d++) {
    const bit = 1 << d;
    for (let s = 0; s < 54; s++) {
      let size = 0;
      const n = CANDIDATES + groupCount;
      nodeBits[n * 3] = nodeBits[n * 3 + 1] = nodeBits[n * 3 + 2] = 0;
      nodePeers[n * 3] = nodePeers[n * 3 + 1] = nodePeers[n * 3 + 2] = ~0;
      for (let i = 0; i < 3; i++) {
        const c = SEG_CELLS[s * 3 + i];
        if ((masks[c] & bit) === 0) continue;
        nodeCells[n * 3 + size++] = c;
        nodeBits[n * 3 + (c >> 5)] |= 1 << (c & 31);
        for (let w = 0; w < 3; w++) nodePeers[n * 3 + w] &= nodePeers[(c * 9 + d) * 3 + w];
      }
      if (size < 2) continue;
      nodeDigit[n] = d;
      nodeSize[n] = size;
      segGroup[d * 54 + s] = n;
      groupCount++;
    }
  }
}

const LINE_THIRDS = [0o7, 0o70, 0o700]; // positions of each third of a unit (a box: its rows)
const BOX_COLS = [0o111, 0o222, 0o444]; // positions of each column of a box

/** Strong links of digit d in unit u when its places there fall into exactly two parts. */
function groupStrong(u: number, pos: number, d: number): void {
  if (u < 18) {
    splitStrong(u, pos, d, LINE_THIRDS, -1);
    return;
  }
  splitStrong(u, pos, d, LINE_THIRDS, (u - 18) * 6); // by the box's rows
  splitStrong(u, pos, d, BOX_COLS, (u - 18) * 6 + 3); // by its columns
}

/** The segment of part t of unit u: in a box, `boxSeg` + t; in a line (boxSeg -1), its t-th box. */
function segmentOf(u: number, t: number, boxSeg: number): number {
  if (boxSeg >= 0) return boxSeg + t;
  if (u < 9) return (((u / 3) | 0) * 3 + t) * 6 + (u % 3);
  const c = u - 9;
  return (t * 3 + ((c / 3) | 0)) * 6 + 3 + (c % 3);
}

function splitStrong(u: number, pos: number, d: number, parts: number[], boxSeg: number): void {
  let first = -1;
  let second = -1;
  for (let t = 0; t < 3; t++) {
    if ((pos & parts[t]) === 0) continue;
    if (first < 0) first = t;
    else if (second < 0) second = t;
    else return;
  }
  if (second < 0) return;
  const a = partNode(u, pos & parts[first], d, segmentOf(u, first, boxSeg));
  const b = partNode(u, pos & parts[second], d, segmentOf(u, second, boxSeg));
  addStrong(a, b, u);
}

/** The node of the places `part` of digit d in unit u: a candidate, or the segment's group. */
function partNode(u: number, part: number, d: number, seg: number): number {
  if ((part & (part - 1)) === 0) return UNIT_CELLS[u * 9 + 31 - Math.clz32(part)] * 9 + d;
  return segGroup[d * 54 + seg];
}

function addStrong(a: number, b: number, unit: number): void {
  if (!hasStrong(a, b)) push(a, b, unit);
  if (!hasStrong(b, a)) push(b, a, unit);
}

function push(a: number, b: number, unit: number): void {
  if (strongDeg[a] >= K) return;
  strongTo[a * K + strongDeg[a]] = b;
  strongUnit[a * K + strongDeg[a]++] = unit;
}

/** True when a strong link from a to b is recorded. */
export function hasStrong(a: number, b: number): boolean {
  for (let i = 0; i < strongDeg[a]; i++) if (strongTo[a * K + i] === b) return true;
  return false;
}

/** The unit of the strong link from a to b (-1 inside a cell). */
export function strongUnitOf(a: number, b: number): number {
  for (let i = 0; i < strongDeg[a]; i++)
    if (strongTo[a * K + i] === b) return strongUnit[a * K + i];
  return -1;
}
