import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { PUZZLES, board, button, cell, newGame, newGameDialog, openGame, padKey } from './helpers';

/*
 * Rough edges found in play (issue 20, item 6): the game bar's names, phone
 * landscape, and notices that never move the board.
 */

/** The game bar's buttons by accessible name (the clock's Pause toggle first). */
const BAR = ['Pause', 'Daily puzzle', 'Enter a puzzle', 'Solution steps', 'Statistics', 'Settings'];

/** Each visible button that lies outside the viewport or whose content is cut off. */
async function badButtons(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    for (const b of document.querySelectorAll('button')) {
      const r = b.getBoundingClientRect();
      if (r.width === 0 && r.height === 0) continue;
      const name = b.getAttribute('aria-label') ?? b.textContent ?? '';
      if (
        r.left < -0.5 ||
        r.top < -0.5 ||
        r.right > innerWidth + 0.5 ||
        r.bottom > innerHeight + 0.5
      )
        out.push(`${name}: outside the viewport`);
      const cut =
        b.scrollWidth > b.clientWidth + 1 ||
        b.scrollHeight > b.clientHeight + 1 ||
        // A caption in it cut short (an ellipsis).
        [...b.querySelectorAll('span')].some(
          (span) =>
            getComputedStyle(span).display !== 'inline' && span.scrollWidth > span.clientWidth + 1,
        );
      if (cut) out.push(`${name}: clipped`);
    }
    return out;
  });
}

for (const [width, height] of [
  [1280, 800],
  [1024, 768],
  [800, 1024],
] as const) {
  test.describe(`${width}x${height}`, () => {
    test.use({ viewport: { width, height } });

    test('the game bar shows each button’s name as text, with no tooltip repeating it', async ({
      page,
    }) => {
      await openGame(page, PUZZLES.easy);
      for (const name of BAR) {
        const b = button(page, name);
        await expect(b).toBeVisible();
        // Its visible text is its whole name (on two lines at most), with no tooltip.
        expect(await shownText(page, name), name).toBe(name);
        await expect(b).not.toHaveAttribute('title');
        await b.hover();
        expect(await tooltipOf(page, name), name).toBe('none');
        const box = (await b.boundingBox())!;
        expect(box.width, name).toBeGreaterThanOrEqual(44);
        expect(box.height, name).toBeGreaterThanOrEqual(44);
      }
      expect(await badButtons(page)).toEqual([]);
    });
  });
}

/** The tooltip drawn for a button (its ::after content), or 'none'. */
function tooltipOf(page: Page, name: string): Promise<string> {
  return button(page, name).evaluate((b) => getComputedStyle(b, '::after').content);
}

/** The button's visible text, its lines joined by spaces. */
async function shownText(page: Page, name: string): Promise<string> {
  return (await button(page, name).innerText()).replace(/\s+/g, ' ').trim();
}

test.describe('phone, 360x740', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test('the game bar has short captions; the whole names stay the accessible names', async ({
    page,
  }) => {
    await openGame(page, PUZZLES.easy);
    expect(await shownText(page, 'Statistics')).toBe('Stats');
    expect(await shownText(page, 'Solution steps')).toBe('Steps');
    expect(await shownText(page, 'Daily puzzle')).toBe('Daily');
  });
});

test.describe('a narrow window with a mouse, 420x800', () => {
  test.use({ viewport: { width: 420, height: 800 } });

  test('short captions, and the whole name as a tooltip on hover and keyboard focus', async ({
    page,
  }) => {
    await openGame(page, PUZZLES.easy);
    expect(await shownText(page, 'Statistics')).toBe('Stats');
    expect(await tooltipOf(page, 'Statistics')).toBe('none');
    await button(page, 'Statistics').hover();
    expect(await tooltipOf(page, 'Statistics')).toBe('"Statistics"');
    await page.mouse.move(0, 0);
    await button(page, 'Solution steps').focus();
    await page.keyboard.press('Shift+Tab'); // focus-visible comes from the keyboard
    await page.keyboard.press('Tab');
    expect(await tooltipOf(page, 'Solution steps')).toBe('"Solution steps"');
  });
});

