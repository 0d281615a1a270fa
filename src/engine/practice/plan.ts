import type { ClassicTechnique } from '../logic/types';

/**
 * How each technique's practice positions are made (makePracticePosition):
 * - fresh: how many new puzzles are tried first. A technique without a
 *   bank (bank.ts) keeps trying: new puzzles meet it often enough;
 * - choices: of how many positions on one puzzle's path where it is the
 *   simplest step one is picked (walking on costs little for singles and
 *   intersections, and makes the board less predictable).
 *
 * Measured (tests/tools/practice-bank.ts rates; npm run bench times it):
 * the share of new minimal puzzles whose path, played with the simpler
 * techniques, meets the technique as the simplest step. About 3% or more
 * keeps p95 well under a second from fresh puzzles alone (each try costs
 * about 1-3 ms); rarer ones get some fresh tries (more the likelier a try is to meet the
 * technique), then the bank. The unique rectangles of types 1 and 4, met
 * by 3% but with dearer tries, keep a bank too.
 */
export const PRACTICE_PLAN: Readonly<Record<ClassicTechnique, { fresh: number; choices: number }>> =
  {
    'full-house': { fresh: 0, choices: 5 }, // 72%
    'naked-single': { fresh: 0, choices: 5 }, // 88%
    'hidden-single': { fresh: 0, choices: 5 }, // 99%
    pointing: { fresh: 0, choices: 3 }, // 55%
    claiming: { fresh: 0, choices: 3 }, // 22%
    'naked-pair': { fresh: 0, choices: 3 }, // 22%
    'hidden-pair': { fresh: 0, choices: 3 }, // 13%
    'naked-triple': { fresh: 0, choices: 1 }, // 3.5%
    'hidden-triple': { fresh: 60, choices: 1 }, // 1.0%
    'x-wing': { fresh: 0, choices: 1 }, // 3.7%
    'xy-wing': { fresh: 0, choices: 1 }, // 8.2%
    'naked-quad': { fresh: 20, choices: 1 }, // < 0.2%
    'hidden-quad': { fresh: 0, choices: 1 }, // about 0.01%
    skyscraper: { fresh: 0, choices: 1 }, // 10%
    'two-string-kite': { fresh: 0, choices: 1 }, // 12%
    swordfish: { fresh: 20, choices: 1 }, // 0.3%
    'xyz-wing': { fresh: 0, choices: 1 }, // 4.2%
    'w-wing': { fresh: 0, choices: 1 }, // 9.2%
    'colour-wrap': { fresh: 20, choices: 1 }, // 0.2%
    'colour-trap': { fresh: 60, choices: 1 }, // 1.2%
    'unique-rectangle': { fresh: 100, choices: 1 }, // 3.0%
    jellyfish: { fresh: 0, choices: 1 }, // about 0.03%
    'unique-rectangle-2': { fresh: 60, choices: 1 }, // 1.0%
    'unique-rectangle-4': { fresh: 100, choices: 1 }, // 3.2%
    'bug-plus-one': { fresh: 20, choices: 1 }, // 0.2%
    'finned-x-wing': { fresh: 0, choices: 1 }, // 4.0%
    'unique-rectangle-3': { fresh: 20, choices: 1 }, // 0.8%
    'finned-swordfish': { fresh: 60, choices: 1 }, // 1.5%
    'x-chain': { fresh: 60, choices: 1 }, // 1.7%
    'xy-chain': { fresh: 0, choices: 1 }, // 16%
    aic: { fresh: 0, choices: 1 }, // 12%
    'als-xz': { fresh: 10, choices: 1 }, // 1.0%
    'als-xy-wing': { fresh: 10, choices: 1 }, // 0.8%
    'contradiction-chain': { fresh: 0, choices: 1 }, // 0.5%
    'digit-forcing-chain': { fresh: 0, choices: 1 },
    'cell-forcing-chain': { fresh: 0, choices: 1 },
    'unit-forcing-chain': { fresh: 0, choices: 1 },
    'dynamic-forcing-chain': { fresh: 0, choices: 1 }, // about 0.1%
    'nested-forcing-chain': { fresh: 0, choices: 1 }, // not met in 55,000 new puzzles
  };
