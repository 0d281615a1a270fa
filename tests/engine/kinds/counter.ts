import type { Board, Rules } from '../../../src/engine';

/*
 * A plain backtracking solution counter for every kind, written apart from
 * the engine's solver (its own tables from the rules, no shared code) so
 * that uniqueness is checked by a second opinion. Groups: rows, columns,
 * regions, extra units (each holding every digit once) and cages
 * (distinct digits making a sum). Each cell keeps the digits still open to
 * it; placing a digit closes it in the cell's groups, and a cage whose
 * cells changed keeps, in each cell, only the digits some completion of the
 * cage gives it (found by trying the completions). The search branches on
 * the cell with the fewest open digits, or on a digit with one place left
 * in a unit.
 */

interface Group {
  cells: number[];
  sum: number; // 0 for a unit (no sum)
}

function range(n: number): number[] {
  return Array.from({ length: n }, (_, i) => i);
}

function groupsOf(rules: Rules): Group[] {
  const n = rules.size;
  const groups: Group[] = [];
  for (let r = 0; r < n; r++) groups.push({ cells: range(n).map((c) => r * n + c), sum: 0 });
  for (let c = 0; c < n; c++) groups.push({ cells: range(n).map((r) => r * n + c), sum: 0 });
  for (let b = 0; b < n; b++) {
    groups.push({ cells: range(n * n).filter((i) => rules.regions[i] === b), sum: 0 });
  }
  for (const extra of rules.extraUnits) groups.push({ cells: [...extra], sum: 0 });
  for (const cage of rules.cages) groups.push({ cells: [...cage.cells], sum: cage.sum });
  return groups;
}

const bit = (d: number) => 1 << d;
const has = (mask: number, d: number) => (mask & (1 << d)) !== 0;

class Counter {
  readonly n: number;
  readonly groups: Group[];
  readonly cages: Group[];
  readonly units: Group[];
  readonly peers: number[][]; // cells sharing a group with each cell
  readonly cagesOf: Group[][];
  count = 0;

  constructor(
    rules: Rules,
    readonly limit: number,
    readonly first?: number[],
  ) {
    this.n = rules.size;
    this.groups = groupsOf(rules);
    this.cages = this.groups.filter((g) => g.sum !== 0);
    this.units = this.groups.filter((g) => g.sum === 0);
    const cells = this.n * this.n;
    this.peers = range(cells).map((i) => {
      const set = new Set<number>();
      for (const g of this.groups) if (g.cells.includes(i)) for (const c of g.cells) set.add(c);
      set.delete(i);
      return [...set];
    });
    this.cagesOf = range(cells).map((i) => this.cages.filter((g) => g.cells.includes(i)));
  }

  /** Close d in the peers of `cell`; then cut the touched cages to their completions. False when a cell runs out. */
  place(grid: number[], open: number[], cell: number, d: number): boolean {
    grid[cell] = d;
    open[cell] = 0;
    const touched = new Set<Group>(this.cagesOf[cell]);
    for (const p of this.peers[cell]) {
      if (grid[p] !== 0 || !has(open[p], d)) continue;
      open[p] &= ~bit(d);
      if (open[p] === 0) return false;
      for (const g of this.cagesOf[p]) touched.add(g);
    }
    for (const cage of touched) if (!this.cutCage(grid, open, cage)) return false;
    return true;
  }

  /** Keep in each empty cell of the cage only the digits some completion gives it. */
  cutCage(grid: number[], open: number[], cage: Group): boolean {
    const empty = cage.cells.filter((c) => grid[c] === 0);
    let used = 0;
    let left = cage.sum;
    for (const c of cage.cells) {
      if (grid[c] === 0) continue;
      used |= bit(grid[c]);
      left -= grid[c];
    }
    if (empty.length === 0) return left === 0;
    const seen = empty.map(() => 0);
    const pick: number[] = [];
    const walk = (k: number, rest: number): void => {
      if (k === empty.length) {
        if (rest === 0) pick.forEach((d, j) => (seen[j] |= bit(d)));
        return;
      }
      for (let d = 1; d <= Math.min(this.n, rest); d++) {
        if (!has(open[empty[k]], d) || has(used, d)) continue;
        used |= bit(d);
        pick.push(d);
        walk(k + 1, rest - d);
        pick.pop();
        used &= ~bit(d);
      }
    };
    walk(0, left);
    for (let j = 0; j < empty.length; j++) {
      open[empty[j]] &= seen[j];
      if (open[empty[j]] === 0) return false;
    }
    return true;
  }

  /** Count on from this state; true when the limit is reached. */
  search(grid: number[], open: number[]): boolean {
    let best = -1;
    let bestSize = Infinity;
    for (let i = 0; i < grid.length; i++) {
      if (grid[i] !== 0) continue;
      const size = popcount(open[i]);
      if (size < bestSize) {
        best = i;
        bestSize = size;
      }
    }
    if (best < 0) {
      if (this.count === 0 && this.first) this.first.splice(0, this.first.length, ...grid);
      return ++this.count >= this.limit;
    }
    let digits = range(this.n)
      .map((x) => x + 1)
      .filter((d) => has(open[best], d));
    // A digit with one place left in a unit goes there; with none, this is a dead end.
    if (bestSize > 1) {
      for (const unit of this.units) {
        for (let d = 1; d <= this.n; d++) {
          if (unit.cells.some((c) => grid[c] === d)) continue;
          const places = unit.cells.filter((c) => grid[c] === 0 && has(open[c], d));
          if (places.length === 0) return false;
          if (places.length === 1) {
            best = places[0];
            digits = [d];
            break;
          }
        }
        if (digits.length === 1) break;
      }
    }
    for (const d of digits) {
      const g = grid.slice();
      const o = open.slice();
      if (this.place(g, o, best, d) && this.search(g, o)) return true;
    }
    return false;
  }
}

function popcount(mask: number): number {
  let n = 0;
  for (; mask !== 0; mask &= mask - 1) n++;
  return n;
}

/** Solutions of `puzzle` under `rules`, counted up to `limit` (the first one into `first`). */
export function countIndependently(
  puzzle: Board,
  rules: Rules,
  limit = 2,
  first?: number[],
): number {
  const counter = new Counter(rules, limit, first);
  const cells = rules.size * rules.size;
  const all = range(rules.size).reduce((m, x) => m | bit(x + 1), 0);
  const grid = new Array<number>(cells).fill(0);
  const open = new Array<number>(cells).fill(all);
  for (const cage of counter.cages) if (!counter.cutCage(grid, open, cage)) return 0;
  for (let i = 0; i < cells; i++) {
    const d = puzzle[i];
    if (d === 0) continue;
    if (!has(open[i], d) || !counter.place(grid, open, i, d)) return 0;
  }
  counter.search(grid, open);
  return counter.count;
}

/** True when `grid` is a full solution of `puzzle` under `rules`: every group kept, every given kept. */
export function isSolutionUnder(rules: Rules, puzzle: Board, grid: Board): boolean {
  const n = rules.size;
  if (grid.length !== n * n || grid.some((d) => !(d >= 1 && d <= n))) return false;
  if (puzzle.some((d, i) => d !== 0 && grid[i] !== d)) return false;
  return groupsOf(rules).every((group) => {
    const digits = group.cells.map((c) => grid[c]);
    if (new Set(digits).size !== digits.length) return false;
    return group.sum === 0 || digits.reduce((a, b) => a + b, 0) === group.sum;
  });
}
