import { POPCOUNT_TABLE } from '../bits';
import { CLASSIC_GEOMETRY, MAX_CELL_UNITS, MAX_UNITS, type Geometry } from '../geometryOf';
import { gridGeometry } from './grid';
import type { CandidateGrid } from './types';

/*
 * The propagation engine of the forcing chains: assume one candidate on (or
 * off) and follow what must then hold, breadth first, recording every
 * inferred fact and why, until the rules break (a contradiction) or nothing
 * more follows.
 *
 * A literal is a candidate on or off: on = cell*9 + d0, off = 729 + cell*9 +
 * d0 (d0 = digit - 1). Inferences ("rules"):
 * - LINK: off, from one on literal (another digit of the same cell, or the
 *   same digit in a cell sharing a unit);
 * - CELL: on, the last candidate left in its cell (every other candidate of
 *   the start grid is off);
 * - UNIT: on, the last place of its digit in a unit;
 * - NESTED: off, because assuming it on leads to a contradiction (an inner
 *   propagation, depth 2, see nested.ts).
 * Static mode allows CELL and UNIT only with a single parent (a bivalue cell
 * or a unit with two places in the start grid): every inference then follows
 * from one earlier fact. Dynamic mode allows any number.
 *
 * All memory is allocated once; a run allocates nothing. Facts of the start
 * grid (placed digits, missing candidates) are not literals: they are the
 * board. Parents of CELL and UNIT literals are not stored: they are the
 * other start candidates of the cell or unit, all off when it fired.
 */

export const LITERALS = 1458;
export const OFF = 729;

export const RULE_PREMISE = 0;
export const RULE_LINK = 1;
export const RULE_CELL = 2;
export const RULE_UNIT = 3;
export const RULE_NESTED = 4;

/*
 * Contradictions. A digit on twice in a unit (or two digits in a cell) is
 * never seen as such: eliminations are made as soon as a digit is placed,
 * so the second on literal's candidate goes off before it is placed, and
 * that empties the cell or unit it was inferred from (its last candidate or
 * place). Invariant: a queued on literal keeps its candidate until it is
 * placed, unless the run has clashed.
 */
export const CLASH_NONE = 0;
/** Every candidate of a cell is off. */
export const CLASH_CELL_EMPTY = 1;
/** A digit has no place left in a unit. */
export const CLASH_UNIT_EMPTY = 2;

/** Record capacity: an outer run plus one inner run on top. */
export const MAX_LOG = 2 * LITERALS + 4;
const POOL = 1 << 16; // parents of NESTED literals

/** Index 0-8 of a single-bit mask. */
function bitIndex(bit: number): number {
  return 31 - Math.clz32(bit);
}

/** The propagation state and its record. One instance serves every search. */
export class Propagator {
  /** The geometry of the loaded grid. */
  geometry: Geometry = CLASSIC_GEOMETRY;
  /** The grid the premises are assumed on. */
  readonly startMasks = new Uint16Array(81);
  readonly startVals = new Uint8Array(81);
  /** Places of each digit per unit in the start grid: [u*9+d0]. */
  readonly startCount = new Uint8Array(MAX_UNITS * 9);
  private readonly startPlaced = new Uint16Array(MAX_UNITS);

  /** Working state of the current run. */
  readonly masks = new Uint16Array(81);
  readonly vals = new Uint8Array(81);
  private readonly count = new Uint8Array(MAX_UNITS * 9);
  private readonly placed = new Uint16Array(MAX_UNITS);

  /** Saved outer state while an inner (nested) run is on top. */
  private readonly saveMasks = new Uint16Array(81);
  private readonly saveVals = new Uint8Array(81);
  private readonly saveCount = new Uint8Array(MAX_UNITS * 9);
  private readonly savePlaced = new Uint16Array(MAX_UNITS);

  /** Literal l is derived in this run when litStamp[l] === stamp; then at log index litPos[l]. */
  private readonly litStamp = new Uint32Array(LITERALS);
  readonly litPos = new Int16Array(LITERALS);
  private stamp = 0;

