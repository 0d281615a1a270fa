import type { Fixture } from '../helpers';

/* Positions where the technique fires, shared by its engine test and the step wording tests. */

// Positions taken from corpus puzzles (file and line given) at the point where
// the technique applies; `grid` is the pencil-mark state after the steps named.
export const FIXTURES: Fixture[] = [
  {
    technique: 'xy-wing',
    // kaggle3m_rated line 78, after 41 steps
    grid: `
    9 4  3 6  7  2  1   5  8
    1 7  8 5  3  49 49  2  6
    5 2  6 14 19 8  349 34 7
    3 5  2 8  16 7  46  14 9
    4 69 1 2  69 3  7   8  5
    8 69 7 14 5  49 36  13 2
    2 1  4 7  8  6  5   9  3
    7 8  9 3  4  5  2   6  1
    6 3  5 9  2  1  8   7  4
  `,
    simplest: true,
    digits: [1, 3, 4],
    cells: ['r3c4', 'r3c8', 'r6c8'],
    units: ['row 3', 'col 8'],
    moves: ['r6c4<>1'],
    breaker: 'r3c8+2',
    // Pincer r3c4 {1,4}, pivot r3c8 {3,4}, pincer r6c8 {1,3}.
    chains: [
      '1@r3c4- =cell= 4@r3c4+ -row 3- 4@r3c8- =cell= 3@r3c8+ -col 8- 3@r6c8- =cell= 1@r6c8+',
    ],
  },
  {
    technique: 'xyz-wing',
    // kaggle3m_rated line 24, after 28 steps
    grid: `
    7   49  2  1    3 89   6    489  5
    148 149 45 2578 6 2789 1489 4789 3
    168 3   56 58   4 789  189  2    17
    2   6   9  3    8 5    7    1    4
    3   5   8  4    7 1    29   6    29
    14  14  7  9    2 6    3    5    8
    469 7   46 28   1 248  5    3    29
    49  8   1  27   5 3    249  479  6
    5   2   3  6    9 47   148  478  17
  `,
    simplest: true,
    digits: [2, 4, 9],
    cells: ['r7c9', 'r8c1', 'r8c7'],
    units: ['box 9', 'row 8'],
    moves: ['r8c8<>9'],
    breaker: 'r7c9+1',
  },
  {
    technique: 'w-wing',
    // kaggle3m_rated line 19, after 33 steps
    grid: `
    26 18 9  23 37 12  468 467 5
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
    digits: [2, 6],
    cells: ['r1c1', 'r5c1', 'r5c8', 'r8c8'],
    units: ['row 5', 'col 1', 'col 8'],
    moves: ['r1c8<>6'],
    breaker: 'r1c1+1',
    // Ends r1c1 and r8c8 {2,6}, joined by the strong link on 2 in row 5.
    chains: [
      '6@r1c1- =cell= 2@r1c1+ -col 1- 2@r5c1- =row 5= 2@r5c8+ -col 8- 2@r8c8- =cell= 6@r8c8+',
    ],
  },
];
