import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { loadMessages, setLocale } from '../../src/i18n/messages';
import { selectPosition, useGame } from '../../src/store';
import { makeBackup } from '../../src/store/save/backup';
import { EASY, at } from '../store/fixtures';
import { renderGame } from './render';

/*
 * Settings' "Your data" (Export my data, Import my data) and About, by role
 * and name, as a player meets them.
 */

const button = (name: string) => screen.getByRole('button', { name });
const dialog = (name: string) => screen.findByRole('dialog', { name });

/** Settings, opened. */
async function openSettings(user: ReturnType<typeof renderGame>['user']) {
  await user.click(button('Settings'));
  return dialog('Settings');
}

/** A file chosen in the Backup file input. */
async function choose(user: ReturnType<typeof renderGame>['user'], text: string, name = 'a.json') {
  const input = screen.getByLabelText('Backup file');
  await user.upload(input, new File([text], name, { type: 'application/json' }));
}

afterEach(async () => {
  vi.restoreAllMocks();
  await setLocale('en');
  await Promise.all([loadMessages('en', 'core'), loadMessages('en', 'dialogs')]);
});

describe('Your data', () => {
  it('Export my data saves a backup file and says so', async () => {
    const created: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      created.push(blob as Blob);
      return 'blob:backup';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user } = renderGame(EASY);
    await user.click(screen.getByRole('gridcell', { name: /^Row 1, column 1,/ }));
    await user.keyboard('9');
    const settings = await openSettings(user);
    await user.click(within(settings).getByRole('button', { name: 'Export my data' }));
    await waitFor(() =>
      expect(within(settings).getByRole('status')).toHaveTextContent(
        'Your data was saved as a file.',
      ),
    );
    expect(click).toHaveBeenCalledTimes(1);
    const file = JSON.parse(await created[0].text());
    expect(file).toMatchObject({ app: 'sudoku', kind: 'backup', format: 1 });
    expect(file.records.game.moves).toBe('P009');
  });

  it.each([
    ['garbage', 'not json at all', "This file can't be read: it is damaged or incomplete."],
    [
      'a truncated file',
      '{"app":"sudoku","kind":"backup","format":1,"rec',
      'it is damaged or incomplete',
    ],
    [
      "another app's JSON",
      '{"name":"my notes","items":[1,2,3]}',
      "This file isn't a Sudoku backup.",
    ],
    [
      'a newer version',
      '{"app":"sudoku","kind":"backup","format":9,"records":{"dailies":{}}}',
      'made by a newer version of Sudoku',
    ],
  ])('%s is refused with a message, and nothing changes', async (_, text, message) => {
    const { user } = renderGame(EASY);
    await user.click(screen.getByRole('gridcell', { name: /^Row 1, column 1,/ }));
    await user.keyboard('9');
    const before = useGame.getState().moves;
    const settings = await openSettings(user);
    await choose(user, text);
    await waitFor(() => expect(within(settings).getByRole('alert')).toHaveTextContent(message));
    expect(within(settings).getByRole('alert')).toHaveTextContent('Nothing was changed.');
    expect(useGame.getState().moves).toBe(before);
    expect(screen.queryByRole('dialog', { name: 'Import my data?' })).toBeNull();
  });

  it('a file over 5 MB is refused without being read', async () => {
    const { user } = renderGame(EASY);
    const settings = await openSettings(user);
    await choose(user, 'x'.repeat(6 * 1024 * 1024));
    await waitFor(() =>
      expect(within(settings).getByRole('alert')).toHaveTextContent(
        'This file is too large to be a Sudoku backup.',
      ),
    );
  });

  it('a valid file is shown first; Import replaces the game and undo works through its history', async () => {
    const { user } = renderGame(EASY);
    // The backup: EASY with two moves, made from a state as Export makes it.
    act(() => {
      const s = useGame.getState();
      s.select(at(1, 1));
      s.enter(9);
      s.select(at(1, 2));
      s.enter(5);
    });
    const backup = JSON.stringify(makeBackup(useGame.getState(), new Date('2026-11-20T10:00:00Z')));
    act(() => useGame.getState().newGame('hard')); // another game on this device
    const settings = await openSettings(user);
    await choose(user, backup);
    const ask = await dialog('Import my data?');
    expect(ask).toHaveTextContent('a game in progress: 2 moves');
    expect(ask).toHaveTextContent('0 daily puzzles with progress');
    expect(ask).toHaveTextContent('Solved daily puzzles and best times from both are kept.');
    expect(settings).not.toBeInTheDocument();
    await user.click(within(ask).getByRole('button', { name: 'Import' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    const s = useGame.getState();
    expect(s.givens.join('')).toBe(EASY.replace(/\./g, '0'));
    expect(selectPosition(s).digits[at(1, 2)]).toBe(5);
    expect(await screen.findByText('Your data was imported.')).toBeInTheDocument();
    act(() => useGame.getState().undo());
    expect(selectPosition(useGame.getState()).digits[at(1, 2)]).toBe(0);
    expect(selectPosition(useGame.getState()).digits[at(1, 1)]).toBe(9);
  });

  it('Cancel on the question goes back to Settings and changes nothing', async () => {
    const { user } = renderGame(EASY);
    const backup = JSON.stringify(makeBackup(useGame.getState(), new Date()));
    act(() => useGame.getState().newGame('easy'));
    const gameId = useGame.getState().gameId;
    await openSettings(user);
    await choose(user, backup);
    const ask = await dialog('Import my data?');
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(await dialog('Settings')).toBeInTheDocument();
    expect(useGame.getState().gameId).toBe(gameId);
  });
});

describe('About', () => {
  it('shows the version, licence, source, what is stored and the photo credit', async () => {
    const { user } = renderGame(EASY);
    const settings = await openSettings(user);
    await user.click(within(settings).getByRole('button', { name: 'About' }));
    const about = await dialog('About Sudoku');
    expect(about).toHaveTextContent(`Version ${__APP_VERSION__}`);
    expect(about).toHaveTextContent('Free software under the MIT licence.');
    expect(
      within(about).getByRole('link', { name: 'Download the source code (tar.gz)' }),
    ).toHaveAttribute('href', '/sudoku-source.tgz');
    expect(about).toHaveTextContent('stored in this browser only. Nothing leaves this device');
    expect(about).toHaveTextContent(
      'trained on the Sudoku photo dataset by Baptiste Wicht and Jean Hennebert, University of Fribourg',
    );
    expect(within(about).getByRole('link', { name: 'CC BY 4.0' })).toHaveAttribute(
      'href',
      'https://creativecommons.org/licenses/by/4.0/',
    );
    expect(
      within(about).getByRole('link', { name: 'github.com/wichtounet/sudoku_dataset' }),
    ).toHaveAttribute('href', 'https://github.com/wichtounet/sudoku_dataset');
    await waitFor(() => expect(about).toHaveTextContent(/Saved data: [\d.,]+\s?kB\./));
  });

  it('says it all in Chinese too', async () => {
    const { user } = renderGame(EASY);
    act(() => useGame.getState().updateSettings({ language: 'zh-CN' }));
    await waitFor(() => expect(button('设置')).toBeInTheDocument());
    await user.click(button('设置'));
    const settings = await dialog('设置');
    expect(within(settings).getByRole('button', { name: '导出我的数据' })).toBeInTheDocument();
    expect(within(settings).getByRole('button', { name: '导入我的数据' })).toBeInTheDocument();
    await user.click(within(settings).getByRole('button', { name: '关于' }));
    const about = await dialog('关于数独');
    expect(about).toHaveTextContent('Baptiste Wicht与Jean Hennebert的数独照片数据集');
    expect(within(about).getByRole('link', { name: 'CC BY 4.0' })).toBeInTheDocument();
    expect(about).toHaveTextContent('不会离开这台设备');
  });
});
