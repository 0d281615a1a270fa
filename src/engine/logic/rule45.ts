import type { Geometry } from '../geometryOf';
import type { Digit } from '../types';
import {
  digitSets,
  gridGeometry,
  maskDigits,
  perGeometry,
  perLayout,
  pushEliminations,
} from './grid';
import { stepCage } from './cages';
import type { CandidateGrid, CellDigit, KillerDetail, Step } from './types';

/*
 * The rule of 45 (45法则): a row, column or region holds 1-9 once, 45 in
 * all (1-N: N(N+1)/2 in general), so k of them hold 45k. Over an area of
 * whole units (one unit, or a run of them: rows 1-2, columns 4-6, two
 * touching regions), the cages wholly inside add up to a known total;
 * what is left of 45k is the sum of the innies, the area's cells in cages
 * that stick out. The cages reaching into the area add up to their sums,
 * the innies' share of which is known now: the rest is the sum of the
 * outies, their cells outside. A few cells with a known sum are worked
 * like a cage (their digits repeat only where the cells do not see each
 * other): one cell is placed outright, more lose the digits no completion
 * gives them.
 */

/** Innies or outies of an area, fixed by the cage layout. */
interface Side {
  units: number[];
  side: 'in' | 'out';
  /** The cells whose digits make the sum. */
  cells: number[];
  /** Sum of those cells before any is placed. */
  sum: number;
  /** The cages the sum comes from: those wholly inside the area, then (outies) those reaching in. */
  cages: number[];
  /** 45 per unit. */
  total: number;
  insideCount: number;
  inside: number;
  reaching?: number;
}

/** Most cells worked as a virtual cage (their completions are enumerated). */
const MAX_CELLS = 4;

/** Areas: single units (regions, rows, columns), runs of 2-4 rows or columns, touching regions. */
function areasOf(g: Geometry): number[][] {
  const N = g.size;
  const out: number[][] = [];
  for (let b = 0; b < N; b++) out.push([2 * N + b]);
  for (let u = 0; u < 2 * N; u++) out.push([u]);
  for (let len = 2; len <= 4; len++) {
    for (const offset of [0, N]) {
      for (let first = 0; first + len <= N; first++) {
        out.push(Array.from({ length: len }, (_, i) => offset + first + i));
      }
    }
  }
  for (let a = 0; a < N; a++) {
    for (let b = a + 1; b < N; b++) if (touching(g, a, b)) out.push([2 * N + a, 2 * N + b]);
  }
  return out;
}

/** True when regions a and b share an edge. */
function touching(g: Geometry, a: number, b: number): boolean {
  const N = g.size;
  for (let c = 0; c < g.cellCount; c++) {
    if (g.regionOf[c] !== a) continue;
    const r = g.rowOf[c];
    const col = g.colOf[c];
    if (col + 1 < N && g.regionOf[c + 1] === b) return true;
    if (col > 0 && g.regionOf[c - 1] === b) return true;
    if (r + 1 < N && g.regionOf[c + N] === b) return true;
    if (r > 0 && g.regionOf[c - N] === b) return true;
  }
  return false;
}

/** The areas of a layout, each once, with their cells (ascending). */
const areasOfLayout = perLayout((g) => {
  const seen = new Set<string>();
  const out: { units: number[]; cells: number[]; inArea: Uint8Array }[] = [];
  for (const units of areasOf(g)) {
    const cells: number[] = [];
    const inArea = new Uint8Array(81);
    let bits = 0;
    for (const u of units) bits |= 1 << u;
    for (let c = 0; c < g.cellCount; c++) {
      if ((g.unitBits[c] & bits) === 0) continue;
      cells.push(c);
      inArea[c] = 1;
    }
    const key = cells.join(',');
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ units, cells, inArea });
  }
  return out;
});

/** Every innie and outie set of few enough cells, per geometry (none without cages). */
const sidesOf = perGeometry((g): Side[] => {
  const cages = g.rules.cages;
  if (cages.length === 0) return [];
  const unitSum = (g.size * (g.size + 1)) / 2;
  const out: Side[] = [];
  const count = new Uint8Array(cages.length); // cells of each cage in the area
  const touched: number[] = [];
  for (const { units, cells, inArea } of areasOfLayout(g)) {
    touched.length = 0;
    let uncaged = 0;
    for (const c of cells) {
      const q = g.cageOf[c];
      if (q < 0) uncaged++;
      else if (count[q]++ === 0) touched.push(q);
    }
    let insideSum = 0;
    let crossingSum = 0;
    let innieCount = uncaged;
    let outieCount = 0;
    for (const q of touched) {
      const size = cages[q].cells.length;
      if (count[q] === size) insideSum += cages[q].sum;
      else {
        crossingSum += cages[q].sum;
        innieCount += count[q];
        outieCount += size - count[q];
      }
    }
    const total = unitSum * units.length;
    const rest = total - insideSum;
    const isInside = (q: number) => count[q] === cages[q].cells.length;
    if (innieCount > 0 && innieCount <= 2 * MAX_CELLS) {
      const inside = touched.filter(isInside);
      out.push({
        units,
        total,
        insideCount: inside.length,
        inside: insideSum,
        side: 'in',
        cells: cells.filter((c) => g.cageOf[c] < 0 || !isInside(g.cageOf[c])),
        sum: rest,
        cages: inside.sort((x, y) => x - y),
      });
    }
    if (uncaged === 0 && outieCount > 0 && outieCount <= 2 * MAX_CELLS) {
      const inside = touched.filter(isInside).sort((x, y) => x - y);
      const crossing = touched.filter((q) => !isInside(q)).sort((x, y) => x - y);
      const outies: number[] = [];
      for (const q of crossing) for (const c of cages[q].cells) if (!inArea[c]) outies.push(c);
      out.push({
        units,
        total,
        insideCount: inside.length,
        inside: insideSum,
        side: 'out',
        cells: outies.sort((x, y) => x - y),
        sum: crossingSum - rest,
        cages: [...inside, ...crossing],
        reaching: crossingSum,
      });
    }
    for (const q of touched) count[q] = 0;
  }
  return out;
});

