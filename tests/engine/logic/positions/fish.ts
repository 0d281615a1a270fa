import type { Fixture } from '../helpers';

/* Positions where the technique fires, shared by its engine test and the step wording tests. */

// Positions taken from corpus puzzles (file and line given) at the point where
// the technique applies; `grid` is the pencil-mark state after the steps named.
export const FIXTURES: Fixture[] = [
  {
    technique: 'x-wing',
    // kaggle3m_rated line 19, after 32 steps
    grid: `
    26 18 9  23 37 127 468 467 5
    3  4  7  8  6  5   9   1   2
    5  18 26 9  4  127 68  3   67
    7  9  1  5  2  3   46  46  8
    26 3  4  67 9  8   5   27  1
    8  5  26 67 1  4   27  9   3
    9  2  3  4  5  67  1   8   67
    4  7  5  1  8  26  3   26  9
    1  6  8  23 37 9   27  5   4
  `,
    simplest: true,
    digits: [7],
    cells: ['r3c6', 'r3c9', 'r7c6', 'r7c9'],
    units: ['row 3', 'row 7', 'col 6', 'col 9'],
    moves: ['r1c6<>7'],
    breaker: 'r3c2+7',
  },
  {
    technique: 'swordfish',
    // kaggle3m_rated line 204, after 25 steps
    grid: `
    1    4    69 69  3  7 2   8    5
    7    3    8  1   2  5 469 49   469
    69   2    5  4   69 8 1   3    7
    2358 19   23 259 7  6 489 2459 13
    235  1679 67 259 8  4 79  2579 13
    258  79   4  3   59 1 789 6    29
    23   67   23 67  4  9 5   1    8
    69   5    79 8   1  2 3   47   46
    4    8    1  567 56 3 679 279  269
  `,
    simplest: true,
    digits: [6],
    cells: ['r1c3', 'r1c4', 'r5c2', 'r5c3', 'r7c2', 'r7c4'],
    units: ['row 1', 'row 5', 'row 7', 'col 2', 'col 3', 'col 4'],
    moves: ['r9c4<>6'],
    breaker: 'r5c1+6',
  },
  {
    technique: 'jellyfish',
    // kaggle3m_rated line 3, after 25 steps
    grid: `
    79    279   3  479 24   1   8    6  5
    579   8     49 3   245  6   2479 27 1
    15679 12679 49 479 2458 278 2479 3  79
    789   79    5  47  248  278 3    1  6
    4     3     1  6   9    5   27   27 8
    678   67    2  1   3    78  5    9  4
    2     5     6  8   1    3   79   4  79
    3     4     7  5   6    9   1    8  2
    19    19    8  2   7    4   6    5  3
  `,
    simplest: false,
    digits: [9],
    cells: ['r1c4', 'r2c3', 'r2c7', 'r3c3', 'r3c4', 'r3c7', 'r3c9', 'r7c7', 'r7c9'],
    units: ['col 3', 'col 4', 'col 7', 'col 9', 'row 1', 'row 2', 'row 3', 'row 7'],
    moves: ['r1c1<>9', 'r1c2<>9', 'r2c1<>9', 'r3c1<>9', 'r3c2<>9'],
    breaker: 'r4c4+9',
  },
];
