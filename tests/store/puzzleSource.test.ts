import { describe, expect, it } from 'vitest';
import { countSolutions, createRandom, generatePuzzle } from '../../src/engine';
import { createPuzzleSource } from '../../src/store/puzzleSource';
import type { PuzzleRequest, PuzzleResponse } from '../../src/store/puzzleSource';

/** A stand-in for the generator worker: answers each message on a later tick, like a real one. */
class FakeWorker {
  onmessage: ((event: MessageEvent<PuzzleResponse>) => void) | null = null;
  requests: PuzzleRequest[] = [];
  postMessage(request: PuzzleRequest): void {
    this.requests.push(request);
    const { puzzle, solution } = generatePuzzle({
      difficulty: request.difficulty,
      random: createRandom(request.seed),
    });
    const data: PuzzleResponse = {
      id: request.id,
      difficulty: request.difficulty,
      puzzle: [...puzzle],
      solution: [...solution],
    };
    setTimeout(() => this.onmessage?.({ data } as MessageEvent<PuzzleResponse>), 0);
  }
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('puzzle source', () => {
  it('without a worker, generates on the spot', () => {
    const source = createPuzzleSource(() => null);
    const p = source.take('easy');
    expect(p).not.toBeNull();
    expect(countSolutions(p!.puzzle, 2)).toBe(1);
  });

  it('keeps the next puzzle of a level ready, so take() answers at once', async () => {
    const fake = new FakeWorker();
    const source = createPuzzleSource(() => fake as unknown as Worker);
    expect(source.take('medium')).toBeNull(); // nothing ready yet; starts preparing
    expect(fake.requests).toHaveLength(1);
    await tick();
    const ready = source.take('medium');
    expect(ready).not.toBeNull();
    expect(countSolutions(ready!.puzzle, 2)).toBe(1);
    expect(fake.requests).toHaveLength(2); // the next one is on its way
  });

  it('request() waits for a puzzle and never asks twice for the same level at once', async () => {
    const fake = new FakeWorker();
    const source = createPuzzleSource(() => fake as unknown as Worker);
    source.prepare('hard');
    source.prepare('hard');
    expect(fake.requests).toHaveLength(1);
    const p = await source.request('hard');
    expect(countSolutions(p.puzzle, 2)).toBe(1);
    expect(p.solution.every((d) => d >= 1 && d <= 9)).toBe(true);
  });
});
