/**
 * npm run verify:corpus -- DIR
 *
 * Checks the engine against every puzzle file in DIR (see
 * ../shared/puzzles/README.md for the format): each `<name>.txt` holds one
 * 81-character puzzle per line; optional siblings `<name>.solutions.txt`
 * (the unique solution) and `<name>.counts.txt` (solutions capped at 2) have
 * the same line order. A file without `.counts.txt` holds unique puzzles only.
 *
 * Per puzzle: parse it; solve it and check the answer independently (complete,
 * no conflicts, keeps the givens) and against `.solutions.txt`; check
 * countSolutions(p, 2) against `.counts.txt` (or 1). A puzzle whose givens
 * repeat a digit must be rejected by parsePuzzle as `repeated-givens` and have
 * 0 solutions. Prints one line per file.
 *
 * Then grading calibration (issue 5), on the files with `.solutions.txt`:
 * each puzzle is solved once by logic (solveLogically, in two worker
 * threads), its path graded and every placement and elimination checked
 * against the solution. Prints a grade distribution per file and the checks
 * of calibrate-grades.ts (kaggle_easy grades easy or medium;
 * forum_hardest_1905_11plus grades master; the mean kaggle3m_rated rating
 * rises with the level; no logical step contradicts a known solution), then
 * the logic report (logic-report.ts, issue 11): per file how many puzzles
 * the logic finishes and how often each technique is used, top1465 finished
 * by logic alone and forum_hardest_1905_11plus at least half. Each check is
 * left out when its file is missing. The final `corpus: N passed, N failed`
 * counts files, these checks and every move checked (a false move fails);
 * exits 1 on any failure. The logic's own work per step is capped (nested
 * forcing chains spend a fixed budget), so a puzzle it cannot finish stops.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import {
  countSolutions,
  findConflicts,
  formatPuzzle,
  parsePuzzle,
  solve,
  type Board,
} from '../../src/engine';
import { LEVELS } from '../../src/engine/logic';
import {
  calibrationChecks,
  digits,
  levelMix,
  ratingMeans,
  readLines,
  solvedStems,
  type GradedPuzzle,
} from './calibrate-grades';
import { LogicPool } from './logic-pool';
import { logicReport } from './logic-report';

const SIBLINGS = ['.solutions.txt', '.counts.txt', '.ratings.txt'];
const MAX_REPORTED = 5; // failure details printed per file
const WORKERS = Math.min(2, availableParallelism()); // logic solves run in worker threads

interface FileResult {
  name: string;
  n: number;
  passed: number;
  failed: number;
  repeated: number;
  ms: number;
  problems: string[];
}

/** Why `grid` is not a solution of `puzzle`, or null when it is one. */
function solutionProblem(puzzle: Board, grid: Board): string | null {
  if (grid.length !== 81) return `solution has ${grid.length} cells`;
  if (grid.some((d) => !(d >= 1 && d <= 9))) return 'solution is incomplete';
  if (findConflicts(grid).length > 0) return 'solution breaks a rule';
  if (puzzle.some((d, i) => d !== 0 && grid[i] !== d)) return 'solution changes a given';
  return null;
}

/** Check one puzzle line; returns null when it passes, else what went wrong. */
function checkPuzzle(
  line: string,
  expectedSolution: string | undefined,
  expectedCount: number,
): { problem: string | null; repeated: boolean } {
  const parsed = parsePuzzle(line);
  if (!parsed.ok) {
    const { error } = parsed;
    if (error.code !== 'repeated-givens') {
      return { problem: `parse error ${JSON.stringify(error)}`, repeated: false };
    }
    // Reported as repeated givens; the solver must agree there is no solution.
    const board = digits(line);
    const count = countSolutions(board, 2);
    if (count !== 0) return { problem: `repeated givens but count ${count}`, repeated: true };
    if (solve(board) !== null) return { problem: 'repeated givens but solved', repeated: true };
    if (expectedCount !== 0) {
      return { problem: `repeated givens, expected count ${expectedCount}`, repeated: true };
    }
    return { problem: null, repeated: true };
  }

  const board = parsed.board;
  if (formatPuzzle(board) !== line.replace(/[0-]/g, '.')) {
    return { problem: 'formatPuzzle does not round-trip', repeated: false };
  }
  const count = countSolutions(board, 2);
  if (count !== expectedCount) {
    return { problem: `count ${count}, expected ${expectedCount}`, repeated: false };
  }
  const solution = solve(board);
  if (expectedCount === 0) {
    return {
      problem: solution === null ? null : 'solved a puzzle with no solution',
      repeated: false,
    };
  }
  if (solution === null) return { problem: 'no solution found', repeated: false };
  const wrong = solutionProblem(board, solution);
  if (wrong) return { problem: wrong, repeated: false };
  if (expectedSolution !== undefined && solution.join('') !== expectedSolution) {
    return { problem: 'solution differs from .solutions.txt', repeated: false };
  }
  return { problem: null, repeated: false };
}

