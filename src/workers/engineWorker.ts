/// <reference lib="webworker" />
import type { EngineTask, TaskMessage, TaskReply } from './engineTasks';

/*
 * The engine's thread: generation, grading and the logical solver can take
 * from microseconds to a second, so they never run on the page's thread.
 * The worker says it is alive at once, before the engine's code (a larger
 * file) has loaded, so the page can tell a worker that never started from
 * one still loading; tasks wait for that code. A practice position's code
 * (with its bank of puzzles) loads only with the first one. One task at a
 * time, answered in order; a task that throws is answered with its error.
 */
const tasks = import('./engineTasks');
tasks.catch(() => self.postMessage({ failed: true }));
let practice: Promise<typeof import('./practiceTask')> | null = null;

/** Run one task once its code has loaded. */
async function run(task: EngineTask): Promise<unknown> {
  if (task.kind !== 'practice') return (await tasks).runTask(task);
  // A failed load is tried again with the next practice task.
  practice ??= import('./practiceTask').catch((error: unknown) => {
    practice = null;
    throw error;
  });
  return (await practice).runPracticeTask(task);
}

/** Run one task and answer it: its result, or the error it threw. */
async function answer(id: number, task: EngineTask): Promise<void> {
  let reply: TaskReply;
  try {
    reply = { id, ok: true, result: await run(task) };
  } catch (error) {
    reply = { id, ok: false, error: error instanceof Error ? error.message : String(error) };
  }
  self.postMessage(reply);
}

let done: Promise<void> = Promise.resolve(); // the tasks before this one, answered first

self.onmessage = (event: MessageEvent<TaskMessage>) => {
  const { id, task } = event.data;
  done = done.then(() => answer(id, task));
};

self.postMessage({ alive: true });
