/**
 * Worker thread of LogicPool (logic-pool.ts): solves each puzzle it is sent
 * by logic and checks the path against the solution (checkPath).
 * Message in: { index, puzzle, solution }; out: { index, result }.
 */
import { parentPort } from 'node:worker_threads';
import { checkPath } from './calibrate-grades';

interface Job {
  index: number;
  puzzle: number[];
  solution: number[];
}

parentPort!.on('message', (job: Job) => {
  parentPort!.postMessage({ index: job.index, result: checkPath(job.puzzle, job.solution) });
});
