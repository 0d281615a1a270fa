/**
 * npx tsx tests/tools/calibrate-grades.ts [DIR]
 *
 * Calibrates the technique grader on the puzzle corpus (default
 * ../shared/puzzles; format in its README.md). For every unique puzzle of the
 * files with a `.solutions.txt`:
 * - solves it by logic once (solveLogically, timed after a warm-up pass) and
 *   grades that path (gradePath, the same grade as gradePuzzle);
 * - checks the path against the known solution: no placement may differ
 *   from it and no elimination may remove its digit.
 *
 * Prints the level mix per file, grading time p50/p99 per level, the mean
 * kaggle3m_rated rating per level and technique usage, then checks:
 * every kaggle_easy puzzle grades easy or medium; every
 * forum_hardest_1905_11plus puzzle grades master; the mean kaggle3m_rated
 * rating rises with the level; zero wrong steps. Exits 1 when a check fails.
 *
 * Also the shared corpus helpers of the other tools: `npm run verify:corpus`
 * runs the same calibration checks and `npm run bench` reads the corpus with
 * these functions. Importing this module runs nothing.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import {
  LEVELS,
  TECHNIQUES,
  gradePath,
  solveLogically,
  type Grade,
  type Level,
} from '../../src/engine/logic';

/** The non-empty lines of a text file, trimmed. */
export function readLines(path: string): string[] {
  return readFileSync(path, 'utf8')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** The cells of a corpus line as digits (0 = blank), without the parser's checks. */
export function digits(line: string): number[] {
  return Array.from(line, (ch) => (ch >= '1' && ch <= '9' ? Number(ch) : 0));
}

/** Nearest-rank percentile `p` (0-100) of ascending `sorted`; NaN when empty. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const k = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, k)];
}

/** Stems of the puzzle files in `dir` that have a `.solutions.txt` (unique puzzles), sorted. */
export function solvedStems(dir: string): string[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.solutions.txt'))
    .map((f) => f.slice(0, -'.solutions.txt'.length))
    .filter((stem) => existsSync(join(dir, `${stem}.txt`)))
    .sort();
}

/** The logical path of one puzzle, checked against its solution. */
export interface PathCheck {
  grade: Grade;
  /** Placements and eliminations checked against the solution. */
  checks: number;
  /** How many of them contradict it (a placement of another digit, or the solution's digit removed). */
  falseMoves: number;
  /** The first false move, or null. */
  wrong: string | null;
  /** Time of solveLogically, ms. */
  ms: number;
}

/**
 * Solve a puzzle by logic (solveLogically), grade its path (gradePath) and
 * check every placement and elimination against the known solution.
 */
export function checkPath(puzzle: number[], solution: number[]): PathCheck {
  const t0 = performance.now();
  const { steps, solved } = solveLogically(puzzle);
  const ms = performance.now() - t0;
  let checks = 0;
  let falseMoves = 0;
  let wrong: string | null = null;
  steps.forEach((step, s) => {
    for (const p of step.placements) {
      checks++;
      if (solution[p.cell] === p.digit) continue;
      falseMoves++;
      wrong ??= `step ${s} ${step.technique} places ${p.digit} in ${p.cell}`;
    }
    for (const e of step.eliminations) {
      checks++;
      if (solution[e.cell] !== e.digit) continue;
      falseMoves++;
      wrong ??= `step ${s} ${step.technique} removes ${e.digit} from ${e.cell}`;
    }
  });
  return { grade: gradePath(steps, solved), checks, falseMoves, wrong, ms };
}

/** One graded corpus puzzle: its file, line and checked logical path. */
export interface GradedPuzzle extends PathCheck {
  file: string; // stem of the puzzle file
  line: number; // 1-based line number
}

/** The puzzles and solutions of `<stem>.txt` and `<stem>.solutions.txt` in `dir`. */
export function readSolved(
  dir: string,
  stem: string,
): { puzzles: number[][]; solutions: number[][] } {
  return {
    puzzles: readLines(join(dir, `${stem}.txt`)).map(digits),
    solutions: readLines(join(dir, `${stem}.solutions.txt`)).map(digits),
  };
}

/**
 * Grade every puzzle of `<stem>.txt` in `dir` by its logical path, checked
 * against `<stem>.solutions.txt`. With `warmUp`, solves the file once
 * untimed first, so `ms` measures optimised code.
 */
export function gradeFile(dir: string, stem: string, warmUp = false): GradedPuzzle[] {
  const { puzzles, solutions } = readSolved(dir, stem);
  if (warmUp) for (const p of puzzles) solveLogically(p);
  return puzzles.map((puzzle, i) => ({
    file: stem,
    line: i + 1,
    ...checkPath(puzzle, solutions[i]),
  }));
}

/** How many puzzles of `rows` grade at each level. */
export function levelMix(rows: readonly GradedPuzzle[]): Record<Level, number> {
  const mix = Object.fromEntries(LEVELS.map((l) => [l, 0])) as Record<Level, number>;
  for (const r of rows) mix[r.grade.level]++;
  return mix;
}

/** Mean shipped rating and mean grade score of the kaggle3m_rated puzzles at one level. */
export interface RatingRow {
  level: Level;
  n: number;
  rating: number;
  score: number;
}

/** Mean kaggle3m_rated rating per level that has puzzles; null without the file or its ratings. */
export function ratingMeans(dir: string, rows: readonly GradedPuzzle[]): RatingRow[] | null {
  const path = join(dir, 'kaggle3m_rated.ratings.txt');
  const rated = rows.filter((r) => r.file === 'kaggle3m_rated');
  if (!existsSync(path) || rated.length === 0) return null;
  const ratings = readLines(path).map(Number);
  const out: RatingRow[] = [];
  for (const level of LEVELS) {
    const r = rated.filter((x) => x.grade.level === level);
    if (r.length === 0) continue;
    const rating = r.reduce((a, x) => a + ratings[x.line - 1], 0) / r.length;
    const score = r.reduce((a, x) => a + x.grade.score, 0) / r.length;
    out.push({ level, n: r.length, rating, score });
  }
  return out;
}

/** One calibration check: passed or not, what it claims, and up to 10 counter-examples. */
export interface CalibrationCheck {
  ok: boolean;
  text: string;
  details: string[];
}

/**
 * The calibration checks of issue 5 on graded corpus rows: kaggle_easy grades
 * easy or medium; forum_hardest_1905_11plus grades master; the mean
 * kaggle3m_rated rating rises strictly with the level (over the levels that
 * have puzzles); no logical step contradicts a known solution. A check whose
 * file is missing from `rows` is left out.
 */
export function calibrationChecks(dir: string, rows: readonly GradedPuzzle[]): CalibrationCheck[] {
  const checks: CalibrationCheck[] = [];
  const levelCheck = (file: string, allowed: readonly Level[], text: string): void => {
    const of = rows.filter((r) => r.file === file);
    if (of.length === 0) return;
    const off = of.filter((r) => !allowed.includes(r.grade.level));
    checks.push({
      ok: off.length === 0,
      text: `${text} (${of.length - off.length}/${of.length})`,
      details: off.slice(0, 10).map((r) => `${file}:${r.line} grades ${r.grade.level}`),
    });
  };
  levelCheck('kaggle_easy', ['easy', 'medium'], 'every kaggle_easy puzzle grades easy or medium');
  levelCheck(
    'forum_hardest_1905_11plus',
    ['master'],
    'every forum_hardest_1905_11plus puzzle grades master',
  );

  const means = ratingMeans(dir, rows);
  if (means) {
    const falls = means.filter((m, i) => i > 0 && m.rating <= means[i - 1].rating);
    checks.push({
      ok: falls.length === 0,
      text: `mean kaggle3m_rated rating rises with the level (${means.map((m) => m.rating.toFixed(2)).join(' < ')})`,
      details: falls.map(
        (m) => `${m.level} mean rating ${m.rating.toFixed(2)} is not above the level below`,
      ),
    });
  }

  const wrong = rows.filter((r) => r.wrong !== null);
  checks.push({
    ok: wrong.length === 0,
    text: `no logical step contradicts the solution on ${rows.length} paths (${wrong.length} wrong)`,
    details: wrong.slice(0, 10).map((r) => `${r.file}:${r.line}: ${r.wrong}`),
  });
  return checks;
}

function main(): void {
  const dir = resolve(process.argv[2] ?? '../shared/puzzles');
  const rows: GradedPuzzle[] = [];
  for (const stem of solvedStems(dir)) {
    const graded = gradeFile(dir, stem, true);
    rows.push(...graded);
    const mix = levelMix(graded);
    const mixText = LEVELS.map((l) => `${l} ${mix[l]}`).join(', ');
    console.log(`${stem.padEnd(28)} ${String(graded.length).padStart(5)} puzzles: ${mixText}`);
  }

  console.log('\nlogical solve time per level (ms, all files)');
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

  const means = ratingMeans(dir, rows);
  if (means) {
    console.log('\nkaggle3m_rated: mean rating per level');
    for (const m of means) {
      console.log(
        `  ${m.level.padEnd(7)} n=${String(m.n).padStart(4)}  mean rating ${m.rating.toFixed(2)}  mean score ${m.score.toFixed(0)}`,
      );
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

  console.log('');
  for (const check of calibrationChecks(dir, rows)) {
    console.log(`${check.ok ? 'PASS' : 'FAIL'} ${check.text}`);
    for (const d of check.details) console.log(`  ${d}`);
    if (!check.ok) process.exitCode = 1;
  }
}

// Run only as a script, not when another tool imports the helpers above.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
