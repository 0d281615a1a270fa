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

  it.each([
    ['_', '_'],
    ['x', 'x'],
    ['X', 'X'],
    ['*', '*'],
    ['- (dash)', '-'],
  ])('reads %s as an empty cell, in 81 characters and in rows', (_, blank) => {
    expect(read(PUZZLE.replace(/\./g, blank)).puzzle).toBe(PUZZLE);
    expect(read(ROWS.map((r) => r.replace(/\./g, blank)).join('\n')).puzzle).toBe(PUZZLE);
    expect(read(ROWS.map((r) => spaced(r, blank)).join('\n')).puzzle).toBe(PUZZLE);
  });

  it('reads a row of nine empty cells written with _ or *, but skips rule lines of them', () => {
    const blankFirst = '.........' + PUZZLE.slice(9);
    expect(read(['_________', ...ROWS.slice(1)].join('\n')).puzzle).toBe(blankFirst);
    expect(read(['* * * * * * * * *', ...ROWS.slice(1)].join('\n')).puzzle).toBe(blankFirst);
    const ruled = [0, 3, 6].map((i) => ROWS.slice(i, i + 3).join('\n')).join('\n_______________\n');
    expect(read(ruled).puzzle).toBe(PUZZLE);
  });

  it('reads digits separated by commas, semicolons, spaces or tabs', () => {
    const zeros = ROWS.map((r) => r.replace(/\./g, '0'));
    expect(read(zeros.map((r) => r.split('').join(',')).join('\n')).puzzle).toBe(PUZZLE);
    expect(read(zeros.map((r) => r.split('').join(', ')).join('\n')).puzzle).toBe(PUZZLE);
    expect(read(zeros.map((r) => r.split('').join(';')).join('\n')).puzzle).toBe(PUZZLE);
    expect(read(zeros.map((r) => r.split('').join('\t')).join('\n')).puzzle).toBe(PUZZLE);
    expect(read(zeros.map((r) => r.split('').join('  ')).join('\n')).puzzle).toBe(PUZZLE);
    expect(read(zeros.join('').split('').join(',')).puzzle).toBe(PUZZLE);
  });

  it('reads spreadsheet rows where an empty field is an empty cell (commas or tabs)', () => {
    const field = (r: string) => r.split('').map((c) => (c === '.' ? '' : c));
    expect(read(ROWS.map((r) => field(r).join(',')).join('\n')).puzzle).toBe(PUZZLE);
    expect(read(ROWS.map((r) => field(r).join('\t')).join('\r\n')).puzzle).toBe(PUZZLE);
    expect(read(ROWS.map((r) => `${field(r).join(',')},`).join('\n')).puzzle).toBe(PUZZLE);
  });

  it.each([
    ['a prefix with a colon', `Puzzle 12: ${PUZZLE}`],
    ['a prefix with a full-width colon', `第12题：${PUZZLE}`],
    ['a # number prefix', `#34 ${PUZZLE}`],
    ['a # number line', `#34\n${ROWS.join('\n')}`],
    ['a numbered line', `12) ${PUZZLE}`],
    ['a collection number', `0012 ${PUZZLE}`],
    ['"No." and a number', `No. 5 ${PUZZLE}`],
    ['a title line', `Daily Sudoku – Hard\n${ROWS.join('\n')}`],
    ['a title and a blank line', `Sudoku\n\n${ROWS.join('\n')}`],
    ['two title lines', `Sudoku\nPuzzle 12 (hard)\n${ROWS.join('\n')}`],
    ['a title and a labelled line', `Sudoku\nPuzzle 12: ${PUZZLE}`],
  ])('reads a puzzle after a label: %s', (_, text) => {
    expect(read(text)).toEqual({ puzzle: PUZZLE, format: 'cells' });
  });

  it.each([
    ['straight double quotes', `"${PUZZLE}"`],
    ['straight single quotes', `'${PUZZLE}'`],
    ['backticks', `\`${PUZZLE}\``],
    ['curly quotes', `\u201c${PUZZLE}\u201d`],
    ['guillemets', `\u00ab${PUZZLE}\u00bb`],
    ['corner brackets', `\u300c${PUZZLE}\u300d`],
    ['quotes around rows', `"${ROWS.join('\n')}"`],
    ['a code block', `\`\`\`text\n${ROWS.join('\n')}\n\`\`\``],
    ['a > quote', ROWS.map((r) => `> ${r}`).join('\n')],
    ['blank lines and spaces around', `\n\n   ${PUZZLE}   \n\n\n`],
    ['blank lines around quotes', `\n  "${PUZZLE}"  \n`],
    ['a label inside quotes', `"Puzzle 1: ${PUZZLE}"`],
  ])('reads a puzzle inside %s', (_, text) => {
    expect(read(text).puzzle).toBe(PUZZLE);
  });

  it('reads full-width digits and skips zero-width characters copied with the text', () => {
    const wide = PUZZLE.replace(/\d/g, (d) => String.fromCharCode(d.charCodeAt(0) + 0xfee0));
    expect(read(wide).puzzle).toBe(PUZZLE);
    expect(read(`\ufeff${PUZZLE.slice(0, 40)}\u200b${PUZZLE.slice(40)}`).puzzle).toBe(PUZZLE);
  });

  it("reads this game's link inside a line of text", () => {
    expect(read(`Try this one: https://sudoku.example/?puzzle=${PUZZLE}`)).toEqual({
      puzzle: PUZZLE,
      format: 'link',
    });
  });

  it('refuses a damaged share link (?p=) as damaged, pasted alone or in quotes', () => {
    const code = encodeShare({
      givens: Array.from(PUZZLE, (c) => (c === '.' ? 0 : Number(c))),
      progress: null,
    });
    const damaged = code.slice(0, 10) + (code[10] === 'A' ? 'B' : 'A') + code.slice(11);
    expect(readPuzzleText(`https://sudoku.example/?p=${damaged}`)).toEqual({
      ok: false,
      error: { code: 'damaged-link' },
    });
    expect(readPuzzleText(`"https://sudoku.example/?p=${code.slice(0, 20)}"`)).toEqual({
      ok: false,
      error: { code: 'damaged-link' },
    });
    expect(readPuzzleText(`?p=`)).toEqual({ ok: false, error: { code: 'damaged-link' } });
  });

  it('names what is wrong with anything else', () => {
    expect(readPuzzleText('  \n ')).toEqual({ ok: false, error: { code: 'empty' } });
    expect(readPuzzleText('""')).toEqual({ ok: false, error: { code: 'empty' } });
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
    expect(readPuzzleText(`${PUZZLE.slice(0, 40)}y${PUZZLE.slice(41)}`)).toEqual({
      ok: false,
      error: { code: 'invalid-character', char: 'y', line: 1, column: 41 },
    });
  });

  it('after a label, says how many cells follow, or where a stray character is', () => {
    expect(readPuzzleText(`Puzzle 12:\n${PUZZLE.slice(1)}`)).toEqual({
      ok: false,
      error: { code: 'wrong-cell-count', count: 80 },
    });
    expect(readPuzzleText(`Puzzle 12: ${PUZZLE}7`)).toEqual({
      ok: false,
      error: { code: 'wrong-cell-count', count: 82 },
    });
    // Line and column are those of the text as pasted, quotes and label included.
    expect(readPuzzleText(`"Puzzle 12: ${PUZZLE.slice(0, 80)}Z"`)).toEqual({
      ok: false,
      error: { code: 'invalid-character', char: 'Z', line: 1, column: 93 },
    });
    expect(
      readPuzzleText(`\n#34\n${ROWS.slice(0, 8).join('\n')}\n${ROWS[8].slice(0, 8)}?`),
    ).toEqual({
      ok: false,
      error: { code: 'invalid-character', char: '?', line: 11, column: 9 },
    });
  });

  it('names a direction-changing or invisible character by where it is, whole', () => {
    expect(readPuzzleText(`${PUZZLE.slice(0, 10)}\u202e${PUZZLE.slice(10)}`)).toEqual({
      ok: false,
      error: { code: 'invalid-character', char: '\u202e', line: 1, column: 11 },
    });
  });
});
