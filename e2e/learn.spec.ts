import { expect, test } from '@playwright/test';
import type { Locator } from '@playwright/test';
import { button, expectAxeClean, openGame, openLearn, PUZZLES } from './helpers';

/*
 * Learn (issue 19, items 1 and 5): from Settings, the library of
 * techniques; the X-Wing lesson's worked example stepped to its end, each
 * frame said in the live region; no WCAG 2.1 AA violations; screenshots
 * (test-results/learn-360.png, learn-1280.png) of the last frame.
 */

for (const [width, height] of [
  [360, 740],
  [1280, 800],
] as const) {
  test.describe(`${width}x${height}`, () => {
    test.use({ viewport: { width, height } });

    test('Learn, the X-Wing lesson stepped to its end, axe clean', async ({ page }) => {
      test.slow(); // two full axe scans and a dozen frames
      await openGame(page, PUZZLES.easy);
      const learn = await openLearn(page);
      await expect(learn).toBeVisible();
      for (const level of ['Easy: singles', 'Master: chains and forcing chains'])
        await expect(learn.getByRole('heading', { name: level })).toBeVisible();
      await expectAxeClean(page);

      await learn.getByRole('button', { name: 'X-Wing', exact: true }).click();
      await expect(learn.getByRole('heading', { name: 'X-Wing', level: 3 })).toBeFocused();
      await expect(learn.getByRole('table', { name: 'Worked example of X-Wing' })).toBeVisible();
      const live = learn.locator('[aria-live="polite"]');
      await expect(live).toHaveText(/^Step 1 of \d+\. Look at /);
      const count = Number(/of (\d+)/.exec((await live.textContent()) ?? '')![1]);
      expect(count).toBeGreaterThan(2);

      const next = learn.getByRole('button', { name: 'Next' });
      const said = new Set<string>();
      for (let n = 2; n <= count; n++) {
        await next.click();
        await expect(live).toHaveText(new RegExp(`^Step ${n} of ${count}\\. `));
        said.add((await live.textContent()) ?? '');
      }
      expect(said.size).toBe(count - 1); // each frame says something of its own
      await expect(next).toHaveAttribute('aria-disabled', 'true');
      await expect(live).toHaveText(/So row \d, column \d cannot be \d\.$/);
      // Nothing inside the dialog runs past its edge.
      const overflow = await learn.evaluate((d) => d.scrollWidth - d.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await expectAxeClean(page);
      await page.screenshot({ path: `test-results/learn-${width}.png` });

      await learn.getByRole('button', { name: 'Back' }).click();
      await expect(live).toHaveText(new RegExp(`^Step ${count - 1} of ${count}\\. `));
      await learn.getByRole('button', { name: 'All techniques' }).click();
      await expect(learn.getByRole('button', { name: 'X-Wing', exact: true })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(learn).toBeHidden();
    });
  });
}

test.describe('320x568 in Chinese', () => {
  test.use({ locale: 'zh-CN', viewport: { width: 320, height: 568 } });

  test('学习 from 设置: the library and a lesson fit, nothing clipped', async ({ page }) => {
    await page.goto(`/?puzzle=${encodeURIComponent(PUZZLES.easy)}`);
    await button(page, '设置').click();
    const settings = page.getByRole('dialog', { name: '设置' });
    await settings.getByRole('button', { name: '学习' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'test-results/learn-settings-320-zh.png' });
    await settings.getByRole('button', { name: '学习' }).click();
    const learn = page.getByRole('dialog', { name: '学习' });
    await expect(learn.getByRole('heading', { name: '大师：链与强制链' })).toBeVisible();
    await expectInside(learn);
    await learn.getByRole('button', { name: 'X翼', exact: true }).click();
    await learn.getByRole('button', { name: '下一步' }).click();
    await expect(learn.locator('[aria-live="polite"]')).toHaveText(/^第2步，共\d+步。/);
    await expectInside(learn);
    await page.screenshot({ path: 'test-results/learn-320-zh.png' });
  });
});

/** Every element drawn in the dialog within its left and right edges, and no sideways scrolling. */
async function expectInside(dialog: Locator): Promise<void> {
  const fits = await dialog.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const out = [...el.querySelectorAll('*')].filter((child) => {
      const r = child.getBoundingClientRect();
      // What only assistive technology reads (a board's column headers) is not drawn.
      if (child.closest('.visually-hidden')) return false;
      return r.width !== 0 && (r.left < box.left - 0.5 || r.right > box.right + 0.5);
    });
    return { out: out.map((e) => e.textContent), scroll: el.scrollWidth <= el.clientWidth };
  });
  expect(fits).toEqual({ out: [], scroll: true });
}
