import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { PUZZLES, board, button, cell, openGame } from './helpers';

/*
 * Printing, with print media emulated: only the puzzle, large, black on
 * white, with its level, date and a short link; the player's digits only
 * when the setting says so; the same from the Print button (which calls
 * window.print) and the browser's own command, in the dark theme too.
 */

const { easy } = PUZZLES;

/** The printed sheet (present once the page is idle). */
const sheet = (page: Page) => page.locator('.print-sheet');

/** The printed grid's cells, row-major, as their text. */
async function printedCells(page: Page): Promise<string[]> {
  return sheet(page).locator('td').allTextContents();
}

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(new Date('2026-11-23T09:30:00'));
});

test('the print view shows only the puzzle with its level, date and a short link', async ({
  page,
}) => {
  await openGame(page, easy);
  await expect(page.locator('.subtitle')).toHaveText('Easy puzzle');
  await cell(page, 1, 1).click();
  await page.keyboard.press('9');
  await expect(sheet(page)).toBeAttached();
  await expect(sheet(page)).toBeHidden(); // not on screen

  await page.emulateMedia({ media: 'print' });
  await expect(sheet(page)).toBeVisible();
  await expect(board(page)).toBeHidden();
  await expect(button(page, 'New game')).toBeHidden();
  await expect(sheet(page).getByRole('heading')).toHaveText('Sudoku · Easy');
  await expect(sheet(page)).toContainText('Monday, November 23, 2026');
  const link = await sheet(page).locator('.print-link').textContent();
  expect(link).toMatch(/^127\.0\.0\.1:\d+\/\?p=[A-Za-z0-9_-]{20,40}$/);
  // The givens only: the player's 9 is not printed.
  expect((await printedCells(page)).map((d) => d || '.').join('')).toBe(easy);

  // Large, black on white.
  const style = await sheet(page)
    .locator('td')
    .first()
    .evaluate((td) => {
      const s = getComputedStyle(td);
      return {
        color: s.color,
        size: parseFloat(s.fontSize),
        width: td.getBoundingClientRect().width,
      };
    });
  expect(style.color).toBe('rgb(0, 0, 0)');
  expect(style.size).toBeGreaterThanOrEqual(30);
  expect(style.width).toBeGreaterThanOrEqual(55);
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(background).toBe('rgb(255, 255, 255)');
});

test('the printed link opens the same puzzle', async ({ page }) => {
  await openGame(page, easy);
  await expect(sheet(page)).toBeAttached();
  const link = (await sheet(page).locator('.print-link').textContent())!;
  await page.goto(`http://${link}`);
  await expect(board(page)).toBeVisible();
  await expect(cell(page, 1, 3)).toHaveAccessibleName('Row 1, column 3, given 8');
});

test('with "Print my digits too", the player\'s digits are printed as well', async ({ page }) => {
  await openGame(page, easy);
  await cell(page, 1, 1).click();
  await page.keyboard.press('9');
  await button(page, 'Settings').click();
  await page.getByRole('checkbox', { name: 'Print my digits too', exact: true }).check();
  await page.keyboard.press('Escape');
  await page.emulateMedia({ media: 'print' });
  await expect(sheet(page)).toBeVisible();
  expect((await printedCells(page))[0]).toBe('9');
});

test("Print calls the browser's print; the dark theme prints black on white", async ({ page }) => {
  await page.addInitScript(() => {
    Object.assign(window, { printed: 0 });
    window.print = () => {
      (window as unknown as { printed: number }).printed++;
    };
  });
  await page.emulateMedia({ colorScheme: 'dark' });
  await openGame(page, easy);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(sheet(page)).toBeAttached();
  await button(page, 'Print').click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  await page.emulateMedia({ media: 'print', colorScheme: 'dark' });
  await expect(sheet(page)).toBeVisible();
  const colours = await sheet(page).evaluate((el) => ({
    ink: getComputedStyle(el).color,
    paper: getComputedStyle(document.body).backgroundColor,
  }));
  expect(colours).toEqual({ ink: 'rgb(0, 0, 0)', paper: 'rgb(255, 255, 255)' });
});

test('a daily puzzle prints with its own date', async ({ page }) => {
  await openGame(page);
  await button(page, 'Daily puzzle').click();
  await expect(button(page, 'Back to my game')).toBeVisible();
  await expect(sheet(page)).toBeAttached();
  await page.emulateMedia({ media: 'print' });
  await expect(sheet(page).getByRole('heading')).toHaveText('Sudoku daily puzzle · Easy');
  await expect(sheet(page)).toContainText('Monday, November 23, 2026');
});
