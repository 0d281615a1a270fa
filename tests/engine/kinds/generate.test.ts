// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  KIND_LEVELS,
  countClues,
  createRandom,
  formatKindText,
  generateKindPuzzle,
  type Difficulty,
  type Kind,
  type KindPuzzle,
} from '../../../src/engine';
import { gradePuzzle, solveLogically } from '../../../src/engine/logic';
import { countIndependently, isSolutionUnder } from './counter';

/*
 * PINNED RESULTS: what generateKindPuzzle(kind, level, createRandom(42))
 * yields today, in the kind's text form. A change to a generator, or to
 * the solver or logic internals that consume random numbers or grade
 * differently, changes these; when that change is intended, update this
 * table (and only this table).
 */
const PINNED: Record<Exclude<Kind, 'classic'>, Partial<Record<Difficulty, string>>> = {
  killer: {
    easy: 'K:...5.9............9......................5........................1..............:aabcddeefggbchiijfkkbchlljmnnoopqrsmttuupqrsmvwwwxxyzAvBBCDDyzAEECCFFGzAHHIIJJGKK:10,18,14,13,4,13,4,15,11,6,13,9,12,10,16,7,13,3,13,9,12,12,11,7,11,19,18,7,11,8,15,12,11,6,12,12,8',
    medium:
      'K:.............1.....................9.............................................:aabccdddefgbhhiijefgkkllmjnoopqqrmsnotpuvrwssxtyuvzwAAxByCCzDEEFBGHIIDEEFGGHJJKKK:17,8,9,15,9,9,5,7,12,12,14,7,11,11,13,17,7,12,13,8,10,14,15,7,11,3,6,8,11,6,30,14,12,9,9,15,9',
    hard: 'K:.................................................................................:aabbccdeeffffghdiifjklghmmnojkllpqqnorrllpqqstrulvvvvstwuuxyzzAwwBBxyCDAwEExxyCDA:12,12,14,9,3,21,9,11,15,13,9,31,11,13,9,5,21,15,7,10,19,21,17,15,18,8,14,12,16,7,8',
    expert:
      'K:.................................................................................:aabbbbcccddddbecffdghibejjklghiimnnklooiimnnpqorisssspqtrruvwwxytttuvzAxyBBuuvzAx:12,35,12,21,11,15,13,9,31,11,13,9,5,21,15,7,10,19,21,15,15,18,8,14,14,16,7,8',
  },
  jigsaw: {
    easy: 'J:781.3.2..3.918..4.94.36.....5.72.1.3.........8.7.43.2.....54.81.9..183.6..3.9.458:112222233144422233144425333114555533114566555714666668777699968777999888779998888',
    medium:
      'J:.8....2..3.91...4.....6.....5.72.................43.2.....5.....9...83.6..3....5.:112222233144422233144425333114555533114566555714666668777699968777999888779998888',
    hard: 'J:.7..1.....39.67.5..57...41.....3.......6.8.......4.....98...64..8.95.23.....8..9.:122223334111123334111222334155266364556666664557789994577888944557888949777788999',
    expert:
      'J:.8..3.2....91...4.9...6.....5.72.................43.2.....5...1.9...83....3.9..5.:112222233144422233144425333114555533114566555714666668777699968777999888779998888',
  },
  x: {
    easy: 'X:..7.4..913..2..84.9468.5...4....67.8.8.....6.6.19....4...5.1473.79..8..253..6.1..',
    medium: 'X:...6...3..5..4..2..9.8....52...1.36...........39.2...48....7.5..7..8..9..6...3...',
    hard: 'X:..7.4..91......8..9468.5...4....67...8.....6...19....4...5.1473..9......53..6.1..',
    expert: 'X:....4...1......8..9468..........67...8.....6...19..........1473..9......5...6....',
  },
  '6x6': {
    easy: '21..63..42.....3.4...51.1.36424..1..',
    medium: '2......46..1.1...3....5...43...6.4.5',
  },
};

/** Puzzles checked per kind and level beyond the pinned one (a Killer without givens takes a second to count). */
const MORE: Record<Exclude<Kind, 'classic'>, number> = { killer: 2, jigsaw: 4, x: 4, '6x6': 8 };

const CASES = (Object.keys(PINNED) as Exclude<Kind, 'classic'>[]).flatMap((kind) =>
  KIND_LEVELS[kind].map((level) => [kind, level] as const),
);

function text(p: KindPuzzle): string {
  return formatKindText({ kind: p.kind, rules: p.rules, givens: p.puzzle });
}

