import { fillGrid, generateGradedPuzzle, generateSolvedGrid, gradedFrom } from './generator';
import { randomJigsawRegions } from './jigsawRegions';
import { levelsOf } from './kindLevels';
import { KINDS } from './classicRules';
import { generateKiller } from './killer';
import { jigsawRules, SIX_RULES, X_RULES, CLASSIC_RULES, type Kind, type Rules } from './rules';
import type { Difficulty, Random } from './types';

/*
 * A new puzzle of any kind: the one entry point the store's worker calls.
 * Classic is the classic generator, untouched; Sudoku X and 6x6 are the
 * same algorithm over their own units (a few restored clues that would
 * make an attempt too easy may be left out, so more attempts land on the
 * level); a Jigsaw first draws its regions; a Killer is grown from small
 * cages (killer.ts).
 */

/** The levels each kind offers, easiest first (see levelsOf). */
export const KIND_LEVELS: Readonly<Record<Kind, readonly Difficulty[]>> = Object.fromEntries(
  KINDS.map((kind) => [kind, levelsOf(kind)]),
) as Record<Kind, readonly Difficulty[]>;

/** A generated puzzle of a kind: its rules (the cages or regions drawn for it), givens and solution. */
export interface KindPuzzle {
  kind: Kind;
  rules: Rules;
  /** The givens, 0 = empty: 81 cells (36 for 6x6). */
  puzzle: number[];
  solution: number[];
  level: Difficulty;
}

/** Fills tried on one Jigsaw layout before drawing another (a few layouts have no solution). */
const JIGSAW_FILLS = 20;
/** Restored pairs that would overshoot the level an attempt may leave out (see gradedFrom). */
const SKIPS = 6;

/**
 * A new puzzle of `kind` whose technique grade is exactly `level` (one of
 * KIND_LEVELS[kind]), with exactly one solution, finished by the logical
 * solver (a player never needs a revealed cell). Reproducible from
 * `random`. Throws on a level the kind does not offer.
 */
export function generateKindPuzzle(kind: Kind, level: Difficulty, random: Random): KindPuzzle {
  if (!KIND_LEVELS[kind].includes(level)) throw new Error(`${kind} has no level ${level}`);
  switch (kind) {
    case 'classic': {
      const { puzzle, solution } = generateGradedPuzzle(level, random);
      return { kind, rules: CLASSIC_RULES, puzzle, solution, level };
    }
    case 'x':
    case '6x6': {
      const rules = kind === 'x' ? X_RULES : SIX_RULES;
      // A 6x6 minimal puzzle is nearly always Easy; without symmetric pairs twice as many are not.
      const symmetric = kind === 'x';
      for (;;) {
        const solution = generateSolvedGrid(random, rules);
        const puzzle = gradedFrom(solution, level, random, symmetric, rules, true, SKIPS);
        if (puzzle) return { kind, rules, puzzle, solution, level };
      }
    }
    case 'jigsaw':
      for (;;) {
        const rules = jigsawRules(randomJigsawRegions(random));
        const solution = fillGrid(rules, random, JIGSAW_FILLS);
        if (!solution) continue;
        // A layout that gives no puzzle at the level at once is as good as another: draw again.
        const puzzle = gradedFrom(solution, level, random, true, rules, true, SKIPS);
        if (puzzle) return { kind, rules, puzzle, solution, level };
      }
    case 'killer': {
      const { rules, puzzle, solution } = generateKiller(level, random);
      return { kind, rules, puzzle, solution, level };
    }
  }
}
