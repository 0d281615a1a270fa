import { POPCOUNT_TABLE } from '../bits';
import { CLASSIC_GEOMETRY, type Geometry } from '../geometryOf';
import type { Digit } from '../types';
import { perLayout } from './grid';
import type { CellDigit } from './types';

/*
 * Almost locked sets (ALS): N empty cells of one unit holding N + 1 digits
 * between them (a bivalue cell is the smallest, N = 1). Whichever digit the
 * set lacks, it holds all the others: it is one digit short of a naked
 * subset. Collected per grid into module-level typed arrays, each set
 * once, smallest first, with per digit the cells holding it and the cells
 * that see all of those (so "every x of A sees every x of B" and "cells
 * that see every z of A and of B" are a few word operations).
 *
 * Cell sets are 81-bit sets in three 32-bit words (cell c: word c >> 5,
 * bit c & 31).
 */

/** At most this many sets are kept (the smallest first); a rare crowded grid loses the rest. */
export const MAX_ALS = 1024;
/** Largest set kept, in cells. */
export const MAX_ALS_SIZE = 6;

/** Cell set of ALS i at alsBits[i*3 ..]. */
export const alsBits = new Uint32Array(MAX_ALS * 3);
/** Digits of ALS i (9-bit mask). */
export const alsMask = new Uint16Array(MAX_ALS);
/** The unit ALS i was found in (a line before a box), -1 for a single cell. */
export const alsUnit = new Int8Array(MAX_ALS);
/** Number of cells of ALS i. */
export const alsSize = new Uint8Array(MAX_ALS);
/** Cells of ALS i holding digit d at alsDigitBits[(i*9 + d)*3 ..]. */
export const alsDigitBits = new Uint32Array(MAX_ALS * 27);
/** Cells that see every cell of ALS i holding digit d (those cells excluded). */
export const alsDigitPeers = new Uint32Array(MAX_ALS * 27);
/** Cells with candidate d at candBits[d*3 ..]. */
export const alsCandBits = new Uint32Array(27);

/** The peers of each cell as a cell set, per geometry. */
const peerBits = perLayout((g) => {
  const bits = new Uint32Array(81 * 3);
  for (let c = 0; c < g.cellCount; c++) {
    for (const p of g.peers[c]) bits[c * 3 + (p >> 5)] |= 1 << (p & 31);
  }
  return bits;
});
let PEER_BITS = peerBits(CLASSIC_GEOMETRY);
let g: Geometry = CLASSIC_GEOMETRY;

/** The geometry of the last collection. */
export function alsGeometry(): Geometry {
  return g;
}

const snapshot = new Uint16Array(81);
let snapshotValid = false;
let count = 0;
const unitCells = new Uint8Array(9);
const unionOf = new Uint16Array(512); // per subset of a unit's empty cells: their digits

/**
 * Collect the almost locked sets of `masks` (a board of geometry `geo`; up
 * to MAX_ALS_SIZE cells, MAX_ALS sets, smallest first); returns how many.
 * Reuses the last collection when the masks are unchanged (the ALS finders
 * run one after another on the same grid).
 */
export function collectAls(masks: Uint16Array, geo: Geometry): number {
  if (snapshotValid && geo === g && sameMasks(masks)) return count;
  g = geo;
  PEER_BITS = peerBits(geo);
  snapshot.set(masks);
  snapshotValid = true;
  count = 0;
  alsDigitBits.fill(0);
  for (let size = 1; size <= MAX_ALS_SIZE && count < MAX_ALS; size++) {
    for (let u = 0; u < g.unitCount && count < MAX_ALS; u++) collectUnit(masks, u, size);
  }
  alsCandBits.fill(0);
  for (let c = 0; c < g.cellCount; c++) {
    for (let m = masks[c]; m !== 0; m &= m - 1) {
      const d = 31 - Math.clz32(m & -m);
      alsCandBits[d * 3 + (c >> 5)] |= 1 << (c & 31);
    }
  }
  return count;
}

function sameMasks(masks: Uint16Array): boolean {
  for (let c = 0; c < g.cellCount; c++) if (masks[c] !== snapshot[c]) return false;
  return true;
}

/** The sets of `size` cells in unit u not already found in another unit. */
function collectUnit(masks: Uint16Array, u: number, size: number): void {
  let k = 0;
  for (let i = 0; i < g.size; i++) {
    const c = g.unitCells[u * 9 + i];
    if (masks[c] !== 0) unitCells[k++] = c;
  }
  // N cells of a unit with k empty cells hold at most k digits: N + 1 needs N < k.
  if (size >= k) return;
  unionOf[0] = 0;
  for (let sub = 1; sub < 1 << k; sub++) {
    const low = 31 - Math.clz32(sub & -sub);
    unionOf[sub] = unionOf[sub & (sub - 1)] | masks[unitCells[low]];
    if (POPCOUNT_TABLE[sub] !== size || POPCOUNT_TABLE[unionOf[sub]] !== size + 1) continue;
    if (!ownedBy(u, sub, k)) continue;
    add(masks, u, sub, k, unionOf[sub]);
    if (count >= MAX_ALS) return;
  }
}

