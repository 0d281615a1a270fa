import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import {
  PUZZLES,
  board,
  button,
  cell,
  cellNames,
  givenCount,
  holdChunk,
  openGame,
  padKey,
  status,
} from './helpers';

/*
 * "Enter a puzzle" and paste (issue 12): typing a puzzle in with every
 * status it can have, playing it, cancelling back to the game as it was,
 * and pasting each usual text form.
 */

/** No repeated digit, yet no solution. */
const NO_SOLUTION =
  '1.....4.76524.73.....6389....6.1.28...19....6.782...5.4.356...1....21..4.9...46..';

/** Type `puzzle` (81 characters, . for an empty cell) into the grid from its first cell. */
async function typePuzzle(page: Page, puzzle: string): Promise<void> {
  await cell(page, 1, 1).click();
  // Each character fills a cell and moves on in reading order: 81 in a row fill the grid.
  await page.keyboard.type(puzzle);
}

/** Put `text` on the clipboard and press Ctrl+V with focus on the board. */
async function pasteText(page: Page, text: string): Promise<void> {
  await page.evaluate((t) => navigator.clipboard.writeText(t), text);
  await cell(page, 5, 5).click();
  await page.keyboard.press('ControlOrMeta+V');
}

const entryStatus = (page: Page) => page.getByRole('group', { name: 'Enter a puzzle' });

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });
// Puzzles are typed key by key (a hundred keys or more each): room for a loaded machine.
test.describe.configure({ timeout: 90_000 });

test('entering a puzzle: every status live, then "Play this puzzle" starts it with its givens locked', async ({
  page,
}) => {
  test.setTimeout(180_000); // three puzzles typed key by key
  await openGame(page, PUZZLES.twoSolutions.replace(/^\./, '9'));
  await button(page, 'Enter a puzzle').click();
  await expect(board(page).getByRole('gridcell', { name: /empty$/ })).toHaveCount(81);
  await expect(status(page)).toContainText('Type the digits row by row');
  const play = button(page, 'Play this puzzle');
  await expect(play).toBeDisabled();

  // A repeated digit: said at once, the two cells marked invalid.
  await cell(page, 3, 2).click();
  await page.keyboard.press('6');
  await cell(page, 3, 8).click();
  await padKey(page, 6).click();
  await expect(status(page)).toHaveText('6 repeats in row 3.');
  await expect(board(page).locator('[aria-invalid="true"]')).toHaveCount(2);
  await expect(play).toBeDisabled();
  await page.keyboard.press('Backspace');
  await cell(page, 3, 2).click();
  await button(page, 'Erase').click();
  await expect(status(page)).toContainText('Type the digits row by row');

  await typePuzzle(page, NO_SOLUTION);
  await expect(status(page)).toContainText('No solution');
  await expect(play).toBeDisabled();

  await button(page, 'Clear').click();
  await typePuzzle(page, PUZZLES.twoSolutions);
  await expect(status(page)).toContainText('More than one solution');
  await expect(play).toBeDisabled();

  await button(page, 'Clear').click();
  await typePuzzle(page, PUZZLES.easy);
  await expect(status(page)).toHaveText('Unique solution. Level: Easy.');
  await expect(play).toBeEnabled();
  await play.click();

  // A normal game: givens locked, graded, the tools back.
  await expect(entryStatus(page)).toHaveCount(0);
  expect(await givenCount(page)).toBe(PUZZLES.easy.replace(/\./g, '').length);
  await expect(cell(page, 1, 3)).toHaveAccessibleName('Row 1, column 3, given 8');
  await expect(page.getByText('Easy puzzle')).toBeVisible();
  await cell(page, 1, 1).click();
  await page.keyboard.press('9');
  await expect(cell(page, 1, 1)).toHaveAccessibleName('Row 1, column 1, 9');
  await expect(button(page, 'Hint')).toBeVisible();
});

test('Cancel returns to the game exactly as it was; nothing typed is kept', async ({ page }) => {
  await openGame(page, PUZZLES.easy);
  await cell(page, 1, 1).click();
  await page.keyboard.press('9');
  await cell(page, 1, 2).click();
  await page.keyboard.press('Shift+Digit5');
  // Paused, so the clock's reading can be compared afterwards.
  await button(page, 'Pause').click();
  const time = await page.getByRole('timer').textContent();

  await button(page, 'Enter a puzzle').click();
  await typePuzzle(page, PUZZLES.hiddenSingle);
  await button(page, 'Cancel').click();
  await expect(page.getByText('Paused', { exact: true })).toBeVisible();
  expect(await page.getByRole('timer').textContent()).toBe(time);
  await page.locator('.pause-cover').getByRole('button', { name: 'Resume' }).click();

  await expect(cell(page, 1, 1)).toHaveAccessibleName('Row 1, column 1, 9');
  await expect(cell(page, 1, 2)).toHaveAccessibleName('Row 1, column 2, empty, notes 5');
  await expect(cell(page, 1, 3)).toHaveAccessibleName('Row 1, column 3, given 8');
  expect(await givenCount(page)).toBe(PUZZLES.easy.replace(/\./g, '').length);
  await button(page, 'Undo').click();
  await expect(cell(page, 1, 2)).toHaveAccessibleName('Row 1, column 2, empty');
});

