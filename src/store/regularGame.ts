import { selectInProgress } from './selectors';
import type { GameState } from './types';

/*
 * Asked only by the dialogs and the rarer actions (not in the first load):
 * whether the regular game has work to lose.
 */

/** True when a new game would replace the regular game's work in progress (set aside during a daily). */
export const selectRegularInProgress = (s: GameState): boolean =>
  s.daily === null
    ? selectInProgress(s)
    : s.parked !== null &&
      s.parked.finishedAt === null &&
      s.parked.position.digits.some((d, i) => d !== s.parked!.givens[i]);
