import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { ShortcutsDialog } from '../../src/components/ShortcutsDialog';
import { createRandom, generateKindPuzzle } from '../../src/engine';
import { loadMessages, setLocale } from '../../src/i18n/messages';
import { resetGameStore, useGame } from '../../src/store';
import { EASY, HIDDEN } from '../store/fixtures';
import { cell, findDialog, renderGame, settle } from './render';

/*
 * The game's letter keys (H hint, C check, P pause and resume, N notes),
 * which never act in a field, over a dialog, with Ctrl, Cmd or Alt, or on a
 * puzzle being entered; and "Keyboard shortcuts", opened with ? or from
 * Settings, listing every key in English and in Chinese.
 */

const status = () => screen.getByRole('status');
const button = (name: string) => screen.getByRole('button', { name });
const grid = () => screen.queryByRole('grid', { name: 'Sudoku board' });

/** An ASCII space beside a Chinese character or Chinese punctuation. */
const SPACED =
  /[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef] | [\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]/;

/** The list's lines, each as its keys read ("Ctrl+Z"), then what they do. */
function lines(dialog: HTMLElement): string[] {
  return within(dialog)
    .getAllByRole('term')
    .map((term) => `${term.textContent}: ${term.nextElementSibling!.textContent}`);
}

/** Whether anything happened in the game: a hint or check said, paused, notes mode, a dialog. */
function untouched() {
  const state = useGame.getState();
  expect(state.announcement).toBeNull();
  expect(state.paused).toBe(false);
  expect(state.notesMode).toBe(false);
  expect(state.dialog).toBeNull();
}

afterEach(async () => {
  vi.restoreAllMocks();
  await setLocale('en');
  await Promise.all([loadMessages('en', 'core'), loadMessages('en', 'dialogs')]);
});

