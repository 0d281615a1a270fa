import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { difficultyOf } from '../../src/engine';
import { useGame } from '../../src/store';
import { EASY, HIDDEN, ONE_LEFT, TWO_SOLUTIONS, digitsOf } from '../store/fixtures';
import { board, cell, padKey, renderGame, pressHint, findDialog, settle } from './render';

// The status line's live region (a dialog over the game may have its own).
const status = () => screen.getAllByRole('status')[0];
const button = (name: string) => screen.getByRole('button', { name });
const givenCount = () =>
  within(board())
    .getAllByRole('gridcell')
    .filter((c) => /, given \d$/.test(c.getAttribute('aria-label') ?? '')).length;

describe('number pad', () => {
  it('holds buttons named 1 to 9 that enter their digit', async () => {
    const { user } = renderGame(EASY);
    const pad = screen.getByRole('group', { name: 'Number pad' });
    expect(
      within(pad)
        .getAllByRole('button')
        .map((b) => b.textContent?.[0]),
    ).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9']);
    await user.click(cell(1, 2));
    await user.click(padKey(5));
    expect(cell(1, 2)).toHaveAccessibleName('Row 1, column 2, 5');
  });

  it('describes how many of each digit are missing', async () => {
    const { user } = renderGame(EASY);
    const eights = digitsOf(EASY).filter((d) => d === 8).length;
    expect(padKey(8)).toHaveAccessibleDescription(`${9 - eights} left`);
    await user.click(cell(1, 1));
    await user.click(padKey(8));
    expect(padKey(8)).toHaveAccessibleDescription(`${8 - eights} left`);
  });

  it('says a digit is complete', async () => {
    const { user } = renderGame(ONE_LEFT);
    expect(padKey(9)).toHaveAccessibleDescription('all placed');
    await user.click(padKey(8));
    expect(padKey(8)).toHaveAccessibleDescription('all placed');
  });
});

describe('actions', () => {
  it('Erase empties the selected cell', async () => {
    const { user } = renderGame(EASY);
    await user.click(cell(1, 1));
    await user.keyboard('3');
    await user.click(button('Erase'));
    expect(cell(1, 1)).toHaveAccessibleName('Row 1, column 1, empty');
  });

  it('Check announces how many digits are wrong and marks them', async () => {
    const { user } = renderGame(EASY);
    await user.click(cell(1, 1));
    await user.keyboard('3'); // wrong (9 belongs here) but breaks no rule
    expect(cell(1, 1)).not.toHaveAttribute('aria-invalid');
    await user.click(button('Check'));
    expect(status()).toHaveTextContent('1 digit is wrong.');
    expect(cell(1, 1)).toHaveAttribute('aria-invalid', 'true');
    await user.click(cell(1, 1));
    await user.keyboard('9');
    expect(cell(1, 1)).not.toHaveAttribute('aria-invalid');
    await user.click(button('Check'));
    expect(status()).toHaveTextContent('No mistakes so far, 46 cells to go.');
  });

  it('Hint leads to a single in three presses: where to look, why, then fills it', async () => {
    const { user } = renderGame(HIDDEN);
    await pressHint(user);
    expect(status()).toHaveTextContent('Look at box 6 (hidden single).');
    await pressHint(user);
    expect(status()).toHaveTextContent(
      'In box 6, 3 fits in only one cell: row 6, column 9. So row 6, column 9 is 3.',
    );
    await pressHint(user);
    expect(status()).toHaveTextContent('So row 6, column 9 is 3.');
    expect(cell(6, 9)).toHaveAccessibleName('Row 6, column 9, 3, hint');
    expect(cell(6, 9)).toHaveAttribute('aria-selected', 'true');
  });

  it('Hint points at a wrong digit without revealing it', async () => {
    const { user } = renderGame(EASY);
    await user.click(cell(1, 1));
    await user.keyboard('3');
    await user.click(cell(5, 5));
    await pressHint(user);
    expect(status()).toHaveTextContent('The 3 in row 1, column 1 is wrong.');
    expect(cell(1, 1)).toHaveAccessibleName('Row 1, column 1, 3');
    expect(cell(1, 1)).toHaveAttribute('aria-invalid', 'true');
    expect(cell(1, 1)).toHaveAttribute('aria-selected', 'true');
  });
});

describe('winning', () => {
  it('announces the win with the time and offers a new game', async () => {
    const { user } = renderGame(ONE_LEFT);
    await user.click(cell(5, 5));
    await user.keyboard('8');
    expect(status()).toHaveTextContent(/^Well done! Solved in 0:\d\d\.$/);
    await user.click(button('Play again'));
    // The next puzzle may come from the worker a moment later (a loaded machine).
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Play again' })).not.toBeInTheDocument(),
    );
    expect(givenCount()).toBeLessThan(81);
  });
});

