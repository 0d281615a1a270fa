/**
 * The logic part of verify:corpus: per puzzle file, how many puzzles the
 * logical solver finishes, how often each technique is used over the paths,
 * and the checks: every placement and elimination against the known
 * solution (each one a check), top1465 finished by logic alone, and at least
 * half of forum_hardest_1905_11plus.
 */
import { TECHNIQUES } from '../../src/engine/logic';
import { percentile, type GradedPuzzle } from './calibrate-grades';

/** Share of a file the logic must finish, by file stem. */
export const COVERAGE_TARGETS: Readonly<Record<string, number>> = {
  top1465: 1,
  forum_hardest_1905_11plus: 0.5,
};

function table(header: string[], rows: string[][]): void {
  console.log(`| ${header.join(' | ')} |`);
  console.log(`|${header.map((_, i) => (i === 0 ? '---' : '--:')).join('|')}|`);
  for (const row of rows) console.log(`| ${row.join(' | ')} |`);
  console.log('');
}

/** Print the coverage and technique tables and the checks; returns the checks passed and failed. */
export function logicReport(
  stems: readonly string[],
  rows: readonly GradedPuzzle[],
): { passed: number; failed: number } {
  console.log('\n## logic coverage (solveLogically per puzzle, every move checked)\n');
  const coverage: string[][] = [];
  for (const stem of stems) {
    const of = rows.filter((r) => r.file === stem);
    const solved = of.filter((r) => r.grade.solved).length;
    const times = of.map((r) => r.ms).sort((a, b) => a - b);
    coverage.push([
      stem,
      String(of.length),
      String(solved),
      `${((100 * solved) / Math.max(1, of.length)).toFixed(1)}%`,
      String(of.reduce((a, r) => a + r.checks, 0)),
      String(of.reduce((a, r) => a + r.falseMoves, 0)),
      percentile(times, 50).toFixed(1),
      percentile(times, 99).toFixed(1),
      (times[times.length - 1] ?? NaN).toFixed(1),
    ]);
  }
  table(
    [
      'file',
      'n',
      'solved by logic',
      'solved',
      'moves checked',
      'false',
      'p50 ms',
      'p99 ms',
      'max ms',
    ],
    coverage,
  );

  console.log('## technique use over the logical paths (uses / puzzles using it)\n');
  const uses: string[][] = [];
  for (const t of TECHNIQUES) {
    const cells = stems.map((stem) => {
      const using = rows.filter((r) => r.file === stem && r.grade.techniques[t.id]);
      const n = using.reduce((a, r) => a + (r.grade.techniques[t.id] ?? 0), 0);
      return n === 0 ? '-' : `${n} / ${using.length}`;
    });
    uses.push([t.id, ...cells]);
  }
  table(['technique', ...stems], uses);

  let passed = 0;
  let failed = 0;
  const report = (ok: boolean, text: string, details: string[] = []): void => {
    console.log(`${ok ? 'PASS' : 'FAIL'}  logic: ${text}`);
    for (const d of details) console.log(`      ${d}`);
  };
  const checks = rows.reduce((a, r) => a + r.checks, 0);
  const falseMoves = rows.reduce((a, r) => a + r.falseMoves, 0);
  report(
    falseMoves === 0,
    `${checks} placements and eliminations on ${rows.length} paths checked against the solutions (${falseMoves} false)`,
    rows
      .filter((r) => r.wrong !== null)
      .slice(0, 10)
      .map((r) => `${r.file}:${r.line}: ${r.wrong}`),
  );
  passed += checks - falseMoves;
  failed += falseMoves;
  for (const [stem, share] of Object.entries(COVERAGE_TARGETS)) {
    const of = rows.filter((r) => r.file === stem);
    if (of.length === 0) continue;
    const solved = of.filter((r) => r.grade.solved).length;
    const ok = solved >= share * of.length;
    report(
      ok,
      `${stem} finished by logic alone: ${solved}/${of.length} (target ${share * 100}%)`,
      of
        .filter((r) => !r.grade.solved)
        .slice(0, ok ? 0 : 5)
        .map((r) => `${stem}:${r.line} unfinished`),
    );
    if (ok) passed++;
    else failed++;
  }
  return { passed, failed };
}
