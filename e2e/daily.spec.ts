import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import type { Browser, Page } from '@playwright/test';
import {
  PUZZLES,
  board,
  button,
  cell,
  cellNames,
  expectNoScroll,
  fillByKeyboard,
  openGame,
} from './helpers';

/*
 * The daily puzzle with a fixed clock: the same puzzle for every player on
 * the same calendar date in their own time zone (made in the browser, from
 * the date alone), another the next day; the regular game kept apart and
 * back afterwards; the calendar and the daily statistics after a solve.
 */

/** The daily puzzles of three dates (as in tests/store/daily-task.test.ts), with the Monday's solution. */
const DAILY = {
  sunday: '..8...13..7..3259.........4.....8.1.5.96.47.3.1.2.....6.........8296..5..51...2..',
  monday: '8.6.29..3..45..62.25.6.....9.....351.25.1.48.138.....9.....2.35.63..71..7..39.8.6',
  mondaySolution:
    '876429513394571628251638974947286351625913487138754269489162735563847192712395846',
  tuesday: '72.41...6.....9.4.9.....7...8.3..5.4....2....3.7..5.2...8.....1.6.7.....5...34.82',
};

/** The givens on the board, as 81 characters ('.' for a cell without a given). */
async function givensOf(page: Page): Promise<string> {
  return (await cellNames(page)).map((n) => /, given (\d)$/.exec(n)?.[1] ?? '.').join('');
}

/** A page in its own browser context in `timezoneId`, with the clock fixed at `instant`. */
async function playerAt(browser: Browser, timezoneId: string, instant: string): Promise<Page> {
  const context = await browser.newContext({ timezoneId });
  const page = await context.newPage();
  await page.clock.setFixedTime(new Date(instant));
  return page;
}

/** Press "Daily puzzle" and wait for the daily's header. */
async function openDaily(page: Page, level: string): Promise<void> {
  await button(page, 'Daily puzzle').click();
  await expect(button(page, 'Back to my game')).toBeVisible();
  await expect(page.locator('.subtitle')).toContainText(level);
}

test('two players on the same date get the same puzzle, each in their own time zone; the next day brings another', async ({
  browser,
}) => {
  test.slow(); // three browsers, each making the day's puzzle
  // Monday 23 November, 08:00 in Shanghai and 20:00 in New York: different instants, one date.
  const shanghai = await playerAt(browser, 'Asia/Shanghai', '2026-11-23T08:00:00+08:00');
  const newYork = await playerAt(browser, 'America/New_York', '2026-11-23T20:00:00-05:00');
  for (const page of [newYork, shanghai]) {
    await openGame(page);
    await openDaily(page, 'Easy');
    await expect.poll(() => givensOf(page)).toBe(DAILY.monday);
  }
  // The same instant as New York's Monday evening is Tuesday morning in Shanghai: Tuesday's puzzle.
  const tuesday = await playerAt(browser, 'Asia/Shanghai', '2026-11-24T09:00:00+08:00');
  await openGame(tuesday);
  await openDaily(tuesday, 'Medium');
  await expect.poll(() => givensOf(tuesday)).toBe(DAILY.tuesday);
  for (const page of [shanghai, newYork, tuesday]) await page.context().close();
});