/**
 * A set lying in several units is kept once, in the first of them (a line
 * before a region: a set in a row and a box is kept in the row; a cell in
 * its row).
 */
function ownedBy(u: number, sub: number, k: number): boolean {
  let common = -1;
  for (let i = 0; i < k; i++) if (sub & (1 << i)) common &= g.unitBits[unitCells[i]];
  return (common & -common) === 1 << u;
}

function add(masks: Uint16Array, u: number, sub: number, k: number, digits: number): void {
  const i = count++;
  alsMask[i] = digits;
  alsSize[i] = POPCOUNT_TABLE[sub];
  alsUnit[i] = alsSize[i] === 1 ? -1 : u;
  alsBits[i * 3] = alsBits[i * 3 + 1] = alsBits[i * 3 + 2] = 0;
  for (let j = 0; j < k; j++) {
    if ((sub & (1 << j)) === 0) continue;
    const c = unitCells[j];
    const w = c >> 5;
    const b = 1 << (c & 31);
    alsBits[i * 3 + w] |= b;
    for (let m = masks[c]; m !== 0; m &= m - 1)
      alsDigitBits[(i * 9 + 31 - Math.clz32(m & -m)) * 3 + w] |= b;
  }
  for (let m = digits; m !== 0; m &= m - 1) {
    const o = (i * 9 + 31 - Math.clz32(m & -m)) * 3;
    let p0 = ~0;
    let p1 = ~0;
    let p2 = ~0;
    for (let w = 0; w < 3; w++) {
      for (let bits = alsDigitBits[o + w]; bits !== 0; bits &= bits - 1) {
        const c = w * 32 + 31 - Math.clz32(bits & -bits);
        p0 &= PEER_BITS[c * 3];
        p1 &= PEER_BITS[c * 3 + 1];
        p2 &= PEER_BITS[c * 3 + 2];
      }
    }
    alsDigitPeers[o] = p0;
    alsDigitPeers[o + 1] = p1;
    alsDigitPeers[o + 2] = p2;
  }
}

/** The cells of a cell set (three words at `bits[o ..]`), ascending. */
export function cellsOfBits(bits: Uint32Array, o: number): number[] {
  const out: number[] = [];
  for (let w = 0; w < 3; w++)
    for (let m = bits[o + w]; m !== 0; m &= m - 1) out.push(w * 32 + 31 - Math.clz32(m & -m));
  return out;
}

/** True when the cells holding `d` in ALS j all see every cell holding it in ALS i (a restricted common digit). */
export function restricted(i: number, j: number, d: number): boolean {
  const a = (i * 9 + d) * 3;
  const b = (j * 9 + d) * 3;
  return (
    (alsDigitBits[b] & ~alsDigitPeers[a]) === 0 &&
    (alsDigitBits[b + 1] & ~alsDigitPeers[a + 1]) === 0 &&
    (alsDigitBits[b + 2] & ~alsDigitPeers[a + 2]) === 0
  );
}

/** True when two sets share no cell. */
export function disjoint(i: number, j: number): boolean {
  return (
    (alsBits[i * 3] & alsBits[j * 3]) === 0 &&
    (alsBits[i * 3 + 1] & alsBits[j * 3 + 1]) === 0 &&
    (alsBits[i * 3 + 2] & alsBits[j * 3 + 2]) === 0
  );
}

/** The RCCs of two disjoint sets (a digit mask). */
export function rccOf(i: number, j: number): number {
  let rcc = 0;
  for (let m = alsMask[i] & alsMask[j]; m !== 0; m &= m - 1) {
    const bit = m & -m;
    if (restricted(i, j, 31 - Math.clz32(bit))) rcc |= bit;
  }
  return rcc;
}

/** A list of eliminations, or null to only ask whether there are any. */
export type Sink = CellDigit[] | null;

/** Cells with digit d that see every copy of d in ALS i, and in ALS j unless -1: pushed to `out`. */
export function seenCopies(out: Sink, d: number, i: number, j: number): boolean {
  const a = (i * 9 + d) * 3;
  const b = (j * 9 + d) * 3;
  let any = false;
  for (let w = 0; w < 3; w++) {
    let m = alsDigitPeers[a + w] & alsCandBits[d * 3 + w];
    if (j >= 0) m &= alsDigitPeers[b + w];
    if (m === 0) continue;
    if (out === null) return true;
    any = true;
    for (; m !== 0; m &= m - 1)
      out.push({ cell: w * 32 + 31 - Math.clz32(m & -m), digit: (d + 1) as Digit });
  }
  return any;
}
