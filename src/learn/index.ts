/**
 * Learn: every technique's lesson as data (its level, its worked example)
 * and a step shown a piece at a time. The words are in src/i18n
 * (lesson-words.ts and the 'lessons' messages).
 */
export { LESSON_GROUPS, exampleGrid, workedExample } from './lessons';
export { LESSON_EXAMPLES } from './examples';
export { MAX_LINKS, frameChain, stepFrames } from './frames';
export type { StepFrame } from './frames';
