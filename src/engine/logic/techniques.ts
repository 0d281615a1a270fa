import type { Kind } from '../rules';
import type { ClassicTechnique, Level, Technique } from './types';
import { LEVELS } from './types';

/** What the grader and the hints need to know about a technique. */
export interface TechniqueInfo {
  id: Technique;
  /** English name, for logs and tools; the UI words it through i18n. */
  name: string;
  /** The lowest grade that allows it. */
  level: Level;
  /** Score added each time it is used; never lower than a simpler technique's. */
  weight: number;
}

/**
 * Every classic technique, simplest first (the order `findNextStep` tries
 * them in for classic). A kind skips the techniques that do not hold for
 * it (solve.ts); the Killer techniques are KILLER_TECHNIQUES.
 * Sorted by level first so that the first step found is always one of the
 * lowest level that applies: a greedy solve then needs exactly the puzzle's
 * level (the techniques only remove candidates, so using a simple one never
 * blocks a later one).
 */
export const TECHNIQUES: readonly (TechniqueInfo & { id: ClassicTechnique })[] = [
  { id: 'full-house', name: 'Full house', level: 'easy', weight: 1 },
  { id: 'naked-single', name: 'Naked single', level: 'easy', weight: 2 },
  { id: 'hidden-single', name: 'Hidden single', level: 'easy', weight: 2 },
  { id: 'pointing', name: 'Pointing', level: 'medium', weight: 10 },
  { id: 'claiming', name: 'Claiming', level: 'medium', weight: 10 },
  { id: 'naked-pair', name: 'Naked pair', level: 'medium', weight: 15 },
  { id: 'hidden-pair', name: 'Hidden pair', level: 'medium', weight: 20 },
  { id: 'naked-triple', name: 'Naked triple', level: 'hard', weight: 30 },
  { id: 'hidden-triple', name: 'Hidden triple', level: 'hard', weight: 35 },
  { id: 'x-wing', name: 'X-Wing', level: 'hard', weight: 40 },
  { id: 'xy-wing', name: 'XY-Wing', level: 'hard', weight: 45 },
  { id: 'naked-quad', name: 'Naked quad', level: 'hard', weight: 50 },
  { id: 'hidden-quad', name: 'Hidden quad', level: 'hard', weight: 55 },
  { id: 'skyscraper', name: 'Skyscraper', level: 'expert', weight: 60 },
  { id: 'two-string-kite', name: '2-String Kite', level: 'expert', weight: 60 },
  { id: 'swordfish', name: 'Swordfish', level: 'expert', weight: 70 },
  { id: 'xyz-wing', name: 'XYZ-Wing', level: 'expert', weight: 75 },
  { id: 'w-wing', name: 'W-Wing', level: 'expert', weight: 80 },
  { id: 'colour-wrap', name: 'Simple colouring (colour wrap)', level: 'expert', weight: 90 },
  { id: 'colour-trap', name: 'Simple colouring (colour trap)', level: 'expert', weight: 90 },
  { id: 'unique-rectangle', name: 'Unique rectangle (type 1)', level: 'expert', weight: 95 },
  { id: 'jellyfish', name: 'Jellyfish', level: 'expert', weight: 100 },
  { id: 'unique-rectangle-2', name: 'Unique rectangle (type 2)', level: 'expert', weight: 110 },
  { id: 'unique-rectangle-4', name: 'Unique rectangle (type 4)', level: 'expert', weight: 115 },
  { id: 'bug-plus-one', name: 'BUG+1', level: 'expert', weight: 120 },
  { id: 'finned-x-wing', name: 'Finned X-Wing', level: 'expert', weight: 130 },
  { id: 'unique-rectangle-3', name: 'Unique rectangle (type 3)', level: 'expert', weight: 140 },
  { id: 'finned-swordfish', name: 'Finned Swordfish', level: 'expert', weight: 150 },
  { id: 'x-chain', name: 'X-Chain', level: 'master', weight: 200 },
  { id: 'xy-chain', name: 'XY-Chain', level: 'master', weight: 220 },
  { id: 'aic', name: 'Alternating inference chain', level: 'master', weight: 260 },
  { id: 'als-xz', name: 'ALS-XZ', level: 'master', weight: 300 },
  { id: 'als-xy-wing', name: 'ALS-XY-Wing', level: 'master', weight: 340 },
  { id: 'contradiction-chain', name: 'Contradiction forcing chain', level: 'master', weight: 600 },
  { id: 'digit-forcing-chain', name: 'Digit forcing chain', level: 'master', weight: 620 },
  { id: 'cell-forcing-chain', name: 'Cell forcing chain', level: 'master', weight: 640 },
  { id: 'unit-forcing-chain', name: 'Unit forcing chain', level: 'master', weight: 660 },
  { id: 'dynamic-forcing-chain', name: 'Dynamic forcing chain', level: 'master', weight: 800 },
  { id: 'nested-forcing-chain', name: 'Nested forcing chain', level: 'master', weight: 1200 },
];

