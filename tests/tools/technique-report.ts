/**
 * npx tsx tests/tools/technique-report.ts [DIR] [FILE ...]
 *
 * Solves every puzzle of the given corpus files (default: top1465 and
 * forum_hardest_1905_11plus in DIR, default ../shared/puzzles; each needs a
 * `.solutions.txt`) by logic, one findNextStep at a time, and reports per file:
 * - puzzles finished by the logic, and steps and puzzles per technique
 *   (AIC and ALS-XZ also by form);
 * - wrong steps: a placement that differs from the solution or an
 *   elimination of the solution's digit (printed; the exit code is 1);
 * - chain steps that fail the independent check of
 *   tests/engine/logic/chain-links.ts (printed; exit code 1);
 * - findNextStep time p50 / p99 / max over all positions, and with
 *   PER_FINDER=1 each technique's finder alone at every position.
 * Prints the load average first: the machine may be shared.
 */
import { existsSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import {
  TECHNIQUES,
  applyStep,
  candidatesFromBoard,
  findNextStep,
  type Step,
} from '../../src/engine/logic';
import { chainStepProblem } from '../engine/logic/chain-links';

const here = fileURLToPath(new URL('.', import.meta.url));
const args = process.argv.slice(2);
const dir = resolve(args[0] ?? join(here, '../../../shared/puzzles'));
const files = args.length > 1 ? args.slice(1) : ['top1465', 'forum_hardest_1905_11plus'];
const perFinder = process.env.PER_FINDER === '1';

const lines = (path: string) =>
  readFileSync(path, 'utf8')
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
const digits = (line: string) =>
  Array.from(line, (ch) => (ch >= '1' && ch <= '9' ? Number(ch) : 0));
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
const ms = (x: number) => x.toFixed(2);

/** The form of a chain step, for the tables: "aic: type 1 + group" and the like. */
function form(step: Step): string | null {
  const chain = step.chains?.[0];
  if (!chain) return null;
  if (step.technique === 'als-xz')
    return chain.links.length === 4 ? 'doubly linked' : 'singly linked';
  if (step.technique !== 'aic') return null;
  const group = chain.nodes.some((n) => n.cells.length > 1) ? ' + group' : '';
  if (step.placements.length > 0) return `discontinuous loop${group}`;
  if (chain.links.length === chain.nodes.length) return `continuous loop${group}`;
  const same = chain.nodes[0].digit === chain.nodes[chain.nodes.length - 1].digit;
  return `${same ? 'type 1' : 'type 2'}${group}`;
}

let failures = 0;
console.log(
  `load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
for (const name of files) {
  const path = join(dir, `${name}.txt`);
  if (!existsSync(path)) continue;
  const puzzles = lines(path);
  const solutions = lines(join(dir, `${name}.solutions.txt`));
  const steps = new Map<string, number>();
  const puzzlesUsing = new Map<string, number>();
  const times: number[] = [];
  const finderTimes = new Map<string, number[]>();
  let solved = 0;
  puzzles.forEach((puzzle, index) => {
    const solution = digits(solutions[index]);
    let grid = candidatesFromBoard(digits(puzzle));
    const used = new Set<string>();
    for (;;) {
      if (perFinder) {
        for (const t of TECHNIQUES) {
          const start = performance.now();
          findNextStep(grid, { techniques: [t.id] });
          const list = finderTimes.get(t.id) ?? [];
          list.push(performance.now() - start);
          finderTimes.set(t.id, list);
        }
      }
      const start = performance.now();
      const step = findNextStep(grid);
      times.push(performance.now() - start);
      if (!step) break;
      const where = `${name} line ${index + 1}: ${step.technique}`;
      const problems = [
        ...step.placements
          .filter((p) => solution[p.cell] !== p.digit)
          .map((p) => `WRONG ${where} places ${p.digit}`),
        ...step.eliminations
          .filter((e) => solution[e.cell] === e.digit)
          .map((e) => `WRONG ${where} removes ${e.digit}`),
      ];
      const unproven = step.chains ? chainStepProblem(grid, step) : null;
      if (unproven) problems.push(`CHAIN ${where}: ${unproven}`);
      for (const problem of problems) console.log(problem);
      failures += problems.length;
      const f = form(step);
      for (const key of f ? [step.technique, `${step.technique}: ${f}`] : [step.technique])
        steps.set(key, (steps.get(key) ?? 0) + 1);
      used.add(step.technique);
      grid = applyStep(grid, step);
    }
    if (grid.values.every((v) => v !== 0)) solved++;
    for (const t of used) puzzlesUsing.set(t, (puzzlesUsing.get(t) ?? 0) + 1);
  });
  times.sort((a, b) => a - b);
  console.log(
    `\n${name}: finished by logic ${solved}/${puzzles.length}, positions ${times.length}`,
  );
  console.log(
    `findNextStep ms: p50 ${ms(percentile(times, 50))} p99 ${ms(percentile(times, 99))} max ${ms(times[times.length - 1])}`,
  );
  for (const t of TECHNIQUES) {
    if (!steps.has(t.id)) continue;
    console.log(
      `  ${t.id.padEnd(34)} ${String(steps.get(t.id)).padStart(6)} steps ${String(puzzlesUsing.get(t.id)).padStart(4)} puzzles`,
    );
    for (const [key, n] of [...steps].filter(([k]) => k.startsWith(`${t.id}: `)).sort())
      console.log(`    ${key.slice(t.id.length + 2).padEnd(32)} ${String(n).padStart(6)}`);
  }
  if (perFinder) {
    console.log('  each finder alone, ms:');
    for (const t of TECHNIQUES) {
      const list = (finderTimes.get(t.id) ?? []).sort((a, b) => a - b);
      console.log(
        `    ${t.id.padEnd(20)} p50 ${list.length ? percentile(list, 50).toFixed(3) : '-'} p99 ${list.length ? percentile(list, 99).toFixed(3) : '-'} max ${list.length ? list[list.length - 1].toFixed(3) : '-'}`,
      );
    }
  }
}
console.log(`\n${failures} wrong or unproven steps`);
process.exit(failures > 0 ? 1 : 0);
