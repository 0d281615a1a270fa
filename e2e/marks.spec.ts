import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import {
  board,
  button,
  cell,
  expectAxeClean,
  expectNoScroll,
  holdChunk,
  openGame,
  padKey,
  PUZZLES,
} from './helpers';

/*
 * Several cells at once, corner marks and colours (issue 20 items 2-4),
 * played in a real browser: a finger or the mouse drawn across cells,
 * Shift+click and Ctrl/Cmd+click, Shift+arrows; Corner and Colours with
 * their keys; all of it undone, saved, shared with progress, named for
 * screen readers, axe-clean in both themes, and looked at in screenshots.
 * In the easy puzzle row 1 is ". . 8 . 7 . 1 . .".
 */

const tool = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Tools' }).getByRole('button', { name, exact: true });
const selected = (page: Page) => board(page).locator('[role="gridcell"][aria-selected="true"]');

/** The middle of a cell, in page coordinates. */
async function middle(page: Page, row: number, col: number): Promise<{ x: number; y: number }> {
  const box = (await cell(page, row, col).boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

test('the mouse drawn across cells selects them; a digit fills the empty ones as one undo step', async ({
  page,
}) => {
  await openGame(page, PUZZLES.easy);
  const from = await middle(page, 1, 1);
  const to = await middle(page, 1, 4);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 8 });
  await page.mouse.up();
  await expect(selected(page)).toHaveCount(4);
  await expect(page.getByText('4 cells selected')).toBeAttached();
  await padKey(page, 5).click();
  for (const col of [1, 2, 4])
    await expect(cell(page, 1, col)).toHaveAccessibleName(`Row 1, column ${col}, 5`);
  await expect(cell(page, 1, 3)).toHaveAccessibleName('Row 1, column 3, given 8');
  await button(page, 'Undo').click();
  for (const col of [1, 2, 4])
    await expect(cell(page, 1, col)).toHaveAccessibleName(`Row 1, column ${col}, empty`);
});

test('a key typed while several cells’ code still loads waits for it, and goes to every cell selected', async ({
  page,
}) => {
  const release = await holdChunk(page, 'cellActions');
  await openGame(page, PUZZLES.easy);
  await page.keyboard.press('x'); // Corner at once (first load)
  await expect(tool(page, 'Corner')).toHaveAttribute('aria-pressed', 'true');
  await cell(page, 1, 1).click();
  await cell(page, 1, 2).click({ modifiers: ['Shift'] }); // waits for the code
  await page.keyboard.press('6');
  await page.keyboard.press('ArrowDown'); // after the 6, in order
  release();
  await expect(cell(page, 1, 1)).toHaveAccessibleName('Row 1, column 1, empty, corner 6');
  await expect(cell(page, 1, 2)).toHaveAccessibleName('Row 1, column 2, empty, corner 6');
  await expect(cell(page, 2, 2)).toHaveAttribute('aria-selected', 'true');
  await expect(selected(page)).toHaveCount(1);
});

test.describe('with touch', () => {
  test.use({ hasTouch: true, viewport: { width: 360, height: 740 } });

  test('a finger drawn across cells selects them; Corner and a colour go to all of them', async ({
    page,
  }) => {
    await openGame(page, PUZZLES.easy);
    const from = await middle(page, 4, 2);
    const to = await middle(page, 6, 2);
    const cdp = await page.context().newCDPSession(page);
    const touch = (
      type: 'touchStart' | 'touchMove' | 'touchEnd',
      points: { x: number; y: number }[],
    ) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points });
    await touch('touchStart', [from]);
    // At a finger's pace (a flick lifted at once is a fling, and Chromium takes the next tap as "stop").
    for (let k = 1; k <= 8; k++) {
      await touch('touchMove', [{ x: from.x, y: from.y + ((to.y - from.y) * k) / 8 }]);
      await page.waitForTimeout(20);
    }
    await page.waitForTimeout(150);
    await touch('touchEnd', []);
    await expect(selected(page)).toHaveCount(3);
    await tool(page, 'Corner').tap();
    await padKey(page, 1).tap();
    await padKey(page, 7).tap();
    await expect(cell(page, 4, 2)).toHaveAccessibleName('Row 4, column 2, empty, corner 1 7');
    await expect(cell(page, 6, 2)).toHaveAccessibleName('Row 6, column 2, empty, corner 1 7');
    await tool(page, 'Colours').tap();
    await page.getByRole('group', { name: 'Colours' }).getByRole('button', { name: /Green/ }).tap();
    await expect(cell(page, 5, 2)).toHaveAccessibleName('Row 5, column 2, given 3, green');
    // A tap on one cell: that cell alone again; every touch target stays at least 44 px.
    await cell(page, 9, 9).tap();
    await expect(selected(page)).toHaveCount(1);
    for (const name of ['Corner', 'Colours', 'Notes']) {
      const box = (await tool(page, name).boundingBox())!;
      expect(box.width, name).toBeGreaterThanOrEqual(44);
      expect(box.height, name).toBeGreaterThanOrEqual(44);
    }
    await expectNoScroll(page);
  });
});

