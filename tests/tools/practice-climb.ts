/**
 * npx tsx tests/tools/practice-climb.ts SEED MINUTES IN.jsonl OUT.jsonl
 *
 * Walks towards and among puzzles whose logical path needs nested forcing
 * chains, for the practice bank and the lesson example (new minimal
 * puzzles almost never do: none in 190,000). Starts from the puzzles in IN:
 * practice-mine finds of 'dynamic-forcing-chain' (a .jsonl file) or
 * puzzles one per line (a .txt file, such as two published ones: Arto
 * Inkala's of 2012, 8........ ..36..... .7..9.2.. .5...7... ....457..
 * ...1...3. ..1....68 ..85...1. .9....4.., and Easter Monster,
 * 1.......2 .9.4...5. ..6...7.. .5.9.3... ....7.... ...85..4. 7.....6..
 * .3...9.8. ..2.....1, each on one line without the spaces). A move swaps one or two givens for
 * other cells of the same solution, adds clues until the solution is
 * unique again and removes clues down to a minimal puzzle; it is kept when
 * its path uses at least as many forcing-chain steps. Every new puzzle
 * whose path reaches a nested forcing chain is written to OUT in
 * practice-mine's format (technique 'nested-forcing-chain'); the starting
 * puzzles themselves are never written.
 */
import { appendFileSync, readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { countSolutions, createRandom, solve } from '../../src/engine';
import { shuffle, randomInt } from '../../src/engine/random';
import {
  TECHNIQUE_IDS,
  applyStep,
  candidatesFromBoard,
  findNextStep,
} from '../../src/engine/logic';

const [seedArg, minutesArg, input, out] = process.argv.slice(2);
const random = createRandom(Number(seedArg));
const budget = Number(minutesArg) * 60_000;
const DYNAMIC = TECHNIQUE_IDS.indexOf('dynamic-forcing-chain');

interface Found {
  puzzle: number[];
  score: number;
}

/** Forcing-chain steps on the path (nested ones count ten), and the nested find if any. */
function evaluate(puzzle: number[]): number {
  let grid = candidatesFromBoard(puzzle);
  let score = 0;
  let hardest = -1;
  for (;;) {
    const step = findNextStep(grid);
    if (!step) break;
    const rank = (TECHNIQUE_IDS as readonly string[]).indexOf(step.technique);
    if (rank >= DYNAMIC) score += rank === DYNAMIC ? 1 : 10;
    if (step.technique === 'nested-forcing-chain') {
      if (startSet.has(puzzle.join(''))) return score + 100;
      appendFileSync(
        out,
        JSON.stringify({
          technique: step.technique,
          seed: Number(seedArg),
          index: 0,
          puzzle: puzzle.join(''),
          practice: hardest <= rank,
          digits: Array.from(grid.values).join(''),
          candidates: Array.from(grid.masks).join(','),
          size: 0,
        }) + '\n',
      );
      return score + 100;
    }
    hardest = Math.max(hardest, rank);
    grid = applyStep(grid, step);
  }
  return score;
}

function mutate(puzzle: number[], solution: number[]): number[] {
  const next = puzzle.slice();
  const givens = shuffle(
    next.flatMap((d, i) => (d ? [i] : [])),
    random,
  );
  const empties = shuffle(
    next.flatMap((d, i) => (d ? [] : [i])),
    random,
  );
  const k = 1 + randomInt(random, 2);
  for (let i = 0; i < k; i++) next[givens[i]] = 0;
  for (let i = 0; i < k; i++) next[empties[i]] = solution[empties[i]];
  const more = shuffle(
    next.flatMap((d, i) => (d ? [] : [i])),
    random,
  );
  while (countSolutions(next, 2) !== 1) {
    const c = more.pop()!;
    next[c] = solution[c];
  }
  for (const c of shuffle(
    next.flatMap((d, i) => (d ? [i] : [])),
    random,
  )) {
    next[c] = 0;
    if (countSolutions(next, 2) !== 1) next[c] = solution[c];
  }
  return next;
}

const lines = readFileSync(input, 'utf8').split('\n').filter(Boolean);
const starts = input.endsWith('.txt')
  ? lines.map((l) => Array.from(l.trim(), (ch) => (ch >= '1' && ch <= '9' ? Number(ch) : 0)))
  : lines
      .map((l) => JSON.parse(l) as { technique: string; puzzle: string })
      .filter((r) => r.technique === 'dynamic-forcing-chain')
      .map((r) => Array.from(r.puzzle, Number));
const startSet = new Set(starts.map((p) => p.join('')));
const begin = performance.now();
let moves = 0;
let nested = 0;
while (performance.now() - begin < budget) {
  const puzzle = starts[randomInt(random, starts.length)];
  const solution = solve(puzzle)!;
  let current: Found = { puzzle, score: evaluate(puzzle) };
  const seen = new Set<string>();
  for (let i = 0; i < 40 && performance.now() - begin < budget; i++) {
    const next = mutate(current.puzzle, solution);
    if (seen.has(next.join(''))) continue;
    seen.add(next.join(''));
    const score = evaluate(next);
    moves++;
    if (score >= 100) nested++;
    if (score >= current.score) current = { puzzle: next, score };
  }
}
console.log(`${moves} moves, ${nested} nested finds`);
