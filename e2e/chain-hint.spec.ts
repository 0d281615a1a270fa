import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { PUZZLES, board, expectNoScroll, hintButton, openGame, status } from './helpers';

/*
 * A Master hint taken to its second press, in English and in Chinese: the
 * chain drawn over the board, the forcing chain's summary, a branch walked
 * on demand; then screenshots (git-ignored, screenshots/) at phone and
 * desktop sizes, light and dark, for a person to look at. A long forcing
 * chain (Arto Inkala's puzzle) walked with Next and Back, never more than 8
 * links drawn at once (screenshots/chain-walk-en-phone.png).
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

/** Arto Inkala's puzzle: its first hint is a nested forcing chain with branches of about 40 links. */
const INKALA = '8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..';

test.describe('a long forcing chain walked a page at a time', () => {
  test.use({ reducedMotion: 'reduce', viewport: { width: 360, height: 740 } });

  test('never draws more than 8 links at once; Next and Back walk every branch', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await openGame(page, INKALA);
    const card = page.getByRole('region', { name: 'Hint', exact: true });
    const links = page.locator('.board-frame svg path[marker-end]');
    const walk = page.locator('#status-walk');
    const back = card.getByRole('button', { name: 'Back', exact: true });
    const next = card.getByRole('button', { name: 'Next', exact: true });
    const apply = card.getByRole('button', { name: 'Apply', exact: true });
    await hintButton(page).click();
    await card.getByRole('button', { name: 'Show me' }).click({ timeout: 30_000 });
    // The summary: the cases, ringed, with no link yet.
    await expect(status(page)).toHaveText(/^If row \d, column \d is \d, then in the end .+\.$/);
    await expect(page.locator('.board-frame svg ellipse')).not.toHaveCount(0);
    await expect(links).toHaveCount(0);
    await expect(back).toHaveAttribute('aria-disabled', 'true');
    await expect(walk).toHaveAttribute('aria-live', 'polite');

    // Next, page after page to the end of the last branch: at most 8 links drawn, the page read out.
    const pages: string[] = [];
    let most = 0;
    while ((await next.getAttribute('aria-disabled')) !== 'true') {
      const before = await walk.textContent();
      await next.click();
      await expect(walk).not.toHaveText(before ?? '');
      const text = (await walk.textContent()) ?? '';
      expect(text).toMatch(/^Step \d+ of \d+\. \S/);
      const drawn = await links.count();
      expect(drawn, text).toBeLessThanOrEqual(8);
      most = Math.max(most, drawn);
      // The next press of Hint stays on the card, in view.
      await expect(apply).toBeInViewport();
      pages.push(text);
      if (pages.length === 4) {
        await page.screenshot({ path: 'screenshots/chain-walk-en-phone.png' });
        await expectNoScroll(page);
        // The card, walking, stays off the board and the pad; its page is in view.
        const box = (await card.boundingBox())!;
        for (const other of [board(page), page.getByRole('group', { name: 'Number pad' })]) {
          const b = (await other.boundingBox())!;
          const apart =
            box.y >= b.y + b.height || b.y >= box.y + box.height || box.x >= b.x + b.width;
          expect(apart).toBe(true);
        }
        await expect(walk).toBeInViewport();
        const axe = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
          .analyze();
        expect(axe.violations).toEqual([]);
      }
    }
    expect(most).toBeGreaterThan(0);
    expect(pages.length).toBeGreaterThan(10);
    expect(pages.filter((p) => p.startsWith('Step 1 of '))).toHaveLength(
      await page.getByRole('group', { name: 'Follow one case' }).getByRole('button').count(),
    );

    // Back retraces them, by keyboard too.
    await back.focus();
    for (let i = pages.length - 2; i >= pages.length - 4; i--) {
      await page.keyboard.press('Enter');
      await expect(walk).toHaveText(pages[i]);
      expect(await links.count()).toBeLessThanOrEqual(8);
    }
    await expect(back).toBeFocused();

    // The walk is optional: Apply goes on from here.
    await apply.click();
    await expect(status(page)).toHaveText(/^So \d can be removed from row \d, column \d\.$/);
    await expect(links).toHaveCount(0);
  });
});
