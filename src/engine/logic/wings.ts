import { POPCOUNT_TABLE } from '../bits';
import { UNIT_CELLS } from '../geometry';
import {
  PEERS_FLAT,
  SEES,
  bitDigit,
  eliminateSeenBy,
  makeStep,
  positionsIn,
  sharedUnit,
} from './grid';
import type { CandidateGrid, Chain, ChainNode, Step } from './types';

/*
 * Wings: bivalue cells (two candidates) that force a digit z into one of
 * two or three cells, so z leaves every cell that sees all of them.
 * - XY-Wing: pivot {x,y} sees pincers {x,z} and {y,z}.
 * - XYZ-Wing: pivot {x,y,z} sees pincers {x,z} and {y,z}; z also in the pivot.
 * - W-Wing: two cells {x,y} that do not see each other, joined by a strong
 *   link on x (a unit where x has two cells, one seeing each): one of them
 *   is y.
 *
 * An XY-Wing or W-Wing step carries its chain (`step.chains`), so the hint
 * can name the pivot and the ends and draw them; an XYZ-Wing names its
 * pivot (`step.pivot`).
 */

/** One-cell chain nodes, in walking order: [cell, bit, on] triples. */
function cellChain(nodes: [number, number, boolean][], units: number[]): Chain {
  const chainNodes: ChainNode[] = nodes.map(([cell, bit, on]) => ({
    cells: [cell],
    digit: bitDigit(bit),
    on,
  }));
  // Links alternate strong, weak, ...; `units` gives each link's unit (-1 inside a cell).
  const links = units.map((unit, i) => ({
    from: i,
    to: i + 1,
    kind: i % 2 === 0 ? ('strong' as const) : ('weak' as const),
    unit,
  }));
  return { nodes: chainNodes, links, premise: 0 };
}

/**
 * An XY-Wing as a chain: pincer a is not z, so it is x; the pivot is then
 * not x, so it is y; pincer b is then not y, so it is z.
 */
function xyWingChain(p: number, a: number, b: number, x: number, y: number, z: number): Chain {
  return cellChain(
    [
      [a, z, false],
      [a, x, true],
      [p, x, false],
      [p, y, true],
      [b, y, false],
      [b, z, true],
    ],
    [-1, sharedUnit(a, p), -1, sharedUnit(p, b), -1],
  );
}

/** The units joining the pivot to each pincer. */
function pivotUnits(p: number, a: number, b: number): number[] {
  const ua = sharedUnit(p, a);
  const ub = sharedUnit(p, b);
  return ua === ub ? [ua] : [ua, ub];
}

/** The units joining each end of a W-Wing's link to the wing cell it sees. */
function linkUnitOf(a: number, b: number, c1: number, c2: number): number[] {
  return SEES[a * 81 + c1] && SEES[b * 81 + c2]
    ? [sharedUnit(a, c1), sharedUnit(b, c2)]
    : [sharedUnit(a, c2), sharedUnit(b, c1)];
}

/** True when some cell other than a and b sees both and has candidate `bit`. */
function anySeenByBoth(masks: Uint16Array, bit: number, a: number, b: number): boolean {
  for (let k = 0; k < 20; k++) {
    const x = PEERS_FLAT[a * 20 + k];
    if (masks[x] & bit && SEES[b * 81 + x]) return true;
  }
  return false;
}

/** An XY-Wing with eliminations. */
export function findXYWing(grid: CandidateGrid): Step | null {
  const { masks } = grid;
  for (let p = 0; p < 81; p++) {
    const pm = masks[p];
    if (POPCOUNT_TABLE[pm] !== 2) continue;
    for (let i = 0; i < 20; i++) {
      const a = PEERS_FLAT[p * 20 + i];
      const am = masks[a];
      // Pincer a shares exactly one digit with the pivot (x) and adds z.
      if (POPCOUNT_TABLE[am] !== 2 || POPCOUNT_TABLE[am & pm] !== 1) continue;
      const z = am & ~pm;
      const wantB = (pm & ~am) | z; // pincer b is {y, z}
      for (let j = i + 1; j < 20; j++) {
        const b = PEERS_FLAT[p * 20 + j];
        if (masks[b] !== wantB) continue;
        const elims = eliminateSeenBy(masks, z, a, b);
        if (!elims) continue;
        const step = makeStep('xy-wing', pm | z, [p, a, b], pivotUnits(p, a, b), [], elims);
        step.chains = [xyWingChain(p, a, b, am & pm, pm & ~am, z)];
        step.pivot = p;
        return step;
      }
    }
  }
  return null;
}

