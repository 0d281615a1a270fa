import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import type { CandidateGrid } from '../src/engine/logic';
import { simplestStepFor } from '../src/engine/practice';
import { board, button, expectAxeClean, openGame, openLearn, PUZZLES } from './helpers';

/*
 * Practise (issue 19, items 2, 5 and 7): Settings, Learn, X-Wing,
 * Practise: a position made in the engine's worker; Hint names X-Wing; the
 * X-Wing's removals made by toggling notes on the practice board, and
 * "Check my step" says right and shows the step; the game untouched; no
 * WCAG 2.1 AA violations; touch targets of 44 px; a screenshot
 * (test-results/practise-360.png, practise-1280.png).
 */

/** Settings, Learn, X-Wing, Practise: the Learn dialog, its practice on its way. */
async function practiseXWing(page: Page): Promise<Locator> {
  const learn = await openLearn(page);
  await learn.getByRole('button', { name: 'X-Wing', exact: true }).click();
  await learn.getByRole('button', { name: 'Practise', exact: true }).click();
  return learn;
}

/** The practice position as its cells name it: digits, and the notes of empty cells. */
async function readPosition(practice: Locator): Promise<CandidateGrid> {
  const labels = await practice
    .getByRole('gridcell')
    .evaluateAll((cells) => cells.map((c) => c.getAttribute('aria-label') ?? ''));
  expect(labels).toHaveLength(81);
  const values = new Uint8Array(81);
  const masks = new Uint16Array(81);
  labels.forEach((label, i) => {
    const digit = /^Row \d, column \d, (?:given )?(\d)$/.exec(label);
    if (digit) values[i] = Number(digit[1]);
    else {
      const notes = /, empty, candidates (.+)$/.exec(label)![1];
      for (const d of notes.match(/\d/g)!) masks[i] |= 1 << (Number(d) - 1);
    }
  });
  return { values, masks };
}

