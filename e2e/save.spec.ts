import { expect, test } from '@playwright/test';
import type { BrowserContext, Page } from '@playwright/test';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  PUZZLES,
  board,
  button,
  cell,
  cellNames,
  fillStorage,
  givenCount,
  hintButton,
  keysReady,
  newGame,
  newGameDialog,
  openGame,
} from './helpers';

/*
 * One save layer for everything a player keeps (issue 17), in Chromium:
 * a daily puzzle in two tabs and with storage full, export in one browser
 * profile and import in a fresh one, bad files refused, About, a first
 * visit that has a puzzle before the worker answers, and saved data that
 * is out of all bounds.
 */

const MONDAY = '2026-11-23T09:30:00';
const MONDAY_DAILY =
  '8.6.29..3..45..62.25.6.....9.....351.25.1.48.138.....9.....2.35.63..71..7..39.8.6';
const MONDAY_SOLUTION =
  '876429513394571628251638974947286351625913487138754269489162735563847192712395846';
/** The empty cells of Monday's daily, in reading order, as [row, col, digit] (1-based). */
const MONDAY_EMPTY = [...MONDAY_DAILY].flatMap((ch, i) =>
  ch === '.' ? [[Math.floor(i / 9) + 1, (i % 9) + 1, MONDAY_SOLUTION[i]] as const] : [],
);

/** Fill the daily's empty cells `from` (inclusive) to `to` (exclusive), by click and key. */
async function solveDaily(page: Page, from: number, to: number): Promise<void> {
  for (const [row, col, digit] of MONDAY_EMPTY.slice(from, to)) {
    await cell(page, row, col).click();
    await page.keyboard.press(digit);
    await expect(cell(page, row, col)).toHaveAccessibleName(`Row ${row}, column ${col}, ${digit}`);
  }
}

/** The daily's filled cells, checked by name: the first `count` empty cells hold their digits. */
async function expectDailyFilled(page: Page, count: number): Promise<void> {
  for (const [row, col, digit] of MONDAY_EMPTY.slice(0, count))
    await expect(cell(page, row, col)).toHaveAccessibleName(`Row ${row}, column ${col}, ${digit}`);
  const [row, col] = MONDAY_EMPTY[count];
  await expect(cell(page, row, col)).toHaveAccessibleName(`Row ${row}, column ${col}, empty`);
}

/** Open today's daily puzzle (Monday's, Easy). */
async function openDaily(page: Page): Promise<void> {
  await button(page, 'Daily puzzle').click();
  await expect(button(page, 'Back to my game')).toBeVisible();
  await expect(cell(page, 1, 1)).toHaveAccessibleName('Row 1, column 1, given 8');
}

const pauseToggle = (page: Page) => page.getByRole('button', { name: 'Pause', exact: true });

/** Resume `page` if it shows paused. */
async function resumeIfPaused(page: Page): Promise<void> {
  if ((await pauseToggle(page).getAttribute('aria-pressed')) === 'true')
    await button(page, 'Resume').click();
}

