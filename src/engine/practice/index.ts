/**
 * Practice positions: a new puzzle played forward until a chosen technique
 * is the simplest step, and the check of a player's attempt at that step.
 */
export { makePracticePosition } from './make';
export type { PracticePosition } from './make';
export { checkPracticeStep, techniqueSteps } from './check';
export type { PracticeAttempt, PracticeCheck, PracticeVerdict } from './check';
export { playUntil, practiceTechniques, simplestStepFor, SET_ASIDE } from './walk';
export type { PathPosition } from './walk';
export { PRACTICE_PLAN } from './plan';
export { IDENTITY, randomSymmetry, transformBoard } from './symmetry';
export type { Symmetry } from './symmetry';
export { minimalPuzzle } from './puzzle';
