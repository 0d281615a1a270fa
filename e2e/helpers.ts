import AxeBuilder from '@axe-core/playwright';
import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';

/*
 * Helpers for the game's e2e tests. Everything is found by role and
 * accessible name, the contract that screen readers rely on too.
 */

/** Fixed puzzles (from ../shared/puzzles) with their unique solutions. */
export const PUZZLES = {
  /** Falls to singles; row 1, column 1 is empty and must be 9 (3 is wrong there but breaks no rule). */
  easy: '..8.7.1..12..9..54.....3.2.6.4.1..8953.78..1...9.623...8..4.6.7..75.6...4..8....2',
  easySolution: '958274163123698754746153928674315289532789416819462375285941637397526841461837592',
  /** Exactly two solutions. */
  twoSolutions: '.5.274163123698754746153928674315289532789416.1.462375285941637397526841461837592',
  /** Malformed: 80 cells. */
  eightyCells: '..8.7.1..12..9..54.....3.2.6.4.1..8953.78..1...9.623...8..4.6.7..75.6...4..8....',
  /** The first step is a hidden single: 3 in box 6, at row 6, column 9. */
  hiddenSingle: '7.8...3.....6.1...5.........4.....263...8.......1...9..9.2....4....7.5...........',
  /**
   * No single and no locked candidates: the first step is a naked pair (4 and 5
   * in row 1, column 3 and row 3, column 1, box 1); once it is shown on the
   * notes, row 1, column 2 is a naked single (3). kaggle3m_rated, with its
   * first 16 logical placements given.
   */
  nakedPair: '8..16.7.92...48.6..6..79.8.98..1567..1679....7.3.869..6...34...3..651..714..27..6',
  /** A forum "hardest" puzzle (Master): no technique in the game applies at the start. */
  master: '........1..2..3.4..5.14........6.5....7..8.3.62......4..9.2...8.3.8...9..7...94..',
} as const;

/** Open the game, optionally on a puzzle link (`?puzzle=` with the text URL-encoded). */
export async function openGame(page: Page, puzzle?: string): Promise<void> {
  await page.goto(puzzle === undefined ? '/' : `/?puzzle=${encodeURIComponent(puzzle)}`);
  await expect(board(page)).toBeVisible();
  await keysReady(page);
}

/**
 * Wait until the game's keyboard listens (it loads just after the first
 * paint; keys pressed before are replayed, but a click on a button or a
 * navigation in between would come first), and until the page saves on
 * hide and close (a move made and then a navigation at once is kept).
 */
export async function keysReady(page: Page): Promise<void> {
  await expect(page.locator('html[data-keys="ready"]')).toHaveCount(1);
  // And the page saves when it is hidden or closed (both load just after the first paint).
  await expect(page.locator('html[data-saving="ready"]')).toHaveCount(1);
}

/** The board grid. */
export function board(page: Page): Locator {
  return page.getByRole('grid', { name: 'Sudoku board' });
}

/** The cell at 1-based row and column. */
export function cell(page: Page, row: number, col: number): Locator {
  return board(page).getByRole('gridcell', { name: new RegExp(`^Row ${row}, column ${col},`) });
}

/** The number pad's button for a digit. */
export function padKey(page: Page, digit: number): Locator {
  return page
    .getByRole('group', { name: 'Number pad' })
    .getByRole('button', { name: String(digit), exact: true });
}

/** A button outside the board, by exact name. */
export function button(page: Page, name: string): Locator {
  return page.getByRole('button', { name, exact: true });
}

/**
 * The next press of Hint: the Hint tool, or while a hint card is open (over
 * the tools) the card's button for that press ("Show me", "Apply", "Next
 * hint", or "Reveal a cell" when no technique applies).
 */
export function hintButton(page: Page): Locator {
  return button(page, 'Hint').or(
    page
      .getByRole('region', { name: 'Hint', exact: true })
      .getByRole('button', { name: /^(Show me|Apply|Next hint|Reveal a cell)$/ }),
  );
}

/** The live region for hint, check and win messages. */
export function status(page: Page): Locator {
  return page.getByRole('status');
}