/** Everything a generated puzzle promises, checked from outside the generator. */
function expectSound(p: KindPuzzle, level: Difficulty): void {
  const n = p.rules.size * p.rules.size;
  expect(p.puzzle).toHaveLength(n);
  // Its solution keeps every rule and given, and is the only one (a second counter's word).
  expect(isSolutionUnder(p.rules, p.puzzle, p.solution)).toBe(true);
  const first: number[] = [];
  expect(countIndependently(p.puzzle, p.rules, 2, first)).toBe(1);
  expect(first).toEqual(p.solution);
  // Graded exactly its level, and finished by the logic.
  const grade = gradePuzzle(p.puzzle, p.rules);
  expect(grade.level).toBe(level);
  expect(grade.solved).toBe(true);
  // Every step of the logical path agrees with the solution.
  for (const step of solveLogically(p.puzzle, undefined, p.rules).steps) {
    for (const { cell, digit } of step.placements) expect(p.solution[cell]).toBe(digit);
    for (const { cell, digit } of step.eliminations) expect(p.solution[cell]).not.toBe(digit);
  }
}

describe.each(CASES)('%s %s', (kind, level) => {
  it('gives the pinned puzzle for the pinned seed', () => {
    const p = generateKindPuzzle(kind, level, createRandom(42));
    expect(text(p)).toBe(PINNED[kind][level]);
    expectSound(p, level);
  });

  it(`yields unique puzzles graded at the level, finished by the logic (${MORE[kind]} seeds)`, () => {
    const random = createRandom(`more-${kind}-${level}`);
    for (let i = 0; i < MORE[kind]; i++)
      expectSound(generateKindPuzzle(kind, level, random), level);
  });
});

describe('what each kind looks like', () => {
  it('a Killer from Hard on has no given at all; Easy and Medium only a few', () => {
    for (const level of ['hard', 'expert'] as const) {
      expect(countClues(generateKindPuzzle('killer', level, createRandom(level)).puzzle)).toBe(0);
    }
    for (const level of ['easy', 'medium'] as const) {
      expect(
        countClues(generateKindPuzzle('killer', level, createRandom(level)).puzzle),
      ).toBeLessThan(10);
    }
  });

  it('Killer cages cover the board, are connected, repeat no digit and add up', () => {
    const p = generateKindPuzzle('killer', 'expert', createRandom('cages'));
    const cells = p.rules.cages.flatMap((c) => [...c.cells]).sort((a, b) => a - b);
    expect(cells).toEqual(Array.from({ length: 81 }, (_, i) => i));
    expect(p.rules.cages.length).toBeLessThanOrEqual(52);
    for (const cage of p.rules.cages) {
      const digits = cage.cells.map((c) => p.solution[c]);
      expect(new Set(digits).size).toBe(digits.length);
      expect(digits.reduce((a, b) => a + b, 0)).toBe(cage.sum);
      expect(connected(cage.cells)).toBe(true);
    }
  });

  it('a Jigsaw has new regions each time: nine connected regions of nine cells, not the boxes', () => {
    const boxes = Array.from(
      { length: 81 },
      (_, c) => Math.floor(c / 27) * 3 + Math.floor((c % 9) / 3),
    );
    const layouts = ['a', 'b'].map(
      (seed) => generateKindPuzzle('jigsaw', 'easy', createRandom(seed)).rules.regions,
    );
    expect(layouts[0].join('')).not.toBe(layouts[1].join(''));
    for (const regions of layouts) {
      expect(regions.join('')).not.toBe(boxes.join(''));
      for (let r = 0; r < 9; r++) {
        const cells = regions.flatMap((x, c) => (x === r ? [c] : []));
        expect(cells).toHaveLength(9);
        expect(connected(cells)).toBe(true);
      }
    }
  });

  it('refuses a level the kind does not offer', () => {
    expect(() => generateKindPuzzle('6x6', 'master', createRandom(1))).toThrow(/6x6/);
  });

  it('classic is the classic generator, untouched', () => {
    const p = generateKindPuzzle('classic', 'easy', createRandom(42));
    expect(text(p)).toBe(
      '..75...163..6....79.6..1.2.469.18.....3...1.....23.679.3.8..5.16....7..815...37..',
    );
  });
});

/** True when the cells form one orthogonally connected piece of a 9x9 board. */
function connected(cells: readonly number[]): boolean {
  const set = new Set(cells);
  const seen = new Set([cells[0]]);
  const stack = [cells[0]];
  while (stack.length > 0) {
    const c = stack.pop()!;
    const next = [c % 9 > 0 ? c - 1 : -1, c % 9 < 8 ? c + 1 : -1, c - 9, c + 9];
    for (const x of next) {
      if (!set.has(x) || seen.has(x)) continue;
      seen.add(x);
      stack.push(x);
    }
  }
  return seen.size === set.size;
}
