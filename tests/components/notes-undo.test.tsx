import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { EASY } from '../store/fixtures';
import { cell, padKey, renderGame } from './render';

/*
 * Notes, undo and redo, rewind, the clock and pause, through the controls a
 * player sees. In EASY, row 1, column 1 must be 9 (candidates 3 9); row 1,
 * column 2 has candidates 4 5 6 9.
 */

const button = (name: string) => screen.getByRole('button', { name });
const status = () => screen.getByRole('status');
const grid = () => screen.queryByRole('grid', { name: 'Sudoku board' });

afterEach(() => {
  vi.useRealTimers();
});

describe('notes', () => {
  it('the Notes button turns the pad to pencil marks, shown in the cell’s name', async () => {
    const { user } = renderGame(EASY);
    expect(button('Notes')).toHaveAttribute('aria-pressed', 'false');
    await user.click(cell(1, 1));
    await user.click(button('Notes'));
    expect(button('Notes')).toHaveAttribute('aria-pressed', 'true');
    await user.click(padKey(7));
    await user.click(padKey(1));
    await user.click(padKey(4));
    expect(cell(1, 1)).toHaveAccessibleName('Row 1, column 1, empty, notes 1 4 7');
    await user.click(padKey(4));
    expect(cell(1, 1)).toHaveAccessibleName('Row 1, column 1, empty, notes 1 7');
    await user.click(button('Notes'));
    await user.click(padKey(9));
    expect(cell(1, 1)).toHaveAccessibleName('Row 1, column 1, 9');
  });

  it('the first-time tip goes with the first note, not only with the first digit', async () => {
    const { user } = renderGame(EASY);
    const tip = 'Select a cell, then pick a number.';
    expect(screen.getByText(tip)).toBeInTheDocument();
    await user.click(cell(1, 2));
    await user.click(button('Notes'));
    expect(screen.getByText(tip)).toBeInTheDocument();
    await user.click(padKey(4));
    expect(screen.queryByText(tip)).not.toBeInTheDocument();
    // Taking the note back leaves the tip away: the player has found the pad.
    await user.click(button('Undo'));
    expect(cell(1, 2)).toHaveAccessibleName('Row 1, column 2, empty');
    expect(screen.queryByText(tip)).not.toBeInTheDocument();
  });

  it('N switches notes mode; Shift+digit toggles a note without switching', async () => {
    const { user } = renderGame(EASY);
    await user.click(cell(1, 2));
    await user.keyboard('n46');
    expect(button('Notes')).toHaveAttribute('aria-pressed', 'true');
    expect(cell(1, 2)).toHaveAccessibleName('Row 1, column 2, empty, notes 4 6');
    await user.keyboard('N');
    expect(button('Notes')).toHaveAttribute('aria-pressed', 'false');
    await user.keyboard('{Shift>}5{/Shift}');
    expect(cell(1, 2)).toHaveAccessibleName('Row 1, column 2, empty, notes 4 5 6');
    expect(button('Notes')).toHaveAttribute('aria-pressed', 'false');
    await user.keyboard('5');
    expect(cell(1, 2)).toHaveAccessibleName('Row 1, column 2, 5');
  });

  it('Fill notes gives candidates; a placed digit cleans them from its peers', async () => {
    const { user } = renderGame(EASY);
    await user.click(button('Fill notes'));
    expect(cell(1, 1)).toHaveAccessibleName('Row 1, column 1, empty, notes 3 9');
    expect(cell(1, 2)).toHaveAccessibleName('Row 1, column 2, empty, notes 4 5 6 9');
    await user.click(cell(1, 1));
    await user.keyboard('9');
    expect(cell(1, 2)).toHaveAccessibleName('Row 1, column 2, empty, notes 4 5 6');
  });
});

