import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Step } from '../../src/engine/logic';
import zhChains from '../../src/i18n/zh-CN/chains';
import zhCore from '../../src/i18n/zh-CN/core';
import zhDialogs from '../../src/i18n/zh-CN/dialogs';
import zhLessons from '../../src/i18n/zh-CN/lessons';
import zhSteps from '../../src/i18n/zh-CN/steps';
import { cellLabel, digitRun, joinClauses } from '../../src/i18n/describe';
import { asSentence, joinSentences } from '../../src/i18n/phrases';
import { loadMessages, setLocale, t } from '../../src/i18n/messages';
import { describeLoadError } from '../../src/i18n/notices';
import { describeStepArea, explainStep } from '../../src/i18n/steps';
import { realStep } from './step-positions';

/*
 * Chinese as a native Sudoku player writes it (issue 19, item 6): the
 * terms, the sentences and the formatting a native review asked for, each
 * checked where the player meets it.
 */

const ALL: Record<string, string> = { ...zhCore, ...zhDialogs, ...zhSteps, ...zhLessons };
const entries = Object.entries(ALL);

beforeAll(async () => {
  await setLocale('zh-CN');
  await Promise.all(
    (['core', 'dialogs', 'steps', 'lessons'] as const).map((p) => loadMessages('zh-CN', p)),
  );
});
afterAll(() => setLocale('en'));

describe('terms', () => {
  it('names the techniques as Chinese players do', () => {
    expect(zhSteps['technique.naked-single']).toBe('唯余法');
    expect(zhSteps['technique.finned-x-wing']).toBe('带鳍X翼');
    expect(zhSteps['technique.finned-swordfish']).toBe('带鳍剑鱼');
    expect(zhSteps['technique.bug-plus-one']).toBe('全双值坟墓+1（BUG+1）');
  });

  it('keeps one name for the naked single: 唯余法, never 唯一余数', () => {
    for (const [key, text] of entries) expect(text, key).not.toMatch(/唯一余数/);
  });

  it('calls a row, column or box 区域, never 单元 (单元格 is a cell)', () => {
    for (const [key, text] of entries) expect(text, key).not.toMatch(/单元(?!格)/);
    expect(zhSteps['step.why.colour-wrap']).toContain('同一区域');
  });

  it('says 盘面 and 这局, never 棋盘 or 棋局', () => {
    for (const [key, text] of entries) expect(text, key).not.toMatch(/棋盘|棋局/);
    expect(zhCore['board.label']).toBe('数独盘面');
  });
});

