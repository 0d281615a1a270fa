/**
 * npm run bench [-- DIR]
 *
 * One run that times the engine and prints markdown tables:
 * 1. `solve` on every puzzle file in DIR that has a `.solutions.txt` sibling
 *    (default ../shared/puzzles; a relative DIR is resolved from the repo
 *    root), with @algorithm.ts/sudoku (a dancing-links solver) timed on the
 *    same puzzles in the same run, answers of both checked. Statistics are
 *    over ROUNDS timed passes (n x ROUNDS samples per solver and file);
 * 2. `generateSolvedGrid` per grid;
 * 3. `generatePuzzle` per difficulty, with clue counts and uniqueness.
 * Each figure is printed beside its target (issue 2) with a pass/miss mark.
 * Exits 1 when either solver gives a wrong answer or a generated puzzle is
 * not unique; a missed speed target is reported but does not fail the run.
 */
import { SudokuSolver } from '@algorithm.ts/sudoku';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { cpus } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import {
  DIFFICULTIES,
  countClues,
  countSolutions,
  createRandom,
  findConflicts,
  generatePuzzle,
  generateSolvedGrid,
  parsePuzzle,
  solve,
  type Board,
} from '../../src/engine';

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const GRIDS = 2000;
const PUZZLES_PER_LEVEL = 100;
const WARMUP_PUZZLES = 300; // per file, both solvers, before timing
const ROUNDS = 3; // timed passes over each file; answers are checked in the first

/** Targets from issue 2, keyed by puzzle file. */
const SOLVE_TARGET_US: Record<string, number> = { clue17: 40, forum_hardest_1905_11plus: 400 };
const MIN_SPEEDUP = 3;
const GRID_P50_TARGET_US = 30;
const GENERATE_P99_TARGET_MS = 25;

let targetsMet = 0;
let targetsMissed = 0;
let wrongAnswers = 0;

function mark(ok: boolean): string {
  if (ok) targetsMet++;
  else targetsMissed++;
  return ok ? 'pass' : '**miss**';
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const k = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, k)];
}

