import type { Fixture } from '../helpers';

/* Positions where the technique fires, shared by its engine test and the step wording tests. */

// Positions taken from corpus puzzles (file and line given) at the point where
// the technique applies; `grid` is the pencil-mark state after the steps named.
export const FIXTURES: Fixture[] = [
  {
    technique: 'unique-rectangle-2',
    // kaggle3m_rated line 201, after 36 steps
    grid: `
    1  3   6   9  2  4  58 58  7
    9  2   7   8  5  6  1  4   3
    4  5   8   7  3  1  6  2   9
    3  4   5   1  6  2  9  7   8
    8  69  29  4  7  5  23 36  1
    26 7   1   3  8  9  25 56  4
    26 1   349 5  49 38 7  389 26
    7  689 239 26 1  38 4  89  5
    5  89  349 26 49 7  38 1   26
  `,
    simplest: true,
    digits: [4, 9],
    cells: ['r7c3', 'r7c5', 'r9c3', 'r9c5'],
    units: ['col 3', 'row 7', 'row 9', 'col 5'],
    moves: ['r8c3<>3'],
    breaker: 'r7c3+1',
  },
  {
    technique: 'unique-rectangle-3',
    // kaggle3m_rated line 431, after 18 steps
    grid: `
    3    6     2    14    17   5    479  479 8
    7    145   145  28    9    28   45   3   6
    49   459   8    34    37   6    457  1   2
    1246 12478 14   128   5    1248 3    267 9
    1246 12457 3    129   126  1249 67   8   45
    2469 24589 459  7     268  3    1    26  45
    8    3     69   5     4    7    2    69  1
    1249 1249  7    6     128  1289 489  5   3
    5    1249  1469 12389 1238 1289 4689 469 7
  `,
    simplest: true,
    digits: [2, 8],
    cells: ['r2c4', 'r2c6', 'r4c3', 'r4c4', 'r4c6'],
    units: ['row 4', 'row 2', 'col 4', 'col 6'],
    moves: ['r4c1<>1', 'r4c1<>4', 'r4c2<>1', 'r4c2<>4'],
    breaker: 'r2c4+1',
    sets: [['r4c3']],
  },
  {
    technique: 'unique-rectangle-3',
    // kaggle3m_rated line 140, after 22 steps
    grid: `
    5    6   13   9    13  47   8  47  2
    2379 379 4    8    6   237  1  79  5
    1279 8   129  5    12  1247 6  479 3
    4789 179 89   134  139 6    2  5   89
    4689 19  5    124  129 12   7  3   689
    2369 39  2369 7    5   8    4  1   69
    1369 5   1369 1236 4   123  39 8   7
    36   4   7    36   8   9    5  2   1
    1389 2   1389 13   7   5    39 6   4
  `,
    simplest: false,
    digits: [4, 7],
    cells: ['r1c6', 'r1c8', 'r3c3', 'r3c5', 'r3c6', 'r3c8'],
    units: ['row 3', 'row 1', 'col 6', 'col 8'],
    moves: ['r3c1<>1', 'r3c1<>2', 'r3c1<>9'],
    breaker: 'r1c6+1',
    sets: [['r3c3', 'r3c5']],
  },
  {
    technique: 'unique-rectangle-4',
    // kaggle3m_rated line 246, after 33 steps
    grid: `
    4  16    5    7 8   2   16 3    9
    8  79    79   1 3   46  5  2    46
    16 3     2    9 56  456 7  8    146
    5  8     47   6 47  1   3  9    2
    9  2     6    3 47  8   14 17   5
    17 147   3    5 2   9   46 67   8
    67 45679 1479 8 569 567 2  145  3
    2  567   8    4 1   3   9  56   67
    3  45679 1479 2 569 567 8  1456 167
  `,
    simplest: true,
    digits: [4, 6],
    cells: ['r2c6', 'r2c9', 'r3c6', 'r3c9'],
    units: ['row 3', 'row 2', 'col 6', 'col 9'],
    moves: ['r3c6<>6', 'r3c9<>6'],
    breaker: 'r2c6+1',
  },
];