for (const [width, height] of [
  [360, 740],
  [1280, 800],
] as const) {
  test.describe(`${width}x${height}`, () => {
    test.use({ viewport: { width, height } });

    test('Learn, X-Wing, Practise: Hint names X-Wing; the step made on the notes is right', async ({
      page,
    }) => {
      test.slow(); // a position from the worker and three axe scans
      await openGame(page, PUZZLES.easy);
      const before = await board(page).getByRole('gridcell').allTextContents();
      const learn = await practiseXWing(page);
      await expect(
        learn.getByRole('heading', { name: 'Practise: X-Wing', level: 3 }),
      ).toBeFocused();
      const practice = learn.getByRole('grid', { name: 'Practice position' });
      await expect(practice).toBeVisible({ timeout: 10_000 });
      await expect(learn.getByRole('status')).toHaveText(
        'Find the X-Wing here and remove the candidates it rules out by toggling the notes.',
      );
      await expectAxeClean(page);
      await page.screenshot({ path: `test-results/practise-${width}.png` });

      // Touch targets: the pad and the actions.
      const targets = [
        ...(await learn.getByRole('group', { name: 'Number pad' }).getByRole('button').all()),
        ...(await learn.locator('.practice-actions button').all()),
      ];
      for (const target of targets) {
        const box = (await target.boundingBox())!;
        const name = (await target.textContent()) ?? '';
        expect(box.width, name).toBeGreaterThanOrEqual(44);
        expect(box.height, name).toBeGreaterThanOrEqual(44);
      }

      // Hint names the technique.
      await learn.getByRole('button', { name: 'Hint', exact: true }).click();
      const said = learn.locator('.practice-said [aria-live="polite"]');
      await expect(said).toHaveText(/^Look at (row|column|box) \d \(X-Wing\)\.$/);

      // The position is real: its simplest step is an X-Wing. Make it by toggling its notes off.
      const position = await readPosition(practice);
      const step = simplestStepFor(position, 'x-wing')!;
      expect(step.technique).toBe('x-wing');
      await expect(learn.getByRole('button', { name: 'Notes' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      const cells = practice.getByRole('gridcell');
      for (const { cell, digit } of step.eliminations) {
        await cells.nth(cell).click();
        await page.keyboard.press(String(digit));
        await expect(cells.nth(cell)).not.toHaveAccessibleName(new RegExp(`candidates .*${digit}`));
      }
      await learn.getByRole('button', { name: 'Check my step' }).click();
      await expect(said).toHaveText('Right: that is the X-Wing.');
      await expect(learn.getByRole('table', { name: 'The X-Wing on this position' })).toBeVisible();
      const walk = learn.locator('.learn-walk [aria-live="polite"]');
      await expect(walk).toHaveText(/^Step 1 of \d+\. Look at /);
      await learn.getByRole('button', { name: 'Next', exact: true }).click();
      await expect(walk).toHaveText(/^Step 2 of \d+\. /);
      const overflow = await learn.evaluate((d) => d.scrollWidth - d.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await expectAxeClean(page);
      if (width === 360) await page.screenshot({ path: 'test-results/practise-360-checked.png' });

      // Next position: another, while the game behind is as it was.
      await learn.getByRole('button', { name: 'Next position' }).click();
      await expect(practice).toBeVisible({ timeout: 10_000 });
      await expect(said).toHaveText('');
      const next = await readPosition(practice);
      expect(simplestStepFor(next, 'x-wing')!.technique).toBe('x-wing');
      expect([...next.values]).not.toEqual([...position.values]);
      await expectAxeClean(page);
      await page.keyboard.press('Escape');
      await expect(learn).toBeHidden();
      expect(await board(page).getByRole('gridcell').allTextContents()).toEqual(before);
    });
  });
}

test.describe('320x568 in Chinese', () => {
  test.use({ locale: 'zh-CN', viewport: { width: 320, height: 568 } });

  test('练习 fits a narrow phone: nothing clipped, every key 44 px', async ({ page }) => {
    await page.goto(`/?puzzle=${encodeURIComponent(PUZZLES.easy)}`);
    await button(page, '设置').click();
    await page.getByRole('dialog', { name: '设置' }).getByRole('button', { name: '学习' }).click();
    const learn = page.getByRole('dialog', { name: '学习' });
    await learn.getByRole('button', { name: 'X翼', exact: true }).click();
    await learn.getByRole('button', { name: '练习', exact: true }).click();
    await expect(learn.getByRole('grid', { name: '练习局面' })).toBeVisible({ timeout: 10_000 });
    await expect(learn.getByRole('status')).toHaveText(/^这里的下一步要用X翼。/);
    await learn.getByRole('button', { name: '提示', exact: true }).click();
    await expect(learn.locator('.practice-said [aria-live="polite"]')).toHaveText(/X翼/);
    for (const target of await learn
      .getByRole('group', { name: '数字键盘' })
      .getByRole('button')
      .all()) {
      const box = (await target.boundingBox())!;
      expect(box.width, (await target.textContent()) ?? '').toBeGreaterThanOrEqual(44);
      expect(box.height).toBeGreaterThanOrEqual(44);
    }
    const fits = await learn.evaluate((el) => {
      const box = el.getBoundingClientRect();
      const out = [...el.querySelectorAll('*')].filter((child) => {
        const r = child.getBoundingClientRect();
        if (child.closest('.visually-hidden')) return false;
        return r.width !== 0 && (r.left < box.left - 0.5 || r.right > box.right + 0.5);
      });
      return { out: out.map((e) => e.textContent), scroll: el.scrollWidth <= el.clientWidth };
    });
    expect(fits).toEqual({ out: [], scroll: true });
    await page.screenshot({ path: 'test-results/practise-320-zh.png' });
  });
});

test.describe('a phone held sideways, 740x360', () => {
  test.use({ viewport: { width: 740, height: 360 }, hasTouch: true });

  test('the practice board sits beside its pad, big enough to read its notes', async ({ page }) => {
    await page.goto(`/?puzzle=${encodeURIComponent(PUZZLES.easy)}`);
    const learn = await practiseXWing(page);
    const grid = learn.getByRole('grid', { name: 'Practice position' });
    await expect(grid).toBeVisible({ timeout: 10_000 });
    const pad = learn.getByRole('group', { name: 'Number pad' });
    const [g, p] = [(await grid.boundingBox())!, (await pad.boundingBox())!];
    expect(g.width).toBeGreaterThanOrEqual(240);
    expect(p.x).toBeGreaterThanOrEqual(g.x + g.width); // beside, not below
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(740);
    // Touch selects on the board itself.
    await grid.getByRole('gridcell').first().tap();
    await expect(grid.getByRole('gridcell').first()).toHaveAttribute('aria-selected', 'true');
  });
});