function stats(samples: number[]): { mean: number; p50: number; p99: number } {
  const sorted = samples.slice().sort((a, b) => a - b);
  const mean = samples.reduce((s, x) => s + x, 0) / samples.length;
  return { mean, p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
}

function fmt(x: number, digits = 1): string {
  return x.toLocaleString('en-US', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
}

function readLines(path: string): string[] {
  return readFileSync(path, 'utf8')
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l !== '');
}

function table(header: string[], rows: string[][]): void {
  console.log(`| ${header.join(' | ')} |`);
  console.log(`|${header.map((_, i) => (i === 0 ? '---' : '--:')).join('|')}|`);
  for (const row of rows) console.log(`| ${row.join(' | ')} |`);
  console.log('');
}

// ---- solvers under test --------------------------------------------------

const theirSolver = new SudokuSolver({ childMatrixWidth: 3 });
const theirOut: number[] = new Array<number>(81);

/** @algorithm.ts/sudoku uses -1 for a blank and 0-8 for digits 1-9. */
function toTheirs(board: Board): number[] {
  return board.map((d) => d - 1);
}

interface SolveRow {
  n: number;
  solved: number;
  wrong: number;
  times: number[];
}

function benchFile(dir: string, stem: string): { ours: SolveRow; theirs: SolveRow } {
  const lines = readLines(join(dir, `${stem}.txt`));
  const solutions = readLines(join(dir, `${stem}.solutions.txt`));
  const boards: Board[] = lines.map((line) => {
    const parsed = parsePuzzle(line);
    if (!parsed.ok) throw new Error(`${stem}: cannot parse ${line}: ${parsed.error.code}`);
    return parsed.board;
  });
  const theirBoards = boards.map(toTheirs);
  const n = boards.length;

  // Warm both up (JIT) on the file's own puzzles before timing anything.
  for (let round = 0; round < 2; round++) {
    for (let i = 0; i < Math.min(n, WARMUP_PUZZLES); i++) {
      solve(boards[i]);
      theirSolver.solve(theirBoards[i], theirOut);
    }
  }

  const ours: SolveRow = { n, solved: 0, wrong: 0, times: [] };
  const theirs: SolveRow = { n, solved: 0, wrong: 0, times: [] };
  const runOurs = (i: number, check: boolean): void => {
    const t0 = performance.now();
    const s = solve(boards[i]);
    ours.times.push((performance.now() - t0) * 1000);
    if (!check || s === null) return;
    ours.solved++;
    if (s.join('') !== solutions[i]) ours.wrong++;
  };
  const runTheirs = (i: number, check: boolean): void => {
    const t0 = performance.now();
    const ok = theirSolver.solve(theirBoards[i], theirOut);
    theirs.times.push((performance.now() - t0) * 1000);
    if (!check || !ok) return;
    theirs.solved++;
    if (theirOut.map((d) => d + 1).join('') !== solutions[i]) theirs.wrong++;
  };
  // Interleave per puzzle and alternate which solver goes first, so drift
  // and noise hit both alike.
  for (let round = 0; round < ROUNDS; round++) {
    for (let i = 0; i < n; i++) {
      if ((i + round) % 2 === 0) {
        runOurs(i, round === 0);
        runTheirs(i, round === 0);
      } else {
        runTheirs(i, round === 0);
        runOurs(i, round === 0);
      }
    }
  }
  ours.wrong += n - ours.solved;
  theirs.wrong += n - theirs.solved;
  return { ours, theirs };
}

function benchSolvers(dir: string): void {
  const stems = readdirSync(dir)
    .filter((f) => f.endsWith('.solutions.txt'))
    .map((f) => f.slice(0, -'.solutions.txt'.length))
    .filter((stem) => existsSync(join(dir, `${stem}.txt`)))
    .sort();
  console.log(`## solve: ours vs @algorithm.ts/sudoku (µs per puzzle)\n`);
  console.log(`puzzles: ${dir}\n`);
  const rows: string[][] = [];
  for (const stem of stems) {
    const { ours, theirs } = benchFile(dir, stem);
    wrongAnswers += ours.wrong + theirs.wrong;
    const o = stats(ours.times);
    const t = stats(theirs.times);
    const ratio = t.mean / o.mean;
    const targets: string[] = [];
    const limit = SOLVE_TARGET_US[stem];
    if (limit !== undefined) {
      targets.push(`mean <= ${limit} µs: ${mark(o.mean <= limit)}`);
      targets.push(`>= ${MIN_SPEEDUP}x: ${mark(ratio >= MIN_SPEEDUP)}`);
    }
    rows.push([
      stem,
      String(ours.n),
      String(ours.solved),
      String(ours.wrong),
      fmt(o.mean),
      fmt(o.p50),
      fmt(o.p99),
      String(theirs.wrong),
      fmt(t.mean),
      fmt(t.p50),
      fmt(t.p99),
      `${fmt(ratio, 2)}x`,
      targets.join(', ') || '-',
    ]);
  }
  table(
    [
      'file',
      'n',
      'solved',
      'wrong',
      'mean',
      'p50',
      'p99',
      'theirs wrong',
      'theirs mean',
      'theirs p50',
      'theirs p99',
      'ratio (theirs/ours)',
      'target',
    ],
    rows,
  );
}

// ---- generator -----------------------------------------------------------

function benchGrids(): void {
  const random = createRandom(2024);
  for (let i = 0; i < 200; i++) generateSolvedGrid(random); // warm-up
  const times: number[] = [];
  let invalid = 0;
  for (let i = 0; i < GRIDS; i++) {
    const t0 = performance.now();
    const grid = generateSolvedGrid(random);
    times.push((performance.now() - t0) * 1000);
    if (grid.length !== 81 || grid.includes(0) || findConflicts(grid).length > 0) invalid++;
  }
  wrongAnswers += invalid;
  const s = stats(times);
  console.log(`## generateSolvedGrid (µs per grid)\n`);
  table(
    ['grids', 'invalid', 'mean', 'p50', 'p99', 'target'],
    [
      [
        String(GRIDS),
        String(invalid),
        fmt(s.mean),
        fmt(s.p50),
        fmt(s.p99),
        `p50 <= ${GRID_P50_TARGET_US} µs: ${mark(s.p50 <= GRID_P50_TARGET_US)}`,
      ],
    ],
  );
}

function benchPuzzles(): void {
  const random = createRandom(7);
  for (const difficulty of DIFFICULTIES) generatePuzzle({ difficulty, random }); // warm-up
  const rows: string[][] = [];
  for (const difficulty of DIFFICULTIES) {
    const times: number[] = [];
    const clues: number[] = [];
    let unique = 0;
    for (let i = 0; i < PUZZLES_PER_LEVEL; i++) {
      const t0 = performance.now();
      const { puzzle, solution } = generatePuzzle({ difficulty, random });
      times.push(performance.now() - t0);
      clues.push(countClues(puzzle));
      if (countSolutions(puzzle, 2) === 1 && solve(puzzle)?.join('') === solution.join('')) {
        unique++;
      }
    }
    wrongAnswers += PUZZLES_PER_LEVEL - unique;
    const s = stats(times);
    const mean = clues.reduce((a, b) => a + b, 0) / clues.length;
    rows.push([
      difficulty,
      String(PUZZLES_PER_LEVEL),
      fmt(s.mean, 2),
      fmt(s.p50, 2),
      fmt(s.p99, 2),
      `${Math.min(...clues)} / ${fmt(mean)} / ${Math.max(...clues)}`,
      `${fmt((100 * unique) / PUZZLES_PER_LEVEL, 0)}%`,
      `p99 <= ${GENERATE_P99_TARGET_MS} ms: ${mark(s.p99 <= GENERATE_P99_TARGET_MS)}, ` +
        `unique 100%: ${mark(unique === PUZZLES_PER_LEVEL)}`,
    ]);
  }
  console.log(`## generatePuzzle (ms per puzzle)\n`);
  table(
    ['difficulty', 'n', 'mean', 'p50', 'p99', 'clues min / mean / max', 'unique', 'target'],
    rows,
  );
}

function main(): number {
  const dir = resolve(REPO_ROOT, process.argv[2] ?? '../shared/puzzles');
  if (!existsSync(dir)) {
    console.error(`bench: no such directory: ${dir}`);
    return 2;
  }
  console.log(`# npm run bench\n`);
  console.log(`node ${process.version}, ${cpus()[0]?.model ?? 'unknown cpu'} x ${cpus().length}\n`);
  benchSolvers(dir);
  benchGrids();
  benchPuzzles();
  console.log(
    `targets: ${targetsMet} met, ${targetsMissed} missed; wrong answers: ${wrongAnswers}`,
  );
  return wrongAnswers === 0 ? 0 : 1;
}

process.exitCode = main();
