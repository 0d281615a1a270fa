import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { PUZZLES, board, button, cell, cellNames, openGame } from './helpers';

/*
 * Saving, in a real browser: a reload returns the exact game (digits,
 * notes, undo history, clock); a corrupted save loads with a message and a
 * playable board; two tabs never lose each other's moves.
 */

const { easy } = PUZZLES;
const KEY = 'sudoku';

/** The clock. */
function timer(page: Page) {
  return page.getByRole('timer', { name: 'Time played' });
}

/** The clock's reading in seconds ("m:ss" or "h:mm:ss"). */
async function clockSeconds(page: Page): Promise<number> {
  const text = (await timer(page).textContent()) ?? '';
  expect(text).toMatch(/^\d+(:\d\d){1,2}$/);
  return text.split(':').reduce((total, part) => total * 60 + Number(part), 0);
}

/** The Pause toggle is pressed: the game is paused. */
function pauseToggle(page: Page) {
  return button(page, 'Pause');
}

/** Make `page` the tab being played in: resume it if paused, and wait until `other` has paused. */
async function playIn(page: Page, other: Page): Promise<void> {
  await page.bringToFront();
  await expect(async () => {
    if ((await pauseToggle(page).getAttribute('aria-pressed')) === 'true') {
      await button(page, 'Resume').click();
    }
    await expect(pauseToggle(other)).toHaveAttribute('aria-pressed', 'true', { timeout: 2_500 });
    await expect(pauseToggle(page)).toHaveAttribute('aria-pressed', 'false', { timeout: 500 });
  }).toPass({ timeout: 15_000 });
}

/**
 * Expect cells of a freshly opened tab to have these names, resuming the tab
 * whenever it shows paused: opening it hid the other tab, which pauses itself
 * and saves that, and the new tab may load that save or receive it just
 * after loading (progress from another tab arrives paused).
 */
async function expectCellsResumed(page: Page, names: [number, number, string][]): Promise<void> {
  await expect(async () => {
    if ((await pauseToggle(page).getAttribute('aria-pressed')) === 'true') {
      await button(page, 'Resume').click();
    }
    for (const [row, col, name] of names) {
      await expect(cell(page, row, col)).toHaveAccessibleName(name, { timeout: 1_000 });
    }
  }).toPass({ timeout: 15_000 });
}

interface Save {
  revision: number;
  state: {
    historyIndex: number;
    solution: string; // 81 digits
    position: string; // the board: digits/notes/hinted
  };
}

/**
 * Arrange for the next page load to find the page's save edited by `edit`.
 * The edited save is written by an init script, before the app starts: a
 * running page would otherwise save over it as it unloads.
 */
async function corruptSaveOnNextLoad(page: Page, edit: (save: Save) => void): Promise<void> {
  // The game writes when the page is idle: let that write happen first (on a
  // loaded machine the first idle moment can come before the first save).
  await page.evaluate(
    () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 1000 })),
  );
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), KEY)).not.toBeNull();
  const save = JSON.parse(
    (await page.evaluate((key) => localStorage.getItem(key), KEY)) ?? 'null',
  ) as Save;
  edit(save);
  await page.evaluate(
    (text) => sessionStorage.setItem('e2e-next-save', text),
    JSON.stringify(save),
  );
}

/** Install the init script that writes a save prepared by corruptSaveOnNextLoad. */
async function allowCorruptSaves(page: Page): Promise<void> {
  await page.addInitScript((key) => {
    const next = sessionStorage.getItem('e2e-next-save');
    if (next === null) return;
    sessionStorage.removeItem('e2e-next-save');
    localStorage.setItem(key, next);
  }, KEY);
}

