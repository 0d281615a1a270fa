import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { button, cell, expectAxeClean, fillByKeyboard, openGame, padKey, PUZZLES } from './helpers';

/*
 * The win, statistics and settings dialogs, and axe (WCAG 2.1 AA) with a
 * dialog open and in notes mode.
 */

/** The figure in the statistics table for `row` ("Games won") and `level` ("Medium"). */
async function figure(page: Page, row: string, level: string): Promise<string> {
  const table = page.getByRole('dialog', { name: 'Statistics' }).getByRole('table');
  const levels = await table.getByRole('columnheader').allTextContents();
  const cells = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: row }) });
  return (await cells.getByRole('cell').nth(levels.indexOf(level)).textContent()) ?? '';
}

test('a win opens "Solved!" with the time, level, hints and mistakes; statistics count it', async ({
  page,
}) => {
  test.slow(); // 47 cells typed in; slow when the machine is busy
  // The easy puzzle falls to singles: graded Easy.
  await openGame(page, PUZZLES.easy);
  await cell(page, 1, 1).click();
  await page.keyboard.press('3'); // wrong
  await button(page, 'Check').click(); // one mistake found
  await page.keyboard.press('Backspace');
  await fillByKeyboard(page, PUZZLES.easy, PUZZLES.easySolution);

  const won = page.getByRole('dialog', { name: 'Solved!' });
  await expect(won).toBeVisible();
  await expect(won).toContainText(/Time\s*\d+:\d\d/);
  await expect(won).toContainText('DifficultyEasy');
  await expect(won).toContainText('Hints used0');
  await expect(won).toContainText('Mistakes1');
  await expect(won.getByRole('button', { name: 'New game' })).toBeFocused();
  await expectAxeClean(page);

  await won.getByRole('button', { name: 'Close' }).click();
  await expect(won).toBeHidden();
  await button(page, 'Statistics').click();
  const stats = page.getByRole('dialog', { name: 'Statistics' });
  await expect(stats).toBeVisible();
  expect(await figure(page, 'Games won', 'Easy')).toBe('1');
  expect(await figure(page, 'Current streak', 'Easy')).toBe('1');
  expect(await figure(page, 'Best streak', 'Easy')).toBe('1');
  expect(await figure(page, 'Best time', 'Easy')).toMatch(/^\d+:\d\d$/);
  expect(await figure(page, 'Average time', 'Easy')).toBe(await figure(page, 'Best time', 'Easy'));
  expect(await figure(page, 'Games won', 'Hard')).toBe('0');
  expect(await figure(page, 'Best time', 'Hard')).toBe('–none');
  await expectAxeClean(page);
  await page.keyboard.press('Escape');
  await expect(stats).toBeHidden();
  await expect(button(page, 'Statistics')).toBeFocused();
});

test('New game in the win dialog starts a fresh puzzle', async ({ page }) => {
  const oneLeft = PUZZLES.easySolution.slice(0, 40) + '.' + PUZZLES.easySolution.slice(41);
  await openGame(page, oneLeft);
  await cell(page, 5, 5).click();
  await page.keyboard.press('8');
  const won = page.getByRole('dialog', { name: 'Solved!' });
  await won.getByRole('button', { name: 'New game' }).click();
  await expect(won).toBeHidden();
  await expect(page.getByRole('gridcell', { name: /, empty$/ }).first()).toBeVisible();
});

test('settings apply at once: timer, same-digit highlight, note cleanup', async ({ page }) => {
  await openGame(page, PUZZLES.easy);
  await expect(page.getByRole('timer', { name: 'Time played' })).toBeVisible();
  await button(page, 'Settings').click();
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  await expect(dialog.getByRole('radiogroup', { name: 'Mistakes' })).toBeVisible();
  await expect(dialog.getByRole('radio', { name: 'Show on check' })).toBeChecked();
  await expectAxeClean(page);

  await dialog.getByRole('checkbox', { name: 'Show timer' }).uncheck();
  await dialog.getByRole('checkbox', { name: 'Automatic note cleanup' }).uncheck();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('timer')).toHaveCount(0);

  await button(page, 'Fill notes').click();
  await cell(page, 1, 1).click();
  await page.keyboard.press('9');
  await expect(cell(page, 1, 2)).toHaveAccessibleName('Row 1, column 2, empty, notes 4 5 6 9');

  // Same-digit highlighting: the given 8 in row 5, column 5 lights up when the
  // given 8 in row 1, column 3 is selected, and stops when the setting is off.
  const background = (row: number, col: number) =>
    cell(page, row, col).evaluate((el) => getComputedStyle(el).backgroundColor);
  const plain = await background(5, 4);
  await cell(page, 1, 3).click();
  await expect.poll(() => background(5, 5)).not.toBe(plain);
  await button(page, 'Settings').click();
  await dialog.getByRole('checkbox', { name: 'Highlight same digits' }).uncheck();
  await page.keyboard.press('Escape');
  await expect.poll(() => background(5, 5)).toBe(plain);

  await button(page, 'Settings').click();
  await dialog.getByRole('checkbox', { name: 'Show timer' }).check();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('timer', { name: 'Time played' })).toBeVisible();
});

test('no WCAG 2.1 AA violations in notes mode with notes on the board', async ({ page }) => {
  test.slow(); // two full axe scans
  await openGame(page, PUZZLES.easy);
  await button(page, 'Fill notes').click();
  await cell(page, 1, 1).click();
  await button(page, 'Notes').click();
  await padKey(page, 3).click();
  await expect(cell(page, 1, 1)).toHaveAccessibleName('Row 1, column 1, empty, notes 9');
  await expectAxeClean(page);
  await button(page, 'Pause').click();
  await expectAxeClean(page);
});