describe('new game', () => {
  it('New game opens a dialog with "Kind" and "Difficulty"; the header names only the puzzle being played', async () => {
    const { user } = renderGame(EASY);
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument(); // nothing suggests the next game's level
    await user.click(button('New game'));
    const dialog = await findDialog('New game');
    expect(
      within(within(dialog).getByRole('combobox', { name: 'Difficulty' }))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Easy', 'Medium', 'Hard', 'Expert', 'Master']);
    expect(
      within(within(dialog).getByRole('combobox', { name: 'Kind' }))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Classic', 'Killer', 'Jigsaw', 'Sudoku X', '6×6']);
    expect(within(dialog).getByRole('button', { name: 'New game' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button('New game')).toHaveFocus();
  });

  it('starts a puzzle at the chosen level when nothing would be lost', async () => {
    const { user } = renderGame(EASY);
    await user.click(button('New game'));
    const dialog = await findDialog('New game');
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Difficulty' }),
      'Expert',
    );
    await user.click(within(dialog).getByRole('button', { name: 'New game' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(useGame.getState().level).toBe('expert'));
    expect(givenCount()).toBeGreaterThan(16);
    expect(difficultyOf(useGame.getState().givens)).toBe('expert');
    expect(screen.getByText('Expert puzzle')).toBeInTheDocument();
  });

  it('asks before replacing a game in progress', async () => {
    const { user } = renderGame(EASY);
    await user.click(cell(1, 1));
    await user.keyboard('9');
    await user.click(button('New game'));
    const dialog = await findDialog('Start a new game?');
    expect(dialog).toHaveAccessibleDescription(
      'A new game clears your digits and notes on this puzzle. To play this puzzle again from its givens, restart it instead.',
    );
    expect(within(dialog).getByRole('button', { name: 'Keep playing' })).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Keep playing' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(cell(1, 1)).toHaveAccessibleName('Row 1, column 1, 9');
    expect(button('New game')).toHaveFocus();

    await user.click(button('New game'));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(cell(1, 1)).toHaveAccessibleName('Row 1, column 1, 9');

    await user.click(button('New game'));
    await user.click(
      within(await findDialog('Start a new game?')).getByRole('button', { name: 'New game' }),
    );
    await settle();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(
      within(board())
        .getAllByRole('gridcell')
        .map((c) => c.getAttribute('aria-label')),
    ).not.toContain('Row 1, column 1, 9');
  });

  it('Restart this puzzle clears the digits and notes of the same game, and Undo brings them back', async () => {
    const { user } = renderGame(EASY);
    await user.click(cell(1, 1));
    await user.keyboard('9');
    await user.click(cell(1, 2));
    await user.keyboard('{Shift>}4{/Shift}');
    await user.click(button('New game'));
    await user.click(
      within(await findDialog('Start a new game?')).getByRole('button', {
        name: 'Restart this puzzle',
      }),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(cell(1, 1)).toHaveAccessibleName('Row 1, column 1, empty');
    expect(cell(1, 2)).toHaveAccessibleName('Row 1, column 2, empty');
    expect(cell(1, 3)).toHaveAccessibleName('Row 1, column 3, given 8'); // the same puzzle
    expect(screen.getByRole('status')).toHaveTextContent(
      'The puzzle is back at its start. Undo brings your digits back.',
    );
    await user.click(button('Undo'));
    expect(cell(1, 1)).toHaveAccessibleName('Row 1, column 1, 9');
    expect(cell(1, 2)).toHaveAccessibleName('Row 1, column 2, empty, notes 4');
  });

  it('keeps Tab inside the dialog and ignores game keys while it is open', async () => {
    const { user } = renderGame(EASY);
    await user.click(cell(1, 1));
    await user.keyboard('9');
    await user.click(button('New game'));
    const dialog = await findDialog('Start a new game?');
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Restart this puzzle' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'New game' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('combobox', { name: 'Kind' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('combobox', { name: 'Difficulty' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Keep playing' })).toHaveFocus();
    await user.keyboard('{Backspace}');
    await user.keyboard('{Escape}');
    expect(cell(1, 1)).toHaveAccessibleName('Row 1, column 1, 9');
  });
});

describe('puzzle link errors', () => {
  it('show an alert naming the problem, and the game stays', async () => {
    const { user } = renderGame(EASY);
    const { useGame } = await import('../../src/store');
    const { act } = await import('@testing-library/react');
    await act(async () => {
      await useGame.getState().loadPuzzle(TWO_SOLUTIONS);
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This puzzle has more than one solution.');
    expect(cell(1, 3)).toHaveAccessibleName('Row 1, column 3, given 8');
    await user.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