describe('letter keys', () => {
  it('H gives a hint, again the next part of it', async () => {
    const { user } = renderGame(HIDDEN);
    await user.keyboard('h');
    await settle();
    expect(status()).toHaveTextContent('Look at box 6 (hidden single).');
    await user.keyboard('H'); // with Shift or Caps Lock too
    await settle();
    expect(status()).toHaveTextContent('In box 6, 3 fits in only one cell: row 6, column 9.');
  });

  it('C checks the digits', async () => {
    const { user } = renderGame(EASY);
    await user.click(cell(1, 1));
    await user.keyboard('3'); // wrong: 9 belongs here
    await user.keyboard('c');
    expect(status()).toHaveTextContent('1 digit is wrong.');
    expect(cell(1, 1)).toHaveAttribute('aria-invalid', 'true');
  });

  it('P pauses and resumes; paused, other keys do nothing', async () => {
    const { user } = renderGame(EASY);
    await user.click(cell(1, 1));
    await user.keyboard('p');
    expect(button('Pause')).toHaveAttribute('aria-pressed', 'true');
    expect(grid()).toBeNull();
    await user.keyboard('9hn');
    expect(useGame.getState().announcement).toBeNull();
    expect(useGame.getState().notesMode).toBe(false);
    await user.keyboard('p');
    expect(button('Pause')).toHaveAttribute('aria-pressed', 'false');
    expect(cell(1, 1)).toHaveAccessibleName('Row 1, column 1, empty');
  });

  it('N switches notes mode', async () => {
    const { user } = renderGame(EASY);
    await user.click(cell(1, 1));
    await user.keyboard('n');
    expect(button('Notes')).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard('39');
    expect(cell(1, 1)).toHaveAccessibleName('Row 1, column 1, empty, notes 3 9');
    await user.keyboard('N');
    expect(button('Notes')).toHaveAttribute('aria-pressed', 'false');
  });

  it('do nothing in a text field or a select', async () => {
    const { user } = renderGame(EASY);
    render(
      <>
        <input aria-label="Name" />
        <select aria-label="Size" defaultValue="a">
          <option value="a">a</option>
          <option value="p">p</option>
        </select>
      </>,
    );
    const field = screen.getByRole('textbox', { name: 'Name' });
    await user.click(field);
    await user.keyboard('hcpn?');
    expect(field).toHaveValue('hcpn?');
    await user.click(screen.getByRole('combobox', { name: 'Size' }));
    await user.keyboard('hcpn?');
    await settle();
    untouched();
  });

  it('do nothing with Ctrl, Cmd or Alt held', async () => {
    const { user } = renderGame(EASY);
    await user.click(cell(1, 1));
    await user.keyboard('{Control>}h{/Control}{Meta>}c{/Meta}{Alt>}p{/Alt}{Control>}n{/Control}');
    await user.keyboard('{Alt>}?{/Alt}');
    await settle();
    untouched();
  });

  it('do nothing while a dialog is open', async () => {
    const { user } = renderGame(EASY);
    await user.click(button('Statistics'));
    const stats = await findDialog('Statistics');
    expect(within(stats).getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.keyboard('hcpn?');
    await settle();
    expect(useGame.getState().dialog).toBe('statistics');
    expect(useGame.getState().announcement).toBeNull();
    expect(useGame.getState().paused).toBe(false);
    expect(useGame.getState().notesMode).toBe(false);
  });

  it('do nothing while a puzzle is entered (N, H, C, P are not part of a puzzle)', async () => {
    const { user } = renderGame(EASY);
    await user.click(button('Enter a puzzle'));
    await user.keyboard('hcpn');
    await settle();
    const state = useGame.getState();
    expect(state.entry).not.toBeNull();
    expect(state.announcement).toBeNull();
    expect(state.notesMode).toBe(false);
    expect(button('Enter a puzzle')).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('Keyboard shortcuts', () => {
  it('? opens it, listing every key with what it does; Escape closes it and the board has focus again', async () => {
    const { user } = renderGame(EASY);
    await user.click(cell(1, 1));
    await user.keyboard('?');
    const dialog = await findDialog('Keyboard shortcuts');
    expect(
      within(dialog)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([
      'Digits and moving',
      'Several cells, corner marks and colours',
      'Game',
      'Digit first',
      'Enter a puzzle',
    ]);
    expect(lines(dialog)).toEqual([
      '1–9: Enter the digit in the selected cells (a note, corner mark or colour in those modes)',
      'Shift+1–9: Add or remove the note, without notes mode',
      'N: Notes mode on or off',
      'Backspace, Delete or 0: Erase the selected cells (their colours in colours mode)',
      '↑, ↓, ← or →: Move the selection (past an edge it comes in at the other)',
      'Home or End: First or last cell of the row (with focus on the board)',
      'Ctrl+Home or Ctrl+End: First or last cell of the board (with focus on the board)',
      'Shift+↑, Shift+↓, Shift+← or Shift+→: Add the next cell to the selection',
      'Shift+click: Add the cell to the selection (or drag across cells)',
      'Ctrl+click: Add the cell to the selection, or take it out',
      'X: Corner marks mode on or off (digits go in the corners)',
      'V: Colours mode on or off (1–9 paint the nine colours)',
      'Esc: Back to the one selected cell',
      'H: Hint (press again to see more)',
      'C: Check the digits',
      'P: Pause or resume',
      'Ctrl+Z: Undo',
      'Ctrl+Shift+Z or Ctrl+Y: Redo',
      'Ctrl+V: Paste a puzzle',
      'Esc: Put a hint away; close a dialog',
      '?: Show these keys',
      '1–9: Hold the digit (press it again to let go)',
      'Enter or Space: Put the held digit in the selected cell',
      'Esc: Let the held digit go',
      '1–9: Type the digit and go to the next cell',
      'Space, 0 or .: Leave the cell empty and go to the next',
      'Backspace: Clear the cell and go back one',
    ]);
    // Each key is a <kbd> of its own: Ctrl+Shift+Z is three.
    const redo = within(dialog).getByText('Redo').previousElementSibling!;
    expect([...redo.querySelectorAll('kbd')].map((k) => k.textContent)).toEqual([
      'Ctrl',
      'Shift',
      'Z',
      'Ctrl',
      'Y',
    ]);
    await user.keyboard('{Escape}');
    expect(dialog).not.toBeInTheDocument();
    expect(cell(1, 1)).toHaveFocus();
    untouched();
  });

  it('opens while paused too, and keys typed over it do nothing', async () => {
    const { user } = renderGame(EASY);
    await user.keyboard('p?');
    const dialog = await findDialog('Keyboard shortcuts');
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.keyboard('php?');
    expect(useGame.getState().paused).toBe(true);
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(dialog).not.toBeInTheDocument();
    expect(useGame.getState().paused).toBe(true);
  });

  it('opens from Settings', async () => {
    const { user } = renderGame(EASY);
    await user.click(button('Settings'));
    const settings = await findDialog('Settings');
    await user.click(within(settings).getByRole('button', { name: 'Keyboard shortcuts' }));
    expect(await findDialog('Keyboard shortcuts')).toBeInTheDocument();
    expect(settings).not.toBeInTheDocument();
  });

  it('shows ⌘ for Ctrl on Apple’s systems, where Ctrl+Y and Ctrl+Home stay Ctrl', () => {
    resetGameStore();
    vi.spyOn(navigator, 'platform', 'get').mockReturnValue('MacIntel');
    render(<ShortcutsDialog />);
    const dialog = screen.getByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(lines(dialog)).toEqual(
      expect.arrayContaining([
        '⌘+Z: Undo',
        '⌘+Shift+Z or Ctrl+Y: Redo',
        '⌘+V: Paste a puzzle',
        '⌘+click: Add the cell to the selection, or take it out',
        'Enter or Space: Put the held digit in the selected cell',
        'Ctrl+Home or Ctrl+End: First or last cell of the board (with focus on the board)',
      ]),
    );
  });

  it('names the digits of a 6x6 board 1–6', () => {
    resetGameStore();
    useGame.setState({ rules: generateKindPuzzle('6x6', 'easy', createRandom(7)).rules });
    render(<ShortcutsDialog />);
    const dialog = screen.getByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(lines(dialog).slice(0, 2)).toEqual([
      '1–6: Enter the digit in the selected cells (a note, corner mark or colour in those modes)',
      'Shift+1–6: Add or remove the note, without notes mode',
    ]);
    // Typing a puzzle in is always on a 9x9 grid.
    expect(lines(dialog)).toContain('1–9: Type the digit and go to the next cell');
  });

  it('in Chinese: 键盘快捷键, from ? and from 设置, Chinese punctuation and no space beside Chinese', async () => {
    const { user } = renderGame(EASY);
    act(() => useGame.getState().updateSettings({ language: 'zh-CN' }));
    await waitFor(() => expect(document.documentElement.lang).toBe('zh-CN'));
    await user.keyboard('?');
    let dialog = await findDialog('键盘快捷键');
    expect(
      within(dialog)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['填数与移动', '多选格子、角标与颜色', '游戏', '先选数', '输入题目']);
    expect(lines(dialog)).toEqual(
      expect.arrayContaining([
        'Backspace、Delete或0: 擦除选中的格子（颜色模式下去掉颜色）',
        'Ctrl+点击: 把这一格加入选区，或从选区去掉',
        'X: 打开或关闭角标模式（数字标在格子四角）',
        'V: 打开或关闭颜色模式（1–9对应九种颜色）',
        '↑、↓、←或→: 移动选中的格子（越过边缘会从另一边出来）',
        'H: 提示（再按一次看到更多）',
        'C: 检查填入的数字',
        'P: 暂停或继续',
        '1–9: 选定这个数字（再按一次取消）',
        'Enter或空格: 把选定的数字填进选中的格子',
        'N: 打开或关闭笔记模式',
        'Ctrl+Shift+Z或Ctrl+Y: 重做',
        '?: 显示这些快捷键',
        '空格、0或.: 留空这一格并移到下一格',
      ]),
    );
    expect(dialog.textContent).not.toMatch(SPACED);
    await user.click(within(dialog).getByRole('button', { name: '关闭' }));

    await user.click(button('设置'));
    const settings = await findDialog('设置');
    await user.click(within(settings).getByRole('button', { name: '键盘快捷键' }));
    dialog = await findDialog('键盘快捷键');
    expect(dialog).toBeInTheDocument();
  });
});
