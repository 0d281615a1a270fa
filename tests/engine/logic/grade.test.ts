import { describe, expect, it } from 'vitest';
import {
  LEVELS,
  MASTER_SURCHARGE,
  TECHNIQUES,
  TECHNIQUE_IDS,
  gradePath,
  gradePuzzle,
  type Grade,
} from '../../../src/engine/logic';
import { board } from './helpers';

// Puzzles from ../shared/puzzles (file and line) with the grade they get.
const GRADED: [string, string, Grade][] = [
  [
    'kaggle_easy 1',
    '..8.7.1..12..9..54.....3.2.6.4.1..8953.78..1...9.623...8..4.6.7..75.6...4..8....2',
    {
      level: 'easy',
      solved: true,
      techniques: { 'full-house': 21, 'naked-single': 26 },
      score: 73,
    },
  ],
  [
    'kaggle3m_rated 3',
    '.....1865.8.3.6..1...........5....1.43.69......2.3.5...5.....4...7..9..2...27.6..',
    {
      level: 'medium',
      solved: true,
      techniques: { 'full-house': 19, 'naked-single': 21, 'hidden-single': 16, claiming: 2 },
      score: 113,
    },
  ],
  [
    'kaggle3m_rated 78',
    '..3..21.81...3...6..6..8...35...7...4..2..7.5............7...9..8..4.2.1..5..1.7.',
    {
      level: 'hard',
      solved: true,
      techniques: {
        'full-house': 20,
        'naked-single': 18,
        'hidden-single': 18,
        pointing: 1,
        'xy-wing': 1,
      },
      score: 147,
    },
  ],
  [
    'kaggle3m_rated 121',
    '.4...6.3......869...8..4..2..9.4..26....3.9..7.2...1.8..5..2.........267.8.......',
    {
      level: 'expert',
      solved: true,
      techniques: {
        'full-house': 20,
        'naked-single': 16,
        'hidden-single': 20,
        pointing: 1,
        skyscraper: 1,
      },
      score: 162,
    },
  ],
  [
    // Singles, then a BUG+1 position.
    'kaggle3m_rated 103',
    '.....9..3.8..2..5..4......12.51........25...86...4.2.....5..6..7..4.1.9.......8..',
    {
      level: 'expert',
      solved: true,
      techniques: { 'full-house': 20, 'naked-single': 14, 'hidden-single': 23, 'bug-plus-one': 1 },
      score: 214,
    },
  ],
  [
    // Finished by logic with one alternating inference chain: master, solved.
    'top1465 74',
    '2..4......7....6.....5....1...8...2583..9.................6.37.4.1............9..',
    {
      level: 'master',
      solved: true,
      techniques: {
        'full-house': 21,
        'naked-single': 37,
        'hidden-single': 4,
        pointing: 8,
        claiming: 2,
        'hidden-pair': 3,
        aic: 1,
      },
      score: 523,
    },
  ],
  [
    // One of the hardest known: chains, sets and nested forcing chains finish it.
    'forum_hardest_1905_11plus 1',
    '........1..2..3.4..5.14........6.5....7..8.3.62......4..9.2...8.3.8...9..7...94..',
    {
      level: 'master',
      solved: true,
      techniques: {
        'full-house': 20,
        'naked-single': 31,
        'hidden-single': 4,
        pointing: 4,
        claiming: 2,
        'hidden-pair': 3,
        'naked-triple': 1,
        'hidden-triple': 1,
        'xy-wing': 1,
        skyscraper: 2,
        'finned-x-wing': 1,
        aic: 8,
        'als-xz': 2,
        'als-xy-wing': 3,
        'contradiction-chain': 1,
        'dynamic-forcing-chain': 10,
        'nested-forcing-chain': 13,
      },
      score: 28470,
    },
  ],
];

describe('gradePuzzle', () => {
  it.each(GRADED)(
    'grades %s',
    (_, p, grade) => {
      expect(gradePuzzle(board(p))).toEqual(grade);
    },
    20_000,
  );

  it('scores the sum of the technique weights, plus the surcharge when unsolved', () => {
    for (const [, p] of GRADED) {
      const grade = gradePuzzle(board(p));
      const sum = Object.entries(grade.techniques).reduce(
        (total, [id, n]) => total + TECHNIQUES.find((t) => t.id === id)!.weight * n,
        0,
      );
      expect(grade.score).toBe(sum + (grade.solved ? 0 : MASTER_SURCHARGE));
    }
  }, 20_000);

  it('grades a path the logic does not finish master, with the surcharge', () => {
    const grade = gradePath([], false);
    expect(grade).toEqual({
      level: 'master',
      solved: false,
      techniques: {},
      score: MASTER_SURCHARGE,
    });
  });

  it('never mutates its input', () => {
    const input = Object.freeze(board(GRADED[2][1]));
    expect(() => gradePuzzle(input)).not.toThrow();
  });
});

describe('TECHNIQUES', () => {
  it('lists every technique once, in the order findNextStep tries them', () => {
    expect(TECHNIQUES.map((t) => t.id)).toEqual([...TECHNIQUE_IDS]);
  });

  it('is sorted by level, and weights never fall along it', () => {
    for (let i = 1; i < TECHNIQUES.length; i++) {
      const [a, b] = [TECHNIQUES[i - 1], TECHNIQUES[i]];
      expect(LEVELS.indexOf(b.level)).toBeGreaterThanOrEqual(LEVELS.indexOf(a.level));
      expect(b.weight).toBeGreaterThanOrEqual(a.weight);
    }
  });

  it('puts each technique at the level the grades name', () => {
    const levelOf = Object.fromEntries(TECHNIQUES.map((t) => [t.id, t.level]));
    expect(levelOf).toEqual({
      'full-house': 'easy',
      'naked-single': 'easy',
      'hidden-single': 'easy',
      pointing: 'medium',
      claiming: 'medium',
      'naked-pair': 'medium',
      'hidden-pair': 'medium',
      'naked-triple': 'hard',
      'hidden-triple': 'hard',
      'naked-quad': 'hard',
      'hidden-quad': 'hard',
      'x-wing': 'hard',
      'xy-wing': 'hard',
      swordfish: 'expert',
      jellyfish: 'expert',
      'xyz-wing': 'expert',
      'w-wing': 'expert',
      skyscraper: 'expert',
      'two-string-kite': 'expert',
      'colour-wrap': 'expert',
      'colour-trap': 'expert',
      'unique-rectangle': 'expert',
      'unique-rectangle-2': 'expert',
      'unique-rectangle-3': 'expert',
      'unique-rectangle-4': 'expert',
      'bug-plus-one': 'expert',
      'finned-x-wing': 'expert',
      'finned-swordfish': 'expert',
      'x-chain': 'master',
      'xy-chain': 'master',
      aic: 'master',
      'als-xz': 'master',
      'als-xy-wing': 'master',
      'contradiction-chain': 'master',
      'digit-forcing-chain': 'master',
      'cell-forcing-chain': 'master',
      'unit-forcing-chain': 'master',
      'dynamic-forcing-chain': 'master',
      'nested-forcing-chain': 'master',
    });
  });
});
