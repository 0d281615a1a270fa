import type { Fixture } from '../helpers';

/* Positions where the technique fires, shared by its engine test and the step wording tests. */

// Positions taken from corpus puzzles (file and line given) at the point where
// the technique applies; `grid` is the pencil-mark state after the steps named.
export const FIXTURES: Fixture[] = [
  {
    technique: 'unique-rectangle',
    // kaggle3m_rated line 152, after 35 steps
    grid: `
    1 27 489 27 69  5  68  3   489
    3 5  89  1  4   69 268 27  789
    6 27 49  3  27  8  49  5   1
    7 6  23  8  23  14 49  149 5
    5 4  23  9  236 16 28  127 78
    9 8  1   24 5   7  3   24  6
    4 9  7   6  1   2  5   8   3
    2 1  6   5  8   3  7   49  49
    8 3  5   47 79  49 1   6   2
  `,
    simplest: true,
    digits: [2, 3],
    cells: ['r4c3', 'r4c5', 'r5c3', 'r5c5'],
    units: ['row 4', 'row 5', 'col 3', 'col 5'],
    moves: ['r5c5<>2', 'r5c5<>3'],
    breaker: 'r4c3+1',
  },
];
