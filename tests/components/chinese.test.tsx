import { act, render, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AboutDialog } from '../../src/components/AboutDialog';
import { EntryStatus } from '../../src/components/EntryPanel';
import { LinkAlert } from '../../src/components/LinkAlert';
import { SaveNotice } from '../../src/components/SaveNotice';
import { SettingsDialog } from '../../src/components/SettingsDialog';
import { StepBoard } from '../../src/components/StepBoard';
import type { Board } from '../../src/engine';
import { loadMessages, setLocale } from '../../src/i18n/messages';
import { resetGameStore, useGame } from '../../src/store';
import type { GameState, HintMarks } from '../../src/store';
import { pencilmarks } from '../engine/logic/helpers';
import { X_CHAIN } from '../engine/logic/positions/chains';
import { realStep } from '../i18n/step-positions';
import { EASY, ONE_LEFT } from '../store/fixtures';
import { findDialog, renderGame } from './render';

/*
 * Chinese as the player meets it on screen (issue 19, item 6): texts made
 * of several messages (LinkAlert, SaveNotice, the photo's status in entry
 * mode) put no ASCII space between Chinese sentences, and what a screen
 * reader hears for a step board's cell uses Chinese punctuation.
 */

/** An ASCII space beside a Chinese character or Chinese punctuation. */
const SPACED =
  /[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef] | [\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]/;

beforeAll(async () => {
  await setLocale('zh-CN');
  await Promise.all([loadMessages('zh-CN', 'core'), loadMessages('zh-CN', 'dialogs')]);
});
afterAll(async () => {
  await setLocale('en');
  await Promise.all([loadMessages('en', 'core'), loadMessages('en', 'dialogs')]);
});
beforeEach(() => resetGameStore());
afterEach(() => vi.restoreAllMocks());

describe('sentences joined on screen', () => {
  it('LinkAlert: the title, the reason and what is kept, with no space between them', () => {
    render(<LinkAlert />);
    act(() =>
      useGame.setState({
        loadError: { code: 'wrong-cell-count', count: 80 },
        loadErrorSource: 'link',
      }),
    );
    const alert = screen.getByRole('alert');
    expect(alert.querySelector('p')).toHaveTextContent(
      '这个题目链接无法打开。题目只有80格，需要81格。你可以继续当前这局。',
      { normalizeWhitespace: false },
    );
    expect(alert.textContent).not.toMatch(SPACED);
  });

  it('LinkAlert for pasted text says the game is unchanged', () => {
    render(<LinkAlert />);
    act(() => useGame.setState({ loadError: { code: 'empty' }, loadErrorSource: 'paste' }));
    expect(screen.getByRole('alert').querySelector('p')).toHaveTextContent(
      '粘贴的内容不是数独题目。没有可读取的文字。当前这局没有改动。',
      { normalizeWhitespace: false },
    );
  });

  it('SaveNotice: several lost parts, one sentence each, no space between', () => {
    render(<SaveNotice />);
    act(() => useGame.setState({ notice: { kind: 'dropped', parts: ['history', 'stats'] } }));
    const text = screen.getByRole('alert').querySelector('p')!.textContent!;
    expect(text).toBe('撤销记录无法读取，这局从你停下的地方继续。部分统计无法读取，已重置。');
    expect(text).not.toMatch(SPACED);
  });

  it('the photo hint in entry mode follows the verdict with no space', () => {
    const cells = Array.from({ length: 81 }, (_, i) => (i < 20 ? (i % 9) + 1 : 0));
    const uncertain = cells.map((_, i) => i === 3 || i === 7);
    const entry: NonNullable<GameState['entry']> = {
      cells,
      uncertain,
      verdict: { kind: 'multiple-solutions' },
      suggestion: null,
      resume: { selected: 0, notesMode: false, running: false, paused: false },
    };
    render(<EntryStatus />);
    act(() => useGame.setState({ entry }));
    const verdict = screen.getByRole('status');
    expect(verdict).toHaveTextContent(
      '多解：还少了一些题目数字。请核对标有“?”的2个格子：可能认错了。',
      { normalizeWhitespace: false },
    );
    expect(verdict.textContent).not.toMatch(SPACED);
  });
});

describe('About', () => {
  it('puts no space between its Chinese sentences', async () => {
    Object.defineProperty(navigator, 'storage', {
      configurable: true,
      value: { estimate: async () => ({ usage: 2_048_000 }), persisted: async () => true },
    });
    try {
      render(<AboutDialog />);
      const about = screen.getByRole('dialog', { name: '关于数独' });
      expect(within(about).getByText(/^自由软件/, { selector: 'p' }).textContent).toBe(
        '自由软件，采用MIT许可证。下载源代码（tar.gz）',
      );
      const stored = await within(about).findByText(/^已保存的数据/, { selector: 'p' });
      expect(stored.textContent).toMatch(/^已保存的数据：.+。加上游戏的离线副本：.+。$/);
      expect(about.textContent).not.toMatch(SPACED);
    } finally {
      Reflect.deleteProperty(navigator, 'storage');
    }
  });
});

