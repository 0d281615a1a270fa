import { describe, expect, it } from 'vitest';
import { describeAnnouncement } from '../../src/i18n/announce';
import { cellLabel, formatClock } from '../../src/i18n/describe';
import { describeLoadError } from '../../src/i18n/notices';
import { t, tn } from '../../src/i18n/messages';
import type { LoadError } from '../../src/store';

describe('messages', () => {
  it('interpolates parameters and picks plural forms', () => {
    expect(t('cell.position', { row: 3, col: 5 })).toBe('Row 3, column 5');
    expect(tn('check.ok', 1)).toBe('No mistakes so far, 1 cell to go.');
    expect(tn('check.ok', 12)).toBe('No mistakes so far, 12 cells to go.');
  });

  it('names cells as the accessibility contract says', () => {
    const base = { row: 3, col: 5, given: false, hinted: false };
    expect(cellLabel({ ...base, digit: 0 })).toBe('Row 3, column 5, empty');
    expect(cellLabel({ ...base, digit: 7 })).toBe('Row 3, column 5, 7');
    expect(cellLabel({ ...base, digit: 7, given: true })).toBe('Row 3, column 5, given 7');
    expect(cellLabel({ ...base, digit: 7, hinted: true })).toBe('Row 3, column 5, 7, hint');
    const notes = (1 << 0) | (1 << 3) | (1 << 6); // 1, 4 and 7
    expect(cellLabel({ ...base, digit: 0, notes })).toBe('Row 3, column 5, empty, notes 1 4 7');
    expect(cellLabel({ ...base, digit: 0, notes: 0 })).toBe('Row 3, column 5, empty');
  });

  it.each([
    [{ code: 'wrong-cell-count', count: 80 }, 'This puzzle has 80 cells; a puzzle needs 81.'],
    [{ code: 'wrong-cell-count', count: 1 }, 'This puzzle has 1 cell; a puzzle needs 81.'],
    [
      { code: 'invalid-character', char: 'x', line: 1, column: 5 },
      "Unexpected character 'x' at line 1, column 5.",
    ],
    [
      { code: 'repeated-givens', digit: 5, cells: [11, 15] },
      'The given 5 repeats in row 2 (row 2, column 3 and row 2, column 7).',
    ],
    [
      { code: 'repeated-givens', digit: 4, cells: [1, 19] },
      'The given 4 repeats in column 2 (row 1, column 2 and row 3, column 2).',
    ],
    [
      { code: 'repeated-givens', digit: 2, cells: [0, 10] },
      'The given 2 repeats in box 1 (row 1, column 1 and row 2, column 2).',
    ],
    [{ code: 'no-solution' }, 'This puzzle has no solution.'],
    [{ code: 'multiple-solutions' }, 'This puzzle has more than one solution.'],
  ] satisfies [LoadError, string][])('words load error %j', (error, text) => {
    expect(describeLoadError(error)).toBe(text);
  });

  it('words hints, checks and wins', () => {
    expect(
      describeAnnouncement({ kind: 'hint', hint: { kind: 'reveal', cell: 22, digit: 7 } }),
    ).toBe('Row 3, column 5 is 7.');
    expect(
      describeAnnouncement({ kind: 'hint', hint: { kind: 'wrong', cell: 10, digit: 4 } }),
    ).toBe('The 4 in row 2, column 2 is wrong.');
    expect(describeAnnouncement({ kind: 'check-solved' })).toBe('Solved!');
    expect(describeAnnouncement({ kind: 'check-wrong', count: 2 })).toMatch(/^2 digits are wrong/);
    expect(describeAnnouncement({ kind: 'won', elapsedMs: 187_000 })).toBe(
      'Well done! Solved in 3:07.',
    );
  });

  it('words rewinds and immediate mistakes', () => {
    expect(
      describeAnnouncement({
        kind: 'rewound',
        moveNumber: 12,
        move: { kind: 'place', cell: 21, digit: 5 },
      }),
    ).toBe('Went back to before move 12: 5 in row 3, column 4.');
    expect(describeAnnouncement({ kind: 'rewind-nothing' })).toBe(
      'Every digit is correct; nothing to rewind.',
    );
    expect(describeAnnouncement({ kind: 'rewind-start' })).toBe(
      'Went back to the start of the game.',
    );
    expect(describeAnnouncement({ kind: 'mistake', cell: 40 })).toBe(
      'Wrong digit in row 5, column 5.',
    );
  });

  it('shows every time played one way: m:ss, or h:mm:ss from an hour on, rounded down', () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(7_999)).toBe('0:07');
    expect(formatClock(754_000)).toBe('12:34');
    expect(formatClock(3_723_000)).toBe('1:02:03');
    expect(formatClock(59_999)).toBe('0:59');
  });
});
