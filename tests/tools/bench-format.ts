/**
 * Shared by the bench tables (bench.ts, bench-logic.ts): statistics, number
 * formats, markdown tables and the tally of targets met and missed.
 */
import { loadavg } from 'node:os';
import { percentile } from './calibrate-grades';

/** Targets met and missed so far, and wrong answers (a wrong answer fails the run). */
export const tally = { met: 0, missed: 0, wrong: 0 };

/** 'pass' or '**miss**', counted in `tally`. */
export function mark(ok: boolean): string {
  if (ok) tally.met++;
  else tally.missed++;
  return ok ? 'pass' : '**miss**';
}

/** Mean, p50, p99 and max of the samples. */
export function stats(samples: number[]): { mean: number; p50: number; p99: number; max: number } {
  const sorted = samples.slice().sort((a, b) => a - b);
  const mean = samples.reduce((s, x) => s + x, 0) / samples.length;
  const max = sorted[sorted.length - 1];
  return { mean, p50: percentile(sorted, 50), p99: percentile(sorted, 99), max };
}

/** A number with `digits` decimals and thousands separators. */
export function fmt(x: number, digits = 1): string {
  return x.toLocaleString('en-US', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
}

/** A time in ms, or in s from 1 s up. */
export function fmtMs(ms: number): string {
  return ms >= 1000 ? `${fmt(ms / 1000, ms % 1000 === 0 ? 0 : 1)} s` : `${fmt(ms, 0)} ms`;
}

/** Print a markdown table (first column left-aligned, the rest right-aligned). */
export function table(header: string[], rows: string[][]): void {
  console.log(`| ${header.join(' | ')} |`);
  console.log(`|${header.map((_, i) => (i === 0 ? '---' : '--:')).join('|')}|`);
  for (const row of rows) console.log(`| ${row.join(' | ')} |`);
  console.log('');
}

/** "load average 1.02 0.85 0.70" (1, 5 and 15 minutes). */
export function loadText(): string {
  return `load average ${loadavg()
    .map((x) => x.toFixed(2))
    .join(' ')}`;
}
