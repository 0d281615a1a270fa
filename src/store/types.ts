import type {
  Board,
  Position,
  CellIndex,
  Difficulty,
  Digit,
  Hint,
  Kind,
  KindTextError,
  Move,
  ParseError,
  Rules,
  SharedBoard,
  TeachingHint,
} from '../engine';
import type { Step } from '../engine/logic';
import type { Settings } from './settings';
import type { Mastery } from './mastery';
import type { KindStats, Stats } from './stats';

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
  | { kind: 'won'; elapsedMs: number }
  | { kind: 'rewound'; moveNumber: number; move: Move }
  | { kind: 'rewind-nothing' }
  | { kind: 'rewind-start' }
  | { kind: 'mistake'; cell: CellIndex }
  | { kind: 'hint-step'; step: Step; stage: HintStage }
  | { kind: 'hint-notes'; cell: CellIndex }
  | { kind: 'hint-stuck' }
  | { kind: 'engine-failed'; inProgress: boolean } // inProgress: the player has a game under way
  | { kind: 'restarted' }
  | { kind: 'preparing-daily' }
  | { kind: 'preparing-game'; puzzleKind: Kind }; // a new puzzle of another kind is being made

/**
 * Teaching hints come in three presses: 1 names the area and technique,
 * 2 shows the cells involved and explains why, 3 applies the step.
 */
export type HintStage = 1 | 2 | 3;

/** A teaching hint being shown: which one and how far it has been revealed. */
export interface HintFlow {
  hint: TeachingHint; // what the hint is about (a step, or 'stuck' on a Master position)
  stage: 1 | 2; // presses so far; the next press goes one further
  branch: number; // the chain drawn and walked: a chain hint's branch, -1 its summary (0 for other steps)
  page: number; // the page of that branch's walk on show (src/learn/hintWalk.ts); 0 for the summary
}

/** The whole logical path from the givens, for the "Solution steps" view. */
export interface SolutionPath {
  steps: readonly Step[]; // each deduction, in order
  boards: readonly Board[]; // boards[i] is the board before steps[i]; one more at the end
  solved: boolean; // false when the techniques here get stuck (a Master puzzle)
}

/**
 * Something the player should know about saving, as data: saved data that
 * was dropped or repaired because it was unreadable, storage that is
 * unavailable or full (and later, saving again), records of a newer
 * version left alone, newer progress taken over from another tab, or the
 * engine running in the page.
 */
export type Notice =
  | { kind: 'storage-unavailable' }
  | { kind: 'storage-full' }
  | { kind: 'storage-recovered' } // saved again after storage was full
  | { kind: 'dropped'; parts: readonly DroppedPart[] }
  | { kind: 'newer-version' } // saved by a newer version of the game: left as it is, nothing saved here
  | { kind: 'load-failed' } // the saved game could not be read now (the checks did not load); kept as it is
  | { kind: 'synced-from-other-tab' }
  | { kind: 'engine-fallback' }
  | { kind: 'imported'; summary: BackupSummary }; // a backup was imported

/**
 * A part of the saved data that was invalid and dropped on load, or
 * ('values') numbers out of range that were repaired.
 */
export type DroppedPart = 'game' | 'history' | 'settings' | 'stats' | 'entry' | 'daily' | 'values';

/** What a backup file holds, as shown before it is imported. */
export interface BackupSummary {
  game: { level: Difficulty | null; moves: number; solved: boolean } | null; // the regular game
  dailies: number; // daily puzzles with progress
  solvedDailies: number; // daily puzzles solved
  played: number; // games counted in the statistics
  won: number; // of which won
  exportedAt: string; // when the file was made (ISO 8601)
}

/** Why a backup file was refused (nothing was changed). */
export type BackupError =
  | 'too-large' // bigger than any backup this game writes
  | 'damaged' // not JSON (garbage, or cut short)
  | 'not-backup' // JSON, but not this game's backup
  | 'newer' // made by a newer version of the game
  | 'invalid' // this game's backup, but some part fails the checks
  | 'unreadable'; // the file could not be read

/** Export and import of a player's data, as the Settings dialog shows it. */
export type BackupStatus =
  | { kind: 'reading' } // a file is being read and checked
  | { kind: 'offer'; summary: BackupSummary } // a valid file, waiting for "Import"
  | { kind: 'refused'; reason: BackupError }
  | { kind: 'exported'; shared: boolean }; // a file was saved (or shared)

