import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import {
  PUZZLES,
  board,
  button,
  cellNames,
  newGame,
  newGameDialog,
  openGame,
  status,
} from './helpers';

/*
 * New games come from a Web Worker that keeps one puzzle per level ready.
 * The page's Worker is wrapped (before the app loads) so the test can see
 * which levels the worker has delivered, and hold its answers back to see
 * what the page does meanwhile (it starts a puzzle shipped with the page).
 */

declare global {
  interface Window {
    __delivered: string[]; // levels the worker has answered with, in order
    __hold: boolean; // while true, the worker's answers wait in __held
    __held: (() => void)[];
  }
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    window.__delivered = [];
    window.__hold = false;
    window.__held = [];
    const Native = window.Worker;
    class Watched extends Native {
      private levels = new Map<number, string>(); // task id -> level, for 'generate' tasks
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      override postMessage(message: any, options?: any): void {
        const { id, task } = message as { id: number; task: { kind: string; difficulty?: string } };
        if (task?.kind === 'generate') this.levels.set(id, task.difficulty!);
        super.postMessage(message, options);
      }
      constructor(url: string | URL, options?: WorkerOptions) {
        super(url, options);
        this.addEventListener('message', (event: MessageEvent<{ id: number }>) => {
          const level = this.levels.get(event.data.id);
          if (level && !window.__hold) window.__delivered.push(level);
        });
      }
      override set onmessage(handler: ((event: MessageEvent) => void) | null) {
        super.onmessage = (event: MessageEvent) => {
          if (!handler) return;
          if (window.__hold && this.levels.has(event.data.id))
            window.__held.push(() => handler.call(this, event));
          else handler.call(this, event);
        };
      }
      override get onmessage() {
        return super.onmessage;
      }
    }
    window.Worker = Watched;
  });
});

/** Wait until the worker has delivered a puzzle of `level` (lower case). */
async function waitReady(page: Page, level: string): Promise<void> {
  await expect
    .poll(() => page.evaluate((l) => window.__delivered.includes(l), level), { timeout: 20_000 })
    .toBe(true);
}

test('New game at each level starts a prepared puzzle of that level at once', async ({ page }) => {
  test.slow(); // the worker prepares a Master puzzle in the background
  await openGame(page, PUZZLES.easy);
  for (const level of ['Easy', 'Medium', 'Hard', 'Expert', 'Master']) {
    await button(page, 'New game').click();
    const dialog = newGameDialog(page);
    await dialog.getByRole('combobox', { name: 'Difficulty' }).selectOption({ label: level });
    await waitReady(page, level.toLowerCase());
    const before = await cellNames(page);
    // How fast this is, is measured by `npm run bench:ui`; here, what the player sees.
    await dialog.getByRole('button', { name: 'New game' }).click();
    await expect.poll(() => cellNames(page)).not.toEqual(before);
    await expect(page.getByText(`${level} puzzle`, { exact: true })).toBeVisible();
    await expect(status(page)).toBeEmpty(); // no "Preparing" on the way
  }
});

test('with nothing ready in the worker, New game starts a puzzle shipped with the page at once; the board stays put', async ({
  page,
}) => {
  await openGame(page, PUZZLES.easy);
  await waitReady(page, 'medium'); // the level the page prepared on load
  const names = await cellNames(page);
  const box = await board(page).boundingBox();
  await page.evaluate(() => {
    window.__hold = true; // the worker's Master puzzle is held back
  });
  await newGame(page, { level: 'Master' });

  // No waiting: a Master puzzle at once, with no "Preparing" and no jump.
  await expect(page.getByText('Master puzzle', { exact: true })).toBeVisible();
  await expect(status(page)).toBeEmpty();
  expect(await cellNames(page)).not.toEqual(names);
  expect(await board(page).boundingBox()).toEqual(box);

  // The worker's puzzle, once it arrives, is the next New game's.
  await expect.poll(() => page.evaluate(() => window.__held.length), { timeout: 20_000 }).toBe(1);
  await page.evaluate(() => {
    window.__hold = false;
    for (const deliver of window.__held.splice(0)) deliver();
  });
  const shipped = await cellNames(page);
  await newGame(page);
  await expect(page.getByText('Master puzzle', { exact: true })).toBeVisible();
  await expect.poll(() => cellNames(page)).not.toEqual(shipped);
});
