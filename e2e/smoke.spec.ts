import { expect, test } from '@playwright/test';

// The built app loads in a real Chromium and shows its title heading.
test('the app loads and shows the Sudoku heading', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Sudoku' })).toBeVisible();
});