/** The accessible names of all 81 cells, row-major. */
export async function cellNames(page: Page): Promise<string[]> {
  return board(page)
    .getByRole('gridcell')
    .evaluateAll((cells) => cells.map((c) => c.getAttribute('aria-label') ?? ''));
}

/**
 * The cells a hint marks, grouped by what their accessible name says
 * (", hint: look here" -> 'look here'), each as 'r4c7', row-major.
 */
export async function hintMarks(page: Page): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const name of await cellNames(page)) {
    const match = /^Row (\d), column (\d),.*, hint: (.+)$/.exec(name);
    if (match) (out[match[3]] ??= []).push(`r${match[1]}c${match[2]}`);
  }
  return out;
}

/** How many cells are givens. */
export async function givenCount(page: Page): Promise<number> {
  return (await cellNames(page)).filter((n) => /, given \d$/.test(n)).length;
}

/**
 * Fill every empty cell of `puzzle` with its `solution` digit using only the
 * keyboard: start in row 1, column 1 and walk the grid with the arrow keys.
 */
export async function fillByKeyboard(page: Page, puzzle: string, solution: string): Promise<void> {
  await cell(page, 1, 1).click();
  for (let r = 0; r < 9; r++) {
    for (let c = 0; c < 9; c++) {
      const i = r * 9 + c;
      if (puzzle[i] === '.') await page.keyboard.press(solution[i]);
      await page.keyboard.press('ArrowRight'); // wraps to column 1 after column 9
    }
    await page.keyboard.press('ArrowDown');
  }
}

/** The page neither scrolls nor overflows sideways. */
export async function expectNoScroll(page: Page): Promise<void> {
  const size = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    scrollHeight: document.documentElement.scrollHeight,
    width: window.innerWidth,
    height: window.innerHeight,
  }));
  expect(size.scrollWidth).toBeLessThanOrEqual(size.width);
  expect(size.scrollHeight).toBeLessThanOrEqual(size.height);
}

/** The "New game" dialog (named "Start a new game?" when it asks about work in progress). */
export function newGameDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: /^(New game|Start a new game\?)$/ });
}

/**
 * Start a new game as a player does: "New game", then in its dialog the
 * kind and level (labels, when given), then the dialog's "New game".
 */
export async function newGame(
  page: Page,
  { level, kind }: { level?: string; kind?: string } = {},
): Promise<void> {
  await button(page, 'New game').click();
  const dialog = newGameDialog(page);
  if (kind) await dialog.getByRole('combobox', { name: 'Kind' }).selectOption({ label: kind });
  if (level)
    await dialog.getByRole('combobox', { name: 'Difficulty' }).selectOption({ label: level });
  await dialog.getByRole('button', { name: 'New game', exact: true }).click();
  await expect(dialog).toBeHidden();
}

/**
 * Fill the rest of the site's storage with something else (so the game's
 * next write finds it full); resolves with a function that frees it again.
 */
export async function fillStorage(page: Page): Promise<() => Promise<void>> {
  const junk = await page.evaluate(() => {
    let n = 0;
    for (let size = 1 << 20; size >= 16; size >>= 1) {
      for (;;) {
        try {
          localStorage.setItem(`junk.${n++}`, 'x'.repeat(size));
        } catch {
          break;
        }
      }
    }
    return n;
  });
  return () =>
    page.evaluate((n) => {
      for (let i = 0; i < n; i++) localStorage.removeItem(`junk.${i}`);
    }, junk);
}

/** Hold back every request for a built chunk named `name` (assets/<name>-<hash>.js) until released. */
export async function holdChunk(page: Page, name: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(new RegExp(`/assets/${name}-[\\w-]+\\.js$`), async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** No WCAG 2.1 AA violation on the page as it is (each listed with how many elements break it). */
export async function expectAxeClean(page: Page): Promise<void> {
  const axe = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
}

/** Settings, then Learn: the Learn dialog. */
export async function openLearn(page: Page): Promise<Locator> {
  await button(page, 'Settings').click();
  await page
    .getByRole('dialog', { name: 'Settings' })
    .getByRole('button', { name: 'Learn' })
    .click();
  return page.getByRole('dialog', { name: 'Learn' });
}