/** An XYZ-Wing with eliminations. */
export function findXYZWing(grid: CandidateGrid): Step | null {
  const { masks } = grid;
  for (let p = 0; p < 81; p++) {
    const pm = masks[p];
    if (POPCOUNT_TABLE[pm] !== 3) continue;
    for (let i = 0; i < 20; i++) {
      const a = PEERS_FLAT[p * 20 + i];
      const am = masks[a];
      if (POPCOUNT_TABLE[am] !== 2 || (am & ~pm) !== 0) continue;
      for (let j = i + 1; j < 20; j++) {
        const b = PEERS_FLAT[p * 20 + j];
        const bm = masks[b];
        // Two different pairs inside the pivot, together covering it.
        if (POPCOUNT_TABLE[bm] !== 2 || (bm & ~pm) !== 0 || (am | bm) !== pm) continue;
        const z = am & bm;
        const elims = eliminateSeenBy(masks, z, p, a, b);
        if (!elims) continue;
        const step = makeStep('xyz-wing', pm, [p, a, b], pivotUnits(p, a, b), [], elims);
        step.pivot = p;
        return step;
      }
    }
  }
  return null;
}

const bivalue = new Uint8Array(81); // the bivalue cells, ascending
const linkUnits = new Uint8Array(27 * 9); // per digit: units where it has exactly two cells
const linkCount = new Uint8Array(9);

/** A W-Wing with eliminations. */
export function findWWing(grid: CandidateGrid): Step | null {
  const { masks } = grid;
  let n = 0;
  for (let c = 0; c < 81; c++) if (POPCOUNT_TABLE[masks[c]] === 2) bivalue[n++] = c;
  if (n < 2) return null;
  for (let d = 0; d < 9; d++) {
    linkCount[d] = 0;
    for (let u = 0; u < 27; u++) {
      if (POPCOUNT_TABLE[positionsIn(masks, u, 1 << d)] === 2)
        linkUnits[d * 27 + linkCount[d]++] = u;
    }
  }
  for (let i = 0; i < n; i++) {
    const c1 = bivalue[i];
    const m = masks[c1];
    for (let j = i + 1; j < n; j++) {
      const c2 = bivalue[j];
      if (masks[c2] !== m || SEES[c1 * 81 + c2]) continue;
      // x is the linked digit, y the one eliminated.
      for (let x = m & -m, t = 0; t < 2; t++, x = m & ~x) {
        const y = m & ~x;
        if (!anySeenByBoth(masks, y, c1, c2)) continue;
        const d = 31 - Math.clz32(x);
        for (let l = 0; l < linkCount[d]; l++) {
          const u = linkUnits[d * 27 + l];
          const pos = positionsIn(masks, u, x);
          const a = UNIT_CELLS[u * 9 + 31 - Math.clz32(pos & -pos)];
          const b = UNIT_CELLS[u * 9 + 31 - Math.clz32(pos & (pos - 1))];
          const linked =
            (SEES[a * 81 + c1] && SEES[b * 81 + c2]) || (SEES[a * 81 + c2] && SEES[b * 81 + c1]);
          if (!linked) continue;
          const elims = eliminateSeenBy(masks, y, c1, c2);
          if (!elims) continue;
          const step = makeStep(
            'w-wing',
            m,
            [c1, c2, a, b],
            [u, linkUnitOf(a, b, c1, c2)].flat(),
            [],
            elims,
          );
          step.chains = [wWingChain(c1, c2, a, b, u, x, y)];
          return step;
        }
      }
    }
  }
  return null;
}

/**
 * A W-Wing as a chain: end c1 is not y, so it is x; the link cell it sees
 * is then not x, so the other link cell is x (unit u); the end that one
 * sees is then not x, so it is y.
 */
function wWingChain(
  c1: number,
  c2: number,
  a: number,
  b: number,
  u: number,
  x: number,
  y: number,
): Chain {
  const [near, far] = SEES[a * 81 + c1] && SEES[b * 81 + c2] ? [a, b] : [b, a];
  return cellChain(
    [
      [c1, y, false],
      [c1, x, true],
      [near, x, false],
      [far, x, true],
      [c2, x, false],
      [c2, y, true],
    ],
    [-1, sharedUnit(c1, near), u, sharedUnit(far, c2), -1],
  );
}
