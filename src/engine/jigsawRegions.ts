import { randomInt } from './random';
import type { Random } from './types';

/*
 * Random Jigsaw layouts: nine regions of nine connected cells. Start from
 * the 3x3 boxes and trade cells across region borders: a cell of region A
 * next to region B moves into B while a cell of B next to what is left of
 * A moves into A, kept only when both regions stay connected. Many such
 * trades give a random layout of equal, connected regions (the idea of
 * Tatham's divvy_rectangle, not its code).
 */

const SIZE = 9;
const CELLS = 81;

/** The 4-neighbours of each cell. */
const NEIGHBOURS: readonly (readonly number[])[] = Array.from({ length: CELLS }, (_, c) => {
  const r = (c / SIZE) | 0;
  const col = c % SIZE;
  const out: number[] = [];
  if (r > 0) out.push(c - SIZE);
  if (col > 0) out.push(c - 1);
  if (col < SIZE - 1) out.push(c + 1);
  if (r < SIZE - 1) out.push(c + SIZE);
  return out;
});

const seen = new Uint32Array(CELLS); // stamped per call
let stamp = 0;
const stack = new Uint8Array(CELLS);

/** True when the cells of `region` form one orthogonally connected piece (and there is at least one). */
export function isConnected(regions: ArrayLike<number>, region: number, size = SIZE): boolean {
  const n = size * size;
  let start = -1;
  let count = 0;
  for (let c = 0; c < n; c++) {
    if (regions[c] !== region) continue;
    count++;
    if (start < 0) start = c;
  }
  if (start < 0) return false;
  stamp++;
  let top = 0;
  stack[top++] = start;
  seen[start] = stamp;
  let reached = 0;
  while (top > 0) {
    const c = stack[--top];
    reached++;
    const r = (c / size) | 0;
    const col = c % size;
    const next = [
      r > 0 ? c - size : -1,
      col > 0 ? c - 1 : -1,
      col < size - 1 ? c + 1 : -1,
      r < size - 1 ? c + size : -1,
    ];
    for (const x of next) {
      if (x < 0 || seen[x] === stamp || regions[x] !== region) continue;
      seen[x] = stamp;
      stack[top++] = x;
    }
  }
  return reached === count;
}

/** Regions 0-8 of the 3x3 boxes. */
function boxes(): number[] {
  return Array.from({ length: CELLS }, (_, c) => {
    const r = (c / SIZE) | 0;
    return ((r / 3) | 0) * 3 + (((c % SIZE) / 3) | 0);
  });
}

/**
 * A random Jigsaw layout: 81 region numbers 0-8, each region nine
 * orthogonally connected cells, after `trades` successful trades (default
 * 150, enough that no box is left as it was in practice).
 */
export function randomJigsawRegions(random: Random, trades = 150): number[] {
  const regions = boxes();
  let done = 0;
  for (let tries = 0; done < trades && tries < trades * 50; tries++) {
    const a = randomInt(random, CELLS);
    const near = NEIGHBOURS[a];
    const b = near[randomInt(random, near.length)];
    const from = regions[a];
    const to = regions[b];
    if (from === to) continue;
    // Move a into `to`; then one cell of `to` touching `from`'s rest moves into `from`.
    regions[a] = to;
    const back: number[] = [];
    for (let c = 0; c < CELLS; c++) {
      if (regions[c] !== to || c === a) continue;
      if (NEIGHBOURS[c].some((x) => regions[x] === from)) back.push(c);
    }
    if (back.length === 0) {
      regions[a] = from;
      continue;
    }
    const c = back[randomInt(random, back.length)];
    regions[c] = from;
    if (isConnected(regions, from) && isConnected(regions, to)) {
      done++;
      continue;
    }
    regions[c] = to;
    regions[a] = from;
  }
  return renumber(regions);
}

/** Regions numbered 0-8 in order of first appearance in reading order (the text format's order). */
export function renumber(regions: readonly number[]): number[] {
  const map = new Map<number, number>();
  return regions.map((r) => {
    if (!map.has(r)) map.set(r, map.size);
    return map.get(r)!;
  });
}
