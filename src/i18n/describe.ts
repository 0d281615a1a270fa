import { digitsOf } from '../engine';
import type { Difficulty, Kind } from '../engine';
import type { HintRole } from '../store';
import { getLocale, t } from './messages';
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

/** One of the nine colours (1-9) by its name: "Blue", 蓝色. */
export const colourName = (colour: number): string =>
  t(`colour.${colour as 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9}`);

/** A kind as the Kind choice names it: "Killer", 杀手. */
export const kindName = (kind: Kind): string => t(`kind.${kind}`);

/*
 * How each language joins the pieces of a text: sentences (English puts a
 * space between them; Chinese, whose full stop is wide, nothing), clauses
 * of one sentence, and a run of digits such as a cell's notes. Screen
 * readers pause on the punctuation, so Chinese gets its own.
 */
export const JOIN: Record<
  ReturnType<typeof getLocale>,
  { sentence: string; clause: string; stop: string; digits: string }
> = {
  en: { sentence: ' ', clause: ', ', stop: '.', digits: ' ' },
  'zh-CN': { sentence: '', clause: '，', stop: '。', digits: '、' },
};

/** Clauses of one sentence: "row 1, empty" / "第1行，空格". */
export function joinClauses(parts: readonly string[]): string {
  return parts.filter((p) => p !== '').join(JOIN[getLocale()].clause);
}

/** Digits in a row, as a cell's notes are read: "1 4 7" / "1、4、7". */
export function digitRun(digits: readonly number[]): string {
  return digits.join(JOIN[getLocale()].digits);
}

/** What a cell is in the hint on show, for its accessible name. */
export interface CellHint {
  hint?: HintRole | null;
  hintRemoved?: number;
  hintPlaced?: number;
}

/**
 * Where a cell is in its kind of puzzle, beyond its row and column: its
 * Killer cage (the sum; the number of cells too on the cage's first cell),
 * its Jigsaw region, the Sudoku X diagonals through it.
 */
export interface KindPlace {
  kind?: Kind;
  region?: number; // 0..size-1
  cageSum?: number; // 0 = not in a cage
  cageSize?: number; // on the cage's first cell only
  diagonals?: number; // DIAGONAL bits
}

let kindWords: ((place: KindPlace) => string) | null = null;

/** Set how a cell's place in its kind is worded (kindWords.ts, loaded with the first game of a kind). */
export function setKindWords(words: (place: KindPlace) => string): void {
  kindWords = words;
}

let hintWords: ((label: string, hint: CellHint) => string) | null = null;

/**
 * Set how a cell's part in the hint on show is worded (hintWords.ts, loaded
 * with the step wording, whose messages it speaks).
 */
export function setHintWords(words: (label: string, hint: CellHint) => string): void {
  hintWords = words;
}

/**
 * A cell's accessible name: "Row 3, column 5, given 7" / ", 7" / ", empty"
 * (+ ", hint"); an empty cell with pencil marks adds them: ", empty, notes 1 4 7".
 * A cell in the hint on show says how it takes part: ", hint: look here",
 * ", hint: key cell", ", hint: 3 goes here", ", hint: remove 4 and 5",
 * ", hint: check these notes". In other kinds the place says more:
 * "Row 1, column 1, 3-cell cage, sum 15, empty", "Row 2, column 2, cage sum 15, 7",
 * "Row 1, column 4, region 2, empty", "Row 5, column 5, on both diagonals, empty".
 */
export function cellLabel(
  view: {
    row: number;
    col: number;
    digit: number;
    given: boolean;
    hinted: boolean;
    notes?: number;
    corners?: number; // corner marks, as a 9-bit mask
    colour?: number; // 1-9, 0 = none
    uncertain?: boolean; // a puzzle being entered: read from a photo with low confidence
  } & CellHint &
    KindPlace,
): string {
  let base = baseLabel(view);
  if (view.corners)
    base = t('cell.corners', { label: base, digits: digitRun(digitsOf(view.corners)) });
  if (view.colour)
    base = t('cell.colour', {
      label: base,
      colour: colourName(view.colour).toLocaleLowerCase(getLocale()),
    });
  const label = (view.hint && hintWords?.(base, view)) || base;
  return view.uncertain ? t('cell.uncertain', { label }) : label;
}

function baseLabel(view: Parameters<typeof cellLabel>[0]): string {
  const position = joinClauses([
    t('cell.position', { row: view.row, col: view.col }),
    kindWords?.(view) ?? '',
  ]);
  if (view.digit === 0) {
    const label = t('cell.empty', { position });
    if (!view.notes) return label;
    return t('cell.notes', { label, digits: digitRun(digitsOf(view.notes)) });
  }
  if (view.given) return t('cell.given', { position, digit: view.digit });
  const label = t('cell.entry', { position, digit: view.digit });
  return view.hinted ? t('cell.hint', { label }) : label;
}

/**
 * A time played, the one way it is shown everywhere (the clock, the win,
 * statistics): "0:07", "12:34" or "1:02:03", whole seconds rounded down.
 */
export function formatClock(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${minutes}:${pad(seconds)}`;
}
