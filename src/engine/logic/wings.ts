import { POPCOUNT_TABLE } from '../bits';
import { UNIT_CELLS } from '../geometry';
import { PEERS_FLAT, SEES, eliminateSeenBy, makeStep, positionsIn, sharedUnit } from './grid';
import type { CandidateGrid, Step } from './types';

/*
 * Wings: bivalue cells (two candidates) that force a digit z into one of
 * two or three cells, so z leaves every cell that sees all of them.
 * - XY-Wing: pivot {x,y} sees pincers {x,z} and {y,z}.
 * - XYZ-Wing: pivot {x,y,z} sees pincers {x,z} and {y,z}; z also in the pivot.
 * - W-Wing: two cells {x,y} that do not see each other, joined by a strong
 *   link on x (a unit where x has two cells, one seeing each): one of them
 *   is y.
 */

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
        if (elims)
          return {
            ...makeStep('xy-wing', pm | z, [p, a, b], pivotUnits(p, a, b), [], elims),
            roles: { pivot: p, ends: [a, b] },
          };
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
        if (elims)
          return {
            ...makeStep('xyz-wing', pm, [p, a, b], pivotUnits(p, a, b), [], elims),
            roles: { pivot: p, ends: [a, b] },
          };
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
          if (elims)
            return {
              ...makeStep(
                'w-wing',
                m,
                [c1, c2, a, b],
                [u, linkUnitOf(a, b, c1, c2)].flat(),
                [],
                elims,
              ),
              roles: { ends: [c1, c2], link: [a, b] },
            };
        }
      }
    }
  }
  return null;
}
