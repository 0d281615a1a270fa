import { expect, test } from '@playwright/test';
import type { Browser, Page } from '@playwright/test';
import { PUZZLES, board, button, cell, cellNames, fillByKeyboard, openGame } from './helpers';

/*
 * Sharing: a link to the puzzle, with or without the player's digits and
 * notes, opened in a fresh browser; asking first over a game in progress;
 * a tampered link rejected with nothing lost; old `?puzzle=` links still
 * work; and the spoiler-free result from the win dialog.
 */

const { easy, easySolution } = PUZZLES;

/** Open the Share dialog and return it. */
async function shareDialog(page: Page) {
  await button(page, 'Share').click();
  const dialog = page.getByRole('dialog', { name: 'Share this puzzle' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** The link in the Share dialog, with or without the player's progress. */
async function sharedLink(page: Page, withProgress: boolean): Promise<string> {
  const dialog = await shareDialog(page);
  const progress = dialog.getByRole('checkbox', { name: 'Include my progress', exact: true });
  if (withProgress) await progress.check();
  await expect(progress).toBeChecked({ checked: withProgress });
  const link = await dialog.getByRole('textbox', { name: 'Link', exact: true }).inputValue();
  await page.keyboard.press('Escape');
  return link;
}

/** A page in a fresh browser context (nothing saved), opening `url`. */
async function freshBrowser(browser: Browser, url: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(url);
  await expect(board(page)).toBeVisible();
  return page;
}

/** A game on EASY with a 9 (right) at r1c1, a 3 (wrong) at r1c4 and notes 5 6 at r1c2. */
async function playSome(page: Page): Promise<void> {
  await openGame(page, easy);
  await cell(page, 1, 1).click();
  await page.keyboard.press('9');
  await cell(page, 1, 4).click();
  await page.keyboard.press('3');
  await cell(page, 1, 2).click();
  await page.keyboard.press('Shift+5');
  await page.keyboard.press('Shift+6');
  await expect(cell(page, 1, 2)).toHaveAccessibleName('Row 1, column 2, empty, notes 5 6');
}

test('Copy link copies the short link in the "Link" field, with a confirmation', async ({
  page,
}) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await openGame(page, easy);
  const dialog = await shareDialog(page);
  const field = dialog.getByRole('textbox', { name: 'Link', exact: true });
  await expect(field).toHaveAttribute('readonly', '');
  const link = await field.inputValue();
  expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/\?p=[A-Za-z0-9_-]+$/);
  expect(new URL(link).searchParams.get('p')!.length).toBeLessThanOrEqual(40);
  await expect(dialog.getByRole('button', { name: 'Copy link', exact: true })).toBeFocused();
  await dialog.getByRole('button', { name: 'Copy link', exact: true }).click();
  await expect(dialog.getByText('Link copied to the clipboard.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
});

test('the system share sheet gets the link where the browser has one', async ({ page }) => {
  await page.addInitScript(() => {
    const shared: ShareData[] = [];
    Object.assign(window, { shared });
    Object.defineProperty(navigator, 'share', {
      value: (data: ShareData) => {
        shared.push(data);
        return Promise.resolve();
      },
    });
  });
  await openGame(page, easy);
  const dialog = await shareDialog(page);
  const link = await dialog.getByRole('textbox', { name: 'Link' }).inputValue();
  await dialog.getByRole('button', { name: 'Share via…', exact: true }).click();
  const shared = await page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared);
  expect(shared).toEqual([{ title: 'Sudoku', text: 'A Sudoku puzzle for you', url: link }]);
});

test('a link without progress opens the puzzle alone in a fresh browser', async ({
  page,
  browser,
}) => {
  await playSome(page);
  const other = await freshBrowser(browser, await sharedLink(page, false));
  const names = await cellNames(other);
  expect(names.map((n) => /, given (\d)$/.exec(n)?.[1] ?? '.').join('')).toBe(easy);
  await expect(cell(other, 1, 1)).toHaveAccessibleName('Row 1, column 1, empty');
  await expect(cell(other, 1, 2)).toHaveAccessibleName('Row 1, column 2, empty');
  await other.context().close();
});

test('a link with progress restores the digits and notes exactly, the timer aside', async ({
  page,
  browser,
}) => {
  await page.clock.install(); // the sharer's clock, moved on ten minutes below
  await playSome(page);
  await page.clock.fastForward('10:00');
  await expect(page.getByRole('timer')).toHaveText(/^10:\d\d$/);
  const expected = await cellNames(page);
  const link = await sharedLink(page, true);
  expect(new URL(link).searchParams.get('p')!.length).toBeLessThanOrEqual(80);
  const other = await freshBrowser(browser, link);
  await expect.poll(() => cellNames(other)).toEqual(expected);
  // The other player's clock starts at the link (well under a minute here), not at the sharer's ten.
  await expect(other.getByRole('timer')).toHaveText(/^0:[0-5]\d$/);
  expect(new URL(other.url()).search).toBe(''); // the link leaves the address once answered
  await other.context().close();
});

test('a link over a game in progress asks first; keeping the game changes nothing', async ({
  page,
}) => {
  await openGame(page, PUZZLES.hiddenSingle);
  const link = await sharedLink(page, false);
  await playSome(page); // a game in progress on another puzzle
  const before = await cellNames(page);
  await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  const ask = page.getByRole('dialog', { name: 'Open the shared puzzle?' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Keep playing', exact: true }).click();
  await expect.poll(() => cellNames(page)).toEqual(before);
});

test('a link with progress over a game in progress opens once confirmed', async ({ page }) => {
  await playSome(page);
  const expected = await cellNames(page);
  const link = await sharedLink(page, true);
  await openGame(page, PUZZLES.hiddenSingle); // over the game in progress: asked, and opened
  await page.getByRole('button', { name: 'Open puzzle', exact: true }).click();
  await expect(cell(page, 1, 1)).toHaveAccessibleName('Row 1, column 1, given 7');
  await cell(page, 1, 2).click();
  await page.keyboard.press('1');
  await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  const ask = page.getByRole('dialog', { name: 'Open the shared puzzle?' });
  await ask.getByRole('button', { name: 'Open puzzle', exact: true }).click();
  await expect.poll(() => cellNames(page)).toEqual(expected);
});

test('a tampered link is rejected with a clear message and nothing is lost', async ({ page }) => {
  await playSome(page);
  const before = await cellNames(page);
  const link = new URL(await sharedLink(page, true));
  const code = link.searchParams.get('p')!;
  const tampered = code.slice(0, 10) + (code[10] === 'Q' ? 'R' : 'Q') + code.slice(11);
  await page.goto(`/?p=${tampered}`);
  await expect(page.getByRole('alert')).toHaveText(
    "This puzzle link can't be played. The link is damaged or incomplete; ask for it again. You can keep playing the game below.Dismiss",
  );
  expect(await cellNames(page)).toEqual(before);
  await page.goto(`/?p=${code.slice(0, -3)}`);
  await expect(page.getByRole('alert')).toContainText('damaged or incomplete');
  expect(await cellNames(page)).toEqual(before);
});

test('old plain ?puzzle= links keep working', async ({ page }) => {
  await page.goto(`/?puzzle=${easy}`);
  await expect(board(page)).toBeVisible();
  const names = await cellNames(page);
  expect(names.map((n) => /, given (\d)$/.exec(n)?.[1] ?? '.').join('')).toBe(easy);
});

test('Share result: level, time as the clock shows it, hints and mistakes, no digit of the puzzle', async ({
  page,
}) => {
  test.slow(); // the whole puzzle is typed in
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await openGame(page, easy);
  await expect(page.locator('.subtitle')).toHaveText('Easy puzzle'); // graded
  await cell(page, 1, 1).click();
  await page.keyboard.press('3'); // wrong
  await button(page, 'Check').click();
  await fillByKeyboard(page, easy, easySolution);
  const won = page.getByRole('dialog', { name: 'Solved!' });
  await expect(won).toBeVisible();
  const time = await won.locator('dd').first().textContent();
  await won.getByRole('button', { name: 'Share result', exact: true }).click();
  await expect(won.getByText('Result copied to the clipboard.')).toBeVisible();
  const text = await page.evaluate(() => navigator.clipboard.readText());
  const origin = new URL(page.url()).origin;
  expect(text).toBe(`Sudoku · Easy\nTime ${time} · Hints 0 · Mistakes 1\n${origin}/`);
  // No run of the puzzle's or the solution's digits: only the time's and the counts'.
  expect(text.replace(origin, '').replace(time!, '').match(/\d+/g)).toEqual(['0', '1']);
});
