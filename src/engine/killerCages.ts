import { randomInt, shuffle } from './random';
import type { Cage } from './rules';
import type { Board, Random } from './types';

/*
 * Random Killer cages over a solved grid: connected groups of cells with no
 * digit twice, covering the board, each with the sum of its digits. Cages
 * grow from random seeds to a drawn size; a cell left alone joins a
 * neighbouring cage that can take its digit when there is room.
 */

const SIZE = 9;
const CELLS = 81;

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

/**
 * Cage sizes to draw from, as weights for sizes 1, 2, 3, ...: a size is
 * drawn with probability weight / total. A cage can end smaller when it
 * runs out of room.
 */
export type CageSizeWeights = readonly number[];

function drawSize(weights: CageSizeWeights, random: Random): number {
  const total = weights.reduce((a, b) => a + b, 0);
  let x = random() * total;
  for (let i = 0; i < weights.length; i++) {
    x -= weights[i];
    if (x < 0) return i + 1;
  }
  return weights.length;
}

/**
 * Cages covering a solved 9x9 grid, sized by `weights` (at most `maxSize`
 * cells, a lone cell merged into a neighbour when it can be). Cages come in
 * reading order of their first cell, cells ascending.
 */
export function randomCages(
  solution: Board,
  random: Random,
  weights: CageSizeWeights,
  maxSize = 6,
): Cage[] {
  const cageOf = new Int16Array(CELLS).fill(-1);
  const members: number[][] = [];
  const order = shuffle(
    Array.from({ length: CELLS }, (_, i) => i),
    random,
  );
  for (const seed of order) {
    if (cageOf[seed] >= 0) continue;
    const q = members.length;
    const cells = [seed];
    cageOf[seed] = q;
    let digits = 1 << (solution[seed] - 1);
    const target = Math.min(maxSize, drawSize(weights, random));
    while (cells.length < target) {
      const options: number[] = [];
      for (const c of cells) {
        for (const x of NEIGHBOURS[c]) {
          if (cageOf[x] < 0 && (digits & (1 << (solution[x] - 1))) === 0 && !options.includes(x))
            options.push(x);
        }
      }
      if (options.length === 0) break;
      const x = options[randomInt(random, options.length)];
      cells.push(x);
      cageOf[x] = q;
      digits |= 1 << (solution[x] - 1);
    }
    members.push(cells);
  }
  // A lone cell joins a neighbouring cage that has room and lacks its digit.
  for (let q = 0; q < members.length; q++) {
    if (members[q].length !== 1) continue;
    const c = members[q][0];
    const bit = 1 << (solution[c] - 1);
    const hosts = NEIGHBOURS[c]
      .map((x) => cageOf[x])
      .filter(
        (h) =>
          h !== q &&
          members[h].length > 0 &&
          members[h].length < maxSize &&
          members[h].every((y) => 1 << (solution[y] - 1) !== bit),
      );
    if (hosts.length === 0) continue;
    const h = hosts[randomInt(random, hosts.length)];
    members[h].push(c);
    cageOf[c] = h;
    members[q] = [];
  }
  return members
    .filter((cells) => cells.length > 0)
    .map((cells) => cells.sort((a, b) => a - b))
    .sort((a, b) => a[0] - b[0])
    .map((cells) => ({ cells, sum: cells.reduce((s, c) => s + solution[c], 0) }));
}
