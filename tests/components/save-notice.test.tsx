import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { SaveNotice } from '../../src/components/SaveNotice';
import { resetGameStore, useGame } from '../../src/store';
import type { Notice } from '../../src/store';

/* The saving notice: an alert for lost data and storage problems, a status for a sync. */

beforeEach(() => {
  resetGameStore();
});

function show(notice: Notice): void {
  act(() => useGame.setState({ notice }));
}

describe('SaveNotice', () => {
  it('shows nothing without a notice', () => {
    const { container } = render(<SaveNotice />);
    expect(container).toBeEmptyDOMElement();
  });

  it.each<[Notice, string]>([
    [
      { kind: 'dropped', parts: ['values'] },
      'Some saved numbers were out of range and have been corrected.',
    ],
    [
      { kind: 'newer-version' },
      'Your progress was saved by a newer version of Sudoku, so it is left as it is for that version. Reload the page to update. Until then, nothing you do here is saved.',
    ],
    [
      { kind: 'load-failed' },
      "Your saved progress couldn't be read just now. It is kept as it is: reload the page to try again. Until then, nothing you do here is saved.",
    ],
    [
      { kind: 'dropped', parts: ['history', 'stats'] },
      "Your undo history couldn't be read. The game goes on from where you were. Some saved statistics couldn't be read and were reset.",
    ],
    [
      { kind: 'storage-unavailable' },
      "This browser isn't letting the game save, so progress will be lost when the page closes. You can keep playing.",
    ],
    [
      { kind: 'storage-full' },
      "Storage is full, so your latest progress isn't saved yet. It will be as soon as there is room; you can keep playing.",
    ],
  ])('an alert for %o', (notice, text) => {
    render(<SaveNotice />);
    show(notice);
    expect(screen.getByRole('alert')).toHaveTextContent(text);
  });

  it.each<[Notice, string]>([
    [{ kind: 'synced-from-other-tab' }, 'Your latest progress from another tab was loaded.'],
    [{ kind: 'storage-recovered' }, 'There is room again: your progress is saved.'],
  ])('a polite status for %o', (notice, text) => {
    render(<SaveNotice />);
    show(notice);
    expect(screen.getByRole('status')).toHaveTextContent(text);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('Dismiss clears the notice', async () => {
    const user = userEvent.setup();
    render(<SaveNotice />);
    show({ kind: 'storage-full' });
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(useGame.getState().notice).toBeNull();
  });
});
