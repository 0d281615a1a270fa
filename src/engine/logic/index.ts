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
  KillerDetail,
  ClassicTechnique,
  KillerTechnique,
  Level,
  LogicalSolution,
  NestedProof,
  Step,
  StepCage,
  Technique,
} from './types';
export { KILLER_TECHNIQUE_IDS, LEVELS, TECHNIQUE_IDS } from './types';
export {
  ALL_TECHNIQUES,
  KILLER_TECHNIQUES,
  MASTER_SURCHARGE,
  TECHNIQUES,
  TECHNIQUE_INFO,
  techniqueOrder,
  techniqueLevel,
  techniqueRank,
} from './techniques';
export type { TechniqueInfo } from './techniques';
export { applyStep, candidatesFromBoard, cloneGrid } from './grid';
export { findNextStep, logicalPath, solveLogically, techniqueApplies } from './solve';
export type { LogicalPath } from './solve';
export type { StepOptions } from './solve';
export { gradePath, gradePuzzle } from './grade';
export { stepFocusUnit, stepTargets, stepWitnesses, unitCells } from './focus';
