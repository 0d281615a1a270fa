import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { EASY, HIDDEN, NAKED_PAIR } from '../store/fixtures';
import { board, cell, padKey, renderGame, pressHint, findDialog } from './render';

/* Teaching hints on the board and in the status, and the "Solution steps" view. */

// The logic finishes every puzzle the game can load, so the flow where no
// technique applies (Reveal a cell) is reached by making findNextStep find
// nothing while `stuckLogic.on` is set.
const stuckLogic = vi.hoisted(() => ({ on: false }));
vi.mock('../../src/engine/logic', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/engine/logic')>();
  return {
    ...real,
    findNextStep: (...args: Parameters<typeof real.findNextStep>) =>
      stuckLogic.on ? null : real.findNextStep(...args),
  };
});
afterEach(() => {
  stuckLogic.on = false;
});

const status = () => screen.getByRole('status');
const button = (name: string) => screen.getByRole('button', { name });

/** Names of the cells whose accessible name carries a hint mark, by mark. */
function marked(): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const c of within(board()).getAllByRole('gridcell')) {
    const name = c.getAttribute('aria-label') ?? '';
    const match = /^Row (\d), column (\d),.*, hint: (.+)$/.exec(name);
    if (match) (out[match[3]] ??= []).push(`r${match[1]}c${match[2]}`);
  }
  return out;
}

describe('a teaching hint in three presses', () => {
  it('shows where to look, then why with the cells that prove it, then places the digit', async () => {
    const { user } = renderGame(HIDDEN);
    await pressHint(user);
    expect(status()).toHaveTextContent('Look at box 6 (hidden single).');
    expect(marked()).toEqual({
      'look here': ['r4c7', 'r4c8', 'r4c9', 'r5c7', 'r5c8', 'r5c9', 'r6c7', 'r6c8', 'r6c9'],
    });

    await pressHint(user);
    expect(status()).toHaveTextContent(
      /^In box 6, 3 fits in only one cell: row 6, column 9\. So row 6, column 9 is 3\.$/,
    );
    expect(cell(6, 9)).toHaveAccessibleName('Row 6, column 9, empty, hint: 3 goes here');
    expect(cell(1, 7)).toHaveAccessibleName('Row 1, column 7, given 3, hint: key cell');
    expect(cell(5, 1)).toHaveAccessibleName('Row 5, column 1, given 3, hint: key cell');
    expect(cell(4, 7)).toHaveAccessibleName('Row 4, column 7, empty, hint: look here');
    // The card's head loads with the first hint's card (a frame later the first time).
    expect(await screen.findByRole('button', { name: 'Close hint' })).toBeInTheDocument();

    await pressHint(user);
    expect(status()).toHaveTextContent('So row 6, column 9 is 3.');
    expect(cell(6, 9)).toHaveAccessibleName('Row 6, column 9, 3, hint');
    expect(cell(6, 9)).toHaveAttribute('aria-selected', 'true');
    expect(marked()).toEqual({});
    expect(screen.queryByRole('button', { name: 'Close hint' })).not.toBeInTheDocument();
  });

  it('explains an elimination, shows it on the notes, then the placement it enables', async () => {
    const { user } = renderGame(NAKED_PAIR);
    await pressHint(user);
    expect(status()).toHaveTextContent('Look at box 1 (naked pair).');
    await pressHint(user);
    expect(status()).toHaveTextContent(
      'In box 1, row 1, column 3 and row 3, column 1 can only hold 4 and 5 between them',
    );
    expect(marked()).toMatchObject({
      'key cell': ['r1c3', 'r3c1'],
      'remove 5': ['r1c2', 'r2c2', 'r2c3'],
      'remove 4 and 5': ['r3c3'],
    });
    await pressHint(user);
    expect(status()).toHaveTextContent(
      'So 4 and 5 can be removed from row 1, column 2, row 2, column 2, row 2, column 3, and row 3, column 3.',
    );
    // The notes now show the step: row 1, column 2 has only 3 left.
    expect(cell(1, 2)).toHaveAccessibleName('Row 1, column 2, empty, notes 3');
    expect(cell(3, 3)).toHaveAccessibleName('Row 3, column 3, empty, notes 1');

    await pressHint(user);
    expect(status()).toHaveTextContent('Look at row 1 (naked single).');
    await pressHint(user);
    expect(status()).toHaveTextContent(
      'Every digit but 3 is already in the row, column or box of row 1, column 2, or has been ruled out there.',
    );
    await pressHint(user);
    expect(cell(1, 2)).toHaveAccessibleName('Row 1, column 2, 3, hint');
  });

  it('Close puts the hint away, and focus goes to the selected cell', async () => {
    const { user } = renderGame(HIDDEN);
    await pressHint(user);
    await pressHint(user);
    await user.click(button('Close hint'));
    expect(status()).toBeEmptyDOMElement();
    expect(marked()).toEqual({});
    expect(cell(6, 9)).toHaveFocus(); // the cell the hint fills, selected by its second press
    await pressHint(user);
    expect(status()).toHaveTextContent('Look at box 6 (hidden single).');
  });

  it('opens a card, the region Hint, whose button says what the next press does', async () => {
    const { user } = renderGame(HIDDEN);
    await pressHint(user);
    const card = await screen.findByRole('region', { name: 'Hint' });
    expect(card).toContainElement(status());
    await user.click(within(card).getByRole('button', { name: 'Show me' }));
    expect(status()).toHaveTextContent(/^In box 6, 3 fits in only one cell/);
    expect(cell(6, 9)).toHaveAttribute('aria-selected', 'true');
    await user.click(within(card).getByRole('button', { name: 'Apply' }));
    expect(cell(6, 9)).toHaveAccessibleName('Row 6, column 9, 3, hint');
    expect(screen.queryByRole('region', { name: 'Hint' })).not.toBeInTheDocument();
    expect(cell(6, 9)).toHaveFocus();
  });

  it('keeps the pad working: the hinted digit entered on it applies the hint', async () => {
    const { user } = renderGame(HIDDEN);
    await pressHint(user);
    await pressHint(user);
    const pad = screen.getByRole('group', { name: 'Number pad' });
    expect(pad).not.toHaveAttribute('inert');
    await user.click(padKey(3));
    expect(cell(6, 9)).toHaveAccessibleName('Row 6, column 9, 3');
    expect(status()).toHaveTextContent('So row 6, column 9 is 3.');
    expect(screen.queryByRole('region', { name: 'Hint' })).not.toBeInTheDocument();
    expect(marked()).toEqual({});
  });

  it('the hinted digit typed on the keyboard in its cell applies the hint too', async () => {
    const { user } = renderGame(HIDDEN);
    await pressHint(user);
    await user.click(cell(6, 9));
    await user.keyboard('3');
    expect(cell(6, 9)).toHaveAccessibleName('Row 6, column 9, 3');
    expect(status()).toHaveTextContent('So row 6, column 9 is 3.');
    expect(screen.queryByRole('region', { name: 'Hint' })).not.toBeInTheDocument();
  });

  it('a digit other than the hinted one is a move of the player’s own and puts the hint away', async () => {
    const { user } = renderGame(HIDDEN);
    await pressHint(user);
    await pressHint(user);
    await user.click(padKey(5));
    expect(cell(6, 9)).toHaveAccessibleName('Row 6, column 9, 5');
    expect(status()).not.toHaveTextContent('So row 6, column 9 is 3.');
    expect(screen.queryByRole('region', { name: 'Hint' })).not.toBeInTheDocument();
  });
});

