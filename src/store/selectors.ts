import { BOX_OF, COL_OF, countEmpty, findConflicts, isSolved, ROW_OF } from '../engine';
import type { Board, CellIndex, Position } from '../engine';
import {
  applyStep,
  candidatesFromBoard,
  stepFocusUnit,
  stepTargets,
  stepWitnesses,
  unitCells,
} from '../engine/logic';
import type { Step } from '../engine/logic';
import type { Announcement, GameState, HintFlow, SolutionPath } from './types';

/*
 * Derived values, computed from state and never stored. Each selector that
 * builds an array or set remembers its last inputs (by reference), so it
 * returns the same object while those inputs are unchanged: zustand's hooks
 * need a stable result, and nothing is recomputed on unrelated updates.
 */

function memoLast<A extends readonly unknown[], R>(compute: (...args: A) => R): (...args: A) => R {
  let lastArgs: A | null = null;
  let lastResult: R;
  return (...args: A) => {
    if (lastArgs && lastArgs.length === args.length && lastArgs.every((a, i) => a === args[i])) {
      return lastResult;
    }
    lastArgs = args;
    lastResult = compute(...args);
    return lastResult;
  };
}

/** The position on the board: the history entry at historyIndex. */
export const selectPosition = (s: GameState): Position => s.history[s.historyIndex];

/** True when there is a move to undo. */
export const selectCanUndo = (s: GameState): boolean => s.historyIndex > 0 && s.finishedAt === null;

/** True when there is an undone move to redo. */
export const selectCanRedo = (s: GameState): boolean =>
  s.historyIndex < s.history.length - 1 && s.finishedAt === null;

/** Time played in ms at `now` (Date.now()), counting the running stretch. */
export const selectElapsedMs = (s: GameState, now: number): number =>
  s.elapsedMs + (s.runningSince === null ? 0 : Math.max(0, now - s.runningSince));

const conflictsOf = memoLast((digits: Board) => new Set(findConflicts(digits)));

/** Cells whose digit repeats in their row, column or box (givens included). */
export const selectConflicts = (s: GameState): ReadonlySet<CellIndex> =>
  conflictsOf(selectPosition(s).digits);

/** True when every cell holds its solution digit. */
export const selectSolved = (s: GameState): boolean =>
  isSolved(selectPosition(s).digits, s.solution);

/** Empty cells left. */
export const selectEmptyCount = (s: GameState): number => countEmpty(selectPosition(s).digits);

const remainingOf = memoLast((digits: Board) => {
  const left = new Array<number>(10).fill(9);
  left[0] = 0;
  for (const d of digits) if (d !== 0) left[d] = Math.max(0, left[d] - 1);
  return left;
});

/** How many of each digit are still missing: index 1-9 (index 0 unused), never below 0. */
export const selectRemaining = (s: GameState): readonly number[] =>
  remainingOf(selectPosition(s).digits);

/** True when the player has changed the board and not yet solved it (replacing it loses work). */
export const selectInProgress = (s: GameState): boolean =>
  s.finishedAt === null && selectPosition(s).digits.some((d, i) => d !== s.givens[i]);

/** True when a check or hint flagged the cell's current digit as wrong. */
export const isFlagged = (s: GameState, cell: CellIndex): boolean =>
  s.flagged[cell] !== 0 && selectPosition(s).digits[cell] === s.flagged[cell];

/**
 * How a cell takes part in the hint on show: `area` the unit to look at,
 * `pattern` a cell that proves the step, `target` a cell the step changes,
 * `notes` a cell whose notes leave out its digit.
 */
export type HintRole = 'area' | 'pattern' | 'target' | 'notes';

/** Sides of a cell on the outline of the hint's area, as bits. */
export const EDGE = { top: 1, right: 2, bottom: 4, left: 8 } as const;

/** The hint shown on the board, per cell (81 entries each). */
export interface HintMarks {
  role: readonly (HintRole | null)[]; // the cell's part in the hint; null = none
  edges: readonly number[]; // EDGE bits: sides where the area's outline runs
  removed: readonly number[]; // candidates the step removes here (9-bit mask), from the second press
  placed: readonly number[]; // the digit the step places here (0 = none), from the second press
  candidates: readonly number[]; // candidates (9-bit mask) to draw in empty key cells and targets, else 0
}

