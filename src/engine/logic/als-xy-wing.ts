import { MAX_ALS, alsMask, alsSize, collectAls, disjoint, rccOf, seenCopies } from './als-sets';
import { alsChain, alsStep, digitsOf } from './als-step';
import { gridGeometry } from './grid';
import type { CandidateGrid, CellDigit, Step } from './types';

/*
 * ALS-XY-Wing (almost locked sets: als-sets.ts; the restricted common digit,
 * RCC, as in als.ts): a pivot set C with RCC x to a set A and RCC y to a
 * set B, x != y. C lacks at most one digit, so it holds x (then A lacks x
 * and holds all its other digits) or y (then B lacks y and holds the rest):
 * a digit z of A and B other than x and y is in A or in B, so it leaves
 * every cell that sees all its copies there. Fewest cells in all first.
 */

// The RCC graph of the sets (edges i < j with their RCC mask). A crowded grid
// may have more edges than MAX_EDGES: the rest are dropped (fewer wings, none wrong).
const MAX_EDGES = 32768;
const edgeFrom = new Uint16Array(MAX_EDGES);
const edgeTo = new Uint16Array(MAX_EDGES);
const edgeRcc = new Uint16Array(MAX_EDGES);
const firstEdge = new Int32Array(MAX_ALS + 1);
const adjSet = new Uint16Array(MAX_EDGES * 2);
const adjRcc = new Uint16Array(MAX_EDGES * 2);
const fillAt = new Int32Array(MAX_ALS + 1);

/** Adjacency lists of the RCC graph (each set's neighbours, smallest first); returns the edge count. */
function rccGraph(n: number): number {
  let e = 0;
  for (let i = 0; i < n && e < MAX_EDGES; i++) {
    for (let j = i + 1; j < n && e < MAX_EDGES; j++) {
      if ((alsMask[i] & alsMask[j]) === 0 || !disjoint(i, j)) continue;
      const rcc = rccOf(i, j);
      if (rcc === 0) continue;
      edgeFrom[e] = i;
      edgeTo[e] = j;
      edgeRcc[e++] = rcc;
    }
  }
  firstEdge.fill(0, 0, n + 1);
  for (let k = 0; k < e; k++) {
    firstEdge[edgeFrom[k] + 1]++;
    firstEdge[edgeTo[k] + 1]++;
  }
  for (let i = 0; i < n; i++) firstEdge[i + 1] += firstEdge[i];
  // Edges are in (from, to) order, so each list fills in ascending neighbour order.
  const fill = fillAt;
  fill.set(firstEdge.subarray(0, n));
  for (let k = 0; k < e; k++) {
    const a = edgeFrom[k];
    adjSet[fill[a]] = edgeTo[k];
    adjRcc[fill[a]++] = edgeRcc[k];
  }
  for (let k = 0; k < e; k++) {
    const b = edgeTo[k];
    adjSet[fill[b]] = edgeFrom[k];
    adjRcc[fill[b]++] = edgeRcc[k];
  }
  for (let i = 0; i < n; i++) sortAdj(firstEdge[i], firstEdge[i + 1]);
  return e;
}

/** Insertion sort of one adjacency list by neighbour (short lists, mostly sorted). */
function sortAdj(from: number, to: number): void {
  for (let k = from + 1; k < to; k++) {
    const s = adjSet[k];
    const r = adjRcc[k];
    let m = k - 1;
    for (; m >= from && adjSet[m] > s; m--) {
      adjSet[m + 1] = adjSet[m];
      adjRcc[m + 1] = adjRcc[m];
    }
    adjSet[m + 1] = s;
    adjRcc[m + 1] = r;
  }
}

/** An ALS-XY-Wing with eliminations, fewest cells first. */
export function findAlsXYWing(grid: CandidateGrid): Step | null {
  const n = collectAls(grid.masks, gridGeometry(grid));
  rccGraph(n);
  let best = 99;
  let found: number[] | null = null; // [A, C, B, x, y, z]
  for (let c = 0; c < n && alsSize[c] + 2 < best; c++) {
    for (let p = firstEdge[c]; p < firstEdge[c + 1]; p++) {
      const a = adjSet[p];
      if (alsSize[c] + alsSize[a] + 1 >= best) break;
      for (let q = p + 1; q < firstEdge[c + 1]; q++) {
        const b = adjSet[q];
        if (alsSize[c] + alsSize[a] + alsSize[b] >= best) break;
        const zs = alsMask[a] & alsMask[b];
        if (zs === 0 || !disjoint(a, b)) continue;
        const hit = wing(a, b, adjRcc[p], adjRcc[q], zs);
        if (hit === null) continue;
        best = alsSize[c] + alsSize[a] + alsSize[b];
        found = [a, c, b, hit[0], hit[1], hit[2]];
      }
    }
  }
  if (found === null) return null;
  const [a, c, b, x, y] = found;
  // Every z of A and B (not x or y) that eliminates, one chain each.
  const elims: CellDigit[] = [];
  for (let m = alsMask[a] & alsMask[b] & ~(1 << x) & ~(1 << y); m !== 0; m &= m - 1)
    seenCopies(elims, 31 - Math.clz32(m & -m), a, b);
  const chains = digitsOf(elims).map((z) => alsChain([a, c, b], [z, x, y, z], false));
  return alsStep('als-xy-wing', [a, c, b], chains, elims);
}

/** The first (x, y, z) of a wing A-C-B with RCC masks rccA (A-C) and rccB (B-C) that eliminates. */
function wing(
  a: number,
  b: number,
  rccA: number,
  rccB: number,
  zs: number,
): [number, number, number] | null {
  for (let mx = rccA; mx !== 0; mx &= mx - 1) {
    const x = mx & -mx;
    for (let my = rccB & ~x; my !== 0; my &= my - 1) {
      const y = my & -my;
      for (let mz = zs & ~x & ~y; mz !== 0; mz &= mz - 1) {
        const z = 31 - Math.clz32(mz & -mz);
        if (seenCopies(null, z, a, b)) return [31 - Math.clz32(x), 31 - Math.clz32(y), z];
      }
    }
  }
  return null;
}
