import { TECHNIQUES } from '../engine/logic/techniques';
import type { CandidateGrid, Level, Step, ClassicTechnique } from '../engine/logic/types';
import { LEVELS } from '../engine/logic/types';
import { simplestStepFor } from '../engine/practice/walk';
import { LESSON_EXAMPLES } from './examples';
import type { LessonExample } from './examples';

/*
 * The Learn library, as data: one lesson per technique of the engine's own
 * list (TECHNIQUES), grouped by level, each with its worked example. The
 * words are in the 'lessons' messages (src/i18n/en/lessons.ts and its Chinese twin); the
 * example's step is found by the logic on the example's position, the same
 * Step the hints give.
 */

/** The lessons of one level, simplest technique first. */
export interface LessonGroup {
  level: Level;
  techniques: ClassicTechnique[];
}

/** Every technique's lesson, grouped by level (easy first), in the order the logic tries them. */
export const LESSON_GROUPS: readonly LessonGroup[] = LEVELS.map((level) => ({
  level,
  techniques: TECHNIQUES.filter((t) => t.level === level).map((t) => t.id),
}));

/** A worked example, ready to show: the board, its candidates and the step found there. */
export interface WorkedExample {
  /** The puzzle's givens (81 digits, 0 = empty): drawn as givens. */
  givens: number[];
  /** The position's digits: the givens and the digits placed so far. */
  digits: number[];
  /** Each cell's candidates (81 masks, bit d-1 = digit d), 0 for filled cells. */
  candidates: number[];
  /** The step the logic finds there: its technique is the lesson's. */
  step: Step;
}

const digitsOf = (text: string): number[] =>
  Array.from(text, (ch) => (ch >= '1' && ch <= '9' ? ch.charCodeAt(0) - 48 : 0));

/** The candidate masks written in an example (rows by ' / ', cells by spaces, '.' filled). */
function masksOf(example: LessonExample): number[] {
  return example.candidates
    .split(/\s+\/\s+|\s+/)
    .map((token) =>
      token === '.' ? 0 : Array.from(token).reduce((m, ch) => m | (1 << (Number(ch) - 1)), 0),
    );
}

/** The candidate grid of a technique's example. */
export function exampleGrid(technique: ClassicTechnique): CandidateGrid {
  const example = LESSON_EXAMPLES[technique];
  return {
    values: Uint8Array.from(digitsOf(example.digits)),
    masks: Uint16Array.from(masksOf(example)),
  };
}

const cache = new Map<ClassicTechnique, WorkedExample>();

/**
 * A technique's worked example: its position and the step the logic finds
 * there (simplestStepFor, which for the static digit, cell and unit
 * forcing chains sets the earlier static kinds aside). Found once.
 */
export function workedExample(technique: ClassicTechnique): WorkedExample {
  let example = cache.get(technique);
  if (!example) {
    const grid = exampleGrid(technique);
    const step = simplestStepFor(grid, technique);
    if (step?.technique !== technique)
      throw new Error(`the ${technique} example has lost its step`);
    example = {
      givens: digitsOf(LESSON_EXAMPLES[technique].puzzle),
      digits: Array.from(grid.values),
      candidates: Array.from(grid.masks),
      step,
    };
    cache.set(technique, example);
  }
  return example;
}
