import { expect, test } from '@playwright/test';
import { PUZZLES, expectNoScroll, status } from './helpers';

/*
 * A Master hint taken to its second press, in English and in Chinese: the
 * chain drawn over the board, the forcing chain's summary, a branch walked
 * on demand; then screenshots (git-ignored, screenshots/) at phone and
 * desktop sizes, light and dark, for a person to look at.
 */

const WORDS = {
  en: {
    hint: 'Hint',
    steps: 'Solution steps',
    show: 'Show steps',
    stepsTitle: 'Solution steps',
    group: 'Follow one case',
    summary:
      /^If row \d, column \d is \d, then in the end .+, which cannot be\. So \d can be removed from row \d, column \d\.$/,
    walk: /Suppose row \d, column \d is \d\. Then .+\(.+\)\./,
  },
  'zh-CN': {
    hint: '提示',
    steps: '解题步骤',
    show: '查看步骤',
    stepsTitle: '解题步骤',
    group: '逐条查看分支',
    summary: /^假如第\d行第\d列是\d，推到最后.+，这不可能。结论：可以从第\d行第\d列中删去\d。$/,
    walk: /假设第\d行第\d列是\d。那么.+（.+）。/,
  },
} as const;

for (const locale of ['en', 'zh-CN'] as const) {
  test.describe(`a chain hint in ${locale}`, () => {
    test.use({ locale, reducedMotion: 'reduce', viewport: { width: 360, height: 740 } });
    const words = WORDS[locale];

    test('draws the chain, sums it up, walks a branch; looks right at every size and theme', async ({
      page,
    }) => {
      test.setTimeout(90_000);
      // The board is named in the page's language: found by its role.
      const board = page.getByRole('grid');
      await page.goto(`/?puzzle=${encodeURIComponent(PUZZLES.master)}`);
      await expect(board).toBeVisible();
      const hint = page.getByRole('button', { name: words.hint, exact: true });
      await hint.click();
      await hint.click();
      await expect(status(page)).toHaveText(words.summary, { timeout: 30_000 });
      const overlay = page.locator('.board-frame svg');
      await expect(overlay).toBeVisible();
      // The summary rings the assumption and marks the conclusion, with no links yet.
      await expect(overlay.locator('ellipse')).not.toHaveCount(0);
      await expect(overlay.locator('path[marker-end]')).toHaveCount(0);

      const cases = page.getByRole('group', { name: words.group });
      const first = cases.getByRole('button').first();
      await first.click();
      await expect(first).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByText(words.walk)).toBeVisible();
      await expect(overlay.locator('path[marker-end]')).not.toHaveCount(0);
      // The board is described by the walk too.
      await expect(board).toHaveAccessibleDescription(words.walk);

      for (const [device, width, height] of [
        ['phone', 360, 740],
        ['desktop', 1280, 800],
      ] as const) {
        await page.setViewportSize({ width, height });
        for (const scheme of ['light', 'dark'] as const) {
          await page.emulateMedia({ colorScheme: scheme });
          await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
          await expectNoScroll(page);
          await page.screenshot({ path: `screenshots/chain-${locale}-${device}-${scheme}.png` });
        }
      }
    });

    test('the solution steps draw the chain and walk a branch', async ({ page }) => {
      test.setTimeout(120_000);
      await page.goto(`/?puzzle=${encodeURIComponent(PUZZLES.master)}`);
      await expect(page.getByRole('grid')).toBeVisible();
      await page.getByRole('button', { name: words.steps, exact: true }).click();
      await page.getByRole('button', { name: words.show }).click();
      // Exact: while the path is worked out the dialog still asks ("See the solution steps?").
      const dialog = page.getByRole('dialog', { name: words.stepsTitle, exact: true });
      await expect(dialog).toBeVisible({ timeout: 90_000 });
      await expect(dialog.locator('svg ellipse')).not.toHaveCount(0);
      const first = dialog.getByRole('group', { name: words.group }).getByRole('button').first();
      await first.click();
      await expect(dialog.getByText(words.walk)).toBeVisible();
      await expect(dialog.locator('svg path[marker-end]')).not.toHaveCount(0);
      await page.screenshot({ path: `screenshots/chain-steps-${locale}-phone.png` });
    });
  });
}
