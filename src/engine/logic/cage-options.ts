import { MASK_SUM } from '../cageSums';

/*
 * What a Killer cage can still hold. The cage's empty cells take distinct
 * digits, none of them placed in the cage already, adding up to the sum
 * left; a digit stays possible in a cell only when some such completion,
 * each cell taking one of its candidates, gives it that digit.
 *
 * Worked out by a small dynamic programme over (cell index, digits used so
 * far): the sum of the digits used is fixed by the state, so no sum needs
 * tracking. Only the states reached are visited (lists per layer, marked
 * with a generation stamp so nothing is cleared between calls); scratch
 * memory is allocated once.
 */

const STATES = 10 * 512;
const reached = new Uint32Array(STATES); // reached[i*512 + m] === stamp: cells 0..i-1 can take digits m
const good = new Uint32Array(STATES); // good[i*512 + m] === stamp: and the rest can be completed
const layer = new Uint16Array(STATES); // the states of layer i at layer[i*512 ..]
const layerSize = new Uint16Array(10);
let stamp = 0;

/** The result of `cageOptions`. */
export interface CageOptions {
  /** Per empty cell (in the order given): the digits a completion can give it. */
  allowed: number[];
  /** The digit sets the empty cells can take together (9-bit masks), ascending. */
  combos: number[];
}

/**
 * The completions of a cage: `cells` its empty cells with candidate masks
 * `masks`, `placed` the digits already in the cage (a mask), `sum` the
 * whole cage's sum, and `require` digits that must be among the empty
 * cells' (0: none). `allowed` is all 0 and `combos` empty when there is no
 * completion. Up to nine cells.
 */
export function cageOptions(
  cells: readonly number[],
  masks: ArrayLike<number>,
  placed: number,
  sum: number,
  require = 0,
): CageOptions {
  if (++stamp === 0xffffffff) {
    reached.fill(0);
    good.fill(0);
    stamp = 1;
  }
  const k = cells.length;
  layer[0] = placed;
  layerSize[0] = 1;
  reached[placed] = stamp;
  for (let i = 0; i < k; i++) {
    const cand = masks[cells[i]];
    const from = i * 512;
    const to = from + 512;
    let n = 0;
    for (let j = 0; j < layerSize[i]; j++) {
      const m = layer[from + j];
      for (let rest = cand & ~m; rest !== 0; rest &= rest - 1) {
        const next = m | (rest & -rest);
        if (reached[to + next] === stamp) continue;
        reached[to + next] = stamp;
        layer[to + n++] = next;
      }
    }
    layerSize[i + 1] = n;
  }
  const combos: number[] = [];
  const last = k * 512;
  for (let j = 0; j < layerSize[k]; j++) {
    const m = layer[last + j];
    if (MASK_SUM[m] !== sum || (m & require) !== require) continue;
    good[last + m] = stamp;
    combos.push(m & ~placed);
  }
  const allowed = new Array<number>(k).fill(0);
  if (combos.length === 0) return { allowed, combos };
  // Backwards: a digit is allowed in cell i when it leads from a reached state to a good one.
  for (let i = k - 1; i >= 0; i--) {
    const cand = masks[cells[i]];
    const from = i * 512;
    let mask = 0;
    for (let j = 0; j < layerSize[i]; j++) {
      const m = layer[from + j];
      for (let rest = cand & ~m; rest !== 0; rest &= rest - 1) {
        const bit = rest & -rest;
        if (good[from + 512 + (m | bit)] !== stamp) continue;
        good[from + m] = stamp;
        mask |= bit;
      }
    }
    allowed[i] = mask;
  }
  return { allowed, combos: combos.sort((a, b) => a - b) };
}
