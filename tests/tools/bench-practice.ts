/**
 * Practice positions (issue 19), part of `npm run bench`; alone:
 * `npx tsx tests/tools/bench-practice.ts`. For every technique, the time
 * `makePracticePosition` takes for one new position, over positions drawn
 * one after another from one seeded random source (as "Next position"
 * does), with p50, p95 and max, how many came from the bank, and the
 * target p95 <= 1 s for every technique up to the chains (the forcing
 * chains are reported without one). Each position is checked: its simplest
 * step (simplestStepFor) must be the technique, else it counts as a wrong
 * answer. PRACTICE_ONLY=id,id,... times only those techniques.
 */
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { createRandom } from '../../src/engine';
import { TECHNIQUES, TECHNIQUE_IDS } from '../../src/engine/logic';
import { makePracticePosition, simplestStepFor } from '../../src/engine/practice';
import { fmt, loadText, mark, table, tally } from './bench-format';
import { percentile } from './calibrate-grades';

const TARGET_MS = 1000;
const FIRST_FORCING = TECHNIQUE_IDS.indexOf('contradiction-chain');
/** Positions timed per technique: fewer for the forcing chains, whose searches take longest. */
const SAMPLES = { chains: 40, forcing: 8 };

/** Time every technique's practice positions and print the table. */
export function benchPractice(): void {
  // Warm-up (JIT): a few positions of simple techniques.
  const warm = createRandom('warm-up');
  for (const t of ['hidden-single', 'x-wing', 'xy-chain'] as const) makePracticePosition(t, warm);
  const rows: string[][] = [];
  const only = process.env.PRACTICE_ONLY?.split(',');
  TECHNIQUES.forEach((info, index) => {
    if (only && !only.includes(info.id)) return;
    const forcing = index >= FIRST_FORCING;
    const n = forcing ? SAMPLES.forcing : SAMPLES.chains;
    const random = createRandom(`bench ${info.id}`);
    const times: number[] = [];
    let bank = 0;
    for (let i = 0; i < n; i++) {
      const t0 = performance.now();
      const p = makePracticePosition(info.id, random);
      times.push(performance.now() - t0);
      if (p.source === 'bank') bank++;
      const grid = { values: Uint8Array.from(p.digits), masks: Uint16Array.from(p.candidates) };
      if (simplestStepFor(grid, info.id)?.technique !== info.id) tally.wrong++;
    }
    const sorted = times.slice().sort((a, b) => a - b);
    const p95 = percentile(sorted, 95);
    rows.push([
      info.id,
      info.level,
      String(n),
      String(bank),
      fmt(percentile(sorted, 50)),
      fmt(p95),
      fmt(sorted[sorted.length - 1]),
      forcing ? '-' : `p95 <= 1 s: ${mark(p95 <= TARGET_MS)}`,
    ]);
  });
  console.log(`## practice positions: makePracticePosition (ms per position)\n`);
  console.log(`${loadText()}\n`);
  table(['technique', 'level', 'n', 'from bank', 'p50', 'p95', 'max', 'target'], rows);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  benchPractice();
  console.log(
    `targets: ${tally.met} met, ${tally.missed} missed; wrong: ${tally.wrong}; ${loadText()}`,
  );
}
