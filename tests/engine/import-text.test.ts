// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatPuzzle } from '../../src/engine';
import { readPuzzleText } from '../../src/engine/importText';
import { encodeShare } from '../../src/engine/shareCode';
import type { ImportResult } from '../../src/engine/importText';

const PUZZLE = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const ROWS = PUZZLE.match(/.{9}/g)!;

function read(text: string): { puzzle: string; format: string } {
  const result: ImportResult = readPuzzleText(text);
  if (!result.ok) throw new Error(`not read: ${JSON.stringify(result.error)}`);
  return { puzzle: formatPuzzle(result.board), format: result.format };
}

/** A row as "5 3 . | . 7 . | . . ." */
const spaced = (row: string, blank = '.') =>
  [0, 3, 6]
    .map((i) =>
      row
        .slice(i, i + 3)
        .replace(/\./g, blank)
        .split('')
        .join(' '),
    )
    .join(' | ');

describe('readPuzzleText', () => {
  it('reads 81 characters with 0 or . for empty cells', () => {
    expect(read(PUZZLE)).toEqual({ puzzle: PUZZLE, format: 'cells' });
    expect(read(PUZZLE.replace(/\./g, '0')).puzzle).toBe(PUZZLE);
    expect(read(`\n  ${PUZZLE}  \n`).puzzle).toBe(PUZZLE);
  });

  it('reads 9 lines of 9, with or without spaces', () => {
    expect(read(ROWS.join('\n')).puzzle).toBe(PUZZLE);
    expect(read(ROWS.map((r) => r.split('').join(' ')).join('\r\n')).puzzle).toBe(PUZZLE);
  });

  it('reads grids drawn with | - + separators and spaces', () => {
    const rule = '------+-------+------';
    const grid = [0, 3, 6]
      .map((i) =>
        ROWS.slice(i, i + 3)
          .map((r) => spaced(r, '0'))
          .join('\n'),
      )
      .join(`\n${rule}\n`);
    expect(read(grid).puzzle).toBe(PUZZLE);
    const boxed = [
      '+-------+-------+-------+',
      ...ROWS.slice(0, 3).map((r) => `| ${spaced(r)} |`),
      '+-------+-------+-------+',
      ...ROWS.slice(3, 6).map((r) => `| ${spaced(r)} |`),
      '+-------+-------+-------+',
      ...ROWS.slice(6).map((r) => `| ${spaced(r)} |`),
      '+-------+-------+-------+',
    ].join('\n');
    expect(read(boxed).puzzle).toBe(PUZZLE);
  });

  it("reads HoDoKu's givens grid, drawn with . : and ' corners", () => {
    const grid = [
      '.-------.-------.-------.',
      ...ROWS.slice(0, 3).map((r) => `| ${spaced(r)} |`),
      ':-------+-------+-------:',
      ...ROWS.slice(3, 6).map((r) => `| ${spaced(r)} |`),
      ':-------+-------+-------:',
      ...ROWS.slice(6).map((r) => `| ${spaced(r)} |`),
      "'-------'-------'-------'",
    ].join('\n');
    expect(read(grid)).toEqual({ puzzle: PUZZLE, format: 'cells' });
  });

  it("reads Simple Sudoku's .ss grid", () => {
    const row = (r: string) => `|${r.slice(0, 3)}|${r.slice(3, 6)}|${r.slice(6)}|`;
    const ss = [
      '*-----------*',
      ...ROWS.slice(0, 3).map(row),
      '|---+---+---|',
      ...ROWS.slice(3, 6).map(row),
      '|---+---+---|',
      ...ROWS.slice(6).map(row),
      '*-----------*',
    ].join('\n');
    expect(read(ss).puzzle).toBe(PUZZLE);
  });

  it('reads a SadMan .sdk file, with metadata and a [Puzzle] section', () => {
    const sdk = ['#ASadMan Software', '#DA classic', '#L3', ...ROWS].join('\n');
    expect(read(sdk)).toEqual({ puzzle: PUZZLE, format: 'sdk' });
    const sectioned = ['[Puzzle]', ...ROWS, '', '[State]', ...ROWS.map(() => '123456789')].join(
      '\n',
    );
    expect(read(sectioned)).toEqual({ puzzle: PUZZLE, format: 'sdk' });
  });

  it("reads HoDoKu's library line", () => {
    expect(read(`:0000:x:${PUZZLE}:::`)).toEqual({ puzzle: PUZZLE, format: 'hodoku-library' });
    expect(read(`:0901:1:${PUZZLE.replace(/\./g, '0')}:214 215::`).puzzle).toBe(PUZZLE);
  });

  it('reads a pencil-mark grid: one digit is a solved cell, several are candidates', () => {
    const entries = PUZZLE.split('').map((ch, i) =>
      ch === '.' ? ['12', '489', '367'][i % 3] : ch,
    );
    const lines = [0, 1, 2, 3, 4, 5, 6, 7, 8].map((r) => {
      const row = entries.slice(r * 9, r * 9 + 9).map((e) => e.padEnd(4));
      return `| ${row.slice(0, 3).join(' ')} | ${row.slice(3, 6).join(' ')} | ${row.slice(6).join(' ')} |`;
    });
    const grid = [
      '.----------------.----------------.----------------.',
      ...lines.slice(0, 3),
      ':----------------+----------------+----------------:',
      ...lines.slice(3, 6),
      ':----------------+----------------+----------------:',
      ...lines.slice(6),
      "'----------------'----------------'----------------'",
    ].join('\n');
    expect(read(grid)).toEqual({ puzzle: PUZZLE, format: 'pencil-marks' });
  });

  it("reads this game's ?puzzle= link and SudokuWiki's ?bd= link", () => {
    const ours = `https://sudoku.example/?puzzle=${encodeURIComponent(PUZZLE)}`;
    expect(read(ours)).toEqual({ puzzle: PUZZLE, format: 'link' });
    expect(read(`?puzzle=${PUZZLE}`).puzzle).toBe(PUZZLE);
    const code = encodeShare({
      givens: Array.from(PUZZLE, (c) => (c === '.' ? 0 : Number(c))),
      progress: null,
    });
    expect(read(`https://sudoku.example/?p=${code}`)).toEqual({ puzzle: PUZZLE, format: 'link' });
    const wiki = `https://www.sudokuwiki.org/sudoku.htm?bd=${PUZZLE.replace(/\./g, '0')}`;
    expect(read(wiki).puzzle).toBe(PUZZLE);
  });

  it('keeps a repeated digit, so the puzzle can be shown and corrected', () => {
    const repeated = '55' + PUZZLE.slice(2);
    expect(read(repeated).puzzle).toBe(repeated);
  });

  it('names what is wrong with anything else', () => {
    expect(readPuzzleText('  \n ')).toEqual({ ok: false, error: { code: 'empty' } });
    expect(readPuzzleText(PUZZLE.slice(1))).toEqual({
      ok: false,
      error: { code: 'wrong-cell-count', count: 80 },
    });
    expect(readPuzzleText('Hello, friend')).toEqual({
      ok: false,
      error: { code: 'invalid-character', char: 'H', line: 1, column: 1 },
    });
    expect(readPuzzleText('https://example.com/page?x=1')).toEqual({
      ok: false,
      error: { code: 'link-without-puzzle' },
    });
    expect(readPuzzleText(`?puzzle=${PUZZLE.slice(0, 70)}`)).toEqual({
      ok: false,
      error: { code: 'wrong-cell-count', count: 70 },
    });
  });
});
