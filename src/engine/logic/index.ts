/**
 * The logical solver: techniques a person uses, each step named and
 * explained as data, and grading by the techniques a puzzle needs.
 */
export type {
  CandidateGrid,
  CellDigit,
  Chain,
  ChainInference,
  ChainLink,
  ChainNode,
  Contradiction,
  ForcingKind,
  Grade,
  Level,
  LogicalSolution,
  NestedProof,
  Step,
  Technique,
} from './types';
export { LEVELS, TECHNIQUE_IDS } from './types';
export { MASTER_SURCHARGE, TECHNIQUES, TECHNIQUE_INFO } from './techniques';
export type { TechniqueInfo } from './techniques';
export { applyStep, candidatesFromBoard, cloneGrid } from './grid';
export { findNextStep, solveLogically } from './solve';
export type { StepOptions } from './solve';
export { gradePath, gradePuzzle } from './grade';
export { stepFocusUnit, stepTargets, stepWitnesses, unitCells } from './focus';
