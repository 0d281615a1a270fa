/// <reference lib="webworker" />
import { runTask } from './engineTasks';
import type { TaskMessage, TaskReply } from './engineTasks';

/*
 * The engine's thread: generation, grading and the logical solver can take
 * from microseconds to a second, so they never run on the page's thread.
 * One task at a time, answered in order; a task that throws is answered
 * with its error rather than left hanging.
 */
self.onmessage = (event: MessageEvent<TaskMessage>) => {
  const { id, task } = event.data;
  let reply: TaskReply;
  try {
    reply = { id, ok: true, result: runTask(task) };
  } catch (error) {
    reply = { id, ok: false, error: error instanceof Error ? error.message : String(error) };
  }
  self.postMessage(reply);
};