for (const [width, height] of [
  [740, 360],
  [568, 320],
] as const) {
  test.describe(`phone landscape, ${width}x${height}`, () => {
    test.use({ viewport: { width, height }, hasTouch: true, isMobile: true });

    test('everything fits: no sideways scroll, every button inside and whole, touch-sized; Settings opens', async ({
      page,
    }) => {
      await openGame(page, PUZZLES.easy);
      const size = await page.evaluate(() => ({
        scrollWidth: document.scrollingElement!.scrollWidth,
        scrollHeight: document.scrollingElement!.scrollHeight,
        innerWidth,
        innerHeight,
      }));
      // isMobile widens the layout viewport to fit overflowing content: hold it to the device.
      expect(size.innerWidth).toBe(width);
      expect(size.scrollWidth).toBeLessThanOrEqual(width);
      expect(size.scrollHeight).toBeLessThanOrEqual(height);
      expect(await badButtons(page)).toEqual([]);

      const grid = (await board(page).boundingBox())!;
      expect(grid.y + grid.height).toBeLessThanOrEqual(height);
      expect(grid.width).toBeGreaterThanOrEqual(240);
      for (const name of [...BAR, 'New game', 'Undo', 'Hint', 'Check', 'Notes', 'Fill notes']) {
        const box = (await button(page, name).boundingBox())!;
        expect(box.width, name).toBeGreaterThanOrEqual(44);
        expect(box.height, name).toBeGreaterThanOrEqual(44);
      }
      for (let d = 1; d <= 9; d++) {
        const box = (await padKey(page, d).boundingBox())!;
        expect(box.width, String(d)).toBeGreaterThanOrEqual(44);
        expect(box.height, String(d)).toBeGreaterThanOrEqual(44);
      }
      await expect(page.getByRole('timer', { name: 'Time played' })).toBeVisible();

      await cell(page, 1, 1).tap();
      await padKey(page, 9).tap();
      await expect(cell(page, 1, 1)).toHaveAccessibleName('Row 1, column 1, 9');
      await button(page, 'Settings').tap();
      await expect(page.getByRole('dialog', { name: 'Settings' })).toBeVisible();
    });
  });
}

test.describe('phone landscape in Chinese', () => {
  test.use({ locale: 'zh-CN', hasTouch: true, isMobile: true });

  for (const [width, height] of [
    [740, 360],
    [568, 320],
  ] as const) {
    test(`at ${width}x${height} every button is inside and whole, without scrolling`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height });
      await page.goto(`/?puzzle=${encodeURIComponent(PUZZLES.easy)}`);
      await expect(page.getByRole('grid', { name: '数独盘面' })).toBeVisible();
      const size = await page.evaluate(() => ({
        width: document.scrollingElement!.scrollWidth,
        height: document.scrollingElement!.scrollHeight,
      }));
      expect(size).toEqual({ width, height });
      expect(await badButtons(page)).toEqual([]);
    });
  }
});

test.describe('notices', () => {
  for (const [width, height, touch] of [
    [360, 740, true],
    [740, 360, true],
    [568, 320, true],
    [1280, 800, false],
  ] as const) {
    test(`at ${width}x${height} a notice floats over the page edge: the board keeps its box, board and pad stay uncovered`, async ({
      browser,
    }) => {
      const context = await browser.newContext({
        viewport: { width, height },
        hasTouch: touch,
        isMobile: touch,
        permissions: ['clipboard-read', 'clipboard-write'],
      });
      const page = await context.newPage();
      await openGame(page, PUZZLES.easy);
      const before = await board(page).boundingBox();
      const pad = page.getByRole('group', { name: 'Number pad' });
      const padBefore = await pad.boundingBox();

      // Pasted text that is not a puzzle: the link alert, with its Dismiss button.
      await page.evaluate(() => navigator.clipboard.writeText('Milk, eggs, bread'));
      await cell(page, 5, 5).click();
      await page.keyboard.press('ControlOrMeta+V');
      const alert = page.getByRole('alert');
      await expect(alert).toContainText("This text isn't a puzzle.");
      await expect(alert).toBeInViewport();

      expect(await board(page).boundingBox()).toEqual(before);
      expect(await pad.boundingBox()).toEqual(padBefore);
      const box = (await alert.boundingBox())!;
      for (const covered of [before!, padBefore!]) {
        const apart =
          box.y + box.height <= covered.y + 0.5 ||
          covered.y + covered.height <= box.y + 0.5 ||
          box.x + box.width <= covered.x + 0.5 ||
          covered.x + covered.width <= box.x + 0.5;
        expect(apart, `the notice ${JSON.stringify(box)} covers ${JSON.stringify(covered)}`).toBe(
          true,
        );
      }

      const dismiss = alert.getByRole('button', { name: 'Dismiss' });
      await expect(dismiss).toBeInViewport();
      await dismiss.click();
      await expect(page.getByRole('alert')).toBeHidden();
      expect(await board(page).boundingBox()).toEqual(before);
      await context.close();
    });
  }
});

