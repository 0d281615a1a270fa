import { expect, test } from '@playwright/test';
import type { Browser, Page } from '@playwright/test';
import { PUZZLES, board, button, cell, fillByKeyboard, givenCount, openGame } from './helpers';

/*
 * Sharing a puzzle or a position, sharing a result, and printing (issue 13).
 * Clipboard permissions are granted; the system share sheet is taken away
 * so the copy path runs the same on every machine.
 */

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => {
    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
  });
});

/** The share dialog's link, read from its "Link" field. */
async function shareLink(page: Page, withProgress: boolean): Promise<string> {
  await button(page, 'Share').click();
  const dialog = page.getByRole('dialog', { name: 'Share' });
  const field = dialog.getByRole('textbox', { name: 'Link' });
  await expect(field).toHaveAttribute('readonly', '');
  const progress = dialog.getByRole('checkbox', { name: 'Include my progress' });
  if (withProgress) await progress.check();
  else await expect(progress).not.toBeChecked();
  await dialog.getByRole('button', { name: 'Copy link' }).click();
  await expect(dialog.getByText('Link copied.')).toBeVisible();
  const link = await field.inputValue();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await page.keyboard.press('Escape');
  return link;
}

/** Open `link` in a fresh browser (nothing saved there). */
async function openFresh(browser: Browser, link: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const url = new URL(link);
  await page.goto(`${url.pathname}${url.search}`);
  await expect(board(page)).toBeVisible();
  return page;
}

test('a puzzle link is short and opens the same puzzle in a fresh browser', async ({
  page,
  browser,
}) => {
  await openGame(page, PUZZLES.easy);
  const link = await shareLink(page, false);
  const code = new URL(link).searchParams.get('puzzle')!;
  expect(code).toMatch(/^~[A-Za-z0-9_-]+$/);
  expect(code.length).toBeLessThan(81);

  const other = await openFresh(browser, link);
  await expect(cell(other, 1, 3)).toHaveAccessibleName('Row 1, column 3, given 8');
  expect(await givenCount(other)).toBe(PUZZLES.easy.replace(/\./g, '').length);
  await expect(cell(other, 1, 1)).toHaveAccessibleName('Row 1, column 1, empty');
  await other.context().close();
});

test('with "Include my progress" the digits and notes come back exactly; a game in progress is asked first', async ({
  page,
  browser,
}) => {
  await openGame(page, PUZZLES.easy);
  await cell(page, 1, 1).click();
  await page.keyboard.press('9');
  await cell(page, 1, 2).click();
  await page.keyboard.press('Shift+Digit5');
  await page.keyboard.press('Shift+Digit6');
  const before = await page.getByRole('timer').textContent();
  const link = await shareLink(page, true);

  const other = await openFresh(browser, link);
  await expect(cell(other, 1, 1)).toHaveAccessibleName('Row 1, column 1, 9');
  await expect(cell(other, 1, 2)).toHaveAccessibleName('Row 1, column 2, empty, notes 5 6');
  await expect(cell(other, 1, 3)).toHaveAccessibleName('Row 1, column 3, given 8');
  expect(before).toBeTruthy();
  await expect(other.getByRole('timer')).toHaveText(/^0:0\d$/); // the clock is not shared

  await other.context().close();

  // A browser with another game in progress: asked first, and nothing lost on "Keep playing".
  const busy = await openFresh(browser, `http://x/?puzzle=${PUZZLES.hiddenSingle}`);
  await cell(busy, 1, 2).click();
  await busy.keyboard.press('1');
  const url = new URL(link);
  await busy.goto(`${url.pathname}${url.search}`);
  const ask = busy.getByRole('dialog', { name: 'Open the shared puzzle?' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Keep playing' }).click();
  await expect(cell(busy, 1, 2)).toHaveAccessibleName('Row 1, column 2, 1');
  await busy.context().close();
});

test('a damaged or changed link gets a clear message and loses nothing', async ({ page }) => {
  await openGame(page, PUZZLES.easy);
  await cell(page, 1, 1).click();
  await page.keyboard.press('9');
  const link = await shareLink(page, true);
  const code = new URL(link).searchParams.get('puzzle')!;
  const changed = code.slice(0, 10) + (code[10] === 'A' ? 'B' : 'A') + code.slice(11);
  await page.goto(`/?puzzle=${changed}`);
  await expect(page.getByRole('alert')).toContainText('The link is damaged or was changed');
  await expect(cell(page, 1, 1)).toHaveAccessibleName('Row 1, column 1, 9');
});

test('"Share result" copies the level, the time as on the clock, hints and mistakes, and no digit', async ({
  page,
}) => {
  await openGame(page, PUZZLES.easy);
  await fillByKeyboard(page, PUZZLES.easy, PUZZLES.easySolution);
  const won = page.getByRole('dialog', { name: 'Solved!' });
  await expect(won).toBeVisible();
  const time = await page.getByRole('timer').textContent();
  await won.getByRole('button', { name: 'Share result' }).click();
  await expect(won.getByText('Result copied: paste it anywhere.')).toBeVisible();
  const text = await page.evaluate(() => navigator.clipboard.readText());
  expect(text).toBe(`Sudoku (Easy) solved in ${time}, with 0 hints and 0 mistakes.`);
  expect(text).not.toMatch(/\d{3,}/);
});

test('Print shows only the puzzle, large, black on white, with level, date and a short link', async ({
  page,
}) => {
  await openGame(page, PUZZLES.easy);
  await cell(page, 1, 1).click();
  await page.keyboard.press('9');
  await page.emulateMedia({ media: 'print' });
  const sheet = page.locator('.print-sheet');
  await expect(sheet).toBeVisible();
  await expect(board(page)).toBeHidden();
  await expect(sheet.locator('h2')).toContainText('Sudoku · Easy');
  await expect(sheet.locator('h2')).toContainText(String(new Date().getFullYear()));
  await expect(sheet.locator('td')).toHaveCount(81);
  await expect(sheet.locator('td').nth(2)).toHaveText('8');
  await expect(sheet.locator('td').nth(0)).toHaveText(''); // the player's digit: not unless asked
  await expect(sheet.locator('.print-link')).toContainText('?puzzle=~');
  const colour = await sheet
    .locator('td')
    .nth(2)
    .evaluate((el) => getComputedStyle(el).color);
  expect(colour).toBe('rgb(0, 0, 0)');

  // With "Include my progress", the player's digits are printed too.
  await page.emulateMedia({ media: 'screen' });
  await button(page, 'Share').click();
  await page.getByRole('checkbox', { name: 'Include my progress' }).check();
  await page.keyboard.press('Escape');
  await page.emulateMedia({ media: 'print' });
  await expect(sheet.locator('td').nth(0)).toHaveText('9');
});
