import { loadOnce } from '../lib/loadOnce';
import { createEngineClient } from './engineClient';
import type { EngineTask } from './engineTasks';
import { createPuzzleSource } from './puzzleSource';

/*
 * The engine's slow work for this page: two workers, so that preparing the
 * next puzzle never delays a hint. `generator` makes puzzles ahead of time;
 * `solver` grades linked puzzles, finds hints and the solution path. When a
 * worker cannot run, both fall back to the page (see engineClient.ts) and
 * the listener is told once. Loaded lazily (store/engineLoader.ts).
 */

let toldFallback = false;
let listener: () => void = () => {};

/** Who to tell (once) when the engine has to run in the page. */
export function onFallback(tell: () => void): void {
  listener = tell;
}

/** Tell the listener once that the engine runs in the page now. */
const tellFallback = () => {
  if (toldFallback) return;
  toldFallback = true;
  listener();
};

/** The browser's engine worker, or null where workers are not available. */
export function browserWorker(): Worker | null {
  if (typeof Worker === 'undefined') return null;
  return new Worker(new URL('./engineWorker.ts', import.meta.url), { type: 'module' });
}

/**
 * The engine on the page's own thread, for when no worker can run (loaded
 * on first need; a practice position's code with the first of those).
 */
const loadFallback = loadOnce(() =>
  import('./engineTasks').then((engine) => ({
    runTask: (task: EngineTask) =>
      task.kind === 'practice'
        ? import('./practiceTask').then((practice) => practice.runPracticeTask(task))
        : engine.runTask(task),
  })),
).load;

/** Makes puzzles (one per level kept ready). */
export const generator = createEngineClient({
  makeWorker: browserWorker,
  loadFallback,
  onFallback: tellFallback,
});

/** Grades, hints and solution paths. */
export const solver = createEngineClient({
  makeWorker: browserWorker,
  loadFallback,
  onFallback: tellFallback,
});

/** A fresh 32-bit seed for the engine's seeded random source. */
export function newSeed(): number {
  return Math.floor(Math.random() * 0x1_0000_0000);
}

/** New games: one puzzle per level kept ready by the generator. */
export const puzzles = createPuzzleSource(generator, newSeed);

/**
 * Resolves when neither worker has work waiting or running, and none was
 * started by the answers (a puzzle taken starts preparing the next): for
 * tests, and for measuring.
 */
export async function engineIdle(): Promise<void> {
  do {
    await Promise.all([generator.idle(), solver.idle()]);
    await new Promise((resolve) => setTimeout(resolve, 0));
  } while (generator.busy() + solver.busy() > 0);
}
