import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import { decodeShare } from '../../src/engine';
import { PrintSheet } from '../../src/components/PrintSheet';
import { engineIdle, todayKey, useGame } from '../../src/store';
import { EASY, ONE_LEFT, digitsOf } from '../store/fixtures';
import { cell, findDialog, renderGame } from './render';

/* Sharing (the Share dialog, the result from the win dialog), the daily calendar and statistics, and the print sheet. */

const button = (name: string) => screen.getByRole('button', { name });

// user-event stands in for the clipboard (set up with each render): what was copied is read back from it.
const clipboard = () => navigator.clipboard.readText();

afterEach(() => {
  vi.useRealTimers();
});

/** The share code in a link. */
const codeOf = (link: string) => new URL(link).searchParams.get('p')!;

describe('the Share dialog', () => {
  it("gives a link to the puzzle, with the player's digits and notes when asked", async () => {
    const { user } = renderGame(EASY);
    await user.click(cell(1, 1));
    await user.keyboard('9');
    await user.click(cell(1, 2));
    await user.keyboard('{Shift>}5{/Shift}');
    await user.click(button('Share'));
    const dialog = await findDialog('Share this puzzle');
    const field = within(dialog).getByRole('textbox', { name: 'Link' });
    expect(field).toHaveAttribute('readonly');
    expect(within(dialog).getByRole('button', { name: 'Copy link' })).toHaveFocus();
    const plain = decodeShare(codeOf((field as HTMLInputElement).value));
    expect(plain).toEqual({ ok: true, value: { givens: digitsOf(EASY), progress: null } });

    await user.click(within(dialog).getByRole('checkbox', { name: 'Include my progress' }));
    const withProgress = decodeShare(codeOf((field as HTMLInputElement).value));
    expect(withProgress.ok && withProgress.value.progress?.digits[0]).toBe(9);
    expect(withProgress.ok && withProgress.value.progress?.notes[1]).toBe(1 << 4);

    await user.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    expect(await clipboard()).toBe((field as HTMLInputElement).value);
    expect(within(dialog).getByText('Link copied to the clipboard.')).toBeVisible();
    // No system share sheet in this browser: no button for it.
    expect(within(dialog).queryByRole('button', { name: 'Share via…' })).toBeNull();
  });

  it('gives the puzzle as text too, which Enter a puzzle reads back as the same puzzle', async () => {
    const { user } = renderGame(EASY);
    await user.click(cell(1, 1));
    await user.keyboard('9'); // the player's digits are not part of the puzzle's text
    await user.click(button('Share'));
    const dialog = await findDialog('Share this puzzle');
    const text = within(dialog).getByRole('textbox', { name: 'Puzzle text' });
    expect(text).toHaveAttribute('readonly');
    expect((text as HTMLInputElement).value).toBe(EASY);
    await user.click(within(dialog).getByRole('button', { name: 'Copy text' }));
    expect(await clipboard()).toBe(EASY);
    expect(within(dialog).getByText('Puzzle text copied to the clipboard.')).toBeVisible();
    // Pasted back (Ctrl+V anywhere), it opens in entry mode as this very puzzle.
    await user.keyboard('{Escape}');
    const pasted = await clipboard();
    act(() => useGame.getState().pastePuzzle(pasted));
    expect(useGame.getState().entry?.cells).toEqual(digitsOf(EASY));
  });
});

describe('a pasted share link', () => {
  it('that was damaged gets the damaged-link message, and the game is untouched', async () => {
    const { user } = renderGame(EASY);
    await user.click(button('Share'));
    const dialog = await findDialog('Share this puzzle');
    const link = (within(dialog).getByRole('textbox', { name: 'Link' }) as HTMLInputElement).value;
    await user.keyboard('{Escape}');
    // One character of the code changed, as a mangled paste does.
    const code = codeOf(link);
    const damaged = link.replace(
      code,
      code.slice(0, 8) + (code[8] === 'A' ? 'B' : 'A') + code.slice(9),
    );
    expect(decodeShare(codeOf(damaged)).ok).toBe(false);
    for (const pasted of [damaged, `  "${damaged}"  `]) {
      act(() => useGame.getState().pastePuzzle(pasted));
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(
        "This text isn't a puzzle. The link is damaged or incomplete; ask for it again. Your game is unchanged.",
      );
      await user.click(within(alert).getByRole('button', { name: 'Dismiss' }));
      expect(screen.queryByRole('alert')).toBeNull();
      expect(useGame.getState().entry).toBeNull();
      expect(useGame.getState().givens).toEqual(digitsOf(EASY));
    }
  });
});

describe('Share result', () => {
  it('copies the level, time, hints and mistakes, and no digit of the puzzle', async () => {
    const { user } = renderGame(ONE_LEFT);
    await user.click(cell(5, 5));
    await user.keyboard('8');
    const won = await findDialog('Solved!');
    await user.click(within(won).getByRole('button', { name: 'Share result' }));
    expect(await clipboard()).toMatch(
      /^Sudoku · (Easy|Shared puzzle)\nTime 0:\d\d · Hints 0 · Mistakes 0\nhttp:\/\/localhost(:\d+)?\/$/,
    );
    expect(within(won).getByText('Result copied to the clipboard.')).toBeVisible();
  });
});