test('typing 81 characters fills the grid in reading order; Backspace clears and steps back', async ({
  page,
}) => {
  await openGame(page, PUZZLES.hiddenSingle);
  await button(page, 'Enter a puzzle').click();
  await typePuzzle(page, PUZZLES.easy.replace(/\./g, ' ')); // spaces for the empty cells this time
  const names = await cellNames(page);
  expect(names.map((n) => /, (\d)$/.exec(n)?.[1] ?? '.').join('')).toBe(PUZZLES.easy);
  await expect(status(page)).toHaveText('Unique solution. Level: Easy.');
  // The last cell keeps the selection: Backspace empties it (its 2) and steps back.
  await page.keyboard.press('Backspace');
  await expect(cell(page, 9, 9)).toHaveAccessibleName('Row 9, column 9, empty');
  await page.keyboard.press('7');
  await expect(cell(page, 9, 8)).toHaveAccessibleName('Row 9, column 8, 7');
  await expect(cell(page, 9, 9)).toBeFocused();
});

test('a game in progress is kept unless the player agrees to replace it', async ({ page }) => {
  await openGame(page, PUZZLES.easy);
  await cell(page, 1, 1).click();
  await page.keyboard.press('9');
  await button(page, 'Enter a puzzle').click();
  await typePuzzle(page, PUZZLES.hiddenSingle);
  await expect(status(page)).toContainText('Unique solution');
  await button(page, 'Play this puzzle').click();
  const dialog = page.getByRole('dialog', { name: 'Play the entered puzzle?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Keep playing' }).click();
  await button(page, 'Cancel').click();
  await expect(cell(page, 1, 1)).toHaveAccessibleName('Row 1, column 1, 9');

  await button(page, 'Enter a puzzle').click();
  await typePuzzle(page, PUZZLES.hiddenSingle);
  await button(page, 'Play this puzzle').click();
  await page.getByRole('button', { name: 'Replace my game' }).click();
  await expect(cell(page, 1, 1)).toHaveAccessibleName('Row 1, column 1, given 7');
});

test('keys typed while "Enter a puzzle" still loads go to the puzzle entered, not the game', async ({
  page,
}) => {
  // Its code held back: the click cannot open entry mode yet, and 81 keys follow at once.
  const release = await holdChunk(page, 'entryActions');
  await openGame(page, PUZZLES.easy);
  await cell(page, 1, 1).click();
  await page.keyboard.press('9');
  await expect(cell(page, 1, 1)).toHaveAccessibleName('Row 1, column 1, 9');
  await button(page, 'Enter a puzzle').click();
  await page.keyboard.type(PUZZLES.hiddenSingle);
  release();
  await expect(status(page)).toContainText('Unique solution');
  const names = await cellNames(page);
  expect(names.map((n) => /, (\d)$/.exec(n)?.[1] ?? '.').join('')).toBe(PUZZLES.hiddenSingle);
  // The game underneath kept its 9 and nothing else.
  await button(page, 'Cancel').click();
  await expect(cell(page, 1, 1)).toHaveAccessibleName('Row 1, column 1, 9');
  await expect(cell(page, 1, 2)).toHaveAccessibleName('Row 1, column 2, empty');
});

test('a reload while entering keeps every digit typed, and the game underneath', async ({
  page,
}) => {
  await openGame(page, PUZZLES.easy);
  await cell(page, 1, 1).click();
  await page.keyboard.press('9');
  await button(page, 'Enter a puzzle').click();
  await cell(page, 4, 4).click();
  await page.keyboard.press('7');
  // Typing moves on: the 2 goes to the next cell.
  await page.keyboard.press('2');
  await page.reload();
  await expect(cell(page, 4, 4)).toHaveAccessibleName('Row 4, column 4, 7');
  await expect(cell(page, 4, 5)).toHaveAccessibleName('Row 4, column 5, 2');
  await expect(button(page, 'Play this puzzle')).toBeDisabled();
  await button(page, 'Cancel').click();
  await expect(cell(page, 1, 1)).toHaveAccessibleName('Row 1, column 1, 9');
  await page.reload();
  await expect(cell(page, 1, 1)).toHaveAccessibleName('Row 1, column 1, 9');
  await expect(button(page, 'Hint')).toBeVisible();
});

const PASTED = PUZZLES.easy;
const ROWS = PASTED.match(/.{9}/g)!;
const spaced = (row: string) =>
  [0, 3, 6]
    .map((i) =>
      row
        .slice(i, i + 3)
        .split('')
        .join(' '),
    )
    .join(' | ');
