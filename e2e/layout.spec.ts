import { expect, test } from '@playwright/test';
import type { Locator } from '@playwright/test';
import {
  PUZZLES,
  board,
  button,
  cell,
  expectNoScroll,
  hintButton,
  keysReady,
  openGame,
  padKey,
  status,
} from './helpers';

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
      'Corner',
      'Colours',
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
    await hintButton(page).tap();
    await expect(status(page)).not.toBeEmpty();
    expect(await sizeOf(board(page))).toEqual(before);
    expect(await sizeOf(padKey(page, 1))).toEqual(padBefore);
  });

  test('a hint card takes the tools’ place: the board and the pad stay, its buttons are touch-sized', async ({
    page,
  }) => {
    test.slow(); // a forcing chain and the solution steps, worked out in the worker
    await openGame(page, PUZZLES.nakedPair);
    const grid = await sizeOf(board(page));
    const pad = await sizeOf(page.getByRole('group', { name: 'Number pad' }));
    await hintButton(page).tap();
    // The card's own next press, once it is open (the tools' Hint is hidden under it).
    await page.getByRole('region', { name: 'Hint' }).getByRole('button', { name: 'Show me' }).tap();
    const close = await sizeOf(button(page, 'Close hint'));
    expect(close.width).toBeGreaterThanOrEqual(44);
    expect(close.height).toBeGreaterThanOrEqual(44);
    const card = await sizeOf(page.getByRole('region', { name: 'Hint' }));
    expect(card.y).toBeGreaterThanOrEqual(grid.y + grid.height);
    expect(card.y + card.height).toBeLessThanOrEqual(pad.y);
    for (const name of ['Apply', 'Reveal this cell']) {
      const size = await sizeOf(button(page, name));
      expect(size.height, name).toBeGreaterThanOrEqual(44);
      expect(size.y + size.height, name).toBeLessThanOrEqual(card.y + card.height);
    }
    expect(await sizeOf(board(page))).toEqual(grid);
    expect(await sizeOf(page.getByRole('group', { name: 'Number pad' }))).toEqual(pad);
    await expectNoScroll(page);

    // A forcing chain's explanation: the longest card.
    await openGame(page, PUZZLES.master);
    await hintButton(page).tap();
    // Worked out in the worker: allow for a loaded machine.
    await expect(page.getByRole('status')).toContainText(/chain/i, { timeout: 30_000 });
    await hintButton(page).tap();
    const closeChain = await sizeOf(button(page, 'Close hint'));
    expect(closeChain.y + closeChain.height).toBeLessThanOrEqual(pad.y);
    expect(await sizeOf(board(page))).toEqual(grid);
    await expectNoScroll(page);
    await button(page, 'Close hint').tap();

    await button(page, 'Solution steps').tap();
    await button(page, 'Show steps').tap();
    await expect(button(page, 'Next')).toBeVisible({ timeout: 30_000 });
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

for (const locale of ['en-US', 'zh-CN']) {
  // Phones from 320 to 459 px share one layout of the dialogs; 320 px has a tighter one.
  for (const width of [360, 320]) {
    test.describe(`dialogs at ${width} px wide (${locale})`, () => {
      test.use({ locale, viewport: { width, height: 640 } });

      test('every dialog fits without clipping or sideways scrolling', async ({ page }) => {
        await page.goto(`/?puzzle=${PUZZLES.easy}`);
        await keysReady(page);
        await page.getByRole('gridcell').first().click(); // row 1, column 1: empty
        await page.keyboard.press('9');
        const zh = locale === 'zh-CN';
        const dialogs: [string, string][] = [
          [zh ? '统计' : 'Statistics', zh ? '统计' : 'Statistics'],
          [zh ? '设置' : 'Settings', zh ? '设置' : 'Settings'],
          [zh ? '新游戏' : 'New game', zh ? '开始新游戏？' : 'Start a new game?'],
          [zh ? '解题步骤' : 'Solution steps', zh ? '查看解题步骤？' : 'See the solution steps?'],
        ];
        for (const [opener, name] of dialogs) {
          await page.getByRole('button', { name: opener, exact: true }).first().click();
          const dialog = page.getByRole('dialog', { name });
          await expect(dialog).toBeVisible();
          const fits = await dialog.evaluate((el) => {
            const box = el.getBoundingClientRect();
            const inside = [...el.querySelectorAll('*')].every((child) => {
              const r = child.getBoundingClientRect();
              return r.width === 0 || (r.left >= box.left - 0.5 && r.right <= box.right + 0.5);
            });
            return {
              inside,
              scroll: el.scrollWidth <= el.clientWidth,
              left: box.left,
              right: box.right,
            };
          });
          expect(fits.inside, name).toBe(true);
          expect(fits.scroll, name).toBe(true);
          expect(fits.left).toBeGreaterThanOrEqual(0);
          expect(fits.right).toBeLessThanOrEqual(width);
          await page.keyboard.press('Escape');
          await expect(dialog).toBeHidden();
        }
      });
    });
  }

  test.describe(`at 320 px wide (${locale})`, () => {
    test.use({ locale, viewport: { width: 320, height: 568 } });

    test('the board uses the width', async ({ page }) => {
      await page.goto(`/?puzzle=${PUZZLES.easy}`);
      const grid = await sizeOf(page.getByRole('grid'));
      expect(grid.width).toBeGreaterThanOrEqual(260);
      await expectNoScroll(page);
    });
  });
}
