import { act, screen, waitFor, within } from '@testing-library/react';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createRandom } from '../../src/engine';
import type { ClassicTechnique, Step } from '../../src/engine/logic';
import { checkPracticeStep, makePracticePosition } from '../../src/engine/practice';
import type { PracticePosition } from '../../src/engine/practice';
import { practiceTask, practiceVerdict } from '../../src/i18n/lesson-words';
import { setLocale } from '../../src/i18n/messages';
import { describeStepArea } from '../../src/i18n/steps';
import { openPractice } from '../../src/components/learnStart';
import { selectHistory, useGame } from '../../src/store';
import { EASY } from '../store/fixtures';
import { findDialog, renderGame } from './render';

/*
 * Practise (issue 19, items 2, 5 and 7): from a lesson, a position made by
 * the engine's 'practice' task (seeded here, so the position is known),
 * played on its own small board; "Check my step" says right, incomplete or
 * wrong in a polite live region and shows the step; Hint names the
 * technique; "Next position" never gives one seen before; none of it
 * touches the game. And the same in Chinese.
 */

/** The seeds the engine's clients hand out next, and how many practice tasks fail first. */
const control = vi.hoisted(() => ({ seeds: [] as number[], failures: 0 }));

vi.mock('../../src/workers/clients', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/workers/clients')>();
  const run: typeof real.solver.run = (task, signal) => {
    if (task.kind === 'practice' && control.failures > 0) {
      control.failures--;
      return Promise.reject(new Error('The engine broke.'));
    }
    return real.solver.run(task, signal);
  };
  return {
    ...real,
    newSeed: () => control.seeds.shift() ?? real.newSeed(),
    solver: { ...real.solver, run },
  };
});

afterAll(async () => {
  await setLocale('en');
});

type User = ReturnType<typeof renderGame>['user'];

/** The position the 'practice' task makes for `technique` from `seed`. */
const positionOf = (technique: ClassicTechnique, seed: number): PracticePosition =>
  makePracticePosition(technique, createRandom(seed));

/** Open Settings, Learn, the lesson of `title`, and press Practise. */
async function openPractise(
  user: User,
  title: string,
  names = { settings: 'Settings', learn: 'Learn', practise: 'Practise' },
): Promise<HTMLElement> {
  await user.click(screen.getByRole('button', { name: names.settings }));
  const settings = await findDialog(names.settings);
  await user.click(within(settings).getByRole('button', { name: names.learn }));
  const learn = await findDialog(names.learn);
  await user.click(within(learn).getByRole('button', { name: title }));
  await user.click(within(learn).getByRole('button', { name: names.practise }));
  return learn;
}

/** The practice board, once its position has come. */
async function practiceBoard(dialog: HTMLElement, name = 'Practice position') {
  return within(dialog).findByRole('grid', { name }, { timeout: 10_000 });
}

/** The practice board's cell at a 0-80 index. */
function cellAt(board: HTMLElement, cell: number): HTMLElement {
  return within(board).getAllByRole('gridcell')[cell];
}

/** What is said politely about the player's step: the hint or the verdict (below the step's own walk). */
function said(dialog: HTMLElement): HTMLElement {
  const regions = [...dialog.querySelectorAll<HTMLElement>('[aria-live="polite"]')];
  return regions[regions.length - 1];
}

/** The step's walk, frame by frame (a polite live region of its own), once shown. */
function walk(dialog: HTMLElement): HTMLElement {
  const regions = [...dialog.querySelectorAll<HTMLElement>('[aria-live="polite"]')];
  expect(regions).toHaveLength(2);
  return regions[0];
}

/** Toggle off each candidate a step removes: select the cell, press its digit on the pad (notes mode). */
async function removeCandidates(user: User, dialog: HTMLElement, board: HTMLElement, step: Step) {
  const pad = within(dialog).getByRole('group', { name: 'Number pad' });
  for (const { cell, digit } of step.eliminations) {
    await user.click(cellAt(board, cell));
    await user.click(within(pad).getByRole('button', { name: String(digit) }));
  }
}