test('a reload mid-game restores digits, notes, undo history and the clock', async ({ page }) => {
  await openGame(page, easy);
  await cell(page, 1, 1).click();
  await page.keyboard.press('9');
  await cell(page, 1, 2).click();
  await page.keyboard.press('Shift+5');
  await page.keyboard.press('Shift+6');
  await cell(page, 1, 4).click();
  await page.keyboard.press('2');
  await expect(cell(page, 1, 2)).toHaveAccessibleName('Row 1, column 2, empty, notes 5 6');
  await expect.poll(() => clockSeconds(page), { timeout: 10_000 }).toBeGreaterThanOrEqual(3);

  const before = await clockSeconds(page);
  await page.reload();
  await expect(board(page)).toBeVisible();
  const after = await clockSeconds(page);
  expect(after).toBeGreaterThanOrEqual(before);
  expect(after).toBeLessThanOrEqual(before + 2);

  await expect(cell(page, 1, 1)).toHaveAccessibleName('Row 1, column 1, 9');
  await expect(cell(page, 1, 2)).toHaveAccessibleName('Row 1, column 2, empty, notes 5 6');
  await expect(cell(page, 1, 4)).toHaveAccessibleName('Row 1, column 4, 2');

  // The undo history came back too: each Undo steps back one saved move.
  await button(page, 'Undo').click();
  await expect(cell(page, 1, 4)).toHaveAccessibleName('Row 1, column 4, empty');
  await button(page, 'Undo').click();
  await expect(cell(page, 1, 2)).toHaveAccessibleName('Row 1, column 2, empty, notes 5');
  await button(page, 'Undo').click();
  await button(page, 'Undo').click();
  await expect(cell(page, 1, 1)).toHaveAccessibleName('Row 1, column 1, empty');
  await expect(button(page, 'Undo')).toBeDisabled();
  await button(page, 'Redo').click();
  await expect(cell(page, 1, 1)).toHaveAccessibleName('Row 1, column 1, 9');
});

