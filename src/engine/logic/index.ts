/**
 * The logical solver: techniques a person uses, each step named and
 * explained as data, and grading by the techniques a puzzle needs.
 */
export type {
  CandidateGrid,
  CellDigit,
  Chain,
  ChainNode,
  Grade,
  ClassicTechnique,
  Level,
  Step,
  Technique,
} from './types';
export { FORCING_CHAIN_IDS, KILLER_TECHNIQUE_IDS, LEVELS, TECHNIQUE_IDS } from './types';
export { MASTER_SURCHARGE, TECHNIQUES, techniqueLevel } from './techniques';
export { applyStep, candidatesFromBoard, cloneGrid } from './grid';
export { findNextStep, logicalPath, solveLogically, techniqueApplies } from './solve';
export type { StepOptions } from './solve';
export { gradePath, gradePuzzle } from './grade';
export { stepFocusUnit, stepTargets, stepWitnesses, unitCells } from './focus';
export { creditMove } from './credit';
export type { PlayerMove } from './credit';
