import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { PUZZLES, board, button, cell, hintButton, openGame, padKey, status } from './helpers';

/*
 * The hint card (issue 19 item 4): the region "Hint" takes the tools' place
 * on a phone and in a desktop's side panel, never over the board or the
 * number pad, which keep working (the hinted digit entered applies the
 * hint); its button says what the next press does; "Reveal this cell" fills
 * the selected cell in one press, counted as a hint. Screenshots for a person
 * to look at: test-results/hint-card-360.png and hint-card-1280.png.
 */

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

type Box = { x: number; y: number; width: number; height: number };

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  return box!;
}

/** True when two boxes share any area. */
function overlap(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

const card = (page: Page) => page.getByRole('region', { name: 'Hint', exact: true });
const pad = (page: Page) => page.getByRole('group', { name: 'Number pad' });

for (const [width, height] of [
  [360, 740],
  [1280, 800],
] as const) {
  test.describe(`${width}x${height}`, () => {
    test.use({ viewport: { width, height } });

    test('the card never covers the board or the pad, and neither moves', async ({ page }) => {
      await openGame(page, PUZZLES.hiddenSingle);
      const grid = await boxOf(board(page));
      const keys = await boxOf(pad(page));

      await button(page, 'Hint').click();
      await expect(card(page)).toBeVisible({ timeout: 15_000 }); // the engine loads with the first hint
      await expect(card(page).getByRole('button', { name: 'Show me' })).toBeVisible();
      await expect(button(page, 'Reveal this cell')).toBeVisible();
      for (const stage of ['look', 'why']) {
        const box = await boxOf(card(page));
        expect(overlap(box, grid), `${stage}: card over the board`).toBe(false);
        expect(overlap(box, keys), `${stage}: card over the pad`).toBe(false);
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(width);
        expect(await boxOf(board(page)), stage).toEqual(grid);
        expect(await boxOf(pad(page)), stage).toEqual(keys);
        if (stage === 'look') await card(page).getByRole('button', { name: 'Show me' }).click();
      }
      await expect(status(page)).toContainText('So row 6, column 9 is 3.');
      // What the next press does, visible on the card; its buttons inside it.
      const apply = card(page).getByRole('button', { name: 'Apply' });
      await expect(apply).toBeVisible();
      const box = await boxOf(card(page));
      for (const b of [apply, button(page, 'Reveal this cell')]) {
        const own = await boxOf(b);
        expect(own.y + own.height).toBeLessThanOrEqual(box.y + box.height + 0.5);
      }
      await page.screenshot({ path: `test-results/hint-card-${width}.png` });

      // Entering the hinted digit on the pad places it and closes the hint as applied.
      await padKey(page, 3).click();
      await expect(cell(page, 6, 9)).toHaveAccessibleName('Row 6, column 9, 3');
      await expect(status(page)).toHaveText('So row 6, column 9 is 3.');
      await expect(card(page)).toBeHidden();
      await expect(button(page, 'Hint')).toBeVisible();
      expect(await boxOf(board(page))).toEqual(grid);
    });
  });
}

test('the pad and the keys keep working while the card is open', async ({ page }) => {
  await openGame(page, PUZZLES.hiddenSingle);
  await button(page, 'Hint').click();
  await expect(card(page)).toBeVisible({ timeout: 15_000 });
  // Another cell, a digit of the player's own: placed, and the hint put away.
  await cell(page, 1, 2).click();
  await padKey(page, 1).click();
  await expect(cell(page, 1, 2)).toHaveAccessibleName(/^Row 1, column 2, 1/);
  await expect(card(page)).toBeHidden();
  await page.keyboard.press('Backspace');
  await expect(cell(page, 1, 2)).toHaveAccessibleName('Row 1, column 2, empty');

  // The hinted digit typed in its cell applies the hint.
  await hintButton(page).click();
  await expect(card(page)).toBeVisible();
  await cell(page, 6, 9).click();
  await page.keyboard.press('ArrowUp');
  await expect(cell(page, 5, 9)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('3');
  await expect(cell(page, 6, 9)).toHaveAccessibleName('Row 6, column 9, 3');
  await expect(status(page)).toHaveText('So row 6, column 9 is 3.');
  await expect(card(page)).toBeHidden();
});

test('Reveal this cell fills the selected cell in one press, counted in "Hints used"', async ({
  page,
}) => {
  // The easy puzzle's solution with two cells left: row 1, column 1 (9) and row 9, column 9 (2).
  const twoLeft = `.${PUZZLES.easySolution.slice(1, 80)}.`;
  await openGame(page, twoLeft);
  await button(page, 'Hint').click();
  await expect(card(page)).toBeVisible({ timeout: 15_000 });
  // On a filled cell it says what to do.
  await cell(page, 5, 5).click();
  await button(page, 'Reveal this cell').click();
  await expect(card(page)).toContainText('Select an empty cell, then press Reveal this cell.');
  await cell(page, 1, 1).click();
  await button(page, 'Reveal this cell').click();
  await expect(cell(page, 1, 1)).toHaveAccessibleName('Row 1, column 1, 9, hint');
  await expect(status(page)).toHaveText('Row 1, column 1 is 9.');
  await expect(card(page)).toBeHidden();
  // Undoable like a hint's digit.
  await button(page, 'Undo').click();
  await expect(cell(page, 1, 1)).toHaveAccessibleName('Row 1, column 1, empty');
  await button(page, 'Redo').click();
  await expect(cell(page, 1, 1)).toHaveAccessibleName('Row 1, column 1, 9, hint');
  await cell(page, 9, 9).click();
  await page.keyboard.press('2');
  const won = page.getByRole('dialog', { name: 'Solved!' });
  await expect(won).toBeVisible();
  await expect(won).toContainText('Hints used2'); // the Hint press and the reveal
});

test('no WCAG 2.1 AA violations with the card open', async ({ page }) => {
  test.slow(); // two full scans
  await openGame(page, PUZZLES.hiddenSingle);
  await button(page, 'Hint').click();
  await expect(card(page)).toBeVisible({ timeout: 15_000 });
  await cell(page, 1, 1).click();
  await button(page, 'Reveal this cell').click();
  await expect(card(page)).toContainText('Select an empty cell');
  for (const next of ['Show me', 'Apply']) {
    await expect(card(page).getByRole('button', { name: next })).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
    if (next === 'Show me') await card(page).getByRole('button', { name: next }).click();
  }
});

test.describe('in Chinese', () => {
  test.use({ locale: 'zh-CN', viewport: { width: 360, height: 740 } });

  test('the card is 提示, with 看看为什么, 填入 and 显示此格', async ({ page }) => {
    await page.goto(`/?puzzle=${encodeURIComponent(PUZZLES.hiddenSingle)}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await page.getByRole('button', { name: '提示', exact: true }).click();
    const region = page.getByRole('region', { name: '提示', exact: true });
    await expect(region).toBeVisible({ timeout: 15_000 });
    await region.getByRole('button', { name: '看看为什么' }).click();
    await expect(region.getByRole('button', { name: '填入' })).toBeVisible();
    await expect(region.getByRole('button', { name: '显示此格' })).toBeVisible();
    await region.getByRole('button', { name: '填入' }).click();
    await expect(region).toBeHidden();
    await expect(page.getByRole('gridcell', { name: /^第6行第9列，3/ })).toBeVisible();
  });
});
