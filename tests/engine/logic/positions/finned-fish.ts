import type { Fixture } from '../helpers';

/* Positions where the technique fires, shared by its engine test and the step wording tests. */

// Positions taken from corpus puzzles (file and line given) at the point where
// the technique applies; `grid` is the pencil-mark state after the steps named.
export const FIXTURES: Fixture[] = [
  {
    technique: 'finned-x-wing',
    // kaggle3m_rated line 144, after 19 steps
    grid: `
    7      19    4   2    3 5   8   19  6
    123589 13589 29  18   7 6   35  4   39
    13568  13568 58  4    9 18  7   135 2
    359    3579  1   6    2 38  4   379 389
    39     4     6   378  5 378 1   2   389
    38     2     78  9    1 4   6   37  5
    4      1569  29  135  8 139 235 356 7
    25689  56789 3   57   4 79  25  568 1
    158    1578  578 1357 6 2   9   358 4
  `,
    simplest: true,
    digits: [3],
    cells: ['r3c1', 'r3c2', 'r3c8', 'r6c1', 'r6c8'],
    units: ['row 3', 'row 6', 'col 1', 'col 8', 'box 1'],
    moves: ['r2c1<>3'],
    breaker: null,
    fins: ['r3c2'],
  },
  {
    technique: 'finned-x-wing',
    // kaggle3m_rated line 280, after 31 steps
    grid: `
    5  234  234 6   1   348 38 7   9
    9  6    8   34  5   7   2  34  1
    7  1    34  2   9   348 5  346 468
    6  34   9   348 348 5   7  1   2
    34 8    1   7   34  2   6  9   5
    2  5    7   1   6   9   4  8   3
    8  2347 234 9   234 6   1  5   47
    34 2347 5   38  238 1   9  346 467
    1  9    6   5   7   34  38 2   48
  `,
    simplest: true,
    digits: [3],
    cells: ['r5c1', 'r5c5', 'r7c2', 'r7c3', 'r7c5'],
    units: ['row 5', 'row 7', 'col 1', 'col 5', 'box 7'],
    moves: ['r8c1<>3'],
    breaker: null,
    fins: ['r7c2', 'r7c3'],
  },
  {
    technique: 'finned-swordfish',
    // kaggle3m_rated line 144, after 28 steps
    grid: `
    7     19    4   2   3 5  8   19  6
    12589 13589 29  18  7 6  35  4   39
    3568  13568 58  4   9 18 7   135 2
    359   3579  1   6   2 38 4   79  389
    39    4     6   38  5 7  1   2   389
    38    2     78  9   1 4  6   37  5
    4     1569  29  135 8 13 235 356 7
    2568  568   3   7   4 9  25  568 1
    158   1578  578 135 6 2  9   358 4
  `,
    simplest: true,
    digits: [5],
    cells: ['r2c1', 'r2c2', 'r2c7', 'r4c1', 'r4c2', 'r8c1', 'r8c2', 'r8c7', 'r8c8'],
    units: ['row 2', 'row 4', 'row 8', 'col 1', 'col 2', 'col 7', 'box 9'],
    moves: ['r7c7<>5'],
    breaker: null,
    fins: ['r8c8'],
  },
  {
    technique: 'finned-swordfish',
    // kaggle3m_rated line 345, after 23 steps
    grid: `
    9   7    3    125  4  18  258  128  6
    2   1458 1458 1357 6  9   3578 1378 4578
    6   1458 1458 23   58 178 9    23   4578
    8   2    4567 15   9  14  57   67   3
    57  3    9    6    58 2   178  4    1578
    1   45   456  57   3  478 258  268  9
    357 9    57   8    1  6   4    37   2
    4   18   2    9    7  3   6    5    18
    37  6    18   4    2  5   1378 9    178
  `,
    simplest: true,
    digits: [5],
    cells: ['r2c2', 'r2c9', 'r3c2', 'r3c5', 'r3c9', 'r5c5', 'r5c9', 'r6c2'],
    units: ['col 2', 'col 5', 'col 9', 'row 2', 'row 3', 'row 5', 'box 4'],
    moves: ['r5c1<>5'],
    breaker: null,
    fins: ['r6c2'],
  },
];
