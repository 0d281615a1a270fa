import type { Fixture } from '../helpers';

/* Positions where the technique fires, shared by its engine test and the step wording tests. */

// Positions taken from corpus puzzles (file and line given) at the point where
// the technique applies; `grid` is the pencil-mark state after the steps named.
// Chains are written node by node: digit@cells, + on, - off; =unit= strong,
// -unit- weak links; (0) closes a loop on the premise.
export const X_CHAIN: Fixture = {
  technique: 'x-chain',
  // kaggle3m_rated line 144, after 29 steps
  grid: `
    7     19    4   2   3 5  8  19  6
    12589 13589 29  18  7 6  35 4   39
    3568  13568 58  4   9 18 7  135 2
    359   3579  1   6   2 38 4  79  389
    39    4     6   38  5 7  1  2   389
    38    2     78  9   1 4  6  37  5
    4     1569  29  135 8 13 23 356 7
    2568  568   3   7   4 9  25 568 1
    158   1578  578 135 6 2  9  358 4
  `,
  simplest: true,
  digits: [3],
  cells: ['r4c6', 'r6c1', 'r6c8', 'r7c6', 'r9c4', 'r9c8'],
  units: ['col 6', 'box 8', 'row 9', 'col 8', 'row 6'],
  moves: ['r4c1<>3', 'r4c2<>3'],
  breaker: null,
  chains: [
    '3@r4c6- =col 6= 3@r7c6+ -box 8- 3@r9c4- =row 9= 3@r9c8+ -col 8- 3@r6c8- =row 6= 3@r6c1+',
  ],
};

export const XY_CHAIN: Fixture = {
  technique: 'xy-chain',
  // kaggle3m_rated line 143, after 39 steps
  grid: `
    7   5  3 28 1   28 6  9 4
    4   6  8 7  9   5  1  3 2
    9   2  1 4  6   3  5  8 7
    28  4  5 28 3   1  9  7 6
    1   38 7 6  28  9  23 4 5
    23  9  6 5  4   7  23 1 8
    68  78 9 3  278 26 4  5 1
    568 1  4 9  58  68 7  2 3
    35  37 2 1  57  4  8  6 9
  `,
  simplest: true,
  digits: [3, 5, 7, 8],
  cells: ['r5c2', 'r8c5', 'r9c2', 'r9c5'],
  units: ['col 2', 'row 9', 'box 8'],
  moves: ['r5c5<>8'],
  breaker: null,
  quietAfter: false,
  chains: [
    '8@r5c2- =cell= 3@r5c2+ -col 2- 3@r9c2- =cell= 7@r9c2+ -row 9- 7@r9c5- =cell= 5@r9c5+ -box 8- 5@r8c5- =cell= 8@r8c5+',
  ],
};