describe('Reveal this cell', () => {
  it('fills the selected empty cell in one press, counted as a hint and undoable', async () => {
    const { useGame } = await import('../../src/store');
    const { user } = renderGame(HIDDEN);
    await user.click(cell(2, 2));
    await pressHint(user);
    expect(useGame.getState().hintsUsed).toBe(1);
    const card = await screen.findByRole('region', { name: 'Hint' });
    await user.click(within(card).getByRole('button', { name: 'Reveal this cell' }));
    expect(cell(2, 2)).toHaveAccessibleName(/^Row 2, column 2, \d, hint$/);
    expect(status()).toHaveTextContent(/^Row 2, column 2 is \d\.$/);
    expect(cell(2, 2)).toHaveFocus();
    expect(useGame.getState().hintsUsed).toBe(2);
    await user.click(button('Undo'));
    expect(cell(2, 2)).toHaveAccessibleName('Row 2, column 2, empty');
  });

  it('on a filled cell says to select an empty one, and changes nothing', async () => {
    const { user } = renderGame(HIDDEN);
    await pressHint(user);
    const card = await screen.findByRole('region', { name: 'Hint' });
    await user.click(cell(1, 1)); // a given
    await user.click(within(card).getByRole('button', { name: 'Reveal this cell' }));
    expect(card).toHaveTextContent('Select an empty cell, then press Reveal this cell.');
    expect(cell(1, 1)).toHaveAccessibleName('Row 1, column 1, given 7');
    await user.click(cell(1, 2));
    expect(card).not.toHaveTextContent('Select an empty cell');
    await user.click(within(card).getByRole('button', { name: 'Reveal this cell' }));
    expect(cell(1, 2)).toHaveAccessibleName(/^Row 1, column 2, \d, hint$/);
  });
});

