import type { ClassicTechnique } from '../engine/logic/types';
import type { PracticePosition } from '../engine/practice';
import { loadEngine } from './engineLoader';

/*
 * Practice positions for the Learn dialog, made in the engine's worker
 * (the 'practice' task; the page does it when no worker can run). Loaded
 * with Learn, never in the first load. Practice is the dialog's own: it
 * touches none of the game's state, its save, statistics or history.
 */

/** The puzzles of the positions given in this session (this page), so none comes twice. */
const seen = new Set<string>();

/** How many positions to ask for before giving up on one not seen yet. */
const TRIES = 6;

/**
 * A new practice position for `technique`, never one given before in this
 * session (compared by puzzle). Rejects when the engine fails or takes
 * too long (its client's time limit), or with an AbortError when `signal`
 * aborts first.
 */
export async function newPracticePosition(
  technique: ClassicTechnique,
  signal?: AbortSignal,
): Promise<PracticePosition> {
  const engine = await loadEngine();
  for (let i = 0; i < TRIES; i++) {
    const task = { kind: 'practice', technique, seed: engine.newSeed() } as const;
    const position = await engine.solver.run(task, signal);
    const key = position.puzzle.join('');
    if (seen.has(key)) continue;
    seen.add(key);
    return position;
  }
  throw new Error('Every position made had been given before.');
}
