import type { Board } from '../engine';
import type { Level, Step, Technique } from '../engine/logic/types';
import type { PracticeCheck } from '../engine/practice/check';
import type { StepFrame } from '../learn/frames';
import { list } from './phrases';
import { t } from './messages';
import type { MessageKey } from './messages';
import { forcingSummary, walkAlternating, walkForcing } from './chain-words';
import { cellName, cellsName, sentences } from './step-names';
import { whySentences } from './step-why';
import { describeEffect, describeStepArea, techniqueName, techniqueTitle } from './steps';

/*
 * The words of the Learn library and of Practise: a lesson's text, the
 * caption of each frame of its worked example (the hint's own sentences,
 * one link or one change at a time) and the verdict on a practice step.
 * Needs the 'steps' and 'lessons' messages loaded.
 */

/** A lesson's words: its title, one line for the library, and its three parts. */
export interface LessonWords {
  title: string;
  summary: string;
  look: string;
  why: string;
  example: string;
}

/** The lesson of a technique in the active language. */
export function lessonWords(technique: Technique): LessonWords {
  const part = (name: string) => t(`lesson.${technique}.${name}` as MessageKey);
  return {
    title: techniqueTitle(technique),
    summary: part('summary'),
    look: part('look'),
    why: part('why'),
    example: part('example'),
  };
}

/** The heading of a level's lessons: "Easy: singles". */
export function lessonLevelHeading(level: Level): string {
  return t(`learn.level.${level}` as MessageKey);
}

/** The sentence of a forcing chain's walk that states node `index` (walkForcing's order). */
function forcingSentence(step: Step, frame: StepFrame): string {
  const chain = step.chains![frame.chain];
  const walk = walkForcing(chain);
  if (frame.kind === 'premise') return walk[0];
  // walkForcing states the premise, then every inferred node in order.
  let at = 1;
  for (let i = 0; i < frame.index; i++) {
    const node = chain.nodes[i];
    if (i !== chain.premise && node.inference !== 'premise' && node.inference !== 'outer') at++;
  }
  return walk[at] ?? '';
}

/**
 * The caption of one frame of a step (see stepFrames): the hint's first
 * sentence for the area, its explanation for the pattern, one sentence per
 * link of a chain or per fact of a forcing chain, then each change.
 * `digits` is the board the step was found on, as for explainStep.
 */
export function frameCaption(step: Step, frame: StepFrame, digits?: Board): string {
  switch (frame.kind) {
    case 'area':
      return describeStepArea(step);
    case 'pattern':
      return sentences(whySentences(step, digits));
    case 'fins':
      return sentences([t('frame.fins', { cells: cellsName(step.fins ?? []) })]);
    case 'sets':
      return sentences([
        t('step.why.als'),
        ...(step.sets ?? []).map((set, i) => t('frame.set', { n: i + 1, cells: cellsName(set) })),
      ]);
    case 'link':
    case 'ends': {
      const chain = step.chains![frame.chain];
      const walk = walkAlternating(step, chain);
      return sentences([frame.kind === 'link' ? walk[frame.index] : walk[walk.length - 1]]);
    }
    case 'summary':
      return sentences([forcingSummary(step)]);
    case 'premise':
    case 'node':
      return sentences([forcingSentence(step, frame)]);
    case 'place':
      return describeEffect(step);
    case 'eliminate': {
      const e = step.eliminations[frame.index];
      return sentences([t('frame.eliminate', { cell: cellName(e.cell), digit: e.digit })]);
    }
  }
}

/** What the player is asked to do on a practice position. */
export function practiceTask(step: Step): string {
  const name = techniqueName(step.technique);
  return t(step.placements.length > 0 ? 'practice.task.place' : 'practice.task.remove', { name });
}

/** Changes as "row 3, column 5 (7)", listed. */
function changesName(changes: PracticeCheck['mistakes']): string {
  return list(changes.map((c) => t('practice.change', { cell: cellName(c.cell), digit: c.digit })));
}

/**
 * The verdict on a practice step, in words: right (naming the technique),
 * incomplete (what is still to remove), or wrong (the changes that break
 * the solution, else those the technique does not make here).
 */
export function practiceVerdict(check: PracticeCheck): string {
  const name = techniqueName(check.step.technique);
  switch (check.verdict) {
    case 'right':
      return t('practice.right', { name });
    case 'incomplete': {
      if (check.missing.length === check.step.placements.length + check.step.eliminations.length)
        return t('practice.incomplete.none');
      const digits = [...new Set(check.missing.map((c) => c.digit))].sort((a, b) => a - b);
      const cells = [...new Set(check.missing.map((c) => c.cell))];
      return t('practice.incomplete', {
        digits: list(digits.map(String)),
        cells: cellsName(cells),
      });
    }
    case 'wrong':
      return check.mistakes.length > 0
        ? t('practice.wrong.mistake', { changes: changesName(check.mistakes) })
        : t('practice.wrong.other', { name, changes: changesName(check.unjustified) });
  }
}
