import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '../../src/components/App';
import { createRandom, generateKindPuzzle } from '../../src/engine';
import type { Kind } from '../../src/engine';
import { loadMessages, setLocale } from '../../src/i18n/messages';
import { resetGameStore, useGame } from '../../src/store';
import { loadLayout } from '../../src/store/layoutLoader';
import { kindParts } from '../../src/components/lazyParts';
import { PrintSheet } from '../../src/components/PrintSheet';
import { StepBoard } from '../../src/components/StepBoard';
import { board } from './render';

/** Put a generated puzzle of `kind` on the board (as a new game of that kind would) and render the app. */
async function renderKind(kind: Kind, seed = 7) {
  resetGameStore();
  const puzzle = generateKindPuzzle(kind, 'easy', createRandom(seed));
  await loadLayout(puzzle.rules);
  useGame.setState({
    rules: puzzle.rules,
    givens: puzzle.puzzle,
    solution: puzzle.solution,
    moves: [],
    historyIndex: 0,
    selected: 0,
    level: 'easy',
    gameId: `kind-${kind}`,
  });
  const user = userEvent.setup();
  render(<App />);
  // The board of a kind loads its marks and words on first use: wait for them as a player would.
  await act(async () => {
    await kindParts.load();
  });
  return { user, puzzle };
}

const cells = () => within(board()).getAllByRole('gridcell');

/** The cell at 1-based row and column, by the start of its name. */
function cellAt(row: number, col: number): HTMLElement {
  return within(board()).getByRole('gridcell', {
    name: new RegExp(`^Row ${row}, column ${col},`),
  });
}

const pad = () => screen.getByRole('group', { name: 'Number pad' });

afterEach(async () => {
  await setLocale('en');
  await loadMessages('en', 'core');
});

/** A 6x6 game rendered, its first empty cell (row, column from 1) clicked. */
async function firstEmpty6x6() {
  const { user, puzzle } = await renderKind('6x6');
  const empty = puzzle.puzzle.indexOf(0);
  const row = Math.floor(empty / 6) + 1;
  const col = (empty % 6) + 1;
  await user.click(cellAt(row, col));
  return { user, row, col };
}

describe('a 6x6 board', () => {
  it('has six rows of six cells and a pad of six digits', async () => {
    await renderKind('6x6');
    const rows = within(board()).getAllByRole('row');
    expect(rows).toHaveLength(6);
    for (const row of rows) expect(within(row).getAllByRole('gridcell')).toHaveLength(6);
    expect(cellAt(6, 6)).toBeInTheDocument();
    expect(
      within(pad())
        .getAllByRole('button')
        .map((b) => b.textContent?.[0]),
    ).toEqual(['1', '2', '3', '4', '5', '6']);
  });

  it('takes digits 1-6 from the keyboard, ignores 7-9, and keeps Home and End within its rows', async () => {
    const { user, row, col } = await firstEmpty6x6();
    await user.keyboard('7');
    expect(cellAt(row, col)).toHaveAccessibleName(`Row ${row}, column ${col}, empty`);
    await user.keyboard('5');
    expect(cellAt(row, col)).toHaveAccessibleName(`Row ${row}, column ${col}, 5`);
    await user.keyboard('{End}');
    expect(cellAt(row, 6)).toHaveFocus();
    await user.keyboard('{Home}');
    expect(cellAt(row, 1)).toHaveFocus();
    await user.keyboard('{Control>}{End}{/Control}');
    expect(cellAt(6, 6)).toHaveFocus();
  });
});

describe('corner marks and colours on a 6x6 board', () => {
  it('corner marks take 1-6; all nine colours paint, from the keys 1-9 too', async () => {
    const { user, row, col } = await firstEmpty6x6();
    await user.keyboard('x79');
    expect(cellAt(row, col)).toHaveAccessibleName(`Row ${row}, column ${col}, empty`);
    await user.keyboard('6');
    expect(cellAt(row, col)).toHaveAccessibleName(`Row ${row}, column ${col}, empty, corner 6`);
    await user.keyboard('v9');
    await waitFor(() =>
      expect(cellAt(row, col)).toHaveAccessibleName(
        `Row ${row}, column ${col}, empty, corner 6, grey`,
      ),
    );
    expect(await screen.findByRole('group', { name: 'Colours' })).toBeInTheDocument();
  });
});

