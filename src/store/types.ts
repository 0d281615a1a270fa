import type { Board, CellIndex, Difficulty, Digit, Hint, ParseError, Position } from '../engine';

/**
 * The result of the latest hint, check or win, as data. The status region
 * words it through the messages module, so the store never holds text.
 */
export type Announcement =
  | { kind: 'hint'; hint: Hint }
  | { kind: 'already-solved' }
  | { kind: 'check-solved' }
  | { kind: 'check-wrong'; count: number }
  | { kind: 'check-ok'; remaining: number }
  | { kind: 'won'; elapsedMs: number };

/** Why a puzzle text could not be started: a parse error or a solver verdict. */
export type LoadError = ParseError | { code: 'no-solution' } | { code: 'multiple-solutions' };

/** A dialog that can be open over the game. */
export type Dialog = 'confirm-new-game';

/** Where `moveSelection` moves; moves wrap around within the row or column. */
export type Direction = 'up' | 'down' | 'left' | 'right';

export interface GameState {
  givens: Board; // the puzzle: 81 cells row-major, 0 = blank; never changes during a game
  solution: Board; // the puzzle's unique solution, from the generator or from analyse() at load
  position: Position; // the undoable part: digits (givens included), notes, hint-filled cells
  selected: CellIndex; // the selected cell (0-80); the board's focus follows it
  difficulty: Difficulty; // the level chosen for the next new game
  level: Difficulty | null; // the current game's level; null for a linked puzzle outside every band
  flagged: Board; // per cell, the wrong digit a check or hint marked there (0 = none)
  startedAt: number; // Date.now() when the current game began
  finishedAt: number | null; // Date.now() when the current game was solved; null until then
  announcement: Announcement | null; // the latest hint, check or win result, for the status region
  announcementId: number; // bumps with every announcement so a repeated one is announced again
  loadError: LoadError | null; // why the last puzzle link was rejected, for the alert; null if none
  dialog: Dialog | null; // the dialog open over the game, if any
}

export interface GameActions {
  /** Start a fresh random puzzle at `difficulty` (also remembered as the chosen level). */
  newGame(difficulty: Difficulty): void;
  /**
   * Start the puzzle written in `text` (anything parsePuzzle accepts). On a
   * malformed puzzle, or one with no or several solutions, the current game
   * is kept, `loadError` says why, and false is returned.
   */
  loadPuzzle(text: string): boolean;
  /** Select a cell (0-80). */
  select(cell: CellIndex): void;
  /** Move the selection one cell, wrapping at the edges. */
  moveSelection(direction: Direction): void;
  /** Place a digit in the selected cell (ignored on givens, hint-filled cells and a solved board). */
  enter(digit: Digit): void;
  /** Empty the selected cell. */
  erase(): void;
  /** Point at a wrong digit, or fill one cell with its solution digit and say why. */
  hint(): void;
  /** Mark every wrong digit and announce the result. */
  check(): void;
  /**
   * The "New game" button: start a game at the chosen level at once, or,
   * when that would throw away work in progress, open the confirmation.
   */
  requestNewGame(): void;
  /** Confirm the dialog: start the new game at the chosen level. */
  confirmNewGame(): void;
  /** Close the open dialog without doing anything. */
  closeDialog(): void;
  /** Remember the level for the next new game without starting one. */
  setDifficulty(difficulty: Difficulty): void;
  /** Close the puzzle-link alert. */
  dismissLoadError(): void;
}

export type GameStore = GameState & GameActions;