/**
 * Why a puzzle could not be opened: a parse error, a solver verdict, a
 * pasted text that is not a puzzle, or a clipboard that cannot be read.
 */
export type LoadError =
  | ParseError
  | { code: 'no-solution' }
  | { code: 'multiple-solutions' }
  | { code: 'empty' } // pasted text with nothing in it
  | { code: 'link-without-puzzle' } // a pasted address with no puzzle in it
  | { code: 'clipboard' } // the page may not read the clipboard (the Paste button)
  | { code: 'damaged-link' } // a share link that is damaged or was changed
  | { code: 'kind-text'; error: KindTextError }; // another kind's text (K:, J:, X:, 36 cells) that is not a puzzle

/** Where a rejected puzzle came from: a link in the address, or something pasted. */
export type LoadErrorSource = 'link' | 'paste';

/** What the grid being entered is, for the entry mode's status line. */
export type EntryVerdict =
  | { kind: 'empty' } // nothing typed yet
  | { kind: 'repeat'; digit: number; cells: readonly CellIndex[] } // a digit repeats in a unit
  | { kind: 'checking' } // the solver is counting its solutions
  | { kind: 'no-solution' }
  | { kind: 'multiple-solutions' }
  | { kind: 'unique'; level: Difficulty; solution: Board }
  | { kind: 'failed' } // the engine could not check it
  | { kind: 'reading' } // a photo is being read
  | {
      kind: 'photo-failed';
      reason: 'not-image' | 'too-large' | 'too-small' | 'no-grid' | 'failed';
    };

/**
 * A likely misreading of a photo: change these cells to these digits
 * (shown, never applied silently); `sure` (0..1) is how likely the fix is right.
 */
export interface EntrySuggestion {
  changes: readonly { cell: CellIndex; from: number; to: number }[];
  sure: number;
}

/**
 * A puzzle being entered on the board ("Enter a puzzle"): the game in
 * progress stays as it was underneath, with its clock stopped, and comes
 * back on Cancel.
 */
export interface Entry {
  cells: Board; // the digits typed, pasted or read from a photo; 0 = empty
  uncertain: readonly boolean[]; // cells a photo read with low confidence (until the player types there)
  verdict: EntryVerdict;
  suggestion: EntrySuggestion | null; // from a photo read with no or several solutions
  poorRead?: boolean; // the photo could not be read reliably (until the grid is changed); absent: false
  resume: { selected: CellIndex; notesMode: boolean; running: boolean; paused: boolean }; // the game's state to go back to
}

/** A solved daily puzzle (kept for the calendar and the statistics). */
export interface DailyResult {
  timeMs: number; // time played, as the clock showed it
  hints: number; // hints taken
  mistakes: number; // mistakes counted
  onTime: boolean; // solved on the puzzle's own day (only those count towards the streak)
}

/** The game fields of the state: what is set aside while a daily puzzle is played. */
export type GameField =
  | 'gameId'
  | 'rules'
  | 'givens'
  | 'solution'
  | 'moves'
  | 'historyIndex'
  | 'selected'
  | 'notesMode'
  | 'markMode'
  | 'level'
  | 'flagged'
  | 'startedAt'
  | 'finishedAt'
  | 'elapsedMs'
  | 'paused'
  | 'hintsUsed'
  | 'mistakes';

/** The regular game set aside while a daily puzzle is played, with its clock stopped. */
export type ParkedGame = Pick<GameState, GameField> & { position: Position };

/** A player's digits and notes from a share link, laid over its puzzle when it opens. */
/** A shared player's board: digits (givens included), notes, and corner marks and colours if any. */
export type SharedProgress = SharedBoard;

/** A dialog that can be open over the game. */
export type Dialog =
  | 'new-game'
  | 'mistake-limit'
  | 'settings'
  | 'statistics'
  | 'won'
  | 'confirm-solution-steps'
  | 'solution-steps'
  | 'confirm-link'
  | 'confirm-entry'
  | 'daily'
  | 'share'
  | 'about'
  | 'confirm-import'
  | 'shortcuts' // Keyboard shortcuts
  | 'learn'; // the Learn library and its lessons

/**
 * What the digits write besides digits and notes: corner (Snyder) marks, or
 * the nine colours (the pad then shows colours).
 */
export type MarkMode = 'corner' | 'colour';

/** How a click adds a cell to the selection: Shift adds it, Ctrl/Cmd adds or removes it. */
export type Extend = 'add' | 'toggle';