/*
 * Item 6b: the next game's kind and level are chosen in the New game
 * dialog, so the header names only the puzzle being played, whole, at
 * every width; nothing says Medium while a Master puzzle is on the board.
 */
for (const [width, height, locale] of [
  [320, 568, 'en-US'],
  [375, 667, 'en-US'],
  [360, 740, 'zh-CN'],
  [740, 360, 'en-US'],
  [1280, 800, 'zh-CN'],
] as const) {
  test.describe(`the level played, ${width}x${height} (${locale})`, () => {
    test.use({ viewport: { width, height }, locale });

    test('the header names the puzzle on the board, whole; the next level is chosen in New game', async ({
      page,
    }) => {
      test.slow(); // a Master and an Expert Killer made in the worker
      const zh = locale === 'zh-CN';
      await page.goto(`/?puzzle=${PUZZLES.easy}`);
      await expect(page.getByRole('grid')).toBeVisible();
      const subtitle = page.locator('.subtitle');
      /** The subtitle is shown whole (no ellipsis) and says `text`. */
      const whole = async (text: string | RegExp) => {
        await expect(subtitle).toHaveText(text);
        await expect(subtitle).toBeVisible();
        expect(await subtitle.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
      };
      await whole(zh ? /^难度：(简单|中等|困难)$/ : /^(Easy|Medium|Hard) puzzle$/);
      // No select outside the dialog can say another level than the one played.
      await expect(page.getByRole('combobox')).toHaveCount(0);

      const open = async () => {
        await button(page, zh ? '新游戏' : 'New game').click();
        const dialog = zh
          ? page.getByRole('dialog', { name: /^(新游戏|开始新游戏？)$/ })
          : newGameDialog(page);
        await expect(dialog).toBeVisible();
        return dialog;
      };
      let dialog = await open();
      await dialog
        .getByRole('combobox', { name: zh ? '难度' : 'Difficulty' })
        .selectOption('master');
      await page.keyboard.press('Escape'); // chosen, not started: the header still names the puzzle played
      await whole(zh ? /^难度：(简单|中等|困难)$/ : /^(Easy|Medium|Hard) puzzle$/);

      dialog = await open();
      await expect(dialog.getByRole('combobox', { name: zh ? '难度' : 'Difficulty' })).toHaveValue(
        'master',
      );
      await dialog.getByRole('button', { name: zh ? '新游戏' : 'New game', exact: true }).click();
      await whole(zh ? '难度：大师' : 'Master puzzle');

      dialog = await open();
      await dialog.getByRole('combobox', { name: zh ? '种类' : 'Kind' }).selectOption('killer');
      // Killer has no Master: its hardest level is chosen.
      await expect(dialog.getByRole('combobox', { name: zh ? '难度' : 'Difficulty' })).toHaveValue(
        'expert',
      );
      await dialog.getByRole('button', { name: zh ? '新游戏' : 'New game', exact: true }).click();
      await whole(zh ? '杀手·难度：专家' : 'Killer · Expert');
      await expect(page.getByRole('combobox')).toHaveCount(0);
    });
  });
}

test('a New game chosen with the keyboard alone', async ({ page }) => {
  await openGame(page, PUZZLES.easy);
  await newGame(page, { kind: 'Sudoku X', level: 'Hard' });
  await expect(page.locator('.subtitle')).toHaveText('Sudoku X · Hard');
  await button(page, 'New game').focus();
  await page.keyboard.press('Enter');
  const dialog = newGameDialog(page);
  await expect(dialog.getByRole('button', { name: 'New game', exact: true })).toBeFocused();
  await page.keyboard.press('Shift+Tab'); // Cancel
  await page.keyboard.press('Shift+Tab'); // Difficulty
  await page.keyboard.press('Shift+Tab'); // Kind
  await expect(dialog.getByRole('combobox', { name: 'Kind' })).toBeFocused();
  await dialog.getByRole('combobox', { name: 'Kind' }).selectOption('6x6');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.locator('.subtitle')).toHaveText('6×6 · Medium');
});

