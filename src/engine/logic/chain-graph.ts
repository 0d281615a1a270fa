import { POPCOUNT_TABLE } from '../bits';
import { CLASSIC_GEOMETRY, type Geometry } from '../geometryOf';
import { perLayout, positionsIn } from './grid';

/*
 * The graph the chain techniques walk (X-Chain, XY-Chain, AIC; the walk is
 * in chain-walk.ts), rebuilt for each search into module-level typed arrays.
 *
 * A node is "digit d is in these cells": a candidate (one cell, id
 * cell*9 + d, d 0-8) or a group (d's two or three candidates in a
 * region-line segment, the cells a region shares with a row or column; ids
 * from 729 on). A strong link joins two nodes that cannot both
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
  /** Group nodes (region-line segments), in unit strong links and weak links. */
  groups: boolean;
}

const CANDIDATES = 729;
/** Most region-line segments of two or more cells (54 for 3x3 boxes). */
const MAX_SEGMENTS = 90;
/** Room for every candidate and every (digit, segment) group. */
export const MAX_NODES = CANDIDATES + 9 * MAX_SEGMENTS;
/** Stride of `linked` per digit: every cell and every segment. */
export const LINKED_STRIDE = 81 + MAX_SEGMENTS;
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

/** Per digit d, the nodes with a strong link (only those can carry a chain on): linked[d*LINKED_STRIDE + i], i < linkedCount[d]. */
export const linked = new Int16Array(9 * LINKED_STRIDE);
export const linkedCount = new Uint8Array(9);
const segGroup = new Int16Array(9 * MAX_SEGMENTS); // group node of (digit, segment), -1 none
let groupCount = 0;
let rules: LinkRules = { unitStrong: true, cellStrong: true, cellWeak: true, groups: true };
let masks: Uint16Array = new Uint16Array(81);
let g: Geometry = CLASSIC_GEOMETRY;
let candidateGeometry: Geometry | null = null; // the geometry the candidate nodes were filled for

/**
 * A unit split into parts (positions of the unit), each with its segment
 * (-1: a part of one cell, no group there). A line splits by the regions it
 * crosses, in line order; a region by its rows, then by its columns. Extra
 * units are not split.
 */
interface Split {
  parts: number[];
  segments: number[];
}

/** The segments (cells ascending) and the splits of every unit, per geometry. */
const segmentTables = perLayout((geo) => {
  const N = geo.size;
  const segments: number[][] = [];
  const segmentOf = new Map<string, number>(); // "region,line"
  for (let b = 0; b < N; b++) {
    const region = 2 * N + b;
    for (let line = 0; line < 2 * N; line++) {
      const cells: number[] = [];
      for (let k = 0; k < N; k++) {
        const c = geo.unitCells[region * 9 + k];
        if (geo.unitBits[c] & (1 << line)) cells.push(c);
      }
      if (cells.length < 2) continue;
      segmentOf.set(`${b},${line}`, segments.length);
      segments.push(cells);
    }
  }
  const positions = (u: number, keep: (c: number) => boolean): number => {
    let pos = 0;
    for (let k = 0; k < N; k++) if (keep(geo.unitCells[u * 9 + k])) pos |= 1 << k;
    return pos;
  };
  const splits: Split[][] = [];
  for (let u = 0; u < geo.unitCount; u++) {
    const out: Split[] = [];
    if (u < 2 * N) {
      const split: Split = { parts: [], segments: [] };
      const seen = new Set<number>();
      for (let k = 0; k < N; k++) {
        const b = geo.regionOf[geo.unitCells[u * 9 + k]];
        if (seen.has(b)) continue;
        seen.add(b);
        split.parts.push(positions(u, (c) => geo.regionOf[c] === b));
        split.segments.push(segmentOf.get(`${b},${u}`) ?? -1);
      }
      out.push(split);
    } else if (u < 3 * N) {
      const b = u - 2 * N;
      for (const [from, to] of [
        [0, N],
        [N, 2 * N],
      ]) {
        const split: Split = { parts: [], segments: [] };
        for (let line = from; line < to; line++) {
          const part = positions(u, (c) => (geo.unitBits[c] & (1 << line)) !== 0);
          if (part === 0) continue;
          split.parts.push(part);
          split.segments.push(segmentOf.get(`${b},${line}`) ?? -1);
        }
        out.push(split);
      }
    }
    splits.push(out);
  }
  return { segments, splits };
});

/** Fill the candidate nodes (their shape never changes within a geometry). */
function fillCandidates(geo: Geometry): void {
  candidateGeometry = geo;
  nodeBits.fill(0, 0, CANDIDATES * 3);
  nodePeers.fill(0, 0, CANDIDATES * 3);
  for (let c = 0; c < geo.cellCount; c++) {
    for (let d = 0; d < 9; d++) {
      const n = c * 9 + d;
      nodeDigit[n] = d;
      nodeSize[n] = 1;
      nodeCells[n * 3] = c;
      nodeBits[n * 3 + (c >> 5)] = 1 << (c & 31);
      for (const p of geo.peers[c]) nodePeers[n * 3 + (p >> 5)] |= 1 << (p & 31);
    }
  }
}
fillCandidates(CLASSIC_GEOMETRY);

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