/** Where `moveSelection` moves; moves wrap around within the row or column. */
export type Direction = 'up' | 'down' | 'left' | 'right';

export interface GameState {
  gameId: string; // a fresh id per game, so saved progress from another game is never mixed in; '' before the first game arrives
  rules: Rules; // the current game's kind and geometry (size, regions, extra units, cages); CLASSIC_RULES for classic
  givens: Board; // the puzzle: size*size cells row-major (81, or 36 for 6x6), 0 = blank; never changes during a game
  solution: Board; // the puzzle's unique solution, from the generator or from analyse() at load
  moves: readonly Move[]; // the game's moves, oldest first, redo tail included; positions are derived (selectHistory)
  historyIndex: number; // how many moves are applied: the position on the board is selectHistory()[historyIndex]
  selected: CellIndex; // the selected cell (0-80); the board's focus follows it
  notesMode: boolean; // digits toggle pencil marks instead of placing digits
  markMode: MarkMode | null; // digits toggle corner marks or paint colours (never with notesMode); null: neither
  selection: readonly CellIndex[] | null; // several cells selected, `selected` among them (in the order added); null: `selected` alone
  heldDigit: Digit | null; // digit first: the digit held on the pad, given to every cell tapped (never saved); null when none
  difficulty: Difficulty; // the level chosen for the next new game
  kind: Kind; // the kind chosen for the next new game
  level: Difficulty | null; // the current game's level; null while a linked puzzle is being graded
  flagged: Board; // per cell, the wrong digit a check, hint or immediate mistake marked there (0 = none)
  startedAt: number; // Date.now() when the current game began
  finishedAt: number | null; // Date.now() when the current game was solved; null until then
  elapsedMs: number; // time played, not counting the stretch since runningSince
  runningSince: number | null; // Date.now() when the clock last started; null while paused or finished
  paused: boolean; // paused by the player or by hiding the tab: the board is hidden, the clock stopped
  hintsUsed: number; // hints taken in this game (pointing at a wrong digit counts too)
  mistakes: number; // wrong digits counted in this game (entered in "show immediately" mode, or found by a check)
  settings: Settings; // the player's settings (persisted, never undone)
  stats: Stats; // statistics per difficulty of classic games (persisted)
  kindStats: KindStats; // statistics per difficulty of each other kind (persisted)
  mastery: Mastery; // per technique, the player's own steps and the hinted ones (persisted; mastery.ts)
  announcement: Announcement | null; // the latest hint, check or win result, for the status region
  announcementId: number; // bumps with every announcement so a repeated one is announced again
  loadError: LoadError | null; // why the last puzzle link or paste was rejected, for the alert; null if none
  loadErrorSource: LoadErrorSource; // where that puzzle came from
  entry: Entry | null; // a puzzle being entered over the game; null while playing
  notice: Notice | null; // a saving problem or sync event to tell the player about; null if none
  dialog: Dialog | null; // the dialog open over the game, if any
  hintFlow: HintFlow | null; // the teaching hint in progress; any change to the board ends it
  solutionPath: SolutionPath | null; // computed when the player asks for the solution steps
  pendingLink: string | null; // a valid puzzle link waiting for the player to confirm replacing the game in progress
  pending: 'hint' | 'solution-steps' | null; // engine work the player asked for and is waiting on
  updateReady: boolean; // a new version of the app is installed and waits for the player's "Update"
  updating: boolean; // the player pressed "Update": the page saves and reloads into it (app/updates.ts)
  daily: string | null; // the date ("YYYY-MM-DD") of the daily puzzle on the board; null for the regular game
  parked: ParkedGame | null; // the regular game, set aside while a daily puzzle is played (null: none yet)
  dailyResults: Readonly<Record<string, DailyResult>>; // solved daily puzzles by date (persisted)
  pendingProgress: SharedProgress | null; // the digits and notes that come with pendingLink, if any
  backup: BackupStatus | null; // export or import under way or just done, for the Settings dialog
}

