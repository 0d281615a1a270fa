import type { Fixture } from '../helpers';

/* Positions where the technique fires, shared by its engine test and the step wording tests. */

// Positions taken from corpus puzzles (file and line given) at the point where
// the technique applies; `grid` is the pencil-mark state after the steps named.
export const FIXTURES: Fixture[] = [
  {
    technique: 'skyscraper',
    // kaggle3m_rated line 165, after 28 steps
    grid: `
    2 4   89  89  5   1  3    6   7
    5 89  6   7   89  3  1    4   2
    3 1   7   6   2   4  5    9   8
    1 678 2   3   468 5  9    78  46
    9 678 3   2   468 68 4678 15  15
    4 568 58  1   7   9  68   2   3
    8 3   159 49  69  67 2    157 145
    6 2   4   5   1   78 78   3   9
    7 59  159 489 3   2  468  158 1456
  `,
    simplest: true,
    digits: [9],
    cells: ['r2c2', 'r2c5', 'r7c5', 'r9c2'],
    units: ['col 2', 'col 5', 'row 2'],
    moves: ['r7c3<>9', 'r9c4<>9'],
    breaker: 'r4c2+9',
  },
  {
    technique: 'two-string-kite',
    // kaggle3m_rated line 24, after 27 steps
    grid: `
    7   49  2  1    3 89   6    489  5
    148 149 45 2578 6 2789 1489 4789 3
    168 3   56 578  4 789  189  2    17
    2   6   9  3    8 5    7    1    4
    3   5   8  4    7 1    29   6    29
    14  14  7  9    2 6    3    5    8
    469 7   46 28   1 248  5    3    29
    49  8   1  27   5 3    249  479  6
    5   2   3  6    9 47   148  478  17
  `,
    simplest: true,
    digits: [7],
    cells: ['r3c9', 'r8c4', 'r8c8', 'r9c9'],
    units: ['row 8', 'col 9', 'box 9'],
    moves: ['r3c4<>7'],
    breaker: 'r5c9+7',
  },
];
