import type { EngineTask, ResultOf, TaskMessage, WorkerMessage } from './engineTasks';
import { isValidResult } from './replies';

/*
 * A client for the engine worker that never leaves a caller waiting long.
 *
 * Tasks go to a Web Worker one after another. A worker can fail: its script
 * may not load or may stall (404, an aborted or held request, a stale page
 * after a deploy), it may throw, a message may not arrive intact, it may
 * answer with something that is not an answer, or a task may never end.
 *
 * - A worker says it is alive as soon as its script runs. While it has not,
 *   a task the player waits for (anything but making a puzzle ahead) that
 *   has waited ALIVE_MS is done by the page meanwhile, so an answer comes
 *   within seconds even from a worker that never starts; a worker slow to
 *   start (a slow phone, a busy machine) then takes over the next tasks. A
 *   worker that has not said it is alive within GIVE_UP_MS never will: the
 *   page does all the work from then on (the same script would not load
 *   any better a second time).
 * - A worker that fails after that (an error, a garbled message, a reply
 *   that is not a valid result for its task) is started once more and the
 *   unanswered tasks are sent again; if it fails again, the page does them.
 * - A task that takes longer than its time limit is refused (its caller is
 *   told it failed) and the worker replaced: a task that never ends in a
 *   worker would freeze the page, so it is not run there.
 *
 * `onFallback` is told once when the page takes over, so the player can be
 * told why the page may pause briefly. A task cancelled while its worker is
 * busy with it ends that worker (the only way to stop a running task) and
 * a fresh one takes over the rest.
 */

/** How the client reaches the engine: a worker to start, and the page's fallback. */
export interface EngineClientOptions {
  /** A new worker, or null where workers are unavailable (the page is used, silently). */
  makeWorker: () => Worker | null;
  /** The engine on this thread, imported lazily on the first fallback (a task's result may be a promise). */
  loadFallback: () => Promise<{ runTask: (task: EngineTask) => unknown }>;
  /** How long a task the player waits for waits on a worker not yet alive. */
  aliveMs?: number;
  /** How long a new worker may take to say it is alive before it is given up. */
  giveUpMs?: number;
  /** The longest a task may take in the worker (by kind; default TASK_MS). */
  timeoutMs?: (task: EngineTask) => number;
  /** Called once when tasks move to the page. */
  onFallback?: () => void;
}

export interface EngineClient {
  /** Run a task; rejects with an AbortError when `signal` aborts first. */
  run<T extends EngineTask>(task: T, signal?: AbortSignal): Promise<ResultOf<T>>;
  /** Resolves once no task is waiting or running. */
  idle(): Promise<void>;
  /** Where tasks run now. */
  mode(): 'worker' | 'page';
  /** How many tasks are waiting or running. */
  busy(): number;
}

interface Job {
  id: number;
  task: EngineTask;
  resolve: (value: unknown) => void;
  reject: (reason: unknown) => void;
  aborted: boolean;
  done: boolean; // settled: resolved, rejected or cancelled
  sentAt: number; // Date.now() when it was sent to the worker
}

/** How long a task the player waits for waits on a worker that has not said it is alive. */
const ALIVE_MS = 3_000;
/** How long a fresh worker may take to say it is alive before the page takes over for good. */
const GIVE_UP_MS = 12_000;

/** True for work the player waits on (anything but making the next puzzle ahead, or a mastery count). */
const urgent = (task: EngineTask) => task.kind !== 'generate' && task.kind !== 'credit';

/**
 * Time limits per kind of task: generous for the logic (a practice
 * position of a forcing chain searches like one), short for the solver's work.
 */
export function taskTimeoutMs(task: EngineTask): number {
  return task.kind === 'next-step' || task.kind === 'solution-path' || task.kind === 'practice'
    ? 20_000
    : 8_000;
}

const abortError = () => new DOMException('The task was cancelled.', 'AbortError');
const timeoutError = () => new DOMException('The engine took too long.', 'TimeoutError');

