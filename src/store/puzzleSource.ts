import { createRandom, generatePuzzle } from '../engine';
import type { Board, Difficulty } from '../engine';

/** A message to the generator worker. */
export interface PuzzleRequest {
  id: number; // matches the response to its request
  difficulty: Difficulty; // the level wanted
  seed: number; // seed for the engine's random source
}

/** The generator worker's answer. */
export interface PuzzleResponse {
  id: number;
  difficulty: Difficulty;
  puzzle: number[];
  solution: number[];
}

export interface ReadyPuzzle {
  puzzle: Board;
  solution: Board;
}

/**
 * Where new games come from: one puzzle per level is kept ready, generated
 * in a Web Worker, so "New game" can start at once. `take` hands over the
 * ready puzzle (and starts preparing the next); `request` waits for one.
 * Without Worker support (tests in jsdom, very old browsers) puzzles are
 * generated on the calling thread instead.
 */
export interface PuzzleSource {
  /** The ready puzzle for `difficulty`, or null when none is ready yet. Starts preparing the next. */
  take(difficulty: Difficulty): ReadyPuzzle | null;
  /** A puzzle for `difficulty`, as soon as one is ready. */
  request(difficulty: Difficulty): Promise<ReadyPuzzle>;
  /** Start preparing a puzzle for `difficulty` if none is ready or on its way. */
  prepare(difficulty: Difficulty): void;
}

function newSeed(): number {
  return Math.floor(Math.random() * 0x1_0000_0000);
}

/** Generate on this thread (the fallback when there is no Worker). */
function generateHere(difficulty: Difficulty): ReadyPuzzle {
  return generatePuzzle({ difficulty, random: createRandom(newSeed()) });
}

/** A source backed by a worker made by `makeWorker`, or by this thread when it returns null. */
export function createPuzzleSource(makeWorker: () => Worker | null): PuzzleSource {
  let worker: Worker | null = null;
  try {
    worker = makeWorker();
  } catch {
    worker = null;
  }
  if (!worker) {
    return {
      take: generateHere,
      request: (difficulty) => Promise.resolve(generateHere(difficulty)),
      prepare: () => {},
    };
  }

  const ready = new Map<Difficulty, ReadyPuzzle>(); // one prepared puzzle per level
  const pending = new Map<Difficulty, Promise<ReadyPuzzle>>(); // generation under way per level
  const waiting = new Map<number, (p: ReadyPuzzle) => void>(); // request id -> resolver
  let nextId = 1;
  const w = worker;
  w.onmessage = (event: MessageEvent<PuzzleResponse>) => {
    const { id, puzzle, solution } = event.data;
    waiting.get(id)?.({ puzzle, solution });
    waiting.delete(id);
  };

  const generate = (difficulty: Difficulty): Promise<ReadyPuzzle> => {
    const id = nextId++;
    const promise = new Promise<ReadyPuzzle>((resolve) => waiting.set(id, resolve));
    w.postMessage({ id, difficulty, seed: newSeed() } satisfies PuzzleRequest);
    return promise;
  };

  const prepare = (difficulty: Difficulty): void => {
    if (ready.has(difficulty) || pending.has(difficulty)) return;
    const promise = generate(difficulty).then((p) => {
      pending.delete(difficulty);
      ready.set(difficulty, p);
      return p;
    });
    pending.set(difficulty, promise);
  };

  const take = (difficulty: Difficulty): ReadyPuzzle | null => {
    const p = ready.get(difficulty) ?? null;
    if (p) ready.delete(difficulty);
    prepare(difficulty);
    return p;
  };

  const request = async (difficulty: Difficulty): Promise<ReadyPuzzle> => {
    const now = take(difficulty);
    if (now) return now;
    await pending.get(difficulty);
    return take(difficulty) ?? request(difficulty);
  };

  return { take, request, prepare };
}

/** The browser's generator worker, or null where workers are not available. */
export function browserWorker(): Worker | null {
  if (typeof Worker === 'undefined') return null;
  return new Worker(new URL('./puzzleWorker.ts', import.meta.url), { type: 'module' });
}