describe('cell names by kind', () => {
  it('Killer: every cell names its cage and sum; a cage’s first cell its number of cells', async () => {
    const { puzzle } = await renderKind('killer');
    const all = cells();
    expect(all).toHaveLength(81);
    for (const cage of puzzle.rules.cages) {
      const [first, ...rest] = cage.cells;
      const pos = (i: number) => `Row ${Math.floor(i / 9) + 1}, column ${(i % 9) + 1}`;
      expect(all[first]).toHaveAccessibleName(
        new RegExp(`^${pos(first)}, ${cage.cells.length}-cell cage, sum ${cage.sum}, `),
      );
      for (const i of rest)
        expect(all[i]).toHaveAccessibleName(new RegExp(`^${pos(i)}, cage sum ${cage.sum}, `));
    }
  });

  it('Jigsaw: every cell names its region', async () => {
    const { puzzle } = await renderKind('jigsaw');
    cells().forEach((el, i) => {
      const place = `Row ${Math.floor(i / 9) + 1}, column ${(i % 9) + 1}`;
      expect(el).toHaveAccessibleName(
        new RegExp(`^${place}, region ${puzzle.rules.regions[i] + 1}, `),
      );
    });
  });

  it('Sudoku X: cells on a diagonal say which; others say nothing of diagonals', async () => {
    await renderKind('x');
    expect(cellAt(1, 1)).toHaveAccessibleName(/^Row 1, column 1, on the main diagonal, /);
    expect(cellAt(2, 8)).toHaveAccessibleName(/^Row 2, column 8, on the anti-diagonal, /);
    expect(cellAt(5, 5)).toHaveAccessibleName(/^Row 5, column 5, on both diagonals, /);
    expect(cellAt(1, 2)).not.toHaveAccessibleName(/diagonal/);
  });

  it('classic: names are as they always were', async () => {
    await renderKind('classic');
    expect(cellAt(1, 1)).toHaveAccessibleName(/^Row 1, column 1, (empty|given \d)$/);
  });

  it('in Chinese too', async () => {
    const { puzzle } = await renderKind('killer');
    act(() => useGame.getState().updateSettings({ language: 'zh-CN' }));
    const grid = await screen.findByRole('grid', { name: '数独盘面' });
    const all = within(grid).getAllByRole('gridcell');
    const cage = puzzle.rules.cages.find((c) => c.cells.length > 1)!;
    const [first, second] = cage.cells;
    const pos = (i: number) => `第${Math.floor(i / 9) + 1}行第${(i % 9) + 1}列`;
    await waitFor(() =>
      expect(all[first]).toHaveAccessibleName(
        new RegExp(`^${pos(first)}，${cage.cells.length}格笼子，和为${cage.sum}，`),
      ),
    );
    expect(all[second]).toHaveAccessibleName(new RegExp(`^${pos(second)}，笼子和为${cage.sum}，`));
  });

  it('in Chinese: a Jigsaw cell’s region', async () => {
    const { puzzle } = await renderKind('jigsaw');
    act(() => useGame.getState().updateSettings({ language: 'zh-CN' }));
    const grid = await screen.findByRole('grid', { name: '数独盘面' });
    await waitFor(() =>
      expect(within(grid).getAllByRole('gridcell')[0]).toHaveAccessibleName(
        new RegExp(`^第1行第1列，第${puzzle.rules.regions[0] + 1}宫，`),
      ),
    );
  });

  it('in Chinese: an X cell’s diagonals', async () => {
    await renderKind('x');
    act(() => useGame.getState().updateSettings({ language: 'zh-CN' }));
    const grid = await screen.findByRole('grid', { name: '数独盘面' });
    const all = within(grid).getAllByRole('gridcell');
    await waitFor(() => expect(all[0]).toHaveAccessibleName(/^第1行第1列，在主对角线上，/));
    expect(all[8]).toHaveAccessibleName(/^第1行第9列，在副对角线上，/);
    expect(all[40]).toHaveAccessibleName(/^第5行第5列，在两条对角线上，/);
    expect(all[1]).not.toHaveAccessibleName(/对角线/);
  });
});

describe('the solution steps board', () => {
  it('draws a 6x6 puzzle as a table of six rows of six cells when given its rules', () => {
    const { rules, puzzle } = generateKindPuzzle('6x6', 'easy', createRandom(7));
    render(<StepBoard label="Board" digits={puzzle} givens={puzzle} marks={null} rules={rules} />);
    const table = screen.getByRole('table', { name: 'Board' });
    expect(within(table).getAllByRole('columnheader')).toHaveLength(6);
    expect(within(table).getAllByRole('rowheader')).toHaveLength(6);
    // Each cell is named by its digit, or "empty" (the first row's cell is the corner, unnamed).
    const named = within(table)
      .getAllByRole('cell')
      .filter((c) => c.textContent !== '');
    expect(named).toHaveLength(36);
    for (let d = 1; d <= 6; d++) {
      expect(within(table).queryAllByRole('cell', { name: String(d) })).toHaveLength(
        puzzle.filter((x) => x === d).length,
      );
    }
    expect(within(table).getAllByRole('cell', { name: 'empty' })).toHaveLength(
      puzzle.filter((x) => x === 0).length,
    );
  });
});

describe('the print sheet of a kind', () => {
  it('is headed by the kind and level, in English and Chinese', async () => {
    await renderKind('killer');
    const { container } = render(<PrintSheet />);
    expect(within(container).getByRole('heading')).toHaveTextContent('Killer · Easy');
    await act(async () => {
      await setLocale('zh-CN');
      await loadMessages('zh-CN', 'dialogs');
    });
    expect(within(container).getByRole('heading')).toHaveTextContent('杀手数独 · 简单');
    await act(async () => {
      await setLocale('en');
    });
  });
});
