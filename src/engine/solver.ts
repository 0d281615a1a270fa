import { POPCOUNT_TABLE } from './bits';
import { MASK_SUM } from './cageSums';
import { CLASSIC_GEOMETRY, geometryOf, type Geometry } from './geometryOf';
import type { Rules } from './rules';
import type { Board, Random } from './types';

/*
 * Bitmask backtracking solver.
 *
 * Each empty cell keeps a 9-bit candidate mask (0 once the cell is filled);
 * each unit's free digits are implied by its cells. Placing a digit clears
 * its bit from the 20 peers; a peer left with one candidate is queued as a
 * naked single, a peer left with none is a contradiction. When the queue is
 * empty, each unit is scanned for hidden singles (a digit with one cell left)
 * and for digits with no cell left. Then the search branches on the empty
 * cell with the fewest candidates.
 *
 * The search is an explicit stack of levels (depth <= 81, no recursion).
 * Level d's state lives at offset d * 81 of flat typed arrays; branching
 * copies a level into the next with copyWithin. All working memory is
 * allocated once at module load: nothing is allocated per node.
 *
 * The kind's geometry (geometryOf.ts) is read from module-level tables that
 * `load` points at the rules of the puzzle: classic reads the same tables
 * as ever, with no per-cell test of the kind. A Killer's cages add a pass
 * after the units settle: each cage's digits must be one of the sets of
 * distinct digits that make its remaining sum from its cells' candidates,
 * and a digit every such set needs, with one cell left for it, goes there.
 */

const LEVELS = 82;
const cand = new Uint16Array(LEVELS * 81); // candidate mask per cell per level, 0 = filled
const board = new Uint8Array(LEVELS * 81); // digit per cell per level, 0 = empty
const filledAt = new Uint8Array(LEVELS); // filled-cell count per level
const queue = new Uint8Array(81 * 40 + 81); // cells that became naked singles
const BIT_OF_DIGIT = new Uint16Array([0, 1, 2, 4, 8, 16, 32, 64, 128, 256]);

// The tables of the loaded puzzle's kind (see loadGeometry).
let geometry: Geometry | null = null;
let SIZE = 9; // N: digits 1-N
let CELLS = 81; // N * N
let ALL = 0x1ff; // every digit
let UNIT_COUNT = 27;
let UNIT_CELLS: Uint8Array = CLASSIC_GEOMETRY.unitCells; // cells of unit u at u*9 ..
let PEER_START: Uint16Array = CLASSIC_GEOMETRY.solverPeerStart; // peers of cell i at PEER_CELLS[PEER_START[i] .. PEER_START[i+1])
let PEER_CELLS: Uint8Array = CLASSIC_GEOMETRY.solverPeerCells;
let UNIT_MASK: Int32Array = CLASSIC_GEOMETRY.unitBits; // the units of each cell (bit u = unit u)
let CAGE_COUNT = 0;
const cageStart = new Uint8Array(82); // cells of cage q at cageCells[cageStart[q] .. cageStart[q+1])
const cageCells = new Uint8Array(81);
const cageSum = new Uint8Array(81);

/** Point the module's tables at a geometry (a no-op when it is already loaded). */
function loadGeometry(g: Geometry): void {
  if (geometry === g) return;
  geometry = g;
  SIZE = g.size;
  CELLS = g.cellCount;
  ALL = g.allDigits;
  UNIT_COUNT = g.unitCount;
  UNIT_CELLS = g.unitCells;
  PEER_START = g.solverPeerStart;
  PEER_CELLS = g.solverPeerCells;
  UNIT_MASK = g.unitBits;
  const cages = g.rules.cages;
  CAGE_COUNT = cages.length;
  let n = 0;
  for (let q = 0; q < CAGE_COUNT; q++) {
    cageStart[q] = n;
    cageSum[q] = cages[q].sum;
    for (const c of cages[q].cells) cageCells[n++] = c;
  }
  cageStart[CAGE_COUNT] = n;
  cageSeen.fill(-1);
}