describe('sentences', () => {
  it('pairs 无论 with 还是, never with 或', () => {
    for (const [key, text] of entries) {
      for (const clause of text.split(/[，。；：]/)) {
        if (clause.includes('无论')) expect(clause, key).not.toMatch(/无论.*或/);
      }
    }
    expect(explainStep(realStep('cell-forcing-chain'))).toMatch(
      /^无论第\d行第\d列是\d(、\d)*还是\d，结果都是：/,
    );
    expect(explainStep(realStep('unit-forcing-chain'))).toMatch(
      /^无论\d填在第\d[行列宫]的.+还是.+，结果都是：/,
    );
  });

  it('never puts 否则 and 若 together', () => {
    for (const [key, text] of entries) expect(text, key).not.toMatch(/否则.*若|若.*否则/);
    expect(zhChains['why.nested']).toBe('因为如果{fact}，{clash}');
  });

  it('says the first hint press as a sentence', () => {
    const step: Step = {
      technique: 'hidden-single',
      digits: [3],
      cells: [53],
      units: [23],
      placements: [{ cell: 53, digit: 3 }],
      eliminations: [],
    };
    expect(describeStepArea(step)).toBe('留意第6宫，可以用摒除法。');
  });

  it('gives the XYZ-Wing pivot its digits with 或', () => {
    expect(explainStep(realStep('xyz-wing'))).toMatch(/^轴心第\d行第\d列只能填\d、\d或\d，/);
  });

  it('explains a fish, a finned fish and a naked pair as a teacher would', () => {
    expect(explainStep(realStep('x-wing'))).toMatch(
      /^在第\d、\d行中，\d都只能填在第\d、\d列上。第\d、\d行各要填一个\d，这几个\d正好分别落在第\d、\d列上，所以/,
    );
    expect(explainStep(realStep('finned-x-wing'))).toContain('这就是一条完整的鱼');
    expect(explainStep(realStep('naked-pair'))).toMatch(
      /^在第\d列中，第\d、\d行的候选数合起来只有\d和\d，这几格正好要用这几个数字填满，所以第\d列的其他格子都不能再填\d和\d。/,
    );
  });

  it('names the partner cell of a unique rectangle type 3 in full, and ends each rectangle with its conclusion', () => {
    expect(explainStep(realStep('unique-rectangle-3'))).toMatch(
      /它和第\d行第\d列一起在第\d[行列宫]中构成显性数组，所以这些数字不能再填在第\d[行列宫]的其他格子里。/,
    );
    expect(explainStep(realStep('unique-rectangle-3', 1))).toMatch(
      /它和第\d行第\d、\d列一起在第\d行中构成显性数组/,
    );
    expect(explainStep(realStep('unique-rectangle'))).toMatch(
      /题目就有两个解了。题目只有唯一解，所以第\d行第\d列既不能填\d，也不能填\d。结论：/,
    );
    expect(explainStep(realStep('unique-rectangle-2'))).toMatch(/所以这两格中必有一格是\d，/);
    expect(explainStep(realStep('unique-rectangle-4'))).toMatch(/所以这两格都不能填\d。结论：/);
  });

  it('words the statistics, subtitles, confirmations and link errors naturally', () => {
    expect(zhDialogs['stats.daily.bestTimes']).toBe('按星期几的最快用时');
    expect(t('app.subtitle.level', { level: t('level.master') })).toBe('难度：大师');
    expect(zhCore['app.subtitle.entry']).toBe('自定义题目');
    expect(zhDialogs['confirmEntry.title']).toBe('开始玩输入的这道题？');
    expect(describeLoadError({ code: 'wrong-cell-count', count: 80 })).toBe(
      '题目只有80格，需要81格。',
    );
    expect(describeLoadError({ code: 'wrong-cell-count', count: 82 })).toBe(
      '题目有82格，多于81格。',
    );
    expect(zhDialogs['link.kept']).toBe('你可以继续当前这局。');
    expect(zhDialogs['error.damagedLink']).toContain('请让对方重新发送链接。');
  });

  it('says a copy failed and what to do instead', () => {
    expect(zhDialogs['share.copyFailed']).toBe('无法复制链接，请选中后手动复制。');
    expect(zhDialogs['won.copyFailed']).toBe('无法复制成绩，请选中下面的文字后手动复制。');
    expect(zhDialogs['share.textCopyFailed']).toBe('无法复制题目文本，请选中后手动复制。');
  });

  it('uses one verb for a solved game, 解开 (完成 only for the Done button)', () => {
    for (const [key, text] of entries) {
      if (key !== 'control.done') expect(text, key).not.toContain('完成');
      expect(text, key).not.toMatch(/解完|解出/);
    }
    expect(zhSteps['hint.solved']).toBe('这道题已经解开了。');
    expect(zhDialogs['stats.won']).toContain('解开');
    expect(zhDialogs['stats.winRate']).toContain('解开');
  });

  it('counts hints and mistakes as 提示次数 and 错误次数', () => {
    expect(zhDialogs['won.hints']).toBe('提示次数');
    expect(zhDialogs['won.mistakes']).toBe('错误次数');
  });
});

describe('formatting', () => {
  const CJK = '[\\u3000-\\u303f\\u4e00-\\u9fff\\uff00-\\uffef]';

  it('puts no space beside Chinese: between sentences, or between digits and Chinese', () => {
    const spaced = new RegExp(`${CJK} | ${CJK}`);
    for (const [key, text] of entries) {
      // " · " is a separator between parts of a title or a result line.
      expect(text.replaceAll(' · ', '·'), key).not.toMatch(spaced);
    }
    expect(zhDialogs['result.line']).toBe('用时{time} · 提示{hints}次 · 错误{mistakes}次');
  });

  it('joins sentences with nothing and clauses with a Chinese comma', () => {
    expect(joinSentences(['这个题目链接无法打开。', '你可以继续当前这局。'])).toBe(
      '这个题目链接无法打开。你可以继续当前这局。',
    );
    expect(joinClauses(['第3步，共40步', '摒除法'])).toBe('第3步，共40步，摒除法');
    expect(asSentence('第3步，共40步，摒除法')).toBe('第3步，共40步，摒除法。');
    expect(asSentence('解开了！')).toBe('解开了！');
  });

  it('reads a cell’s notes with Chinese commas', () => {
    expect(digitRun([1, 2])).toBe('1、2');
    expect(cellLabel({ row: 1, col: 1, digit: 0, given: false, hinted: false, notes: 0b11 })).toBe(
      '第1行第1列，空格，笔记1、2',
    );
  });

  it('puts the Chinese fonts before system-ui under :lang(zh), so “ ” are full width', () => {
    const css = readFileSync('src/styles.css', 'utf8');
    const rule = /:root:lang\(zh\)\s*\{\s*font-family:([^;]+);/.exec(css);
    expect(rule).not.toBeNull();
    const fonts = rule![1].split(',').map((f) => f.trim().replace(/'/g, ''));
    expect(fonts.indexOf('PingFang SC')).toBeGreaterThanOrEqual(0);
    expect(fonts.indexOf('Noto Sans CJK SC')).toBeLessThan(fonts.indexOf('system-ui'));
    expect(fonts.indexOf('Microsoft YaHei')).toBeLessThan(fonts.indexOf('system-ui'));
  });
});
