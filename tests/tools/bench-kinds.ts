/**
 * The bench table of the other kinds (issue 18): `generateKindPuzzle` per
 * kind and level, PER_LEVEL puzzles each after a warm-up, timed one by one.
 * Every puzzle is checked: one solution (the engine's counter), graded
 * exactly its level by the kind's levels, finished by the logic. Target:
 * p99 <= 300 ms per puzzle for every kind and level.
 */
import { performance } from 'node:perf_hooks';
import {
  KIND_LEVELS,
  countClues,
  countSolutions,
  createRandom,
  generateKindPuzzle,
  type Kind,
} from '../../src/engine';
import { gradePuzzle } from '../../src/engine/logic';
import { fmt, mark, stats, table, tally } from './bench-format';

const PER_LEVEL = 100;
const WARMUP = 3;
const P99_TARGET_MS = 300;
const KINDS: Exclude<Kind, 'classic'>[] = ['killer', 'jigsaw', 'x', '6x6'];

/** Print the table of generation times per kind and level. */
export function benchKinds(): void {
  const rows: string[][] = [];
  for (const kind of KINDS) {
    for (const level of KIND_LEVELS[kind]) {
      const random = createRandom(`bench-${kind}-${level}`);
      for (let i = 0; i < WARMUP; i++) generateKindPuzzle(kind, level, random);
      const times: number[] = [];
      const clues: number[] = [];
      const cages: number[] = [];
      let good = 0;
      for (let i = 0; i < PER_LEVEL; i++) {
        const t0 = performance.now();
        const p = generateKindPuzzle(kind, level, random);
        times.push(performance.now() - t0);
        clues.push(countClues(p.puzzle));
        cages.push(p.rules.cages.length);
        const grade = gradePuzzle(p.puzzle, p.rules);
        if (countSolutions(p.puzzle, 2, p.rules) === 1 && grade.level === level && grade.solved)
          good++;
      }
      tally.wrong += PER_LEVEL - good;
      const s = stats(times);
      const meanOf = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
      rows.push([
        kind,
        level,
        String(PER_LEVEL),
        `${good}/${PER_LEVEL}`,
        `${Math.min(...clues)} / ${fmt(meanOf(clues))} / ${Math.max(...clues)}`,
        kind === 'killer' ? fmt(meanOf(cages)) : '-',
        fmt(s.mean, 1),
        fmt(s.p50, 1),
        fmt(s.p99, 1),
        fmt(s.max, 1),
        `p99 <= ${P99_TARGET_MS} ms: ${mark(s.p99 <= P99_TARGET_MS)}`,
      ]);
    }
  }
  console.log(`## other kinds: generateKindPuzzle (ms per puzzle)\n`);
  console.log(
    `"unique, exact": one solution, graded exactly the level (the kind's levels) and finished by the logic.\n`,
  );
  table(
    [
      'kind',
      'level',
      'n',
      'unique, exact',
      'givens min / mean / max',
      'cages',
      'mean',
      'p50',
      'p99',
      'max',
      'target',
    ],
    rows,
  );
}
