import type { Fixture } from '../helpers';

/* Positions where the technique fires, shared by its engine test and the step wording tests. */

// Positions taken from corpus puzzles (file and line given) at the point where
// the technique applies; `grid` is the pencil-mark state after the steps named.
// `sets` are the almost locked sets in walking order; chains as in chains.test.ts,
// a node being the cells of one set that hold the digit.
export const FIXTURES: [string, Fixture][] = [
  [
    'ALS-XZ, singly linked',
    {
      technique: 'als-xz',
      // kaggle3m_rated line 273, after 15 steps
      grid: `
      257  237  9     457  24   6     1  2347 8
      6    27   1257  8    1245 3     9  247  2457
      8    4    12357 57   1259 12579 35 2367 2356
      12   6    8     3    7    245   45 9    125
      279  2379 2347  1    245  245   6  8    2357
      127  5    2347  9    6    8     34 1237 1237
      3    78   57    46   458  1457  2  146  9
      2579 1    257   4567 345  4579  8  346  346
      4    89   6     2    1389 19    7  5    13
    `,
      simplest: true,
      digits: [2, 8],
      cells: ['r1c5', 'r2c2', 'r5c5', 'r7c2', 'r7c5'],
      units: ['col 2', 'row 7', 'col 5'],
      moves: ['r2c5<>2'],
      breaker: 'r1c5+1',
      quietAfter: false,
      sets: [
        ['r2c2', 'r7c2'],
        ['r1c5', 'r5c5', 'r7c5'],
      ],
      chains: ['2@r2c2- =col 2= 8@r7c2+ -row 7- 8@r7c5- =col 5= 2@r1c5,r5c5+'],
    },
  ],
  [
    'ALS-XZ, doubly linked',
    {
      technique: 'als-xz',
      // kaggle3m_rated line 489, after 27 steps
      grid: `
      127 5   3   9   46   167  1246  267  8
      179 16  467 5   8    2    1469  4679 3
      279 8   467 146 3    167  12469 5    179
      4   169 56  2   156  3    7     8    159
      17  3   567 8   1456 9    146   46   2
      8   169 2   14  7    1456 3     469  15
      6   2   9   7   15   158  58    3    4
      3   47  8   46  29   456  259   1    79
      5   47  1   3   29   48   28    279  6
    `,
      simplest: true,
      digits: [4, 6],
      cells: ['r4c5', 'r5c5', 'r6c4', 'r6c6', 'r6c9', 'r7c5'],
      units: ['row 6', 'box 5', 'col 5'],
      moves: ['r6c2<>1'],
      breaker: null,
      quietAfter: false,
      sets: [
        ['r6c4', 'r6c6', 'r6c9'],
        ['r4c5', 'r5c5', 'r7c5'],
      ],
      chains: ['4@r6c4,r6c6- =row 6= 6@r6c6+ -box 5- 6@r4c5,r5c5- =col 5= 4@r5c5+ -box 5- (0)'],
    },
  ],
  [
    'ALS-XY-Wing',
    {
      technique: 'als-xy-wing',
      // kaggle3m_rated line 273, after 17 steps
      grid: `
      257  37   9     457  24   6     1  2347 8
      6    27   1257  8    145  3     9  247  2457
      8    4    12357 57   1259 12579 35 2367 2356
      12   6    8     3    7    245   45 9    125
      279  2379 2347  1    245  245   6  8    2357
      127  5    2347  9    6    8     34 1237 1237
      3    78   57    46   458  1457  2  146  9
      2579 1    257   4567 345  4579  8  346  346
      4    89   6     2    1389 19    7  5    13
    `,
      simplest: true,
      digits: [1, 7, 8],
      cells: ['r1c1', 'r1c5', 'r2c2', 'r2c3', 'r2c5', 'r5c5', 'r7c2', 'r7c5'],
      units: ['row 7', 'col 5', 'row 2', 'box 1'],
      moves: ['r1c2<>7'],
      breaker: null,
      quietAfter: false,
      sets: [['r7c2'], ['r1c5', 'r2c5', 'r5c5', 'r7c5'], ['r1c1', 'r2c2', 'r2c3']],
      chains: [
        '7@r7c2- =cell= 8@r7c2+ -row 7- 8@r7c5- =col 5= 1@r2c5+ -row 2- 1@r2c3- =box 1= 7@r1c1,r2c2,r2c3+',
      ],
    },
  ],
];
