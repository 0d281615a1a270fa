/**
 * Worker threads that solve corpus puzzles by logic in parallel, for
 * verify:corpus (the hardest files take minutes on one core). Each worker
 * takes the next puzzle as soon as it is done with one, so slow puzzles do
 * not hold the others up. Results come back in file order.
 */
import { Worker } from 'node:worker_threads';
import { readSolved, type GradedPuzzle, type PathCheck } from './calibrate-grades';

const BOOT = new URL('./ts-worker.mjs', import.meta.url);
const ENTRY = new URL('./logic-worker.ts', import.meta.url).href;

export class LogicPool {
  private readonly workers: Worker[];

  /** Start `size` worker threads (at least one). */
  constructor(size: number) {
    this.workers = Array.from(
      { length: Math.max(1, size) },
      () => new Worker(BOOT, { workerData: { entry: ENTRY } }),
    );
  }

  /** Grade every puzzle of `<stem>.txt` in `dir` by its checked logical path (see checkPath). */
  gradeFile(dir: string, stem: string): Promise<GradedPuzzle[]> {
    const { puzzles, solutions } = readSolved(dir, stem);
    const out = new Array<GradedPuzzle>(puzzles.length);
    let next = 0;
    let done = 0;
    return new Promise((resolve, reject) => {
      if (puzzles.length === 0) {
        resolve([]);
        return;
      }
      const feed = (worker: Worker): void => {
        if (next >= puzzles.length) return;
        const index = next++;
        worker.postMessage({ index, puzzle: puzzles[index], solution: solutions[index] });
      };
      const listeners = this.workers.map((worker) => {
        const onMessage = (m: { index: number; result: PathCheck }): void => {
          out[m.index] = { file: stem, line: m.index + 1, ...m.result };
          if (++done === puzzles.length) {
            cleanup();
            resolve(out);
          } else feed(worker);
        };
        const onError = (e: Error): void => {
          cleanup();
          reject(e);
        };
        worker.on('message', onMessage);
        worker.on('error', onError);
        return { worker, onMessage, onError };
      });
      const cleanup = (): void => {
        for (const l of listeners) {
          l.worker.off('message', l.onMessage);
          l.worker.off('error', l.onError);
        }
      };
      for (const worker of this.workers) feed(worker);
    });
  }

  /** Stop the worker threads. */
  async close(): Promise<void> {
    await Promise.all(this.workers.map((w) => w.terminate()));
  }
}