const FORMATS: [string, string][] = [
  ['81 characters with 0', PASTED.replace(/\./g, '0')],
  ['9 lines of 9', ROWS.join('\n')],
  [
    'a grid drawn with | - + and spaces',
    [
      ...ROWS.slice(0, 3).map(spaced),
      '------+-------+------',
      ...ROWS.slice(3, 6).map(spaced),
      '------+-------+------',
      ...ROWS.slice(6).map(spaced),
    ].join('\n'),
  ],
  ['a SadMan .sdk file', ['#ASadMan Software', '[Puzzle]', ...ROWS].join('\n')],
  ['a HoDoKu library line', `:0000:x:${PASTED}:::`],
  ["this game's link", `http://127.0.0.1/?puzzle=${encodeURIComponent(PASTED)}`],
];

for (const [name, text] of FORMATS) {
  test(`Ctrl+V of ${name} opens the puzzle in entry mode, checked`, async ({ page }) => {
    await openGame(page, PUZZLES.hiddenSingle);
    await pasteText(page, text);
    await expect(entryStatus(page)).toBeVisible();
    await expect(status(page)).toHaveText('Unique solution. Level: Easy.');
    await expect(cell(page, 1, 3)).toHaveAccessibleName('Row 1, column 3, 8');
    await button(page, 'Play this puzzle').click();
    await expect(cell(page, 1, 3)).toHaveAccessibleName('Row 1, column 3, given 8');
  });
}

test('the Paste button reads the clipboard; anything that is not a puzzle is refused with the reason', async ({
  page,
}) => {
  await openGame(page, PUZZLES.easy);
  await cell(page, 1, 1).click();
  await page.keyboard.press('9');

  await pasteText(page, 'Milk, eggs, bread');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText("This text isn't a puzzle.");
  await expect(alert).toContainText("Unexpected character 'M' at line 1, column 1.");
  await expect(alert).toContainText('Your game is unchanged.');
  await expect(cell(page, 1, 1)).toHaveAccessibleName('Row 1, column 1, 9');
  await alert.getByRole('button', { name: 'Dismiss' }).click();

  await pasteText(page, PASTED.slice(0, 79));
  await expect(page.getByRole('alert')).toContainText(
    'This puzzle has 79 cells; a puzzle needs 81.',
  );
  await page.getByRole('alert').getByRole('button', { name: 'Dismiss' }).click();

  await button(page, 'Enter a puzzle').click();
  await page.evaluate((t) => navigator.clipboard.writeText(t), PUZZLES.hiddenSingle);
  await button(page, 'Paste').click();
  await expect(status(page)).toContainText('Unique solution');
  await expect(cell(page, 1, 1)).toHaveAccessibleName('Row 1, column 1, 7');
  await button(page, 'Cancel').click();
  await expect(cell(page, 1, 1)).toHaveAccessibleName('Row 1, column 1, 9');
});

test('in Chinese: 输入题目, the status and the buttons in Chinese', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'zh-CN' });
  const page = await context.newPage();
  await page.goto(`/?puzzle=${PUZZLES.easy}`);
  await page.getByRole('button', { name: '输入题目', exact: true }).click();
  await page.getByRole('grid').getByRole('gridcell').first().click();
  await page.keyboard.press('5');
  await page.getByRole('grid').getByRole('gridcell').nth(1).click();
  await page.keyboard.press('5');
  await expect(page.getByRole('status')).toHaveText('5在第1行中重复。');
  await expect(page.getByRole('button', { name: '开始这道题' })).toBeDisabled();
  await page.getByRole('button', { name: '取消', exact: true }).click();
  await expect(page.getByRole('button', { name: '提示', exact: true })).toBeVisible();
  await context.close();
});

test('From photo: a newspaper photo read in the browser through the file input "Photo of a puzzle"', async ({
  page,
}) => {
  // tests/fixtures/photos/image2: a photo of the CC BY 4.0 dataset (see its README), with its givens.
  const dat = readFileSync('tests/fixtures/photos/image2.dat', 'utf8').trim().split('\n').slice(2);
  const givens = dat.join(' ').trim().split(/\s+/).map(Number);
  await openGame(page, PUZZLES.easy);
  await button(page, 'Enter a puzzle').click();
  await expect(button(page, 'From photo')).toBeVisible();
  await page.getByLabel('Photo of a puzzle').setInputFiles('tests/fixtures/photos/image2.jpg');
  await expect(status(page)).not.toContainText('Reading the photo', { timeout: 30_000 });
  const names = await board(page)
    .getByRole('gridcell')
    .evaluateAll((cells) => cells.map((c) => c.getAttribute('aria-label') ?? ''));
  const read = names.map((n) => /, (\d)(, uncertain)?$/.exec(n)?.[1] ?? '0').map(Number);
  expect(read).toEqual(givens);
  await expect(status(page)).toContainText('Unique solution');

  // Not a picture: a clear message, and the grid as it was.
  await page.getByLabel('Photo of a puzzle').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not a photo'),
  });
  await expect(status(page)).toContainText("That file isn't a picture", { timeout: 30_000 });
  await expect(cell(page, 1, 1)).toHaveAccessibleName(
    givens[0] ? `Row 1, column 1, ${givens[0]}` : 'Row 1, column 1, empty',
  );
});