/**
 * The marks of a step: first press, the unit to look at (outlined); second
 * press, also the cells that prove it and the cells it changes, with the
 * candidates it removes and the digit it places. `digits` is the board the
 * step was found on and `masks` its candidates (81 masks), drawn in the
 * empty key cells and targets so that a pattern such as a pair can be seen
 * even where the player has no notes.
 */
export function stepMarks(
  step: Step,
  stage: 1 | 2,
  digits: Board,
  masks: ArrayLike<number>,
): HintMarks {
  const role: (HintRole | null)[] = new Array<HintRole | null>(81).fill(null);
  const edges = new Array<number>(81).fill(0);
  const removed = new Array<number>(81).fill(0);
  const placed = new Array<number>(81).fill(0);
  const candidates = new Array<number>(81).fill(0);
  const area = new Set(unitCells(stepFocusUnit(step)));
  for (const c of area) {
    role[c] = 'area';
    const r = ROW_OF[c];
    const col = COL_OF[c];
    if (r === 0 || !area.has(c - 9)) edges[c] |= EDGE.top;
    if (r === 8 || !area.has(c + 9)) edges[c] |= EDGE.bottom;
    if (col === 0 || !area.has(c - 1)) edges[c] |= EDGE.left;
    if (col === 8 || !area.has(c + 1)) edges[c] |= EDGE.right;
  }
  if (stage === 2) {
    for (const c of stepWitnesses(step, digits)) role[c] = 'pattern';
    for (const c of stepTargets(step)) role[c] = 'target';
    for (const { cell, digit } of step.eliminations) removed[cell] |= 1 << (digit - 1);
    for (const { cell, digit } of step.placements) placed[cell] = digit;
    for (let c = 0; c < 81; c++) {
      if (digits[c] === 0 && (role[c] === 'pattern' || role[c] === 'target'))
        candidates[c] = masks[c];
    }
  }
  return { role, edges, removed, placed, candidates };
}

const hintMarksOf = memoLast(
  (
    flow: HintFlow | null,
    notesCell: CellIndex,
    digits: Board,
    notes: readonly number[],
  ): HintMarks | null => {
    if (flow?.hint.kind === 'step') {
      // The candidates the hint was found on: the player's notes, or all that fit.
      const { masks } = candidatesFromBoard(digits, notes);
      return stepMarks(flow.hint.step, flow.stage, digits, masks);
    }
    if (notesCell < 0) return null;
    const role: (HintRole | null)[] = new Array<HintRole | null>(81).fill(null);
    role[notesCell] = 'notes';
    const none = new Array<number>(81).fill(0);
    return { role, edges: none, removed: none, placed: none, candidates: none };
  },
);

/** The cell a "your notes leave out a digit" hint points at, or -1. */
const notesCellOf = (a: Announcement | null): CellIndex => (a?.kind === 'hint-notes' ? a.cell : -1);

/**
 * The hint on show, cell by cell: a teaching hint's area, pattern and
 * targets (from `hintFlow`), or the cell whose notes a hint questioned.
 * Null when there is none.
 */
export const selectHintMarks = (s: GameState): HintMarks | null =>
  hintMarksOf(
    s.hintFlow,
    notesCellOf(s.announcement),
    selectPosition(s).digits,
    selectPosition(s).notes,
  );

/**
 * True while the status holds a hint to read rather than glance at: the
 * second press's explanation, the eliminations the third press made, or the
 * news that no technique applies (with its offer to reveal a cell). The
 * status then shows it as a card.
 */
export const selectHintCard = (s: GameState): boolean => {
  const a = s.announcement;
  if (a?.kind === 'hint-stuck') return true;
  if (a?.kind !== 'hint-step') return false;
  // The third press of an elimination lists every cell it changed.
  return a.stage === 2 || (a.stage === 3 && a.step.placements.length === 0);
};

