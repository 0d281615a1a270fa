import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { PUZZLES, board, button, cell, openGame, padKey, status } from './helpers';

/*
 * Notes, undo and redo, rewind, pause: by mouse and by keyboard, on the
 * fixed easy puzzle. In it, row 1, column 1 must be 9 (candidates 3 and 9),
 * row 1, column 2 has candidates 4 5 6 9 and row 3, column 1 has 7 9.
 */

const { easy } = PUZZLES;

const notesButton = (page: Page) => page.getByRole('button', { name: 'Notes', exact: true });
const timer = (page: Page) => page.getByRole('timer', { name: 'Time played' });

test('notes by mouse: the Notes button switches the pad to pencil marks', async ({ page }) => {
  await openGame(page, easy);
  await expect(notesButton(page)).toHaveAttribute('aria-pressed', 'false');
  await cell(page, 1, 1).click();
  await notesButton(page).click();
  await expect(notesButton(page)).toHaveAttribute('aria-pressed', 'true');
  for (const d of [1, 4, 7]) await padKey(page, d).click();
  await expect(cell(page, 1, 1)).toHaveAccessibleName('Row 1, column 1, empty, notes 1 4 7');
  await padKey(page, 4).click(); // a second tap takes the note away
  await expect(cell(page, 1, 1)).toHaveAccessibleName('Row 1, column 1, empty, notes 1 7');

  await notesButton(page).click();
  await expect(notesButton(page)).toHaveAttribute('aria-pressed', 'false');
  await padKey(page, 9).click(); // a digit replaces the notes
  await expect(cell(page, 1, 1)).toHaveAccessibleName('Row 1, column 1, 9');
});

test('notes by keyboard: N switches the mode, Shift+digit toggles a note in any mode', async ({
  page,
}) => {
  await openGame(page, easy);
  await cell(page, 1, 2).click();
  await page.keyboard.press('n');
  await expect(notesButton(page)).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('4');
  await page.keyboard.press('6');
  await expect(cell(page, 1, 2)).toHaveAccessibleName('Row 1, column 2, empty, notes 4 6');
  await page.keyboard.press('n');
  await expect(notesButton(page)).toHaveAttribute('aria-pressed', 'false');

  await page.keyboard.press('Shift+5');
  await expect(cell(page, 1, 2)).toHaveAccessibleName('Row 1, column 2, empty, notes 4 5 6');
  await page.keyboard.press('Shift+Digit4');
  await expect(cell(page, 1, 2)).toHaveAccessibleName('Row 1, column 2, empty, notes 5 6');
  await expect(notesButton(page)).toHaveAttribute('aria-pressed', 'false');
  await expect(cell(page, 1, 2)).toBeFocused();
});

test('Fill notes gives every empty cell its candidates; a digit cleans its peers, and undo brings them back', async ({
  page,
}) => {
  await openGame(page, easy);
  await button(page, 'Fill notes').click();
  await expect(cell(page, 1, 1)).toHaveAccessibleName('Row 1, column 1, empty, notes 3 9');
  await expect(cell(page, 1, 2)).toHaveAccessibleName('Row 1, column 2, empty, notes 4 5 6 9');
  await expect(cell(page, 3, 1)).toHaveAccessibleName('Row 3, column 1, empty, notes 7 9');

  await cell(page, 1, 1).click();
  await page.keyboard.press('9');
  await expect(cell(page, 1, 1)).toHaveAccessibleName('Row 1, column 1, 9');
  await expect(cell(page, 1, 2)).toHaveAccessibleName('Row 1, column 2, empty, notes 4 5 6');
  await expect(cell(page, 3, 1)).toHaveAccessibleName('Row 3, column 1, empty, notes 7');

  await button(page, 'Undo').click(); // the digit and its cleanup are one step
  await expect(cell(page, 1, 1)).toHaveAccessibleName('Row 1, column 1, empty, notes 3 9');
  await expect(cell(page, 1, 2)).toHaveAccessibleName('Row 1, column 2, empty, notes 4 5 6 9');
  await button(page, 'Undo').click(); // and Fill notes is a step of its own
  await expect(cell(page, 1, 2)).toHaveAccessibleName('Row 1, column 2, empty');
});