function checkFile(dir: string, file: string): FileResult {
  const stem = file.slice(0, -'.txt'.length);
  const start = performance.now();
  const result: FileResult = {
    name: stem,
    n: 0,
    passed: 0,
    failed: 0,
    repeated: 0,
    ms: 0,
    problems: [],
  };
  const puzzles = readLines(join(dir, file));
  result.n = puzzles.length;

  const sibling = (suffix: string): string[] | undefined => {
    const path = join(dir, stem + suffix);
    if (!existsSync(path)) return undefined;
    const lines = readLines(path);
    if (lines.length !== puzzles.length) {
      result.problems.push(
        `${stem}${suffix} has ${lines.length} lines, expected ${puzzles.length}`,
      );
    }
    return lines;
  };
  const solutions = sibling('.solutions.txt');
  const counts = sibling('.counts.txt');

  puzzles.forEach((line, i) => {
    // No .counts.txt means every puzzle in the file is unique.
    const expectedCount = counts ? Number(counts[i]) : 1;
    const { problem, repeated } = checkPuzzle(line, solutions?.[i], expectedCount);
    if (repeated) result.repeated++;
    if (problem === null) {
      result.passed++;
    } else {
      result.failed++;
      result.problems.push(`line ${i + 1}: ${problem}  ${line}`);
    }
  });
  // A sibling with the wrong length fails the file even if each line passed.
  if (result.failed === 0 && result.problems.length > 0) result.failed = 1;
  result.ms = performance.now() - start;
  return result;
}

/**
 * Solve and grade the files with known solutions by logic (in worker
 * threads), print a grade distribution per file, the calibration checks and
 * the logic report (logic-report.ts); returns how many checks passed and
 * failed.
 */
async function checkCalibration(dir: string): Promise<{ passed: number; failed: number }> {
  const stems = solvedStems(dir);
  if (stems.length === 0) return { passed: 0, failed: 0 };
  const pool = new LogicPool(WORKERS);
  const width = Math.max(...stems.map((s) => s.length));
  const col = (x: string | number, w = 7): string => String(x).padStart(w);
  console.log(
    `\ngrading calibration (level of each puzzle's logical path, ${WORKERS} worker threads)`,
  );
  console.log(
    `      ${'file'.padEnd(width)}  ${col('n', 5)}${LEVELS.map((l) => col(l)).join('')}${col('ms', 8)}`,
  );
  const rows: GradedPuzzle[] = [];
  for (const stem of stems) {
    const start = performance.now();
    const graded = await pool.gradeFile(dir, stem);
    const ms = performance.now() - start;
    rows.push(...graded);
    const mix = levelMix(graded);
    console.log(
      `      ${stem.padEnd(width)}  ${col(graded.length, 5)}${LEVELS.map((l) => col(mix[l])).join('')}${col(ms.toFixed(0), 8)}`,
    );
  }
  const means = ratingMeans(dir, rows);
  if (means) {
    const text = means.map((m) => `${m.level} ${m.rating.toFixed(2)} (n ${m.n})`).join(', ');
    console.log(`      kaggle3m_rated mean rating per level: ${text}`);
  }
  let passed = 0;
  let failed = 0;
  for (const check of calibrationChecks(dir, rows)) {
    if (check.ok) passed++;
    else failed++;
    console.log(`${check.ok ? 'PASS' : 'FAIL'}  calibration: ${check.text}`);
    for (const d of check.details) console.log(`      ${d}`);
  }
  await pool.close();
  const logic = logicReport(stems, rows);
  return { passed: passed + logic.passed, failed: failed + logic.failed };
}

async function main(): Promise<number> {
  const arg = process.argv[2];
  if (!arg) {
    console.error('usage: npm run verify:corpus -- DIR');
    return 2;
  }
  const dir = resolve(arg);
  if (!existsSync(dir) || !statSync(dir).isDirectory()) {
    console.error(`verify:corpus: no such directory: ${dir}`);
    console.log('corpus: 0 passed, 1 failed');
    return 2;
  }
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.txt') && !SIBLINGS.some((s) => f.endsWith(s)))
    .sort();
  if (files.length === 0) {
    console.error(`verify:corpus: no puzzle files (*.txt) in ${dir}`);
    console.log('corpus: 0 passed, 1 failed');
    return 1;
  }

  console.log(`verify:corpus ${dir}`);
  const width = Math.max(...files.map((f) => f.length - 4));
  let filesPassed = 0;
  let filesFailed = 0;
  for (const file of files) {
    const r = checkFile(dir, file);
    const ok = r.failed === 0;
    if (ok) filesPassed++;
    else filesFailed++;
    const repeated = r.repeated > 0 ? `  repeated-givens ${r.repeated}` : '';
    console.log(
      `${ok ? 'PASS' : 'FAIL'}  ${r.name.padEnd(width)}  n ${String(r.n).padStart(5)}  ` +
        `passed ${String(r.passed).padStart(5)}  failed ${String(r.failed).padStart(4)}  ` +
        `${r.ms.toFixed(0).padStart(6)} ms${repeated}`,
    );
    for (const p of r.problems.slice(0, MAX_REPORTED)) console.log(`      ${p}`);
    if (r.problems.length > MAX_REPORTED) {
      console.log(`      ... and ${r.problems.length - MAX_REPORTED} more`);
    }
  }
  const { passed, failed } = await checkCalibration(dir);
  console.log(`corpus: ${filesPassed + passed} passed, ${filesFailed + failed} failed`);
  return filesFailed + failed === 0 ? 0 : 1;
}

process.exitCode = await main();
