import { chromium, expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { cp, mkdtemp, appendFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { PUZZLES, board, button, cell, cellNames, hintButton, newGame, status } from './helpers';
import { serveDir } from './staticServer';

/*
 * The installable, offline game: a manifest and service worker Chromium
 * accepts for installing; after one visit the game plays with its server
 * gone; a new version waits for "Update"; the page keeps to its own
 * origin under a strict Content-Security-Policy; a move made just before
 * the tab closes is kept; a worker that cannot load still gives a board.
 */

const DIST = resolve(process.env.E2E_OUT_DIR ?? 'dist');

/** Wait until the service worker controls the page and has precached everything. */
async function offlineReady(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((done) =>
        navigator.serviceWorker.addEventListener('controllerchange', done, { once: true }),
      );
    }
    return registration.active?.state;
  });
}

test('installable: the manifest and its icons, and Chromium’s installability check passes', async ({
  baseURL,
}, testInfo) => {
  // Not in an incognito-like context: Chromium does not offer installing there.
  const profile = await mkdtemp(join(tmpdir(), 'sudoku-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    ...testInfo.project.use.launchOptions,
    baseURL,
  });
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto('/');
  await expect(board(page)).toBeVisible();
  await offlineReady(page);
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors).toEqual([]);
  const manifest = await (await page.request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({
    name: 'Sudoku',
    short_name: 'Sudoku',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: expect.stringMatching(/^#/),
    background_color: expect.stringMatching(/^#/),
  });
  expect(manifest.description.length).toBeGreaterThan(20);
  const icons = manifest.icons as { src: string; sizes: string; purpose?: string }[];
  expect(icons.map((i) => `${i.sizes}${i.purpose ? ` ${i.purpose}` : ''}`)).toEqual(
    expect.arrayContaining(['192x192', '512x512', '512x512 maskable']),
  );
  for (const icon of icons) {
    const response = await page.request.get(`/${icon.src}`);
    expect(response.headers()['content-type']).toBe('image/png');
  }
  const apple = page.locator('link[rel="apple-touch-icon"]');
  expect((await page.request.get((await apple.getAttribute('href'))!)).ok()).toBe(true);
  expect((await page.request.get('/robots.txt')).ok()).toBe(true);
  await context.close();
  await rm(profile, { recursive: true, force: true });
});

test('offline with the server gone: the saved game, links, new games, hints, check, steps and dialogs', async ({
  browser,
}) => {
  test.slow();
  const server = await serveDir(DIST);
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  try {
    await page.goto(`/?puzzle=${PUZZLES.easy}`);
    await expect(board(page)).toBeVisible();
    await offlineReady(page);
    await cell(page, 1, 1).click();
    await page.keyboard.press('9');

    await server.close();
    expect((await fetch(server.url).catch(() => null))?.ok ?? false).toBe(false); // really gone

    await page.reload();
    await expect(cell(page, 1, 1)).toHaveAccessibleName('Row 1, column 1, 9');

    // A puzzle link opens (asking first: a game is in progress).
    await page.goto(`/?puzzle=${PUZZLES.hiddenSingle}`);
    await button(page, 'Open puzzle').click();
    await expect(cell(page, 1, 1)).toHaveAccessibleName('Row 1, column 1, given 7');

    // Hints, in three presses, and Check.
    await hintButton(page).click();
    await expect(status(page)).toHaveText('Look at box 6 (hidden single).');
    await hintButton(page).click();
    await hintButton(page).click();
    await expect(cell(page, 6, 9)).toHaveAccessibleName('Row 6, column 9, 3, hint');
    await button(page, 'Check').click();
    await expect(status(page)).toContainText('No mistakes so far');

    // Solution steps, statistics and settings.
    await button(page, 'Solution steps').click();
    await button(page, 'Show steps').click();
    for (const name of ['Solution steps', 'Statistics', 'Settings']) {
      if (name !== 'Solution steps') await button(page, name).click();
      const dialog = page.getByRole('dialog', { name });
      await expect(dialog).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }

    // New game at every level.
    for (const level of ['Easy', 'Medium', 'Hard', 'Expert', 'Master']) {
      const before = await cellNames(page);
      await newGame(page, { level });
      await expect(page.getByText(`${level} puzzle`, { exact: true })).toBeVisible({
        timeout: 20_000,
      });
      expect(await cellNames(page)).not.toEqual(before);
    }
  } finally {
    await context.close();
    await server.close().catch(() => {});
  }
});

test('a new version waits for "Update", and the game carries on until then', async ({
  browser,
}) => {
  const dir = await mkdtemp(join(tmpdir(), 'sudoku-update-'));
  await cp(DIST, dir, { recursive: true });
  const server = await serveDir(dir);
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  try {
    await page.goto(`/?puzzle=${PUZZLES.easy}`);
    await offlineReady(page);
    await cell(page, 1, 1).click();
    await page.keyboard.press('9');

    // Deploy a new version: the service worker changes.
    await appendFile(join(dir, 'sw.js'), '\n// the next version\n');
    await page.evaluate(async () => (await navigator.serviceWorker.ready).update());
    const notice = page.getByRole('status').filter({ hasText: 'A new version is ready.' });
    await expect(notice).toBeVisible({ timeout: 20_000 });

    // No reload by itself: the game goes on.
    await cell(page, 1, 2).click();
    await page.keyboard.press('5');
    await expect(cell(page, 1, 1)).toHaveAccessibleName('Row 1, column 1, 9');

    const reloaded = page.waitForEvent('load');
    await notice.getByRole('button', { name: 'Update' }).click();
    await reloaded;
    await expect(board(page)).toBeVisible();
    await expect(cell(page, 1, 1)).toHaveAccessibleName('Row 1, column 1, 9');
    await expect(cell(page, 1, 2)).toHaveAccessibleName('Row 1, column 2, 5');
    await expect(page.getByText('A new version is ready.')).toBeHidden();
  } finally {
    await context.close();
    await server.close();
    await rm(dir, { recursive: true, force: true });
  }
});

test('a strict Content-Security-Policy, no violation while playing, no request to another origin', async ({
  page,
  baseURL,
}) => {
  const elsewhere: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin !== new URL(baseURL!).origin && url.protocol !== 'data:')
      elsewhere.push(url.href);
  });
  await page.addInitScript(() => {
    (window as unknown as { __violations: string[] }).__violations = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { __violations: string[] }).__violations.push(
        `${event.violatedDirective}: ${event.blockedURI}`,
      ),
    );
  });
  await page.goto(`/?puzzle=${PUZZLES.hiddenSingle}`);
  const csp = await page
    .locator('meta[http-equiv="Content-Security-Policy"]')
    .getAttribute('content');
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toContain('unsafe-inline');
  expect(csp).not.toContain('unsafe-eval');
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'self'");
  expect(csp).not.toMatch(/https?:/);

  // Digits, notes, a hint in three presses, check, new game, every dialog.
  await cell(page, 1, 2).click();
  await page.keyboard.press('4');
  await page.keyboard.press('Shift+5');
  await cell(page, 1, 3).click();
  await page.keyboard.press('Shift+6');
  for (let i = 0; i < 3; i++) await hintButton(page).click();
  await button(page, 'Check').click();
  for (const name of ['Statistics', 'Settings']) {
    await button(page, name).click();
    await expect(page.getByRole('dialog', { name })).toBeVisible();
    await page.keyboard.press('Escape');
  }
  await button(page, 'Solution steps').click();
  await button(page, 'Show steps').click();
  await expect(page.getByRole('dialog', { name: 'Solution steps' })).toBeVisible();
  await page.keyboard.press('Escape');
  await newGame(page);
  await expect(page.getByText('Medium puzzle', { exact: true })).toBeVisible({ timeout: 20_000 });

  expect(
    await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations),
  ).toEqual([]);
  expect(elsewhere).toEqual([]);
});

