/// <reference lib="webworker" />
import { createRandom, generatePuzzle } from '../engine';
import type { PuzzleRequest, PuzzleResponse } from './puzzleSource';

/*
 * The generator's thread: graded generation can take tens of milliseconds
 * (a Master puzzle sometimes more), so it never runs on the page's thread.
 */
self.onmessage = (event: MessageEvent<PuzzleRequest>) => {
  const { id, difficulty, seed } = event.data;
  const { puzzle, solution } = generatePuzzle({ difficulty, random: createRandom(seed) });
  const response: PuzzleResponse = { id, difficulty, puzzle: [...puzzle], solution: [...solution] };
  self.postMessage(response);
};