test.describe('on Monday 23 November', () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.setFixedTime(new Date('2026-11-23T09:30:00'));
  });

  test('the regular game is kept apart and comes back, before and after a reload', async ({
    page,
  }) => {
    await openGame(page, PUZZLES.easy);
    await cell(page, 1, 1).click();
    await page.keyboard.press('9');
    await openDaily(page, 'Easy');
    expect(await givensOf(page)).toBe(DAILY.monday);
    await cell(page, 1, 2).click();
    await page.keyboard.press('7');
    await expect(cell(page, 1, 2)).toHaveAccessibleName('Row 1, column 2, 7');

    await page.reload();
    await expect(board(page)).toBeVisible();
    await expect(cell(page, 1, 2)).toHaveAccessibleName('Row 1, column 2, 7');
    await button(page, 'Back to my game').click();
    await expect(cell(page, 1, 1)).toHaveAccessibleName('Row 1, column 1, 9');
    expect(await givensOf(page)).toBe(PUZZLES.easy);

    await page.reload();
    await expect(cell(page, 1, 1)).toHaveAccessibleName('Row 1, column 1, 9');
    await openDaily(page, 'Easy');
    await expect(cell(page, 1, 2)).toHaveAccessibleName('Row 1, column 2, 7');
  });

  test('a solved daily shows in the calendar and the statistics, and any day of the calendar opens', async ({
    page,
  }) => {
    test.slow(); // the whole puzzle is typed in
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await openGame(page);
    await openDaily(page, 'Easy');
    await fillByKeyboard(page, DAILY.monday, DAILY.mondaySolution);
    const won = page.getByRole('dialog', { name: 'Solved!' });
    await expect(won).toBeVisible();
    await expect(won).toContainText('Monday, November 23, 2026');

    // The result, with the date and no digit of the puzzle.
    await won.getByRole('button', { name: 'Share result', exact: true }).click();
    await expect(won.getByText('Result copied to the clipboard.')).toBeVisible();
    const text = await page.evaluate(() => navigator.clipboard.readText());
    expect(text).toMatch(
      /^Sudoku daily puzzle · Nov 23, 2026 · Easy\nTime \d+:\d\d · Hints 0 · Mistakes 0\nhttp:\/\/127\.0\.0\.1:\d+\/$/,
    );
    await won.getByRole('button', { name: 'Close', exact: true }).click();

    // On today's puzzle, Daily puzzle opens the calendar.
    await button(page, 'Daily puzzle').click();
    const calendar = page.getByRole('dialog', { name: 'Daily puzzles' });
    const days = calendar.getByRole('group', { name: 'The last 60 days' }).getByRole('button');
    await expect(days).toHaveCount(60);
    await expect(days.last()).toHaveAccessibleName(
      /^Monday, November 23, 2026, Easy, solved in \d+:\d\d$/,
    );
    await expect(days.first()).toHaveAccessibleName('Friday, September 25, 2026, Hard');
    await calendar
      .getByRole('button', { name: 'Sunday, November 22, 2026, Master', exact: true })
      .click();
    await expect(calendar).toBeHidden();
    await expect(page.locator('.subtitle')).toContainText('Master');
    await expect.poll(() => givensOf(page)).toBe(DAILY.sunday);

    await button(page, 'Statistics').click();
    const stats = page.getByRole('dialog', { name: 'Statistics' });
    const daily = stats.getByRole('region', { name: 'Daily puzzles' });
    await expect(daily.getByRole('definition')).toHaveText(['1', '1', '1']);
    const times = daily.getByRole('table', { name: 'Best time by weekday' });
    await expect(times.getByRole('row', { name: /^Mon / })).toHaveText(/^Mon\d+:\d\d$/);
    await expect(times.getByRole('row', { name: /^Tue / })).toContainText('none');
  });

  test('speaks Chinese: 每日一题, 分享, 打印, and the daily header', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'zh-CN' });
    const page = await context.newPage();
    await page.clock.setFixedTime(new Date('2026-11-23T09:30:00'));
    await page.goto('/');
    await expect(page.getByRole('grid', { name: '数独盘面' })).toBeVisible();
    await expect(page.getByRole('button', { name: '分享', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: '打印', exact: true })).toBeVisible();
    await page.getByRole('button', { name: '每日一题', exact: true }).click();
    await expect(page.getByRole('button', { name: '回到我的游戏', exact: true })).toBeVisible();
    await expect(page.locator('.subtitle')).toContainText('11月23日 · 简单');
    await page.getByRole('button', { name: '每日一题', exact: true }).click();
    await expect(page.getByRole('dialog', { name: '每日一题' })).toBeVisible();
    await expect(page.getByRole('button', { name: '做今天的题', exact: true })).toBeVisible();
    await context.close();
  });
});

