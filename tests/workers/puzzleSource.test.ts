import { describe, expect, it } from 'vitest';
import { countSolutions } from '../../src/engine';
import { createEngineClient } from '../../src/workers/engineClient';
import { runTask } from '../../src/workers/engineTasks';
import type { TaskMessage, TaskReply } from '../../src/workers/engineTasks';
import { createPuzzleSource } from '../../src/workers/puzzleSource';

/** A stand-in for the engine worker: answers each task on a later tick, like a real one. */
class FakeWorker {
  onmessage: ((event: MessageEvent<TaskReply>) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  onmessageerror: (() => void) | null = null;
  tasks: TaskMessage[] = [];
  postMessage(message: TaskMessage): void {
    this.tasks.push(message);
    const data: TaskReply = { id: message.id, ok: true, result: runTask(message.task) };
    setTimeout(() => this.onmessage?.({ data } as MessageEvent<TaskReply>), 0);
  }
  terminate(): void {}
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

function source(worker: FakeWorker | null) {
  let seed = 1;
  const client = createEngineClient({
    makeWorker: () => worker as unknown as Worker,
    loadFallback: () => import('../../src/workers/engineTasks'),
  });
  return createPuzzleSource(client, () => seed++);
}

describe('puzzle source', () => {
  it('without a worker, makes puzzles on the page', async () => {
    const p = await source(null).request('easy');
    expect(countSolutions(p.puzzle, 2)).toBe(1);
  });

  it('keeps the next puzzle of a level ready, so take() answers at once', async () => {
    const fake = new FakeWorker();
    const puzzles = source(fake);
    expect(puzzles.take('medium')).toBeNull(); // nothing ready yet; starts preparing
    expect(fake.tasks).toHaveLength(1);
    expect(fake.tasks[0].task).toMatchObject({ kind: 'generate', difficulty: 'medium' });
    await tick();
    const ready = puzzles.take('medium');
    expect(ready).not.toBeNull();
    expect(countSolutions(ready!.puzzle, 2)).toBe(1);
    expect(fake.tasks).toHaveLength(2); // the next one is on its way
  });

  it('request() waits for a puzzle and never asks twice for the same level at once', async () => {
    const fake = new FakeWorker();
    const puzzles = source(fake);
    puzzles.prepare('hard');
    puzzles.prepare('hard');
    expect(fake.tasks).toHaveLength(1);
    const p = await puzzles.request('hard');
    expect(countSolutions(p.puzzle, 2)).toBe(1);
    expect(p.solution.every((d) => d >= 1 && d <= 9)).toBe(true);
  });
});
