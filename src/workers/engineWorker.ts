/// <reference lib="webworker" />
import type { TaskMessage, TaskReply } from './engineTasks';

/*
 * The engine's thread: generation, grading and the logical solver can take
 * from microseconds to a second, so they never run on the page's thread.
 * The worker says it is alive at once, before the engine's code (a larger
 * file) has loaded, so the page can tell a worker that never started from
 * one still loading; tasks wait for that code. One task at a time,
 * answered in order; a task that throws is answered with its error.
 */
const tasks = import('./engineTasks');
tasks.catch(() => self.postMessage({ failed: true }));

self.onmessage = async (event: MessageEvent<TaskMessage>) => {
  const { runTask } = await tasks;
  const { id, task } = event.data;
  let reply: TaskReply;
  try {
    reply = { id, ok: true, result: runTask(task) };
  } catch (error) {
    reply = { id, ok: false, error: error instanceof Error ? error.message : String(error) };
  }
  self.postMessage(reply);
};

self.postMessage({ alive: true });