let base = 0; // offset of the current level's state
let filled = 0; // filled cells at the current level
let queueLength = 0;
let dirty = 0; // units whose cells changed since their last hidden-single scan (27-bit mask)
let deadCell = false; // set by load(): an empty cell has no candidate
let branchCell = -1; // set by propagate(): the empty cell with fewest candidates

const stackCell = new Int8Array(LEVELS); // branching cell per depth
const stackCands = new Uint16Array(LEVELS); // candidates not yet tried per depth
const firstSolution = new Uint8Array(81);

/** The first solution found, as an array of the loaded kind's length. */
function solutionArray(): number[] {
  return Array.from(firstSolution.subarray(0, CELLS));
}

/** Place a digit (given by its bit) in an empty cell of the current level. False on a contradiction. */
function assign(cell: number, bit: number): boolean {
  board[base + cell] = 32 - Math.clz32(bit);
  cand[base + cell] = 0;
  filled++;
  let touched = UNIT_MASK[cell];
  const end = PEER_START[cell + 1];
  for (let k = PEER_START[cell]; k < end; k++) {
    const peer = PEER_CELLS[k];
    const p = base + peer;
    const c = cand[p];
    if ((c & bit) === 0) continue;
    const rest = c ^ bit;
    cand[p] = rest;
    touched |= UNIT_MASK[peer];
    if (rest === 0) return false;
    if ((rest & (rest - 1)) === 0) queue[queueLength++] = peer;
  }
  dirty |= touched;
  return true;
}

/** Place every queued naked single. False on a contradiction. */
function drainQueue(): boolean {
  while (queueLength > 0) {
    const cell = queue[--queueLength];
    const c = cand[base + cell];
    if (c === 0) continue; // already placed through another route
    if (!assign(cell, c)) return false;
  }
  return true;
}

/**
 * Place naked and hidden singles (and, with cages, what the cage sums force)
 * until none is left. Returns false on a contradiction; otherwise sets
 * `branchCell` to the empty cell with the fewest candidates (-1 when the
 * board is full).
 */
function propagate(): boolean {
  if (!drainQueue()) {
    queueLength = 0;
    return false;
  }
  for (;;) {
    if (!scanUnits()) return false;
    // Cages are checked on a full board too: a sum may still be wrong.
    if (CAGE_COUNT === 0) break;
    const cages = cagePass();
    if (cages < 0 || !drainQueue()) {
      queueLength = 0;
      return false;
    }
    // Done when the cages changed nothing the units have not seen (a full board has no units to scan).
    if (cages === 0 && (dirty === 0 || filled === CELLS)) break;
  }
  branchCell = -1;
  if (filled === CELLS) return true;
  let best = 10;
  for (let i = 0; i < CELLS; i++) {
    const c = cand[base + i];
    if (c === 0) continue;
    const n = POPCOUNT_TABLE[c];
    if (n < best) {
      best = n;
      branchCell = i;
      if (n === 2) break;
    }
  }
  return true;
}

/** Hidden singles in the units that changed, until none is dirty. False on a contradiction. */
function scanUnits(): boolean {
  // Scan only units that changed since their last scan: a unit nothing
  // touched cannot have gained a hidden single or lost a digit's last cell.
  while (dirty !== 0 && filled < CELLS) {
    const u = 31 - Math.clz32(dirty & -dirty);
    dirty &= dirty - 1;
    // once: digits seen in at least one cell; twice: in two or more;
    // all: candidates plus placed digits, which must cover 1-N.
    let once = 0;
    let twice = 0;
    let all = 0;
    const unit = u * 9;
    for (let k = 0; k < SIZE; k++) {
      const i = base + UNIT_CELLS[unit + k];
      const c = cand[i];
      twice |= once & c;
      once |= c;
      all |= c | BIT_OF_DIGIT[board[i]];
    }
    if (all !== ALL) return false;
    let hidden = once & ~twice;
    while (hidden !== 0) {
      const bit = hidden & -hidden;
      hidden ^= bit;
      let k = 0;
      while (k < SIZE && (cand[base + UNIT_CELLS[unit + k]] & bit) === 0) k++;
      // The cascade from an earlier single may have placed this digit or
      // taken its cell; the unit is dirty again, so its rescan decides which.
      if (k === SIZE) continue;
      if (!assign(UNIT_CELLS[unit + k], bit) || !drainQueue()) {
        queueLength = 0;
        return false;
      }
    }
  }
  return true;
}

