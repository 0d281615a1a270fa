import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { PUZZLES, board, button, cell, fillStorage, holdChunk, newGame, openGame } from './helpers';

/*
 * The other kinds under a hostile tester (issue 18): a worker that never
 * answers, the kinds' code that never arrives, two tabs, storage full and
 * a slow phone. Each ends in a Killer on the board or a clear message
 * within seconds, and nothing the player had is lost.
 */

const subtitle = (page: Page) => page.locator('.subtitle');

/**
 * The game on the board as saved: its rules' kind, givens and solution. A
 * classic game leaves its rules out (so does the game saved before the
 * Killer's first save, which may come just after the Killer is drawn).
 */
async function saved(page: Page): Promise<{ kind: string; givens: string; solution: string }> {
  return page.evaluate(() => {
    const state = (
      JSON.parse(localStorage.getItem('sudoku')!) as {
        state: { rules?: { kind: string }; givens: string; solution: string };
      }
    ).state;
    return { kind: state.rules?.kind ?? 'classic', givens: state.givens, solution: state.solution };
  });
}

/** Wait until the saved game is a Killer; resolves with its first empty cell and that cell's digit. */
async function savedKiller(page: Page): Promise<{ row: number; col: number; digit: string }> {
  await expect.poll(async () => (await saved(page)).kind, { timeout: 10_000 }).toBe('killer');
  const { givens, solution } = await saved(page);
  const i = [...givens].findIndex((d) => d === '0' || d === '.');
  return { row: Math.floor(i / 9) + 1, col: (i % 9) + 1, digit: solution[i] };
}

test('a worker that never answers: the Killer is made on the page within seconds', async ({
  page,
}) => {
  await page.route(/engineWorker-[\w-]+\.js$/, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: '/* silent */' }),
  );
  await openGame(page, PUZZLES.easy);
  await newGame(page, { kind: 'Killer', level: 'Medium' });
  await expect(
    page.getByRole('status').filter({ hasText: 'Making a new Killer Sudoku' }),
  ).toBeVisible();
  await expect(subtitle(page)).toHaveText('Killer · Medium', { timeout: 15_000 });
  await expect(cell(page, 1, 1)).toHaveAccessibleName(/cage/);
  const { row, col, digit } = await savedKiller(page);
  await cell(page, row, col).click();
  await page.keyboard.press(digit);
  await expect(cell(page, row, col)).toHaveAccessibleName(new RegExp(`, ${digit}$`));
});

