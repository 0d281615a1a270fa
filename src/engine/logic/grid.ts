import { ALL_DIGITS } from '../bits';
import { BOX_OF, COL_OF, PEERS, ROW_OF, UNIT_CELLS } from '../geometry';
import type { Board, Digit, Notes } from '../types';
import type { CandidateGrid, CellDigit, Step, Technique } from './types';

/*
 * The candidate grid and the helpers every technique shares. Hot loops read
 * the flat tables here (typed arrays) and allocate nothing; a technique
 * builds its Step (small arrays) only once it has found one.
 */

/** The 20 peers of cell i at PEERS_FLAT[i*20 .. i*20+19]. */
export const PEERS_FLAT: Uint8Array = new Uint8Array(81 * 20);
for (let i = 0; i < 81; i++) PEERS_FLAT.set(PEERS[i], i * 20);

/** SEES[a*81+b] = 1 when cells a and b are distinct and share a unit. */
export const SEES: Uint8Array = new Uint8Array(81 * 81);
for (let i = 0; i < 81; i++) for (const j of PEERS[i]) SEES[i * 81 + j] = 1;

/** The digit 1-9 of a single-bit mask. */
export function bitDigit(bit: number): Digit {
  return (32 - Math.clz32(bit)) as Digit;
}

/** The digits of a mask, ascending. */
export function maskDigits(mask: number): Digit[] {
  const out: Digit[] = [];
  for (let d = 1; d <= 9; d++) if (mask & (1 << (d - 1))) out.push(d as Digit);
  return out;
}

/**
 * The candidate grid of a board: each empty cell gets every digit its peers
 * do not hold. With `notes` (the player's pencil marks, 81 masks), a cell
 * with notes keeps only the noted digits its peers allow; a cell without
 * notes (mask 0) falls back to every allowed digit. Never mutates its inputs.
 */
export function candidatesFromBoard(board: Board, notes?: Notes): CandidateGrid {
  const values = new Uint8Array(81);
  const masks = new Uint16Array(81);
  for (let i = 0; i < 81; i++) {
    const d = board[i];
    values[i] = d >= 1 && d <= 9 ? d : 0;
  }
  for (let i = 0; i < 81; i++) {
    if (values[i] !== 0) continue;
    let m = ALL_DIGITS;
    for (let k = 0; k < 20; k++) {
      const v = values[PEERS_FLAT[i * 20 + k]];
      if (v !== 0) m &= ~(1 << (v - 1));
    }
    const noted = notes ? notes[i] & ALL_DIGITS : 0;
    masks[i] = noted !== 0 ? m & noted : m;
  }
  return { values, masks };
}

/** A copy of a candidate grid. */
export function cloneGrid(grid: CandidateGrid): CandidateGrid {
  return { values: grid.values.slice(), masks: grid.masks.slice() };
}

/** Place a digit: the cell's mask becomes 0 and the digit leaves its peers. */
export function placeDigit(grid: CandidateGrid, cell: number, digit: number): void {
  const bit = 1 << (digit - 1);
  grid.values[cell] = digit;
  grid.masks[cell] = 0;
  for (let k = 0; k < 20; k++) grid.masks[PEERS_FLAT[cell * 20 + k]] &= ~bit;
}

/** Apply a step to the grid in place (placements, then eliminations). */
export function applyStepInPlace(grid: CandidateGrid, step: Step): void {
  for (const p of step.placements) placeDigit(grid, p.cell, p.digit);
  for (const e of step.eliminations) grid.masks[e.cell] &= ~(1 << (e.digit - 1));
}

/** The grid after a step, as a new grid; the input is left unchanged. */
export function applyStep(grid: CandidateGrid, step: Step): CandidateGrid {
  const next = cloneGrid(grid);
  applyStepInPlace(next, step);
  return next;
}

/** True when every cell holds a digit. */
export function isSolvedGrid(grid: CandidateGrid): boolean {
  for (let i = 0; i < 81; i++) if (grid.values[i] === 0) return false;
  return true;
}

/** 9-bit mask of the positions k (0-8) in unit u whose cell has candidate `bit`. */
export function positionsIn(masks: Uint16Array, u: number, bit: number): number {
  let pos = 0;
  const base = u * 9;
  for (let k = 0; k < 9; k++) if (masks[UNIT_CELLS[base + k]] & bit) pos |= 1 << k;
  return pos;
}

/** Build a step; `digitMask` gives its digits, `cells` are sorted ascending. */
export function makeStep(
  technique: Technique,
  digitMask: number,
  cells: number[],
  units: number[],
  placements: CellDigit[],
  eliminations: CellDigit[],
): Step {
  return {
    technique,
    digits: maskDigits(digitMask),
    cells: cells.slice().sort((a, b) => a - b),
    units,
    placements,
    eliminations,
  };
}

/** Every candidate of `mask` in `cell`, as eliminations appended to `out`. */
export function pushEliminations(out: CellDigit[], cell: number, mask: number): void {
  for (let d = 1; d <= 9; d++) if (mask & (1 << (d - 1))) out.push({ cell, digit: d as Digit });
}

/**
 * Eliminations of `bit` from the cells that see `a`, `b` and (unless it is -1)
 * `c`, those cells excluded; null when there are none. Allocates only when
 * it finds something, so pattern searches can call it freely.
 */
export function eliminateSeenBy(
  masks: Uint16Array,
  bit: number,
  a: number,
  b: number,
  c = -1,
): CellDigit[] | null {
  let out: CellDigit[] | null = null;
  for (let k = 0; k < 20; k++) {
    const x = PEERS_FLAT[a * 20 + k];
    if ((masks[x] & bit) === 0 || SEES[b * 81 + x] === 0) continue;
    if (c >= 0 && SEES[c * 81 + x] === 0) continue;
    (out ??= []).push({ cell: x, digit: bitDigit(bit) });
  }
  return out;
}

/** The unit two cells share (box first, then row, then column), or -1. */
export function sharedUnit(a: number, b: number): number {
  if (BOX_OF[a] === BOX_OF[b]) return 18 + BOX_OF[a];
  if (ROW_OF[a] === ROW_OF[b]) return ROW_OF[a];
  if (COL_OF[a] === COL_OF[b]) return 9 + COL_OF[a];
  return -1;
}