test.describe('a daily puzzle, saved like the regular game', () => {
  test.beforeEach(async ({ context }) => {
    await context.clock.setFixedTime(new Date(MONDAY));
  });

  test('two tabs on the same daily: the stale tab pauses with a notice, and no move is lost', async ({
    context,
  }) => {
    test.slow(); // several tabs or many moves
    const a = await context.newPage();
    await openGame(a);
    await openDaily(a);
    await solveDaily(a, 0, 3);

    const b = await context.newPage();
    await b.goto('/');
    await expect(async () => {
      await resumeIfPaused(b);
      await expectDailyFilled(b, 3);
    }).toPass({ timeout: 15_000 });
    await solveDaily(b, 3, 6);

    // A hears of B's moves: it takes them over, paused, and says so.
    await a.bringToFront();
    await expect(a.getByRole('status').filter({ hasText: 'another tab' })).toBeVisible();
    await expect(pauseToggle(a)).toHaveAttribute('aria-pressed', 'true');
    await resumeIfPaused(a);
    await expectDailyFilled(a, 6);
    await solveDaily(a, 6, 7);

    // All seven moves are saved: a fresh tab has them.
    const c = await context.newPage();
    await c.goto('/');
    await expect(async () => {
      await resumeIfPaused(c);
      await expectDailyFilled(c, 7);
    }).toPass({ timeout: 15_000 });
  });

  test('storage full while playing a daily: a notice, the moves kept, saved once there is room', async ({
    page,
  }) => {
    test.slow(); // several tabs or many moves
    await openGame(page);
    await openDaily(page);
    await solveDaily(page, 0, 1);
    // Fill the rest of this site's storage with something else.
    const free = await fillStorage(page);
    await solveDaily(page, 1, 4);
    await expect(page.getByRole('alert')).toContainText('Storage is full');
    await expectDailyFilled(page, 4);

    // Room again: the waiting moves are written within a few seconds, and the player told.
    await free();
    await expect(page.getByRole('status').filter({ hasText: 'There is room again' })).toBeVisible({
      timeout: 10_000,
    });
    await page.reload();
    await expect(board(page)).toBeVisible();
    await resumeIfPaused(page);
    await expectDailyFilled(page, 4);
  });
});

/** The game's cells, with their names, as a player's screen reader reads them. */
const namesOf = (page: Page) => cellNames(page);

