import techniques from './lesson-techniques';

/**
 * English: the Learn library and Practise, loaded when either opens. The
 * lesson of each technique (lesson-techniques.ts) has four parts: a one-line
 * `summary` for the library, what to `look` for, `why` it works, and a lead
 * into the worked `example` (the board and its frames say the rest, in the
 * hint's own words). Placeholders: {name}, {n}, {count}, {cell}, {cells},
 * {digit}, {digits}.
 */
export default {
  ...techniques,
  'learn.title': 'Learn',
  'learn.intro':
    'Every technique the hints use, from the first steps to the longest chains. Each lesson shows what to look for, why it works and a worked example, step by step.',
  'learn.level.easy': 'Easy: singles',
  'learn.level.medium': 'Medium: locked candidates and pairs',
  'learn.level.hard': 'Hard: triples, quads and the first wings',
  'learn.level.expert': 'Expert: fish, wings, colouring and uniqueness',
  'learn.level.master': 'Master: chains and forcing chains',
  'learn.list': 'All techniques',
  'lesson.look': 'What to look for',
  'lesson.why': 'Why it works',
  'lesson.example': 'Worked example',
  'lesson.board': 'Worked example of {name}',
  'lesson.frame': 'Step {n} of {count}',
  'lesson.back': 'Back',
  'lesson.next': 'Next',
  'lesson.practise': 'Practise',

  'frame.eliminate': 'So {cell} cannot be {digit}.',
  'frame.fins': 'The fins: {cells}.',
  'frame.set': 'Set {n}: {cells}.',

  'practice.title': 'Practise: {name}',
  'practice.preparing': 'Preparing a position…',
  'practice.task.place': 'Find the {name} here and place its digit.',
  'practice.task.remove':
    'Find the {name} here and remove the candidates it rules out by toggling the notes.',
  'practice.check': 'Check my step',
  'practice.next': 'Next position',
  'practice.right': 'Right: that is the {name}.',
  'practice.incomplete.none':
    'Nothing changed yet. Place a digit or remove candidates, then check.',
  'practice.incomplete':
    'Right so far, but the step is not finished: it also removes {digits} from {cells}.',
  'practice.change': '{cell} ({digit})',
  'practice.wrong.mistake': 'Not right: {changes} does not fit the solution.',
  'practice.wrong.other': 'That may be true, but it is not what the {name} shows here: {changes}.',
  'practice.failed': 'No position could be made. Try again.',
  'practice.retry': 'Try again',
  'practice.lesson': 'Back to the lesson',
  'practice.board': 'Practice position',
  'practice.step': 'The step',
  'practice.stepBoard': 'The {name} on this position',
} as const;
