import { act, screen, waitFor, within } from '@testing-library/react';
import { afterAll, describe, expect, it } from 'vitest';
import { LEVELS, TECHNIQUES, TECHNIQUE_IDS } from '../../src/engine/logic';
import { frameCaption, lessonLevelHeading } from '../../src/i18n/lesson-words';
import { setLocale } from '../../src/i18n/messages';
import { techniqueTitle } from '../../src/i18n/steps';
import { stepFrames, workedExample } from '../../src/learn';
import { useGame } from '../../src/store';
import { EASY } from '../store/fixtures';
import { findDialog, renderGame } from './render';

/*
 * Learn (issue 19, item 1): from Settings, the library of every technique
 * of the engine's own list, grouped by level; a lesson with its worked
 * example stepped forward and back, each frame's words in a polite live
 * region (item 5); and the same in Chinese.
 */

afterAll(async () => {
  await setLocale('en');
});

/** Open Settings, then Learn, and wait for the library (its code loads lazily). */
async function openLearn(
  user: ReturnType<typeof renderGame>['user'],
  names = { settings: 'Settings', learn: 'Learn' },
): Promise<HTMLElement> {
  await user.click(screen.getByRole('button', { name: names.settings }));
  const settings = await findDialog(names.settings);
  await user.click(within(settings).getByRole('button', { name: names.learn }));
  return findDialog(names.learn);
}

/** The live region of a lesson: the frame's words. */
function liveRegion(dialog: HTMLElement): HTMLElement {
  const region = dialog.querySelector<HTMLElement>('[aria-live="polite"]');
  expect(region).not.toBeNull();
  return region!;
}