// Cage completions (see cagePass): the states of a small dynamic programme
// over (cell, digits used so far), stamped so nothing is cleared per call.
const dpReached = new Uint32Array(10 * 512);
const dpGood = new Uint32Array(10 * 512);
const dpLayer = new Uint16Array(10 * 512);
const dpSize = new Uint16Array(10);
const dpCells = new Uint8Array(9); // the cage's empty cells
const dpAllowed = new Uint16Array(9); // per empty cell: the digits some completion gives it
let dpStamp = 0;
// Per cage cell (cageCells order): value * 512 + candidates when the cage was last worked out.
const cageSeen = new Int32Array(81);

/**
 * The completions of the cage whose empty cells are dpCells[0..k): distinct
 * digits, none in `placed`, from the cells' candidates, making `sum` with
 * the placed ones. Fills dpAllowed (a digit a cell has in some completion;
 * a digit every completion needs, with one cell for it, is that cell's
 * only one); false when there is no completion.
 */
function cageCompletions(k: number, placed: number, sum: number): boolean {
  if (++dpStamp === 0xffffffff) {
    dpReached.fill(0);
    dpGood.fill(0);
    dpStamp = 1;
  }
  const stamp = dpStamp;
  dpLayer[0] = placed;
  dpSize[0] = 1;
  for (let i = 0; i < k; i++) {
    const c = cand[base + dpCells[i]];
    const from = i * 512;
    const to = from + 512;
    let n = 0;
    for (let j = 0; j < dpSize[i]; j++) {
      const m = dpLayer[from + j];
      for (let rest = c & ~m; rest !== 0; rest &= rest - 1) {
        const next = m | (rest & -rest);
        if (dpReached[to + next] === stamp) continue;
        dpReached[to + next] = stamp;
        dpLayer[to + n++] = next;
      }
    }
    dpSize[i + 1] = n;
  }
  let any = false;
  const last = k * 512;
  for (let j = 0; j < dpSize[k]; j++) {
    const m = dpLayer[last + j];
    if (MASK_SUM[m] !== sum) continue;
    dpGood[last + m] = stamp;
    any = true;
  }
  if (!any) return false;
  for (let i = k - 1; i >= 0; i--) {
    const c = cand[base + dpCells[i]];
    const from = i * 512;
    let mask = 0;
    for (let j = 0; j < dpSize[i]; j++) {
      const m = dpLayer[from + j];
      for (let rest = c & ~m; rest !== 0; rest &= rest - 1) {
        const bit = rest & -rest;
        if (dpGood[from + 512 + (m | bit)] !== stamp) continue;
        dpGood[from + m] = stamp;
        mask |= bit;
      }
    }
    dpAllowed[i] = mask;
  }
  return true;
}

/**
 * One pass over the cages: cut each cage's cells to the digits some
 * completion gives them (distinct digits making its sum). A cage whose
 * cells are as they were when it was last worked out is skipped (the
 * result is a function of them, and working it out again changes
 * nothing). Returns -1 on a contradiction, 1 when something changed
 * (singles queued, units dirty), else 0.
 */
