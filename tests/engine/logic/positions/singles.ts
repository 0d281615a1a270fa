import type { Fixture } from '../helpers';

/* Positions where the technique fires, shared by its engine test and the step wording tests. */

// Positions taken from corpus puzzles (file and line given) at the point where
// the technique applies; `grid` is the pencil-mark state after the steps named.
export const FIXTURES: Fixture[] = [
  {
    technique: 'full-house',
    // kaggle_easy line 1, after 4 steps
    board: '9.8.7.1..123698.54.....3.2.6.4.1..8953.78..1...9.623...8..4.6.7..75.6...4..8....2',
    simplest: true,
    digits: [7],
    cells: ['r2c7'],
    units: ['row 2'],
    moves: ['r2c7=7'],
    breaker: null,
  },
  {
    technique: 'naked-single',
    // kaggle_easy line 1, after 5 steps
    board: '9.8.7.1..123698754.....3.2.6.4.1..8953.78..1...9.623...8..4.6.7..75.6...4..8....2',
    simplest: true,
    digits: [7],
    cells: ['r3c1'],
    units: ['row 3', 'col 1', 'box 1'],
    moves: ['r3c1=7'],
    breaker: null,
    quietAfter: false,
  },
  {
    technique: 'hidden-single',
    // kaggle3m_rated line 1, after 6 steps
    board: '9..4.18238412....95....8.142..67....4...1.3.619..4...238....4...............3.2..',
    simplest: true,
    digits: [6],
    cells: ['r6c3'],
    units: ['box 4'],
    moves: ['r6c3=6'],
    breaker: null,
    quietAfter: false,
  },
];
