import { expect, test } from '@playwright/test';
import {
  PUZZLES,
  button,
  cell,
  expectNoScroll,
  hintButton,
  openGame,
  padKey,
  status,
} from './helpers';

/*
 * Screenshots of the main states at desktop and phone sizes, written to
 * screenshots/ (git-ignored) for a person to look at. Each also checks that
 * the state fits the screen.
 */

for (const [device, width, height] of [
  ['desktop', 1280, 800],
  ['phone', 360, 740],
] as const) {
  test.describe(`${device} screenshots`, () => {
    // Reduced motion turns off colour transitions, so shots show the settled state.
    test.use({ viewport: { width, height }, reducedMotion: 'reduce' });

    test('a game in progress: selection, entries, a conflict, a hint and a check', async ({
      page,
    }) => {
      await openGame(page, PUZZLES.easy);
      // Three presses fill row 2, column 4 with 6; each waits for the engine's answer.
      for (let press = 0; press < 3; press++) {
        await hintButton(page).click();
        await expect(status(page)).not.toHaveText(/^$|Working it out/, { timeout: 30_000 });
      }
      await expect(cell(page, 2, 4)).toHaveAccessibleName('Row 2, column 4, 6, hint');
      await cell(page, 1, 1).click();
      await page.keyboard.press('3'); // wrong, breaks no rule
      await cell(page, 2, 3).click();
      await page.keyboard.press('3'); // right
      await cell(page, 5, 3).click();
      await page.keyboard.press('2'); // right
      await button(page, 'Check').click();
      await cell(page, 3, 1).click();
      await page.keyboard.press('1'); // conflicts with the given 1 in row 2, column 1
      await cell(page, 5, 6).click();
      await button(page, 'Check').click();
      await expect(status(page)).toHaveText('2 digits are wrong. They are marked on the board.');
      await expectNoScroll(page);
      await page.screenshot({ path: `screenshots/${device}-playing.png` });
    });

    test('a fresh game', async ({ page }) => {
      await openGame(page);
      await expectNoScroll(page);
      await page.screenshot({ path: `screenshots/${device}-new.png` });
    });

    test('the new-game confirmation', async ({ page }) => {
      await openGame(page, PUZZLES.easy);
      await cell(page, 1, 1).click();
      await page.keyboard.press('9');
      await button(page, 'New game').click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.screenshot({ path: `screenshots/${device}-confirm.png` });
    });

    test('a win', async ({ page }) => {
      const oneLeft = PUZZLES.easySolution.slice(0, 40) + '.' + PUZZLES.easySolution.slice(41);
      await openGame(page, oneLeft);
      await cell(page, 5, 5).click();
      await page.keyboard.press('8');
      await expect(page.getByRole('dialog', { name: 'Solved!' })).toBeVisible();
      await expectNoScroll(page);
      await page.screenshot({ path: `screenshots/${device}-won.png` });
    });

    test('notes: filled candidates, a few edited, notes mode on', async ({ page }) => {
      await openGame(page, PUZZLES.easy);
      await button(page, 'Fill notes').click();
      await cell(page, 1, 1).click();
      await page.keyboard.press('9'); // cleans 9 from its row, column and box
      await cell(page, 2, 4).click();
      await button(page, 'Notes').click();
      await padKey(page, 6).click(); // a note taken away by hand
      await cell(page, 5, 6).click();
      await expect(button(page, 'Notes')).toHaveAttribute('aria-pressed', 'true');
      await expectNoScroll(page);
      await page.screenshot({ path: `screenshots/${device}-notes.png` });
    });

    test('paused', async ({ page }) => {
      await openGame(page, PUZZLES.easy);
      await cell(page, 1, 1).click();
      await page.keyboard.press('9');
      await button(page, 'Pause').click();
      await expect(button(page, 'Resume')).toBeVisible();
      await expectNoScroll(page);
      await page.screenshot({ path: `screenshots/${device}-paused.png` });
    });

    test('the statistics and settings dialogs', async ({ page }) => {
      await openGame(page, PUZZLES.easy);
      await button(page, 'Statistics').click();
      await expect(page.getByRole('dialog', { name: 'Statistics' })).toBeVisible();
      await page.screenshot({ path: `screenshots/${device}-statistics.png` });
      await page.keyboard.press('Escape');
      await button(page, 'Settings').click();
      await expect(page.getByRole('dialog', { name: 'Settings' })).toBeVisible();
      await page.screenshot({ path: `screenshots/${device}-settings.png` });
    });

    test('a hint, second press: the pair, its targets and why', async ({ page }) => {
      test.slow(); // three puzzles, the last a Master hint worked out in the worker
      await openGame(page, PUZZLES.nakedPair);
      await hintButton(page).click();
      await expect(status(page)).toContainText('Look at box 1');
      await page.screenshot({ path: `screenshots/${device}-hint-area.png` });
      await hintButton(page).click();
      await expect(button(page, 'Close hint')).toBeVisible();
      await expectNoScroll(page);
      await page.screenshot({ path: `screenshots/${device}-hint-why.png` });
      await openGame(page, PUZZLES.hiddenSingle);
      await hintButton(page).click();
      await expect(status(page)).toContainText('Look at box 6');
      await hintButton(page).click();
      await expect(button(page, 'Close hint')).toBeVisible();
      await page.screenshot({ path: `screenshots/${device}-hint-single.png` });
      await openGame(page, PUZZLES.master);
      await hintButton(page).click();
      await expect(status(page)).toContainText(/chain/i, { timeout: 30_000 });
      await hintButton(page).click();
      await expect(button(page, 'Close hint')).toBeVisible();
      await expectNoScroll(page);
      await page.screenshot({ path: `screenshots/${device}-hint-chain.png` });
    });

    test('the solution steps', async ({ page }) => {
      await openGame(page, PUZZLES.nakedPair);
      await button(page, 'Solution steps').click();
      await page.screenshot({ path: `screenshots/${device}-steps-confirm.png` });
      await button(page, 'Show steps').click();
      const steps = page.getByRole('dialog', { name: 'Solution steps' });
      await expect(steps).toBeVisible();
      await expectNoScroll(page);
      await page.screenshot({ path: `screenshots/${device}-steps.png` });
      await page.keyboard.press('End');
      await expect(steps.getByText('Solved', { exact: true })).toBeVisible();
      await page.screenshot({ path: `screenshots/${device}-steps-end.png` });
    });

    test('a bad puzzle link', async ({ page }) => {
      await openGame(page, PUZZLES.twoSolutions);
      await expect(page.getByRole('alert')).toBeVisible();
      await expectNoScroll(page);
      await page.screenshot({ path: `screenshots/${device}-link-error.png` });
    });
  });
}
