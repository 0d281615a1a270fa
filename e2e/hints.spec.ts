import { expect, test } from '@playwright/test';
import type { Locator } from '@playwright/test';
import {
  board,
  button,
  cell,
  cellNames,
  expectAxeClean,
  hintButton,
  hintMarks,
  openGame,
  padKey,
  PUZZLES,
  status,
} from './helpers';

/*
 * Teaching hints: three presses (where to look, why, then applied), an
 * elimination shown on the notes before the single it enables, the Master
 * fallback, a hint about wrong notes, and the "Solution steps" view.
 */

/** The cue a hint mark draws besides its tint: a ring (the cell's ::before) or a dashed outline. */
async function cueOf(cell: Locator): Promise<{ ring: string; dashed: boolean }> {
  return cell.evaluate((el) => {
    const before = getComputedStyle(el, '::before');
    const sides = ['Top', 'Right', 'Bottom', 'Left'] as const;
    const dashed = [...el.querySelectorAll('*')].some((child) => {
      const style = getComputedStyle(child);
      return sides.some(
        (side) =>
          style.getPropertyValue(`border-${side.toLowerCase()}-style`) === 'dashed' &&
          parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`)) >= 2,
      );
    });
    const ring =
      before.content === 'none' ? 'none' : `${before.borderTopWidth} ${before.borderTopStyle}`;
    return { ring, dashed };
  });
}

const BOX_6 = ['r4c7', 'r4c8', 'r4c9', 'r5c7', 'r5c8', 'r5c9', 'r6c7', 'r6c8', 'r6c9'];

test('a hidden single in three presses: where to look, why, then the digit', async ({ page }) => {
  await openGame(page, PUZZLES.hiddenSingle);
  const before = await board(page).boundingBox();

  await hintButton(page).click();
  await expect(status(page)).toHaveText('Look at box 6 (hidden single).');
  expect(await hintMarks(page)).toEqual({ 'look here': BOX_6 });
  expect(await cueOf(cell(page, 4, 7))).toEqual({ ring: 'none', dashed: true });

  await hintButton(page).click();
  await expect(status(page)).toHaveText(
    'In box 6, 3 fits in only one cell: row 6, column 9. So row 6, column 9 is 3.',
  );
  expect(await hintMarks(page)).toEqual({
    'key cell': ['r1c7', 'r5c1'], // the 3s that rule out the rest of box 6
    'look here': BOX_6.filter((c) => c !== 'r6c9'),
    '3 goes here': ['r6c9'],
  });
  expect((await cueOf(cell(page, 1, 7))).ring).toBe('2px solid');
  expect((await cueOf(cell(page, 6, 9))).ring).toBe('3px solid');
  await expect(cell(page, 6, 9)).toHaveText('3'); // drawn faintly, not yet placed
  await expect(cell(page, 6, 9)).toHaveAccessibleName('Row 6, column 9, empty, hint: 3 goes here');
  // The explanation opens in a card over the tools; nothing moves.
  await expect(button(page, 'Close hint')).toBeVisible();
  expect(await board(page).boundingBox()).toEqual(before);

  await hintButton(page).click();
  await expect(status(page)).toHaveText('So row 6, column 9 is 3.');
  await expect(cell(page, 6, 9)).toHaveAccessibleName('Row 6, column 9, 3, hint');
  await expect(cell(page, 6, 9)).toHaveAttribute('aria-selected', 'true');
  expect(await hintMarks(page)).toEqual({});
  await expect(button(page, 'Close hint')).toBeHidden();
  await expect(padKey(page, 1)).toBeVisible();
  expect(await board(page).boundingBox()).toEqual(before);
});

test('a naked pair: the elimination explained, shown on the notes, then the single it enables', async ({
  page,
}) => {
  await openGame(page, PUZZLES.nakedPair);
  await hintButton(page).click();
  await expect(status(page)).toHaveText('Look at box 1 (naked pair).');

  await hintButton(page).click();
  await expect(status(page)).toHaveText(
    'In box 1, row 1, column 3 and row 3, column 1 can only hold 4 and 5 between them, ' +
      'so no other cell of box 1 can hold those digits. So 4 and 5 can be removed from ' +
      'row 1, column 2, row 2, column 2, row 2, column 3, and row 3, column 3.',
  );
  expect(await hintMarks(page)).toEqual({
    'look here': ['r1c1', 'r2c1', 'r3c2'],
    'remove 5': ['r1c2', 'r2c2', 'r2c3'],
    'key cell': ['r1c3', 'r3c1'],
    'remove 4 and 5': ['r3c3'],
  });
  // The pair shows its candidates, and the digits to remove are struck, though no notes were taken.
  await expect(cell(page, 1, 3)).toHaveText('45');
  const struck = await cell(page, 3, 3).evaluate((el) =>
    [...el.querySelectorAll('*')]
      .filter((n) => n.children.length === 0 && n.textContent !== '')
      .filter((n) => getComputedStyle(n).textDecorationLine.includes('line-through'))
      .map((n) => n.textContent),
  );
  expect(struck).toEqual(['4', '5']);

  await hintButton(page).click();
  await expect(status(page)).toHaveText(
    'So 4 and 5 can be removed from row 1, column 2, row 2, column 2, row 2, column 3, and row 3, column 3.',
  );
  // Now on the notes: row 1, column 2 keeps only 3.
  await expect(cell(page, 1, 2)).toHaveAccessibleName('Row 1, column 2, empty, notes 3');
  await expect(cell(page, 3, 3)).toHaveAccessibleName('Row 3, column 3, empty, notes 1');
  expect(await hintMarks(page)).toEqual({});

  await hintButton(page).click();
  await expect(status(page)).toHaveText('Look at row 1 (naked single).');
  await hintButton(page).click();
  await expect(status(page)).toHaveText(
    'Every digit but 3 is already in the row, column or box of row 1, column 2, or has been ruled out there. ' +
      'So row 1, column 2 is 3.',
  );
  await expect(cell(page, 1, 2)).toHaveAccessibleName(
    'Row 1, column 2, empty, notes 3, hint: 3 goes here',
  );
  await hintButton(page).click();
  await expect(status(page)).toHaveText('So row 1, column 2 is 3.');
  await expect(cell(page, 1, 2)).toHaveAccessibleName('Row 1, column 2, 3, hint');
});

test('on a Master puzzle the hint teaches a chain, and the techniques never give up', async ({
  page,
}) => {
  await openGame(page, PUZZLES.master);
  await expect(page.getByText('Master puzzle', { exact: true })).toBeVisible({ timeout: 20_000 });
  const before = await cellNames(page);
  await hintButton(page).click();
  await expect(status(page)).toContainText(/chain/i, { timeout: 30_000 });
  await hintButton(page).click();
  await expect(button(page, 'Close hint')).toBeVisible();
  await hintButton(page).click();
  // Applied: a digit placed or candidates struck from the notes, never "Reveal a cell".
  await expect.poll(() => cellNames(page)).not.toEqual(before);
  await expect(button(page, 'Reveal a cell')).toBeHidden();
});

test('a hint about notes that leave out the right digit points at them and reveals nothing', async ({
  page,
}) => {
  await openGame(page, PUZZLES.easy);
  await cell(page, 1, 1).click(); // its digit is 9
  await button(page, 'Notes').click();
  await padKey(page, 1).click();
  await padKey(page, 4).click();
  await button(page, 'Notes').click();
  await cell(page, 5, 5).click();
  const before = await cellNames(page);

  await hintButton(page).click();
  await expect(status(page)).toHaveText(
    'Your notes in row 1, column 1 leave out a digit that belongs there.',
  );
  await expect(cell(page, 1, 1)).toHaveAccessibleName(
    'Row 1, column 1, empty, notes 1 4, hint: check these notes',
  );
  await expect(cell(page, 1, 1)).toHaveAttribute('aria-selected', 'true');
  expect((await cueOf(cell(page, 1, 1))).ring).toBe('3px solid');
  const after = await cellNames(page);
  expect(after.map((name) => name.replace(', hint: check these notes', ''))).toEqual(before);
});

test('solution steps: asked first, then the whole path one step at a time', async ({ page }) => {
  await openGame(page, PUZZLES.easy);
  await button(page, 'Solution steps').click();
  const ask = page.getByRole('dialog', { name: 'See the solution steps?' });
  await expect(ask).toContainText('This shows how to solve the whole puzzle, step by step.');
  await expect(ask.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await ask.getByRole('button', { name: 'Show steps' }).click();

  const steps = page.getByRole('dialog', { name: 'Solution steps' });
  await expect(steps.getByText(/^Step 1 of \d+$/)).toBeVisible();
  const counter = (await steps.getByText(/^Step 1 of \d+$/).textContent()) ?? '';
  const total = Number(/of (\d+)/.exec(counter)![1]);
  expect(total).toBeGreaterThan(40);
  await expect(steps.getByRole('table', { name: 'Board before step 1' })).toBeVisible();
  await expect(steps).toContainText(
    'Every digit but 6 already appears in the row, column or box of row 2, column 4. So row 2, column 4 is 6.',
  );
  await expect(steps.getByRole('button', { name: 'Next' })).toBeFocused();

  await page.keyboard.press('ArrowRight');
  await expect(steps.getByText(`Step 2 of ${total}`, { exact: true })).toBeVisible();
  await expect(steps.getByRole('table', { name: 'Board before step 2' })).toBeVisible();
  // Step 1's digit is on the board now.
  const row2 = steps
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'Row 2' }) });
  await expect(row2.getByRole('cell').nth(3)).toHaveText(/^6/);
  await steps.getByRole('button', { name: 'Next' }).click();
  await expect(steps.getByText(`Step 3 of ${total}`, { exact: true })).toBeVisible();
  await steps.getByRole('button', { name: 'Previous' }).click();
  await expect(steps.getByText(`Step 2 of ${total}`, { exact: true })).toBeVisible();

  await page.keyboard.press('End');
  await expect(steps.getByText('Solved', { exact: true })).toBeVisible();
  await expect(steps).toContainText(`Every cell is filled, in ${total} steps from the givens.`);
  await expect(steps.getByRole('button', { name: 'Next' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await page.keyboard.press('Escape');
  await expect(steps).toBeHidden();
  await expect(button(page, 'Solution steps')).toBeFocused();
  await expect(cell(page, 2, 4)).toHaveAccessibleName('Row 2, column 4, empty'); // nothing applied
});

test('solution steps on a Master puzzle go all the way to the solution', async ({ page }) => {
  test.slow();
  await openGame(page, PUZZLES.master);
  await button(page, 'Solution steps').click();
  await button(page, 'Show steps').click();
  // Exact: while the path is worked out the dialog is still "See the solution steps?".
  const steps = page.getByRole('dialog', { name: 'Solution steps', exact: true });
  await expect(steps).toBeVisible({ timeout: 60_000 });
  await expect(steps.getByRole('button', { name: 'Next' })).toBeFocused();
  await page.keyboard.press('End');
  await expect(steps.getByText('Solved', { exact: true })).toBeVisible();
});

test('no WCAG 2.1 AA violations with a hint’s highlights shown, at each of its three presses', async ({
  page,
}) => {
  test.slow(); // three full scans
  await openGame(page, PUZZLES.nakedPair);
  await hintButton(page).click();
  await expect(status(page)).toHaveText('Look at box 1 (naked pair).');
  await expectAxeClean(page);
  await hintButton(page).click();
  await expect(button(page, 'Close hint')).toBeVisible();
  await expectAxeClean(page);
  await hintButton(page).click();
  await expect(cell(page, 1, 2)).toHaveAccessibleName('Row 1, column 2, empty, notes 3');
  await expectAxeClean(page);
});

test('no WCAG 2.1 AA violations with a forcing chain drawn on the board', async ({ page }) => {
  test.slow(); // a Master hint (a nested forcing chain, worked out in seconds) and a scan
  await openGame(page, PUZZLES.master);
  await hintButton(page).click();
  await expect(status(page)).toContainText(/chain/i, { timeout: 30_000 });
  await hintButton(page).click();
  await expect(button(page, 'Close hint')).toBeVisible();
  await expectAxeClean(page);
});

test('no WCAG 2.1 AA violations with the solution steps dialog open', async ({ page }) => {
  test.slow(); // two full scans
  await openGame(page, PUZZLES.nakedPair);
  await button(page, 'Solution steps').click();
  await expectAxeClean(page);
  await button(page, 'Show steps').click();
  await expect(page.getByRole('dialog', { name: 'Solution steps' })).toBeVisible();
  await expectAxeClean(page);
});