describe('undo and redo', () => {
  it('buttons step back and forward, and are unavailable when there is nothing to do', async () => {
    const { user } = renderGame(EASY);
    expect(button('Undo')).toHaveAttribute('aria-disabled', 'true');
    expect(button('Redo')).toHaveAttribute('aria-disabled', 'true');
    await user.click(cell(1, 1));
    await user.keyboard('9');
    expect(button('Undo')).not.toHaveAttribute('aria-disabled');
    await user.click(button('Undo'));
    expect(cell(1, 1)).toHaveAccessibleName('Row 1, column 1, empty');
    expect(button('Undo')).toHaveAttribute('aria-disabled', 'true');
    await user.click(button('Undo')); // nothing left: no change
    expect(button('Undo')).toHaveFocus();
    await user.click(button('Redo'));
    expect(cell(1, 1)).toHaveAccessibleName('Row 1, column 1, 9');
    expect(button('Redo')).toHaveAttribute('aria-disabled', 'true');
  });

  it('Ctrl+Z undoes; Ctrl+Y and Ctrl+Shift+Z redo; Cmd+Z undoes too', async () => {
    const { user } = renderGame(EASY);
    await user.click(cell(1, 1));
    await user.keyboard('9{ArrowRight}5');
    await user.keyboard('{Control>}z{/Control}');
    expect(cell(1, 2)).toHaveAccessibleName('Row 1, column 2, empty');
    await user.keyboard('{Meta>}z{/Meta}');
    expect(cell(1, 1)).toHaveAccessibleName('Row 1, column 1, empty');
    await user.keyboard('{Control>}y{/Control}');
    expect(cell(1, 1)).toHaveAccessibleName('Row 1, column 1, 9');
    await user.keyboard('{Control>}{Shift>}Z{/Shift}{/Control}');
    expect(cell(1, 2)).toHaveAccessibleName('Row 1, column 2, 5');
  });
});

describe('rewind to last correct', () => {
  it('goes back to before the first wrong move and says which', async () => {
    const { user } = renderGame(EASY);
    await user.click(button('Rewind to last correct'));
    expect(status()).toHaveTextContent('Every digit is correct; nothing to rewind.');
    await user.click(cell(1, 1));
    await user.keyboard('9{ArrowRight}4{ArrowRight}{ArrowRight}2'); // 4 is wrong at row 1, column 2
    await user.click(button('Rewind to last correct'));
    expect(status()).toHaveTextContent('Went back to before move 2: 4 in row 1, column 2.');
    expect(cell(1, 1)).toHaveAccessibleName('Row 1, column 1, 9');
    expect(cell(1, 2)).toHaveAccessibleName('Row 1, column 2, empty');
    expect(cell(1, 4)).toHaveAccessibleName('Row 1, column 4, empty');
  });
});

describe('the clock and pause', () => {
  it('the timer counts played time as m:ss', () => {
    vi.useFakeTimers();
    renderGame(EASY);
    const timer = screen.getByRole('timer', { name: 'Time played' });
    expect(timer).toHaveTextContent('0:00');
    act(() => vi.advanceTimersByTime(61_050)); // each second shows just after it starts
    expect(timer).toHaveTextContent('1:01');
  });

  it('Pause hides the board, stops the clock and ignores input; Resume restores it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = renderGame(EASY, { advanceTimers: vi.advanceTimersByTime });
    await user.click(cell(1, 1));
    await user.keyboard('9');
    act(() => vi.advanceTimersByTime(5_000));
    await user.click(button('Pause'));
    expect(button('Pause')).toHaveAttribute('aria-pressed', 'true');
    expect(grid()).toBeNull();
    const stopped = screen.getByRole('timer').textContent;
    await user.keyboard('5');
    await user.click(padKey(5));
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByRole('timer')).toHaveTextContent(stopped!);

    // The cover loads with the first pause (ahead, when the page is idle).
    await user.click(await screen.findByRole('button', { name: 'Resume' }));
    expect(grid()).not.toBeNull();
    expect(button('Pause')).toHaveAttribute('aria-pressed', 'false');
    expect(cell(1, 1)).toHaveAccessibleName('Row 1, column 1, 9');
    expect(cell(1, 1)).toHaveFocus();
    act(() => vi.advanceTimersByTime(2_000));
    expect(screen.getByRole('timer')).not.toHaveTextContent(stopped!);
  });
});
