import { hardnessOf, levelRank } from './difficulty';
import { generateSolvedGrid, gradedFrom } from './generator';
import { randomInt } from './random';
import { killerRules, type Cage, type Rules } from './rules';
import type { Board, Difficulty, Random } from './types';

/*
 * Killer generation, as Tatham's Solo does it (the design, not its code):
 * a solved grid, cut into small cages (mostly two cells), with no given
 * digit at all. Small cages make an easy puzzle; merging neighbouring
 * cages (never putting a digit twice in one) makes it harder. Each merge is
 * graded by the logical solver: a layout at exactly the wanted level is
 * kept and merging goes on from it, looking for a harder one still at the
 * level (bigger cages); a merge that makes it too hard is undone and
 * another tried, up to a limit. The logic never uses uniqueness
 * arguments in a Killer, so a puzzle it finishes has exactly one solution.
 */

const SIZE = 9;
const CELLS = 81;

const NEIGHBOURS: readonly (readonly number[])[] = Array.from({ length: CELLS }, (_, c) => {
  const r = (c / SIZE) | 0;
  const col = c % SIZE;
  const out: number[] = [];
  if (r > 0) out.push(c - SIZE);
  if (col > 0) out.push(c - 1);
  if (col < SIZE - 1) out.push(c + 1);
  if (r < SIZE - 1) out.push(c + SIZE);
  return out;
});

/** Most cages a Killer has: its text form letters them a-z, A-Z. */
const MAX_CAGES = 52;

/** Largest cage a merge may make, per level (bigger cages are harder to reason about). */
const MAX_CAGE: Readonly<Record<Difficulty, number>> = {
  easy: 4,
  medium: 5,
  hard: 6,
  expert: 7,
  master: 8,
};
/** Merges that overshoot the level before the search settles for what it has. */
const OVERSHOOTS = 8;
/** Layouts graded after the first one at the level, looking for bigger cages still at it. */
const AFTER_FIRST_GOOD = 4;
/** Merges made at once while the layout is still easier than wanted (until it first overshoots). */
const STRIDE = 3;

/** The cage of each cell (numbers 0.. in no particular order). */
type Layout = Int16Array;

/**
 * Mostly two-cell cages: each free cell in reading order pairs with its
 * right or lower free neighbour; a cell left alone joins a neighbouring
 * cage that lacks its digit.
 */
function smallCages(solution: Board, random: Random): Layout {
  const cageOf = new Int16Array(CELLS).fill(-1);
  let next = 0;
  for (let c = 0; c < CELLS; c++) {
    if (cageOf[c] >= 0) continue;
    cageOf[c] = next;
    const right = c % SIZE < SIZE - 1 && cageOf[c + 1] < 0 ? c + 1 : -1;
    const down = c + SIZE < CELLS ? c + SIZE : -1;
    const partner = right >= 0 && (down < 0 || random() < 0.5) ? right : down;
    if (partner >= 0 && random() < 0.85) cageOf[partner] = next;
    next++;
  }
  for (let c = 0; c < CELLS; c++) {
    if (cellsOf(cageOf, cageOf[c]).length !== 1) continue;
    const hosts = NEIGHBOURS[c].filter((x) => canJoin(cageOf, solution, cageOf[x], [c], 6));
    if (hosts.length > 0) cageOf[c] = cageOf[hosts[randomInt(random, hosts.length)]];
  }
  while (new Set(cageOf).size > MAX_CAGES && mergeSome(cageOf, solution, random, 4));
  return cageOf;
}

function cellsOf(cageOf: Layout, q: number): number[] {
  const out: number[] = [];
  for (let c = 0; c < CELLS; c++) if (cageOf[c] === q) out.push(c);
  return out;
}

/** True when the cells can join cage q: no digit twice, at most `max` cells. */
function canJoin(
  cageOf: Layout,
  solution: Board,
  q: number,
  cells: number[],
  max: number,
): boolean {
  const members = cellsOf(cageOf, q);
  if (members.length + cells.length > max) return false;
  let digits = 0;
  for (const c of members) digits |= 1 << solution[c];
  return cells.every((c) => (digits & (1 << solution[c])) === 0);
}

