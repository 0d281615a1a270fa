/**
 * The logical solver: techniques a person uses, each step named and
 * explained as data, and grading by the techniques a puzzle needs.
 */
export type {
  CandidateGrid,
  CellDigit,
  Chain,
  ChainLink,
  ChainNode,
  Grade,
  Level,
  LogicalSolution,
  Step,
  Technique,
} from './types';
export { LEVELS, TECHNIQUE_IDS } from './types';
export { MASTER_SURCHARGE, TECHNIQUES, TECHNIQUE_INFO } from './techniques';
export type { TechniqueInfo } from './techniques';
export { applyStep, candidatesFromBoard, cloneGrid } from './grid';
export { findNextStep, solveLogically } from './solve';
export type { StepOptions } from './solve';
export { gradePuzzle } from './grade';
export { stepFocusUnit, stepTargets, stepWitnesses, unitCells } from './focus';
