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
      { kind: 'dropped', parts: ['all'] },
      "Your saved data couldn't be read, so everything starts fresh.",
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
      "Storage is full, so your latest progress isn't being saved. You can keep playing.",
    ],
  ])('an alert for %o', (notice, text) => {
    render(<SaveNotice />);
    show(notice);
    expect(screen.getByRole('alert')).toHaveTextContent(text);
  });

  it('a polite status for progress taken over from another tab', () => {
    render(<SaveNotice />);
    show({ kind: 'synced-from-other-tab' });
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your latest progress from another tab was loaded.',
    );
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
