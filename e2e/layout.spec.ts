import { expect, test } from '@playwright/test';
import type { Locator } from '@playwright/test';
import { PUZZLES, board, button, cell, expectNoScroll, openGame, padKey, status } from './helpers';

/** The element's box, in CSS pixels. */
async function sizeOf(locator: Locator) {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  return box!;
}

test.describe('phone, 360x740', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test('the number pad enters digits, and everything fits without scrolling', async ({ page }) => {
    await openGame(page, PUZZLES.easy);
    await cell(page, 1, 1).tap();
    await padKey(page, 9).tap();
    await expect(cell(page, 1, 1)).toHaveAccessibleName('Row 1, column 1, 9');
    await expect(padKey(page, 9)).toHaveAccessibleDescription(/^\d left$/);
    await cell(page, 1, 2).tap();
    await padKey(page, 5).tap();
    await expect(cell(page, 1, 2)).toHaveAccessibleName('Row 1, column 2, 5');
    await button(page, 'Erase').tap();
    await expect(cell(page, 1, 2)).toHaveAccessibleName('Row 1, column 2, empty');

    // No text field anywhere, so a tap never raises the phone keyboard.
    await expect(page.locator('input, textarea, [contenteditable="true"]')).toHaveCount(0);
    await expectNoScroll(page);

    const grid = await sizeOf(board(page));
    expect(Math.abs(grid.width - grid.height)).toBeLessThan(1);
    expect(grid.x).toBeGreaterThanOrEqual(0);
    expect(grid.x + grid.width).toBeLessThanOrEqual(360);

    for (let d = 1; d <= 9; d++) {
      const key = await sizeOf(padKey(page, d));
      expect(key.width).toBeGreaterThanOrEqual(44);
      expect(key.height).toBeGreaterThanOrEqual(44);
    }
    for (const name of [
      'New game',
      'Hint',
      'Check',
      'Erase',
      'Undo',
      'Redo',
      'Rewind to last correct',
      'Notes',
      'Fill notes',
      'Pause',
      'Statistics',
      'Settings',
      'Solution steps',
    ]) {
      const box = await sizeOf(button(page, name));
      expect(box.height, name).toBeGreaterThanOrEqual(44);
      expect(box.width, name).toBeGreaterThanOrEqual(44);
    }
  });

  test('the status line has room reserved, so messages do not move the board', async ({ page }) => {
    await openGame(page, PUZZLES.easy);
    const before = await sizeOf(board(page));
    const padBefore = await sizeOf(padKey(page, 1));
    await button(page, 'Hint').tap();
    await expect(status(page)).not.toBeEmpty();
    expect(await sizeOf(board(page))).toEqual(before);
    expect(await sizeOf(padKey(page, 1))).toEqual(padBefore);
  });

  test('a hint card covers only the pad: the board and tools stay, its buttons are touch-sized', async ({
    page,
  }) => {
    await openGame(page, PUZZLES.nakedPair);
    const grid = await sizeOf(board(page));
    const check = await sizeOf(button(page, 'Check')); // not the tapped Hint: :active nudges it 1px
    const pad = await sizeOf(page.getByRole('group', { name: 'Number pad' }));
    await button(page, 'Hint').tap();
    await button(page, 'Hint').tap();
    const close = await sizeOf(button(page, 'Close hint'));
    expect(close.width).toBeGreaterThanOrEqual(44);
    expect(close.height).toBeGreaterThanOrEqual(44);
    expect(close.y + close.height).toBeLessThanOrEqual(pad.y + pad.height);
    expect(await sizeOf(board(page))).toEqual(grid);
    expect(await sizeOf(button(page, 'Check'))).toEqual(check);
    await expectNoScroll(page);

    await openGame(page, PUZZLES.master);
    await button(page, 'Hint').tap();
    const reveal = await sizeOf(button(page, 'Reveal a cell'));
    expect(reveal.height).toBeGreaterThanOrEqual(44);
    expect(reveal.y + reveal.height).toBeLessThanOrEqual(pad.y + pad.height);
    await expectNoScroll(page);

    await button(page, 'Solution steps').tap();
    await button(page, 'Show steps').tap();
    for (const name of ['Previous', 'Next', 'Close']) {
      const box = await sizeOf(button(page, name));
      expect(box.height, name).toBeGreaterThanOrEqual(44);
      expect(box.width, name).toBeGreaterThanOrEqual(44);
      expect(box.y + box.height, name).toBeLessThanOrEqual(740);
    }
    await expectNoScroll(page);
  });
});

for (const [width, height] of [
  [320, 568],
  [390, 844],
  [768, 1024],
  [1280, 800],
  [1920, 1080],
  [740, 360],
] as const) {
  test(`fits ${width}x${height} without scrolling, with a square board`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await openGame(page, PUZZLES.easy);
    await expectNoScroll(page);
    const grid = await sizeOf(board(page));
    expect(Math.abs(grid.width - grid.height)).toBeLessThan(1);
    // Whole-pixel cells keep every grid line crisp.
    const first = await sizeOf(cell(page, 1, 1));
    expect(Number.isInteger(first.width)).toBe(true);
  });
}
