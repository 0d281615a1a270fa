/** The midend's public surface: the store hook, its selectors and its types. */
export { useGame, resetGameStore, engineIdle, preloadStore, whenLoaded } from './game';
export { selectHistory } from './history';
export {
  selectCanRedo,
  selectCanUndo,
  selectElapsedMs,
  selectPosition,
  selectCellViews,
  selectConflicts,
  selectEmptyCount,
  selectHasGame,
  selectInProgress,
  selectRemaining,
  selectSolved,
  isFlagged,
} from './selectors';
export type { CellView } from './selectors';
export { EDGE, selectHintCard, selectHintMarks } from './hintView';
export type { HintMarks, HintRole } from './hintView';
export type {
  Announcement,
  Dialog,
  Direction,
  HintFlow,
  SolutionPath,
  GameActions,
  GameState,
  GameStore,
  LoadError,
  Notice,
  DroppedPart,
} from './types';
export { DEFAULT_SETTINGS } from './settings';
export type { MistakesMode, Settings } from './settings';
export { averageTimeMs, emptyStats, winRate } from './stats';
export type { LevelStats, Stats } from './stats';