/** Everything the board needs to draw one cell. */
export interface CellView {
  cell: CellIndex; // 0-80
  row: number; // 1-9
  col: number; // 1-9
  digit: number; // 0 = empty
  given: boolean; // part of the puzzle, locked
  hinted: boolean; // filled by a hint, locked
  selected: boolean; // the selected cell
  related: boolean; // shares a row, column or box with the selected cell
  sameDigit: boolean; // holds the same digit as the selected cell (when that setting is on)
  notes: number; // the cell's pencil marks as a 9-bit mask (bit d-1 = note d); 0 when it holds a digit
  noteMark: number; // a note to emphasise: the selected cell's digit when this cell has it as a note (0 = none)
  conflict: boolean; // breaks a rule: its digit repeats in a unit
  wrong: boolean; // flagged wrong by a check or hint, and still holding that digit
  hint: HintRole | null; // the cell's part in the hint on show, if any
  hintEdges: number; // EDGE bits: sides of the hint area's outline
  hintRemoved: number; // candidates the hint removes here, as a 9-bit mask (0 = none)
  hintPlaced: number; // the digit the hint places here (0 = none)
  hintCandidates: number; // candidates the hint draws here (9-bit mask): the pattern, for a cell without notes
}

const cellViewsOf = memoLast(
  (
    givens: Board,
    digits: Board,
    hinted: readonly number[],
    flagged: Board,
    selected: CellIndex,
    notes: readonly number[],
    highlightSame: boolean,
    marks: HintMarks | null,
  ) => {
    const conflicts = conflictsOf(digits);
    const selectedDigit = highlightSame ? digits[selected] : 0;
    const selectedBit = selectedDigit === 0 ? 0 : 1 << (selectedDigit - 1);
    return Array.from({ length: 81 }, (_, i): CellView => {
      const related =
        i !== selected &&
        (ROW_OF[i] === ROW_OF[selected] ||
          COL_OF[i] === COL_OF[selected] ||
          BOX_OF[i] === BOX_OF[selected]);
      return {
        cell: i,
        row: ROW_OF[i] + 1,
        col: COL_OF[i] + 1,
        digit: digits[i],
        given: givens[i] !== 0,
        hinted: hinted[i] !== 0,
        selected: i === selected,
        related,
        sameDigit: selectedDigit !== 0 && i !== selected && digits[i] === selectedDigit,
        notes: digits[i] === 0 ? notes[i] : 0,
        noteMark: digits[i] === 0 && (notes[i] & selectedBit) !== 0 ? selectedDigit : 0,
        conflict: conflicts.has(i),
        wrong: flagged[i] !== 0 && digits[i] === flagged[i],
        hint: marks?.role[i] ?? null,
        hintEdges: marks?.edges[i] ?? 0,
        hintRemoved: marks?.removed[i] ?? 0,
        hintPlaced: marks?.placed[i] ?? 0,
        hintCandidates: marks?.candidates[i] ?? 0,
      };
    });
  },
);

/** The 81 cells as the board draws them, row-major. */
export const selectCellViews = (s: GameState): readonly CellView[] => {
  const { digits, hinted, notes } = selectPosition(s);
  return cellViewsOf(
    s.givens,
    digits,
    hinted,
    s.flagged,
    s.selected,
    notes,
    s.settings.highlightSameDigits,
    selectHintMarks(s),
  );
};

const solutionCandidatesOf = memoLast(
  (path: SolutionPath | null): readonly (readonly number[])[] => {
    if (!path) return [];
    // Replays the known steps (no search): candidates start from the givens
    // and each step's eliminations carry over to the next.
    let grid = candidatesFromBoard(path.boards[0]);
    const out: number[][] = [];
    for (const step of path.steps) {
      out.push(Array.from(grid.masks));
      grid = applyStep(grid, step);
    }
    out.push(Array.from(grid.masks));
    return out;
  },
);

/**
 * The candidates (81 masks, 0 for filled cells) before each step of the
 * solution path, plus those after the last step: what the "Solution steps"
 * view draws in a step's cells. Empty when no path has been computed.
 */
export const selectSolutionCandidates = (s: GameState): readonly (readonly number[])[] =>
  solutionCandidatesOf(s.solutionPath);
