import { COL_OF, digitsOf, ROW_OF } from '../engine';
import type { Board, CellIndex, Difficulty, Move } from '../engine';
import type { Announcement, HintRole, LoadError } from '../store';
import { t, tn } from './messages';
import { describeEffect, describeStepArea, digitList, explainStep } from './steps';
import type { MessageKey } from './messages';

/*
 * Words for the store's data: the store says *what* happened (a hint kind,
 * a count, an error code), these functions say it in the player's language.
 */

const LEVEL_KEYS: Record<Difficulty, MessageKey> = {
  easy: 'level.easy',
  medium: 'level.medium',
  hard: 'level.hard',
  expert: 'level.expert',
  master: 'level.master',
};

/** "Easy", "Medium", ... */
export function levelName(level: Difficulty): string {
  return t(LEVEL_KEYS[level]);
}

/** 1-based row and column of a cell, as parameters. */
function place(cell: CellIndex): { row: number; col: number } {
  return { row: ROW_OF[cell] + 1, col: COL_OF[cell] + 1 };
}

/** A unit number (0-8 rows, 9-17 columns, 18-26 boxes) as "row 3", "column 5" or "box 2". */
export function unitName(unit: number): string {
  if (unit < 9) return t('unit.row', { n: unit + 1 });
  if (unit < 18) return t('unit.column', { n: unit - 8 });
  return t('unit.box', { n: unit - 17 });
}

/** What a cell is in the hint on show, for its accessible name. */
export interface CellHint {
  hint?: HintRole | null;
  hintRemoved?: number;
  hintPlaced?: number;
}

/**
 * A cell's accessible name: "Row 3, column 5, given 7" / ", 7" / ", empty"
 * (+ ", hint"); an empty cell with pencil marks adds them: ", empty, notes 1 4 7".
 * A cell in the hint on show says how it takes part: ", hint: look here",
 * ", hint: key cell", ", hint: 3 goes here", ", hint: remove 4 and 5",
 * ", hint: check these notes".
 */
export function cellLabel(
  view: {
    row: number;
    col: number;
    digit: number;
    given: boolean;
    hinted: boolean;
    notes?: number;
  } & CellHint,
): string {
  return withHint(baseLabel(view), view);
}

function baseLabel(view: Parameters<typeof cellLabel>[0]): string {
  const position = t('cell.position', { row: view.row, col: view.col });
  if (view.digit === 0) {
    const label = t('cell.empty', { position });
    if (!view.notes) return label;
    return t('cell.notes', { label, digits: digitsOf(view.notes).join(' ') });
  }
  if (view.given) return t('cell.given', { position, digit: view.digit });
  const label = t('cell.entry', { position, digit: view.digit });
  return view.hinted ? t('cell.hint', { label }) : label;
}

function withHint(label: string, { hint, hintRemoved = 0, hintPlaced = 0 }: CellHint): string {
  switch (hint) {
    case 'area':
      return t('cell.hint.area', { label });
    case 'pattern':
      return t('cell.hint.pattern', { label });
    case 'notes':
      return t('cell.hint.notes', { label });
    case 'target':
      if (hintPlaced !== 0) return t('cell.hint.place', { label, digit: hintPlaced });
      return t('cell.hint.remove', { label, digits: digitList(digitsOf(hintRemoved)) });
    default:
      return label;
  }
}

/** A duration such as "45 s", "3 min 07 s" or "1 h 02 min". */
export function formatDuration(ms: number): string {
  const total = Math.max(0, Math.round(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  if (hours > 0) return t('duration.hours', { hours, minutes: pad(minutes) });
  if (minutes > 0) return t('duration.minutes', { minutes, seconds: pad(seconds) });
  return t('duration.seconds', { seconds });
}

/** A clock reading for the timer and tables: "0:07", "12:34" or "1:02:03". */
export function formatClock(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${pad(minutes)}:${pad(seconds)}`;
}

/** A move in words, for the rewind message: "5 in row 3, column 4". */
export function describeMove(move: Move): string {
  switch (move.kind) {
    case 'place':
      return t('move.place', { ...place(move.cell), digit: move.digit });
    case 'hint':
      return t('move.hint', { ...place(move.cell), digit: move.digit });
    case 'note':
      return t('move.note', { ...place(move.cell), digit: move.digit });
    case 'erase':
      return t('move.erase', place(move.cell));
    case 'fill-notes':
      return t('move.fillNotes');
    case 'restore':
      return t('move.restore');
    case 'eliminate':
      return t('move.eliminate');
  }
}

/**
 * The status text for a hint, check, win, rewind or immediate mistake.
 * `digits`, the board on show, lets a hint's explanation say when it rests
 * on candidates already ruled out (see explainStep).
 */
export function describeAnnouncement(a: Announcement, digits?: Board): string {
  switch (a.kind) {
    case 'hint': {
      const { hint } = a;
      const at = { ...place(hint.cell), digit: hint.digit };
      switch (hint.kind) {
        case 'wrong':
          return t('hint.wrong', at);
        case 'reveal':
          return t('hint.reveal', at);
      }
      break;
    }
    case 'already-solved':
      return t('hint.solved');
    case 'check-solved':
      return t('check.solved');
    case 'check-wrong':
      return tn('check.wrong', a.count);
    case 'check-ok':
      return tn('check.ok', a.remaining);
    case 'won':
      return t('win.message', { time: formatDuration(a.elapsedMs) });
    case 'rewound':
      return t('rewind.done', { number: a.moveNumber, move: describeMove(a.move) });
    case 'rewind-nothing':
      return t('rewind.nothing');
    case 'rewind-start':
      return t('rewind.start');
    case 'mistake':
      return t('mistake.immediate', place(a.cell));
    case 'preparing':
      return t('status.preparing', { level: levelName(a.difficulty) });
    case 'hint-notes':
      return t('hint.notes', place(a.cell));
    case 'hint-stuck':
      return t('hint.stuck');
    case 'engine-failed':
      return t('engine.failed');
    case 'hint-step':
      return a.stage === 1
        ? describeStepArea(a.step)
        : a.stage === 2
          ? explainStep(a.step, digits)
          : describeEffect(a.step);
  }
}

/** The unit that all `cells` share, preferring row, then column, then box. */
function sharedUnit(cells: readonly CellIndex[]): string {
  const [first] = cells;
  if (cells.every((c) => ROW_OF[c] === ROW_OF[first])) return unitName(ROW_OF[first]);
  if (cells.every((c) => COL_OF[c] === COL_OF[first])) return unitName(9 + COL_OF[first]);
  const box = Math.floor(ROW_OF[first] / 3) * 3 + Math.floor(COL_OF[first] / 3);
  return unitName(18 + box);
}

/** "row 2, column 3 and row 2, column 7" */
function listCells(cells: readonly CellIndex[]): string {
  const names = cells.map((c) => t('cell.place', place(c)));
  return names.reduce((a, b) => t('list.two', { a, b }));
}

/** Why a puzzle link was rejected, naming the problem. */
export function describeLoadError(e: LoadError): string {
  switch (e.code) {
    case 'wrong-cell-count':
      return tn('error.cellCount', e.count);
    case 'invalid-character':
      return t('error.character', { char: e.char, line: e.line, column: e.column });
    case 'repeated-givens':
      return t('error.repeated', {
        digit: e.digit,
        unit: sharedUnit(e.cells),
        cells: listCells(e.cells),
      });
    case 'no-solution':
      return t('error.noSolution');
    case 'multiple-solutions':
      return t('error.multipleSolutions');
  }
}