function cagePass(): number {
  let changed = 0;
  for (let q = 0; q < CAGE_COUNT; q++) {
    const from = cageStart[q];
    const to = cageStart[q + 1];
    let same = true;
    for (let k = from; k < to; k++) {
      const i = base + cageCells[k];
      if (cageSeen[k] !== board[i] * 512 + cand[i]) same = false;
    }
    if (same) continue;
    const result = workOutCage(from, to, cageSum[q]);
    if (result < 0) {
      cageSeen[from] = -1; // a broken cage is never taken as worked out
      return -1;
    }
    changed |= result;
    for (let k = from; k < to; k++) {
      const i = base + cageCells[k];
      cageSeen[k] = board[i] * 512 + cand[i];
    }
  }
  return changed;
}

/** Cut one cage's cells to their completions: -1 on a contradiction, 1 when a cell changed, else 0. */
function workOutCage(from: number, to: number, sum: number): number {
  let placed = 0;
  let free = 0;
  for (let k = from; k < to; k++) {
    const cell = cageCells[k];
    const d = board[base + cell];
    if (d !== 0) {
      if (placed & BIT_OF_DIGIT[d]) return -1;
      placed |= BIT_OF_DIGIT[d];
    } else dpCells[free++] = cell;
  }
  if (free === 0) return MASK_SUM[placed] === sum ? 0 : -1;
  if (!cageCompletions(free, placed, sum)) return -1;
  let changed = 0;
  for (let j = 0; j < free; j++) {
    const cell = dpCells[j];
    const i = base + cell;
    const c = cand[i];
    const rest = c & dpAllowed[j];
    if (rest === c) continue;
    if (rest === 0) return -1;
    cand[i] = rest;
    dirty |= UNIT_MASK[cell];
    changed = 1;
    if ((rest & (rest - 1)) === 0) queue[queueLength++] = cell;
  }
  return changed;
}

/**
 * Load a board as level 0 under a geometry. False if givens repeat a digit
 * (in a unit, or in a cage), a value is out of range or the length is not
 * the kind's cell count.
 */
function load(input: ArrayLike<number>, g: Geometry): boolean {
  loadGeometry(g);
  base = 0;
  filled = 0;
  queueLength = 0;
  dirty = (1 << UNIT_COUNT) - 1; // at most 29 units
  cand.fill(ALL, 0, CELLS);
  board.fill(0, 0, CELLS);
  if (input.length !== CELLS) return false;
  for (let i = 0; i < CELLS; i++) {
    const d = input[i];
    if (d === 0) continue;
    if (!(d >= 1 && d <= SIZE && Number.isInteger(d))) return false;
    const bit = 1 << (d - 1);
    if ((cand[i] & bit) === 0) return false; // repeats a given in a unit or cage
    // Clear the peers by hand: a peer left with no candidate is not a
    // rule break of the givens themselves, so it is left to the search.
    board[i] = d;
    cand[i] = 0;
    filled++;
    for (let k = PEER_START[i]; k < PEER_START[i + 1]; k++) cand[PEER_CELLS[k]] &= ~bit;
  }
  // An empty cell that lost every candidate makes the puzzle unsolvable
  // (search() reports 0); cells left with one candidate are naked singles.
  deadCell = false;
  for (let i = 0; i < CELLS; i++) {
    if (board[i] !== 0) continue;
    const c = cand[i];
    if (c === 0) deadCell = true;
    else if ((c & (c - 1)) === 0) queue[queueLength++] = i;
  }
  return true;
}

/** Pick the next candidate bit to try: the lowest, or a random one when `random` is given. */
function pickBit(cands: number, random: Random | null): number {
  if (random === null) return cands & -cands;
  let k = Math.floor(random() * POPCOUNT_TABLE[cands]);
  let rest = cands;
  while (k-- > 0) rest &= rest - 1;
  return rest & -rest;
}

/**
 * Depth-first search over the loaded board. Counts solutions up to `limit`,
 * copying the first into `firstSolution`. Gives up (returning -1) after
 * `nodeBudget` branch attempts.
 */