/** Export my data from Settings; resolves with the file's text. */
async function exportData(page: Page): Promise<string> {
  await button(page, 'Settings').click();
  const settings = page.getByRole('dialog', { name: 'Settings' });
  const downloading = page.waitForEvent('download');
  await settings.getByRole('button', { name: 'Export my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^sudoku-backup-\d{4}-\d\d-\d\d\.json$/);
  await expect(settings.getByRole('status')).toHaveText('Your data was saved as a file.');
  await settings.getByRole('button', { name: 'Close' }).click();
  return readFileSync(await download.path(), 'utf8');
}

/** Choose `text` as the backup file in Settings (the dialog stays open). */
async function chooseBackup(page: Page, text: string | Buffer, name = 'backup.json') {
  await button(page, 'Settings').click();
  const settings = page.getByRole('dialog', { name: 'Settings' });
  const file = join(mkdtempSync(join(tmpdir(), 'backup-')), name);
  writeFileSync(file, text);
  await settings.getByLabel('Backup file').setInputFiles(file);
  return settings;
}

/** This site's storage, without what changes by itself as time passes (the clock, revisions). */
const storedData = (page: Page) =>
  page.evaluate(() =>
    JSON.stringify(localStorage).replace(/\\"(revision|savedAt|elapsedMs)\\":\d+/g, ''),
  );

test('export in one browser profile, import in a fresh one: the same board, undo history, dailies, statistics and settings', async ({
  browser,
}) => {
  test.slow(); // two browser profiles and many moves
  const one: BrowserContext = await browser.newContext();
  await one.clock.setFixedTime(new Date(MONDAY));
  const a = await one.newPage();
  await openGame(a);
  await openDaily(a);
  await solveDaily(a, 0, 2);
  await button(a, 'Back to my game').click();
  await a.goto(`/?puzzle=${encodeURIComponent(PUZZLES.easy)}`);
  const ask = a.getByRole('dialog', { name: 'Open the shared puzzle?' });
  if (await ask.isVisible().catch(() => false))
    await ask.getByRole('button', { name: 'Open puzzle' }).click();
  await keysReady(a);
  await cell(a, 1, 1).click();
  await a.keyboard.press('9');
  await cell(a, 1, 2).click();
  await a.keyboard.press('Shift+5');
  await button(a, 'Settings').click();
  await a.getByRole('combobox', { name: 'Theme' }).selectOption('dark');
  await a.getByRole('dialog', { name: 'Settings' }).getByRole('button', { name: 'Close' }).click();
  const before = await namesOf(a);
  const text = await exportData(a);
  await one.close();

  const two = await browser.newContext();
  await two.clock.setFixedTime(new Date(MONDAY));
  const b = await two.newPage();
  await openGame(b);
  const settings = await chooseBackup(b, text);
  const question = b.getByRole('dialog', { name: 'Import my data?' });
  await expect(question).toContainText('a game in progress: Easy, 2 moves');
  await expect(question).toContainText('1 daily puzzle with progress');
  await expect(settings).toBeHidden();
  await question.getByRole('button', { name: 'Import' }).click();
  await expect(b.getByRole('status').filter({ hasText: 'Your data was imported.' })).toBeVisible();
  await expect.poll(() => namesOf(b)).toEqual(before);
  await expect(b.locator('html')).toHaveAttribute('data-theme', 'dark');
  // Undo steps back through the imported history.
  await button(b, 'Undo').click();
  await expect(cell(b, 1, 2)).toHaveAccessibleName('Row 1, column 2, empty');
  await expect(cell(b, 1, 1)).toHaveAccessibleName('Row 1, column 1, 9');
  // The daily's progress came too.
  await openDaily(b);
  await resumeIfPaused(b);
  await expectDailyFilled(b, 2);
  // And all of it is saved here now.
  await b.reload();
  await expect(board(b)).toBeVisible();
  await expect(b.locator('html')).toHaveAttribute('data-theme', 'dark');
  await two.close();
});

test.describe('a backup that cannot be imported is refused, and nothing changes', () => {
  const cases: [string, () => string | Buffer, string][] = [
    ['garbage', () => Buffer.from([0, 159, 146, 150, 255, 1, 2]), 'damaged or incomplete'],
    [
      'a truncated file',
      () => '{"app":"sudoku","kind":"backup","format":1,"records":{"ga',
      'damaged or incomplete',
    ],
    ["another app's JSON", () => '{"version":1,"notes":["buy milk"]}', "isn't a Sudoku backup"],
    [
      'a file from a newer version',
      () => '{"app":"sudoku","kind":"backup","format":7,"records":{"dailies":{}}}',
      'made by a newer version of Sudoku',
    ],
    ['a 20 MB file', () => Buffer.alloc(20 * 1024 * 1024, 0x20), 'too large to be a Sudoku backup'],
  ];
  for (const [what, file, message] of cases) {
    test(what, async ({ page }) => {
      await openGame(page, PUZZLES.easy);
      await cell(page, 1, 1).click();
      await page.keyboard.press('9');
      // The linked puzzle's level comes from the worker a moment later, and is
      // saved then: on a loaded machine that can be after the move.
      await expect
        .poll(() =>
          page.evaluate(() => {
            const text = localStorage.getItem('sudoku');
            const state = text
              ? (JSON.parse(text) as { state: Record<string, unknown> }).state
              : null;
            return state && [state.level, state.historyIndex];
          }),
        )
        .toEqual(['easy', 1]);
      const before = await namesOf(page);
      const stored = await storedData(page);
      const settings = await chooseBackup(page, file());
      await expect(settings.getByRole('alert')).toContainText(message);
      await expect(settings.getByRole('alert')).toContainText('Nothing was changed.');
      await expect(page.getByRole('dialog', { name: 'Import my data?' })).toHaveCount(0);
      await settings.getByRole('button', { name: 'Close' }).click();
      expect(await namesOf(page)).toEqual(before);
      expect(await storedData(page)).toBe(stored);
    });
  }
});

test('About shows the version, the source and the photo credit, in English and in Chinese', async ({
  page,
}) => {
  await openGame(page);
  await button(page, 'Settings').click();
  await page.getByRole('button', { name: 'About' }).click();
  const about = page.getByRole('dialog', { name: 'About Sudoku' });
  await expect(about).toContainText('Version 0.1.0');
  await expect(about).toContainText('MIT licence');
  await expect(about).toContainText('Nothing leaves this device');
  await expect(about).toContainText('Sudoku photo dataset by Baptiste Wicht and Jean Hennebert');
  await expect(about.getByRole('link', { name: 'CC BY 4.0' })).toHaveAttribute(
    'href',
    'https://creativecommons.org/licenses/by/4.0/',
  );
  await expect(about).toContainText(/Saved data: [\d.]+ kB\./);
  // The source archive is really there, a gzip file (not unpacked on the way).
  const source = await page.request.get('/sudoku-source.tgz');
  expect(source.ok()).toBe(true);
  expect((await source.body()).subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b])); // gzip
  await about.getByRole('button', { name: 'Close' }).click();

  await button(page, 'Settings').click();
  await page.getByRole('combobox', { name: 'Language' }).selectOption('zh-CN');
  await page.getByRole('button', { name: '关于' }).click();
  const guanyu = page.getByRole('dialog', { name: '关于数独' });
  await expect(guanyu).toContainText('Baptiste Wicht与Jean Hennebert的数独照片数据集');
  await expect(guanyu.getByRole('link', { name: 'CC BY 4.0' })).toBeVisible();
  await expect(guanyu).toContainText('不会离开这台设备');
});

