import { POPCOUNT_TABLE } from '../bits';
import { MAX_UNITS, type Geometry } from '../geometryOf';
import { bitDigit, eliminateSeenBy, gridGeometry, makeStep, positionsIn, sharedUnit } from './grid';
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
function xyWingChain(
  g: Geometry,
  p: number,
  a: number,
  b: number,
  x: number,
  y: number,
  z: number,
): Chain {
  return cellChain(
    [
      [a, z, false],
      [a, x, true],
      [p, x, false],
      [p, y, true],
      [b, y, false],
      [b, z, true],
    ],
    [-1, sharedUnit(g, a, p), -1, sharedUnit(g, p, b), -1],
  );
}

/** The units joining the pivot to each pincer. */
function pivotUnits(g: Geometry, p: number, a: number, b: number): number[] {
  const ua = sharedUnit(g, p, a);
  const ub = sharedUnit(g, p, b);
  return ua === ub ? [ua] : [ua, ub];
}

/** The units joining each end of a W-Wing's link to the wing cell it sees. */
function linkUnitOf(g: Geometry, a: number, b: number, c1: number, c2: number): number[] {
  return g.sees[a * 81 + c1] && g.sees[b * 81 + c2]
    ? [sharedUnit(g, a, c1), sharedUnit(g, b, c2)]
    : [sharedUnit(g, a, c2), sharedUnit(g, b, c1)];
}

/** True when some cell other than a and b sees both and has candidate `bit`. */
function anySeenByBoth(
  g: Geometry,
  masks: Uint16Array,
  bit: number,
  a: number,
  b: number,
): boolean {
  const { peerStart, peerCells, sees } = g;
  for (let k = peerStart[a]; k < peerStart[a + 1]; k++) {
    const x = peerCells[k];
    if (masks[x] & bit && sees[b * 81 + x]) return true;
  }
  return false;
}

/** An XY-Wing with eliminations. */
export function findXYWing(grid: CandidateGrid): Step | null {
  const { masks } = grid;
  const g = gridGeometry(grid);
  const { peerStart, peerCells } = g;
  for (let p = 0; p < g.cellCount; p++) {
    const pm = masks[p];
    if (POPCOUNT_TABLE[pm] !== 2) continue;
    const end = peerStart[p + 1];
    for (let i = peerStart[p]; i < end; i++) {
      const a = peerCells[i];
      const am = masks[a];
      // Pincer a shares exactly one digit with the pivot (x) and adds z.
      if (POPCOUNT_TABLE[am] !== 2 || POPCOUNT_TABLE[am & pm] !== 1) continue;
      const z = am & ~pm;
      const wantB = (pm & ~am) | z; // pincer b is {y, z}
      for (let j = i + 1; j < end; j++) {
        const b = peerCells[j];
        if (masks[b] !== wantB) continue;
        const elims = eliminateSeenBy(g, masks, z, a, b);
        if (!elims) continue;
        const step = makeStep('xy-wing', pm | z, [p, a, b], pivotUnits(g, p, a, b), [], elims);
        step.chains = [xyWingChain(g, p, a, b, am & pm, pm & ~am, z)];
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
  const g = gridGeometry(grid);
  const { peerStart, peerCells } = g;
  for (let p = 0; p < g.cellCount; p++) {
    const pm = masks[p];
    if (POPCOUNT_TABLE[pm] !== 3) continue;
    const end = peerStart[p + 1];
    for (let i = peerStart[p]; i < end; i++) {
      const a = peerCells[i];
      const am = masks[a];
      if (POPCOUNT_TABLE[am] !== 2 || (am & ~pm) !== 0) continue;
      for (let j = i + 1; j < end; j++) {
        const b = peerCells[j];
        const bm = masks[b];
        // Two different pairs inside the pivot, together covering it.
        if (POPCOUNT_TABLE[bm] !== 2 || (bm & ~pm) !== 0 || (am | bm) !== pm) continue;
        const z = am & bm;
        const elims = eliminateSeenBy(g, masks, z, p, a, b);
        if (!elims) continue;
        const step = makeStep('xyz-wing', pm, [p, a, b], pivotUnits(g, p, a, b), [], elims);
        step.pivot = p;
        return step;
      }
    }
  }
  return null;
}

const bivalue = new Uint8Array(81); // the bivalue cells, ascending
const linkUnits = new Uint8Array(MAX_UNITS * 9); // per digit: units where it has exactly two cells
const linkCount = new Uint8Array(9);

/** A W-Wing with eliminations. */
export function findWWing(grid: CandidateGrid): Step | null {
  const { masks } = grid;
  const g = gridGeometry(grid);
  const { sees, unitCells } = g;
  let n = 0;
  for (let c = 0; c < g.cellCount; c++) if (POPCOUNT_TABLE[masks[c]] === 2) bivalue[n++] = c;
  if (n < 2) return null;
  for (let d = 0; d < g.size; d++) {
    linkCount[d] = 0;
    for (let u = 0; u < g.unitCount; u++) {
      if (POPCOUNT_TABLE[positionsIn(g, masks, u, 1 << d)] === 2)
        linkUnits[d * MAX_UNITS + linkCount[d]++] = u;
    }
  }
  for (let i = 0; i < n; i++) {
    const c1 = bivalue[i];
    const m = masks[c1];
    for (let j = i + 1; j < n; j++) {
      const c2 = bivalue[j];
      if (masks[c2] !== m || sees[c1 * 81 + c2]) continue;
      // x is the linked digit, y the one eliminated.
      for (let x = m & -m, t = 0; t < 2; t++, x = m & ~x) {
        const y = m & ~x;
        if (!anySeenByBoth(g, masks, y, c1, c2)) continue;
        const d = 31 - Math.clz32(x);
        for (let l = 0; l < linkCount[d]; l++) {
          const u = linkUnits[d * MAX_UNITS + l];
          const pos = positionsIn(g, masks, u, x);
          const a = unitCells[u * 9 + 31 - Math.clz32(pos & -pos)];
          const b = unitCells[u * 9 + 31 - Math.clz32(pos & (pos - 1))];
          const linked =
            (sees[a * 81 + c1] && sees[b * 81 + c2]) || (sees[a * 81 + c2] && sees[b * 81 + c1]);
          if (!linked) continue;
          const elims = eliminateSeenBy(g, masks, y, c1, c2);
          if (!elims) continue;
          const step = makeStep(
            'w-wing',
            m,
            [c1, c2, a, b],
            [u, linkUnitOf(g, a, b, c1, c2)].flat(),
            [],
            elims,
          );
          step.chains = [wWingChain(g, c1, c2, a, b, u, x, y)];
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
  g: Geometry,
  c1: number,
  c2: number,
  a: number,
  b: number,
  u: number,
  x: number,
  y: number,
): Chain {
  const [near, far] = g.sees[a * 81 + c1] && g.sees[b * 81 + c2] ? [a, b] : [b, a];
  return cellChain(
    [
      [c1, y, false],
      [c1, x, true],
      [near, x, false],
      [far, x, true],
      [c2, x, false],
      [c2, y, true],
    ],
    [-1, sharedUnit(g, c1, near), u, sharedUnit(g, far, c2), -1],
  );
}