/**
 * The Killer techniques, with their levels in a Killer (where alone they
 * find anything) and `after`: the classic technique they are tried right
 * after among those of their level.
 */
export const KILLER_TECHNIQUES: readonly (TechniqueInfo & { after: Technique })[] = [
  {
    id: 'cage-combination',
    name: 'Cage combination',
    level: 'easy',
    weight: 4,
    after: 'hidden-single',
  },
  {
    id: 'cage-unit-overlap',
    name: 'Cage-unit overlap',
    level: 'hard',
    weight: 25,
    after: 'claiming',
  },
  { id: 'rule-of-45', name: 'Rule of 45', level: 'expert', weight: 50, after: 'claiming' },
];

/** Every technique: the classic ones, then the Killer ones. */
export const ALL_TECHNIQUES: readonly TechniqueInfo[] = [...TECHNIQUES, ...KILLER_TECHNIQUES];

/** Score added once when the logic does not finish a puzzle. */
export const MASTER_SURCHARGE = 500;

/** Technique info by id. */
export const TECHNIQUE_INFO: Readonly<Record<Technique, TechniqueInfo>> = Object.fromEntries(
  ALL_TECHNIQUES.map((t) => [t.id, t]),
) as Record<Technique, TechniqueInfo>;

/*
 * A Killer's levels: cage combinations are its singles; locked candidates
 * and pairs come next; a digit a cage must hold, seen across a unit, is
 * Hard; the rule of 45 (innies and outies) and what classic calls Hard or
 * Expert make Expert. (With no givens, cage sums alone rarely leave a
 * puzzle at classic Medium, and classic Hard techniques are rarely what a
 * Killer is stuck on: the tiers follow what Killer puzzles need.)
 */

/** The level of a technique in a kind of puzzle (the classic level for every kind but Killer). */
export function techniqueLevel(technique: Technique, kind: Kind = 'classic'): Level {
  const level = TECHNIQUE_INFO[technique].level;
  if (kind !== 'killer') return level;
  // Classic Hard techniques count as Expert in a Killer; the rest keep their level.
  return level === 'hard' && TECHNIQUES.some((t) => t.id === technique) ? 'expert' : level;
}

/**
 * Where a technique is tried among those of its level: its place in
 * TECHNIQUES, a Killer technique just after its `after`.
 */
export function techniqueOrder(technique: Technique): number {
  const classic = TECHNIQUES.findIndex((t) => t.id === technique);
  if (classic >= 0) return classic;
  const k = KILLER_TECHNIQUES.findIndex((t) => t.id === technique);
  return TECHNIQUES.findIndex((t) => t.id === KILLER_TECHNIQUES[k].after) + 0.5 + k / 100;
}

/** Rank (0 easy .. 4 master) of a technique in a kind. */
export function techniqueRank(technique: Technique, kind: Kind = 'classic'): number {
  return LEVELS.indexOf(techniqueLevel(technique, kind));
}
