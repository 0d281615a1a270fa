import type { Geometry } from '../geometryOf';
import type { Digit } from '../types';
import { cageOptions, type CageOptions } from './cage-options';
import {
  bitDigit,
  commonUnit,
  digitSets,
  gridGeometry,
  maskDigits,
  perGeometry,
  pushEliminations,
} from './grid';
import type { CandidateGrid, CellDigit, Step, StepCage } from './types';

/*
 * Killer techniques on one cage (the rule of 45 is in rule45.ts):
 * - cage combination (组合 / 凑数): a cage's empty cells take distinct
 *   digits making the sum left; only the digits of the sets that can
 *   (`combos`, each fitting the cells' candidates) stay in its cells;
 * - cage-unit overlap: a digit every such set holds is in the cage, so it
 *   leaves every cell outside the cage that sees all the cage's cells that
 *   can hold it; and, the other way round, when a unit's places for a digit
 *   all lie in one cage, the cage holds it: the sets without it go.
 */

/** A cage on the grid: its empty cells and the digits placed in it. */
interface CageState {
  empty: number[];
  placed: number;
}

/** The state of cage q, or null when it is full or repeats a placed digit (a wrong board). */
function cageState(g: Geometry, values: Uint8Array, q: number): CageState | null {
  const cage = g.rules.cages[q];
  const empty: number[] = [];
  let placed = 0;
  for (const c of cage.cells) {
    const v = values[c];
    if (v === 0) {
      empty.push(c);
      continue;
    }
    const bit = 1 << (v - 1);
    if (placed & bit) return null;
    placed |= bit;
  }
  if (empty.length === 0) return null;
  return { empty, placed };
}

/** Sum of the digits of a mask. */
export function sumOf(mask: number): number {
  let s = 0;
  for (let d = 1; d <= 9; d++) if (mask & (1 << (d - 1))) s += d;
  return s;
}

/** Cage q as a step names it. */
export function stepCage(g: Geometry, q: number): StepCage {
  const cage = g.rules.cages[q];
  return { index: q, cells: [...cage.cells], sum: cage.sum };
}

/** The digit sets as lists of digits, in dictionary order. */
function comboDigits(combos: readonly number[]): Digit[][] {
  return digitSets(combos);
}

function killerStep(
  technique: Step['technique'],
  digitMask: number,
  cells: number[],
  units: number[],
  eliminations: CellDigit[],
  killer: NonNullable<Step['killer']>,
): Step {
  return {
    technique,
    digits: maskDigits(digitMask),
    cells: cells.slice().sort((a, b) => a - b),
    units,
    placements: [],
    eliminations: eliminations.sort((a, b) => a.cell - b.cell || a.digit - b.digit),
    killer,
  };
}

/**
 * The last options worked out per cage of a geometry, with the cage's
 * cells as they were then (value * 512 + mask each): the finders run one
 * after another on grids where most cages have not changed.
 */
const optionsCache = perGeometry((g) => ({
  seen: new Int32Array(g.rules.cages.length * 9).fill(-1),
  found: new Array<{ state: CageState; options: CageOptions } | null>(g.rules.cages.length),
}));

/** What cage q can hold: null when it is full, broken or cannot be completed. */
function optionsOf(
  g: Geometry,
  grid: CandidateGrid,
  q: number,
  require = 0,
): { state: CageState; options: CageOptions } | null {
  const cells = g.rules.cages[q].cells;
  const cache = require === 0 ? optionsCache(g) : null;
  if (cache) {
    let same = true;
    for (let i = 0; i < cells.length; i++) {
      const key = grid.values[cells[i]] * 512 + grid.masks[cells[i]];
      if (cache.seen[q * 9 + i] !== key) {
        same = false;
        cache.seen[q * 9 + i] = key;
      }
    }
    if (same) return cache.found[q];
  }
  const state = cageState(g, grid.values, q);
  let found: { state: CageState; options: CageOptions } | null = null;
  if (state) {
    const options = cageOptions(
      state.empty,
      grid.masks,
      state.placed,
      g.rules.cages[q].sum,
      require,
    );
    if (options.combos.length > 0) found = { state, options };
  }
  if (cache) cache.found[q] = found;
  return found;
}

