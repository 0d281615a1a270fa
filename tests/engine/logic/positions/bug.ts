import type { Fixture } from '../helpers';

/* Positions where the technique fires, shared by its engine test and the step wording tests. */

// Positions taken from corpus puzzles (file and line given) at the point where
// the technique applies; `grid` is the pencil-mark state after the steps named.
export const FIXTURES: Fixture[] = [
  {
    technique: 'bug-plus-one',
    // kaggle3m_rated line 103, after 41 steps
    grid: `
    5   2 7  6  1  9 4  8  3
    139 8 19 37 2  4 79 5  6
    39  4 6  8  37 5 79 2  1
    2   7 5  1  6  8 3  4  9
    49  3 49 2  5  7 1  6  8
    6   1 8  9  4  3 2  7  5
    8   9 14 5  37 2 6  13 47
    7   6 3  4  8  1 5  9  2
    14  5 2  37 9  6 8  13 47
  `,
    simplest: true,
    digits: [9],
    cells: [
      'r2c1',
      'r2c3',
      'r2c4',
      'r2c7',
      'r3c1',
      'r3c5',
      'r3c7',
      'r5c1',
      'r5c3',
      'r7c3',
      'r7c5',
      'r7c8',
      'r7c9',
      'r9c1',
      'r9c4',
      'r9c8',
      'r9c9',
    ],
    units: ['row 2', 'col 1', 'box 1'],
    moves: ['r2c1=9'],
    breaker: 'r2c1+2',
  },
];