describe('other hints', () => {
  it('where no technique applies, says so and offers to reveal a cell', async () => {
    const { user } = renderGame(HIDDEN);
    stuckLogic.on = true;
    await user.click(cell(1, 2));
    await pressHint(user);
    expect(status()).toHaveTextContent(
      'No technique in this game applies here. Press Hint again to reveal one cell.',
    );
    expect(cell(1, 2)).toHaveAccessibleName('Row 1, column 2, empty');
    await user.click(button('Reveal a cell'));
    expect(status()).toHaveTextContent(/^Row 1, column 2 is \d\.$/);
    expect(cell(1, 2)).toHaveAccessibleName(/^Row 1, column 2, \d, hint$/);
    expect(cell(1, 2)).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Reveal a cell' })).not.toBeInTheDocument();
  });

  it('points at notes that leave out the right digit, without revealing it', async () => {
    const { user } = renderGame(EASY);
    await user.click(cell(1, 1)); // solution 9
    await user.keyboard('{Shift>}!{/Shift}'); // Shift+1: note 1
    await user.click(cell(5, 5));
    await pressHint(user);
    expect(status()).toHaveTextContent(
      'Your notes in row 1, column 1 leave out a digit that belongs there.',
    );
    expect(cell(1, 1)).toHaveAccessibleName(
      'Row 1, column 1, empty, notes 1, hint: check these notes',
    );
    expect(cell(1, 1)).toHaveAttribute('aria-selected', 'true');
  });

  it('says the engine failed, naming the game only when one is in progress', async () => {
    const { act } = await import('@testing-library/react');
    const { useGame } = await import('../../src/store');
    renderGame(EASY);
    act(() => {
      useGame.setState({ announcement: { kind: 'engine-failed', inProgress: false } });
    });
    expect(status()).toHaveTextContent("That couldn't be done just now. Please try again.");
    expect(status()).not.toHaveTextContent(/game/i);
    act(() => {
      useGame.setState({
        announcement: { kind: 'engine-failed', inProgress: true },
        announcementId: useGame.getState().announcementId + 1,
      });
    });
    expect(status()).toHaveTextContent('Your game is unchanged');
  });
});

describe('solution steps', () => {
  it('asks first, then steps through the logical path with a board at each step', async () => {
    const { user } = renderGame(EASY);
    await user.click(button('Solution steps'));
    const ask = await findDialog('See the solution steps?');
    expect(ask).toHaveAccessibleDescription(
      'This shows how to solve the whole puzzle, step by step.',
    );
    expect(within(ask).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button('Solution steps')).toHaveFocus();

    await user.click(button('Solution steps'));
    await user.click(button('Show steps'));
    const steps = await findDialog('Solution steps');
    const next = within(steps).getByRole('button', { name: 'Next' });
    expect(next).toHaveFocus();
    const counter = within(steps).getByText(/^Step 1 of \d+$/);
    const total = Number(/of (\d+)/.exec(counter.textContent ?? '')![1]);
    expect(total).toBeGreaterThan(40);
    expect(within(steps).getByRole('table', { name: 'Board before step 1' })).toBeInTheDocument();
    // The first step: only 6 fits in row 2, column 4 (a naked single).
    expect(steps).toHaveTextContent('Every digit but 6 already appears');
    const target = within(steps)
      .getAllByRole('row')
      .find((r) => within(r).queryByRole('rowheader', { name: 'Row 2' }))!;
    expect(within(target).getAllByRole('cell')[3]).toHaveTextContent('empty, 6 goes here');

    await user.click(next);
    expect(within(steps).getByText(`Step 2 of ${total}`)).toBeInTheDocument();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(within(steps).getByText(`Step 4 of ${total}`)).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(within(steps).getByText(`Step 3 of ${total}`)).toBeInTheDocument();
    const previous = within(steps).getByRole('button', { name: 'Previous' });
    await user.click(previous);
    await user.click(previous);
    await user.click(previous); // stays at the first step
    expect(within(steps).getByText(`Step 1 of ${total}`)).toBeInTheDocument();
    expect(previous).toHaveAttribute('aria-disabled', 'true');

    await user.keyboard('{End}');
    expect(within(steps).getByText('Solved')).toBeInTheDocument();
    expect(steps).toHaveTextContent(`Every cell is filled, in ${total} steps from the givens.`);
    expect(within(steps).getByRole('table', { name: 'Board after the last step' })).toBeVisible();
    expect(next).toHaveAttribute('aria-disabled', 'true');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button('Solution steps')).toHaveFocus();
    // Looking changes nothing on the board.
    expect(cell(2, 4)).toHaveAccessibleName('Row 2, column 4, empty');
  });

  it('draws an elimination on the small board: the pattern with its candidates, the digits removed', async () => {
    const { user } = renderGame(NAKED_PAIR);
    await user.click(button('Solution steps'));
    await user.click(button('Show steps'));
    const table = screen.getByRole('table', { name: 'Board before step 1' });
    const row1 = within(table)
      .getAllByRole('row')
      .find((r) => within(r).queryByRole('rowheader', { name: 'Row 1' }))!;
    const cells = within(row1).getAllByRole('cell');
    expect(cells[1]).toHaveTextContent(/^empty, candidates 3 and 5, remove 5/);
    expect(cells[2]).toHaveTextContent(/^empty, key cell, candidates 4 and 5/);
    expect(screen.getByText('Naked pair')).toBeInTheDocument();
  });

  it('says so when no technique in the game goes further', async () => {
    const { user } = renderGame(HIDDEN);
    stuckLogic.on = true;
    await user.click(button('Solution steps'));
    await user.click(button('Show steps'));
    const steps = await findDialog('Solution steps');
    expect(within(steps).getByText('No further step')).toBeInTheDocument();
    expect(steps).toHaveTextContent('No technique in this game applies to this puzzle.');
  });
});
