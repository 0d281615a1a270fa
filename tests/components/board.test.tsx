import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { EASY } from '../store/fixtures';
import { board, cell, renderGame } from './render';

describe('the board', () => {
  it('is a grid of 9 rows of 9 named cells', () => {
    renderGame(EASY);
    const rows = within(board()).getAllByRole('row');
    expect(rows).toHaveLength(9);
    for (const row of rows) expect(within(row).getAllByRole('gridcell')).toHaveLength(9);
    expect(cell(1, 1)).toHaveAccessibleName('Row 1, column 1, empty');
    expect(cell(1, 3)).toHaveAccessibleName('Row 1, column 3, given 8');
    expect(cell(9, 9)).toHaveAccessibleName('Row 9, column 9, given 2');
  });

  it('has one tab stop: the selected cell', () => {
    renderGame(EASY);
    const cells = within(board()).getAllByRole('gridcell');
    const tabbable = cells.filter((c) => c.tabIndex === 0);
    expect(tabbable).toEqual([cell(1, 1)]);
    expect(cell(1, 1)).toHaveAttribute('aria-selected', 'true');
  });

  it('selects and focuses a clicked cell, and types digits into it', async () => {
    const { user } = renderGame(EASY);
    await user.click(cell(2, 3));
    expect(cell(2, 3)).toHaveFocus();
    expect(cell(2, 3)).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('6');
    expect(cell(2, 3)).toHaveAccessibleName('Row 2, column 3, 6');
  });

  it('moves focus with the arrow keys, wrapping at the edges', async () => {
    const { user } = renderGame(EASY);
    await user.click(cell(1, 1));
    await user.keyboard('{ArrowRight}{ArrowDown}');
    expect(cell(2, 2)).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(cell(9, 2)).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(cell(9, 9)).toHaveFocus();
    expect(cell(9, 9).tabIndex).toBe(0);
    expect(cell(1, 1).tabIndex).toBe(-1);
    await user.keyboard('{Home}');
    expect(cell(9, 1)).toHaveFocus();
    await user.keyboard('{Control>}{End}{/Control}');
    expect(cell(9, 9)).toHaveFocus();
  });

  it('erases with Backspace, Delete and 0', async () => {
    const { user } = renderGame(EASY);
    await user.click(cell(1, 1));
    for (const key of ['{Backspace}', '{Delete}', '0']) {
      await user.keyboard('4');
      expect(cell(1, 1)).toHaveAccessibleName('Row 1, column 1, 4');
      await user.keyboard(key);
      expect(cell(1, 1)).toHaveAccessibleName('Row 1, column 1, empty');
    }
  });

  it('keeps givens locked', async () => {
    const { user } = renderGame(EASY);
    await user.click(cell(1, 3));
    await user.keyboard('5{Backspace}');
    expect(cell(1, 3)).toHaveAccessibleName('Row 1, column 3, given 8');
    expect(cell(1, 3)).toHaveAttribute('aria-readonly', 'true');
  });

  it('marks a conflict at once on both cells', async () => {
    const { user } = renderGame(EASY);
    await user.click(cell(1, 1));
    await user.keyboard('8');
    expect(cell(1, 1)).toHaveAttribute('aria-invalid', 'true');
    expect(cell(1, 3)).toHaveAttribute('aria-invalid', 'true');
    await user.keyboard('9');
    expect(cell(1, 1)).not.toHaveAttribute('aria-invalid');
    expect(cell(1, 3)).not.toHaveAttribute('aria-invalid');
  });

  it('leaves typing alone in the difficulty select', async () => {
    const { user } = renderGame(EASY);
    await user.click(cell(1, 1));
    await user.click(screen.getByRole('button', { name: 'New game' }));
    (await screen.findByRole('combobox', { name: 'Difficulty' })).focus();
    await user.keyboard('5');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(cell(1, 1)).toHaveAccessibleName('Row 1, column 1, empty');
  });
});

describe('keys after a click elsewhere', () => {
  it('still move the selection and enter digits when a pad button has focus', async () => {
    const { user } = renderGame(EASY);
    await user.click(cell(1, 1));
    await user.click(screen.getByRole('button', { name: 'Erase' }));
    await user.keyboard('{ArrowDown}7');
    expect(cell(2, 1)).toHaveAccessibleName('Row 2, column 1, given 1');
    await user.keyboard('{ArrowRight}{ArrowRight}6');
    expect(cell(2, 3)).toHaveAccessibleName('Row 2, column 3, 6');
  });
});
