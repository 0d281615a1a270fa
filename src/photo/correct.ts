import { countSolutions } from '../engine/solver';
import type { CellChange, PhotoRead } from './types';

export type { CellChange };

/** How many of the least confident unsure cells are tried alone, and in pairs. */
const SINGLE_CELLS = 16;
const PAIR_CELLS = 10;
/** From this many unsure cells on, a read is poor whatever the grid (a good read has 0-3). */
export const MANY_UNSURE = 8;
/**
 * The odds left, beside the fixes found, for a misreading the search does
 * not try (a third choice, a cell read surely, three cells). Chosen on the
 * cross-validation reads of the shared photos, all four ways up: of the 16
 * fixes proposed, 10 were right, and with this the fixes' mean sureness is
 * 0.64 (without it, 0.82: overconfident).
 */
const UNSEEN = 0.05;
/** A correction less sure than this leaves the read poor (it is shown, but not as the likely fix). */
export const SURE_ENOUGH = 0.5;

/**
 * When the digits read from a photo do not make a proper sudoku (no
 * solution, or several), propose the likeliest fix, honestly:
 *
 * - only cells the recogniser was unsure of (read.uncertain) are changed,
 *   each to its second choice; so a cell read surely, blank or digit,
 *   is never changed (a confident blank never becomes a digit);
 * - one unsure cell is tried first (the SINGLE_CELLS least confident),
 *   two only when no single change works (the PAIR_CELLS least confident);
 *   a change must make the grid have exactly one solution;
 * - `sure` says how likely the fix is right (0..1): among the fixes found
 *   and UNSEEN, each fix weighed by the odds the model gave its new
 *   readings against the old (the product of p(to) / p(from) over its
 *   cells), the best one's share, times the chance that the truth of each
 *   changed cell is one of its two likeliest readings (p(from) + p(to)); a
 *   fix that competes with others, or whose cells the model barely
 *   considered, is not sure.
 *
 * Returns null when the read is already unique, not a successful read, or
 * no such change is found. Pure; bounded work (at most 16 + 45 solution
 * counts, each stopped at two solutions).
 */
export function proposeCorrection(
  read: PhotoRead,
): { cells: CellChange[]; digits: number[]; sure: number } | null {
  if (!read.ok || read.digits.length !== 81) return null;
  if (countSolutions(read.digits, 2) === 1) return null;
  return bestFix(read);
}

function bestFix(
  read: Extract<PhotoRead, { ok: true }>,
): { cells: CellChange[]; digits: number[]; sure: number } | null {
  const { digits, confidence, second, secondConfidence, uncertain } = read;
  const p = (v: number) => Math.min(Math.max(v, 1e-6), 1);
  const order = Array.from({ length: 81 }, (_, i) => i)
    .filter((i) => uncertain[i] && second[i] !== digits[i])
    .sort((a, b) => confidence[a] - confidence[b]);
  type Fix = { cells: number[]; digits: number[]; weight: number };
  const tryChange = (cells: number[]): Fix | null => {
    const next = digits.slice();
    for (const cell of cells) next[cell] = second[cell];
    if (countSolutions(next, 2) !== 1) return null;
    const weight = cells.reduce((w, c) => (w * p(secondConfidence[c])) / p(confidence[c]), 1);
    return { cells, digits: next, weight };
  };
  const found: Fix[] = [];
  for (const cell of order.slice(0, SINGLE_CELLS)) {
    const fix = tryChange([cell]);
    if (fix) found.push(fix);
  }
  if (found.length === 0) {
    const few = order.slice(0, PAIR_CELLS);
    for (let i = 0; i < few.length; i++) {
      for (let j = i + 1; j < few.length; j++) {
        const fix = tryChange([few[i], few[j]]);
        if (fix) found.push(fix);
      }
    }
  }
  if (found.length === 0) return null;
  const best = found.reduce((a, b) => (b.weight > a.weight ? b : a));
  const total = found.reduce((s, f) => s + f.weight, UNSEEN);
  const covered = best.cells.reduce(
    (s, c) => s * Math.min(1, confidence[c] + secondConfidence[c]),
    1,
  );
  return {
    cells: best.cells.map((cell) => ({ cell, from: digits[cell], to: second[cell] })),
    digits: best.digits,
    sure: (best.weight / total) * covered,
  };
}

/**
 * What the game says about a read (in the photo worker): the fix it
 * proposes (proposeCorrection) and whether the read is poor, so that the
 * player is told the photo could not be read reliably rather than shown a
 * confident wrong grid. A read is poor when it has MANY_UNSURE unsure
 * cells or more, or when its grid has no single solution and no fix at
 * least SURE_ENOUGH is found.
 */
export function judgeRead(read: PhotoRead): {
  correction: { cells: CellChange[]; sure: number } | null;
  poor: boolean;
} {
  if (!read.ok || read.digits.length !== 81) return { correction: null, poor: true };
  const many = read.uncertain.filter(Boolean).length >= MANY_UNSURE;
  if (countSolutions(read.digits, 2) === 1) return { correction: null, poor: many };
  const fix = bestFix(read);
  return {
    correction: fix && { cells: fix.cells, sure: fix.sure },
    poor: many || !fix || fix.sure < SURE_ENOUGH,
  };
}