/*
 * Item 6h: links and entry over a daily puzzle, and a shared link that
 * comes solved.
 */
test.describe('over a daily puzzle', () => {
  /** A regular game with a 9 in row 1, column 1, then the daily puzzle; resolves with the daily's subtitle. */
  async function regularThenDaily(page: Page): Promise<string> {
    await openGame(page, PUZZLES.easy);
    await cell(page, 1, 1).click();
    await page.keyboard.press('9');
    await button(page, 'Daily puzzle').click();
    await expect(button(page, 'Back to my game')).toBeVisible();
    await expect(page.locator('.subtitle')).toContainText('Daily puzzle');
    return (await page.locator('.subtitle').textContent())!;
  }

  test('a link asks first, and Keep playing stays on the daily', async ({ page }) => {
    const daily = await regularThenDaily(page);
    await page.goto(`/?puzzle=${PUZZLES.hiddenSingle}`);
    const ask = page.getByRole('dialog', { name: 'Open the shared puzzle?' });
    await expect(ask).toBeVisible();
    await ask.getByRole('button', { name: 'Keep playing' }).click();
    await expect(page.locator('.subtitle')).toHaveText(daily);
    await expect(button(page, 'Back to my game')).toBeVisible();
    // Back to the regular game: its 9 is still there.
    await button(page, 'Back to my game').click();
    await expect(cell(page, 1, 1)).toHaveAccessibleName('Row 1, column 1, 9');
  });

  test('Enter a puzzle, then Cancel, returns to the daily', async ({ page }) => {
    const daily = await regularThenDaily(page);
    await button(page, 'Enter a puzzle').click();
    await cell(page, 1, 1).click();
    await page.keyboard.type(PUZZLES.hiddenSingle);
    await expect(page.getByRole('status').filter({ hasText: 'Unique solution' })).toBeVisible();
    await button(page, 'Play this puzzle').click();
    // The regular game set aside has work in progress: asked first.
    const ask = page.getByRole('dialog');
    await expect(ask).toBeVisible();
    await ask.getByRole('button', { name: 'Keep playing' }).click();
    await button(page, 'Cancel').click();
    await expect(page.locator('.subtitle')).toHaveText(daily);
    await expect(cell(page, 1, 1)).toHaveAccessibleName(/given \d$/); // the daily's board
  });
});

test('a shared link whose progress completes the puzzle opens as a win', async ({ page }) => {
  await openGame(page, PUZZLES.easy);
  // Share the whole solution typed in, with progress.
  await cell(page, 1, 1).click();
  for (let i = 0; i < 81; i++) {
    if (PUZZLES.easy[i] === '.') {
      await cell(page, Math.floor(i / 9) + 1, (i % 9) + 1).click();
      if (i === 80 || PUZZLES.easy.indexOf('.', i + 1) === -1) break; // the last one stays empty
      await page.keyboard.press(PUZZLES.easySolution[i]);
    }
  }
  await button(page, 'Share').click();
  const share = page.getByRole('dialog', { name: 'Share' });
  await share.getByRole('checkbox', { name: 'Include my progress' }).check();
  const unfinished = await share.getByRole('textbox', { name: 'Link' }).inputValue();
  await page.keyboard.press('Escape');
  // The last digit, then the link again: now it completes the puzzle.
  const last = PUZZLES.easy.lastIndexOf('.');
  await page.keyboard.press(PUZZLES.easySolution[last]);
  await expect(page.getByRole('dialog', { name: 'Solved!' })).toBeVisible();
  await page.keyboard.press('Escape');
  await button(page, 'Share').click();
  await share.getByRole('checkbox', { name: 'Include my progress' }).check();
  const finished = await share.getByRole('textbox', { name: 'Link' }).inputValue();
  expect(finished).not.toBe(unfinished);

  const other = await (await page.context().browser()!.newContext()).newPage();
  await other.goto(finished);
  await expect(other.getByRole('dialog', { name: 'Solved!' })).toBeVisible();
});

