import { CLASSIC_RULES, countEmpty, findConflicts, isSolved } from '../engine';
import { CLASSIC_LAYOUT } from '../engine/layout';
import type { Layout } from '../engine/layout';
import type { Board, CellIndex, Kind, Position, Rules } from '../engine';
import { selectHintMarks } from './hintView';
import { selectHistory } from './history';
import type { HintMarks, HintRole } from './hintView';
import { drawingNow } from './drawingNow';
import { layoutOf } from './layouts';
import { memoLast } from './memo';
import { EMPTY_BOARD } from './state';
import type { GameState } from './types';

/*
 * Derived values, computed from state and never stored. Each selector that
 * builds an array or set remembers its last inputs (by reference), so it
 * returns the same object while those inputs are unchanged: zustand's hooks
 * need a stable result, and nothing is recomputed on unrelated updates.
 */

/** The position on the board: the history entry at historyIndex. */
export const selectPosition = (s: GameState): Position => selectHistory(s)[s.historyIndex];

/** True once a game is on the board (on a first visit the first one is still being made). */
export const selectHasGame = (s: GameState): boolean => s.gameId !== '';

/** True when there is a move to undo. */
export const selectCanUndo = (s: GameState): boolean => s.historyIndex > 0 && s.finishedAt === null;

/** True when there is an undone move to redo. */
export const selectCanRedo = (s: GameState): boolean =>
  s.historyIndex < s.moves.length && s.finishedAt === null;

/** Time played in ms at `now` (Date.now()), counting the running stretch. */
export const selectElapsedMs = (s: GameState, now: number): number =>
  s.elapsedMs + (s.runningSince === null ? 0 : Math.max(0, now - s.runningSince));

const conflictsOf = memoLast(
  (digits: Board, layout: Layout) => new Set(findConflicts(digits, layout)),
);

/** Cells whose digit repeats in a unit (row, column, box or region, diagonal) or a Killer cage (givens included). */
export const selectConflicts = (s: GameState): ReadonlySet<CellIndex> =>
  conflictsOf(selectPosition(s).digits, selectLayout(s));

/** True when every cell holds its solution digit. */
export const selectSolved = (s: GameState): boolean =>
  selectHasGame(s) && isSolved(selectPosition(s).digits, s.solution);

/** Empty cells left. */
export const selectEmptyCount = (s: GameState): number => countEmpty(selectPosition(s).digits);

const remainingOf = memoLast((digits: Board) => {
  const size = Math.round(Math.sqrt(digits.length)); // 9, or 6
  const left = new Array<number>(size + 1).fill(size);
  left[0] = 0;
  for (const d of digits) if (d !== 0) left[d] = Math.max(0, left[d] - 1);
  return left;
});

/** How many of each digit are still missing: index 1-N (index 0 unused; N = 9, or 6), never below 0. */
export const selectRemaining = (s: GameState): readonly number[] =>
  remainingOf(s.entry ? s.entry.cells : selectPosition(s).digits);

/** True when the player has changed the board and not yet solved it (replacing it loses work). */
export const selectInProgress = (s: GameState): boolean =>
  s.finishedAt === null && selectPosition(s).digits.some((d, i) => d !== s.givens[i]);

/**
 * True when digits go first (Settings, "Input"): a held digit goes to the
 * cells tapped. Never while a puzzle is entered, nor in corner marks or
 * colours mode (the pad then writes on the selected cells).
 */
export const selectDigitFirst = (s: GameState): boolean =>
  s.settings.inputMode === 'digit-first' && !s.entry && s.markMode === null;

/** Digit first: the digit held on the pad; 0 when none (always in cell first). */
export const selectHeldDigit = (s: GameState): number => (selectDigitFirst(s) && s.heldDigit) || 0;

/** Everything the board needs to draw one cell. */
export interface CellView {
  cell: CellIndex; // 0..size*size-1, row-major
  row: number; // 1..size
  col: number; // 1..size
  kind: Kind; // the kind of puzzle, for the cell's name (a Jigsaw cell names its region)
  region: number; // the cell's region (box), 0..size-1
  walls: number; // EDGE bits: sides on a region's border inside the board (thick lines)
  cage: number; // Killer: the cell's cage (index in the rules' cages), -1 for none
  cageEdges: number; // Killer: EDGE bits: sides on the cell's cage outline (0 = not in a cage)
  cageCorners: number; // Killer: CORNER bits: inner corners of the cage outline in this cell
  cageSum: number; // Killer: the sum of the cell's cage (0 = not in a cage)
  cageSize: number; // Killer: on the cage's first cell (reading order, where its sum is drawn) its number of cells; 0 elsewhere
  diagonals: number; // Sudoku X: DIAGONAL bits of the diagonals through the cell (0 = none)
  digit: number; // 0 = empty
  given: boolean; // part of the puzzle, locked
  hinted: boolean; // filled by a hint, locked
  selected: boolean; // the selected cell
  picked: boolean; // one of several selected cells (the selected cell too)
  related: boolean; // shares a row, column, region or diagonal with the selected cell
  sameDigit: boolean; // holds the held digit (digit first), else the selected cell's digit (when that setting is on)
  notes: number; // the cell's pencil marks as a 9-bit mask (bit d-1 = note d); 0 when it holds a digit
  noteMark: number; // a note to emphasise: that same digit, when this cell has it as a note (0 = none)
  corners: number; // the cell's corner marks as a 9-bit mask; 0 when it holds a digit
  colour: number; // the cell's colour, 1-9 (0 = none)
  conflict: boolean; // breaks a rule: its digit repeats in a unit
  wrong: boolean; // flagged wrong by a check or hint, and still holding that digit
  hint: HintRole | null; // the cell's part in the hint on show, if any
  hintEdges: number; // EDGE bits: sides of the hint area's outline
  hintRemoved: number; // candidates the hint removes here, as a 9-bit mask (0 = none)
  hintPlaced: number; // the digit the hint places here (0 = none)
  hintCandidates: number; // candidates the hint draws here (9-bit mask): the pattern, for a cell without notes
  uncertain: boolean; // a puzzle being entered: a photo read this cell with low confidence
}