test('a move made just before the tab closes is there when it is opened again', async ({
  context,
}) => {
  const first = await context.newPage();
  await first.goto(`/?puzzle=${PUZZLES.easy}`);
  await expect(board(first)).toBeVisible();
  await cell(first, 1, 1).click();
  await first.keyboard.press('9');
  await cell(first, 1, 2).click();
  await first.keyboard.press('Shift+4');
  await first.close(); // at once: no idle moment for the save in between

  const again = await context.newPage();
  await again.goto('/');
  await expect(cell(again, 1, 1)).toHaveAccessibleName('Row 1, column 1, 9');
  await expect(cell(again, 1, 2)).toHaveAccessibleName('Row 1, column 2, empty, notes 4');
});

for (const failure of ['aborted', '404'] as const) {
  test(`a worker script that cannot load (${failure}): a first board and new games all the same`, async ({
    page,
  }) => {
    test.slow();
    await page.route(/engineWorker-.*\.js/, (route) =>
      failure === 'aborted' ? route.abort() : route.fulfill({ status: 404, body: 'Not found' }),
    );
    await page.goto('/');
    await expect(board(page)).toBeVisible();
    // A first visit: the first puzzle is made in the page instead, with a short notice.
    await expect(page.getByText(/Medium puzzle/)).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('status').filter({ hasText: 'background helper' })).toBeVisible();
    const names = await cellNames(page);
    expect(names.filter((n) => n.includes(', given ')).length).toBeGreaterThan(16);

    // The notice floats over the header (it never moves the board): put away, as a player does.
    await page
      .getByRole('status')
      .filter({ hasText: 'background helper' })
      .getByRole('button', { name: 'Dismiss' })
      .click();
    await newGame(page, { level: 'Hard' });
    await expect(page.getByText('Hard puzzle', { exact: true })).toBeVisible({ timeout: 20_000 });
    expect(await cellNames(page)).not.toEqual(names);
  });
}
