import { POPCOUNT_TABLE } from './bits';
import { BOX_OF, COL_OF, ROW_OF, UNIT_CELLS } from './geometry';
import type { Board, Random } from './types';

/*
 * Bitmask backtracking solver.
 *
 * State: `board` (0 = empty) and one free-digit mask per unit (27 masks:
 * rows 0-8, columns 9-17, boxes 18-26). A cell's candidates are
 * rowFree & colFree & boxFree. Placing a digit XORs its bit out of the three
 * masks; undoing XORs it back. Every placement is pushed on a trail so a
 * branch is undone by popping the trail back to a mark.
 *
 * At each node the search first propagates naked singles (a cell with one
 * candidate) and hidden singles (a digit with one cell left in a unit), then
 * branches on the empty cell with the fewest candidates. The search is an
 * explicit stack (depth <= 81), so there is no recursion, and all working
 * memory is allocated once at module load: nothing is allocated per node.
 */

const board = new Uint8Array(81); // digit per cell, 0 = empty
const unitFree = new Uint16Array(27); // free-digit mask per unit
const trail = new Uint8Array(81); // cells placed, in order
let trailLength = 0;
let filled = 0; // number of non-empty cells
let branchCell = -1; // set by propagate(): the empty cell with fewest candidates

const stackCell = new Int8Array(82); // branching cell per depth
const stackCands = new Uint16Array(82); // candidates not yet tried per depth
const stackMark = new Uint8Array(82); // trail length before the branch per depth

const firstSolution = new Uint8Array(81);

/** Place digit (given by its bit) in an empty cell. */
function place(cell: number, bit: number): void {
  board[cell] = 32 - Math.clz32(bit);
  unitFree[ROW_OF[cell]] ^= bit;
  unitFree[9 + COL_OF[cell]] ^= bit;
  unitFree[18 + BOX_OF[cell]] ^= bit;
  trail[trailLength++] = cell;
  filled++;
}

/** Undo placements until the trail is `mark` long. */
function undoTo(mark: number): void {
  while (trailLength > mark) {
    const cell = trail[--trailLength];
    const bit = 1 << (board[cell] - 1);
    board[cell] = 0;
    unitFree[ROW_OF[cell]] ^= bit;
    unitFree[9 + COL_OF[cell]] ^= bit;
    unitFree[18 + BOX_OF[cell]] ^= bit;
    filled--;
  }
}

/**
 * Place every naked and hidden single until none is left.
 * Returns false on a contradiction (a cell with no candidate, or a digit with
 * no cell left in some unit). Otherwise sets `branchCell` to the empty cell
 * with the fewest candidates (-1 when the board is full).
 */
function propagate(): boolean {
  for (;;) {
    let progress = false;
    let best = 10;
    branchCell = -1;
    // Naked singles; placements update the masks at once, so later cells in
    // the same sweep already see them.
    for (let i = 0; i < 81; i++) {
      if (board[i] !== 0) continue;
      const cands = unitFree[ROW_OF[i]] & unitFree[9 + COL_OF[i]] & unitFree[18 + BOX_OF[i]];
      if (cands === 0) return false;
      if ((cands & (cands - 1)) === 0) {
        place(i, cands);
        progress = true;
      } else if (!progress) {
        const n = POPCOUNT_TABLE[cands];
        if (n < best) {
          best = n;
          branchCell = i;
        }
      }
    }
    if (progress) continue;
    if (filled === 81) return true;
    // Hidden singles: per unit, `once` collects digits seen in at least one
    // cell, `twice` digits seen in two or more; once & ~twice appear once.
    for (let u = 0; u < 27; u++) {
      const free = unitFree[u];
      if (free === 0) continue;
      let once = 0;
      let twice = 0;
      const base = u * 9;
      for (let k = 0; k < 9; k++) {
        const i = UNIT_CELLS[base + k];
        if (board[i] !== 0) continue;
        const cands = unitFree[ROW_OF[i]] & unitFree[9 + COL_OF[i]] & unitFree[18 + BOX_OF[i]];
        twice |= once & cands;
        once |= cands;
      }
      if (once !== free) return false; // a missing digit has nowhere to go
      let hidden = once & ~twice;
      while (hidden !== 0) {
        const bit = hidden & -hidden;
        hidden ^= bit;
        let target = -1;
        for (let k = 0; k < 9; k++) {
          const i = UNIT_CELLS[base + k];
          if (board[i] === 0 && (unitFree[ROW_OF[i]] & unitFree[9 + COL_OF[i]] & unitFree[18 + BOX_OF[i]] & bit) !== 0) {
            target = i;
            break;
          }
        }
        if (target < 0) return false; // an earlier placement here took its only cell
        place(target, bit);
        progress = true;
      }
    }
    if (!progress) return true;
  }
}

/** Load a board into the workspace. Returns false if givens repeat a digit or a value is out of range. */
function load(input: ArrayLike<number>): boolean {
  trailLength = 0;
  filled = 0;
  board.fill(0);
  unitFree.fill(0x1ff);
  if (input.length !== 81) return false;
  for (let i = 0; i < 81; i++) {
    const d = input[i];
    if (d === 0) continue;
    if (!(d >= 1 && d <= 9 && Number.isInteger(d))) return false;
    const bit = 1 << (d - 1);
    if ((unitFree[ROW_OF[i]] & unitFree[9 + COL_OF[i]] & unitFree[18 + BOX_OF[i]] & bit) === 0) return false;
    place(i, bit);
  }
  trailLength = 0; // givens are never undone
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
  let count = 0;
  let nodes = 0;
  let depth = 0;
  let ok = propagate();
  for (;;) {
    if (ok) {
      if (filled === 81) {
        if (count === 0) firstSolution.set(board);
        if (++count >= limit) return count;
      } else {
        // Branch on the cell with the fewest candidates.
        const cell = branchCell;
        stackCell[depth] = cell;
        stackCands[depth] =
          unitFree[ROW_OF[cell]] & unitFree[9 + COL_OF[cell]] & unitFree[18 + BOX_OF[cell]];
        stackMark[depth] = trailLength;
        depth++;
      }
    }
    // Try the next untried candidate of the deepest open branch.
    ok = false;
    while (depth > 0) {
      const d = depth - 1;
      undoTo(stackMark[d]);
      const cands = stackCands[d];
      if (cands === 0) {
        depth--;
        continue;
      }
      if (++nodes > nodeBudget) return -1;
      const bit = pickBit(cands, random);
      stackCands[d] = cands ^ bit;
      place(stackCell[d], bit);
      ok = propagate();
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
export function completeRandomly(partial: Board, random: Random, nodeBudget: number): number[] | null {
  if (!load(partial)) return null;
  return search(1, random, nodeBudget) === 1 ? Array.from(firstSolution) : null;
}
