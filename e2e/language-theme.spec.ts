import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { PUZZLES, board, button, cell, hintButton, openGame, status } from './helpers';

/*
 * English and Simplified Chinese, light and dark: the browser's languages
 * decide on a first visit, the Settings choice applies at once and is kept;
 * the theme is right on the first frame and meets WCAG AA contrast.
 */

async function expectNoViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
    .analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
}

test.describe('a Chinese browser', () => {
  test.use({ locale: 'zh-CN' });

  test('gets the game in Simplified Chinese, with <html lang>, title and description', async ({
    page,
  }) => {
    await page.goto(`/?puzzle=${PUZZLES.hiddenSingle}`);
    const grid = page.getByRole('grid', { name: '数独盘面' });
    await expect(grid).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page).toHaveTitle('数独');
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description).toMatch(/[\u4e00-\u9fff]/);
    await expect(grid.getByRole('gridcell', { name: /^第1行第1列/ })).toBeVisible();
    await page.getByRole('button', { name: '提示', exact: true }).click();
    await expect(status(page)).toContainText('第6宫');
  });

  test('switches to English at once from Settings, and keeps it after a reload', async ({
    page,
  }) => {
    await page.goto(`/?puzzle=${PUZZLES.easy}`);
    await page.getByRole('button', { name: '设置', exact: true }).click();
    const language = page.getByRole('combobox', { name: '语言' });
    await expect(language.locator('option')).toHaveText(['English', '简体中文']);
    await language.selectOption({ label: 'English' });
    await expect(page.getByRole('dialog', { name: 'Settings' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.keyboard.press('Escape');
    await expect(board(page)).toBeVisible();
    await page.reload();
    await expect(page.getByRole('grid', { name: 'Sudoku board' })).toBeVisible();
    await expect(page).toHaveTitle('Sudoku');
  });
});

test('an English browser gets English; 简体中文 applies at once and stays', async ({ page }) => {
  await openGame(page, PUZZLES.easy);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await button(page, 'Settings').click();
  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: '简体中文' });
  await expect(page.getByRole('dialog', { name: '设置' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('grid', { name: '数独盘面' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('grid', { name: '数独盘面' })).toBeVisible();
});

test.describe('themes', () => {
  test('Dark, Light and System: applied at once, on the first frame after a reload, and the theme colour follows', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await openGame(page, PUZZLES.easy);
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'light');
    await button(page, 'Settings').click();
    const theme = page.getByRole('combobox', { name: 'Theme' });
    await expect(theme.locator('option')).toHaveText(['System', 'Light', 'Dark']);
    await theme.selectOption({ label: 'Dark' });
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#121417');
    await page.keyboard.press('Escape');

    // On the first frame after a reload: boot.js set it before any paint.
    await page.reload({ waitUntil: 'commit' });
    // (Right after the commit the document may have no element yet.)
    await page.waitForFunction(
      () => (document.documentElement?.getAttribute('data-theme') ?? null) !== null,
    );
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-theme'))).toBe(
      'dark',
    );

    await button(page, 'Settings').click();
    await page.getByRole('combobox', { name: 'Theme' }).selectOption({ label: 'System' });
    await expect(html).toHaveAttribute('data-theme', 'light');
    await page.emulateMedia({ colorScheme: 'dark' }); // the device changes: followed live
    await expect(html).toHaveAttribute('data-theme', 'dark');
  });

  for (const scheme of ['light', 'dark'] as const) {
    test(`${scheme}: WCAG AA contrast with marks on the board, a hint card and a dialog`, async ({
      page,
    }) => {
      test.slow(); // three full axe scans
      await page.emulateMedia({ colorScheme: scheme });
      await openGame(page, PUZZLES.nakedPair);
      await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
      // Givens and entries, notes, a wrong digit after Check, a conflict, selection and peers.
      await cell(page, 1, 2).click();
      await page.keyboard.press('Shift+3');
      await page.keyboard.press('Shift+5');
      await cell(page, 1, 3).click();
      await page.keyboard.press('9');
      await cell(page, 2, 2).click();
      await page.keyboard.press('8');
      await button(page, 'Check').click();
      await expectNoViolations(page);
      await page.keyboard.press('Backspace');
      await cell(page, 1, 3).click();
      await page.keyboard.press('Backspace');
      // A hint: the area, then the pattern and its targets in a card.
      await hintButton(page).click();
      await expect(status(page)).toContainText('Look at box 1');
      await hintButton(page).click();
      await expect(button(page, 'Close hint')).toBeVisible();
      await expectNoViolations(page);
      await button(page, 'Statistics').click();
      await expect(page.getByRole('dialog', { name: 'Statistics' })).toBeVisible();
      await expectNoViolations(page);
    });
  }
});

test('Escape puts the hint card away and the board has the focus', async ({ page }) => {
  await openGame(page, PUZZLES.nakedPair);
  await hintButton(page).click();
  await expect(status(page)).toContainText('Look at box 1');
  await hintButton(page).click();
  await expect(button(page, 'Close hint')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(button(page, 'Close hint')).toBeHidden();
  await expect(board(page).getByRole('gridcell', { selected: true })).toBeFocused();
});

test('a shared link answered with "Keep playing" leaves the address, so a reload does not ask again', async ({
  page,
}) => {
  await openGame(page, PUZZLES.easy);
  await cell(page, 1, 1).click();
  await page.keyboard.press('9');
  await page.goto(`/?puzzle=${PUZZLES.hiddenSingle}`);
  const ask = page.getByRole('dialog', { name: 'Open the shared puzzle?' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Keep playing' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.reload();
  await expect(board(page)).toBeVisible();
  await expect(ask).toBeHidden();
  await expect(cell(page, 1, 1)).toHaveAccessibleName('Row 1, column 1, 9');
});
