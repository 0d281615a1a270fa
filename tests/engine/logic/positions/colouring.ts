import type { Fixture } from '../helpers';

/* Positions where the technique fires, shared by its engine test and the step wording tests. */

// Positions taken from corpus puzzles (file and line given) at the point where
// the technique applies; `grid` is the pencil-mark state after the steps named.
export const FIXTURES: Fixture[] = [
  {
    technique: 'colour-wrap',
    // clue17 line 307, after 41 steps
    grid: `
    1   56  8   69 7   2  569 4   3
    7   4   569 3  689 89 59  1   2
    2   69  3   1  4   5  7   689 689
    8   359 59  7  2   6  4   39  1
    369 1   4   5  389 89 2   369 7
    369 2   7   4  39  1  8   5   69
    39  369 2   8  1   4  69  7   5
    4   7   69  2  5   3  1   689 689
    5   8   1   69 69  7  3   2   4
  `,
    simplest: true,
    digits: [6],
    cells: ['r1c4', 'r1c7', 'r2c3', 'r2c5', 'r7c2', 'r7c7', 'r8c3', 'r9c4', 'r9c5'],
    units: [
      'row 2',
      'row 7',
      'row 9',
      'col 3',
      'col 4',
      'col 5',
      'col 7',
      'box 2',
      'box 7',
      'box 8',
    ],
    moves: ['r1c4<>6', 'r1c7<>6', 'r2c3<>6', 'r7c2<>6', 'r9c5<>6'],
    breaker: 'r2c6+6',
  },
  {
    technique: 'colour-trap',
    // kaggle3m_rated line 143, after 38 steps
    grid: `
    7   5  3 28 1   28  6  9 4
    4   6  8 7  9   5   1  3 2
    9   2  1 4  6   3   5  8 7
    28  4  5 28 3   1   9  7 6
    1   38 7 6  28  9   23 4 5
    23  9  6 5  4   7   23 1 8
    68  78 9 3  278 268 4  5 1
    568 1  4 9  58  68  7  2 3
    35  37 2 1  57  4   8  6 9
  `,
    simplest: true,
    digits: [8],
    cells: ['r1c4', 'r1c6', 'r4c1', 'r4c4', 'r5c2', 'r5c5', 'r7c2'],
    units: ['row 1', 'row 4', 'row 5', 'col 2', 'col 4', 'box 2', 'box 4', 'box 5'],
    moves: ['r7c6<>8'],
    breaker: 'r9c2+8',
  },
];
