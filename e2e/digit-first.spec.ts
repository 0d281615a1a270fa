import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { button, cell, expectAxeClean, openGame, padKey, PUZZLES } from './helpers';

/*
 * Digit first (Settings, "Input", issue 20 item 1), played as a player
 * plays it: a digit held on the pad stays pressed and goes to every cell
 * tapped, with touch, with the mouse and with the keyboard alone. In the
 * easy puzzle row 1 is ". . 8 . 7 . 1 . ." (solution 9 5 8 2 7 4 1 6 3),
 * and row 3, column 5 must be 5.
 */

/** The pad key shown pressed is `digit`'s alone (none when null), as a screen reader hears it. */
async function expectHeld(page: Page, digit: number | null): Promise<void> {
  const pressed = page
    .getByRole('group', { name: 'Number pad' })
    .getByRole('button', { pressed: true });
  await expect(pressed).toHaveCount(digit === null ? 0 : 1);
  if (digit !== null) await expect(pressed).toHaveAccessibleName(String(digit));
}

/** Settings, "Input": choose `mode` (with a tap when `tap`), then close Settings. */
async function chooseInput(page: Page, mode: string, tap = false): Promise<void> {
  const open = button(page, 'Settings');
  if (tap) await open.tap();
  else await open.click();
  const settings = page.getByRole('dialog', { name: 'Settings' });
  const input = settings.getByRole('combobox', { name: 'Input' });
  await expect(input.locator('option')).toHaveText(['Cell first', 'Digit first']);
  await input.selectOption({ label: mode });
  const close = settings.getByRole('button', { name: 'Close' });
  if (tap) await close.tap();
  else await close.click();
  await expect(settings).toBeHidden();
}

/** Press Tab until `target` has focus (at most `limit` times). */
async function tabTo(page: Page, target: Locator, limit = 80): Promise<void> {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test.describe('with touch, 360x740', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test('a held digit goes to every cell tapped; a given held by a tap; released by a tap', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await openGame(page, PUZZLES.easy);
    await chooseInput(page, 'Digit first', true);
    await expect(padKey(page, 5)).toHaveAttribute('aria-pressed', 'false');

    await padKey(page, 5).tap();
    await expect(padKey(page, 5)).toHaveAttribute('aria-pressed', 'true');
    await cell(page, 1, 2).tap();
    await cell(page, 3, 5).tap();
    await expect(cell(page, 1, 2)).toHaveAccessibleName('Row 1, column 2, 5');
    await expect(cell(page, 3, 5)).toHaveAccessibleName('Row 3, column 5, 5');
    await expect(cell(page, 3, 5)).toHaveAttribute('aria-selected', 'true');

    await padKey(page, 4).tap(); // another digit: held in its place
    await expectHeld(page, 4);
    await cell(page, 1, 6).tap();
    await cell(page, 1, 2).tap(); // a placed 5: now 5 is held, the cell keeps it
    await expect(cell(page, 1, 6)).toHaveAccessibleName('Row 1, column 6, 4');
    await expect(cell(page, 1, 2)).toHaveAccessibleName('Row 1, column 2, 5');
    await expectHeld(page, 5);

    await cell(page, 1, 3).tap(); // the given 8: held
    await expectHeld(page, 8);
    await expect(cell(page, 1, 3)).toHaveAccessibleName('Row 1, column 3, given 8');

    await padKey(page, 9).tap();
    await cell(page, 1, 1).tap();
    await expect(cell(page, 1, 1)).toHaveAccessibleName('Row 1, column 1, 9');
    await expectHeld(page, 9);
    await page.screenshot({ path: 'test-results/digit-first-360.png' });
    await expectAxeClean(page);

    await page.emulateMedia({ colorScheme: 'dark' }); // the theme follows the device (System)
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.screenshot({ path: 'test-results/digit-first-360-dark.png' });
    await expectAxeClean(page);

    await padKey(page, 9).tap(); // tapped again: released
    await expectHeld(page, null);
    await cell(page, 1, 4).tap(); // nothing held: the tap only selects
    await expect(cell(page, 1, 4)).toHaveAccessibleName('Row 1, column 4, empty');
    await expect(cell(page, 1, 4)).toHaveAttribute('aria-selected', 'true');
  });
});