/** Merge a random pair of touching cages that can be one; false when none can. */
function mergeSome(cageOf: Layout, solution: Board, random: Random, max: number): boolean {
  const pairs: [number, number][] = [];
  const seen = new Set<number>();
  for (let c = 0; c < CELLS; c++) {
    for (const x of NEIGHBOURS[c]) {
      const a = Math.min(cageOf[c], cageOf[x]);
      const b = Math.max(cageOf[c], cageOf[x]);
      if (a === b || seen.has(a * 1000 + b)) continue;
      seen.add(a * 1000 + b);
      pairs.push([a, b]);
    }
  }
  while (pairs.length > 0) {
    const i = randomInt(random, pairs.length);
    const [a, b] = pairs[i];
    pairs[i] = pairs[pairs.length - 1];
    pairs.pop();
    if (!canJoin(cageOf, solution, a, cellsOf(cageOf, b), max)) continue;
    for (let c = 0; c < CELLS; c++) if (cageOf[c] === b) cageOf[c] = a;
    return true;
  }
  return false;
}

/** The cages of a layout with their sums, in reading order of their first cell. */
function cagesOf(cageOf: Layout, solution: Board): Cage[] {
  const byCage = new Map<number, number[]>();
  for (let c = 0; c < CELLS; c++) {
    const list = byCage.get(cageOf[c]);
    if (list) list.push(c);
    else byCage.set(cageOf[c], [c]);
  }
  return [...byCage.values()].map((cells) => ({
    cells,
    sum: cells.reduce((s, c) => s + solution[c], 0),
  }));
}

/** A generated Killer: its rules (the cages), no givens, and the solution. */
export interface KillerPuzzle {
  rules: Rules;
  puzzle: number[];
  solution: number[];
}

/**
 * A Killer puzzle whose technique grade (a Killer's own levels, see
 * techniqueLevel) is exactly `level`, easy to expert, with one solution,
 * finished by the logical solver. Hard and Expert have no given digit;
 * Easy and Medium, whose cage sums alone rarely settle so simply, get the
 * few givens that bring them down to their level (removed from the solved
 * grid while the puzzle stays unique, then given back as classic does).
 */
export function generateKiller(level: Difficulty, random: Random): KillerPuzzle {
  const want = levelRank(level);
  const empty = new Array<number>(CELLS).fill(0);
  for (;;) {
    const solution = generateSolvedGrid(random);
    if (want <= 1) {
      const rules = killerRules(cagesOf(smallCages(solution, random), solution));
      const puzzle = gradedFrom(solution, level, random, false, rules, false);
      if (puzzle) return { rules, puzzle, solution };
      continue;
    }
    let layout = smallCages(solution, random);
    let good: Layout | null = null;
    let below: Layout | null = null; // the last layout graded easier than wanted
    let overshoots = 0;
    let stride = STRIDE; // merges per grade: several while far below, one once near
    let left = Infinity; // grades left once a layout at the level is found
    for (; left > 0; left--) {
      const rules = killerRules(cagesOf(layout, solution));
      const got = hardnessOf(empty, level, rules);
      if (got === want) {
        if (!good) left = AFTER_FIRST_GOOD + 1;
        good = layout.slice();
        overshoots = 0;
        stride = 1;
      } else if (got > want) {
        stride = 1;
        if (++overshoots > OVERSHOOTS) break;
        // Too hard: back to the last layout at (or else below) the level.
        const back = good ?? below;
        if (!back) break;
        layout = back.slice();
      } else {
        below = layout.slice();
      }
      let merged = 0;
      while (merged < stride && mergeSome(layout, solution, random, MAX_CAGE[level])) merged++;
      if (merged === 0) break;
    }
    if (good) return { rules: killerRules(cagesOf(good, solution)), puzzle: empty, solution };
  }
}