const cellViewsOf = memoLast(
  (
    rules: Rules,
    givens: Board,
    digits: Board,
    hinted: readonly number[],
    flagged: Board,
    selected: CellIndex,
    notes: readonly number[],
    conflicts: ReadonlySet<CellIndex>,
    highlightSame: boolean,
    marks: HintMarks | null,
    uncertain: readonly boolean[] | null,
    held: number,
    corners: readonly number[],
    colours: readonly number[],
    selection: readonly CellIndex[] | null,
  ) => {
    const N = rules.size;
    const peers = layoutOf(rules).peers[selected];
    // A held digit is shown wherever it stands, whatever the selected cell holds.
    const selectedDigit = held || (highlightSame ? digits[selected] : 0);
    const selectedBit = selectedDigit === 0 ? 0 : 1 << (selectedDigit - 1);
    return drawingNow(rules).map((d, i): CellView => ({
      ...d,
      cell: i,
      row: ((i / N) | 0) + 1,
      col: (i % N) + 1,
      kind: rules.kind,
      digit: digits[i],
      given: givens[i] !== 0,
      hinted: hinted[i] !== 0,
      selected: i === selected,
      picked: selection !== null && selection.includes(i),
      related: selection === null && peers.includes(i),
      sameDigit: selectedDigit !== 0 && i !== selected && digits[i] === selectedDigit,
      notes: digits[i] === 0 ? notes[i] : 0,
      noteMark: digits[i] === 0 && (notes[i] & selectedBit) !== 0 ? selectedDigit : 0,
      corners: digits[i] === 0 ? corners[i] : 0,
      colour: colours[i],
      conflict: conflicts.has(i),
      wrong: flagged[i] !== 0 && digits[i] === flagged[i],
      hint: marks?.role[i] ?? null,
      hintEdges: marks?.edges[i] ?? 0,
      hintRemoved: marks?.removed[i] ?? 0,
      hintPlaced: marks?.placed[i] ?? 0,
      hintCandidates: marks?.candidates[i] ?? 0,
      uncertain: uncertain !== null && uncertain[i],
    }));
  },
);

/** The size*size cells (81, or 36 for 6x6) as the board draws them under the game's rules, row-major. */
export const selectCellViews = (s: GameState): readonly CellView[] => {
  const { entry } = s;
  // A puzzle being entered (a classic grid): its digits are the givens-to-be, with no notes or marks.
  if (entry)
    return cellViewsOf(
      CLASSIC_RULES,
      EMPTY_BOARD,
      entry.cells,
      EMPTY_BOARD,
      EMPTY_BOARD,
      s.selected,
      EMPTY_BOARD,
      conflictsOf(entry.cells, CLASSIC_LAYOUT),
      s.settings.highlightSameDigits,
      null,
      entry.uncertain,
      0,
      EMPTY_BOARD,
      EMPTY_BOARD,
      null,
    );
  const { digits, hinted, notes, corners, colours } = selectPosition(s);
  return cellViewsOf(
    s.rules,
    s.givens,
    digits,
    hinted,
    s.flagged,
    s.selected,
    notes,
    selectConflicts(s),
    s.settings.highlightSameDigits,
    selectHintMarks(s),
    null,
    selectHeldDigit(s),
    corners,
    colours,
    s.selection,
  );
};

/** The current game's layout (units, peers, cages): classic's, or its kind's (loaded before the game was set). */
export const selectLayout = (s: GameState): Layout => layoutOf(s.rules);

/** True when `mistakes` reaches the player's mistake limit: only the mistake that reaches it asks. */
export const selectReachesLimit = (s: GameState, mistakes: number): boolean => {
  const limit = s.settings.mistakeLimit === 'off' ? Infinity : Number(s.settings.mistakeLimit);
  return s.mistakes < limit && mistakes >= limit;
};
