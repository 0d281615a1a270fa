import { expect, test } from '@playwright/test';
import {
  PUZZLES,
  board,
  button,
  cell,
  cellNames,
  fillByKeyboard,
  givenCount,
  hintButton,
  holdChunk,
  newGame,
  openGame,
  status,
} from './helpers';

const { easy, easySolution } = PUZZLES;

test('a puzzle link opens that puzzle, and filling it by keyboard wins', async ({ page }) => {
  test.slow(); // about 140 key presses
  await openGame(page, easy);
  await expect(cell(page, 1, 3)).toHaveAccessibleName('Row 1, column 3, given 8');
  await expect(cell(page, 1, 1)).toHaveAccessibleName('Row 1, column 1, empty');
  expect(await givenCount(page)).toBe(34);

  await fillByKeyboard(page, easy, easySolution);

  await expect(status(page)).toHaveText(/^Well done! Solved in \d+:\d\d\.$/);
  await expect(cell(page, 9, 8)).toHaveAccessibleName('Row 9, column 8, 9');
  const won = page.getByRole('dialog', { name: 'Solved!' });
  await expect(won).toBeVisible();
  await won.getByRole('button', { name: 'Close' }).click();
  await expect(won).toBeHidden();
  await expect(button(page, 'Play again')).toBeVisible();
  await button(page, 'Play again').click();
  await expect(button(page, 'Play again')).toBeHidden();
  expect(await givenCount(page)).toBeLessThan(81);
});

test('a wrong digit is marked and announced by Check', async ({ page }) => {
  await openGame(page, easy);
  await cell(page, 1, 1).click();
  await page.keyboard.press('3'); // breaks no rule, but the solution has 9 here
  await expect(cell(page, 1, 1)).not.toHaveAttribute('aria-invalid', 'true');

  await button(page, 'Check').click();
  await expect(status(page)).toHaveText('1 digit is wrong. It is marked on the board.');
  await expect(cell(page, 1, 1)).toHaveAttribute('aria-invalid', 'true');

  await cell(page, 1, 1).click();
  await page.keyboard.press('9');
  await expect(cell(page, 1, 1)).not.toHaveAttribute('aria-invalid', 'true');
  await button(page, 'Check').click();
  await expect(status(page)).toHaveText('No mistakes so far, 46 cells to go.');
});

test('a conflict is marked at once, before any check', async ({ page }) => {
  await openGame(page, easy);
  await cell(page, 1, 1).click();
  await page.keyboard.press('8'); // 8 is given in row 1, column 3
  await expect(cell(page, 1, 1)).toHaveAttribute('aria-invalid', 'true');
  await expect(cell(page, 1, 3)).toHaveAttribute('aria-invalid', 'true');
  await page.keyboard.press('Backspace');
  await expect(cell(page, 1, 3)).not.toHaveAttribute('aria-invalid', 'true');
});

test('Hint on a correct board leads to a correct digit in three presses and says why', async ({
  page,
}) => {
  await openGame(page, easy);
  await hintButton(page).click();
  await expect(status(page)).toHaveText('Look at row 2 (naked single).');
  await hintButton(page).click();
  await expect(status(page)).toHaveText(
    'Every digit but 6 already appears in the row, column or box of row 2, column 4. So row 2, column 4 is 6.',
  );
  await expect(cell(page, 2, 4)).toHaveAccessibleName('Row 2, column 4, empty, hint: 6 goes here');
  await hintButton(page).click();
  await expect(status(page)).toHaveText('So row 2, column 4 is 6.');
  expect(easySolution[1 * 9 + 3]).toBe('6');
  await expect(cell(page, 2, 4)).toHaveAccessibleName('Row 2, column 4, 6, hint');
  await expect(cell(page, 2, 4)).toHaveAttribute('aria-selected', 'true');
});

test('Hint with a wrong digit on the board points at it', async ({ page }) => {
  await openGame(page, easy);
  await cell(page, 1, 1).click();
  await page.keyboard.press('3');
  await cell(page, 5, 5).click();
  const before = await cellNames(page);

  await hintButton(page).click();

  await expect(status(page)).toHaveText('The 3 in row 1, column 1 is wrong.');
  await expect(cell(page, 1, 1)).toHaveAttribute('aria-invalid', 'true');
  await expect(cell(page, 1, 1)).toHaveAttribute('aria-selected', 'true');
  expect(await cellNames(page)).toEqual(before); // nothing revealed
});

test('New game at each difficulty gives a fresh puzzle of that level with givens locked', async ({
  page,
}) => {
  test.slow(); // a Master puzzle may take the worker a second to find
  await openGame(page, easy);
  let previous = await cellNames(page);
  for (const level of ['Easy', 'Medium', 'Hard', 'Expert', 'Master']) {
    await newGame(page, { level });
    await expect.poll(() => cellNames(page), { timeout: 15_000 }).not.toEqual(previous);
    previous = await cellNames(page);
    // Graded by technique: the subtitle names the level the puzzle was made for.
    await expect(page.getByText(`${level} puzzle`, { exact: true })).toBeVisible();
    const givens = await givenCount(page);
    expect(givens).toBeGreaterThanOrEqual(17);
    expect(givens).toBeLessThan(81);

    // A given cannot be changed, by keyboard or by the number pad.
    const index = previous.findIndex((name) => /, given \d$/.test(name));
    const row = Math.floor(index / 9) + 1;
    const col = (index % 9) + 1;
    const given = cell(page, row, col);
    const name = previous[index];
    await given.click();
    await page.keyboard.press(name.endsWith('1') ? '2' : '1');
    await page.keyboard.press('Delete');
    await button(page, 'Erase').click();
    await expect(given).toHaveAccessibleName(name);
    await expect(given).toHaveAttribute('aria-readonly', 'true');
  }
});