test.describe('on a phone', () => {
  for (const [locale, names] of [
    ['en-US', ['Daily puzzle', 'Share', 'Print', 'Back to my game']],
    ['zh-CN', ['每日一题', '分享', '打印', '回到我的游戏']],
  ] as const) {
    test(`the new buttons are there at 360 px, a finger wide, and their dialogs fit 320 px (${locale})`, async ({
      browser,
    }) => {
      const context = await browser.newContext({
        locale,
        viewport: { width: 360, height: 740 },
        hasTouch: true,
        isMobile: true,
      });
      const page = await context.newPage();
      await page.goto(`/?puzzle=${PUZZLES.easy}`);
      await expect(page.getByRole('grid')).toBeVisible();
      for (const name of names.slice(0, 3)) {
        const box = (await page.getByRole('button', { name, exact: true }).boundingBox())!;
        expect(box.width, name).toBeGreaterThanOrEqual(44);
        expect(box.height, name).toBeGreaterThanOrEqual(44);
        expect(box.x + box.width, name).toBeLessThanOrEqual(360);
        expect(box.y + box.height, name).toBeLessThanOrEqual(740);
      }

      await page.setViewportSize({ width: 320, height: 568 });
      const [daily, share, , back] = names;
      // Daily puzzle opens today's puzzle; pressed again, the calendar.
      await page.getByRole('button', { name: daily, exact: true }).click();
      await expect(page.getByRole('button', { name: back, exact: true })).toBeVisible();
      for (const opener of [daily, share]) {
        await page.getByRole('button', { name: opener, exact: true }).click();
        const dialog = page.getByRole('dialog');
        await expect(dialog).toBeVisible();
        const fits = await dialog.evaluate((el) => {
          const box = el.getBoundingClientRect();
          const inside = [...el.querySelectorAll('*')].every((child) => {
            const r = child.getBoundingClientRect();
            return r.width === 0 || (r.left >= box.left - 0.5 && r.right <= box.right + 0.5);
          });
          return { inside, scroll: el.scrollWidth <= el.clientWidth, right: box.right };
        });
        expect(fits).toEqual({ inside: true, scroll: true, right: fits.right });
        expect(fits.right).toBeLessThanOrEqual(320);
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
      }
      await expectNoScroll(page);
      await context.close();
    });
  }
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the new dialogs have no WCAG 2.1 AA violations (${colorScheme})`, async ({ page }) => {
    test.slow(); // four full axe scans
    await page.clock.setFixedTime(new Date('2026-11-23T09:30:00'));
    await page.emulateMedia({ colorScheme });
    await openGame(page, PUZZLES.easy);
    // A solved day in the calendar, written into the statistics record once it is saved.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('sudoku.stats')))
      .not.toBeNull();
    await page.evaluate(() => {
      const save = JSON.parse(localStorage.getItem('sudoku.stats')!);
      save.revision += 1;
      save.state.dailyResults = {
        '2026-11-20': { timeMs: 300000, hints: 0, mistakes: 0, onTime: true },
      };
      localStorage.setItem('sudoku.stats', JSON.stringify(save));
    });
    await page.reload();
    await expect(board(page)).toBeVisible();
    const axe = async () => {
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
        .analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
    };
    await button(page, 'Share').click();
    await page.getByRole('checkbox', { name: 'Include my progress' }).check();
    await axe();
    await page.keyboard.press('Escape');
    await openDaily(page, 'Easy');
    await cell(page, 1, 2).click();
    await page.keyboard.press('7');
    await axe();
    await button(page, 'Daily puzzle').click();
    await expect(page.getByRole('dialog', { name: 'Daily puzzles' })).toBeVisible();
    await expect(
      page.getByRole('button', { name: /^Friday, November 20, 2026, Hard, solved in 5:00$/ }),
    ).toBeVisible();
    await axe();
    await page.keyboard.press('Escape');
    await button(page, 'Statistics').click();
    await expect(page.getByRole('region', { name: 'Daily puzzles' })).toBeVisible();
    await axe();
  });
}
