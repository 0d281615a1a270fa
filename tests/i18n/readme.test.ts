import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/*
 * README.zh-CN.md is a complete guide for Chinese players, matching
 * README.md (issue 19): how to run the game and its tests, the photo
 * import and its limits, the credits, without developer jargon.
 */

const en = readFileSync('README.md', 'utf8');
const zh = readFileSync('README.zh-CN.md', 'utf8');

/** The text of a `## ` section, up to the next one. */
function section(text: string, heading: string): string {
  const start = text.indexOf(`\n## ${heading}\n`);
  expect(start, heading).toBeGreaterThanOrEqual(0);
  const end = text.indexOf('\n## ', start + 4);
  return text.slice(start, end < 0 ? undefined : end);
}

/** Each section of README.md, and the Chinese section(s) that cover it. */
const SECTIONS: [string, string[]][] = [
  ['Quick start', ['在自己的电脑上运行', '运行测试']],
  ['Playing', ['怎么玩']],
  ['Installing and playing offline', ['安装和离线']],
  ['Benchmarks and the puzzle corpus', ['性能测试和题库检查']],
  ['Kinds of Sudoku', ['数独的种类']],
  ['Photo import', ['从照片读取题目']],
  ['Architecture', ['代码结构']],
  ['Credits', ['致谢']],
  ['Licence', ['许可']],
];

describe('README.zh-CN.md', () => {
  it('has a section for every section of README.md, and no other', () => {
    const english = [...en.matchAll(/^## (.+)$/gm)].map((m) => m[1]);
    expect(english).toEqual(SECTIONS.map(([heading]) => heading));
    const chinese = [...zh.matchAll(/^## (.+)$/gm)].map((m) => m[1]);
    expect(chinese).toEqual(SECTIONS.flatMap(([, headings]) => headings));
  });

  it('says how to run the game and its tests', () => {
    const setup = section(zh, '在自己的电脑上运行');
    expect(setup).toContain('npm ci && npm start');
    expect(setup).toContain('http://127.0.0.1:4173');
    expect(setup).toMatch(/Node\.js.*20\.19/);
    const tests = section(zh, '运行测试');
    expect(tests).toContain('npm ci && npm test');
    expect(tests).toContain('CHROMIUM_PATH');
    expect(tests).toContain('E2E_PORT');
  });

  it('explains the photo import, its limits and its measured accuracy, as README.md does', () => {
    const photo = section(zh, '从照片读取题目');
    for (const limit of ['40 MB', '5000万像素', '200像素', '90度', '?'])
      expect(photo).toContain(limit);
    // The same measured figures as the English README.
    for (const figure of ['98.5%', '0.04%', '92.3%', '0.24%', '97.5%', '0.07%', '260']) {
      expect(section(en, 'Photo import')).toContain(figure);
      expect(photo).toContain(figure);
    }
  });

  it('gives the same credits', () => {
    const credits = section(zh, '致谢');
    for (const name of [
      'Baptiste Wicht',
      'Jean Hennebert',
      'CC BY 4.0',
      'SoCPaR 2014',
      'HoDoKu',
      'SudokuWiki',
    ])
      expect(credits).toContain(name);
  });

  it('follows the game’s Chinese spacing: no ASCII space beside Chinese, links that end before Chinese', () => {
    // Prose only: code blocks as written, and a line's Markdown marker (#, -).
    const prose = zh
      .replace(/```[\s\S]*?```/g, '')
      .split('\n')
      .map((line) => line.replace(/^(#+|-) /, ''));
    const CJK = '[\\u3000-\\u303f\\u4e00-\\u9fff\\uff00-\\uffef]';
    const spaced = new RegExp(`${CJK} | ${CJK}`);
    for (const line of prose) expect(line).not.toMatch(spaced);
    // A bare address runs on into the Chinese after it when linked: each is in <> or a [link](...).
    for (const line of prose)
      for (const m of line.matchAll(/https?:\/\/[^\s>)]+/g))
        expect(['<', '('], m[0]).toContain(line[m.index - 1]);
    expect(zh).toContain('用浏览器访问<http://127.0.0.1:4173>就能玩');
  });

  it('is free of developer jargon and of 棋盘 / 棋局', () => {
    for (const word of [
      'Web Worker',
      'zustand',
      'React',
      'selector',
      'homography',
      'MNIST',
      'ESLint',
      'chunk',
    ])
      expect(zh).not.toContain(word);
    expect(zh).not.toMatch(/棋盘|棋局/);
  });
});
