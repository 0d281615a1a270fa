import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEngineClient } from '../../src/workers/engineClient';
import type { EngineClientOptions } from '../../src/workers/engineClient';
import { runTask } from '../../src/workers/engineTasks';
import type { EngineTask, TaskMessage, TaskReply } from '../../src/workers/engineTasks';

/*
 * The engine client never leaves a caller waiting long: a worker that never
 * says it is alive hands its tasks to the page at once; one that throws,
 * whose message is garbled or whose answer is not a valid result is started
 * once more, then the page does the work; a task that takes too long is
 * refused and its worker replaced; a cancelled task ends the worker that is
 * busy with it.
 */

type Behaviour =
  | 'answer'
  | 'error'
  | 'messageerror'
  | 'silent' // alive, but never answers a task
  | 'dead' // never even says it is alive
  | 'late' // says it is alive only after 80 ms (a slow phone), then answers
  | 'throw-in-task'
  | 'garbage' // answers with something that is not a result
  | 'huge'; // answers a generate task with a board of a million cells

/** A fake worker; `behaviour` decides what happens to each message. */
class FakeWorker {
  static made: FakeWorker[] = [];
  onmessage: ((event: MessageEvent<TaskReply>) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  onmessageerror: ((event: MessageEvent) => void) | null = null;
  received: TaskMessage[] = [];
  terminated = false;
  constructor(private behaviour: Behaviour) {
    FakeWorker.made.push(this);
    if (behaviour !== 'dead')
      setTimeout(() => {
        if (!this.terminated)
          this.onmessage?.({ data: { alive: true } } as unknown as MessageEvent<TaskReply>);
      }, 0);
  }
  postMessage(message: TaskMessage): void {
    this.received.push(message);
    setTimeout(() => {
      if (this.terminated) return;
      switch (this.behaviour) {
        case 'late':
        case 'answer':
          this.onmessage?.({
            data: { id: message.id, ok: true, result: runTask(message.task) },
          } as MessageEvent<TaskReply>);
          break;
        case 'throw-in-task':
          this.onmessage?.({
            data: { id: message.id, ok: false, error: 'boom' },
          } as MessageEvent<TaskReply>);
          break;
        case 'error':
          this.onerror?.(new Event('error'));
          break;
        case 'messageerror':
          this.onmessageerror?.(new MessageEvent('messageerror'));
          break;
        case 'garbage':
          this.onmessage?.({
            data: { id: message.id, ok: true, result: { level: 'impossible' } },
          } as MessageEvent<TaskReply>);
          break;
        case 'huge':
          this.onmessage?.({
            data: {
              id: message.id,
              ok: true,
              result: { puzzle: new Array(1e6).fill(0), solution: new Array(1e6).fill(1) },
            },
          } as MessageEvent<TaskReply>);
          break;
        case 'silent':
        case 'dead':
          break;
      }
    }, 1);
  }
  terminate(): void {
    this.terminated = true;
  }
}

const GRADE: EngineTask = {
  kind: 'grade',
  board: Array.from(
    '..8.7.1..12..9..54.....3.2.6.4.1..8953.78..1...9.623...8..4.6.7..75.6...4..8....2',
    (c) => (c === '.' ? 0 : Number(c)),
  ),
};

function client(behaviours: Behaviour[], extra: Partial<EngineClientOptions> = {}) {
  let n = 0;
  const onFallback = vi.fn();
  const loadFallback = vi.fn(() => import('../../src/workers/engineTasks'));
  const c = createEngineClient({
    makeWorker: () =>
      new FakeWorker(behaviours[Math.min(n++, behaviours.length - 1)]) as unknown as Worker,
    loadFallback,
    onFallback,
    ...extra,
  });
  return { c, onFallback, loadFallback };
}

afterEach(() => {
  FakeWorker.made = [];
  vi.useRealTimers();
});

describe('engine client', () => {
  it('runs tasks in the worker', async () => {
    const { c, onFallback, loadFallback } = client(['answer']);
    await expect(c.run(GRADE)).resolves.toEqual({ level: 'easy' });
    expect(c.mode()).toBe('worker');
    expect(onFallback).not.toHaveBeenCalled();
    expect(loadFallback).not.toHaveBeenCalled();
  });

  it.each(['error', 'messageerror'] as const)(
    'a worker that fails with %s is started once more, and the task answered',
    async (failure) => {
      const { c, onFallback } = client([failure, 'answer']);
      await expect(c.run(GRADE)).resolves.toEqual({ level: 'easy' });
      expect(FakeWorker.made).toHaveLength(2);
      expect(FakeWorker.made[0].terminated).toBe(true);
      expect(FakeWorker.made[1].received).toHaveLength(1); // sent again
      expect(onFallback).not.toHaveBeenCalled();
    },
  );

  it('a worker that fails twice hands its tasks to the page, and says so once', async () => {
    const { c, onFallback, loadFallback } = client(['error']);
    const [a, b] = await Promise.all([c.run(GRADE), c.run(GRADE)]);
    expect(a).toEqual({ level: 'easy' });
    expect(b).toEqual({ level: 'easy' });
    expect(c.mode()).toBe('page');
    expect(onFallback).toHaveBeenCalledTimes(1);
    expect(loadFallback).toHaveBeenCalled();
    await expect(c.run(GRADE)).resolves.toEqual({ level: 'easy' }); // later tasks too
    expect(FakeWorker.made).toHaveLength(2);
  });

  it('the page waits for a result that comes as a promise (a task whose code loads first)', async () => {
    const loadFallback = async () => ({
      runTask: () => new Promise((resolve) => setTimeout(() => resolve({ level: 'hard' }), 5)),
    });
    const { c } = client(['error'], { loadFallback });
    await expect(c.run(GRADE)).resolves.toEqual({ level: 'hard' });
    expect(c.mode()).toBe('page');
  });

  it('a worker that never says it is alive: the page answers within the alive limit, then takes over for good', async () => {
    const { c, onFallback } = client(['dead'], { aliveMs: 30, giveUpMs: 300 });
    const started = performance.now();
    await expect(c.run(GRADE)).resolves.toEqual({ level: 'easy' });
    expect(performance.now() - started).toBeLessThan(250);
    expect(onFallback).not.toHaveBeenCalled(); // it may still be starting
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(FakeWorker.made).toHaveLength(1); // not started again: it would not load any better
    expect(FakeWorker.made[0].terminated).toBe(true);
    expect(onFallback).toHaveBeenCalledTimes(1);
    expect(c.mode()).toBe('page');
  });

  it('making a puzzle ahead waits for a worker still starting rather than loading the page', async () => {
    const { c, loadFallback } = client(['late'], { aliveMs: 10, giveUpMs: 5_000 });
    const made = await c.run({ kind: 'generate', difficulty: 'easy', seed: 3 });
    expect(made.puzzle).toHaveLength(81);
    expect(loadFallback).not.toHaveBeenCalled();
    expect(c.mode()).toBe('worker');
  });

  it('a worker slow to start: the page answers what the player waits for, the worker the rest', async () => {
    const { c, onFallback } = client(['late'], { aliveMs: 10, giveUpMs: 5_000 });
    await expect(c.run(GRADE)).resolves.toEqual({ level: 'easy' }); // the page, meanwhile
    await new Promise((resolve) => setTimeout(resolve, 120)); // the worker is alive now
    const sent = FakeWorker.made[0].received.length;
    await expect(c.run(GRADE)).resolves.toEqual({ level: 'easy' });
    expect(FakeWorker.made[0].received.length).toBe(sent + 1); // this one went to the worker
    expect(onFallback).not.toHaveBeenCalled();
  });

  it('a task that takes too long is refused, and the next task goes to a fresh worker', async () => {
    const { c, onFallback } = client(['silent', 'answer'], { timeoutMs: () => 20 });
    const first = c.run(GRADE);
    const second = c.run(GRADE);
    await expect(first).rejects.toMatchObject({ name: 'TimeoutError' });
    await expect(second).resolves.toEqual({ level: 'easy' });
    expect(FakeWorker.made[0].terminated).toBe(true);
    expect(onFallback).not.toHaveBeenCalled(); // a task that never ends is never run on the page
  });

  it.each(['garbage', 'huge'] as const)(
    'an answer that is not a valid result (%s) counts as a failed worker',
    async (behaviour) => {
      const task: EngineTask =
        behaviour === 'huge' ? { kind: 'generate', difficulty: 'easy', seed: 1 } : GRADE;
      const { c, onFallback } = client([behaviour]);
      const result = await c.run(task);
      expect(FakeWorker.made).toHaveLength(2); // started once more, then the page
      expect(onFallback).toHaveBeenCalledTimes(1);
      if (task.kind === 'grade') expect(result).toEqual({ level: 'easy' });
      else expect((result as { puzzle: number[] }).puzzle).toHaveLength(81);
    },
  );

  it('a worker that cannot even be made: the page, without a notice', async () => {
    const onFallback = vi.fn();
    const c = createEngineClient({
      makeWorker: () => {
        throw new Error('blocked');
      },
      loadFallback: () => import('../../src/workers/engineTasks'),
      onFallback,
    });
    await expect(c.run(GRADE)).resolves.toEqual({ level: 'easy' });
    expect(onFallback).not.toHaveBeenCalled();
  });

  it('an error thrown by the task itself rejects that task only', async () => {
    const { c } = client(['throw-in-task']);
    await expect(c.run(GRADE)).rejects.toThrow('boom');
    expect(c.mode()).toBe('worker');
  });

  it('the page fallback failing to load rejects the task instead of hanging', async () => {
    const c = createEngineClient({
      makeWorker: () => new FakeWorker('error') as unknown as Worker,
      loadFallback: () => Promise.reject(new Error('offline')),
    });
    await expect(c.run(GRADE)).rejects.toThrow('offline');
    await c.idle();
  });

  it('cancelling the running task ends its worker; the next task goes to a fresh one', async () => {
    const { c } = client(['silent', 'answer']);
    const controller = new AbortController();
    const first = c.run(GRADE, controller.signal);
    const second = c.run(GRADE);
    controller.abort();
    await expect(first).rejects.toMatchObject({ name: 'AbortError' });
    await expect(second).resolves.toEqual({ level: 'easy' });
    expect(FakeWorker.made[0].terminated).toBe(true);
    expect(c.busy()).toBe(0);
  });

  it('a task cancelled before it is sent is never run', async () => {
    const { c } = client(['answer']);
    const controller = new AbortController();
    controller.abort();
    await expect(c.run(GRADE, controller.signal)).rejects.toMatchObject({ name: 'AbortError' });
    expect(FakeWorker.made).toHaveLength(0);
  });
});
