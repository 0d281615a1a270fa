import { expect, test } from '@playwright/test';
import { PUZZLES, button, cell, openGame } from './helpers';

/*
 * What the player has mastered (issue 19 item 3): a step made by hand and
 * one taken from a hint, each counted under its technique in Statistics,
 * worked out by the engine's worker, and kept over a reload.
 */

test('Statistics count own and hinted steps per technique, and keep them', async ({ page }) => {
  await openGame(page, PUZZLES.hiddenSingle);
  // The counting starts once the page is idle.
  await expect(page.locator('html[data-idle="started"]')).toHaveCount(1);
  await cell(page, 6, 9).click();
  await page.keyboard.press('3'); // the first hidden single, by hand
  // Then a hint, applied: three presses (the next step there is a pointing pair).
  const hint = page.getByRole('region', { name: 'Hint' });
  await button(page, 'Hint').click();
  await hint.getByRole('button', { name: 'Show me' }).click();
  await hint.getByRole('button', { name: 'Apply' }).click();

  const open = async () => {
    await button(page, 'Statistics').click();
    const table = page
      .getByRole('dialog', { name: 'Statistics' })
      .getByRole('table', { name: 'Steps of each technique in your games' });
    return (name: string) => table.getByRole('row', { name }).getByRole('cell');
  };
  let row = await open();
  await expect(row('Hidden single')).toHaveText(['1', '0']);
  await expect(row('Pointing pair')).toHaveText(['0', '1']);
  await page.keyboard.press('Escape');
  await page.reload();
  row = await open();
  await expect(row('Hidden single')).toHaveText(['1', '0']);
  await expect(row('Pointing pair')).toHaveText(['0', '1']);
  // The technique taken from hints, never made by hand: practised in one press.
  await page.getByRole('button', { name: 'Practise my weakest' }).click();
  const learn = page.getByRole('dialog', { name: 'Learn' });
  await expect(learn.getByRole('heading', { level: 3 })).toHaveText('Practise: Pointing pair');
  await expect(learn.getByRole('button', { name: 'Check my step' })).toBeVisible({
    timeout: 20_000,
  });
});
