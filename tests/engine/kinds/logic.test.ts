// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyMove,
  candidateMasks,
  createRandom,
  findConflicts,
  findTeachingHint,
  generateKindPuzzle,
  startPosition,
  type Kind,
} from '../../../src/engine';
import {
  applyStep,
  candidatesFromBoard,
  findNextStep,
  gradePath,
  logicalPath,
  solveLogically,
  techniqueApplies,
  techniqueLevel,
  type Step,
} from '../../../src/engine/logic';
import { geometryOf } from '../../../src/engine/geometryOf';

/*
 * The logical solver on every kind: each step it finds, from the start or
 * from any position a player reaches by placing right digits, agrees with
 * the solution; the techniques that do not hold for a kind are never used
 * there; a Killer's cage techniques and levels.
 */

const CASES: [Exclude<Kind, 'classic'>, 'easy' | 'medium' | 'hard' | 'expert'][] = [
  ['killer', 'hard'],
  ['killer', 'expert'],
  ['jigsaw', 'expert'],
  ['x', 'expert'],
  ['6x6', 'medium'],
];

function expectTrue(step: Step, solution: readonly number[]): void {
  for (const { cell, digit } of step.placements) expect(solution[cell], step.technique).toBe(digit);
  for (const { cell, digit } of step.eliminations)
    expect(solution[cell], step.technique).not.toBe(digit);
}

describe.each(CASES)('%s %s', (kind, level) => {
  it('every next step, from positions along play, agrees with the solution (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 }),
        fc.double({ min: 0, max: 0.8 }),
        (seed, share) => {
          const random = createRandom(seed);
          const p = generateKindPuzzle(kind, level, random);
          // Some right digits placed, as a player would.
          const digits = p.puzzle.map((d, i) => (d === 0 && random() < share ? p.solution[i] : d));
          let grid = candidatesFromBoard(digits, undefined, p.rules);
          for (let i = 0; i < 400; i++) {
            const step = findNextStep(grid);
            if (!step) break;
            expectTrue(step, p.solution);
            expect(techniqueApplies(step.technique, geometryOf(p.rules))).toBe(true);
            grid = applyStep(grid, step);
          }
          expect(Array.from(grid.values)).toEqual(p.solution);
        },
      ),
      { numRuns: 3 },
    );
  });
});

describe('which techniques each kind uses', () => {
  it('unique rectangles and BUG+1 only where rows, columns and boxes are all the rules', () => {
    const uniqueness = ['unique-rectangle', 'unique-rectangle-2', 'bug-plus-one'] as const;
    for (const [kind, uses] of [
      ['classic', true],
      ['6x6', true],
      ['x', false],
      ['jigsaw', false],
      ['killer', false],
    ] as const) {
      const p = generateKindPuzzle(kind, 'easy', createRandom(kind));
      for (const t of uniqueness) expect(techniqueApplies(t, geometryOf(p.rules)), kind).toBe(uses);
    }
  });

  it('the cage techniques only in a Killer', () => {
    const x = geometryOf(generateKindPuzzle('x', 'easy', createRandom(1)).rules);
    const killer = geometryOf(generateKindPuzzle('killer', 'easy', createRandom(1)).rules);
    for (const t of ['cage-combination', 'cage-unit-overlap', 'rule-of-45'] as const) {
      expect(techniqueApplies(t, x)).toBe(false);
      expect(techniqueApplies(t, killer)).toBe(true);
    }
  });

  it('a Killer grades by its own levels: cage sums are its singles, the rule of 45 Expert', () => {
    expect(techniqueLevel('cage-combination', 'killer')).toBe('easy');
    expect(techniqueLevel('cage-unit-overlap', 'killer')).toBe('hard');
    expect(techniqueLevel('rule-of-45', 'killer')).toBe('expert');
    expect(techniqueLevel('x-wing', 'killer')).toBe('expert');
    expect(techniqueLevel('x-wing')).toBe('hard');
    const p = generateKindPuzzle('killer', 'expert', createRandom('levels'));
    const { steps, solved } = solveLogically(p.puzzle, undefined, p.rules);
    expect(solved).toBe(true);
    expect(gradePath(steps, solved, p.rules).level).toBe('expert');
    // The first steps of a Killer with no givens are cage combinations (nothing else is possible yet).
    expect(steps[0].technique).toBe('cage-combination');
    expect(
      steps.some(
        (s) => s.technique === 'rule-of-45' || techniqueLevel(s.technique, 'killer') === 'expert',
      ),
    ).toBe(true);
  });
});

describe('hints and moves under a kind’s rules', () => {
  it('the solution path of any kind: each step with the board before it, ending solved', () => {
    for (const kind of ['killer', '6x6', 'jigsaw'] as const) {
      const p = generateKindPuzzle(kind, 'medium', createRandom(`path-${kind}`));
      const path = logicalPath(p.puzzle, p.rules);
      expect(path.solved).toBe(true);
      expect(path.boards).toHaveLength(path.steps.length + 1);
      expect(path.boards[0]).toEqual(p.puzzle);
      expect(path.boards[path.steps.length]).toEqual(p.solution);
      path.steps.forEach((step, i) => {
        for (const { cell, digit } of step.placements) {
          expect(path.boards[i][cell]).toBe(0);
          expect(path.boards[i + 1][cell]).toBe(digit);
        }
      });
    }
  });

  it('a teaching hint on a Killer names a cage step, and Fill notes uses the kind’s units', () => {
    const p = generateKindPuzzle('killer', 'hard', createRandom('hint'));
    const start = startPosition(p.puzzle);
    const hint = findTeachingHint(start.digits, start.notes, p.solution, -1, undefined, p.rules);
    expect(hint?.kind).toBe('step');
    if (hint?.kind === 'step') {
      expect(hint.step.technique).toBe('cage-combination');
      expect(hint.step.killer?.cages[0].sum).toBeGreaterThan(0);
      expectTrue(hint.step, p.solution);
    }
    const six = generateKindPuzzle('6x6', 'easy', createRandom('notes'));
    const filled = applyMove(
      six.puzzle,
      startPosition(six.puzzle),
      { kind: 'fill-notes' },
      [],
      geometryOf(six.rules),
    );
    expect(filled.notes).toHaveLength(36);
    expect(filled.notes).toEqual(candidateMasks(six.puzzle, geometryOf(six.rules)));
    filled.notes.forEach((m, i) => {
      if (six.puzzle[i] === 0) expect(m & (1 << (six.solution[i] - 1))).not.toBe(0);
      expect(m >> 6).toBe(0); // digits 1-6 only
    });
  });

  it('conflicts under X: a digit twice on a diagonal', () => {
    const board = new Array<number>(81).fill(0);
    board[0] = 5;
    board[80] = 5;
    expect(findConflicts(board)).toEqual([]);
    expect(
      findConflicts(board, geometryOf(generateKindPuzzle('x', 'easy', createRandom(2)).rules)),
    ).toEqual([0, 80]);
  });
});
