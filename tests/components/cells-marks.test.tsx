import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { board, cell, padKey, renderGame, settle } from './render';

/*
 * Several cells, corner marks and colours as a player meets them (issue 20
 * items 2-4): Shift+click and Ctrl/Cmd+click select, the board says how
 * many cells are selected, Corner and Colours switch the pad, and each
 * cell's name says its corner marks and colour. (A drag is played in
 * e2e/marks.spec.ts, in a real browser.) In EASY, row 1 is
 * ". . 8 . 7 . 1 . .".
 */

afterEach(cleanup);

const tool = (name: string) =>
  within(screen.getByRole('group', { name: 'Tools' })).getByRole('button', { name });

describe('several cells', () => {
  it('Shift+click and Ctrl+click add cells, each shown selected, and the count is said', async () => {
    const { user } = renderGame(
      '..8.7.1..12..9..54.....3.2.6.4.1..8953.78..1...9.623...8..4.6.7..75.6...4..8....2',
    );
    await settle();
    expect(board()).toHaveAttribute('aria-multiselectable', 'true');
    await user.click(cell(1, 1));
    await user.keyboard('{Shift>}');
    await user.click(cell(1, 2));
    await user.keyboard('{/Shift}{Control>}');
    await user.click(cell(1, 4));
    await user.keyboard('{/Control}');
    await settle();
    for (const col of [1, 2, 4]) expect(cell(1, col)).toHaveAttribute('aria-selected', 'true');
    expect(cell(1, 3)).toHaveAttribute('aria-selected', 'false');
    expect(within(board().parentElement!).getByText('3 cells selected')).toBeInTheDocument();
    await user.click(padKey(5));
    await settle();
    for (const col of [1, 2, 4])
      expect(cell(1, col)).toHaveAccessibleName(`Row 1, column ${col}, 5`);
    // A plain click: one cell again.
    await user.click(cell(2, 3));
    expect(cell(1, 1)).toHaveAttribute('aria-selected', 'false');
    expect(screen.queryByText(/cells selected/)).toBeNull();
  });
});

describe('corner marks and colours', () => {
  it('Corner writes corner marks that the cell names; Colours turns the pad into named colours', async () => {
    const { user } = renderGame(
      '..8.7.1..12..9..54.....3.2.6.4.1..8953.78..1...9.623...8..4.6.7..75.6...4..8....2',
    );
    await settle();
    await user.click(cell(1, 1));
    await user.click(tool('Corner'));
    expect(tool('Corner')).toHaveAttribute('aria-pressed', 'true');
    await user.click(padKey(1));
    await user.click(padKey(3));
    await settle();
    expect(cell(1, 1)).toHaveAccessibleName('Row 1, column 1, empty, corner 1 3');
    await user.click(tool('Colours'));
    expect(tool('Corner')).toHaveAttribute('aria-pressed', 'false');
    const colours = await screen.findByRole('group', { name: 'Colours' }); // loaded when first chosen
    const names = within(colours)
      .getAllByRole('button')
      .map((b) => b.textContent?.replace(/^\d/, ''));
    expect(names).toEqual([
      'Blue',
      'Orange',
      'Yellow',
      'Pink',
      'Cyan',
      'Green',
      'Lime',
      'Olive',
      'Grey',
    ]);
    await user.click(within(colours).getByRole('button', { name: /Orange/ }));
    await settle();
    expect(cell(1, 1)).toHaveAccessibleName('Row 1, column 1, empty, corner 1 3, orange');
    // Colours off: the number pad again, and digits are digits.
    await user.click(tool('Colours'));
    expect(screen.queryByRole('group', { name: 'Colours' })).toBeNull();
    await user.click(padKey(9));
    await settle();
    expect(cell(1, 1)).toHaveAccessibleName('Row 1, column 1, 9, orange');
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await settle();
    expect(cell(1, 1)).toHaveAccessibleName('Row 1, column 1, empty, corner 1 3, orange');
  });

  it('X and V switch Corner and Colours from the keyboard; Escape goes back to one cell', async () => {
    const { user } = renderGame(
      '..8.7.1..12..9..54.....3.2.6.4.1..8953.78..1...9.623...8..4.6.7..75.6...4..8....2',
    );
    await settle();
    await user.click(cell(1, 1));
    await user.keyboard('{Shift>}{ArrowRight}{ArrowRight}{ArrowRight}{/Shift}');
    await settle();
    expect(screen.getByText('4 cells selected')).toBeInTheDocument();
    await user.keyboard('x');
    expect(tool('Corner')).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard('2');
    await settle();
    expect(cell(1, 2)).toHaveAccessibleName('Row 1, column 2, empty, corner 2');
    expect(cell(1, 3)).toHaveAccessibleName('Row 1, column 3, given 8');
    await user.keyboard('v');
    expect(tool('Colours')).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard('4');
    await settle();
    expect(cell(1, 3)).toHaveAccessibleName('Row 1, column 3, given 8, pink');
    await user.keyboard('{Escape}');
    expect(screen.queryByText(/cells selected/)).toBeNull();
    expect(cell(1, 4)).toHaveAttribute('aria-selected', 'true');
    expect(cell(1, 1)).toHaveAttribute('aria-selected', 'false');
  });
});
