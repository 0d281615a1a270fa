import { describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { emptyStats, engineIdle, useGame } from '../../src/store';
import { watchMastery } from '../../src/store/mastery';
import { EASY, EASY_SOLUTION, HIDDEN, ONE_LEFT } from '../store/fixtures';
import { cell, renderGame, pressHint } from './render';

/* The win, statistics and settings dialogs. */

const button = (name: string) => screen.getByRole('button', { name });
/** A dialog by name, once loaded (the dialogs load lazily). */
const dialog = (name: string) => screen.findByRole('dialog', { name });

/** The figure in the statistics table for row `row` and column `level`. */
async function figure(row: string, level: string, kind = 'Classic'): Promise<string> {
  const table = within(await dialog('Statistics')).getByRole('table', {
    name: `Your ${kind} games at each difficulty`,
  });
  const levels = within(table)
    .getAllByRole('columnheader')
    .map((h) => h.textContent);
  const tr = within(table).getByRole('rowheader', { name: row }).closest('tr')!;
  return within(tr).getAllByRole('cell')[levels.indexOf(level)].textContent ?? '';
}

/** The win dialog's figures, term to value, read by role. */
function summary(won: HTMLElement): Record<string, string> {
  const terms = within(won).getAllByRole('term');
  const values = within(won).getAllByRole('definition');
  return Object.fromEntries(terms.map((term, i) => [term.textContent, values[i].textContent]));
}

describe('the win dialog', () => {
  it('says "Solved!" with the time, difficulty, hints used and mistakes', async () => {
    const { user } = renderGame(ONE_LEFT);
    await user.click(cell(5, 5));
    await user.keyboard('3'); // wrong
    await user.click(button('Check'));
    await pressHint(user); // points at the wrong digit
    await user.keyboard('8');
    const won = await dialog('Solved!');
    expect(summary(won)).toEqual({
      Time: expect.stringMatching(/^0:\d\d$/),
      Difficulty: 'Easy', // a linked puzzle is graded too: one cell left is a full house
      'Hints used': '1',
      Mistakes: '1',
    });
    expect(within(won).getByRole('button', { name: 'New game' })).toHaveFocus();
  });

  it('New game starts another puzzle', async () => {
    const { user } = renderGame(ONE_LEFT);
    await user.click(cell(5, 5));
    await user.keyboard('8');
    await user.click(within(await dialog('Solved!')).getByRole('button', { name: 'New game' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    // The next puzzle may come from the worker a moment later (a loaded machine).
    expect(
      (await screen.findAllByRole('gridcell', { name: /, empty$/ }, { timeout: 5_000 })).length,
    ).toBeGreaterThan(20);
  });

  it('Close keeps the solved board and gives focus back', async () => {
    const { user } = renderGame(ONE_LEFT);
    await user.click(cell(5, 5));
    await user.keyboard('8');
    await user.click(within(await dialog('Solved!')).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(cell(5, 5)).toHaveAccessibleName('Row 5, column 5, 8');
    expect(cell(5, 5)).toHaveFocus(); // focus went back where it was
  });
});

describe('the statistics dialog', () => {
  it('shows the win in its level’s column', async () => {
    const { user } = renderGame(EASY); // falls to singles: an Easy puzzle
    await user.click(cell(1, 1));
    for (let i = 0; i < 81; i++) {
      if (EASY[i] === '.') {
        await user.click(cell(Math.floor(i / 9) + 1, (i % 9) + 1));
        await user.keyboard(EASY_SOLUTION[i]);
      }
    }
    await user.keyboard('{Escape}');
    await user.click(button('Statistics'));
    expect(await figure('Games won', 'Easy')).toBe('1');
    expect(await figure('Games played', 'Easy')).toBe('1');
    expect(await figure('Current streak', 'Easy')).toBe('1');
    expect(await figure('Best streak', 'Easy')).toBe('1');
    expect(await figure('Best time', 'Easy')).toMatch(/^\d:\d\d$/);
    expect(await figure('Games won', 'Expert')).toBe('0');
    expect(await figure('Win rate', 'Expert')).toBe('–none');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button('Statistics')).toHaveFocus();
  });
});

describe('statistics per kind', () => {
  it('Kind shows each kind’s own table, with the levels that kind offers', async () => {
    const { user } = renderGame(EASY);
    const killer = {
      ...emptyStats(),
      hard: { ...emptyStats().hard, played: 3, won: 2, currentStreak: 1, bestStreak: 2 },
    };
    act(() => useGame.setState({ kindStats: { killer } }));
    await user.click(button('Statistics'));
    const stats = await dialog('Statistics');
    const kind = within(stats).getByRole('combobox', { name: 'Kind' });
    expect(kind).toHaveValue('classic'); // the kind on the board first
    expect(await figure('Games won', 'Hard')).toBe('0');
    await user.selectOptions(kind, 'Killer');
    expect(await figure('Games won', 'Hard', 'Killer')).toBe('2');
    expect(await figure('Games played', 'Hard', 'Killer')).toBe('3');
    const table = within(stats).getByRole('table', {
      name: 'Your Killer games at each difficulty',
    });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Easy', 'Medium', 'Hard', 'Expert']);
    await user.selectOptions(kind, '6×6');
    const six = within(stats).getByRole('table', { name: 'Your 6×6 games at each difficulty' });
    expect(
      within(six)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Easy', 'Medium']);
    expect(await figure('Games played', 'Medium', '6×6')).toBe('0');
  });
});

describe('the settings dialog', () => {
  it('applies each setting at once', async () => {
    const { user } = renderGame(EASY);
    await user.click(button('Settings'));
    const settings = await dialog('Settings');
    const mistakes = within(settings).getByRole('radiogroup', { name: 'Mistakes' });
    expect(within(mistakes).getByRole('radio', { name: 'Show on check' })).toBeChecked();

    await user.click(within(mistakes).getByRole('radio', { name: 'Show immediately' }));
    await user.click(within(settings).getByRole('checkbox', { name: 'Show timer' }));
    await user.click(within(settings).getByRole('checkbox', { name: 'Automatic note cleanup' }));
    await user.click(within(settings).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('timer')).toBeNull();

    await user.click(button('Fill notes'));
    await user.click(cell(1, 1));
    await user.keyboard('3'); // wrong: marked at once
    expect(screen.getByRole('status')).toHaveTextContent('Wrong digit in row 1, column 1.');
    expect(cell(1, 1)).toHaveAttribute('aria-invalid', 'true');
    expect(cell(1, 2)).toHaveAccessibleName('Row 1, column 2, empty, notes 4 5 6 9'); // no cleanup

    await user.click(button('Settings'));
    expect(
      within(await dialog('Settings')).getByRole('checkbox', { name: 'Show timer' }),
    ).not.toBeChecked();
    await user.click(
      within(await dialog('Settings')).getByRole('checkbox', { name: 'Show timer' }),
    );
    await user.keyboard('{Escape}');
    expect(screen.getByRole('timer', { name: 'Time played' })).toBeInTheDocument();
  });

  it('keeps Tab inside the dialog', async () => {
    const { user } = renderGame(EASY);
    await user.click(button('Settings'));
    const settings = await dialog('Settings');
    const close = within(settings).getByRole('button', { name: 'Close' });
    expect(close).toHaveFocus();
    await user.tab();
    expect(within(settings).getByRole('combobox', { name: 'Language' })).toHaveFocus();
    const last = within(settings).getByRole('button', { name: 'About' }); // the last control
    last.focus();
    await user.tab(); // past the last control: back to the first
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(last).toHaveFocus();
  });
});

describe('what the player has mastered', () => {
  it('lists each technique met, with the steps made by hand and those from hints', async () => {
    const stop = watchMastery(useGame);
    try {
      const { user } = renderGame(HIDDEN);
      await user.click(button('Statistics'));
      const empty = await dialog('Statistics');
      expect(within(empty).getByRole('heading', { name: 'Techniques' })).toBeVisible();
      expect(
        within(empty).getByText(/counted here under its technique/, { exact: false }),
      ).toBeVisible();
      await user.keyboard('{Escape}');
      await user.click(cell(6, 9));
      await user.keyboard('3'); // the first hidden single, found by the player
      await engineIdle(); // worked out by the engine; Statistics counts it in as it opens
      await user.click(button('Statistics'));
      const table = await within(await dialog('Statistics')).findByRole('table', {
        name: 'Steps of each technique in your games',
      });
      const row = within(table).getByRole('rowheader', { name: 'Hidden single' }).closest('tr')!;
      expect(
        within(row)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ).toEqual(['1', '0']);
      expect(
        within(table)
          .getAllByRole('columnheader')
          .map((h) => h.textContent),
      ).toEqual(['By you', 'From hints']);
    } finally {
      stop();
    }
  });

  it('"Practise my weakest" opens practice of the technique taken most from hints', async () => {
    const { user } = renderGame(EASY);
    await user.click(button('Statistics'));
    // No hint taken yet: nothing to call weakest.
    expect(
      within(await dialog('Statistics')).queryByRole('button', { name: 'Practise my weakest' }),
    ).toBeNull();
    await user.keyboard('{Escape}');
    act(() =>
      useGame.setState({
        mastery: {
          'hidden-single': { own: 12, hinted: 2 },
          'x-wing': { own: 0, hinted: 2 },
          pointing: { own: 3, hinted: 1 },
        },
      }),
    );
    await user.click(button('Statistics'));
    await user.click(
      within(await dialog('Statistics')).getByRole('button', { name: 'Practise my weakest' }),
    );
    const learn = await dialog('Learn');
    expect(within(learn).getByRole('heading', { level: 3 })).toHaveTextContent('Practise: X-Wing');
  });
});