/* Item 6f: a win is celebrated on the board before the win dialog. */
test.describe('a win', () => {
  const oneLeft = `.${PUZZLES.easySolution.slice(1)}`;

  test('is celebrated on the board (a wave of cells), then the dialog opens', async ({ page }) => {
    await openGame(page, oneLeft);
    await cell(page, 1, 1).click();
    await page.keyboard.press('9');
    await expect(board(page)).toHaveClass(/board-celebrate/);
    // The wave: each cell glows in turn, the last (row 9, column 9) a little after the first.
    const first = await cell(page, 1, 1).evaluate((el) => getComputedStyle(el).animationName);
    const last = await cell(page, 9, 9).evaluate((el) => getComputedStyle(el).animationDelay);
    expect(first).toBe('won-glow');
    expect(parseFloat(last)).toBeGreaterThan(0.3);
    await expect(page.getByRole('dialog', { name: 'Solved!' })).toBeVisible();
  });

  test.describe('with reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });

    test('nothing moves, and the dialog opens at once', async ({ page }) => {
      await openGame(page, oneLeft);
      await cell(page, 1, 1).click();
      await page.keyboard.press('9');
      await expect(page.getByRole('dialog', { name: 'Solved!' })).toBeVisible();
      expect(await cell(page, 1, 1).evaluate((el) => getComputedStyle(el).animationName)).toBe(
        'none',
      );
    });
  });
});

/* Item 6g: an optional mistake limit, as sudoku.com plays it. */
test('the mistake limit: at the third mistake the game asks; Continue is counted in Statistics', async ({
  page,
}) => {
  await openGame(page, PUZZLES.easy);
  await expect(page.locator('.subtitle')).toHaveText('Easy puzzle');
  await button(page, 'Settings').click();
  const settings = page.getByRole('dialog', { name: 'Settings' });
  await settings.getByRole('radio', { name: 'Show immediately' }).check();
  await settings
    .getByRole('combobox', { name: 'Mistake limit' })
    .selectOption({ label: '3 mistakes' });
  await page.keyboard.press('Escape');

  // Three wrong digits (row 1, column 1 is 9; columns 2 and 4 are 5 and 2).
  for (const [col, wrong] of [
    [1, '1'],
    [2, '1'],
    [4, '1'],
  ] as const) {
    await cell(page, 1, col).click();
    await page.keyboard.press(wrong);
  }
  const limit = page.getByRole('dialog', { name: 'Mistake limit reached' });
  await expect(limit).toBeVisible();
  await expect(limit).toContainText('3 mistakes');
  await expect(limit.getByRole('button', { name: 'Continue' })).toBeFocused();
  await limit.getByRole('button', { name: 'Continue' }).click();
  await expect(limit).toBeHidden();
  await expect(cell(page, 1, 4)).toHaveAccessibleName(/, 1$/); // the game goes on as it was

  await button(page, 'Statistics').click();
  const stats = page.getByRole('dialog', { name: 'Statistics' });
  const row = stats.getByRole('row', { name: /^Played on past the mistake limit/ });
  await expect(row.getByRole('cell').first()).toHaveText('1'); // Easy
});

for (const [width, height, caption] of [
  [320, 568, 'Play'],
  [360, 740, 'Play'],
  [414, 896, 'Play this puzzle'],
  [1280, 800, 'Play this puzzle'],
  [568, 320, 'Play'],
] as const) {
  test(`entry mode at ${width}x${height}: every tile's caption whole; Play shows "${caption}"`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await openGame(page, PUZZLES.easy);
    await button(page, 'Enter a puzzle').click();
    await page.mouse.move(0, 0); // no hover tooltip left on the game bar
    const play = button(page, 'Play this puzzle');
    await expect(play).toBeVisible();
    // On a narrow phone the tile shows its short caption; its name stays whole.
    expect(await shownText(page, 'Play this puzzle')).toBe(caption);
    await expect(play).not.toHaveAttribute('title');
    expect(await badButtons(page)).toEqual([]);
    const box = (await play.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
  });
}

for (const [width, height] of [
  [360, 740],
  [320, 568],
] as const) {
  test(`at ${width}x${height} the typing instructions show whole in the status line`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await openGame(page, PUZZLES.easy);
    await button(page, 'Enter a puzzle').click();
    const verdict = page.locator('.entry-verdict');
    await expect(verdict).toContainText('row by row');
    expect(await verdict.evaluate((e) => e.scrollHeight - e.clientHeight)).toBeLessThanOrEqual(1);
  });
}
