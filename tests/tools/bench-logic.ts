/**
 * The logic part of `npm run bench` (bench.ts): the time to find a hint
 * (candidatesFromBoard + findNextStep) at positions along each puzzle's
 * logical path, and the time of the whole logical solve, per puzzle file,
 * each beside its target (issues 5 and 11).
 */
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Board } from '../../src/engine';
import {
  applyStep,
  candidatesFromBoard,
  findNextStep,
  solveLogically,
  type CandidateGrid,
} from '../../src/engine/logic';
import { fmt, fmtMs, mark, stats, table } from './bench-format';
import { digits, readLines, solvedStems } from './calibrate-grades';

const HINT_P99_TARGET_MS = 5;
/** Hint p99 targets per file where they differ (issue 11), and the puzzles sampled there. */
const HINT_FILE_TARGET_MS: Readonly<Record<string, number>> = {
  top1465: 50,
  forum_hardest_1905_11plus: 1000,
};
const HINT_SAMPLE_EVERY: Readonly<Record<string, number>> = { forum_hardest_1905_11plus: 10 };
/** Whole logical solve p50 targets per file (issue 11). */
const SOLVE_P50_TARGET_MS: Readonly<Record<string, number>> = { forum_hardest_1905_11plus: 2000 };
/** Hint positions besides the start: after this fraction of the logical path's steps. */
const HINT_PATH_FRACTIONS = [0.25, 0.5, 0.75];

/**
 * The start position of `puzzle` and the boards after fractions of its
 * logical path; `ms` is the time of that whole logical solve; `chained`:
 * the candidate grids of the path where the next step is a forcing chain.
 */
function hintPositions(puzzle: Board): {
  positions: Board[];
  ms: number;
  chained: CandidateGrid[];
} {
  const t0 = performance.now();
  const { steps } = solveLogically(puzzle);
  const ms = performance.now() - t0;
  const chained: CandidateGrid[] = [];
  let grid = candidatesFromBoard(puzzle);
  for (const step of steps) {
    if (step.forcing) chained.push(grid);
    grid = applyStep(grid, step);
  }
  const out: Board[] = [puzzle];
  const board = puzzle.slice();
  let applied = 0;
  for (const fraction of HINT_PATH_FRACTIONS) {
    const upto = Math.floor(fraction * steps.length);
    if (upto === applied) continue;
    for (; applied < upto; applied++) {
      for (const p of steps[applied].placements) board[p.cell] = p.digit;
    }
    out.push(board.slice());
  }
  return { positions: out, ms, chained };
}

export interface HintFile {
  stem: string;
  puzzles: number;
  positions: Board[];
  solveMs: number[];
  chained: CandidateGrid[];
}

