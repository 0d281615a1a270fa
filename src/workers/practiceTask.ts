import { createRandom } from '../engine';
import { makePracticePosition } from '../engine/practice';
import type { PracticePosition } from '../engine/practice';
import type { EngineTask } from './engineTasks';

/*
 * The 'practice' task, apart from the other engine tasks: making a
 * practice position needs the bank of puzzles for the rare techniques
 * (engine/practice/bank.ts), which every worker would otherwise load at
 * its start. It is loaded with the first practice position instead, in
 * the worker (engineWorker.ts) or, when no worker can run, in the page
 * (clients.ts).
 */

/** A new practice position for the task's technique, from its seed. */
export function runPracticeTask(task: Extract<EngineTask, { kind: 'practice' }>): PracticePosition {
  return makePracticePosition(task.technique, createRandom(task.seed));
}
