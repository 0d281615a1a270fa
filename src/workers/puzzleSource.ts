import type { Board, Difficulty } from '../engine';
import type { EngineClient } from './engineClient';

/** A puzzle ready to play, with its unique solution. */
export interface ReadyPuzzle {
  puzzle: Board;
  solution: Board;
}

/**
 * Where new games come from: one puzzle per level is kept ready, generated
 * by the engine client (in its worker), so "New game" can start at once.
 * `take` hands over the ready puzzle (and starts preparing the next);
 * `request` waits for one.
 */
export interface PuzzleSource {
  /** The ready puzzle for `difficulty`, or null when none is ready yet. Starts preparing the next. */
  take(difficulty: Difficulty): ReadyPuzzle | null;
  /** A puzzle for `difficulty`, as soon as one is ready; rejects when the engine cannot make one. */
  request(difficulty: Difficulty): Promise<ReadyPuzzle>;
  /** Start preparing a puzzle for `difficulty` if none is ready or on its way. */
  prepare(difficulty: Difficulty): void;
}

/** A source that asks `client` for puzzles, seeding each with `seed()`. */
export function createPuzzleSource(client: EngineClient, seed: () => number): PuzzleSource {
  const ready = new Map<Difficulty, ReadyPuzzle>(); // one prepared puzzle per level
  const pending = new Map<Difficulty, Promise<ReadyPuzzle>>(); // generation under way per level

  const prepare = (difficulty: Difficulty): void => {
    if (ready.has(difficulty) || pending.has(difficulty)) return;
    const promise = client.run({ kind: 'generate', difficulty, seed: seed() }).then(
      (p) => {
        pending.delete(difficulty);
        ready.set(difficulty, p);
        return p;
      },
      (error: unknown) => {
        pending.delete(difficulty);
        throw error;
      },
    );
    // A failure is reported to whoever waits (request); preparing ahead stays quiet.
    promise.catch(() => {});
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
