import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { createRandom, formatKindText, generateKindPuzzle } from '../src/engine';
import { board, cell, newGame, openGame } from './helpers';

/*
 * The other kinds of Sudoku (issue 18), played as a player plays them:
 * chosen with "Kind" beside "Difficulty", made in the worker, drawn with
 * their cages, regions or diagonals, named for a screen reader, played to
 * "Solved!" with the keyboard alone, and free of WCAG 2.1 AA violations.
 */

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

const KINDS = [
  { label: 'Killer', kind: 'killer', size: 9, name: /cage sum \d+/ },
  { label: 'Jigsaw', kind: 'jigsaw', size: 9, name: /region \d/ },
  { label: 'Sudoku X', kind: 'x', size: 9, name: /diagonal/ },
  { label: '6×6', kind: '6x6', size: 6, name: /^Row 6, column 6,/ },
] as const;

/** Choose a kind and level and start a new game of it; resolves once it is on the board. */
async function newGameOf(page: Page, label: string, level: string): Promise<void> {
  await newGame(page, { kind: label, level });
  await expect(page.locator('.subtitle')).toHaveText(`${label} · ${level}`);
}

/** The game on the board as the page saved it: its givens and solution (a digit string each). */
async function savedGame(page: Page, kind: string): Promise<{ givens: string; solution: string }> {
  return await expect
    .poll(
      () =>
        page.evaluate(() => {
          const text = localStorage.getItem('sudoku');
          const state = text
            ? (JSON.parse(text) as { state: Record<string, unknown> }).state
            : null;
          return state && { rules: state.rules, givens: state.givens, solution: state.solution };
        }),
      { timeout: 10_000 },
    )
    .toMatchObject({ rules: { kind } })
    .then(() =>
      page.evaluate(() => {
        const state = (
          JSON.parse(localStorage.getItem('sudoku')!) as { state: Record<string, string> }
        ).state;
        return { givens: state.givens, solution: state.solution };
      }),
    );
}

/** Fill every empty cell from row 1, column 1 with the arrow keys and digit keys alone. */
async function fillByKeys(page: Page, size: number, givens: string, solution: string) {
  await cell(page, 1, 1).click();
  for (let r = 0; r < size; r++) {
    for (let c = 0; c < size; c++) {
      const i = r * size + c;
      if (givens[i] === '0') await page.keyboard.press(solution[i]);
      await page.keyboard.press('ArrowRight'); // wraps within the row
    }
    await page.keyboard.press('ArrowDown');
  }
}

for (const { label, kind, size, name } of KINDS) {
  test(`${label}: made, drawn and named, played to "Solved!" by keyboard, axe-clean`, async ({
    page,
  }) => {
    test.slow(); // a generated puzzle in the worker, 36-81 key presses, two axe scans
    await openGame(page);
    await newGameOf(page, label, 'Easy');
    const cells = board(page).getByRole('gridcell');
    await expect(cells).toHaveCount(size * size);
    await expect(page.getByRole('group', { name: 'Number pad' }).getByRole('button')).toHaveCount(
      size,
    );
    // Each cell says what a screen-reader player needs of its kind.
    // (The words of a kind's places load with its first board: a frame or two.)
    await expect
      .poll(() => cells.evaluateAll((all) => all.map((c) => c.getAttribute('aria-label') ?? '')))
      .toContainEqual(expect.stringMatching(name));
    const axe = await new AxeBuilder({ page }).withTags([...WCAG_21_AA]).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);

    const { givens, solution } = await savedGame(page, kind);
    expect(givens).toHaveLength(size * size);
    await fillByKeys(page, size, givens, solution);
    const won = page.getByRole('dialog', { name: 'Solved!' });
    await expect(won).toBeVisible();
    await expect(won).toContainText('Easy');
  });
}

test('a Killer cage reads its size and sum on its first cell; a reload keeps the kind', async ({
  page,
}) => {
  test.slow();
  await openGame(page);
  await newGameOf(page, 'Killer', 'Hard');
  // From Hard on a Killer has no givens: the cages are the whole puzzle.
  const first = board(page).getByRole('gridcell').first();
  await expect(first).toHaveAccessibleName(/^Row 1, column 1, \d-cell cage, sum \d+, empty$/);
  const names = await board(page)
    .getByRole('gridcell')
    .evaluateAll((all) => all.map((c) => c.getAttribute('aria-label') ?? ''));
  expect(names.filter((n) => /, given \d$/.test(n))).toEqual([]);
  await page.reload();
  await expect(page.locator('.subtitle')).toHaveText('Killer · Hard');
  await expect(board(page).getByRole('gridcell').first()).toHaveAccessibleName(names[0]);
});

