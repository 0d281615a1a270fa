import { randomInt } from '../random';
import { solve } from '../solver';
import type { Step, ClassicTechnique } from '../logic/types';
import type { Random } from '../types';
import { PRACTICE_BANK } from './bank';
import { PRACTICE_PLAN } from './plan';
import { minimalPuzzle } from './puzzle';
import { randomSymmetry, transformBoard } from './symmetry';
import { playUntil } from './walk';

/** A practice position: a new puzzle played forward until one technique is the simplest step. */
export interface PracticePosition {
  technique: ClassicTechnique;
  /** The puzzle's givens: 81 digits, 0 = empty. It has exactly one solution. */
  puzzle: number[];
  /** Its solution (81 digits). */
  solution: number[];
  /** The position: the givens and the digits the simpler steps placed (81, 0 = empty). */
  digits: number[];
  /**
   * The candidates there (81 masks, bit d-1 = digit d; 0 for filled cells):
   * every digit the placed digits allow, less what the simpler steps
   * removed. They are the notes to show: the technique needs them.
   */
  candidates: number[];
  /** The step the logic finds there: `step.technique === technique`. */
  step: Step;
  /** How the puzzle was made: fresh ('generated') or from the bank, transformed ('bank'). */
  source: 'generated' | 'bank';
}

/**
 * A practice position for `technique`: a new puzzle (a random minimal one
 * from a new solved grid) played forward by the simpler techniques until
 * `technique` is the simplest step available there, so the position's next
 * step is exactly that technique. Techniques that new puzzles meet rarely
 * (PRACTICE_PLAN) come from a bank of puzzles found the same way
 * (bank.ts, made by tests/tools/practice-bank.ts), each under a random
 * symmetry (relabelled digits, swapped rows, columns, bands and stacks, a
 * reflection), so that one is new too.
 *
 * Pure: the same `random` sequence gives the same position. Time grows with
 * the technique (see `npm run bench`); run it in a worker.
 */
export function makePracticePosition(
  technique: ClassicTechnique,
  random: Random,
): PracticePosition {
  const plan = PRACTICE_PLAN[technique];
  const bank = PRACTICE_BANK[technique] ?? [];
  // Fresh puzzles first; a technique without a bank keeps trying (it is common).
  for (let attempt = 0; attempt < plan.fresh || bank.length === 0; attempt++) {
    const { puzzle, solution } = minimalPuzzle(random);
    const found = playUntil(puzzle, technique, random, plan.choices);
    if (found) return { technique, puzzle, solution, ...found, source: 'generated' };
  }
  // From the bank: a random entry under a random symmetry. Every entry reaches
  // the technique as it is (a test checks); a symmetry keeps that true
  // whenever the simpler steps are found in the same order, which is nearly
  // always, so a miss just draws again, and the last resort is an entry as it is.
  for (let attempt = 0; attempt < 2 * bank.length; attempt++) {
    const entry = parseBoard(bank[randomInt(random, bank.length)]);
    const puzzle = transformBoard(entry, randomSymmetry(random));
    const found = playUntil(puzzle, technique, random, plan.choices);
    if (found) return { technique, puzzle, solution: solve(puzzle)!, ...found, source: 'bank' };
  }
  const puzzle = parseBoard(bank[randomInt(random, bank.length)]);
  const found = playUntil(puzzle, technique)!;
  return { technique, puzzle, solution: solve(puzzle)!, ...found, source: 'bank' };
}

/** 81 characters, '0' or '.' for an empty cell, as 81 digits. */
function parseBoard(text: string): number[] {
  return Array.from(text, (ch) => (ch >= '1' && ch <= '9' ? ch.charCodeAt(0) - 48 : 0));
}