test('Shift+click, Ctrl+click and Shift+arrows select; notes, corner marks and colours are kept over a reload and shared with progress', async ({
  page,
  browser,
}) => {
  await openGame(page, PUZZLES.easy);
  await cell(page, 1, 1).click();
  await cell(page, 1, 2).click({ modifiers: ['Shift'] });
  await cell(page, 1, 4).click({ modifiers: ['ControlOrMeta'] });
  await cell(page, 1, 2).click({ modifiers: ['ControlOrMeta'] }); // out again
  await expect(selected(page)).toHaveCount(2);
  await page.keyboard.press('Shift+4'); // a note in both
  await page.keyboard.press('x');
  await page.keyboard.press('2');
  await cell(page, 2, 3).click();
  await page.keyboard.press('Shift+ArrowRight');
  await page.keyboard.press('Shift+ArrowDown');
  await expect(selected(page)).toHaveCount(3);
  await page.keyboard.press('v');
  await page.keyboard.press('2');
  const names = [
    [1, 1, 'Row 1, column 1, empty, notes 4, corner 2'],
    [1, 4, 'Row 1, column 4, empty, notes 4, corner 2'],
    [2, 3, 'Row 2, column 3, empty, orange'],
    [2, 4, 'Row 2, column 4, empty, orange'],
    [3, 4, 'Row 3, column 4, empty, orange'],
  ] as const;
  for (const [r, c, name] of names) await expect(cell(page, r, c)).toHaveAccessibleName(name);

  await page.reload();
  await expect(board(page)).toBeVisible();
  for (const [r, c, name] of names) await expect(cell(page, r, c)).toHaveAccessibleName(name);

  await button(page, 'Share').click();
  const share = page.getByRole('dialog', { name: 'Share' });
  await share.getByRole('checkbox', { name: 'Include my progress' }).check();
  const link = await share.getByRole('textbox', { name: 'Link' }).inputValue();
  const other = await (await browser.newContext()).newPage();
  await other.goto(link);
  for (const [r, c, name] of names) await expect(cell(other, r, c)).toHaveAccessibleName(name);
});

for (const scheme of ['light', 'dark'] as const) {
  for (const [width, height] of [
    [360, 740],
    [1280, 800],
  ] as const) {
    test(`axe-clean with a selection, corner marks and colours (${scheme}, ${width} px), and a screenshot`, async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
      await page.setViewportSize({ width, height });
      await openGame(page, PUZZLES.easy);
      await cell(page, 1, 1).click();
      await page.keyboard.press('x');
      await page.keyboard.press('1');
      await page.keyboard.press('3');
      await page.keyboard.press('Shift+5'); // a note beside the corner marks
      await page.keyboard.press('v');
      for (let colour = 1; colour <= 9; colour++) {
        await cell(page, 9, colour).click();
        await page.keyboard.press(String(colour));
      }
      await cell(page, 5, 1).click();
      await cell(page, 5, 2).click({ modifiers: ['Shift'] });
      await cell(page, 5, 3).click({ modifiers: ['Shift'] });
      await expect(selected(page)).toHaveCount(3);
      await expectAxeClean(page);
      await expectNoScroll(page);
      await page.screenshot({ path: `screenshots/marks-${scheme}-${width}.png` });
    });
  }
}
