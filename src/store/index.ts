/** The midend's public surface: the store hook, its selectors and its types. */
export { useGame, resetGameStore } from './game';
export {
  selectCellViews,
  selectConflicts,
  selectEmptyCount,
  selectInProgress,
  selectRemaining,
  selectSolved,
  isFlagged,
} from './selectors';
export type { CellView } from './selectors';
export type {
  Announcement,
  Dialog,
  Direction,
  GameActions,
  GameState,
  GameStore,
  LoadError,
} from './types';
