/** The midend's public surface: the store hook, its selectors and its types. */
export {
  useGame,
  loadStarters,
  resetGameStore,
  engineIdle,
  whenLoaded,
  actionsWaiting,
} from './game';
export { loadWriter } from './save/persist';
export { savedDailyDates } from './save/daily';
export { selectHistory } from './history';
export {
  selectCanRedo,
  selectCanUndo,
  selectElapsedMs,
  selectPosition,
  selectCellViews,
  selectConflicts,
  selectDigitFirst,
  selectEmptyCount,
  selectHeldDigit,
  selectHasGame,
  selectInProgress,
  selectRemaining,
  selectSolved,
} from './selectors';
export type { CellView } from './selectors';
export { selectRegularInProgress } from './regularGame';
export { EDGE, SIDES, selectHintCard, selectHintChain, selectHintMarks } from './hintView';
export type { HintChain, HintMarks, HintRole } from './hintView';
export { drawingOf, loadDrawing } from './drawing';
export { CORNER, CORNERS, DIAGONAL } from './drawingData';
export type { CellDrawing } from './drawingData';
export type {
  Announcement,
  Direction,
  EntrySuggestion,
  EntryVerdict,
  SolutionPath,
  GameState,
  GameStore,
  LoadError,
  Notice,
  DroppedPart,
  BackupStatus,
  DailyResult,
} from './types';
export { bestStreak, bestTimesByWeekday, calendarDays, currentStreak } from './dailyStats';
export { todayKey } from './today';
export { DEFAULT_SETTINGS, INPUT_MODES, LANGUAGES, MISTAKE_LIMITS, THEMES } from './settings';
export type { InputMode, Language, MistakeLimit, MistakesMode, Settings, Theme } from './settings';
export { emptyStats } from './stats';
export { averageTimeMs, winRate } from './statsView';
export type { LevelStats, Stats } from './stats';
