import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '../../src/components/App';
import { resetGameStore, useGame } from '../../src/store';

/**
 * Render the app on a fixed puzzle (or on a random game when `puzzle` is
 * omitted). `options` go to user-event (e.g. `advanceTimers` with fake timers).
 */
export function renderGame(puzzle?: string, options?: Parameters<typeof userEvent.setup>[0]) {
  resetGameStore();
  if (puzzle !== undefined) useGame.getState().loadPuzzle(puzzle);
  const user = userEvent.setup(options);
  render(<App />);
  return { user };
}

/** The board grid. */
export const board = () => screen.getByRole('grid', { name: 'Sudoku board' });

/** The cell at 1-based row and column, by its accessible name. */
export function cell(row: number, col: number): HTMLElement {
  return within(board()).getByRole('gridcell', {
    name: new RegExp(`^Row ${row}, column ${col},`),
  });
}

/** The number pad's button for a digit. */
export function padKey(digit: number): HTMLElement {
  const pad = screen.getByRole('group', { name: 'Number pad' });
  return within(pad).getByRole('button', { name: String(digit) });
}