  /** The record: literal, rule, unit (UNIT rule or LINK between cells; else -1), parent. */
  readonly logLit = new Int16Array(MAX_LOG);
  readonly logRule = new Uint8Array(MAX_LOG);
  readonly logUnit = new Int8Array(MAX_LOG);
  /** LINK: the parent literal; NESTED: its entry in `pool`: count, inner proof size, parents. */
  readonly logParent = new Int32Array(MAX_LOG);
  logLength = 0;
  readonly pool = new Int32Array(POOL);
  poolLength = 0;

  private readonly queue = new Int16Array(MAX_LOG);
  private qHead = 0;
  private qTail = 0;

  /** Dynamic (any number of parents) or static (one parent per inference). */
  dynamic = true;

  /** The first contradiction of the run: CLASH_* and where. */
  clash = CLASH_NONE;
  clashCell = -1;
  clashUnit = -1;
  clashDigit = -1; // d0

  /** Load the start grid. */
  load(grid: CandidateGrid): void {
    const g = gridGeometry(grid);
    this.geometry = g;
    this.startMasks.fill(0);
    this.startVals.fill(0);
    this.startMasks.set(grid.masks);
    this.startVals.set(grid.values);
    this.startCount.fill(0);
    this.startPlaced.fill(0);
    for (let c = 0; c < g.cellCount; c++) {
      const v = grid.values[c];
      const m = grid.masks[c];
      for (let k = 0; k < g.cellUnitCount[c]; k++) {
        const u = g.cellUnits[c * MAX_CELL_UNITS + k];
        if (v !== 0) this.startPlaced[u] |= 1 << (v - 1);
        else for (let d = 0; d < 9; d++) if (m & (1 << d)) this.startCount[u * 9 + d]++;
      }
    }
  }

  /** True when literal l is derived in the current run. */
  has(l: number): boolean {
    return this.litStamp[l] === this.stamp;
  }

  /** Start a run from the start grid with an empty record. */
  begin(): void {
    this.masks.set(this.startMasks);
    this.vals.set(this.startVals);
    this.count.set(this.startCount);
    this.placed.set(this.startPlaced);
    if (++this.stamp === 0xffffffff) {
      this.litStamp.fill(0);
      this.stamp = 1;
    }
    this.logLength = 0;
    this.poolLength = 0;
    this.qHead = this.qTail = 0;
    this.clash = CLASH_NONE;
  }

  /** Assume a literal (a live candidate on, or off) and propagate. Returns the clash (0 = none). */
  run(premise: number): number {
    this.begin();
    this.assume(premise);
    this.propagate();
    return this.clash;
  }

  /** Record a premise on top of the current state (no propagation yet). */
  assume(premise: number): void {
    if (premise < OFF) {
      this.record(premise, RULE_PREMISE, -1, -1);
      this.queue[this.qTail++] = premise;
    } else {
      const x = premise - OFF;
      const c = (x / 9) | 0;
      this.eliminate(c, x - c * 9, RULE_PREMISE, -1, -1);
    }
  }

  /** Place the queued on literals until the queue is empty or the rules break. */
  propagate(): void {
    while (this.qHead < this.qTail && this.clash === CLASH_NONE) {
      this.place(this.queue[this.qHead++]);
    }
  }

  private record(lit: number, rule: number, unit: number, parent: number): void {
    const i = this.logLength++;
    this.litStamp[lit] = this.stamp;
    this.litPos[lit] = i;
    this.logLit[i] = lit;
    this.logRule[i] = rule;
    this.logUnit[i] = unit;
    this.logParent[i] = parent;
  }

  private setClash(kind: number, cell: number, unit: number, d0: number): void {
    this.clash = kind;
    this.clashCell = cell;
    this.clashUnit = unit;
    this.clashDigit = d0;
  }

  /** An on literal to place later (breadth first), unless already known. */
  private deriveOn(cell: number, d0: number, rule: number, unit: number): void {
    const lit = cell * 9 + d0;
    if (this.litStamp[lit] === this.stamp) return;
    this.record(lit, rule, unit, -1);
    this.queue[this.qTail++] = lit;
  }

