import { describe, expect, it } from 'vitest';
import enCore from '../../src/i18n/en/core';
import enDialogs from '../../src/i18n/en/dialogs';
import enLessons from '../../src/i18n/en/lessons';
import enSteps from '../../src/i18n/en/steps';
import zhCore from '../../src/i18n/zh-CN/core';
import zhDialogs from '../../src/i18n/zh-CN/dialogs';
import zhLessons from '../../src/i18n/zh-CN/lessons';
import zhSteps from '../../src/i18n/zh-CN/steps';

/*
 * The catalogues cannot drift: every language has every message (the
 * typecheck says so too) with the same placeholders, so no sentence loses
 * or invents a value.
 */

// The same values (a language may use one twice where another names it once).
const placeholders = (text: string) =>
  [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort();

const PARTS = {
  core: [enCore, zhCore],
  dialogs: [enDialogs, zhDialogs],
  steps: [enSteps, zhSteps],
  lessons: [enLessons, zhLessons],
} as const;

describe.each(Object.entries(PARTS))('the %s messages', (_part, [en, zh]) => {
  it('have the same keys in English and Chinese', () => {
    expect(Object.keys(zh).sort()).toEqual(Object.keys(en).sort());
  });

  it.each(Object.keys(en))('%s has the same placeholders in both', (key) => {
    const english = (en as Record<string, string>)[key];
    const chinese = (zh as Record<string, string>)[key];
    expect(chinese.trim().length).toBeGreaterThan(0);
    expect(placeholders(chinese)).toEqual(placeholders(english));
  });
});

describe('Chinese is written as Chinese', () => {
  it('every Chinese message but names and symbols holds Chinese characters', () => {
    // Language names, technique names such as "X-Wing" and bare placeholders may be Latin.
    const latin = new Set(['language.en', 'app.subtitle.level', 'stats.percent', 'cell.entry']);
    for (const part of [zhCore, zhDialogs, zhSteps, zhLessons]) {
      for (const [key, text] of Object.entries(part)) {
        if (
          latin.has(key) ||
          key.startsWith('technique.') ||
          !/[A-Za-z]{3,}/.test(text.replace(/\{\w+\}/g, ''))
        )
          continue;
        expect(text, key).toMatch(/[\u4e00-\u9fff]/);
      }
    }
  });
});
