import { UNITS, UNITS_OF } from '../geometry';
import type { Board, Notes } from '../types';
import { candidatesFromBoard, cloneGrid } from './grid';
import { findNextStep } from './solve';
import { CHAIN_IDS, FORCING_CHAIN_IDS, TECHNIQUE_IDS } from './types';
import type { CandidateGrid, CellDigit, ClassicTechnique, Step } from './types';

/*
 * Which technique a player's own move shows (the mastery counts): a digit
 * placed, or a candidate removed from the notes, that the logic would have
 * made at that moment with a technique. Classic only.
 */

/** A player's move: a digit placed in a cell, or a candidate taken out of its notes. */
export interface PlayerMove extends CellDigit {
  place: boolean;
}

const SINGLES: readonly ClassicTechnique[] = ['full-house', 'naked-single', 'hidden-single'];
const FORCING = new Set(FORCING_CHAIN_IDS);

/** The chains and almost locked sets: each search takes milliseconds, not microseconds. */
const CHAINS = new Set(CHAIN_IDS);

/** How many steps of one technique are looked through: its own first, then others once those are taken out. */
const stepsToTry = (t: ClassicTechnique) => (FORCING.has(t) ? 2 : CHAINS.has(t) ? 8 : 40);

const bit = (digit: number) => 1 << (digit - 1);
const popcount = (mask: number) => {
  let n = 0;
  for (let m = mask; m; m &= m - 1) n++;
  return n;
};

/** The single that places `move` on `grid` (full house, then naked, then hidden), if any. */
function singleOf(grid: CandidateGrid, { cell, digit }: CellDigit): ClassicTechnique | null {
  const mask = grid.masks[cell];
  if (!(mask & bit(digit))) return null;
  const units = UNITS_OF[cell].map((u) => UNITS[u]);
  if (units.some((unit) => unit.every((c) => c === cell || grid.values[c] !== 0)))
    return 'full-house';
  if (popcount(mask) === 1) return 'naked-single';
  const alone = (unit: readonly number[]) =>
    unit.every((c) => c === cell || grid.values[c] !== 0 || !(grid.masks[c] & bit(digit)));
  return units.some(alone) ? 'hidden-single' : null;
}

/** True when `step` makes the move: places its digit there, or removes that candidate. */
const makes = (step: Step, { cell, digit, place }: PlayerMove) =>
  (place ? step.placements : step.eliminations).some((c) => c.cell === cell && c.digit === digit);

/**
 * The simplest technique (TECHNIQUE_IDS order, past the singles) with a step
 * on `grid` that makes `move`. Each technique's steps are looked through by
 * taking each step's changes out of a copy of the grid and asking again
 * (a placement as its candidate removed, so that the next one shows), up to
 * `stepsToTry`. Without `deep`, the chains, almost locked sets and forcing
 * chains are not tried: their searches are too slow for the page's own
 * thread (a forcing chain may take a second).
 */
function techniqueOf(
  grid: CandidateGrid,
  move: PlayerMove,
  deep: boolean,
): ClassicTechnique | null {
  for (const technique of TECHNIQUE_IDS) {
    if (SINGLES.includes(technique) || (!deep && (FORCING.has(technique) || CHAINS.has(technique))))
      continue;
    const g = cloneGrid(grid);
    for (let k = 0; k < stepsToTry(technique); k++) {
      const step = findNextStep(g, { techniques: [technique] });
      if (!step) break;
      if (makes(step, move)) return technique;
      let changed = false;
      for (const c of [...step.placements, ...step.eliminations]) {
        changed ||= (g.masks[c.cell] & bit(c.digit)) !== 0;
        g.masks[c.cell] &= ~bit(c.digit);
      }
      if (!changed) break;
    }
  }
  return null;
}

/**
 * The technique a player's own move shows, or null: a correct placement or
 * a true elimination (`solution` decides) that the logic would have made
 * at that moment. `digits` and `notes` are the board just before the move
 * (81 each; notes as masks, bit d-1 = digit d).
 *
 * A placement is looked for on the candidates the placed digits leave, then
 * on the player's notes (a single the notes show, once simpler steps took
 * candidates out). A removal is looked for on the player's notes (cells
 * without notes: every allowed digit); taking out a digit a peer already
 * holds is tidying up, not a technique, and counts for none. A move the
 * logic cannot explain here (a guess, or reasoning past the techniques)
 * counts for none either. Pure.
 */
export function creditMove(
  digits: Board,
  notes: Notes,
  solution: Board,
  move: PlayerMove,
  deep = true,
): ClassicTechnique | null {
  const { cell, digit, place } = move;
  if (digits[cell] !== 0 || (solution[cell] === digit) !== place) return null;
  const noted = candidatesFromBoard(digits, notes);
  if (!place) return noted.masks[cell] & bit(digit) ? techniqueOf(noted, move, deep) : null;
  const plain = candidatesFromBoard(digits);
  return (
    singleOf(plain, move) ??
    singleOf(noted, move) ??
    techniqueOf(plain, move, deep) ??
    techniqueOf(noted, move, deep)
  );
}
