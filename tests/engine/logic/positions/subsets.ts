import type { Fixture } from '../helpers';

/* Positions where the technique fires, shared by its engine test and the step wording tests. */

// Positions taken from corpus puzzles (file and line given) at the point where
// the technique applies; `grid` is the pencil-mark state after the steps named.
export const FIXTURES: Fixture[] = [
  {
    technique: 'naked-pair',
    // kaggle3m_rated line 19, after 31 steps
    grid: `
    26 18 9  23 37 127 4678 467 5
    3  4  7  8  6  5   9    1   2
    5  18 26 9  4  127 678  3   67
    7  9  1  5  2  3   46   46  8
    26 3  4  67 9  8   5    27  1
    8  5  26 67 1  4   27   9   3
    9  2  3  4  5  67  1    8   67
    4  7  5  1  8  26  3    26  9
    1  6  8  23 37 9   27   5   4
  `,
    simplest: true,
    digits: [2, 7],
    cells: ['r6c7', 'r9c7'],
    units: ['col 7'],
    moves: ['r1c7<>7', 'r3c7<>7'],
    breaker: 'r6c7+1',
  },
  {
    technique: 'naked-triple',
    // kaggle3m_rated line 170, after 19 steps
    grid: `
    14  3   45  245 9   457  1257 6    8
    9   578 6   1   278 3    2457 247  257
    148 578 2   456 78  4567 1579 137  3579
    3   4   589 7   6   2    159  18   59
    2   6   58  45  1   9    457  3478 357
    7   59  1   8   3   45   2459 24   6
    48  89  49  3   5   1    6    27   27
    5   1   3   26  27  67   8    9    4
    6   2   7   9   4   8    3    5    1
  `,
    simplest: true,
    digits: [2, 4, 7],
    cells: ['r2c8', 'r6c8', 'r7c8'],
    units: ['col 8'],
    moves: ['r3c8<>7', 'r5c8<>4', 'r5c8<>7'],
    breaker: 'r2c8+1',
  },
  {
    technique: 'naked-quad',
    // kaggle3m_rated line 612, after 13 steps
    grid: `
    79  3   256  4    256  8    1     25679 257
    1   79  8    256  256  3    259   25679 4
    246 456 256  1    7    9    258   23568 2358
    8   57  4    259  1    25   6     23579 2357
    267 1   9    3    8    2456 245   245   257
    236 56  2356 7    2569 2456 24589 1     258
    36  2   136  568  4    156  7     58    9
    5   489 67   2689 269  267  3     248   1
    49  489 17   2589 3    17   2458  2458  6
  `,
    simplest: true,
    digits: [2, 4, 5, 8],
    cells: ['r5c8', 'r7c8', 'r8c8', 'r9c8'],
    units: ['col 8'],
    moves: [
      'r1c8<>2',
      'r1c8<>5',
      'r2c8<>2',
      'r2c8<>5',
      'r3c8<>2',
      'r3c8<>5',
      'r3c8<>8',
      'r4c8<>2',
      'r4c8<>5',
    ],
    breaker: 'r5c8+1',
  },
  {
    technique: 'hidden-pair',
    // kaggle3m_rated line 144, after 18 steps
    grid: `
    7      19    4    2    3 5   8   19  6
    123589 13589 2589 18   7 6   35  4   39
    13568  13568 58   4    9 18  7   135 2
    359    3579  1    6    2 38  4   379 389
    39     4     6    378  5 378 1   2   389
    38     2     78   9    1 4   6   37  5
    4      1569  259  135  8 139 235 356 7
    25689  56789 3    57   4 79  25  568 1
    158    1578  578  1357 6 2   9   358 4
  `,
    simplest: true,
    digits: [2, 9],
    cells: ['r2c3', 'r7c3'],
    units: ['col 3'],
    moves: ['r2c3<>5', 'r2c3<>8', 'r7c3<>5'],
    breaker: 'r3c3+2',
  },
  {
    technique: 'hidden-triple',
    // kaggle3m_rated line 332, after 23 steps
    grid: `
    78 3  4  5    2    19  19    6     78
    78 16 25 1678 4789 3   12459 1278  4789
    9  16 25 1678 478  146 12345 12378 478
    1  8  9  67   47   246 234   237   5
    4  5  7  3    89   129 129   128   6
    3  2  6  178  5    149 149   178   4789
    6  7  1  9    3    5   8     4     2
    5  4  3  2    6    8   7     9     1
    2  9  8  4    1    7   6     5     3
  `,
    simplest: true,
    digits: [2, 3, 5],
    cells: ['r3c3', 'r3c7', 'r3c8'],
    units: ['row 3'],
    moves: ['r3c7<>1', 'r3c7<>4', 'r3c8<>1', 'r3c8<>7', 'r3c8<>8'],
    breaker: 'r3c2+2',
  },
  {
    technique: 'hidden-quad',
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
    digits: [1, 2, 5, 6],
    cells: ['r1c2', 'r2c1', 'r3c1', 'r3c2'],
    units: ['box 1'],
    moves: ['r1c2<>7', 'r1c2<>9', 'r2c1<>7', 'r2c1<>9', 'r3c1<>7', 'r3c1<>9', 'r3c2<>7', 'r3c2<>9'],
    breaker: 'r3c3+1',
    quietAfter: false,
  },
];