test('a first visit has a puzzle on the board before the worker answers, and nothing the player does is undone', async ({
  page,
}) => {
  // The engine's worker script is held unanswered for the whole visit.
  await page.route(/engineWorker-[\w-]+\.js$/, () => {});
  await page.goto('/');
  await expect(board(page)).toBeVisible();
  expect(await givenCount(page)).toBeGreaterThan(16);
  await expect(page.getByRole('status')).not.toContainText('Preparing');
  // A dialog opened now stays open, and a level chosen stays chosen.
  await button(page, 'Settings').click();
  const settings = page.getByRole('dialog', { name: 'Settings' });
  await page.waitForTimeout(3_000);
  await expect(settings).toBeVisible();
  await settings.getByRole('button', { name: 'Close' }).click();
  await newGame(page, { level: 'Easy' });
  await expect(page.locator('.subtitle')).toContainText('Easy');
  await button(page, 'New game').click();
  await expect(newGameDialog(page).getByRole('combobox', { name: 'Difficulty' })).toHaveValue(
    'easy',
  );
});

test.describe('saved data out of all bounds', () => {
  /** Store `edit`ed state under the game's record before the page loads. */
  async function withSave(page: Page, record: Record<string, unknown>): Promise<void> {
    await page.addInitScript((text) => {
      if (sessionStorage.getItem('e2e-seeded')) return;
      sessionStorage.setItem('e2e-seeded', '1');
      localStorage.setItem('sudoku', text);
    }, JSON.stringify(record));
  }

  /** A valid game record of EASY with one move, to be spoiled. */
  async function savedGame(page: Page): Promise<Record<string, unknown>> {
    await openGame(page, PUZZLES.easy);
    await cell(page, 1, 1).click();
    await page.keyboard.press('9');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('sudoku.log.0'))).toBe('P009');
    const record = JSON.parse((await page.evaluate(() => localStorage.getItem('sudoku')))!);
    await page.evaluate(() => localStorage.clear());
    return record;
  }

  test('a log of 2^53-1 moves: the page opens at once, the board kept, the history dropped', async ({
    page,
  }) => {
    const record = await savedGame(page);
    await withSave(page, { ...record, log: 2 ** 53 - 1 });
    await page.evaluate(() => localStorage.setItem('sudoku.log.0', 'P009'));
    const started = Date.now();
    await page.reload();
    await expect(board(page)).toBeVisible();
    expect(Date.now() - started).toBeLessThan(10_000);
    await expect(page.getByRole('alert')).toContainText("Your undo history couldn't be read.");
    await expect(cell(page, 1, 1)).toHaveAccessibleName('Row 1, column 1, 9');
  });

  test('a time of 1e300 ms: repaired to at most a year, and said so', async ({ page }) => {
    const record = await savedGame(page);
    const state = record.state as Record<string, unknown>;
    await withSave(page, { ...record, state: { ...state, elapsedMs: 1e300, paused: true } });
    await page.evaluate(() => localStorage.setItem('sudoku.log.0', 'P009'));
    await page.reload();
    await expect(page.getByRole('alert')).toContainText(
      'Some saved numbers were out of range and have been corrected.',
    );
    await expect(page.getByRole('timer', { name: 'Time played' })).toHaveText('8760:00:00');
  });

  test('a save from a newer version: refused with a message, and left as it was', async ({
    page,
  }) => {
    const record = await savedGame(page);
    const newer = { ...record, version: 999 };
    await withSave(page, newer);
    await page.reload();
    await expect(page.getByRole('alert')).toContainText('saved by a newer version of Sudoku');
    expect(await givenCount(page)).toBeGreaterThan(16); // a fresh puzzle to play meanwhile
    await cell(page, 9, 9).click();
    await page.keyboard.press('1');
    await page.waitForTimeout(1_000); // an idle moment: any write would have happened
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('sudoku')))!)).toEqual(newer);
  });
});

