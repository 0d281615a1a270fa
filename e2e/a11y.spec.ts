import { expect, test } from '@playwright/test';
import { button, cell, expectAxeClean, hintButton, openGame, PUZZLES, status } from './helpers';

test('no WCAG 2.1 AA violations with a cell selected', async ({ page }) => {
  await openGame(page, PUZZLES.easy);
  await cell(page, 2, 3).click();
  await page.keyboard.press('4');
  await expect(cell(page, 2, 3)).toBeFocused();
  await expectAxeClean(page);
});

test('no WCAG 2.1 AA violations after a check with wrong and conflicting digits', async ({
  page,
}) => {
  await openGame(page, PUZZLES.easy);
  await cell(page, 1, 1).click();
  await page.keyboard.press('3'); // wrong
  await cell(page, 1, 2).click();
  await page.keyboard.press('8'); // conflicts with the given 8
  await hintButton(page).click();
  await button(page, 'Check').click();
  await expect(status(page)).toContainText('digits are wrong');
  await expect(cell(page, 1, 1)).toHaveAttribute('aria-invalid', 'true');
  await expectAxeClean(page);
});

test('no WCAG 2.1 AA violations with the confirmation dialog open', async ({ page }) => {
  await openGame(page, PUZZLES.easy);
  await cell(page, 1, 1).click();
  await page.keyboard.press('9');
  await button(page, 'New game').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectAxeClean(page);
});

test('no WCAG 2.1 AA violations with a link alert and after a win', async ({ page }) => {
  test.slow(); // two pages, two full axe scans
  await openGame(page, PUZZLES.twoSolutions);
  await expect(page.getByRole('alert')).toBeVisible();
  await expectAxeClean(page);

  const oneLeft = PUZZLES.easySolution.slice(0, 40) + '.' + PUZZLES.easySolution.slice(41);
  await openGame(page, oneLeft);
  await cell(page, 5, 5).click();
  await page.keyboard.press('8');
  await expect(status(page)).toContainText('Solved in');
  await expectAxeClean(page);
});