function search(limit: number, random: Random | null, nodeBudget: number): number {
  if (deadCell) return 0;
  let count = 0;
  let nodes = 0;
  let depth = 0;
  let ok = propagate();
  for (;;) {
    if (ok) {
      if (filled === CELLS) {
        if (count === 0) firstSolution.set(board.subarray(base, base + CELLS));
        if (++count >= limit) return count;
      } else {
        // Open a branch on the cell with the fewest candidates.
        stackCell[depth] = branchCell;
        stackCands[depth] = cand[base + branchCell];
        filledAt[depth] = filled;
        depth++;
      }
    }
    // Try the next untried candidate of the deepest open branch, on a
    // fresh copy of that branch's parent level.
    ok = false;
    while (depth > 0) {
      const d = depth - 1;
      const cands = stackCands[d];
      if (cands === 0) {
        depth--;
        continue;
      }
      if (++nodes > nodeBudget) return -1;
      const bit = pickBit(cands, random);
      stackCands[d] = cands ^ bit;
      const parent = d * 81;
      base = parent + 81;
      cand.copyWithin(base, parent, parent + 81);
      board.copyWithin(base, parent, parent + 81);
      filled = filledAt[d];
      queueLength = 0;
      dirty = 0; // the parent level was scanned clean

      ok = assign(stackCell[d], bit) && propagate();
      break;
    }
    if (depth === 0 && !ok) return count;
  }
}

/**
 * Count the solutions of `puzzle`, stopping at `limit` (so the result is
 * 0, 1, ... limit). `countSolutions(p, 2) === 1` means the puzzle is unique.
 * Givens that repeat a digit in a unit (or a Killer cage), values outside
 * 0-N or a board of the wrong length give 0. `rules` default to classic
 * (81 cells); a 6x6 board has 36. Never mutates its input.
 */
export function countSolutions(puzzle: Board, limit: number, rules?: Rules): number {
  if (limit <= 0) return 0;
  if (!load(puzzle, geometryOf(rules))) return 0;
  return search(limit, null, Infinity);
}

/**
 * The first solution of `puzzle` (in the solver's search order), or null when
 * it has none. Never mutates its input.
 */
export function solve(puzzle: Board, rules?: Rules): number[] | null {
  if (!load(puzzle, geometryOf(rules))) return null;
  return search(1, null, Infinity) === 1 ? solutionArray() : null;
}

/**
 * Solve and count in one search: the number of solutions up to `limit` and
 * the first one found (null when there is none).
 */
export function analyse(
  puzzle: Board,
  limit = 2,
  rules?: Rules,
): { count: number; solution: number[] | null } {
  if (!load(puzzle, geometryOf(rules))) return { count: 0, solution: null };
  const count = search(limit, null, Infinity);
  return { count, solution: count > 0 ? solutionArray() : null };
}

/**
 * Complete a partly filled board with random choices (random candidate at
 * each branch), giving up after `nodeBudget` branch attempts. Returns the
 * completed board, or null on a dead end or when the budget runs out.
 * Used by the generator; `random` makes it reproducible.
 */
export function completeRandomly(
  partial: Board,
  random: Random,
  nodeBudget: number,
  rules?: Rules,
): number[] | null {
  if (!load(partial, geometryOf(rules))) return null;
  return search(1, random, nodeBudget) === 1 ? solutionArray() : null;
}

/**
 * True when naked and hidden singles alone fill the whole board (the
 * solver's propagation, no guessing): the puzzle is "easy" by technique.
 * In a Killer the propagation also cuts each cage to the digit sets that
 * make its sum (the easy cage technique), so true still means easy. Much
 * cheaper than a full logical grading; used to reject too-easy candidates
 * quickly. Givens that break the rules give false.
 */
export function solvesWithSingles(puzzle: Board, rules?: Rules): boolean {
  if (!load(puzzle, geometryOf(rules)) || deadCell) return false;
  return propagate() && filled === CELLS;
}
