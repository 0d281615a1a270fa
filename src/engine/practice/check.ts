import { PEERS } from '../geometry';
import { findNextStep } from '../logic/solve';
import type { CandidateGrid, CellDigit, Step } from '../logic/types';
import type { PracticePosition } from './make';

/** What the player did on a practice position: digits placed and candidates removed (notes toggled off). */
export interface PracticeAttempt {
  placements: readonly CellDigit[];
  eliminations: readonly CellDigit[];
}

/**
 * The verdict on an attempt:
 * - right: every change is part of a step of the technique here, and one
 *   such step is made whole;
 * - incomplete: every change is part of such a step, but none is whole
 *   yet (or nothing was changed);
 * - wrong: a change breaks the solution, or is not part of any step of
 *   the technique here (true, perhaps, but not what it shows).
 */
export type PracticeVerdict = 'right' | 'wrong' | 'incomplete';

/** The result of `checkPracticeStep`. */
export interface PracticeCheck {
  verdict: PracticeVerdict;
  /**
   * The step to show afterwards: the one the attempt makes or comes
   * closest to, else the position's own step.
   */
  step: Step;
  /** Changes that break the solution: a wrong digit placed, the right digit removed. */
  mistakes: CellDigit[];
  /** Changes that do not break the solution but belong to no step of the technique here. */
  unjustified: CellDigit[];
  /** What `step` changes that the attempt has not (empty when it is made whole). */
  missing: CellDigit[];
}

const key = (c: CellDigit) => c.cell * 10 + c.digit;
const changesOf = (s: Step): CellDigit[] => [...s.placements, ...s.eliminations];

/** True when a step agrees with the solution: its digits placed right, none of its removals the solution's. */
function isTrue(position: PracticePosition, step: Step): boolean {
  return (
    step.placements.every((p) => position.solution[p.cell] === p.digit) &&
    step.eliminations.every((e) => position.solution[e.cell] !== e.digit)
  );
}

/**
 * The steps of the position's technique here: its own step first, then
 * others the technique's finder gives once the changes of those already
 * found are taken out of the grid (their placed and removed candidates),
 * at most `limit` in all (a forcing chain: its own step only, as each
 * search may take a second). Taking a true candidate out (a placed digit)
 * can make the finder see a pattern that is not there; such a step breaks
 * the solution and is left out.
 */
export function techniqueSteps(
  position: PracticePosition,
  limit = position.step.forcing ? 1 : 8,
): Step[] {
  const grid: CandidateGrid = {
    values: Uint8Array.from(position.digits),
    masks: Uint16Array.from(position.candidates),
  };
  const steps: Step[] = [position.step];
  for (;;) {
    for (const c of changesOf(steps[steps.length - 1])) grid.masks[c.cell] &= ~(1 << (c.digit - 1));
    if (steps.length >= limit) break;
    const next = findNextStep(grid, { techniques: [position.technique] });
    if (!next) break;
    if (isTrue(position, next)) steps.push(next);
    // A false one is not kept, but its changes are taken out all the same.
    else for (const c of changesOf(next)) grid.masks[c.cell] &= ~(1 << (c.digit - 1));
  }
  return steps;
}

/**
 * The changes an attempt really makes on the position: placements into
 * empty cells, and removals of candidates the position has, each once.
 * Removals that a placement brings with it (the placed digit from its
 * peers, the cell's other candidates) are left out: a game that cleans
 * notes on placing makes them by itself.
 */
function effectiveChanges(position: PracticePosition, attempt: PracticeAttempt): CellDigit[] {
  const placed = attempt.placements.filter((p) => position.digits[p.cell] === 0);
  const implied = new Set<number>();
  for (const p of placed) {
    for (let d = 1; d <= 9; d++) implied.add(p.cell * 10 + d);
    for (const peer of PEERS[p.cell]) implied.add(peer * 10 + p.digit);
  }
  const seen = new Set<number>();
  const out: CellDigit[] = [];
  const add = (c: CellDigit) => {
    if (seen.has(key(c))) return;
    seen.add(key(c));
    out.push({ cell: c.cell, digit: c.digit });
  };
  placed.forEach(add);
  for (const e of attempt.eliminations) {
    const has = (position.candidates[e.cell] & (1 << (e.digit - 1))) !== 0;
    if (has && !implied.has(key(e))) add(e);
  }
  return out;
}

/**
 * Check a player's attempted step on a practice position (see
 * PracticeVerdict): a digit placed, or candidates removed by toggling
 * notes, against the steps the position's technique makes there
 * (`techniqueSteps`) and the puzzle's solution. Pure; the position is not
 * changed.
 */
export function checkPracticeStep(
  position: PracticePosition,
  attempt: PracticeAttempt,
): PracticeCheck {
  const changes = effectiveChanges(position, attempt);
  const isPlacement = new Set(attempt.placements.map(key));
  const mistakes = changes.filter((c) =>
    isPlacement.has(key(c))
      ? position.solution[c.cell] !== c.digit
      : position.solution[c.cell] === c.digit,
  );
  const steps = techniqueSteps(position);
  const made = new Set(changes.map(key));
  // Placements only match placements, removals only removals.
  const matches = (c: CellDigit, s: Step) =>
    isPlacement.has(key(c))
      ? s.placements.some((p) => key(p) === key(c))
      : s.eliminations.some((e) => key(e) === key(c));
  const overlap = (s: Step) => changesOf(s).filter((c) => made.has(key(c))).length;
  const whole = steps.filter((s) => changesOf(s).every((c) => made.has(key(c))) && overlap(s) > 0);
  const closest = steps.reduce((best, s) => (overlap(s) > overlap(best) ? s : best), steps[0]);
  const step = whole.length > 0 ? whole[0] : closest;
  const unjustified = changes.filter(
    (c) => !mistakes.includes(c) && !steps.some((s) => matches(c, s)),
  );
  const missing = changesOf(step).filter((c) => !made.has(key(c)));
  let verdict: PracticeVerdict;
  if (mistakes.length > 0 || unjustified.length > 0) verdict = 'wrong';
  else if (whole.length > 0) verdict = 'right';
  else verdict = 'incomplete';
  return { verdict, step, mistakes, unjustified, missing };
}