/** Let the page paint before a long task runs on its thread. */
const nextFrame = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** A client over workers made by `options.makeWorker` (see the file comment). */
export function createEngineClient(options: EngineClientOptions): EngineClient {
  const aliveMs = options.aliveMs ?? ALIVE_MS;
  const giveUpMs = options.giveUpMs ?? GIVE_UP_MS;
  const limit = options.timeoutMs ?? taskTimeoutMs;
  let worker: Worker | null = null;
  let alive = false; // the current worker has said so
  let startedAt = 0; // Date.now() when the current worker was made
  let mode: 'worker' | 'page' = 'worker';
  let restarts = 0; // restarts after a failure; one is allowed
  const queue: Job[] = []; // sent to the worker, oldest (running) first
  let timer: ReturnType<typeof setTimeout> | null = null;
  let pageChain: Promise<void> = Promise.resolve();
  let open = 0; // tasks not yet settled
  let waiters: (() => void)[] = [];
  let nextId = 1;

  const settle = (job: Job) => {
    job.done = true;
    open--;
    if (open === 0) {
      const list = waiters;
      waiters = [];
      for (const w of list) w();
    }
    return job;
  };

  /**
   * Until the worker is alive: the moment an urgent task has waited long
   * enough, or the worker is given up; then the time limit of the task at
   * the head of the queue, the one the worker is on.
   */
  const armTimer = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    if (!worker) return;
    if (!alive) {
      let due = startedAt + giveUpMs;
      for (const job of queue) if (urgent(job.task)) due = Math.min(due, job.sentAt + aliveMs);
      timer = setTimeout(whileStarting, Math.max(0, due - Date.now()));
    } else if (queue.length > 0) timer = setTimeout(timedOut, limit(queue[0].task));
  };

  /** The worker has not said it is alive yet: help out, or give it up. */
  function whileStarting() {
    timer = null;
    const now = Date.now();
    if (now >= startedAt + giveUpMs) {
      toPage();
      return;
    }
    // The page answers the tasks the player has waited on long enough.
    for (const job of queue.filter((j) => urgent(j.task) && now >= j.sentAt + aliveMs)) {
      queue.splice(queue.indexOf(job), 1);
      runInPage(job);
    }
    armTimer();
  }

  const onMessage = (event: MessageEvent<WorkerMessage>) => {
    const message: unknown = event.data;
    if (typeof message !== 'object' || message === null) return fail();
    if ('alive' in message) {
      alive = true;
      armTimer();
      return;
    }
    if ('failed' in message) return fail();
    const reply = message as { id?: unknown; ok?: unknown; result?: unknown; error?: unknown };
    const index = queue.findIndex((j) => j.id === reply.id);
    if (index < 0) return; // an answer to a cancelled task
    const job = queue[index];
    if (reply.ok === true && !isValidResult(job.task, reply.result)) return fail();
    if (reply.ok !== true && (reply.ok !== false || typeof reply.error !== 'string')) return fail();
    queue.splice(index, 1);
    armTimer();
    settle(job);
    if (reply.ok) job.resolve(reply.result);
    else job.reject(new Error(reply.error as string));
  };

  const start = (): boolean => {
    try {
      worker = options.makeWorker();
    } catch {
      worker = null;
    }
    alive = false;
    startedAt = Date.now();
    if (!worker) return false;
    worker.onmessage = onMessage;
    worker.onerror = (event) => {
      event.preventDefault();
      fail();
    };
    worker.onmessageerror = fail;
    armTimer();
    return true;
  };

  const post = (job: Job) => {
    job.sentAt = Date.now();
    worker!.postMessage({ id: job.id, task: job.task } satisfies TaskMessage);
  };

  const stop = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    if (worker) {
      worker.onmessage = worker.onerror = worker.onmessageerror = null;
      worker.terminate();
      worker = null;
    }
  };

  /** Everything unanswered goes to the page from now on. */
  function toPage() {
    stop();
    mode = 'page';
    options.onFallback?.();
    for (const job of queue.splice(0)) runInPage(job);
  }

  /** Send everything unanswered again to a fresh worker, or hand it to the page. */
  function fail() {
    const wasAlive = alive;
    stop();
    if (wasAlive && restarts < 1 && start()) {
      restarts++;
      queue.forEach(post);
      return;
    }
    toPage();
  }

  /** The task at the head took too long: it is refused, and a fresh worker takes the rest. */
  function timedOut() {
    const job = queue.shift();
    stop();
    if (job) settle(job).reject(timeoutError());
    if (queue.length > 0 && start()) queue.forEach(post);
    else if (queue.length > 0) toPage();
  }

  const runInPage = (job: Job) => {
    pageChain = pageChain.then(async () => {
      if (job.aborted) return;
      try {
        const engine = await options.loadFallback();
        await nextFrame();
        if (job.aborted) return;
        const result = await engine.runTask(job.task); // a promise when its code loads first
        settle(job).resolve(result);
      } catch (error) {
        settle(job).reject(error);
      }
    });
  };

  const abort = (job: Job) => {
    if (job.done) return;
    job.aborted = true;
    const index = queue.indexOf(job);
    if (index >= 0) {
      queue.splice(index, 1);
      if (index === 0) {
        // The worker is busy with it: end that worker, let a fresh one take the rest.
        stop();
        if (start()) queue.forEach(post);
        else toPage();
      }
      armTimer();
    }
    settle(job).reject(abortError());
  };

  return {
    run<T extends EngineTask>(task: T, signal?: AbortSignal): Promise<ResultOf<T>> {
      if (signal?.aborted) return Promise.reject(abortError());
      return new Promise<ResultOf<T>>((resolve, reject) => {
        const job: Job = {
          id: nextId++,
          task,
          resolve: resolve as (value: unknown) => void,
          reject,
          aborted: false,
          done: false,
          sentAt: 0,
        };
        open++;
        signal?.addEventListener('abort', () => abort(job), { once: true });
        if (mode === 'worker' && (worker !== null || start())) {
          queue.push(job);
          post(job);
          if (queue.length === 1 || !alive) armTimer();
          return;
        }
        if (mode === 'worker') mode = 'page'; // no worker support at all: the page, without a notice
        runInPage(job);
      });
    },
    idle() {
      return open === 0 ? Promise.resolve() : new Promise<void>((r) => waiters.push(r));
    },
    mode: () => mode,
    busy: () => open,
  };
}
