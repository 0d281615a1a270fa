/**
 * The engine's public surface: pure functions over plain data. The store,
 * the benchmarks and outside tools import from here.
 */
export type {
  Board,
  CellIndex,
  CellValue,
  Difficulty,
  Digit,
  Notes,
  Puzzle,
  Random,
} from './types';
export { DIFFICULTIES, DIGITS } from './types';
export type { Cage, Kind, Rules } from './rules';
export { CLASSIC_RULES, KINDS } from './classicRules';
export {
  SIX_RULES,
  X_RULES,
  boxRegions,
  cellCountOf,
  fixedRules,
  jigsawRules,
  killerRules,
} from './rules';
export { checkRules, rulesData, rulesFromData } from './rulesData';
export { geometryOf, unitKind } from './geometryOf';
export type { Geometry, UnitKind } from './geometryOf';
export { combinations, canMakeSum } from './cageSums';
export { levelsOf } from './kindLevels';
export { generateKindPuzzle, KIND_LEVELS } from './kinds';
export type { KindPuzzle } from './kinds';
export { generateKiller } from './killer';
export type { KillerPuzzle } from './killer';
export { randomJigsawRegions } from './jigsawRegions';
export {
  checkSolutions,
  formatKindText,
  parseKindText,
  readKindPuzzle,
  repeatedGivens,
} from './kindText';
export type { KindText, KindTextError, KindTextResult, TextPart } from './kindText';
export { ROW_OF, COL_OF, BOX_OF, UNITS, UNITS_OF, PEERS, cellAt, arePeers } from './geometry';
export { bitOf, countBits, digitOf, digitsOf, lowestBit, isSingleBit, ALL_DIGITS } from './bits';
export { parsePuzzle, formatPuzzle } from './parse';
export type { ParseError, ParseResult } from './parse';
export { findConflicts } from './conflicts';
export { solve, countSolutions, analyse, solvesWithSingles } from './solver';
export { createRandom } from './random';
export { fillGrid, generateGradedPuzzle, generateSolvedGrid, generatePuzzle } from './generator';
export type { GenerateOptions } from './generator';
export { countClues, difficultyOf, hardnessOf, levelRank, UNFINISHED_RANK } from './difficulty';
export { applyMove, isEditable, replayMoves, samePosition, startPosition } from './moves';
export { formatMove, formatMoves, formatPosition } from './moveText';
export { parseMove, parseMoves, parsePosition } from './moveParse';
export type { MoveTextError, MoveTextResult } from './moveParse';
export type { CellMove, Move, Position } from './moves';
export { candidateMasks, countEmpty, isSolved } from './hints';
export { findMistakeHint, findWrongCells } from './mistakes';
export type { Hint } from './hints';
export { findTeachingHint } from './teachingHint';
export type { TeachingHint } from './teachingHint';
export {
  addDays,
  dailyLevel,
  dailySeed,
  dateKey,
  dayNumber,
  daysBetween,
  isDateKey,
  isoWeekday,
  DAILY_LEVELS,
} from './daily';
export type { DateKey } from './daily';
export { decodeShare, encodeShare } from './shareCode';
export type { SharedBoard } from './shareCode';
export type { Shared, ShareCodeResult } from './shareCode';
