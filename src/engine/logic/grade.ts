import type { Board } from '../types';
import { applyStepInPlace, candidatesFromBoard, isSolvedGrid } from './grid';
import { findNextStep } from './solve';
import { MASTER_SURCHARGE, TECHNIQUE_INFO } from './techniques';
import type { Grade, Level, Technique } from './types';
import { LEVELS } from './types';

/**
 * Grade a puzzle by the techniques its logical solution needs.
 * - level: the level of the hardest technique used ('easy' when singles are
 *   enough, ...); 'master' also when the techniques here get stuck.
 * - solved: the logic finishes the puzzle (false: it got stuck).
 * - techniques: how often each technique was used.
 * - score: the sum of the technique weights over the path, plus
 *   MASTER_SURCHARGE when the logic does not finish.
 *
 * `board` is 81 digits, 0 = empty, and must have exactly one solution: the
 * caller checks that (`countSolutions(board, 2) === 1`); a puzzle with
 * several solutions grades 'master' or, through the unique rectangles and
 * BUG+1, may grade wrongly. Never mutates its input.
 */
export function gradePuzzle(board: Board): Grade {
  const grid = candidatesFromBoard(board);
  const techniques: Partial<Record<Technique, number>> = {};
  let score = 0;
  let rank = 0;
  for (;;) {
    const step = findNextStep(grid);
    if (!step) break;
    const info = TECHNIQUE_INFO[step.technique];
    techniques[step.technique] = (techniques[step.technique] ?? 0) + 1;
    score += info.weight;
    rank = Math.max(rank, LEVELS.indexOf(info.level));
    applyStepInPlace(grid, step);
  }
  let level: Level = LEVELS[rank];
  const solved = isSolvedGrid(grid);
  if (!solved) {
    level = 'master';
    score += MASTER_SURCHARGE;
  }
  return { level, solved, techniques, score };
}
