import type { Core, GetState, SetState } from './core';
import { startGame } from './core';
import { EMPTY_BOARD } from './state';

/**
 * Back from a daily puzzle (its progress is saved apart) to the regular
 * game set aside, its clock running again. No-op on the regular game.
 * Returns false when there is no regular game to go back to (the board is
 * then empty, waiting for a new game).
 */
export function leaveDaily(set: SetState, get: GetState, core: Core): boolean {
  const { daily, parked } = get();
  if (daily === null) return true;
  core.cancelPending();
  const common = { daily: null, parked: null, announcement: null, hintFlow: null, dialog: null };
  if (!parked) {
    set({ ...common, ...startGame(EMPTY_BOARD, EMPTY_BOARD, null), gameId: '' });
    return false;
  }
  const { position: _position, ...game } = parked;
  const running = !game.paused && game.finishedAt === null;
  set({ ...common, ...game, solutionPath: null, runningSince: running ? Date.now() : null });
  return true;
}