describe('Settings', () => {
  it('the input select: 输入方式, with 先选格 and 先选数', () => {
    render(<SettingsDialog />);
    const settings = screen.getByRole('dialog', { name: '设置' });
    const input = within(settings).getByRole('combobox', { name: '输入方式' });
    expect(
      within(input)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['先选格', '先选数']);
    expect(input).toHaveDisplayValue('先选格');
  });
});

describe('what a screen reader hears', () => {
  it('a step board’s cell: its clauses joined with a Chinese comma', () => {
    const digits: Board = Array.from({ length: 81 }, (_, i) => (i === 1 ? 5 : 0));
    const none = Array.from({ length: 81 }, () => 0);
    const marks: HintMarks = {
      role: Array.from({ length: 81 }, (_, i) => (i === 0 ? 'pattern' : null)),
      edges: none,
      placed: none,
      removed: Array.from({ length: 81 }, (_, i) => (i === 9 ? 0b1000 : 0)),
      candidates: Array.from({ length: 81 }, (_, i) => (i === 0 ? 0b110 : i === 9 ? 0b1010 : 0)),
    } as unknown as HintMarks;
    render(<StepBoard label="第1步之前的盘面" digits={digits} givens={digits} marks={marks} />);
    const table = screen.getByRole('table', { name: '第1步之前的盘面' });
    expect(table).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '空格，关键格，候选数2和3' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: /^空格，候选数2和4，删去4$/ })).toBeInTheDocument();
  });
});

describe('the solution steps, as a screen reader hears them', () => {
  it('the step’s heading and text read as Chinese sentences: ，between clauses, 。at the end, no space', async () => {
    await setLocale('en');
    renderGame(EASY);
    act(() => useGame.getState().updateSettings({ language: 'zh-CN' }));
    await waitFor(() => expect(document.documentElement.lang).toBe('zh-CN'));
    const digits = Array.from(pencilmarks(X_CHAIN.grid!).values);
    const steps = [realStep('cell-forcing-chain'), realStep('x-chain')];
    act(() =>
      useGame.setState({
        solutionPath: { steps, boards: [digits, digits, digits], solved: false },
        dialog: 'solution-steps',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: '解题步骤' }, { timeout: 10_000 });
    expect(dialog).toHaveAccessibleDescription(
      '第1步，共2步，单元格强制链。无论第3行第7列是3还是7，结果都是：第3行第9列不能是3。',
    );
    expect(within(dialog).getByRole('table', { name: '第1步之前的盘面' })).toBeInTheDocument();
  });
});

describe('the page for a Chinese player', () => {
  it('switching the language to 简体中文 gives the title, description and manifest in Chinese, and back', async () => {
    // The head as index.html writes it (public/boot.js has not run here).
    const description = document.createElement('meta');
    description.name = 'description';
    description.content = 'Sudoku: every puzzle has one solution, hints that teach, works offline.';
    const manifest = document.createElement('link');
    manifest.rel = 'manifest';
    manifest.href = '/manifest.webmanifest';
    document.head.append(description, manifest);
    try {
      await setLocale('en');
      renderGame(EASY);
      await waitFor(() => expect(manifest.getAttribute('href')).toBe('/manifest.webmanifest'));
      expect(document.title).toBe('Sudoku');

      act(() => useGame.getState().updateSettings({ language: 'zh-CN' }));
      await waitFor(() => expect(document.documentElement.lang).toBe('zh-CN'));
      expect(document.title).toBe('数独');
      expect(description.content).toBe(
        '数独：每道题都有唯一解，提示教你下一步怎么推，离线也能玩。',
      );
      expect(manifest.getAttribute('href')).toBe('/manifest.zh-CN.webmanifest');

      act(() => useGame.getState().updateSettings({ language: 'en' }));
      await waitFor(() => expect(document.documentElement.lang).toBe('en'));
      expect(document.title).toBe('Sudoku');
      expect(description.content).toMatch(/^Sudoku: /);
      expect(manifest.getAttribute('href')).toBe('/manifest.webmanifest');
    } finally {
      description.remove();
      manifest.remove();
    }
  });
});

describe('a copy that fails', () => {
  it('Share result: says so and what to do, and shows the result selected to copy by hand', async () => {
    await setLocale('en');
    const { user } = renderGame(ONE_LEFT);
    act(() => useGame.getState().updateSettings({ language: 'zh-CN' }));
    await waitFor(() => expect(document.documentElement.lang).toBe('zh-CN'));
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(
      new DOMException('', 'NotAllowedError'),
    );
    await user.click(screen.getByRole('gridcell', { name: /^第5行第5列，/ }));
    await user.keyboard('8');
    const won = await findDialog('解开了！');
    await user.click(within(won).getByRole('button', { name: '分享成绩' }));
    expect(
      await within(won).findByText('无法复制成绩，请选中下面的文字后手动复制。'),
    ).toBeVisible();
    const field = within(won).getByRole('textbox', { name: '成绩' }) as HTMLTextAreaElement;
    expect(field).toHaveAttribute('readonly');
    expect(field.value).toMatch(/^数独 · .+\n用时\d+:\d\d · 提示0次 · 错误0次\n/);
    await waitFor(() => expect(field).toHaveFocus());
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, field.value.length]);
  });
});
