import { describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { useGame } from '../../src/store';
import { EASY } from '../store/fixtures';
import { cell, findDialog, padKey, renderGame } from './render';

/*
 * Digit first (Settings, "Input") through what a player sees and hears: a
 * held digit's pad key is pressed, and every cell clicked gets it. In EASY,
 * row 1 is ". . 8 . 7 . 1 . ." (solution 9 5 8 2 7 4 1 6 3) and row 3,
 * column 5 must be 5.
 */

type User = ReturnType<typeof userEvent.setup>;

const button = (name: string) => screen.getByRole('button', { name });
/** The digits of the pad keys shown pressed (as a screen reader hears them). */
const pressed = () =>
  within(screen.getByRole('group', { name: 'Number pad' }))
    .queryAllByRole('button', { pressed: true })
    .map((key) => key.textContent?.[0]);

/** Choose `mode` in Settings' "Input" select, then close Settings. */
async function chooseInput(user: User, mode: 'Cell first' | 'Digit first'): Promise<void> {
  await user.click(button('Settings'));
  const settings = await findDialog('Settings');
  await user.selectOptions(within(settings).getByRole('combobox', { name: 'Input' }), mode);
  await user.click(within(settings).getByRole('button', { name: 'Close' }));
}

describe('the Input setting', () => {
  it('offers Cell first (chosen at first) and Digit first, and applies at once', async () => {
    const { user } = renderGame(EASY);
    await user.click(button('Settings'));
    const settings = await findDialog('Settings');
    const input = within(settings).getByRole('combobox', { name: 'Input' });
    expect(
      within(input)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Cell first', 'Digit first']);
    expect(input).toHaveDisplayValue('Cell first');
    expect(padKey(5)).not.toHaveAttribute('aria-pressed'); // plain buttons in cell first
    await user.selectOptions(input, 'Digit first');
    expect(useGame.getState().settings.inputMode).toBe('digit-first');
    expect(padKey(5)).toHaveAttribute('aria-pressed', 'false'); // toggle buttons now
  });
});

describe('digit first with the mouse (or a tap)', () => {
  it('a pad key stays pressed, and every cell clicked gets its digit', async () => {
    const { user } = renderGame(EASY);
    await chooseInput(user, 'Digit first');
    await user.click(padKey(5));
    expect(padKey(5)).toHaveAttribute('aria-pressed', 'true');
    expect(pressed()).toEqual(['5']);
    await user.click(cell(1, 2));
    await user.click(cell(3, 5));
    expect(cell(1, 2)).toHaveAccessibleName('Row 1, column 2, 5');
    expect(cell(3, 5)).toHaveAccessibleName('Row 3, column 5, 5');
    expect(cell(3, 5)).toHaveAttribute('aria-selected', 'true'); // the selection follows
    expect(padKey(5)).toHaveAttribute('aria-pressed', 'true');
    await user.click(button('Undo'));
    expect(cell(3, 5)).toHaveAccessibleName('Row 3, column 5, empty');
  });

  it('clicking the pressed key releases it; a click then only selects', async () => {
    const { user } = renderGame(EASY);
    await chooseInput(user, 'Digit first');
    await user.click(padKey(5));
    await user.click(padKey(5));
    expect(padKey(5)).toHaveAttribute('aria-pressed', 'false');
    expect(pressed()).toEqual([]);
    await user.click(cell(1, 2));
    expect(cell(1, 2)).toHaveAccessibleName('Row 1, column 2, empty');
    expect(cell(1, 2)).toHaveAttribute('aria-selected', 'true');
  });

  it('clicking the held digit where the player placed it takes it out', async () => {
    const { user } = renderGame(EASY);
    await chooseInput(user, 'Digit first');
    await user.click(padKey(5));
    await user.click(cell(1, 2));
    await user.click(cell(1, 2));
    expect(cell(1, 2)).toHaveAccessibleName('Row 1, column 2, empty');
    expect(padKey(5)).toHaveAttribute('aria-pressed', 'true');
  });

  it('in notes mode each cell clicked gets the held digit as a note', async () => {
    const { user } = renderGame(EASY);
    await chooseInput(user, 'Digit first');
    await user.click(button('Notes'));
    await user.click(padKey(4));
    await user.click(cell(1, 2));
    await user.click(cell(1, 6));
    await user.click(padKey(6));
    await user.click(cell(1, 2));
    expect(cell(1, 2)).toHaveAccessibleName('Row 1, column 2, empty, notes 4 6');
    expect(cell(1, 6)).toHaveAccessibleName('Row 1, column 6, empty, notes 4');
    await user.click(cell(1, 2)); // 6 again: that note goes
    expect(cell(1, 2)).toHaveAccessibleName('Row 1, column 2, empty, notes 4');
  });

  it('clicking a given, or a placed digit, holds its digit', async () => {
    const { user } = renderGame(EASY);
    await chooseInput(user, 'Digit first');
    await user.click(cell(1, 3)); // the given 8
    expect(pressed()).toEqual(['8']);
    expect(cell(1, 3)).toHaveAccessibleName('Row 1, column 3, given 8');
    await user.click(padKey(5));
    await user.click(cell(1, 2));
    await user.click(padKey(3));
    await user.click(cell(1, 2)); // the 5 placed: 5 is held now, the cell keeps it
    expect(pressed()).toEqual(['5']);
    expect(cell(1, 2)).toHaveAccessibleName('Row 1, column 2, 5');
  });

  it('Escape releases the held digit', async () => {
    const { user } = renderGame(EASY);
    await chooseInput(user, 'Digit first');
    await user.click(padKey(7));
    await user.keyboard('{Escape}');
    expect(pressed()).toEqual([]);
  });
});

describe('digit first with the keyboard', () => {
  it('a digit key holds (again: releases), arrows move, Enter and Space give the digit, Escape releases', async () => {
    const { user } = renderGame(EASY);
    await chooseInput(user, 'Digit first');
    act(() => useGame.getState().select(0));
    cell(1, 1).focus();
    await user.keyboard('9');
    expect(pressed()).toEqual(['9']);
    expect(cell(1, 1)).toHaveAccessibleName('Row 1, column 1, empty'); // held, not written
    await user.keyboard('{Enter}');
    expect(cell(1, 1)).toHaveAccessibleName('Row 1, column 1, 9');
    await user.keyboard('5{ArrowRight}');
    expect(cell(1, 2)).toHaveFocus();
    await user.keyboard(' ');
    expect(cell(1, 2)).toHaveAccessibleName('Row 1, column 2, 5');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowRight}{ArrowRight}{ArrowRight}{Enter}');
    expect(cell(3, 5)).toHaveAccessibleName('Row 3, column 5, 5');
    await user.keyboard('5');
    expect(pressed()).toEqual([]);
    await user.keyboard('2{Escape}');
    expect(pressed()).toEqual([]);
    await user.keyboard('{ArrowLeft}{ArrowUp}{ArrowUp}{Enter}'); // nothing held: nothing written
    expect(cell(1, 4)).toHaveAccessibleName('Row 1, column 4, empty');
  });

  it('Enter on a focused pad key is the key’s own (it releases), not a cell tap', async () => {
    const { user } = renderGame(EASY);
    await chooseInput(user, 'Digit first');
    act(() => useGame.getState().select(1));
    await user.click(padKey(5));
    expect(padKey(5)).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(pressed()).toEqual([]);
    expect(cell(1, 2)).toHaveAccessibleName('Row 1, column 2, empty');
  });

  it('Escape in a dialog closes the dialog and keeps the digit held', async () => {
    const { user } = renderGame(EASY);
    await chooseInput(user, 'Digit first');
    await user.click(padKey(3));
    await user.click(button('Settings'));
    await findDialog('Settings');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(pressed()).toEqual(['3']);
  });
});

describe('cell first stays as it was', () => {
  it('a click selects, the pad and digit keys write into the selected cell, and no key is pressed', async () => {
    const { user } = renderGame(EASY);
    await user.click(padKey(5)); // the first empty cell (row 1, column 1) is selected
    expect(cell(1, 1)).toHaveAccessibleName('Row 1, column 1, 5');
    await user.click(cell(1, 2));
    expect(cell(1, 2)).toHaveAccessibleName('Row 1, column 2, empty');
    await user.keyboard('6{Enter} ');
    expect(cell(1, 2)).toHaveAccessibleName('Row 1, column 2, 6');
    await user.click(cell(1, 3)); // a given: selected, nothing held
    expect(cell(1, 3)).toHaveAttribute('aria-selected', 'true');
    expect(padKey(8)).not.toHaveAttribute('aria-pressed');
  });

  it('back to cell first, the held digit lets go', async () => {
    const { user } = renderGame(EASY);
    await chooseInput(user, 'Digit first');
    await user.click(padKey(4));
    await chooseInput(user, 'Cell first');
    expect(padKey(4)).not.toHaveAttribute('aria-pressed');
    await user.click(cell(1, 2));
    await user.click(padKey(4));
    expect(cell(1, 2)).toHaveAccessibleName('Row 1, column 2, 4');
  });
});
