/**
 * npx tsx tests/tools/calibrate-grades.ts [DIR]
 *
 * Calibrates the technique grader on the puzzle corpus (default
 * ../shared/puzzles; format in its README.md). For every unique puzzle of the
 * files with a `.solutions.txt`:
 * - grades it (gradePuzzle) and times the call, after a warm-up pass;
 * - replays the logical path (solveLogically) against the known solution:
 *   no placement may differ from it and no elimination may remove its digit.
 *
 * Prints the level mix per file, grading time p50/p99 per level, the mean
 * kaggle3m_rated rating per level and technique usage, then checks:
 * every kaggle_easy puzzle grades easy or medium; every
 * forum_hardest_1905_11plus puzzle grades master; the mean kaggle3m_rated
 * rating rises with the level; zero wrong steps. Exits 1 when a check fails.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import {
  LEVELS,
  TECHNIQUES,
  gradePuzzle,
  solveLogically,
  type Grade,
  type Level,
} from '../../src/engine/logic';

const dir = resolve(process.argv[2] ?? '../shared/puzzles');

function readLines(path: string): string[] {
  return readFileSync(path, 'utf8')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

function digits(line: string): number[] {
  return Array.from(line, (ch) => (ch >= '1' && ch <= '9' ? Number(ch) : 0));
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** The first wrong move of the logical path, or null when every step agrees with the solution. */
function wrongStep(puzzle: number[], solution: number[]): string | null {
  const { steps } = solveLogically(puzzle);
  for (let s = 0; s < steps.length; s++) {
    const step = steps[s];
    for (const p of step.placements) {
      if (solution[p.cell] !== p.digit)
        return `step ${s} ${step.technique} places ${p.digit} in ${p.cell}`;
    }
    for (const e of step.eliminations) {
      if (solution[e.cell] === e.digit)
        return `step ${s} ${step.technique} removes ${e.digit} from ${e.cell}`;
    }
  }
  return null;
}

interface Row {
  file: string;
  line: number;
  grade: Grade;
  ms: number;
}

const files = readdirSync(dir)
  .filter(
    (f) => f.endsWith('.txt') && !f.includes('.', f.indexOf('.') + 1) && !f.startsWith('README'),
  )
  .filter((f) => existsSync(join(dir, f.replace(/\.txt$/, '.solutions.txt'))))
  .sort();

const rows: Row[] = [];
const failures: string[] = [];
let wrong = 0;
let stepsChecked = 0;

for (const file of files) {
  const name = file.replace(/\.txt$/, '');
  const puzzles = readLines(join(dir, file)).map(digits);
  const solutions = readLines(join(dir, `${name}.solutions.txt`)).map(digits);
  // Warm-up, so the timed pass measures optimised code.
  for (const p of puzzles) gradePuzzle(p);
  const mix: Record<string, number> = {};
  for (let i = 0; i < puzzles.length; i++) {
    const t0 = performance.now();
    const grade = gradePuzzle(puzzles[i]);
    const ms = performance.now() - t0;
    rows.push({ file: name, line: i + 1, grade, ms });
    mix[grade.level] = (mix[grade.level] ?? 0) + 1;
    const problem = wrongStep(puzzles[i], solutions[i]);
    stepsChecked++;
    if (problem) {
      wrong++;
      if (wrong <= 10) failures.push(`${name}:${i + 1}: ${problem}`);
    }
  }
  const mixText = LEVELS.map((l) => `${l} ${mix[l] ?? 0}`).join(', ');
  console.log(`${name.padEnd(28)} ${String(puzzles.length).padStart(5)} puzzles: ${mixText}`);
}

console.log('\ngrading time per level (ms, all files)');
for (const level of LEVELS) {
  const times = rows
    .filter((r) => r.grade.level === level)
    .map((r) => r.ms)
    .sort((a, b) => a - b);
  if (times.length === 0) continue;
  const mean = times.reduce((a, b) => a + b, 0) / times.length;
  console.log(
    `  ${level.padEnd(7)} n=${String(times.length).padStart(5)}  p50 ${percentile(times, 50).toFixed(3)}  p99 ${percentile(times, 99).toFixed(3)}  max ${times[times.length - 1].toFixed(3)}  mean ${mean.toFixed(3)}`,
  );
}

// kaggle3m_rated: mean shipped rating per level.
const ratingsPath = join(dir, 'kaggle3m_rated.ratings.txt');
let ratingsRise = true;
if (existsSync(ratingsPath)) {
  const ratings = readLines(ratingsPath).map(Number);
  console.log('\nkaggle3m_rated: mean rating per level');
  let previous = -Infinity;
  for (const level of LEVELS) {
    const r = rows.filter((x) => x.file === 'kaggle3m_rated' && x.grade.level === level);
    if (r.length === 0) continue;
    const mean = r.reduce((a, x) => a + ratings[x.line - 1], 0) / r.length;
    const score = r.reduce((a, x) => a + x.grade.score, 0) / r.length;
    console.log(
      `  ${level.padEnd(7)} n=${String(r.length).padStart(4)}  mean rating ${mean.toFixed(2)}  mean score ${score.toFixed(0)}`,
    );
    if (mean <= previous) ratingsRise = false;
    previous = mean;
  }
}

console.log('\ntechnique usage (puzzles using it / total uses)');
for (const t of TECHNIQUES) {
  const using = rows.filter((r) => r.grade.techniques[t.id]);
  const uses = using.reduce((a, r) => a + (r.grade.techniques[t.id] ?? 0), 0);
  console.log(
    `  ${t.id.padEnd(18)} ${String(using.length).padStart(5)} ${String(uses).padStart(7)}`,
  );
}

function check(ok: boolean, text: string): void {
  console.log(`${ok ? 'PASS' : 'FAIL'} ${text}`);
  if (!ok) process.exitCode = 1;
}

const levelsOf = (file: string): Level[] =>
  rows.filter((r) => r.file === file).map((r) => r.grade.level);
console.log('');
check(
  levelsOf('kaggle_easy').every((l) => l === 'easy' || l === 'medium'),
  'every kaggle_easy puzzle grades easy or medium',
);
check(
  levelsOf('forum_hardest_1905_11plus').every((l) => l === 'master'),
  'every forum_hardest_1905_11plus puzzle grades master',
);
check(ratingsRise, 'mean kaggle3m_rated rating rises with the level');
check(wrong === 0, `no wrong step on ${stepsChecked} logical paths (${wrong} wrong)`);
for (const f of failures) console.log(`  ${f}`);