/** The geometry the graph was last built for. */
export function graphGeometry(): Geometry {
  return g;
}

/** Build the graph of `grid masks` (of a board of geometry `geo`) under `rules`. */
export function buildGraph(gridMasks: Uint16Array, linkRules: LinkRules, geo: Geometry): void {
  masks = gridMasks;
  rules = linkRules;
  g = geo;
  if (candidateGeometry !== geo.base) fillCandidates(geo.base);
  strongDeg.fill(0);
  candBits.fill(0);
  for (let c = 0; c < geo.cellCount; c++) {
    for (let m = masks[c]; m !== 0; m &= m - 1) {
      const d = 31 - Math.clz32(m & -m);
      candBits[d * 3 + (c >> 5)] |= 1 << (c & 31);
    }
  }
  groupCount = 0;
  segGroup.fill(-1);
  if (rules.groups) makeGroups();
  for (let d = 0; d < geo.size; d++) {
    const bit = 1 << d;
    for (let u = 0; u < geo.unitCount; u++) {
      const pos = positionsIn(geo, masks, u, bit);
      const count = POPCOUNT_TABLE[pos];
      if (count === 2 && rules.unitStrong) {
        const a = geo.unitCells[u * 9 + 31 - Math.clz32(pos & -pos)];
        const b = geo.unitCells[u * 9 + 31 - Math.clz32(pos & (pos - 1))];
        addStrong(a * 9 + d, b * 9 + d, u);
      } else if (count > 2 && rules.groups) {
        for (const split of segmentTables(geo).splits[u]) splitStrong(u, pos, d, split);
      }
    }
  }
  if (rules.cellStrong) {
    for (let c = 0; c < geo.cellCount; c++) {
      const m = masks[c];
      if (POPCOUNT_TABLE[m] !== 2) continue;
      addStrong(c * 9 + 31 - Math.clz32(m & -m), c * 9 + 31 - Math.clz32(m & (m - 1)), -1);
    }
  }
  linkedCount.fill(0);
  for (let n = 0; n < CANDIDATES + groupCount; n++) {
    if (strongDeg[n] === 0) continue;
    const d = nodeDigit[n];
    linked[d * LINKED_STRIDE + linkedCount[d]++] = n;
  }
}

/** A group node for each (digit, segment) with two or three candidates. */
function makeGroups(): void {
  const { segments } = segmentTables(g);
  for (let d = 0; d < g.size; d++) {
    const bit = 1 << d;
    for (let s = 0; s < segments.length; s++) {
      let size = 0;
      const n = CANDIDATES + groupCount;
      nodeBits[n * 3] = nodeBits[n * 3 + 1] = nodeBits[n * 3 + 2] = 0;
      nodePeers[n * 3] = nodePeers[n * 3 + 1] = nodePeers[n * 3 + 2] = ~0;
      for (const c of segments[s]) {
        if ((masks[c] & bit) === 0) continue;
        // A group holds at most three cells (a longer Jigsaw segment gets none).
        if (size === 3) {
          size = 0;
          break;
        }
        nodeCells[n * 3 + size++] = c;
        nodeBits[n * 3 + (c >> 5)] |= 1 << (c & 31);
        for (let w = 0; w < 3; w++) nodePeers[n * 3 + w] &= nodePeers[(c * 9 + d) * 3 + w];
      }
      if (size < 2) continue;
      nodeDigit[n] = d;
      nodeSize[n] = size;
      segGroup[d * MAX_SEGMENTS + s] = n;
      groupCount++;
    }
  }
}

/** Strong link of digit d in unit u when its places there fall into exactly two parts of `split`. */
function splitStrong(u: number, pos: number, d: number, split: Split): void {
  const { parts, segments } = split;
  let first = -1;
  let second = -1;
  for (let t = 0; t < parts.length; t++) {
    if ((pos & parts[t]) === 0) continue;
    if (first < 0) first = t;
    else if (second < 0) second = t;
    else return;
  }
  if (second < 0) return;
  const a = partNode(u, pos & parts[first], d, segments[first]);
  const b = partNode(u, pos & parts[second], d, segments[second]);
  if (a >= 0 && b >= 0) addStrong(a, b, u);
}

/** The node of the places `part` of digit d in unit u: a candidate, or the segment's group (-1 none). */
function partNode(u: number, part: number, d: number, seg: number): number {
  if ((part & (part - 1)) === 0) return g.unitCells[u * 9 + 31 - Math.clz32(part)] * 9 + d;
  return seg < 0 ? -1 : segGroup[d * MAX_SEGMENTS + seg];
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