test.describe('code and workers that fail', () => {
  test('a worker that never answers: the page answers within seconds, then takes over for good', async ({
    page,
  }) => {
    // A worker script that starts but never says a word.
    await page.route(/engineWorker-[\w-]+\.js$/, (route) =>
      route.fulfill({ contentType: 'text/javascript', body: '/* silent */' }),
    );
    await openGame(page, PUZZLES.hiddenSingle);
    const started = Date.now();
    await hintButton(page).click();
    await expect(page.getByRole('status').filter({ hasText: 'box 6' })).toBeVisible({
      timeout: 15_000,
    });
    // A hint waits 3 s for a worker that has not started, then the page works it out
    // (a margin for a loaded machine).
    expect(Date.now() - started).toBeLessThan(15_000);
    // The worker never starts: after 12 s it is given up, and the player told.
    await expect(
      page.getByRole('status').filter({ hasText: 'worked out on this page' }),
    ).toBeVisible({ timeout: 20_000 });
  });

  test('a worker whose answer is malformed counts as failed; the page takes over', async ({
    page,
  }) => {
    // A worker that says it is alive, then answers every task with a board of a million cells.
    await page.route(/engineWorker-[\w-]+\.js$/, (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: `self.postMessage({ alive: true });
          self.onmessage = (e) => self.postMessage({ id: e.data.id, ok: true,
            result: { step: { technique: 'x-wing', cells: new Array(1e6).fill(0) } } });`,
      }),
    );
    await openGame(page, PUZZLES.hiddenSingle);
    await hintButton(page).click();
    await expect(page.getByRole('status').filter({ hasText: 'box 6' })).toBeVisible({
      // The page may be making the next puzzle ahead when the hint is asked for (see the closing note).
      timeout: 20_000,
    });
  });

  test('the engine code held unanswered: a message within seconds, and the next try works', async ({
    page,
  }) => {
    let release: (() => void) | null = null;
    await page.route(/\/assets\/clients-[\w-]+\.js$/, async (route) => {
      if (release === null) {
        await new Promise<void>((resolve) => (release = resolve));
      }
      await route.continue();
    });
    await openGame(page, PUZZLES.easy);
    await cell(page, 1, 1).click();
    await page.keyboard.press('9'); // right: a game in progress, and nothing for Hint to point at
    await hintButton(page).click();
    await expect(page.getByRole('status')).toContainText("couldn't be worked out just now", {
      timeout: 15_000,
    });
    await expect(page.getByRole('status')).toContainText('Your game is unchanged');
    (release as (() => void) | null)?.();
    await hintButton(page).click();
    await expect(page.getByRole('status')).not.toContainText("couldn't", { timeout: 10_000 });
    await expect(page.getByRole('status')).toContainText(/row|column|box/);
  });

  test('the engine code failing to load once: a message, and the next try loads it', async ({
    page,
  }) => {
    let failures = 0;
    await page.route(/\/assets\/clients-[\w-]+\.js$/, async (route) => {
      if (failures++ === 0) await route.abort('connectionreset');
      else await route.continue();
    });
    await page.goto('/'); // a first visit: its puzzle is shipped with the page, no engine needed
    await expect(board(page)).toBeVisible();
    expect(await givenCount(page)).toBeGreaterThan(16);
    await expect.poll(() => failures).toBeGreaterThan(0); // the engine was fetched ahead, and failed
    await hintButton(page).click();
    await expect(page.getByRole('status')).not.toContainText('Working it out', { timeout: 15_000 });
    await expect(page.getByRole('status')).toContainText(/row|column|box/);
    await expect(page.getByRole('status')).not.toContainText('your game');
  });
});
