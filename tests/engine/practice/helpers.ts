import { expect } from 'vitest';
import { PEERS, countSolutions, solve, type Board } from '../../../src/engine';
import type { CandidateGrid, Step } from '../../../src/engine/logic';

/**
 * Checks that a position is a real one: a puzzle with one solution, its
 * givens kept, every placed digit the solution's, every empty cell's
 * candidates holding the solution's digit and none a peer holds, and the
 * step's changes true.
 */
export function expectRealPosition(
  puzzle: Board,
  digits: Board,
  candidates: ArrayLike<number>,
  step: Step,
): number[] {
  expect(countSolutions(puzzle, 2)).toBe(1);
  const solution = solve(puzzle)!;
  for (let i = 0; i < 81; i++) {
    if (puzzle[i] !== 0) expect(digits[i]).toBe(puzzle[i]);
    if (digits[i] !== 0) {
      expect(digits[i]).toBe(solution[i]);
      expect(candidates[i]).toBe(0);
      continue;
    }
    expect(candidates[i] & (1 << (solution[i] - 1))).not.toBe(0);
    for (const p of PEERS[i]) {
      if (digits[p] !== 0) expect(candidates[i] & (1 << (digits[p] - 1))).toBe(0);
    }
  }
  for (const p of step.placements) expect(solution[p.cell]).toBe(p.digit);
  for (const e of step.eliminations) {
    expect(solution[e.cell]).not.toBe(e.digit);
    expect(candidates[e.cell] & (1 << (e.digit - 1))).not.toBe(0);
  }
  return solution;
}

/** The candidate grid of a position. */
export function gridOf(digits: Board, candidates: ArrayLike<number>): CandidateGrid {
  return { values: Uint8Array.from(digits), masks: Uint16Array.from(candidates) };
}
