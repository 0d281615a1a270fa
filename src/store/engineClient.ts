import type { EngineTask, ResultOf, TaskMessage, TaskReply } from './engineTasks';

/*
 * A client for the engine worker that never leaves a caller waiting forever.
 *
 * Tasks go to a Web Worker one after another. A worker can fail: its script
 * may not load (404, 500, an aborted request, a stale page after a deploy),
 * it may throw, a message may not arrive intact, or it may stop answering.
 * The client listens for `error` and `messageerror`, gives the task at the
 * head of the queue a time limit, and on a failure starts the worker once
 * more and sends the unanswered tasks again. If the worker fails again, the
 * tasks run in the page instead (the engine code is imported lazily then)
 * and `onFallback` is told once, so the player can be told why the page may
 * pause briefly. A task cancelled while its worker is busy with it ends that
 * worker (the only way to stop a running task) and a fresh one takes over.
 */

/** How the client reaches the engine: a worker to start, and the page's fallback. */
export interface EngineClientOptions {
  /** A new worker, or null where workers are unavailable (the page is used, silently). */
  makeWorker: () => Worker | null;
  /** The engine on this thread, imported lazily on the first fallback. */
  loadFallback: () => Promise<{ runTask: (task: EngineTask) => unknown }>;
  /** The longest a task may take in the worker before the worker counts as failed. */
  timeoutMs?: number;
  /** Called once when tasks move to the page after the worker failed twice. */
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
}

const DEFAULT_TIMEOUT_MS = 12_000;

const abortError = () => new DOMException('The task was cancelled.', 'AbortError');

/** Let the page paint before a long task runs on its thread. */
const nextFrame = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** A client over workers made by `options.makeWorker` (see the file comment). */
export function createEngineClient(options: EngineClientOptions): EngineClient {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  let worker: Worker | null = null;
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

  /** The time limit runs for the task at the head of the queue, the one the worker is on. */
  const armTimer = () => {
    if (timer !== null) clearTimeout(timer);
    timer = queue.length > 0 ? setTimeout(fail, timeoutMs) : null;
  };

  const onReply = (event: MessageEvent<TaskReply>) => {
    const reply = event.data;
    const index = queue.findIndex((j) => j.id === reply?.id);
    if (index < 0) return;
    const [job] = queue.splice(index, 1);
    armTimer();
    settle(job);
    if (reply.ok) job.resolve(reply.result);
    else job.reject(new Error(reply.error));
  };

  const start = (): boolean => {
    try {
      worker = options.makeWorker();
    } catch {
      worker = null;
    }
    if (!worker) return false;
    worker.onmessage = onReply;
    worker.onerror = (event) => {
      event.preventDefault();
      fail();
    };
    worker.onmessageerror = fail;
    return true;
  };

  const post = (job: Job) => {
    worker!.postMessage({ id: job.id, task: job.task } satisfies TaskMessage);
  };

  const stop = () => {
    if (worker) {
      worker.onmessage = worker.onerror = worker.onmessageerror = null;
      worker.terminate();
      worker = null;
    }
  };

  /** Send everything unanswered again to a fresh worker, or hand it to the page. */
  function fail() {
    stop();
    if (restarts < 1 && start()) {
      restarts++;
      queue.forEach(post);
      armTimer();
      return;
    }
    mode = 'page';
    if (timer !== null) clearTimeout(timer);
    timer = null;
    options.onFallback?.();
    for (const job of queue.splice(0)) runInPage(job);
  }

  const runInPage = (job: Job) => {
    pageChain = pageChain.then(async () => {
      if (job.aborted) return;
      try {
        const engine = await options.loadFallback();
        await nextFrame();
        if (job.aborted) return;
        const result = engine.runTask(job.task);
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
        else {
          mode = 'page';
          for (const rest of queue.splice(0)) runInPage(rest);
        }
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
        };
        open++;
        signal?.addEventListener('abort', () => abort(job), { once: true });
        if (mode === 'worker' && (worker !== null || start())) {
          queue.push(job);
          post(job);
          if (queue.length === 1) armTimer();
          return;
        }
        mode = 'page'; // no worker support at all: the page, without a notice
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