describe('the Learn library', () => {
  it('lists every technique of the engine’s list once, under a heading for its level', async () => {
    const { user } = renderGame(EASY);
    const learn = await openLearn(user);
    expect(
      within(learn)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(LEVELS.map(lessonLevelHeading));
    for (const level of LEVELS) {
      const group = within(learn).getByRole('region', { name: lessonLevelHeading(level) });
      const expected = TECHNIQUES.filter((t) => t.level === level).map((t) => techniqueTitle(t.id));
      const buttons = within(group).getAllByRole('button');
      expect(buttons).toHaveLength(expected.length);
      buttons.forEach((b, i) => expect(b).toHaveAccessibleName(expected[i]));
    }
    expect(within(learn).getAllByRole('button', { name: /./ })).toHaveLength(
      TECHNIQUE_IDS.length + 1, // and Close
    );
    expect(within(learn).getByRole('region', { name: 'Easy: singles' })).toContainElement(
      within(learn).getByRole('button', { name: 'Hidden single' }),
    );
    expect(within(learn).getByRole('button', { name: 'X-Wing' })).toHaveAccessibleDescription(
      'A digit on two lines, in the same two places on each.',
    );
  });

  it('opens a lesson, steps its example forward and back, and says each frame in the live region', async () => {
    const { user } = renderGame(EASY);
    const learn = await openLearn(user);
    await user.click(within(learn).getByRole('button', { name: 'X-Wing' }));
    expect(within(learn).getByRole('heading', { name: 'X-Wing', level: 3 })).toHaveFocus();
    for (const part of ['What to look for', 'Why it works', 'Worked example'])
      expect(within(learn).getByRole('heading', { name: part, level: 4 })).toBeInTheDocument();
    const board = within(learn).getByRole('table', { name: 'Worked example of X-Wing' });

    const { step, digits } = workedExample('x-wing');
    const frames = stepFrames(step, digits);
    const said = (i: number) =>
      `Step ${i + 1} of ${frames.length}. ${frameCaption(step, frames[i], digits)}`;
    const live = liveRegion(learn);
    expect(live).toHaveTextContent(said(0));
    expect(live).toHaveTextContent(/^Step 1 of \d+\. Look at /);
    const back = within(learn).getByRole('button', { name: 'Back' });
    const next = within(learn).getByRole('button', { name: 'Next' });
    expect(back).toHaveAttribute('aria-disabled', 'true');

    for (let i = 1; i < frames.length; i++) {
      await user.click(next);
      expect(live).toHaveTextContent(said(i));
    }
    expect(next).toHaveAttribute('aria-disabled', 'true');
    await user.click(next); // stays on the last frame
    expect(live).toHaveTextContent(said(frames.length - 1));
    // The last frame: every elimination is shown on the board, and said.
    const removals = within(board).getAllByRole('cell', { name: /remove \d/ });
    expect(removals).toHaveLength(new Set(step.eliminations.map((e) => e.cell)).size);
    expect(live).toHaveTextContent(/^Step \d+ of \d+\. So row \d, column \d cannot be \d\.$/);

    await user.click(back);
    expect(live).toHaveTextContent(said(frames.length - 2));
    await user.keyboard('{Home}');
    expect(live).toHaveTextContent(said(0));
    expect(back).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{ArrowRight}');
    expect(live).toHaveTextContent(said(1));
    await user.keyboard('{End}');
    expect(live).toHaveTextContent(said(frames.length - 1));

    await user.click(within(learn).getByRole('button', { name: 'All techniques' }));
    expect(within(learn).getByRole('button', { name: 'X-Wing' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('walks a chain link by link', async () => {
    const { user } = renderGame(EASY);
    const learn = await openLearn(user);
    await user.click(within(learn).getByRole('button', { name: 'X-Chain' }));
    const { step, digits } = workedExample('x-chain');
    const frames = stepFrames(step, digits);
    const live = liveRegion(learn);
    const next = within(learn).getByRole('button', { name: 'Next' });
    for (let i = 1; i < frames.length; i++) {
      await user.click(next);
      expect(live).toHaveTextContent(frameCaption(step, frames[i], digits));
      // The chain drawn so far: one more link a frame, up to the window.
      if (frames[i].kind === 'link')
        expect(learn.querySelectorAll('.chain-link')).toHaveLength(frames[i].links.length);
    }
  });
});

describe('Learn in Chinese', () => {
  it('is 学习, with each lesson and its steps in Chinese, without spaces among the characters', async () => {
    const { user } = renderGame(EASY);
    act(() => useGame.getState().updateSettings({ language: 'zh-CN' }));
    await waitFor(() => expect(document.documentElement.lang).toBe('zh-CN'));
    const learn = await openLearn(user, { settings: '设置', learn: '学习' });
    expect(within(learn).getByRole('heading', { level: 2 })).toHaveTextContent('学习');
    expect(
      within(learn).getByRole('region', { name: '困难：三数组、四数组与初级翼' }),
    ).toContainElement(within(learn).getByRole('button', { name: 'X翼' }));
    await user.click(within(learn).getByRole('button', { name: 'X翼' }));
    for (const part of ['找什么', '为什么成立', '例题'])
      expect(within(learn).getByRole('heading', { name: part, level: 4 })).toBeInTheDocument();
    expect(within(learn).getByRole('table', { name: 'X翼的例题' })).toBeInTheDocument();
    const { step, digits } = workedExample('x-wing');
    const frames = stepFrames(step, digits);
    const live = liveRegion(learn);
    expect(live.textContent).toBe(
      `第1步，共${frames.length}步。${frameCaption(step, frames[0], digits)}`,
    );
    await user.click(within(learn).getByRole('button', { name: '下一步' }));
    expect(live.textContent).toBe(
      `第2步，共${frames.length}步。${frameCaption(step, frames[1], digits)}`,
    );
    await user.click(within(learn).getByRole('button', { name: '上一步' }));
    expect(live.textContent).toMatch(/^第1步，共\d+步。/);
    const SPACED =
      /[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef] | [\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]/;
    expect(learn.textContent).not.toMatch(SPACED);
    expect(within(learn).getByRole('button', { name: '全部技巧' })).toBeInTheDocument();
  });
});