export const AIC: [string, Fixture][] = [
  [
    'type 1',
    {
      technique: 'aic',
      // kaggle3m_rated line 273, after 22 steps
      grid: `
      257  3   9    457  24   6     1  247  8
      6    27  1257 8    145  3     9  247  2457
      8    4   1257 57   129  12579 35 2367 2356
      12   6   8    3    7    245   45 9    125
      279  279 34   1    245  245   6  8    2357
      127  5   34   9    6    8     34 127  127
      3    78  57   46   458  1457  2  146  9
      2579 1   257  4567 345  4579  8  346  346
      4    89  6    2    1389 19    7  5    13
    `,
      simplest: true,
      digits: [1, 3, 5, 9],
      cells: ['r1c1', 'r3c7', 'r5c9', 'r6c7', 'r8c1', 'r8c6', 'r9c6', 'r9c9'],
      units: ['col 1', 'row 8', 'box 8', 'row 9', 'col 9', 'box 6', 'col 7'],
      moves: ['r3c3<>5'],
      breaker: null,
      chains: [
        '5@r1c1- =col 1= 5@r8c1+ -cell- 9@r8c1- =row 8= 9@r8c6+ -box 8- 9@r9c6- =cell= 1@r9c6+ -row 9- 1@r9c9- =cell= 3@r9c9+ -col 9- 3@r5c9- =box 6= 3@r6c7+ -col 7- 3@r3c7- =cell= 5@r3c7+',
      ],
    },
  ],
  [
    'type 1 with a group',
    {
      technique: 'aic',
      // kaggle3m_rated line 164, after 27 steps
      grid: `
      1368 9   168 5   2468 234  7    146  168
      568  567 2   1   4678 469  689  469  3
      1368 4   178 67  678  369  2    169  5
      59   3   4   27  27   8    169  1569 169
      16   67  167 9   3    5    48   2    48
      589  2   58  46  1    46   3    59   7
      24   8   3   246 5    1246 1469 7    1469
      24   1   9   3   246  7    5    8    46
      7    56  56  8   9    14   14   3    2
    `,
      simplest: true,
      digits: [4, 6],
      cells: ['r1c5', 'r2c5', 'r3c5', 'r6c6', 'r8c5', 'r8c9', 'r9c6', 'r9c7'],
      units: ['col 6', 'row 9', 'box 9', 'row 8', 'col 5'],
      moves: ['r2c6<>6', 'r3c6<>6'],
      breaker: null,
      quietAfter: false,
      chains: [
        '6@r6c6- =cell= 4@r6c6+ -col 6- 4@r9c6- =row 9= 4@r9c7+ -box 9- 4@r8c9- =cell= 6@r8c9+ -row 8- 6@r8c5- =col 5= 6@r1c5,r2c5,r3c5+',
      ],
    },
  ],
  [
    'type 2',
    {
      technique: 'aic',
      // kaggle3m_rated line 144, after 20 steps
      grid: `
      7     19    4   2    3 5   8   19  6
      12589 13589 29  18   7 6   35  4   39
      13568 13568 58  4    9 18  7   135 2
      359   3579  1   6    2 38  4   379 389
      39    4     6   378  5 378 1   2   389
      38    2     78  9    1 4   6   37  5
      4     1569  29  135  8 139 235 356 7
      25689 56789 3   57   4 79  25  568 1
      158   1578  578 1357 6 2   9   358 4
    `,
      simplest: true,
      digits: [3, 7],
      cells: ['r6c3', 'r6c8', 'r9c3', 'r9c4', 'r9c8'],
      units: ['row 9', 'col 8', 'row 6', 'col 3'],
      moves: ['r9c4<>7'],
      breaker: null,
      quietAfter: false,
      chains: [
        '3@r9c4- =row 9= 3@r9c8+ -col 8- 3@r6c8- =cell= 7@r6c8+ -row 6- 7@r6c3- =col 3= 7@r9c3+',
      ],
    },
  ],
  [
    'type 2 with a group',
    {
      technique: 'aic',
      // kaggle3m_rated line 144, after 23 steps
      grid: `
      7     19    4   2   3 5   8   19  6
      12589 13589 29  18  7 6   35  4   39
      3568  13568 58  4   9 18  7   135 2
      359   3579  1   6   2 38  4   379 389
      39    4     6   378 5 378 1   2   389
      38    2     78  9   1 4   6   37  5
      4     1569  29  135 8 139 235 356 7
      25689 5689  3   57  4 79  25  568 1
      158   1578  578 135 6 2   9   358 4
    `,
      simplest: true,
      digits: [1, 9],
      cells: ['r1c2', 'r2c1', 'r2c2', 'r2c3', 'r2c4', 'r3c6', 'r7c3', 'r7c6'],
      units: ['col 6', 'box 2', 'row 2', 'box 1', 'col 3'],
      moves: ['r7c6<>9'],
      breaker: null,
      quietAfter: false,
      chains: [
        '1@r7c6- =col 6= 1@r3c6+ -box 2- 1@r2c4- =row 2= 1@r2c1,r2c2+ -box 1- 1@r1c2- =cell= 9@r1c2+ -box 1- 9@r2c3- =col 3= 9@r7c3+',
      ],
    },
  ],
  [
    'continuous loop',
    {
      technique: 'aic',
      // kaggle3m_rated line 161, after 11 steps
      grid: `
      4569 2    7    1   456  45   3     459    8
      4569 46   349  7   3456 8    12456 12459  14569
      1    468  348  35  2    9    7     45     456
      3    5    148  6   9    14   148   7      2
      29   7    29   358 345  1345 1458  6      1345
      468  1468 148  358 7    2    9     13458  1345
      248  3    5    29  1    6    248   2489   7
      28   9    6    4   358  7    1258  12358  135
      7    148  1248 29  358  35   24568 234589 34569
    `,
      simplest: true,
      digits: [2, 9],
      cells: ['r2c3', 'r2c9', 'r5c3', 'r9c3', 'r9c4', 'r9c9'],
      units: ['col 3', 'row 2', 'col 9', 'row 9'],
      moves: ['r2c1<>9', 'r2c8<>9', 'r9c7<>2', 'r9c8<>2', 'r9c8<>9'],
      breaker: null,
      quietAfter: false,
      chains: [
        '2@r9c3- =col 3= 2@r5c3+ -cell- 9@r5c3- =col 3= 9@r2c3+ -row 2- 9@r2c9- =col 9= 9@r9c9+ -row 9- 9@r9c4- =cell= 2@r9c4+ -row 9- (0)',
      ],
    },
  ],
  [
    'continuous loop with a group',
    {
      technique: 'aic',
      // kaggle3m_rated line 164, after 29 steps
      grid: `
      1368 9   16  5   2468 234  7    146  168
      568  567 2   1   4678 49   689  469  3
      1368 4   178 67  678  39   2    169  5
      59   3   4   27  27   8    169  1569 169
      16   67  167 9   3    5    48   2    48
      589  2   58  46  1    46   3    59   7
      24   8   3   246 5    1246 1469 7    1469
      24   1   9   3   246  7    5    8    46
      7    56  56  8   9    14   14   3    2
    `,
      simplest: true,
      digits: [1, 6],
      cells: ['r1c1', 'r1c3', 'r2c1', 'r3c1', 'r5c1', 'r5c3'],
      units: ['box 1', 'col 1', 'row 5', 'col 3'],
      moves: ['r2c2<>6', 'r3c3<>1'],
      breaker: null,
      quietAfter: false,
      chains: [
        '1@r1c3- =cell= 6@r1c3+ -box 1- 6@r1c1,r2c1,r3c1- =col 1= 6@r5c1+ -cell- 1@r5c1- =row 5= 1@r5c3+ -col 3- (0)',
      ],
    },
  ],
  [
    'discontinuous loop',
    {
      technique: 'aic',
      // kaggle3m_rated line 161, after 12 steps
      grid: `
      4569 2    7    1   456  45   3     459   8
      456  46   349  7   3456 8    12456 1245  14569
      1    468  348  35  2    9    7     45    456
      3    5    148  6   9    14   148   7     2
      29   7    29   358 345  1345 1458  6     1345
      468  1468 148  358 7    2    9     13458 1345
      248  3    5    29  1    6    248   2489  7
      28   9    6    4   358  7    1258  12358 135
      7    148  1248 29  358  35   4568  3458  34569
    `,
      simplest: true,
      digits: [3, 6, 9],
      cells: ['r1c1', 'r1c5', 'r2c3', 'r2c5'],
      units: ['row 1', 'box 1', 'row 2', 'col 5'],
      moves: ['r1c5=6'],
      breaker: null,
      quietAfter: false,
      chains: [
        '6@r1c5- =row 1= 6@r1c1+ -cell- 9@r1c1- =box 1= 9@r2c3+ -cell- 3@r2c3- =row 2= 3@r2c5+ -cell- 6@r2c5- =col 5= (0)',
      ],
    },
  ],
  [
    'discontinuous loop with a group',
    {
      technique: 'aic',
      // kaggle3m_rated line 273, after 29 steps
      grid: `
      5   3   9   47  24   6     1  247  8
      6   27  127 8   145  3     9  247  245
      8   4   127 57  129  12579 35 2367 356
      12  6   8   3   7    245   45 9    125
      279 279 34  1   245  245   6  8    2357
      127 5   34  9   6    8     34 12   127
      3   78  57  46  458  1457  2  146  9
      279 1   257 567 345  4579  8  346  346
      4   89  6   2   1389 19    7  5    13
    `,
      simplest: true,
      digits: [1, 2],
      cells: ['r1c8', 'r2c2', 'r2c8', 'r2c9', 'r3c8', 'r4c1', 'r4c9', 'r5c2', 'r6c8'],
      units: ['row 4', 'box 6', 'col 8', 'box 3', 'row 2', 'col 2', 'box 4'],
      moves: ['r4c1=1'],
      breaker: null,
      quietAfter: false,
      chains: [
        '1@r4c1- =row 4= 1@r4c9+ -box 6- 1@r6c8- =cell= 2@r6c8+ -col 8- 2@r1c8,r2c8,r3c8- =box 3= 2@r2c9+ -row 2- 2@r2c2- =col 2= 2@r5c2+ -box 4- 2@r4c1- =cell= (0)',
      ],
    },
  ],
];
