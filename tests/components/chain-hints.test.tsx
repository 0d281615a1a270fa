import { describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { useGame } from '../../src/store';
import type { Step } from '../../src/engine/logic';
import { pencilmarks } from '../engine/logic/helpers';
import { X_CHAIN } from '../engine/logic/positions/chains';
import { realStep } from '../i18n/step-positions';
import { EASY, FORUM_HARDEST } from '../store/fixtures';
import { board, pressHint, renderGame } from './render';

/*
 * Chains in the hint card and in the "Solution steps" view: a forcing
 * chain's summary first, each branch walked on demand (a toggle button per
 * branch, Back and Next a page at a time, in a live region of its own that
 * the board takes as part of its description, never more than 8 links
 * drawn); a chain drawn over the small board and walked in the text.
 */

const status = () => screen.getByRole('status');
const findBranches = () => screen.findByRole('group', { name: 'Follow one case' });
const card = () => screen.getByRole('region', { name: 'Hint' });
const walkButton = (name: 'Back' | 'Next') => within(card()).getByRole('button', { name });
/** The page of the walk on show ('' at the summary). */
const walkText = () => document.getElementById('status-walk')?.textContent ?? '';
/** The links the hint's overlay draws now (each an arrow). */
const drawnLinks = () => document.querySelectorAll('.board-frame svg path[marker-end]').length;

describe('a forcing chain in the hint card', () => {
  it('gives its summary first, then walks the branch asked for a page at a time', async () => {
    const { user } = renderGame(FORUM_HARDEST);
    await pressHint(user);
    expect(status()).toHaveTextContent(/^Look at (row|column|box) \d \(nested forcing chain\)\.$/);
    await pressHint(user);
    const summary = status().textContent ?? '';
    expect(summary).toMatch(
      /^If row \d, column \d is \d, then in the end .+, which cannot be\. So \d can be removed from row \d, column \d\.$/,
    );
    // The board is described by the same words while the chain is drawn.
    expect(board()).toHaveAccessibleDescription(summary);
    // The summary draws no link yet; Back has nowhere to go.
    expect(drawnLinks()).toBe(0);
    expect(walkButton('Back')).toHaveAttribute('aria-disabled', 'true');

    const buttons = within(await findBranches()).getAllByRole('button');
    expect(buttons.length).toBeGreaterThan(0);
    for (const b of buttons) {
      expect(b).toHaveAccessibleName(
        /^Why (row \d, column \d (is|is not) \d|\d is in none of .+)$/,
      );
      expect(b).toHaveAttribute('aria-pressed', 'false');
    }

    await user.click(buttons[0]);
    expect(buttons[0]).toHaveAttribute('aria-pressed', 'true');
    // The summary stays; the branch's first page appears below the buttons, and the board's description carries both.
    expect(status()).toHaveTextContent(summary);
    expect(walkText()).toMatch(/^Step 1 of \d+\. Suppose row \d, column \d is \d\./);
    expect(board()).toHaveAccessibleDescription(
      /^If row .+ cannot be\. .+ Step 1 of \d+\. Suppose row .+\.$/,
    );

    // Pressed again: back to the summary alone.
    await user.click(buttons[0]);
    expect(buttons[0]).toHaveAttribute('aria-pressed', 'false');
    expect(walkText()).toBe('');
    expect(board()).toHaveAccessibleDescription(summary);
  }, 60_000);

  it('walks every branch with Next and Back, never drawing more than 8 links, read out page by page', async () => {
    const { user } = renderGame(FORUM_HARDEST);
    await pressHint(user);
    await pressHint(user);
    const group = await findBranches();
    const branches = within(group).getAllByRole('button');
    // The walk is a polite live region of its own, as a lesson's steps are.
    expect(screen.getByText((_, el) => el?.id === 'status-walk')).toHaveAttribute(
      'aria-live',
      'polite',
    );

    const seen: string[] = [];
    let most = 0;
    // Next from the summary to the last page of the last branch.
    while (walkButton('Next').getAttribute('aria-disabled') !== 'true') {
      await user.click(walkButton('Next'));
      const text = walkText();
      expect(text).toMatch(/^Step \d+ of \d+\. \S/);
      expect(text.length).toBeLessThanOrEqual(320); // "Step n of N." and at most 300 characters
      most = Math.max(most, drawnLinks());
      expect(drawnLinks()).toBeLessThanOrEqual(8);
      // Its branch's button is the pressed one; the card still says what Hint does next.
      const pressed = branches.filter((b) => b.getAttribute('aria-pressed') === 'true');
      expect(pressed).toHaveLength(1);
      expect(screen.getByRole('button', { name: 'Apply' })).toBeVisible();
      seen.push(text);
    }
    expect(most).toBeGreaterThan(0);
    expect(branches[branches.length - 1]).toHaveAttribute('aria-pressed', 'true');
    const [, of] = /^Step (\d+) of (\d+)/.exec(seen[seen.length - 1])!.slice(1);
    expect(seen[seen.length - 1]).toMatch(new RegExp(`^Step ${of} of ${of}\\.`));
    expect(seen.filter((text) => text.startsWith('Step 1 of '))).toHaveLength(branches.length);

    // Back retraces the same pages, then returns to the summary.
    for (let i = seen.length - 2; i >= 0; i--) {
      await user.click(walkButton('Back'));
      expect(walkText()).toBe(seen[i]);
    }
    await user.click(walkButton('Back'));
    expect(walkText()).toBe('');
    expect(walkButton('Back')).toHaveAttribute('aria-disabled', 'true');

    // The walk is optional: Apply goes on from any page.
    await user.click(walkButton('Next'));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(status()).toHaveTextContent(/^So \d can be removed from row \d, column \d\.$/);
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  }, 60_000);
});

describe('an alternating chain in the hint card', () => {
  it('is summed up by what it proves, then walked link by link with Next', async () => {
    const { user } = renderGame(EASY);
    // An X-Chain's hint at its second press (the card's words come from the step alone).
    const step = realStep('x-chain');
    act(() => {
      useGame.setState({
        hintFlow: { hint: { kind: 'step', step }, stage: 2, branch: -1, page: 0 },
        announcement: { kind: 'hint-step', step, stage: 2 },
        announcementId: useGame.getState().announcementId + 1,
      });
    });
    expect(await screen.findByRole('button', { name: 'Apply' })).toBeVisible();
    expect(status()).toHaveTextContent(
      'At least one end of the chain is true: row 4, column 6 is 3, or row 6, column 1 is 3. So 3 can be removed from row 4, columns 1 and 2.',
    );
    // One chain: no branches to choose, Back and Next walk it.
    expect(screen.queryByRole('group', { name: 'Follow one case' })).toBeNull();
    expect(walkText()).toBe('');
    await user.click(walkButton('Next'));
    expect(walkText()).toMatch(
      /^Step 1 of \d+\. If row 4, column 6 is not 3, then row 7, column 6 is 3 \(the only other place for 3 in column 6\)\./,
    );
    expect(drawnLinks()).toBeGreaterThan(0);
    expect(drawnLinks()).toBeLessThanOrEqual(8);
    while (walkButton('Next').getAttribute('aria-disabled') !== 'true')
      await user.click(walkButton('Next'));
    expect(walkText()).toMatch(/At least one end of the chain is true: .+\.$/);
    // Keyboard: Back is a button like any other.
    walkButton('Back').focus();
    await user.keyboard('{Enter}');
    expect(walkText()).not.toMatch(/At least one end/);
  });
});

/** Open the "Solution steps" view on a path of the given steps (all on one board). */
async function showSteps(steps: Step[], digits: number[]) {
  act(() => {
    useGame.setState({
      solutionPath: { steps, boards: [...steps.map(() => digits), digits], solved: false },
      dialog: 'solution-steps',
    });
  });
  // The dialogs load lazily; on a busy machine that can take more than the default second.
  return screen.findByRole('dialog', { name: 'Solution steps' }, { timeout: 10_000 });
}

describe('chains in the solution steps', () => {
  const digits = Array.from(pencilmarks(X_CHAIN.grid!).values);

  it('draws the chain over the small board and walks it in the text', async () => {
    renderGame(EASY);
    const dialog = await showSteps([realStep('x-chain')], digits);
    const table = within(dialog).getByRole('table', { name: 'Board before step 1' });
    // The chain is drawn (a decorative picture over the table, hidden from assistive technology).
    expect(table.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    expect(dialog).toHaveAccessibleDescription(
      /If row 4, column 6 is not 3, then row 7, column 6 is 3 \(the only other place for 3 in column 6\)\..+At least one end of the chain is true: row 4, column 6 is 3, or row 6, column 1 is 3\. So 3 can be removed from row 4, columns 1 and 2\.$/,
    );
    expect(within(dialog).queryByRole('group', { name: 'Follow one case' })).toBeNull();
  });

  it('sums up a forcing chain, and walks a branch on demand', async () => {
    const { user } = renderGame(EASY);
    const dialog = await showSteps([realStep('cell-forcing-chain'), realStep('x-chain')], digits);
    expect(dialog).toHaveAccessibleDescription(
      'Step 1 of 2, Cell forcing chain. Whatever row 3, column 7 holds — 3 or 7 — row 3, column 9 cannot be 3.',
    );
    const group = within(dialog).getByRole('group', { name: 'Follow one case' });
    await user.click(within(group).getByRole('button', { name: 'If row 3, column 7 is 7' }));
    expect(dialog).toHaveAccessibleDescription(/ Suppose row 3, column 7 is 7\. .+\.$/);
    expect(within(group).getByRole('button', { name: 'If row 3, column 7 is 7' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // The next page starts again from its own summary.
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).queryByRole('group', { name: 'Follow one case' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Previous' }));
    expect(dialog).not.toHaveAccessibleDescription(/Suppose/);
  });
});
