import { describe, expect, it } from 'vitest';
import {
  applyStep,
  candidatesFromBoard,
  findNextStep,
  solveLogically,
  type Step,
} from '../../../src/engine/logic';
import { board } from './helpers';

// [puzzle, its unique solution], copied from ../shared/puzzles (file and line).
const SAMPLE: [string, string, string][] = [
  [
    'kaggle_easy 1',
    '..8.7.1..12..9..54.....3.2.6.4.1..8953.78..1...9.623...8..4.6.7..75.6...4..8....2',
    '958274163123698754746153928674315289532789416819462375285941637397526841461837592',
  ],
  [
    'kaggle3m_rated 3',
    '.....1865.8.3.6..1...........5....1.43.69......2.3.5...5.....4...7..9..2...27.6..',
    '723941865589326471614758239975482316431695728862137594256813947347569182198274653',
  ],
  [
    'kaggle3m_rated 121',
    '.4...6.3......869...8..4..2..9.4..26....3.9..7.2...1.8..5..2.........267.8.......',
    '547926831321758694698314752159847326864231975732695148975162483413589267286473519',
  ],
  [
    'kaggle3m_rated 209',
    '39.....58.7.3....1....6.......84.9....7..2...1..5..........4....8..3126.......5.4',
    '394217658672385491518469732253846917867192345149573826726954183485731269931628574',
  ],
  [
    'kaggle3m_rated 606',
    '..61........7...9.7.4.5...1.3.8.1....4....8...5..6.1.3........5163.....42....43..',
    '526193748318746592794258631632871459941325867857469123489637215163582974275914386',
  ],
  [
    'top1465 2',
    '3.7.4...........918........4.....7.....16.......25..........38..9....5...2.6.....',
    '317849265245736891869512473456398712732164958981257634174925386693481527528673149',
  ],
  [
    'top1465 1',
    '7.8...3.....6.1...5.........4.....263...8.......1...9..9.2....4....7.5...........',
    '768942315934651278512738649147593826329486157856127493693215784481379562275864931',
  ],
  [
    'clue17 2',
    '.................1....23.4......4.2...5........67..1...4........8.1..9..32....8..',
    '962471358734865291158923647873614529215389476496752183649238715587146932321597864',
  ],
  [
    'forum_hardest_1905_11plus 1',
    '........1..2..3.4..5.14........6.5....7..8.3.62......4..9.2...8.3.8...9..7...94..',
    '364275981712983645958146723183462579497518236625397814549721368236854197871639452',
  ],
];

/** The first move of the steps that disagrees with the solution, or null. */
function wrongMove(steps: Step[], solution: number[]): string | null {
  for (const step of steps) {
    for (const p of step.placements)
      if (solution[p.cell] !== p.digit) return `${step.technique} places ${p.digit}`;
    for (const e of step.eliminations)
      if (solution[e.cell] === e.digit) return `${step.technique} removes ${e.digit}`;
  }
  return null;
}

describe('solveLogically', () => {
  it.each(SAMPLE)(
    'never places a wrong digit nor removes a right one (%s)',
    (_, p, s) => {
      const solution = board(s);
      const result = solveLogically(board(p));
      expect(wrongMove(result.steps, solution)).toBeNull();
      if (result.solved) expect(result.board).toEqual(solution);
    },
    20_000,
  );

  it('solves an easy puzzle with singles, one placement per step', () => {
    const [, p, s] = SAMPLE[0];
    const result = solveLogically(board(p));
    expect(result.solved).toBe(true);
    expect(result.board).toEqual(board(s));
    expect(result.candidates.every((m) => m === 0)).toBe(true);
    const empty = board(p).filter((d) => d === 0).length;
    expect(result.steps).toHaveLength(empty);
    for (const step of result.steps) {
      expect(['full-house', 'naked-single', 'hidden-single']).toContain(step.technique);
      expect(step.placements).toHaveLength(1);
    }
  });

  it('stops where it gets stuck and returns the board and candidates there', () => {
    const [, p, s] = SAMPLE[SAMPLE.length - 1];
    const result = solveLogically(board(p), { maxLevel: 'expert' });
    expect(result.solved).toBe(false);
    expect(result.board).toEqual(board(p)); // no technique up to expert applies to it at all
    const solution = board(s);
    result.candidates.forEach((mask, i) => {
      if (result.board[i] === 0) expect(mask & (1 << (solution[i] - 1))).not.toBe(0);
    });
  });

  it('every step makes progress', () => {
    for (const [, p] of SAMPLE) {
      for (const step of solveLogically(board(p)).steps) {
        expect(step.placements.length + step.eliminations.length).toBeGreaterThan(0);
      }
    }
  }, 20_000);

  it('finishes even the hardest sample by default, with forcing chains (master)', () => {
    const [, p, s] = SAMPLE[SAMPLE.length - 1];
    const result = solveLogically(board(p));
    expect(result.solved).toBe(true);
    expect(result.board).toEqual(board(s));
    expect(result.steps.some((step) => step.technique === 'nested-forcing-chain')).toBe(true);
  }, 20_000);

  it('takes only techniques up to maxLevel when asked', () => {
    const [, p] = SAMPLE[1]; // needs claiming (medium)
    const easyOnly = solveLogically(board(p), { maxLevel: 'easy' });
    expect(easyOnly.solved).toBe(false);
    expect(solveLogically(board(p), { maxLevel: 'medium' }).solved).toBe(true);
  });

  it('tries chains (master) by default, and not below maxLevel master', () => {
    // top1465 line 74 needs one alternating inference chain.
    const p = board(
      '2..4......7....6.....5....1...8...2583..9.................6.37.4.1............9..',
    );
    expect(solveLogically(p, { maxLevel: 'expert' }).solved).toBe(false);
    const result = solveLogically(p);
    expect(result.solved).toBe(true);
    expect(result.steps.map((s) => s.technique)).toContain('aic');
  });

  it('never mutates its input', () => {
    const input = Object.freeze(board(SAMPLE[2][1]));
    expect(() => solveLogically(input)).not.toThrow();
  });
});

describe('findNextStep', () => {
  it('returns null on a solved grid', () => {
    expect(findNextStep(candidatesFromBoard(board(SAMPLE[0][2])))).toBeNull();
  });

  it('walking step by step with applyStep reaches the same end as solveLogically', () => {
    const [, p] = SAMPLE[4];
    let grid = candidatesFromBoard(board(p));
    for (let step = findNextStep(grid); step; step = findNextStep(grid))
      grid = applyStep(grid, step);
    expect(Array.from(grid.values)).toEqual(solveLogically(board(p)).board);
  });
});