test.describe('held back from the network', () => {
  // No service worker: once it has precached the chunk it would serve it, past the hold.
  test.use({ serviceWorkers: 'block' });

  test("the kinds' code never arrives: a message within seconds, the game kept, and the next try works", async ({
    page,
  }) => {
    test.slow(); // waits out the 10 s time limit
    const release = await holdChunk(page, 'kindMarks');
    await openGame(page, PUZZLES.easy);
    await cell(page, 1, 1).click();
    await page.keyboard.press('9');
    await newGame(page, { kind: 'Jigsaw', level: 'Easy' });
    // Asked first (a digit is on the board), then the message once the time limit passes.
    await expect(
      page.getByRole('status').filter({ hasText: /couldn't be (done|worked out) just now/ }),
    ).toBeVisible({
      timeout: 20_000,
    });
    await expect(cell(page, 1, 1)).toHaveAccessibleName('Row 1, column 1, 9');
    await expect(subtitle(page)).not.toHaveText(/Jigsaw/);

    release();
    await newGame(page, { kind: 'Jigsaw', level: 'Easy' });
    await expect(subtitle(page)).toHaveText('Jigsaw · Easy', { timeout: 15_000 });
    await expect(cell(page, 9, 9)).toHaveAccessibleName(/region \d/);
  });
});

test('two tabs: a Killer and its moves follow from one tab to the other', async ({ context }) => {
  test.slow(); // two tabs
  const a = await context.newPage();
  await openGame(a, PUZZLES.easy);
  await newGame(a, { kind: 'Killer', level: 'Easy' });
  await expect(subtitle(a)).toHaveText('Killer · Easy', { timeout: 15_000 });
  const first = await savedKiller(a);
  await cell(a, first.row, first.col).click();
  await a.keyboard.press(first.digit);

  const b = await context.newPage();
  await b.goto('/');
  await expect(subtitle(b)).toHaveText('Killer · Easy');
  // A's move arrives (when B opened, or a moment later, taken over paused).
  const pause = b.getByRole('button', { name: 'Pause', exact: true });
  await expect(async () => {
    if ((await pause.getAttribute('aria-pressed')) === 'true') await button(b, 'Resume').click();
    await expect(cell(b, first.row, first.col)).toHaveAccessibleName(
      new RegExp(`cage.*, ${first.digit}$`),
      { timeout: 1_000 },
    );
  }).toPass({ timeout: 15_000 });
  // B plays on: A takes B's move over, paused, and says so.
  const { givens, solution } = await saved(b);
  const next = [...givens].findIndex(
    (d, i) => (d === '0' || d === '.') && i !== (first.row - 1) * 9 + first.col - 1,
  );
  const row = Math.floor(next / 9) + 1;
  const col = (next % 9) + 1;
  await cell(b, row, col).click();
  await b.keyboard.press(solution[next]);
  await expect(cell(b, row, col)).toHaveAccessibleName(new RegExp(`, ${solution[next]}$`));

  await a.bringToFront();
  await expect(a.getByRole('status').filter({ hasText: 'another tab' })).toBeVisible({
    timeout: 10_000,
  });
  await expect(subtitle(a)).toHaveText('Killer · Easy');
  // Taken over paused: the board is hidden until the player resumes.
  await expect(a.getByRole('button', { name: 'Pause', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await button(a, 'Resume').click();
  await expect(cell(a, row, col)).toHaveAccessibleName(new RegExp(`, ${solution[next]}$`));
  await expect(cell(a, first.row, first.col)).toHaveAccessibleName(new RegExp(`, ${first.digit}$`));
});

test('storage full while playing a Killer: a notice, the moves kept, saved once there is room', async ({
  page,
}) => {
  test.slow(); // fills the storage
  await openGame(page, PUZZLES.easy);
  await newGame(page, { kind: 'Killer', level: 'Easy' });
  await expect(subtitle(page)).toHaveText('Killer · Easy', { timeout: 15_000 });
  const { row, col, digit } = await savedKiller(page);
  const free = await fillStorage(page);
  await cell(page, row, col).click();
  await page.keyboard.press(digit);
  await expect(page.getByRole('alert')).toContainText('Storage is full');
  await expect(cell(page, row, col)).toHaveAccessibleName(new RegExp(`, ${digit}$`));

  await free();
  await expect(page.getByRole('status').filter({ hasText: 'There is room again' })).toBeVisible({
    timeout: 10_000,
  });
  await page.reload();
  await expect(board(page)).toBeVisible();
  await expect(subtitle(page)).toHaveText('Killer · Easy');
  await expect(cell(page, row, col)).toHaveAccessibleName(new RegExp(`cage.*, ${digit}$`));
});

test.describe('a slow phone held sideways, 4x CPU throttling', () => {
  test.use({ viewport: { width: 740, height: 360 }, hasTouch: true, isMobile: true });

  test('an Expert Killer arrives, drawn and playable, with the page answering meanwhile', async ({
    page,
  }) => {
    test.slow();
    await openGame(page, PUZZLES.easy);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await newGame(page, { kind: 'Killer', level: 'Expert' });
    // While it is made in the worker the page still answers: the classic game takes a digit.
    await cell(page, 1, 1).tap();
    await page.keyboard.press('9');
    await expect(subtitle(page)).toHaveText('Killer · Expert', { timeout: 30_000 });
    await expect(cell(page, 1, 1)).toHaveAccessibleName(/cage/);
    // Expert Killer: no givens at all.
    await expect(board(page).getByRole('gridcell', { name: /, given \d$/ })).toHaveCount(0);
    const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scroll).toBeLessThanOrEqual(740);
  });
});
