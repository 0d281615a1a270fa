import { POPCOUNT_TABLE } from './bits';
import { PEERS, UNIT_CELLS } from './geometry';
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
 */

const LEVELS = 82;
const cand = new Uint16Array(LEVELS * 81); // candidate mask per cell per level, 0 = filled
const board = new Uint8Array(LEVELS * 81); // digit per cell per level, 0 = empty
const filledAt = new Uint8Array(LEVELS); // filled-cell count per level
const queue = new Uint8Array(81 * 20 + 81); // cells that became naked singles
const PEERS_FLAT = new Uint8Array(81 * 20); // the 20 peers of cell i at i*20 .. i*20+19
for (let i = 0; i < 81; i++) PEERS_FLAT.set(PEERS[i], i * 20);
const BIT_OF_DIGIT = new Uint16Array([0, 1, 2, 4, 8, 16, 32, 64, 128, 256]);
// The three units of each cell as a 27-bit mask (bit u = unit u).
const UNIT_MASK = new Int32Array(81);
for (let u = 0; u < 27; u++) for (let k = 0; k < 9; k++) UNIT_MASK[UNIT_CELLS[u * 9 + k]] |= 1 << u;

let base = 0; // offset of the current level's state
let filled = 0; // filled cells at the current level
let queueLength = 0;
let dirty = 0; // units whose cells changed since their last hidden-single scan (27-bit mask)
let deadCell = false; // set by load(): an empty cell has no candidate
let branchCell = -1; // set by propagate(): the empty cell with fewest candidates

const stackCell = new Int8Array(LEVELS); // branching cell per depth
const stackCands = new Uint16Array(LEVELS); // candidates not yet tried per depth
const firstSolution = new Uint8Array(81);

/** Place a digit (given by its bit) in an empty cell of the current level. False on a contradiction. */
function assign(cell: number, bit: number): boolean {
  board[base + cell] = 32 - Math.clz32(bit);
  cand[base + cell] = 0;
  filled++;
  let touched = UNIT_MASK[cell];
  const peers = cell * 20;
  for (let k = 0; k < 20; k++) {
    const peer = PEERS_FLAT[peers + k];
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
 * Place naked and hidden singles until none is left. Returns false on a
 * contradiction; otherwise sets `branchCell` to the empty cell with the
 * fewest candidates (-1 when the board is full).
 */
function propagate(): boolean {
  if (!drainQueue()) {
    queueLength = 0;
    return false;
  }
  // Scan only units that changed since their last scan: a unit nothing
  // touched cannot have gained a hidden single or lost a digit's last cell.
  while (dirty !== 0 && filled < 81) {
    const u = 31 - Math.clz32(dirty & -dirty);
    dirty &= dirty - 1;
    // once: digits seen in at least one cell; twice: in two or more;
    // all: candidates plus placed digits, which must cover 1-9.
    let once = 0;
    let twice = 0;
    let all = 0;
    const unit = u * 9;
    for (let k = 0; k < 9; k++) {
      const i = base + UNIT_CELLS[unit + k];
      const c = cand[i];
      twice |= once & c;
      once |= c;
      all |= c | BIT_OF_DIGIT[board[i]];
    }
    if (all !== 0x1ff) return false;
    let hidden = once & ~twice;
    while (hidden !== 0) {
      const bit = hidden & -hidden;
      hidden ^= bit;
      let k = 0;
      while (k < 9 && (cand[base + UNIT_CELLS[unit + k]] & bit) === 0) k++;
      // The cascade from an earlier single may have placed this digit or
      // taken its cell; the unit is dirty again, so its rescan decides which.
      if (k === 9) continue;
      if (!assign(UNIT_CELLS[unit + k], bit) || !drainQueue()) {
        queueLength = 0;
        return false;
      }
    }
  }
  branchCell = -1;
  if (filled === 81) return true;
  let best = 10;
  for (let i = 0; i < 81; i++) {
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

/** Load a board as level 0. False if givens repeat a digit or a value is out of range. */
function load(input: ArrayLike<number>): boolean {
  base = 0;
  filled = 0;
  queueLength = 0;
  dirty = (1 << 27) - 1;
  cand.fill(0x1ff, 0, 81);
  board.fill(0, 0, 81);
  if (input.length !== 81) return false;
  for (let i = 0; i < 81; i++) {
    const d = input[i];
    if (d === 0) continue;
    if (!(d >= 1 && d <= 9 && Number.isInteger(d))) return false;
    const bit = 1 << (d - 1);
    if ((cand[i] & bit) === 0) return false; // repeats a given in a unit
    // Clear the peers by hand: a peer left with no candidate is not a
    // rule break of the givens themselves, so it is left to the search.
    board[i] = d;
    cand[i] = 0;
    filled++;
    for (let k = 0; k < 20; k++) cand[PEERS_FLAT[i * 20 + k]] &= ~bit;
  }
  // An empty cell that lost every candidate makes the puzzle unsolvable
  // (search() reports 0); cells left with one candidate are naked singles.
  deadCell = false;
  for (let i = 0; i < 81; i++) {
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
      if (filled === 81) {
        if (count === 0) firstSolution.set(board.subarray(base, base + 81));
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
 * Givens that repeat a digit in a unit, or values outside 0-9, give 0.
 * Never mutates its input.
 */
export function countSolutions(puzzle: Board, limit: number): number {
  if (limit <= 0) return 0;
  if (!load(puzzle)) return 0;
  return search(limit, null, Infinity);
}

/**
 * The first solution of `puzzle` (in the solver's search order), or null when
 * it has none. Never mutates its input.
 */
export function solve(puzzle: Board): number[] | null {
  if (!load(puzzle)) return null;
  return search(1, null, Infinity) === 1 ? Array.from(firstSolution) : null;
}

/**
 * Solve and count in one search: the number of solutions up to `limit` and
 * the first one found (null when there is none).
 */
export function analyse(puzzle: Board, limit = 2): { count: number; solution: number[] | null } {
  if (!load(puzzle)) return { count: 0, solution: null };
  const count = search(limit, null, Infinity);
  return { count, solution: count > 0 ? Array.from(firstSolution) : null };
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
): number[] | null {
  if (!load(partial)) return null;
  return search(1, random, nodeBudget) === 1 ? Array.from(firstSolution) : null;
}

/**
 * True when naked and hidden singles alone fill the whole board (the
 * solver's propagation, no guessing): the puzzle is "easy" by technique.
 * Much cheaper than a full logical grading; used to reject too-easy
 * candidates quickly. Givens that break the rules give false.
 */
export function solvesWithSingles(puzzle: Board): boolean {
  if (!load(puzzle) || deadCell) return false;
  return propagate() && filled === 81;
}
