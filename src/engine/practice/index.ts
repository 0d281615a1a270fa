/**
 * Practice positions: a new puzzle played forward until a chosen technique
 * is the simplest step, and the check of a player's attempt at that step.
 */
export { makePracticePosition } from './make';
export type { PracticePosition } from './make';
export { checkPracticeStep, techniqueSteps } from './check';
export { playUntil, simplestStepFor, SET_ASIDE } from './walk';
export { IDENTITY, randomSymmetry, transformBoard } from './symmetry';
export { minimalPuzzle } from './puzzle';
