import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRandom, type Digit } from '../../src/engine';
import { checkPracticeStep, makePracticePosition } from '../../src/engine/practice';
import { practiceTask, practiceVerdict } from '../../src/i18n/lesson-words';
import { loadMessages, setLocale } from '../../src/i18n/messages';

/*
 * What Practise says: the task on a new position, and the verdict on the
 * player's step, in both languages.
 */

const xWing = makePracticePosition('x-wing', createRandom('words x-wing'));
const single = makePracticePosition('naked-single', createRandom('words single'));

beforeAll(async () => {
  for (const locale of ['en', 'zh-CN'] as const) {
    await loadMessages(locale, 'steps');
    await loadMessages(locale, 'lessons');
  }
});
afterAll(() => setLocale('en'));

describe('practice words', () => {
  it('asks for the digit or for the removals, naming the technique', async () => {
    await setLocale('en');
    expect(practiceTask(xWing.step)).toBe(
      'Find the X-Wing here and remove the candidates it rules out by toggling the notes.',
    );
    expect(practiceTask(single.step)).toBe('Find the naked single here and place its digit.');
    await setLocale('zh-CN');
    expect(practiceTask(xWing.step)).toBe(
      '这里的下一步要用X翼。找出来，点掉笔记里它能删去的候选数。',
    );
  });

  it('says right, incomplete or wrong, and what is missing or wrong', async () => {
    const [first, ...rest] = xWing.step.eliminations;
    const right = checkPracticeStep(xWing, {
      placements: [],
      eliminations: xWing.step.eliminations,
    });
    const none = checkPracticeStep(xWing, { placements: [], eliminations: [] });
    const cell = xWing.digits.findIndex((d) => d === 0);
    const mistake = { cell, digit: xWing.solution[cell] as Digit };
    const wrong = checkPracticeStep(xWing, { placements: [], eliminations: [mistake] });
    await setLocale('en');
    expect(practiceVerdict(right)).toBe('Right: that is the X-Wing.');
    expect(practiceVerdict(none)).toBe(
      'Nothing changed yet. Place a digit or remove candidates, then check.',
    );
    expect(practiceVerdict(wrong)).toMatch(
      /^Not right: row \d, column \d \(\d\) does not fit the solution\.$/,
    );
    await setLocale('zh-CN');
    expect(practiceVerdict(right)).toBe('对了，这就是X翼。');
    expect(practiceVerdict(wrong)).toMatch(/^不对：第\d行第\d列（\d）与答案不符。$/);
    if (rest.length > 0) {
      const part = checkPracticeStep(xWing, { placements: [], eliminations: [first] });
      expect(practiceVerdict(part)).toMatch(
        /^到目前为止都对，但这一步还没做完：还要从.+中删去\d。$/,
      );
    }
  });
});
