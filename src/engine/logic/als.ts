import { POPCOUNT_TABLE } from '../bits';
import { alsMask, alsSize, collectAls, disjoint, rccOf, seenCopies, type Sink } from './als-sets';
import { alsChain, alsStep, digitsOf } from './als-step';
import { gridGeometry } from './grid';
import type { CandidateGrid, CellDigit, Step } from './types';

/*
 * ALS-XZ (almost locked sets: als-sets.ts). A digit x is a restricted
 * common candidate (RCC) of two disjoint sets A and B when both hold it and
 * every x of A sees every x of B: x is in at most one of them. So A lacks x
 * or B does, and a set lacking x holds all its other digits: another common
 * digit z is in A or in B, and leaves every cell that sees all the z of
 * both. Doubly linked (two RCCs x and y): each set lacks exactly one of
 * them and holds the rest, so x and y each leave every cell seeing all
 * their copies in A and B, and every other digit of A leaves the cells
 * seeing all its copies in A (likewise B). The smallest sets (fewest cells
 * in all) are preferred. ALS-XY-Wing: als-xy-wing.ts.
 */

/** ALS-XZ eliminations of sets i and j with RCCs `rcc` (one or two digits). */
function xzTargets(out: Sink, i: number, j: number, rcc: number): boolean {
  let any = false;
  if (POPCOUNT_TABLE[rcc] === 1) {
    for (let m = alsMask[i] & alsMask[j] & ~rcc; m !== 0; m &= m - 1) {
      any = seenCopies(out, 31 - Math.clz32(m & -m), i, j) || any;
      if (any && out === null) return true;
    }
    return any;
  }
  for (let m = rcc; m !== 0; m &= m - 1) {
    any = seenCopies(out, 31 - Math.clz32(m & -m), i, j) || any;
    if (any && out === null) return true;
  }
  // Doubly linked: each set is locked on its other digits.
  for (let t = 0; t < 2; t++) {
    const s = t === 0 ? i : j;
    for (let m = alsMask[s] & ~rcc; m !== 0; m &= m - 1) {
      any = seenCopies(out, 31 - Math.clz32(m & -m), s, -1) || any;
      if (any && out === null) return true;
    }
  }
  return any;
}

/** An ALS-XZ (singly or doubly linked) with eliminations, fewest cells first. */
export function findAlsXZ(grid: CandidateGrid): Step | null {
  const n = collectAls(grid.masks, gridGeometry(grid));
  let best = 99;
  let bi = -1;
  let bj = -1;
  let brcc = 0;
  for (let i = 0; i < n && alsSize[i] * 2 < best; i++) {
    for (let j = i + 1; j < n; j++) {
      if (alsSize[i] + alsSize[j] >= best) break; // sets come smallest first
      if (POPCOUNT_TABLE[alsMask[i] & alsMask[j]] < 2 || !disjoint(i, j)) continue;
      const rcc = rccOf(i, j);
      // Three RCCs cannot happen in a grid that still has a solution.
      if (rcc === 0 || POPCOUNT_TABLE[rcc] > 2 || !xzTargets(null, i, j, rcc)) continue;
      best = alsSize[i] + alsSize[j];
      bi = i;
      bj = j;
      brcc = rcc;
    }
  }
  if (bi < 0) return null;
  const elims: CellDigit[] = [];
  xzTargets(elims, bi, bj, brcc);
  const x = 31 - Math.clz32(brcc & -brcc);
  const y = 31 - Math.clz32(brcc);
  // Singly linked: one chain per eliminated digit z; doubly linked: one loop.
  const chains =
    x === y
      ? digitsOf(elims).map((z) => alsChain([bi, bj], [z, x, z], false))
      : [alsChain([bi, bj], [x, y, x], true)];
  return alsStep('als-xz', [bi, bj], chains, elims);
}