for (const theme of ['light', 'dark'] as const) {
  for (const width of [360, 1280]) {
    test(`screenshots of every kind, ${theme}, ${width} px`, async ({ page }) => {
      test.slow();
      await page.setViewportSize({ width, height: width === 360 ? 740 : 800 });
      await page.emulateMedia({ colorScheme: theme });
      await openGame(page);
      for (const { label, kind } of KINDS) {
        await newGameOf(page, label, 'Easy');
        // A few notes, so the cage sums and notes are seen together.
        await page.getByRole('button', { name: 'Fill notes' }).click();
        await page.screenshot({ path: `test-results/kinds-${kind}-${theme}-${width}.png` });
      }
    });
  }
}

test.describe('kind texts', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('a Killer from a ?puzzle= link opens with its cages; Share gives its text back; a pasted bad text is refused', async ({
    page,
  }) => {
    test.slow();
    const puzzle = generateKindPuzzle('killer', 'easy', createRandom(21));
    const text = formatKindText({ kind: 'killer', rules: puzzle.rules, givens: puzzle.puzzle });
    await openGame(page, text);
    const first = board(page).getByRole('gridcell').first();
    await expect(first).toHaveAccessibleName(/^Row 1, column 1, \d-cell cage, sum \d+, /);
    await expect(page.locator('.subtitle')).toHaveText(/^Killer · (Easy|Medium|Hard|Expert)$/);

    await page.getByRole('button', { name: 'Share', exact: true }).click();
    const share = page.getByRole('dialog', { name: 'Share' });
    await expect(share.getByRole('textbox', { name: 'Puzzle text' })).toHaveValue(text);
    await expect(share.getByRole('textbox', { name: 'Link' })).toHaveValue(
      new RegExp(`\\?puzzle=${encodeURIComponent(text).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
    );
    await page.keyboard.press('Escape');

    // A cage sum that no digits can make: refused, naming the cage; the game is untouched.
    const empty = puzzle.puzzle.indexOf(0);
    const target = cell(page, Math.floor(empty / 9) + 1, (empty % 9) + 1);
    await target.click();
    await page.keyboard.press(String(puzzle.solution[empty]));
    const [, cells, cages, sums] = text.split(':');
    const bad = `K:${cells}:${cages}:${['99', ...sums.split(',').slice(1)].join(',')}`;
    await page.evaluate((t) => navigator.clipboard.writeText(t), bad);
    await page.keyboard.press('ControlOrMeta+V');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('no different digits add up to 99');
    await expect(alert).toContainText('Your game is unchanged.');
    await expect(target).toHaveAccessibleName(new RegExp(`, ${puzzle.solution[empty]}$`));
  });

  test('a Jigsaw shared with progress opens on another device with the digits and notes', async ({
    page,
    browser,
  }) => {
    test.slow();
    const puzzle = generateKindPuzzle('jigsaw', 'easy', createRandom(33));
    const text = formatKindText({ kind: 'jigsaw', rules: puzzle.rules, givens: puzzle.puzzle });
    await openGame(page, text);
    const empty = puzzle.puzzle.indexOf(0);
    const next = puzzle.puzzle.indexOf(0, empty + 1);
    const at = (i: number) => cell(page, Math.floor(i / 9) + 1, (i % 9) + 1);
    await at(empty).click();
    await page.keyboard.press(String(puzzle.solution[empty]));
    await at(next).click();
    await page.keyboard.press('n'); // notes on
    await page.keyboard.press('2');
    await page.keyboard.press('7');

    await page.getByRole('button', { name: 'Share', exact: true }).click();
    const share = page.getByRole('dialog', { name: 'Share' });
    const link = share.getByRole('textbox', { name: 'Link' });
    const plain = await link.inputValue();
    await share.getByRole('checkbox', { name: 'Include my progress' }).check();
    await expect(link).toHaveValue(/\?puzzle=J%3A[^&]+&p=[A-Za-z0-9_-]+$/);
    const withProgress = await link.inputValue();
    expect(withProgress.startsWith(plain)).toBe(true);

    // Another device: a fresh context with no save.
    const other = await (await browser.newContext()).newPage();
    await other.goto(withProgress);
    const there = (i: number) => cell(other, Math.floor(i / 9) + 1, (i % 9) + 1);
    await expect(other.locator('.subtitle')).toHaveText(/^Jigsaw · /);
    await expect(there(empty)).toHaveAccessibleName(new RegExp(`, ${puzzle.solution[empty]}$`));
    await expect(there(next)).toHaveAccessibleName(/, notes 2 7$/);
    await expect(other).toHaveURL(/\/(\?)?$/); // the link leaves the address once opened

    // A damaged progress code: refused with a message; that device's game stays.
    await other.goto(withProgress.replace(/&p=.*$/, '&p=AAAA'));
    await expect(other.getByRole('alert')).toContainText('The link is damaged or incomplete');
    await expect(there(empty)).toHaveAccessibleName(new RegExp(`, ${puzzle.solution[empty]}$`));
  });
});
