import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '../../src/components/App';
import { engineIdle, resetGameStore, useGame } from '../../src/store';

/**
 * Render the app on a fixed puzzle (or on a random game when `puzzle` is
 * omitted). `options` go to user-event (e.g. `advanceTimers` with fake timers).
 */
export function renderGame(puzzle?: string, options?: Parameters<typeof userEvent.setup>[0]) {
  resetGameStore();
  // The puzzle checks are loaded (tests/setup.ts), so the game changes at once.
  if (puzzle !== undefined) void useGame.getState().loadPuzzle(puzzle);
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

/** Wait until the engine's work (a hint, a grade, a new puzzle) has arrived and been drawn. */
export async function settle(): Promise<void> {
  await act(async () => {
    await engineIdle();
  });
}

/** Press Hint and wait for what it shows (the next step comes from the engine's worker). */
export async function pressHint(user: ReturnType<typeof userEvent.setup>): Promise<void> {
  await user.click(screen.getByRole('button', { name: 'Hint' }));
  await settle();
}

/** A dialog by name, once it has loaded (the dialogs load lazily). */
export function findDialog(name: string | RegExp): Promise<HTMLElement> {
  // Some dialogs wait on engine work (the solution steps): allow for a loaded machine.
  return screen.findByRole('dialog', { name }, { timeout: 10_000 });
}
