import type { Kind } from './rules';
import type { Difficulty } from './types';

/** The levels each kind offers, easiest first (the New game choice lists these). */
export const KIND_LEVELS: Readonly<Record<Kind, readonly Difficulty[]>> = {
  classic: ['easy', 'medium', 'hard', 'expert', 'master'],
  killer: ['easy', 'medium', 'hard', 'expert'],
  jigsaw: ['easy', 'medium', 'hard', 'expert'],
  x: ['easy', 'medium', 'hard', 'expert'],
  '6x6': ['easy', 'medium'],
};
