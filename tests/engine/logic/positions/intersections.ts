import type { Fixture } from '../helpers';

/* Positions where the technique fires, shared by its engine test and the step wording tests. */

// Positions taken from corpus puzzles (file and line given) at the point where
// the technique applies; `grid` is the pencil-mark state after the steps named.
export const FIXTURES: Fixture[] = [
  {
    technique: 'pointing',
    // kaggle3m_rated line 24, after 25 steps
    grid: `
    7   49  2  1    3 89   6    489  5
    148 149 45 2578 6 2789 1489 4789 3
    168 3   56 578  4 789  189  2    179
    2   6   9  3    8 5    7    1    4
    3   5   8  4    7 1    29   6    29
    14  14  7  9    2 6    3    5    8
    469 7   46 28   1 248  5    3    29
    49  8   1  27   5 3    249  479  6
    5   2   3  6    9 478  148  478  17
  `,
    simplest: true,
    digits: [8],
    cells: ['r9c7', 'r9c8'],
    units: ['box 9', 'row 9'],
    moves: ['r9c6<>8'],
    breaker: 'r7c9+8',
  },
  {
    technique: 'claiming',
    // kaggle3m_rated line 142, after 33 steps
    grid: `
    3  6  1  59 59   2  7   8   4
    9  5  2  8  4    7  1   6   3
    7  8  4  3  6    1  2   5   9
    16 4  3  29 7    5  689 129 1268
    16 7  5  4  289  89 69  3   126
    2  9  8  1  3    6  5   4   7
    4  3  69 25 125  89 689 7   15
    5  12 7  6  1289 4  3   129 128
    8  12 69 7  1259 3  4   129 1256
  `,
    simplest: true,
    digits: [2],
    cells: ['r7c4', 'r7c5'],
    units: ['row 7', 'box 8'],
    moves: ['r8c5<>2', 'r9c5<>2'],
    breaker: 'r7c9+2',
  },
];
