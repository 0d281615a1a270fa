/**
 * npx tsx tests/tools/practice-mine.ts SEED MINUTES OUT.jsonl [MODE]
 *
 * Mines new puzzles (the practice generator's minimal puzzles, from the
 * seeded random SEED) for the positions where each technique is the
 * simplest logical step, for MINUTES, appending one JSON line per find to
 * OUT: { technique, seed, index, puzzle, practice, digits, candidates, size }.
 * - practice: true when no harder technique came before on the path, so
 *   playing the puzzle forward with techniques up to this one reaches it
 *   (what makePracticePosition does with a bank puzzle);
 * - size: how big the step is to show (chain links, nodes, cells and
 *   changes), for picking small lesson examples.
 * At most CAP finds per technique are written per run. practice-bank.ts
 * turns the finds into the committed data. Nothing here runs at build or
 * test time; it needs no corpus.
 */
import { appendFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { createRandom } from '../../src/engine';
import {
  TECHNIQUE_IDS,
  applyStep,
  candidatesFromBoard,
  findNextStep,
  type Step,
  type ClassicTechnique,
  type Technique,
} from '../../src/engine/logic';
import { minimalPuzzle } from '../../src/engine/practice/puzzle';
import { SET_ASIDE, simplestStepFor } from '../../src/engine/practice/walk';
import { stepSize } from './lesson-examples';

const [seedArg, minutesArg, out] = process.argv.slice(2);
const seed = Number(seedArg);
const budget = Number(minutesArg) * 60_000;
const CAP = Number(process.env.CAP ?? 60);
const SKIP = new Set((process.env.SKIP ?? '').split(',').filter(Boolean));

const written = new Map<Technique, number>();
const random = createRandom(seed);
const start = performance.now();
let index = 0;
while (performance.now() - start < budget) {
  const { puzzle } = minimalPuzzle(random);
  index++;
  let grid = candidatesFromBoard(puzzle);
  let hardest = -1;
  const seen = new Set<Technique>();
  const record = (step: Step, rank: number): void => {
    const t = step.technique;
    const count = written.get(t) ?? 0;
    if (!seen.has(t) && count < CAP && !SKIP.has(t)) {
      seen.add(t);
      written.set(t, count + 1);
      const line = {
        technique: t,
        seed,
        index,
        puzzle: puzzle.join(''),
        practice: hardest <= rank,
        digits: Array.from(grid.values).join(''),
        candidates: Array.from(grid.masks).join(','),
        size: stepSize(step),
      };
      appendFileSync(out, JSON.stringify(line) + '\n');
    }
  };
  for (;;) {
    const step = findNextStep(grid);
    if (!step) break;
    const rank = (TECHNIQUE_IDS as readonly string[]).indexOf(step.technique);
    record(step, rank);
    // The static forcing chains the contradiction chain hides (SET_ASIDE).
    if (step.technique === 'contradiction-chain') {
      for (const t of Object.keys(SET_ASIDE) as ClassicTechnique[]) {
        const alone = simplestStepFor(grid, t);
        if (alone?.technique === t) record(alone, rank);
      }
    }
    hardest = Math.max(hardest, rank);
    grid = applyStep(grid, step);
  }
}
const counts = TECHNIQUE_IDS.map((t) => `${t} ${written.get(t) ?? 0}`).join(', ');
console.log(`seed ${seed}: ${index} puzzles; ${counts}`);