test('with the mouse: notes, taking a digit out again, Undo; the setting is kept by a reload, the held digit is not', async ({
  page,
}) => {
  await openGame(page, PUZZLES.easy);
  await chooseInput(page, 'Digit first');
  await padKey(page, 2).click();
  await cell(page, 1, 4).click();
  await cell(page, 2, 3).click(); // wrong (3 belongs there) but breaks no rule
  await expect(cell(page, 1, 4)).toHaveAccessibleName('Row 1, column 4, 2');
  await expect(cell(page, 2, 3)).toHaveAccessibleName('Row 2, column 3, 2');
  await cell(page, 2, 3).click(); // the held digit again: taken out
  await expect(cell(page, 2, 3)).toHaveAccessibleName('Row 2, column 3, empty');
  await button(page, 'Undo').click();
  await expect(cell(page, 2, 3)).toHaveAccessibleName('Row 2, column 3, 2');
  await button(page, 'Undo').click();
  await expect(cell(page, 2, 3)).toHaveAccessibleName('Row 2, column 3, empty');

  await button(page, 'Notes').click();
  await padKey(page, 6).click();
  await cell(page, 1, 8).click();
  await cell(page, 1, 2).click();
  await padKey(page, 4).click();
  await cell(page, 1, 2).click();
  await expect(cell(page, 1, 2)).toHaveAccessibleName('Row 1, column 2, empty, notes 4 6');
  await expect(cell(page, 1, 8)).toHaveAccessibleName('Row 1, column 8, empty, notes 6');
  await button(page, 'Notes').click();
  await padKey(page, 6).click();
  await cell(page, 1, 8).click(); // the digit, and the 6 in row 1's notes cleaned up
  await expect(cell(page, 1, 8)).toHaveAccessibleName('Row 1, column 8, 6');
  await expect(cell(page, 1, 2)).toHaveAccessibleName('Row 1, column 2, empty, notes 4');
  await expectHeld(page, 6);

  await page.reload();
  await expect(cell(page, 1, 8)).toHaveAccessibleName('Row 1, column 8, 6');
  await expect(padKey(page, 6)).toHaveAttribute('aria-pressed', 'false'); // still digit first
  await expectHeld(page, null); // nothing held
  await chooseInput(page, 'Cell first');
  await expect(padKey(page, 6)).not.toHaveAttribute('aria-pressed');
  await cell(page, 1, 9).click();
  await padKey(page, 3).click(); // cell first again: the pad writes into the selected cell
  await expect(cell(page, 1, 9)).toHaveAccessibleName('Row 1, column 9, 3');
});

test('with the keyboard alone: choose Digit first, hold, move, place, release', async ({
  page,
}) => {
  await openGame(page, PUZZLES.easy);
  const settings = button(page, 'Settings');
  await tabTo(page, settings);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  const input = dialog.getByRole('combobox', { name: 'Input' });
  await tabTo(page, input);
  await page.keyboard.press('ArrowDown');
  await expect(input).toHaveValue('digit-first');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await tabTo(page, cell(page, 1, 1)); // the selected cell is the grid's tab stop
  await page.keyboard.press('9'); // held, not written
  await expectHeld(page, 9);
  await expect(cell(page, 1, 1)).toHaveAccessibleName('Row 1, column 1, empty');
  await page.keyboard.press('Enter');
  await expect(cell(page, 1, 1)).toHaveAccessibleName('Row 1, column 1, 9');

  await page.keyboard.press('5');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Space');
  await expect(cell(page, 1, 2)).toHaveAccessibleName('Row 1, column 2, 5');
  for (const key of ['ArrowDown', 'ArrowDown', 'ArrowRight', 'ArrowRight', 'ArrowRight'])
    await page.keyboard.press(key);
  await expect(cell(page, 3, 5)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(cell(page, 3, 5)).toHaveAccessibleName('Row 3, column 5, 5');
  await expectHeld(page, 5);
  await expectAxeClean(page); // a digit held, focus in the grid

  await page.keyboard.press('5'); // again: released
  await expectHeld(page, null);
  await page.keyboard.press('2');
  await expectHeld(page, 2);
  await page.keyboard.press('Escape');
  await expectHeld(page, null);
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Enter'); // nothing held: nothing written
  await expect(cell(page, 1, 4)).toHaveAccessibleName('Row 1, column 4, empty');
  await expect(cell(page, 1, 4)).toBeFocused();
});