/** A cage whose cells hold candidates no digit set making its sum can give them. */
export function findCageCombination(grid: CandidateGrid): Step | null {
  const g = gridGeometry(grid);
  const cages = g.rules.cages;
  for (let q = 0; q < cages.length; q++) {
    const found = optionsOf(g, grid, q);
    if (!found) continue;
    const { state, options } = found;
    const elims: CellDigit[] = [];
    state.empty.forEach((c, i) => pushEliminations(elims, c, grid.masks[c] & ~options.allowed[i]));
    if (elims.length === 0) continue;
    const union = options.combos.reduce((a, b) => a | b, 0);
    return killerStep('cage-combination', union, [...cages[q].cells], [], elims, {
      cages: [stepCage(g, q)],
      cells: state.empty,
      sum: cages[q].sum - sumOf(state.placed),
      combos: comboDigits(options.combos),
    });
  }
  return null;
}

/**
 * Cage-unit overlap: a digit a cage must hold, seen from outside; or a
 * unit's digit confined to a cage, cutting the cage's digit sets.
 */
export function findCageUnitOverlap(grid: CandidateGrid): Step | null {
  const g = gridGeometry(grid);
  const cages = g.rules.cages;
  if (cages.length === 0) return null;
  const { masks } = grid;
  for (let q = 0; q < cages.length; q++) {
    const found = optionsOf(g, grid, q);
    if (!found) continue;
    const { state, options } = found;
    const required = options.combos.reduce((a, b) => a & b, g.allDigits);
    for (let rest = required; rest !== 0; rest &= rest - 1) {
      const bit = rest & -rest;
      const places = state.empty.filter((c) => masks[c] & bit);
      if (places.length === 0) continue;
      const elims: CellDigit[] = [];
      // A cell that sees all the places is a peer of the first one.
      for (const x of g.peers[places[0]]) {
        if ((masks[x] & bit) === 0 || g.cageOf[x] === q) continue;
        if (places.every((c) => g.sees[c * 81 + x])) elims.push({ cell: x, digit: bitDigit(bit) });
      }
      if (elims.length === 0) continue;
      const unit = commonUnit(g, places);
      return killerStep(
        'cage-unit-overlap',
        bit,
        [...cages[q].cells],
        unit >= 0 ? [unit] : [],
        elims,
        {
          cages: [stepCage(g, q)],
          cells: places,
          sum: cages[q].sum - sumOf(state.placed),
          combos: comboDigits(options.combos),
          side: 'in',
          digit: bitDigit(bit),
        },
      );
    }
  }
  // A unit whose places for a digit all lie in one cage.
  for (let n = 0; n < g.unitCount; n++) {
    const u = g.unitOrder[n];
    for (let bit = 1; bit <= g.allDigits; bit <<= 1) {
      let q = -2;
      const places: number[] = [];
      for (let k = 0; k < g.size && q !== -1; k++) {
        const c = g.unitCells[u * 9 + k];
        if ((masks[c] & bit) === 0) continue;
        places.push(c);
        const cq = g.cageOf[c];
        q = q === -2 || q === cq ? cq : -1;
      }
      if (q < 0) continue;
      const found = optionsOf(g, grid, q, bit);
      if (!found || found.state.placed & bit) continue;
      const { state, options } = found;
      const elims: CellDigit[] = [];
      state.empty.forEach((c, i) => pushEliminations(elims, c, masks[c] & ~options.allowed[i]));
      if (elims.length === 0) continue;
      return killerStep('cage-unit-overlap', bit, [...cages[q].cells], [u], elims, {
        cages: [stepCage(g, q)],
        cells: places,
        sum: cages[q].sum - sumOf(state.placed),
        combos: comboDigits(options.combos),
        side: 'out',
        digit: bitDigit(bit),
      });
    }
  }
  return null;
}