describe('the daily calendar and statistics', () => {
  it('lists 60 days, today last, marking the solved ones, and opens any', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 23, 12));
    const { user } = renderGame(EASY);
    act(() =>
      useGame.setState({
        dailyResults: {
          '2026-11-22': { timeMs: 754_000, hints: 1, mistakes: 0, onTime: true },
          '2026-11-21': { timeMs: 600_000, hints: 0, mistakes: 0, onTime: false },
        },
        dialog: 'daily',
      }),
    );
    const daily = await findDialog('Daily puzzles');
    const days = within(
      within(daily).getByRole('group', { name: 'The last 60 days' }),
    ).getAllByRole('button');
    expect(days).toHaveLength(60);
    expect(days[59]).toHaveAccessibleName('Monday, November 23, 2026, Easy');
    expect(days[59]).toHaveAttribute('aria-current', 'date');
    expect(days[58]).toHaveAccessibleName('Sunday, November 22, 2026, Master, solved in 12:34');
    expect(days[57]).toHaveAccessibleName(
      'Saturday, November 21, 2026, Expert, solved later in 10:00',
    );
    await user.click(days[58]);
    await vi.waitFor(() => expect(useGame.getState().daily).toBe('2026-11-22'), {
      timeout: 10_000,
    });
    expect(useGame.getState().level).toBe('master');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the streak of days solved on their day and the best time per weekday', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 23, 12));
    const { user } = renderGame(EASY);
    act(() =>
      useGame.setState({
        dailyResults: {
          '2026-11-22': { timeMs: 754_000, hints: 1, mistakes: 0, onTime: true },
          '2026-11-21': { timeMs: 600_000, hints: 0, mistakes: 0, onTime: true },
          '2026-11-16': { timeMs: 61_000, hints: 0, mistakes: 0, onTime: true },
        },
      }),
    );
    expect(todayKey()).toBe('2026-11-23');
    await user.click(button('Statistics'));
    const stats = await findDialog('Statistics');
    const daily = within(stats).getByRole('region', { name: 'Daily puzzles' });
    const terms = within(daily).getAllByRole('term');
    expect(terms.slice(0, 3).map((f) => `${f.textContent}: ${f.nextSibling?.textContent}`)).toEqual(
      ['Solved: 3', 'Days in a row: 2', 'Most days in a row: 2'],
    );
    const table = within(daily).getByRole('table', { name: 'Best time by weekday' });
    const times = within(table)
      .getAllByRole('row')
      .map((row) => {
        const day = within(row).getByRole('rowheader');
        const time = within(row).getByRole('cell');
        return `${day.textContent} ${time.textContent}`;
      });
    expect(times).toEqual([
      'Mon 1:01',
      'Tue –none',
      'Wed –none',
      'Thu –none',
      'Fri –none',
      'Sat 10:00',
      'Sun 12:34',
    ]);
    await user.click(within(daily).getByRole('button', { name: 'Past puzzles' }));
    expect(await findDialog('Daily puzzles')).toBeVisible();
  });
});

describe('the print sheet', () => {
  it("shows the givens with the level, date and link; the player's digits by setting", () => {
    renderGame(EASY);
    act(() => {
      useGame.getState().select(0);
      useGame.getState().enter(9);
    });
    const { container } = render(<PrintSheet />);
    const sheet = within(container);
    expect(sheet.getByRole('heading')).toHaveTextContent(/^Sudoku · (Easy|Shared puzzle)$/);
    const cells = sheet.getAllByRole('cell').map((td) => td.textContent || '.');
    expect(cells.join('')).toBe(EASY);
    expect(container.querySelector('.print-link')?.textContent).toMatch(
      /^localhost(:\d+)?\/\?p=[A-Za-z0-9_-]+$/,
    );
    act(() => useGame.getState().updateSettings({ printDigits: true }));
    expect(sheet.getAllByRole('cell')[0]).toHaveTextContent('9');
  });

  it("prints the player's colours only when asked to", async () => {
    renderGame(EASY);
    await act(async () => {
      await engineIdle();
      const game = useGame.getState();
      game.toggleMarkMode('colour');
      game.select(0);
      game.extendSelection(2, 'add'); // a given, coloured too
      game.enter(3);
    });
    const { container } = render(<PrintSheet />);
    const printed = () =>
      within(container)
        .getAllByRole('cell')
        .filter((td) => td.className.includes('cell-colour-3'));
    expect(printed()).toHaveLength(0);
    act(() => useGame.getState().updateSettings({ printColours: true }));
    expect(printed()).toHaveLength(2);
    expect(within(container).getAllByRole('cell')[2]).toHaveClass('cell-colour-3');
  });
});