export function benchHints(dir: string): HintFile[] {
  const files: HintFile[] = solvedStems(dir).map((stem) => {
    const every = HINT_SAMPLE_EVERY[stem] ?? 1;
    const puzzles = readLines(join(dir, `${stem}.txt`))
      .map(digits)
      .filter((_, i) => i % every === 0);
    const solved = puzzles.map(hintPositions);
    return {
      stem,
      puzzles: puzzles.length,
      positions: solved.flatMap((s) => s.positions),
      solveMs: solved.map((s) => s.ms),
      chained: solved.flatMap((s) => s.chained),
    };
  });
  for (const f of files) {
    // Warm-up (JIT); the slow file's positions are many times slower, a few do.
    const warm = HINT_SAMPLE_EVERY[f.stem] ? f.positions.slice(0, 8) : f.positions;
    for (const b of warm) findNextStep(candidatesFromBoard(b));
  }
  const rows: string[][] = [];
  const all: number[] = [];
  let allStuck = 0;
  const row = (
    name: string,
    puzzles: number,
    times: number[],
    stuck: number,
    limit: number | null,
  ): string[] => {
    const s = stats(times);
    return [
      name,
      String(puzzles),
      String(times.length),
      String(stuck),
      fmt(s.mean, 3),
      fmt(s.p50, 3),
      fmt(s.p99, 3),
      fmt(s.max, 3),
      limit === null ? '-' : `p99 <= ${fmtMs(limit)}: ${mark(s.p99 <= limit)}`,
    ];
  };
  for (const f of files) {
    const times: number[] = [];
    let stuck = 0;
    for (const b of f.positions) {
      const t0 = performance.now();
      const step = findNextStep(candidatesFromBoard(b));
      times.push(performance.now() - t0);
      if (step === null) stuck++;
    }
    all.push(...times);
    allStuck += stuck;
    const sampled = HINT_SAMPLE_EVERY[f.stem] ? ` (every ${HINT_SAMPLE_EVERY[f.stem]}th)` : '';
    rows.push(
      row(
        `${f.stem}${sampled}`,
        f.puzzles,
        times,
        stuck,
        HINT_FILE_TARGET_MS[f.stem] ?? HINT_P99_TARGET_MS,
      ),
    );
  }
  const total = files.reduce((a, f) => a + f.puzzles, 0);
  rows.push(row('**all files**', total, all, allStuck, null));
  console.log(`## hint: candidatesFromBoard + findNextStep (ms per position)\n`);
  console.log(
    `positions: each puzzle's start and the boards after ` +
      `${HINT_PATH_FRACTIONS.map((f) => `${f * 100}%`).join(', ')} of its logical path's steps; ` +
      `"no step": no technique applies (the logic is stuck: only Reveal a cell helps).\n`,
  );
  table(['file', 'puzzles', 'positions', 'no step', 'mean', 'p50', 'p99', 'max', 'target'], rows);
  return files;
}

/**
 * The hint where it is hardest: at every position of the logical paths
 * where the next step is a forcing chain (the grid as the logic has it,
 * eliminations included), with the same targets.
 */
export function benchChainHints(files: readonly HintFile[]): void {
  const rows: string[][] = [];
  for (const f of files) {
    if (f.chained.length === 0) continue;
    const times: number[] = [];
    for (const grid of f.chained) {
      const t0 = performance.now();
      findNextStep(grid);
      times.push(performance.now() - t0);
    }
    const s = stats(times);
    const limit = HINT_FILE_TARGET_MS[f.stem];
    rows.push([
      f.stem + (HINT_SAMPLE_EVERY[f.stem] ? ` (every ${HINT_SAMPLE_EVERY[f.stem]}th)` : ''),
      String(f.puzzles),
      String(times.length),
      fmt(s.mean, 3),
      fmt(s.p50, 3),
      fmt(s.p99, 3),
      fmt(s.max, 3),
      limit === undefined ? '-' : `p99 <= ${fmtMs(limit)}: ${mark(s.p99 <= limit)}`,
    ]);
  }
  console.log(`## hint where the next step is a forcing chain: findNextStep (ms per position)\n`);
  console.log(
    `positions: every grid of the logical paths above whose next step is a forcing chain ` +
      `(candidates as the logic has them).\n`,
  );
  table(['file', 'puzzles', 'positions', 'mean', 'p50', 'p99', 'max', 'target'], rows);
}

/** The whole logical solves timed while finding the hint positions. */
export function benchLogicalSolve(files: readonly HintFile[]): void {
  const rows = files.map((f) => {
    const s = stats(f.solveMs);
    const limit = SOLVE_P50_TARGET_MS[f.stem];
    return [
      f.stem + (HINT_SAMPLE_EVERY[f.stem] ? ` (every ${HINT_SAMPLE_EVERY[f.stem]}th)` : ''),
      String(f.solveMs.length),
      fmt(s.mean, 2),
      fmt(s.p50, 2),
      fmt(s.p99, 2),
      fmt(s.max, 2),
      limit === undefined ? '-' : `p50 <= ${fmtMs(limit)}: ${mark(s.p50 <= limit)}`,
    ];
  });
  console.log(`## logical solve: solveLogically, the whole path (ms per puzzle)\n`);
  table(['file', 'puzzles', 'mean', 'p50', 'p99', 'max', 'target'], rows);
}