test('a paused game reloads paused, its clock stopped', async ({ page }) => {
  await openGame(page, easy);
  await expect.poll(() => clockSeconds(page), { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
  await pauseToggle(page).click();
  const before = await clockSeconds(page);
  await page.waitForTimeout(1_500);
  await page.reload();
  await expect(pauseToggle(page)).toHaveAttribute('aria-pressed', 'true');
  expect(await clockSeconds(page)).toBe(before);
  await button(page, 'Resume').click();
  await expect(board(page)).toBeVisible();
});

test('unreadable saved data loads with a message and a playable board', async ({ page }) => {
  // Stored before the app starts, once (a reload would store it again otherwise).
  await page.addInitScript((key) => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    localStorage.setItem(key, '{"revision":4,"version":1,"state":{"givens":[');
  }, KEY);
  await page.goto('/');
  await expect(page.getByRole('alert')).toHaveText(
    /Your saved game couldn't be read, so a new game was started\./,
  );
  await expect(board(page)).toBeVisible();
  const names = await cellNames(page);
  const empty = names.findIndex((n) => n.endsWith(', empty'));
  const target = cell(page, Math.floor(empty / 9) + 1, (empty % 9) + 1);
  await target.click();
  await page.keyboard.press('5');
  await expect(target).toHaveAccessibleName(/, 5$/);

  await button(page, 'Dismiss').click();
  await expect(page.getByRole('alert')).toBeHidden();
  await page.reload(); // the cleaned-up save loads quietly
  await expect(target).toHaveAccessibleName(/, 5$/);
  await expect(page.getByRole('alert')).toBeHidden();
});

test('a saved board that disagrees with its solution: a new game, with a message', async ({
  page,
}) => {
  await allowCorruptSaves(page);
  await openGame(page, easy);
  await cell(page, 1, 1).click();
  await page.keyboard.press('9');
  await corruptSaveOnNextLoad(page, (save) => {
    // Swapping two digits breaks the rules: not a valid solution.
    const s = save.state.solution;
    save.state.solution = s[1] + s[0] + s.slice(2);
  });
  await page.goto('/');
  await expect(page.getByRole('alert')).toHaveText(
    /Your saved game couldn't be read, so a new game was started\./,
  );
  await expect(cell(page, 1, 1)).not.toHaveAccessibleName('Row 1, column 1, 9');
  const names = await cellNames(page);
  expect(names.filter((n) => n.endsWith(', empty')).length).toBeGreaterThan(0);
});

test('a broken undo history: the game goes on from where it was, undo steps back from there', async ({
  page,
}) => {
  await openGame(page, easy);
  await cell(page, 1, 1).click();
  await page.keyboard.press('9');
  await cell(page, 1, 4).click();
  await page.keyboard.press('2');
  await allowCorruptSaves(page);
  await corruptSaveOnNextLoad(page, (save) => {
    save.state.historyIndex = 99; // past the moves saved: the undo history cannot be trusted
  });
  await page.reload();
  await expect(page.getByRole('alert')).toHaveText(
    /Your undo history couldn't be read\. The game goes on from where you were\./,
  );
  await expect(cell(page, 1, 1)).toHaveAccessibleName('Row 1, column 1, 9');
  await expect(cell(page, 1, 4)).toHaveAccessibleName('Row 1, column 4, 2');
  // The board is rebuilt digit by digit, so undo takes one digit back at a time.
  await button(page, 'Dismiss').click();
  await button(page, 'Undo').click();
  await expect(cell(page, 1, 4)).toHaveAccessibleName('Row 1, column 4, empty');
  await expect(cell(page, 1, 1)).toHaveAccessibleName('Row 1, column 1, 9');
});

test('two tabs: each shows the other’s progress and neither loses a move', async ({ context }) => {
  test.slow(); // three pages, each waiting for the others to hear of its moves
  const a = await context.newPage();
  await openGame(a, easy);
  await cell(a, 1, 1).click();
  await a.keyboard.press('9');

  const b = await context.newPage();
  await b.goto('/');
  await expectCellsResumed(b, [[1, 1, 'Row 1, column 1, 9']]); // A's save, loaded

  // Play on in A: B hears of it and follows, paused (the game is played in A).
  await playIn(a, b);
  await cell(a, 1, 2).click();
  await a.keyboard.press('5');
  await expect(cell(a, 1, 2)).toHaveAccessibleName('Row 1, column 2, 5');

  // Back in B: A's progress is there, and a move in B keeps it.
  await playIn(b, a);
  await expect(b.getByRole('status').filter({ hasText: 'another tab' })).toBeVisible();
  await expect(cell(b, 1, 1)).toHaveAccessibleName('Row 1, column 1, 9');
  await expect(cell(b, 1, 2)).toHaveAccessibleName('Row 1, column 2, 5');
  await cell(b, 1, 4).click();
  await b.keyboard.press('2');
  await expect(cell(b, 1, 4)).toHaveAccessibleName('Row 1, column 4, 2');

  // A shows all three moves, and Undo there steps back through B's move.
  await playIn(a, b);
  await expect(cell(a, 1, 1)).toHaveAccessibleName('Row 1, column 1, 9');
  await expect(cell(a, 1, 2)).toHaveAccessibleName('Row 1, column 2, 5');
  await expect(cell(a, 1, 4)).toHaveAccessibleName('Row 1, column 4, 2');
  await button(a, 'Undo').click();
  await expect(cell(a, 1, 4)).toHaveAccessibleName('Row 1, column 4, empty');

  // A third tab opens on exactly that.
  const c = await context.newPage();
  await c.goto('/');
  await expectCellsResumed(c, [
    [1, 1, 'Row 1, column 1, 9'],
    [1, 2, 'Row 1, column 2, 5'],
    [1, 4, 'Row 1, column 4, empty'],
  ]);
});

test('a link to another puzzle asks before replacing a game in progress', async ({ page }) => {
  await openGame(page, easy);
  await cell(page, 1, 1).click();
  await page.keyboard.press('9');
  const other = '7.8...3.....6.1...5.........4.....263...8.......1...9..9.2....4....7.5...........';

  // Keep playing: the game in progress stays, the link is dropped.
  await page.goto(`/?puzzle=${encodeURIComponent(other)}`);
  const ask = page.getByRole('dialog', { name: 'Open the shared puzzle?' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Keep playing' }).click();
  await expect(ask).toBeHidden();
  await expect(cell(page, 1, 1)).toHaveAccessibleName('Row 1, column 1, 9');

  // Open puzzle: the linked puzzle starts.
  await page.goto(`/?puzzle=${encodeURIComponent(other)}`);
  await page
    .getByRole('dialog', { name: 'Open the shared puzzle?' })
    .getByRole('button', { name: 'Open puzzle' })
    .click();
  await expect(cell(page, 1, 1)).toHaveAccessibleName(`Row 1, column 1, given ${other[0]}`);
});
