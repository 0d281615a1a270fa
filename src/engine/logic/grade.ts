import type { Board } from '../types';
import { solveLogically } from './solve';
import { MASTER_SURCHARGE, TECHNIQUE_INFO } from './techniques';
import type { Grade, Level, Step, Technique } from './types';
import { LEVELS } from './types';

/**
 * The grade of a logical path: `steps` as `solveLogically` takes them
 * (simplest technique first) and whether they finish the puzzle.
 * - level: the level of the hardest technique used ('easy' when singles are
 *   enough, ...); 'master' also when the path does not finish;
 * - solved: the path finishes the puzzle;
 * - techniques: how often each technique was used;
 * - score: the sum of the technique weights over the path, plus
 *   MASTER_SURCHARGE when it does not finish.
 */
export function gradePath(steps: readonly Step[], solved: boolean): Grade {
  const techniques: Partial<Record<Technique, number>> = {};
  let score = 0;
  let rank = 0;
  for (const step of steps) {
    const info = TECHNIQUE_INFO[step.technique];
    techniques[step.technique] = (techniques[step.technique] ?? 0) + 1;
    score += info.weight;
    rank = Math.max(rank, LEVELS.indexOf(info.level));
  }
  let level: Level = LEVELS[rank];
  if (!solved) {
    level = 'master';
    score += MASTER_SURCHARGE;
  }
  return { level, solved, techniques, score };
}

/**
 * Grade a puzzle by the techniques its logical solution needs (see
 * `gradePath`): Master means it needs chains or forcing chains; `solved`
 * tells whether the logic finishes it.
 *
 * `board` is 81 digits, 0 = empty, and must have exactly one solution: the
 * caller checks that (`countSolutions(board, 2) === 1`); on a puzzle with
 * several solutions the unique rectangle may grade wrongly. Never mutates
 * its input.
 */
export function gradePuzzle(board: Board): Grade {
  const { steps, solved } = solveLogically(board);
  return gradePath(steps, solved);
}