test('undo and redo by buttons and by keys', async ({ page }) => {
  await openGame(page, easy);
  await expect(button(page, 'Undo')).toBeDisabled();
  await expect(button(page, 'Redo')).toBeDisabled();
  await cell(page, 1, 1).click();
  await page.keyboard.press('9');
  await cell(page, 1, 2).click();
  await page.keyboard.press('5');

  await button(page, 'Undo').click();
  await expect(cell(page, 1, 2)).toHaveAccessibleName('Row 1, column 2, empty');
  await expect(button(page, 'Redo')).toBeEnabled();
  await button(page, 'Redo').click();
  await expect(cell(page, 1, 2)).toHaveAccessibleName('Row 1, column 2, 5');
  await expect(button(page, 'Redo')).toBeDisabled();

  await cell(page, 1, 2).click();
  await page.keyboard.press('Control+z');
  await page.keyboard.press('Control+z');
  await expect(cell(page, 1, 1)).toHaveAccessibleName('Row 1, column 1, empty');
  await expect(button(page, 'Undo')).toBeDisabled();
  await page.keyboard.press('Control+y');
  await expect(cell(page, 1, 1)).toHaveAccessibleName('Row 1, column 1, 9');
  await page.keyboard.press('Control+Shift+z');
  await expect(cell(page, 1, 2)).toHaveAccessibleName('Row 1, column 2, 5');
  await page.keyboard.press('Meta+z');
  await expect(cell(page, 1, 2)).toHaveAccessibleName('Row 1, column 2, empty');

  // A new move after an undo drops what could have been redone.
  await page.keyboard.press('4');
  await expect(button(page, 'Redo')).toBeDisabled();
});

test('Rewind to last correct goes back to before the first wrong move and says which', async ({
  page,
}) => {
  await openGame(page, easy);
  const rewind = button(page, 'Rewind to last correct');
  await rewind.click();
  await expect(status(page)).toHaveText('Every digit is correct; nothing to rewind.');

  await cell(page, 1, 1).click();
  await page.keyboard.press('9'); // move 1, right
  await cell(page, 1, 2).click();
  await page.keyboard.press('4'); // move 2, wrong (5 belongs here)
  await cell(page, 1, 4).click();
  await page.keyboard.press('2'); // move 3, right

  await rewind.click();
  await expect(status(page)).toHaveText('Went back to before move 2: 4 in row 1, column 2.');
  await expect(cell(page, 1, 1)).toHaveAccessibleName('Row 1, column 1, 9');
  await expect(cell(page, 1, 2)).toHaveAccessibleName('Row 1, column 2, empty');
  await expect(cell(page, 1, 4)).toHaveAccessibleName('Row 1, column 4, empty');

  await button(page, 'Undo').click(); // a rewind is undoable
  await expect(cell(page, 1, 2)).toHaveAccessibleName('Row 1, column 2, 4');
  await expect(cell(page, 1, 4)).toHaveAccessibleName('Row 1, column 4, 2');
});

test('Pause hides the board and stops the clock; Resume brings both back', async ({ page }) => {
  await openGame(page, easy);
  await cell(page, 1, 1).click();
  await page.keyboard.press('9');
  await expect(timer(page)).toHaveText(/^\d:\d\d$/);

  const pause = button(page, 'Pause');
  await pause.click();
  await expect(pause).toHaveAttribute('aria-pressed', 'true');
  await expect(board(page)).toBeHidden();
  await expect(page.getByText('Paused', { exact: true })).toBeVisible();
  const stopped = await timer(page).textContent();
  await page.keyboard.press('5'); // ignored while paused
  await page.waitForTimeout(1200);
  await expect(timer(page)).toHaveText(stopped!);

  await button(page, 'Resume').click();
  await expect(board(page)).toBeVisible();
  await expect(pause).toHaveAttribute('aria-pressed', 'false');
  await expect(cell(page, 1, 1)).toHaveAccessibleName('Row 1, column 1, 9');
  await expect(cell(page, 1, 1)).toBeFocused();
  await expect(timer(page)).not.toHaveText(stopped!, { timeout: 3000 });
});

test('an immediate mistake is marked and announced when that setting is on', async ({ page }) => {
  await openGame(page, easy);
  await button(page, 'Settings').click();
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  await dialog.getByRole('radio', { name: 'Show immediately' }).check();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await cell(page, 1, 1).click();
  await page.keyboard.press('3'); // wrong, breaks no rule
  await expect(status(page)).toHaveText('Wrong digit in row 1, column 1.');
  await expect(cell(page, 1, 1)).toHaveAttribute('aria-invalid', 'true');
});
