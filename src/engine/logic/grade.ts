import type { Rules } from '../rules';
import type { Board } from '../types';
import { solveLogically } from './solve';
import { MASTER_SURCHARGE, TECHNIQUE_INFO, techniqueRank } from './techniques';
import type { Grade, Level, Step, Technique } from './types';
import { LEVELS } from './types';

/**
 * The grade of a logical path: `steps` as `solveLogically` takes them
 * (simplest technique first) and whether they finish the puzzle.
 * - level: the level of the hardest technique used ('easy' when singles are
 *   enough, ...) in the kind of `rules` (techniqueLevel; default classic);
 *   'master' also when the path does not finish;
 * - solved: the path finishes the puzzle;
 * - techniques: how often each technique was used;
 * - score: the sum of the technique weights over the path, plus
 *   MASTER_SURCHARGE when it does not finish.
 */
export function gradePath(steps: readonly Step[], solved: boolean, rules?: Rules): Grade {
  const techniques: Partial<Record<Technique, number>> = {};
  let score = 0;
  let rank = 0;
  for (const step of steps) {
    const info = TECHNIQUE_INFO[step.technique];
    techniques[step.technique] = (techniques[step.technique] ?? 0) + 1;
    score += info.weight;
    rank = Math.max(rank, techniqueRank(step.technique, rules?.kind));
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
 * `board` is 81 digits (36 for 6x6), 0 = empty, under `rules` (default
 * classic), and must have exactly one solution: the caller checks that
 * (`countSolutions(board, 2, rules) === 1`); on a puzzle with
 * several solutions the unique rectangle may grade wrongly. Never mutates
 * its input.
 */
export function gradePuzzle(board: Board, rules?: Rules): Grade {
  const { steps, solved } = solveLogically(board, undefined, rules);
  return gradePath(steps, solved, rules);
}