test('New game asks before throwing away a game in progress', async ({ page }) => {
  await openGame(page, easy);
  await cell(page, 1, 1).click();
  await page.keyboard.press('9');
  await button(page, 'New game').click();
  const dialog = page.getByRole('dialog', { name: 'Start a new game?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Keep playing' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(cell(page, 1, 1)).toHaveAccessibleName('Row 1, column 1, 9');

  const before = await cellNames(page);
  await button(page, 'New game').click();
  await dialog.getByRole('button', { name: 'New game' }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(() => cellNames(page)).not.toEqual(before);
  expect(await cellNames(page)).not.toContain('Row 1, column 1, 9');
  await expect(button(page, 'New game')).toBeFocused();
});

test.describe('bad puzzle links show an alert and keep a playable game', () => {
  for (const [name, text, problem] of [
    ['malformed', PUZZLES.eightyCells, 'This puzzle has 80 cells; a puzzle needs 81.'],
    ['two-solution', PUZZLES.twoSolutions, 'This puzzle has more than one solution.'],
  ] as const) {
    test(`a ${name} link`, async ({ page }) => {
      await openGame(page, text);
      const alert = page.getByRole('alert');
      await expect(alert).toContainText("This puzzle link can't be played.");
      await expect(alert).toContainText(problem);
      await expect(page).not.toHaveURL(/puzzle=/); // a reload will not repeat the error

      // The game the player has (here a fresh random one) is there and playable.
      const names = await cellNames(page);
      expect(names).toHaveLength(81);
      const givens = names.filter((n) => /, given \d$/.test(n)).length;
      expect(givens).toBeGreaterThanOrEqual(22);
      expect(givens).toBeLessThan(81);
      const empty = names.findIndex((n) => n.endsWith(', empty'));
      const target = cell(page, Math.floor(empty / 9) + 1, (empty % 9) + 1);
      await target.click();
      await page.keyboard.press('5');
      await expect(target).toHaveAccessibleName(/, 5$/);

      await alert.getByRole('button', { name: 'Dismiss' }).click();
      await expect(alert).toBeHidden();
      await expect(target).toHaveAccessibleName(/, 5$/);
    });
  }
});

test('the focused cell is the selected cell, with a visible focus ring', async ({ page }) => {
  await openGame(page, easy);
  await cell(page, 4, 4).click();
  await page.keyboard.press('ArrowRight');
  const focused = cell(page, 4, 5);
  await expect(focused).toBeFocused();
  await expect(focused).toHaveAttribute('aria-selected', 'true');
  await expect(focused).toHaveAttribute('tabindex', '0');
  await expect(board(page).locator('[tabindex="0"]')).toHaveCount(1);
  const ring = await focused.evaluate((el) => {
    const style = getComputedStyle(el);
    return { width: parseFloat(style.outlineWidth), style: style.outlineStyle };
  });
  expect(ring.style).toBe('solid');
  expect(ring.width).toBeGreaterThanOrEqual(2);
});

test('keys pressed before the keyboard code has loaded are kept and played in order', async ({
  page,
}) => {
  const release = await holdChunk(page, 'GameKeys');
  await page.goto(`/?puzzle=${easy}`); // not openGame: it waits for the keyboard
  await expect(board(page)).toBeVisible();
  await cell(page, 1, 1).click();
  await page.keyboard.press('9');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('2');
  // A click in between selects at once; the keys after it go to that cell.
  await cell(page, 2, 3).click();
  await page.keyboard.press('3');
  await cell(page, 2, 4).click(); // where the player is when the keys are played
  await expect(cell(page, 1, 1)).toHaveAccessibleName('Row 1, column 1, empty'); // not yet
  release();
  await expect(cell(page, 1, 1)).toHaveAccessibleName('Row 1, column 1, 9');
  await expect(cell(page, 1, 4)).toHaveAccessibleName('Row 1, column 4, 2');
  await expect(cell(page, 2, 3)).toHaveAccessibleName('Row 2, column 3, 3');
  await expect(cell(page, 2, 4)).toHaveAttribute('aria-selected', 'true');
});

test.describe('a paste before the keyboard code has loaded', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('is kept and opens the puzzle in entry mode once it has', async ({ page }) => {
    const release = await holdChunk(page, 'GameKeys');
    await page.goto(`/?puzzle=${easy}`); // not openGame: it waits for the keyboard
    await expect(board(page)).toBeVisible();
    await page.evaluate((t) => navigator.clipboard.writeText(t), PUZZLES.hiddenSingle);
    await cell(page, 5, 5).click();
    await page.keyboard.press('ControlOrMeta+V');
    release();
    await expect(page.getByRole('group', { name: 'Enter a puzzle' })).toBeVisible();
    await expect(cell(page, 1, 1)).toHaveAccessibleName('Row 1, column 1, 7');
  });
});