/** The game as the player keeps it: practice must leave all of it as it was. */
const gameRecord = () => {
  const s = useGame.getState();
  return {
    moves: s.moves,
    index: s.historyIndex,
    stats: s.stats,
    hints: s.hintsUsed,
    mistakes: s.mistakes,
    board: selectHistory(s)[s.historyIndex],
  };
};

describe('Practise', () => {
  it('makes the X-Wing step on the notes, and Check my step says it is right and shows it', async () => {
    const position = positionOf('x-wing', 101);
    control.seeds.push(101);
    const { user } = renderGame(EASY);
    const before = gameRecord();
    const learn = await openPractise(user, 'X-Wing');
    expect(within(learn).getByRole('heading', { level: 3 })).toHaveTextContent('Practise: X-Wing');
    const board = await practiceBoard(learn);
    expect(within(learn).getByRole('status')).toHaveTextContent(practiceTask(position.step));
    expect(within(learn).getByRole('button', { name: 'Notes' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // The position's digits, and its candidates as notes.
    const empty = position.digits.indexOf(0);
    expect(cellAt(board, empty)).toHaveAccessibleName(
      new RegExp(
        `^Row ${Math.floor(empty / 9) + 1}, column ${(empty % 9) + 1}, empty, candidates `,
      ),
    );
    await removeCandidates(user, learn, board, position.step);
    const { cell, digit } = position.step.eliminations[0];
    expect(cellAt(board, cell).getAttribute('aria-label')).not.toMatch(
      new RegExp(`candidates .*${digit}`),
    );
    await user.click(within(learn).getByRole('button', { name: 'Check my step' }));
    expect(said(learn)).toHaveTextContent('Right: that is the X-Wing.');
    // Then the step, drawn and walked frame by frame.
    expect(
      within(learn).getByRole('table', { name: 'The X-Wing on this position' }),
    ).toBeInTheDocument();
    expect(walk(learn)).toHaveTextContent(/^Step 1 of \d+\. Look at /);
    await user.click(within(learn).getByRole('button', { name: 'Next' }));
    expect(walk(learn)).toHaveTextContent(/^Step 2 of \d+\. /);
    for (const name of ['Check my step', 'Hint'])
      expect(within(learn).getByRole('button', { name })).toHaveAttribute('aria-disabled', 'true');
    expect(gameRecord()).toEqual(before);
  });

  it('says incomplete, then wrong, for part of the step and for a wrong digit, by keyboard', async () => {
    const position = positionOf('x-wing', 103);
    control.seeds.push(103);
    const { user } = renderGame(EASY);
    const before = gameRecord();
    const learn = await openPractise(user, 'X-Wing');
    const board = await practiceBoard(learn);
    const [first, second] = position.step.eliminations;
    // Part of the step: one candidate off, by keyboard (notes mode is on).
    await user.click(cellAt(board, first.cell));
    expect(cellAt(board, first.cell)).toHaveFocus();
    await user.keyboard(String(first.digit));
    const part = checkPracticeStep(position, { placements: [], eliminations: [first] });
    expect(part.verdict).toBe('incomplete');
    // A second candidate off and on again (Shift+digit toggles a note in any mode), then off.
    await user.click(cellAt(board, second.cell));
    await user.keyboard(`{Shift>}${second.digit}{/Shift}`);
    expect(cellAt(board, second.cell).getAttribute('aria-label')).not.toMatch(
      new RegExp(`candidates .*${second.digit}`),
    );
    await user.keyboard(String(second.digit));
    expect(cellAt(board, second.cell)).toHaveAccessibleName(
      new RegExp(`candidates .*${second.digit}`),
    );
    // Arrows move the selection (and focus) on the practice board, not in the game.
    const from = second.cell;
    await user.keyboard('{ArrowRight}');
    const right = Math.floor(from / 9) * 9 + (((from % 9) + 1) % 9);
    expect(cellAt(board, right)).toHaveAttribute('aria-selected', 'true');
    expect(cellAt(board, right)).toHaveFocus();
    await user.click(within(learn).getByRole('button', { name: 'Check my step' }));
    expect(said(learn)).toHaveTextContent(practiceVerdict(part));
    expect(said(learn)).toHaveTextContent(
      /^Right so far, but the step is not finished: it also removes /,
    );
    expect(gameRecord()).toEqual(before);

    // The next position: a wrong digit placed, with notes mode off (N).
    control.seeds.push(104);
    const other = positionOf('x-wing', 104);
    await user.click(within(learn).getByRole('button', { name: 'Next position' }));
    await waitFor(() =>
      expect(within(learn).getByRole('status')).toHaveTextContent(practiceTask(other.step)),
    );
    const board2 = await practiceBoard(learn);
    const cell = other.digits.findIndex(
      (d, i) => d === 0 && other.candidates[i] !== 1 << (other.solution[i] - 1),
    );
    const wrong = [1, 2, 3, 4, 5, 6, 7, 8, 9].find(
      (d) => d !== other.solution[cell] && other.candidates[cell] & (1 << (d - 1)),
    )!;
    await user.click(cellAt(board2, cell));
    await user.keyboard('n');
    expect(within(learn).getByRole('button', { name: 'Notes' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await user.keyboard(String(wrong));
    expect(cellAt(board2, cell)).toHaveAccessibleName(new RegExp(`, ${wrong}$`));
    // Backspace takes it out again; the digit once more, then check.
    await user.keyboard('{Backspace}');
    expect(cellAt(board2, cell)).toHaveAccessibleName(/empty, candidates/);
    await user.keyboard(String(wrong));
    await user.click(within(learn).getByRole('button', { name: 'Check my step' }));
    const verdict = checkPracticeStep(other, {
      placements: [{ cell, digit: wrong as 1 }],
      eliminations: [],
    });
    expect(verdict.verdict).toBe('wrong');
    expect(said(learn)).toHaveTextContent(practiceVerdict(verdict));
    expect(said(learn)).toHaveTextContent(
      /^Not right: row \d, column \d \(\d\) does not fit the solution\.$/,
    );
    expect(gameRecord()).toEqual(before);
  });

  it('places the digit of a single with the pad', async () => {
    const position = positionOf('naked-single', 302);
    control.seeds.push(302);
    const { user } = renderGame(EASY);
    const learn = await openPractise(user, 'Naked single');
    const board = await practiceBoard(learn);
    expect(within(learn).getByRole('button', { name: 'Notes' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    const { cell, digit } = position.step.placements[0];
    await user.click(cellAt(board, cell));
    const pad = within(learn).getByRole('group', { name: 'Number pad' });
    await user.click(within(pad).getByRole('button', { name: String(digit) }));
    expect(cellAt(board, cell)).toHaveAccessibleName(new RegExp(`, ${digit}$`));
    await user.click(within(learn).getByRole('button', { name: 'Check my step' }));
    expect(said(learn)).toHaveTextContent('Right: that is the naked single.');
  });

  it('Hint names the technique, Show me shows the step, and Next position is never one seen before', async () => {
    const first = positionOf('x-wing', 201);
    const second = positionOf('x-wing', 202);
    // The second request is given the first position again: it is passed over.
    control.seeds.push(201, 201, 202);
    const { user } = renderGame(EASY);
    const learn = await openPractise(user, 'X-Wing');
    await practiceBoard(learn);
    expect(within(learn).getByRole('status')).toHaveTextContent(practiceTask(first.step));
    await user.click(within(learn).getByRole('button', { name: 'Hint' }));
    expect(said(learn)).toHaveTextContent(describeStepArea(first.step));
    expect(said(learn)).toHaveTextContent(/^Look at (row|column|box) \d \(X-Wing\)\.$/);
    await user.click(within(learn).getByRole('button', { name: 'Show me' }));
    expect(within(learn).getByRole('heading', { name: 'The step', level: 4 })).toHaveFocus();
    const drawn = within(learn).getByRole('table', { name: 'The X-Wing on this position' });
    await user.click(within(learn).getByRole('button', { name: 'Next' }));
    await user.keyboard('{End}'); // the walk's last frame: every removal drawn
    expect(within(drawn).getAllByRole('cell', { name: /remove \d/ })).toHaveLength(
      new Set(first.step.eliminations.map((e) => e.cell)).size,
    );

    await user.click(within(learn).getByRole('button', { name: 'Next position' }));
    // "Preparing a position…" may already have given way: the new position is awaited by its digits.
    const digitsShown = async () =>
      within(await practiceBoard(learn))
        .getAllByRole('gridcell')
        .map((c) =>
          Number(
            /^Row \d, column \d, (?:given )?(\d)$/.exec(c.getAttribute('aria-label')!)?.[1] ?? 0,
          ),
        );
    await waitFor(async () => expect(await digitsShown()).toEqual(second.digits));
    expect(within(learn).getByRole('status')).toHaveTextContent(practiceTask(second.step));
    expect(second.puzzle).not.toEqual(first.puzzle);
    expect(said(learn)).toHaveTextContent('');
    expect(control.seeds).toEqual([]);
  });

  it('says when no position could be made, and Try again makes one', async () => {
    control.failures = 1;
    const position = positionOf('x-wing', 401);
    control.seeds.push(401);
    const { user } = renderGame(EASY);
    const learn = await openPractise(user, 'X-Wing');
    expect(await within(learn).findByRole('alert')).toHaveTextContent(
      'No position could be made. Try again.',
    );
    await user.click(within(learn).getByRole('button', { name: 'Try again' }));
    await practiceBoard(learn);
    expect(within(learn).getByRole('status')).toHaveTextContent(practiceTask(position.step));
    expect(within(learn).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('opens straight into practice with openPractice, and leads back to the lesson and the library', async () => {
    control.seeds.push(501);
    const { user } = renderGame(EASY);
    act(() => openPractice('swordfish'));
    const learn = await findDialog('Learn');
    expect(within(learn).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Practise: Swordfish',
    );
    expect(within(learn).getByRole('heading', { level: 3 })).toHaveFocus();
    await practiceBoard(learn);
    await user.click(within(learn).getByRole('button', { name: 'Back to the lesson' }));
    expect(within(learn).getByRole('heading', { name: 'Swordfish', level: 3 })).toHaveFocus();
    await user.click(within(learn).getByRole('button', { name: 'All techniques' }));
    expect(within(learn).getByRole('button', { name: 'Swordfish' })).toHaveFocus();
    // Opened again from Settings, Learn is at its library.
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Settings' }));
    await user.click(within(await findDialog('Settings')).getByRole('button', { name: 'Learn' }));
    const again = await findDialog('Learn');
    expect(within(again).getByRole('region', { name: 'Easy: singles' })).toBeInTheDocument();
  });
});

describe('Practise in Chinese', () => {
  it('is 练习, with the task, the hint and the verdict in Chinese', async () => {
    const position = positionOf('x-wing', 601);
    control.seeds.push(601);
    const { user } = renderGame(EASY);
    act(() => useGame.getState().updateSettings({ language: 'zh-CN' }));
    await waitFor(() => expect(document.documentElement.lang).toBe('zh-CN'));
    const learn = await openPractise(user, 'X翼', {
      settings: '设置',
      learn: '学习',
      practise: '练习',
    });
    expect(within(learn).getByRole('heading', { level: 3 })).toHaveTextContent('练习：X翼');
    const board = await practiceBoard(learn, '练习局面');
    expect(within(learn).getByRole('status')).toHaveTextContent(practiceTask(position.step));
    expect(within(learn).getByRole('status')).toHaveTextContent(/^这里的下一步要用X翼。/);
    await user.click(within(learn).getByRole('button', { name: '提示' }));
    expect(said(learn)).toHaveTextContent(describeStepArea(position.step));
    const pad = within(learn).getByRole('group', { name: '数字键盘' });
    for (const { cell, digit } of position.step.eliminations) {
      await user.click(cellAt(board, cell));
      await user.click(within(pad).getByRole('button', { name: String(digit) }));
    }
    await user.click(within(learn).getByRole('button', { name: '检查这一步' }));
    expect(said(learn)).toHaveTextContent('对了，这就是X翼。');
    expect(within(learn).getByRole('table', { name: '这个局面里的X翼' })).toBeInTheDocument();
    expect(within(learn).getByRole('button', { name: '换一个局面' })).toBeInTheDocument();
    const SPACED =
      /[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef] | [\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]/;
    expect(learn.textContent).not.toMatch(SPACED);
  });
});