// Enumeration scratch.
let cells: number[] = [];
let allowed: number[] = [];
let digits: number[] = [];
let sets: Set<number> = new Set();
let masks: Uint16Array = new Uint16Array(81);
let geo: Geometry;

/** Can cells i.. make `left`? Records every completion's digits in `allowed` and `sets`. */
function enumerate(i: number, left: number): boolean {
  if (i === cells.length) {
    if (left !== 0) return false;
    let set = 0;
    for (let j = 0; j < cells.length; j++) set |= 1 << (digits[j] - 1);
    sets.add(set);
    for (let j = 0; j < cells.length; j++) allowed[j] |= 1 << (digits[j] - 1);
    return true;
  }
  let any = false;
  const c = cells[i];
  for (let m = masks[c]; m !== 0; m &= m - 1) {
    const d = 32 - Math.clz32(m & -m);
    if (d > left) break;
    let clash = false;
    for (let j = 0; j < i && !clash; j++) {
      // Digits repeat only between cells that neither see each other nor share a cage.
      const other = cells[j];
      clash =
        digits[j] === d &&
        (geo.sees[c * 81 + other] === 1 ||
          (geo.cageOf[c] >= 0 && geo.cageOf[c] === geo.cageOf[other]));
    }
    if (clash) continue;
    digits[i] = d;
    if (enumerate(i + 1, left - d)) any = true;
  }
  return any;
}

/** True when every two of the cells see each other or share a cage (so no digit repeats). */
function allDistinct(g: Geometry, list: readonly number[]): boolean {
  for (let i = 0; i < list.length; i++) {
    for (let j = i + 1; j < list.length; j++) {
      const [a, b] = [list[i], list[j]];
      if (!g.sees[a * 81 + b] && !(g.cageOf[a] >= 0 && g.cageOf[a] === g.cageOf[b])) return false;
    }
  }
  return true;
}

/** Innies or outies with a known sum, few enough to work as a cage, that place or eliminate. */
export function findRuleOf45(grid: CandidateGrid): Step | null {
  const g = gridGeometry(grid);
  const sides = sidesOf(g);
  if (sides.length === 0) return null;
  const { values } = grid;
  masks = grid.masks;
  geo = g;
  for (const s of sides) {
    let sum = s.sum;
    const empty: number[] = [];
    for (const c of s.cells) {
      if (values[c] === 0) empty.push(c);
      else sum -= values[c];
    }
    if (empty.length === 0 || empty.length > MAX_CELLS) continue;
    cells = empty;
    allowed = new Array<number>(empty.length).fill(0);
    digits = new Array<number>(empty.length).fill(0);
    sets = new Set();
    if (sum < 1 || !enumerate(0, sum)) continue;
    const units = s.units.slice();
    const killer: KillerDetail = {
      cages: s.cages.map((q) => stepCage(g, q)),
      cells: empty,
      sum,
      side: s.side,
      total: s.total,
      insideCount: s.insideCount,
      inside: s.inside,
      known: s.sum - sum,
    };
    if (s.reaching !== undefined) killer.reaching = s.reaching;
    if (empty.length === 1) {
      const c = empty[0];
      if (sum > g.size || (masks[c] & (1 << (sum - 1))) === 0) continue;
      return {
        technique: 'rule-of-45',
        digits: [sum as Digit],
        cells: empty,
        units,
        placements: [{ cell: c, digit: sum as Digit }],
        eliminations: [],
        killer,
      };
    }
    const elims: CellDigit[] = [];
    empty.forEach((c, i) => pushEliminations(elims, c, masks[c] & ~allowed[i]));
    if (elims.length === 0) continue;
    const union = allowed.reduce((a, b) => a | b, 0);
    const combos = allDistinct(g, empty) ? digitSets(sets) : undefined;
    return {
      technique: 'rule-of-45',
      digits: maskDigits(union),
      cells: empty.slice().sort((a, b) => a - b),
      units,
      placements: [],
      eliminations: elims.sort((a, b) => a.cell - b.cell || a.digit - b.digit),
      killer: combos ? { ...killer, combos } : killer,
    };
  }
  return null;
}
