import { randomInt } from '../random';
import { applyStepInPlace, candidatesFromBoard } from '../logic/grid';
import { findNextStep } from '../logic/solve';
import { TECHNIQUE_INFO } from '../logic/techniques';
import { TECHNIQUE_IDS } from '../logic/types';
import type { CandidateGrid, Step, ClassicTechnique } from '../logic/types';
import type { Board, Random } from '../types';

/** A position on a puzzle's logical path: its digits, its candidates and the step found there. */
export interface PathPosition {
  /** 81 digits, 0 = empty: the givens and every digit placed so far. */
  digits: number[];
  /** 81 candidate masks (bit d-1 = digit d), 0 for filled cells. */
  candidates: number[];
  /** The simplest step there (TECHNIQUES order). */
  step: Step;
}

/**
 * Techniques set aside for one technique's lessons and practice. The
 * static forcing chains are tried in the order contradiction, digit, cell,
 * unit, and an earlier kind always fires where a later one does (the
 * contradiction chain was the simplest step at every position where the
 * other three applied, over top1465, every 40th puzzle of
 * forum_hardest_1905_11plus and 55,000 new puzzles), so the hints never
 * reach the later three. Each is taught and practised on its own: its
 * positions are those where it is the simplest step once the static kinds
 * before it are set aside.
 */
export const SET_ASIDE: Readonly<Partial<Record<ClassicTechnique, readonly ClassicTechnique[]>>> = {
  'digit-forcing-chain': ['contradiction-chain'],
  'cell-forcing-chain': ['contradiction-chain', 'digit-forcing-chain'],
  'unit-forcing-chain': ['contradiction-chain', 'digit-forcing-chain', 'cell-forcing-chain'],
};

/** Every technique but those SET_ASIDE for `technique`. */
function withoutSetAside(
  techniques: readonly ClassicTechnique[],
  technique: ClassicTechnique,
): ClassicTechnique[] {
  const aside = SET_ASIDE[technique] ?? [];
  return techniques.filter((t) => !aside.includes(t));
}

/**
 * The simplest step for `technique`'s lessons and practice: findNextStep's
 * (TECHNIQUES order), less the techniques SET_ASIDE for it. Null when
 * nothing applies.
 */
export function simplestStepFor(grid: CandidateGrid, technique: ClassicTechnique): Step | null {
  if (!SET_ASIDE[technique]) return findNextStep(grid);
  return findNextStep(grid, { techniques: withoutSetAside(TECHNIQUE_IDS, technique) });
}

/**
 * The techniques a puzzle is played forward with on the way to
 * `technique`, simplest first: every technique up to it (less SET_ASIDE's)
 * and, for a single, the other singles too (a full house, the first
 * technique, is met only after other singles have filled a unit). Harder
 * ones are never searched: a puzzle that needs one first is a miss.
 */
export function practiceTechniques(technique: ClassicTechnique): readonly ClassicTechnique[] {
  let end = TECHNIQUE_IDS.indexOf(technique);
  if (TECHNIQUE_INFO[technique].level === 'easy') {
    while (TECHNIQUE_INFO[TECHNIQUE_IDS[end + 1]].level === 'easy') end++;
  }
  return withoutSetAside(TECHNIQUE_IDS.slice(0, end + 1), technique);
}

function snapshot(grid: CandidateGrid, step: Step): PathPosition {
  return { digits: Array.from(grid.values), candidates: Array.from(grid.masks), step };
}

/**
 * Play `puzzle` (81 digits, 0 = empty, one solution) forward by logic, the
 * simplest step first, until `technique` is the simplest step available:
 * returns that position, or null when the path ends first (the puzzle is
 * solved, or it needs something harder). Only `practiceTechniques` are
 * tried, so a miss costs no search for harder ones.
 *
 * With `random` and `choices` > 1 it walks on past the first such position
 * and returns one of the first `choices` (a full house, say, is more often
 * met near the end than at the first chance). Never mutates its input.
 */
export function playUntil(
  puzzle: Board,
  technique: ClassicTechnique,
  random?: Random,
  choices = 1,
): PathPosition | null {
  const techniques = practiceTechniques(technique);
  const grid = candidatesFromBoard(puzzle);
  const found: PathPosition[] = [];
  for (;;) {
    const step = findNextStep(grid, { techniques });
    if (!step) break;
    if (step.technique === technique) {
      found.push(snapshot(grid, step));
      if (found.length >= choices || !random) break;
    }
    applyStepInPlace(grid, step);
  }
  if (found.length === 0) return null;
  return random ? found[randomInt(random, found.length)] : found[0];
}