export interface GameActions {
  /**
   * Start a fresh random puzzle at `difficulty` (also remembered as the
   * chosen level), of `kind` (the chosen kind when omitted; remembered too).
   * Classic starts at once; another kind starts when its worker has made
   * the puzzle (the board shows the game before until then).
   */
  newGame(difficulty: Difficulty, kind?: Kind): void;
  /** Start a first game at the chosen level when there is none yet (a first visit). */
  ensureGame(): void;
  /**
   * Start the puzzle written in `text` (anything parsePuzzle accepts). On a
   * malformed puzzle, or one with no or several solutions, the current game
   * is kept, `loadError` says why, and false is returned. The checks load
   * on first use; once loaded, the game changes before this returns.
   */
  loadPuzzle(text: string, progress?: SharedProgress | null): Promise<boolean>;
  /**
   * Offer the puzzle in `text` (a link): rejected like loadPuzzle when it is
   * not a valid unique puzzle; otherwise it starts at once, or, when a game
   * is in progress, waits in `pendingLink` for the player to confirm.
   */
  offerPuzzle(
    text: string,
    progress?: SharedProgress | null,
    source?: LoadErrorSource,
  ): Promise<boolean>;
  /**
   * Offer the puzzle of a share code (a `?p=` link), with the player's digits
   * and notes when it holds them: as offerPuzzle; a damaged code is rejected
   * with `loadError` 'damaged-link'. With `text` (another kind's puzzle), the
   * code holds the player's board for that puzzle, and the puzzle is `text`.
   */
  offerShared(code: string, text?: string | null): Promise<boolean>;
  /**
   * Play the daily puzzle of `date` ("YYYY-MM-DD"; today when omitted): its
   * saved progress, or the puzzle made from the date in the worker. The
   * regular game is set aside meanwhile, and each is saved apart.
   */
  openDaily(date?: string): void;
  /** Back from a daily puzzle to the regular game set aside (a new one when there is none). */
  leaveDaily(): void;
  /** Start the puzzle waiting in `pendingLink`. */
  confirmLink(): void;
  /** "Enter a puzzle": an empty grid to type a puzzle into, over the game (kept as it is). */
  enterPuzzle(): void;
  /** Put `digit` (0 clears) into the selected cell of the puzzle being entered. */
  editEntry(digit: number): void;
  /** Typing a puzzle in: put `digit` (0: an empty cell) into the selected cell and move to the next one in reading order. */
  typeEntry(digit: number): void;
  /** Backspace while typing a puzzle in: clear the selected cell and step back (an empty one: step back and clear that one). */
  backspaceEntry(): void;
  /** Empty the whole grid being entered. */
  clearEntry(): void;
  /** Leave entry mode: back to the game exactly as it was. */
  cancelEntry(): void;
  /** "Play this puzzle": start the entered puzzle (asks first when a game is in progress). */
  playEntry(): void;
  /** Confirm the dialog: replace the game in progress with the entered puzzle. */
  confirmPlayEntry(): void;
  /**
   * Pasted text: a puzzle in any usual form opens in entry mode to be
   * checked; anything else leaves everything as it was and `loadError` says why.
   */
  pastePuzzle(text: string): void;
  /** The Paste button: read the clipboard (where the browser allows) and paste it. */
  pasteFromClipboard(): void;
  /** "From photo": read the puzzle in an image file (in a worker) into the grid being entered. */
  readPhoto(file: Blob): void;
  /** Apply the correction proposed for a photo's likely misreadings. */
  applySuggestion(): void;
  /** Count the solutions of the grid being entered again (after it was read back from storage). */
  checkEntry(): void;
  /** "Export my data": a backup file of everything the player keeps, downloaded or shared. */
  exportData(): void;
  /** "Import my data": read and check a backup file, then offer it (nothing changes yet). */
  chooseImport(file: Blob): void;
  /** Import the backup on offer: its records replace these, solved dailies and best times merged. */
  confirmImport(): void;
  /** Put away the backup on offer, or the message about a refused one. */
  dismissBackup(): void;
  /** Select a cell (0-80), alone. */
  select(cell: CellIndex): void;
  /**
   * Add `cell` to the selection ('add': Shift+click, a drag), or add or
   * remove it ('toggle': Ctrl/Cmd+click). It becomes the selected cell
   * (when removed, the last one added before it does).
   */
  extendSelection(cell: CellIndex, how: Extend): void;
  /** Shift+arrow: move the selected cell one step and add it to the selection. */
  extendSelectionBy(direction: Direction): void;
  /**
   * A digit on the selection (several cells, or corner marks or colours):
   * every empty selected cell gets it (or that note or corner mark, taken
   * out of all when all have it; or that colour, cleared from all when all
   * have it), as one undo step. `as` writes a note (Shift+digit) whatever the mode.
   */
  enterOnCells(digit: Digit, as?: 'note'): void;
  /** Erase every selected cell (in colours mode: clear their colours), as one undo step. */
  eraseCells(): void;
  /** Turn corner marks or colours mode on, or off when it is on (notes mode goes off). */
  toggleMarkMode(mode: MarkMode): void;
  /** Move the selection one cell, wrapping at the edges (while a puzzle is entered, left and right run through the rows in reading order). */
  moveSelection(direction: Direction): void;
  /**
   * The digit key or button: in notes mode toggles the note, otherwise places
   * the digit in the selected cell (ignored on givens, hint-filled cells, a
   * solved board and while paused).
   */
  enter(digit: Digit): void;
  /** Empty the selected cell (or cells; in colours mode clear their colours). */
  erase(): void;
  /**
   * Digit first: the pad key or digit key of `digit` holds it, or releases
   * it when it is held already.
   */
  pressDigit(digit: Digit): void;
  /** Digit first: release the held digit (Escape). */
  releaseDigit(): void;
  /**
   * Digit first: a tap on `cell` selects it and gives it the held digit:
   * an empty cell gets it placed (a note in notes mode), a player's digit
   * equal to it is removed; a given or placed digit of another value is
   * held instead.
   */
  tapCell(cell: CellIndex): void;
  /**
   * The Hint button: first a wrong digit or notes that leave out the right
   * digit; otherwise the next logical step in three presses (area and
   * technique, cells and why, then applied; the second selects the cell it
   * fills). When no technique applies it
   * says so, and the next press reveals one cell.
   */
  hint(): void;
  /**
   * Fill the selected empty cell (or, `thisCell` false, the first empty one)
   * from the solution, undoable like a hint's digit. "Reveal this cell"
   * (`thisCell` true) counts as a hint and does nothing on a filled cell.
   */
  revealCell(thisCell?: boolean): void;
  /** Put the hint on show away (its marks and message) without applying it. */
  dismissHint(): void;
  /**
   * Draw and walk another chain of the hint on show (a forcing chain's
   * branch; -1 its summary), at a page of its walk (0 when omitted).
   */
  showHintBranch(branch: number, page?: number): void;
  /** Compute the logical path from the givens and open the "Solution steps" view. */
  showSolutionSteps(): void;
  /** Mark every wrong digit and announce the result. */
  check(): void;
  /** The "New game" button: open its dialog, where the kind and level are chosen. */
  requestNewGame(): void;
  /**
   * "New game" in that dialog: start a game of the chosen kind and level
   * (from a daily puzzle, in place of the regular game set aside).
   */
  confirmNewGame(): void;
  /** "Continue" at the mistake limit: play on, counted in the statistics of the game's level. */
  continuePastLimit(): void;
  /** Clear the player's digits and notes back to the givens (undoable, same game and clock). */
  restartPuzzle(): void;
  /** Close the open dialog without doing anything. */
  closeDialog(): void;
  /** Remember the level for the next new game without starting one. */
  setDifficulty(difficulty: Difficulty): void;
  /** Choose the kind of the next new game (the level becomes one the kind offers). */
  setKind(kind: Kind): void;
  /** New game of another kind than classic (newGame routes it here): made in the worker, then begun. */
  newKindGame(difficulty: Difficulty, kind: Exclude<Kind, 'classic'>): void;
  /** Turn notes mode on or off (or set it). */
  toggleNotesMode(on?: boolean): void;
  /** Toggle pencil mark `digit` in the selected cell, whatever the mode. */
  toggleNote(digit: Digit): void;
  /** Give every empty cell its candidates as notes (undoable). */
  fillNotes(): void;
  /** Step back one move. */
  undo(): void;
  /** Step forward one undone move. */
  redo(): void;
  /** Go back to the latest position in which every digit agrees with the solution (undoable). */
  rewindToLastCorrect(): void;
  /** Stop the clock and hide the board. */
  pause(): void;
  /** Show the board and restart the clock. */
  resume(): void;
  /** Fold the running time into elapsedMs (called every 15 s and before the page hides). */
  tick(): void;
  /** Change settings; they apply at once. */
  updateSettings(patch: Partial<Settings>): void;
  /** Open a dialog ('settings', 'statistics', ...). */
  openDialog(dialog: Dialog): void;
  /** Dismiss the saving notice. */
  dismissNotice(): void;
  /** Close the puzzle-link alert. */
  dismissLoadError(): void;
  /** Tell the game a new version is ready (the "Update" notice shows). */
  setUpdateReady(ready: boolean): void;
  /** The "Update" button: the page saves and reloads into the new version. */
  installUpdate(): void;
}

export type GameStore = GameState & GameActions;
