import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEVELS, TECHNIQUES, TECHNIQUE_IDS, findNextStep } from '../../src/engine/logic';
import { SET_ASIDE } from '../../src/engine/practice';
import enLessons from '../../src/i18n/en/lessons';
import zhLessons from '../../src/i18n/zh-CN/lessons';
import { lessonLevelHeading, lessonWords } from '../../src/i18n/lesson-words';
import { loadMessages, setLocale } from '../../src/i18n/messages';
import { describeStepArea, explainStep } from '../../src/i18n/steps';
import { LESSON_EXAMPLES, LESSON_GROUPS, exampleGrid, workedExample } from '../../src/learn';
import { expectRealPosition } from '../engine/practice/helpers';

/*
 * The Learn library: every technique of the engine's own list has a lesson
 * in English and in Chinese and a worked example, a real position where
 * the logic's simplest step is that technique (the same Step the hints
 * give, worded by the hints' own sentences).
 */

const PARTS = ['summary', 'look', 'why', 'example'] as const;

beforeAll(async () => {
  for (const locale of ['en', 'zh-CN'] as const) {
    await loadMessages(locale, 'steps');
    await loadMessages(locale, 'lessons');
  }
});
afterAll(() => setLocale('en'));

describe('the library', () => {
  it('groups every technique of the engine’s list once, under its own level, in the order the logic tries them', () => {
    expect(LESSON_GROUPS.map((g) => g.level)).toEqual([...LEVELS]);
    expect(LESSON_GROUPS.flatMap((g) => g.techniques)).toEqual([...TECHNIQUE_IDS]);
    for (const group of LESSON_GROUPS) {
      for (const id of group.techniques) {
        expect(TECHNIQUES.find((t) => t.id === id)!.level).toBe(group.level);
      }
    }
  });

  it.each(TECHNIQUE_IDS)('%s has a lesson in English and in Chinese, and an example', (id) => {
    for (const catalogue of [enLessons, zhLessons] as Record<string, string>[]) {
      for (const part of PARTS) {
        const text = catalogue[`lesson.${id}.${part}`];
        expect(text, `${id}.${part}`).toBeTruthy();
        expect(text.length, `${id}.${part}`).toBeGreaterThan(part === 'summary' ? 4 : 15);
      }
    }
    expect(LESSON_EXAMPLES[id]).toBeDefined();
  });

  it('words each lesson and level heading in both languages', async () => {
    for (const locale of ['en', 'zh-CN'] as const) {
      await setLocale(locale);
      for (const id of TECHNIQUE_IDS) {
        const words = lessonWords(id);
        for (const text of Object.values(words)) {
          expect(text.trim().length, id).toBeGreaterThan(0);
          expect(text, id).not.toMatch(/\{\w+\}/);
        }
      }
      for (const level of LEVELS) expect(lessonLevelHeading(level).length).toBeGreaterThan(2);
    }
    await setLocale('en');
    expect(lessonWords('x-wing').title).toBe('X-Wing');
    expect(lessonLevelHeading('master')).toBe('Master: chains and forcing chains');
  });
});

describe('the worked examples', () => {
  it.each(TECHNIQUE_IDS)('%s: a real position whose simplest step is the technique', (id) => {
    const example = workedExample(id);
    expect(example.step.technique).toBe(id);
    expect(example.givens.every((d, i) => d === 0 || example.digits[i] === d)).toBe(true);
    expectRealPosition(example.givens, example.digits, example.candidates, example.step);
    const first = findNextStep(exampleGrid(id));
    // The static digit, cell and unit forcing chains: the earlier static kinds fire first (SET_ASIDE).
    if (SET_ASIDE[id]) expect(SET_ASIDE[id]).toContain(first?.technique);
    else expect(first).toEqual(example.step);
  });

  it('explains each example’s step with the hints’ own words, in both languages', async () => {
    for (const locale of ['en', 'zh-CN'] as const) {
      await setLocale(locale);
      for (const id of TECHNIQUE_IDS) {
        const { step, digits } = workedExample(id);
        for (const text of [describeStepArea(step), explainStep(step, digits)]) {
          expect(text.length, id).toBeGreaterThan(5);
          expect(text, id).not.toMatch(/\{\w+\}/);
        }
      }
    }
    await setLocale('en');
  });
});
