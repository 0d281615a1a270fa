// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatPuzzle, parsePuzzle, type ParseResult } from '../../src/engine';
import { board } from './helpers';

const PUZZLE = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';

function boardOf(result: ParseResult): readonly number[] {
  if (!result.ok) throw new Error(`parse failed: ${JSON.stringify(result.error)}`);
  return result.board;
}

describe('parsePuzzle / formatPuzzle', () => {
  it('round-trips the 81-character form', () => {
    const parsed = boardOf(parsePuzzle(PUZZLE));
    expect(parsed).toEqual(board(PUZZLE));
    expect(formatPuzzle(parsed)).toBe(PUZZLE);
  });

  it('formats digits and dots only', () => {
    expect(formatPuzzle(board('.'.repeat(81)))).toBe('.'.repeat(81));
    expect(formatPuzzle(board(PUZZLE))).toMatch(/^[1-9.]{81}$/);
  });

  it.each([
    ['0', PUZZLE.replace(/\./g, '0')],
    ['-', PUZZLE.replace(/\./g, '-')],
    ['mixed', PUZZLE.replace(/\./g, (_, i: number) => '.0-'[i % 3])],
  ])('accepts %s as a blank', (_, text) => {
    expect(formatPuzzle(boardOf(parsePuzzle(text)))).toBe(PUZZLE);
  });

  it('accepts 81 dashes as an empty grid', () => {
    expect(boardOf(parsePuzzle('-'.repeat(81)))).toEqual(new Array(81).fill(0));
  });

  it('ignores surrounding whitespace and line breaks of any kind', () => {
    const rows = PUZZLE.match(/.{9}/g)!;
    expect(formatPuzzle(boardOf(parsePuzzle(`  ${PUZZLE}\n\n`)))).toBe(PUZZLE);
    expect(formatPuzzle(boardOf(parsePuzzle(rows.join('\n'))))).toBe(PUZZLE);
    expect(formatPuzzle(boardOf(parsePuzzle(rows.join('\r\n'))))).toBe(PUZZLE);
    expect(
      formatPuzzle(boardOf(parsePuzzle(rows.map((r) => r.split('').join(' ')).join('\n')))),
    ).toBe(PUZZLE);
  });

  it('reads 9 lines of 9 with 0 blanks', () => {
    const text = PUZZLE.replace(/\./g, '0').match(/.{9}/g)!.join('\n');
    expect(formatPuzzle(boardOf(parsePuzzle(text)))).toBe(PUZZLE);
  });

  it('reads a grid drawn with | and +/- lines', () => {
    const text = `
      5 3 . | . 7 . | . . .
      6 . . | 1 9 5 | . . .
      . 9 8 | . . . | . 6 .
      ------+-------+------
      8 . . | . 6 . | . . 3
      4 . . | 8 . 3 | . . 1
      7 . . | . 2 . | . . 6
      ------+-------+------
      . 6 . | . . . | 2 8 .
      . . . | 4 1 9 | . . 5
      . . . | . 8 . | . 7 9
    `;
    expect(formatPuzzle(boardOf(parsePuzzle(text)))).toBe(PUZZLE);
  });

  it('reads a boxed grid with |---+---+---| rules and - blanks', () => {
    const rows = PUZZLE.replace(/\./g, '-').match(/.{9}/g)!;
    const line = (r: string) => `|${r.slice(0, 3)}|${r.slice(3, 6)}|${r.slice(6)}|`;
    const rule = '|---+---+---|';
    const text = [
      '+---+---+---+',
      ...rows.slice(0, 3).map(line),
      rule,
      ...rows.slice(3, 6).map(line),
      rule,
      ...rows.slice(6).map(line),
      '+---+---+---+',
    ].join('\n');
    expect(formatPuzzle(boardOf(parsePuzzle(text)))).toBe(PUZZLE);
  });

  it('reads a row of nine - blanks as cells, not as decoration', () => {
    const rows = PUZZLE.match(/.{9}/g)!;
    rows[0] = '---------';
    const expected = '.'.repeat(9) + PUZZLE.slice(9);
    expect(formatPuzzle(boardOf(parsePuzzle(rows.join('\n'))))).toBe(expected);
  });
});

describe('parse errors', () => {
  it.each([
    ['empty text', '', 0],
    ['80 cells', PUZZLE.slice(1), 80],
    ['82 cells', PUZZLE + '.', 82],
    ['two puzzles', PUZZLE + '\n' + PUZZLE, 162],
  ])('wrong-cell-count: %s', (_, text, count) => {
    expect(parsePuzzle(text)).toEqual({ ok: false, error: { code: 'wrong-cell-count', count } });
  });

  it('invalid-character says which character and where (1-based line and column)', () => {
    expect(parsePuzzle('x' + PUZZLE.slice(1))).toEqual({
      ok: false,
      error: { code: 'invalid-character', char: 'x', line: 1, column: 1 },
    });
    const rows = PUZZLE.match(/.{9}/g)!;
    rows[2] = rows[2].slice(0, 4) + 'A' + rows[2].slice(5);
    expect(parsePuzzle(rows.join('\n'))).toEqual({
      ok: false,
      error: { code: 'invalid-character', char: 'A', line: 3, column: 5 },
    });
  });

  it('invalid-character reports a whole code point', () => {
    const result = parsePuzzle('😀' + PUZZLE.slice(1));
    expect(result).toEqual({
      ok: false,
      error: { code: 'invalid-character', char: '😀', line: 1, column: 1 },
    });
  });

  it.each([
    ['a row', '4' + '.'.repeat(7) + '4' + '.'.repeat(72), 4, [0, 8]],
    [
      'a column',
      '.'.repeat(4) + '7' + '.'.repeat(67) + '.'.repeat(4) + '7' + '.'.repeat(4),
      7,
      [4, 76],
    ],
    ['a box', '.'.repeat(60) + '9' + '.'.repeat(18) + '9' + '.', 9, [60, 79]],
  ])('repeated-givens in %s names the digit and the cells', (_, text, digit, cells) => {
    expect(parsePuzzle(text)).toEqual({
      ok: false,
      error: { code: 'repeated-givens', digit, cells },
    });
  });

  it('repeated-givens for a complete grid with two cells swapped', () => {
    const result = parsePuzzle(
      '598274163123698754746153928674315289532789416819462375285941637397526841461837592',
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe('repeated-givens');
    if (result.error.code !== 'repeated-givens') return;
    // 5 repeats in column 1 (cells 0, 36), 9 in column 2 (cells 1, 64).
    expect([
      { digit: 5, cells: [0, 36] },
      { digit: 9, cells: [1, 64] },
    ]).toContainEqual({ digit: result.error.digit, cells: result.error.cells });
  });

  it('checks the cell count before repeated givens', () => {
    expect(parsePuzzle('11')).toEqual({ ok: false, error: { code: 'wrong-cell-count', count: 2 } });
  });
});
