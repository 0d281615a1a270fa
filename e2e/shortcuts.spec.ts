import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { PUZZLES, board, button, cell, openGame, status } from './helpers';

/*
 * The game's letter keys on a real page (H hint, C check, P pause and
 * resume, N notes) and "Keyboard shortcuts", opened with ?.
 */

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

test('H hints, C checks, P pauses and resumes, N switches notes; ? lists the keys, Escape closes the list', async ({
  page,
}) => {
  await openGame(page, PUZZLES.easy);
  await cell(page, 1, 1).click();

  await page.keyboard.press('n');
  await expect(button(page, 'Notes')).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('3');
  await expect(cell(page, 1, 1)).toHaveAccessibleName('Row 1, column 1, empty, notes 3');
  await page.keyboard.press('n');
  await expect(button(page, 'Notes')).toHaveAttribute('aria-pressed', 'false');
  await page.keyboard.press('3'); // wrong: 9 belongs here

  await page.keyboard.press('h');
  await expect(status(page)).toContainText('The 3 in row 1, column 1 is wrong.');
  await page.keyboard.press('c');
  await expect(status(page)).toContainText('1 digit is wrong.');

  await page.keyboard.press('p');
  await expect(button(page, 'Pause')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Paused', { exact: true })).toBeVisible();
  await expect(board(page)).toBeHidden();
  await page.keyboard.press('p');
  await expect(button(page, 'Pause')).toHaveAttribute('aria-pressed', 'false');
  await expect(board(page)).toBeVisible();
  // Focus left the hidden board; it comes back to the selected cell.
  await expect(cell(page, 1, 1)).toBeFocused();

  await page.keyboard.press('?');
  const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('term').filter({ hasText: /^H$/ })).toBeVisible();
  await expect(dialog.getByRole('definition').filter({ hasText: 'Pause or resume' })).toBeVisible();
  const results = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);

  // Keys typed over the list do nothing to the game.
  await page.keyboard.press('p');
  await expect(button(page, 'Pause')).toHaveAttribute('aria-pressed', 'false');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(cell(page, 1, 1)).toBeFocused();
});
