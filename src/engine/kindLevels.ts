import type { Kind } from './rules';
import { DIFFICULTIES } from './types';
import type { Difficulty } from './types';

/**
 * The levels a kind offers, easiest first (the Difficulty choice lists
 * these): classic all five, 6x6 Easy and Medium, the others up to Expert.
 */
export const levelsOf = (kind: Kind): readonly Difficulty[] =>
  DIFFICULTIES.slice(0, kind === 'classic' ? 5 : kind === '6x6' ? 2 : 4);