  /** Turn candidate (cell, d0) off, with its reason, and infer the singles it leaves. */
  eliminate(cell: number, d0: number, rule: number, unit: number, parent: number): void {
    const bit = 1 << d0;
    const masks = this.masks;
    if ((masks[cell] & bit) === 0) return;
    masks[cell] ^= bit;
    this.record(OFF + cell * 9 + d0, rule, unit, parent);
    if (this.vals[cell] === 0) {
      const m = masks[cell];
      if (m === 0) {
        this.setClash(CLASH_CELL_EMPTY, cell, -1, -1);
        return;
      }
      if ((m & (m - 1)) === 0 && (this.dynamic || POPCOUNT_TABLE[this.startMasks[cell]] === 2)) {
        this.deriveOn(cell, bitIndex(m), RULE_CELL, -1);
      }
    }
    const g = this.geometry;
    const units = g.cellUnits;
    for (let k = cell * MAX_CELL_UNITS, end = k + g.cellUnitCount[cell]; k < end; k++) {
      const u = units[k];
      if (this.placed[u] & bit) continue;
      const n = --this.count[u * 9 + d0];
      if (n === 0) {
        this.setClash(CLASH_UNIT_EMPTY, -1, u, d0);
        return;
      }
      if (n === 1 && (this.dynamic || this.startCount[u * 9 + d0] === 2)) {
        let j = u * 9;
        while ((masks[g.unitCells[j]] & bit) === 0) j++;
        this.deriveOn(g.unitCells[j], d0, RULE_UNIT, u);
      }
    }
  }

  /** Place an on literal: its cell's other digits and its digit in the peers go off. */
  private place(lit: number): void {
    const cell = (lit / 9) | 0;
    const d0 = lit - cell * 9;
    const bit = 1 << d0;
    // Cannot happen (see the invariant above); skipping infers nothing wrong.
    if (this.vals[cell] !== 0 || (this.masks[cell] & bit) === 0) return;
    const g = this.geometry;
    this.vals[cell] = d0 + 1;
    for (let k = 0; k < g.cellUnitCount[cell]; k++)
      this.placed[g.cellUnits[cell * MAX_CELL_UNITS + k]] |= bit;
    let rest = this.masks[cell] & ~bit;
    while (rest !== 0) {
      const b = rest & -rest;
      rest ^= b;
      this.eliminate(cell, bitIndex(b), RULE_LINK, -1, lit);
      if (this.clash !== CLASH_NONE) return;
    }
    this.masks[cell] = 0;
    const { peerStart, peerCells, shared } = g;
    for (let k = peerStart[cell]; k < peerStart[cell + 1]; k++) {
      const p = peerCells[k];
      if ((this.masks[p] & bit) === 0) continue;
      this.eliminate(p, d0, RULE_LINK, shared[cell * 81 + p], lit);
      if (this.clash !== CLASH_NONE) return;
    }
  }

  /**
   * Turn a candidate off by a NESTED inference (its singles are inferred as
   * by any elimination): `parents[0..n)` are the literals of this run its
   * inner proof (of `size` nodes) uses. Should the parents' store be full,
   * the inference is dropped: inferring less is always sound.
   */
  inferNestedOff(cell: number, d0: number, parents: Int32Array, n: number, size: number): void {
    const start = this.poolLength;
    if (start + n + 2 > POOL) return;
    this.pool[start] = n;
    this.pool[start + 1] = size;
    this.pool.set(parents.subarray(0, n), start + 2);
    this.poolLength += n + 2;
    this.eliminate(cell, d0, RULE_NESTED, -1, start);
  }

  /** Save the state before an inner run (the queue must be empty). */
  save(): number {
    this.saveMasks.set(this.masks);
    this.saveVals.set(this.vals);
    this.saveCount.set(this.count);
    this.savePlaced.set(this.placed);
    return this.logLength;
  }

  /** Undo an inner run: back to the saved state and the record up to `length`. */
  restore(length: number): void {
    this.masks.set(this.saveMasks);
    this.vals.set(this.saveVals);
    this.count.set(this.saveCount);
    this.placed.set(this.savePlaced);
    for (let i = length; i < this.logLength; i++) this.litStamp[this.logLit[i]] = 0;
    this.logLength = length;
    this.qHead = this.qTail = 0;
    this.clash = CLASH_NONE;
  }
}
