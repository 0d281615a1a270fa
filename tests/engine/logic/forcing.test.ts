import { describe, expect, it } from 'vitest';
import {
  FORCING_CHAIN_IDS,
  TECHNIQUE_IDS,
  applyStep,
  candidatesFromBoard,
  findNextStep,
  type CandidateGrid,
  type Step,
  type Technique,
} from '../../../src/engine/logic';
import { forcingStepProblems } from './chain-check';
import { board, cellName, moves, stepOf, unitName } from './helpers';
import { DYNAMIC, NESTED, STATIC } from './positions/forcing';

/*
 * Forcing chains: where each variant fires, with its exact conclusion, kind
 * and branches; where it must not; and every chain checked link by link
 * against the grid (chain-check.ts). Positions from corpus puzzles (file and
 * line given) after the steps named.
 */

const FORCING: readonly Technique[] = FORCING_CHAIN_IDS;

// The solutions of those puzzles, to check each conclusion independently.
const SOLUTION_1 =
  '768942315934651278512738649147593826329486157856127493693215784481379562275864931';
const SOLUTION_6 =
  '679325148283741965451986327598263714124857639736419582912534876867192453345678291';

interface Case {
  name: string;
  grid: CandidateGrid;
  solution: string;
  technique: Technique;
  simplest: boolean;
  forcing: Step['forcing'];
  digits: number[];
  cells: string[];
  units: string[];
  moves: string[];
  /** Node count of each chain, in order. */
  nodes: number[];
  contradiction?: Step['contradiction'];
}

const CASES: Case[] = [
  {
    name: 'a contradiction: r6c9=1 leaves 7 no place in box 3',
    grid: STATIC,
    solution: SOLUTION_6,
    technique: 'contradiction-chain',
    simplest: true,
    forcing: 'contradiction',
    digits: [1],
    cells: ['r6c9'],
    units: ['box 3'],
    moves: ['r6c9<>1'],
    nodes: [4, 4, 4],
    contradiction: { kind: 'unit-empty', cell: -1, unit: 20, digit: 7 },
  },
  {
    name: 'a digit forcing chain: r3c9=2 and r3c9<>2 both remove 3 from r3c9',
    grid: STATIC,
    solution: SOLUTION_6,
    technique: 'digit-forcing-chain',
    simplest: false,
    forcing: 'digit',
    digits: [2],
    cells: ['r3c9'],
    units: [],
    moves: ['r3c9<>3'],
    nodes: [2, 9],
  },
  {
    name: 'a cell forcing chain: r3c7=3 or 7, either removes 3 from r3c9',
    grid: STATIC,
    solution: SOLUTION_6,
    technique: 'cell-forcing-chain',
    simplest: false,
    forcing: 'cell',
    digits: [3, 7],
    cells: ['r3c7'],
    units: [],
    moves: ['r3c9<>3'],
    nodes: [2, 8],
  },
  {
    name: 'a unit forcing chain: 7 in column 9 at r3, r5 or r6, each removes 1 from r6c9',
    grid: STATIC,
    solution: SOLUTION_6,
    technique: 'unit-forcing-chain',
    simplest: false,
    forcing: 'unit',
    digits: [7],
    cells: ['r3c9', 'r5c9', 'r6c9'],
    units: ['col 9'],
    moves: ['r6c9<>1'],
    nodes: [4, 4, 2],
  },
  {
    name: 'a dynamic contradiction: r9c2=6 leaves 6 no place in column 5',
    grid: DYNAMIC,
    solution: SOLUTION_1,
    technique: 'dynamic-forcing-chain',
    simplest: true,
    forcing: 'contradiction',
    digits: [6],
    cells: ['r9c2'],
    units: ['col 5'],
    moves: ['r9c2<>6'],
    nodes: [6, 7, 2],
    contradiction: { kind: 'unit-empty', cell: -1, unit: 13, digit: 6 },
  },
  {
    name: 'a nested contradiction: r3c3=9 leaves 2 no place in column 7',
    grid: NESTED,
    solution: SOLUTION_1,
    technique: 'nested-forcing-chain',
    simplest: true,
    forcing: 'contradiction',
    digits: [9],
    cells: ['r3c3'],
    units: ['col 7'],
    moves: ['r3c3<>9'],
    nodes: [29, 29, 4],
    contradiction: { kind: 'unit-empty', cell: -1, unit: 15, digit: 2 },
  },
];

const view = (step: Step | null) =>
  step && {
    technique: step.technique,
    forcing: step.forcing,
    digits: step.digits,
    cells: step.cells.map(cellName),
    units: step.units.map(unitName),
    moves: moves(step),
    nodes: step.chains!.map((c) => c.nodes.length),
    contradiction: step.contradiction,
  };

/** Every technique but the alternating chains and almost locked sets. */
const WITHOUT_CHAINS = TECHNIQUE_IDS.filter(
  (id) => !['x-chain', 'xy-chain', 'aic', 'als-xz', 'als-xy-wing'].includes(id),
);

describe.each(CASES)('$technique: $name', (c) => {
  const step = stepOf(c.grid, c.technique);
  const expected = {
    technique: c.technique,
    forcing: c.forcing,
    digits: c.digits,
    cells: c.cells,
    units: c.units,
    moves: c.moves,
    nodes: c.nodes,
    contradiction: c.contradiction,
  };

  it(`finds exactly this step${c.simplest ? ', the simplest forcing step there' : ''}`, () => {
    expect(view(step)).toEqual(expected);
    // Simplest among the techniques before the chains (the chains, coming
    // first at Master, may find something else first there).
    if (c.simplest)
      expect(view(findNextStep(c.grid, { techniques: WITHOUT_CHAINS }))).toEqual(expected);
  });

  it('proves it with chains a person can check on the board', () => {
    expect(forcingStepProblems(c.grid, step!)).toEqual([]);
  });

  it('agrees with the solution', () => {
    for (const p of step!.placements) expect(Number(c.solution[p.cell])).toBe(p.digit);
    for (const e of step!.eliminations) expect(Number(c.solution[e.cell])).not.toBe(e.digit);
  });
});

describe('where forcing chains must not fire', () => {
  it('no static chain applies where the simplest step is a dynamic one', () => {
    for (const t of FORCING.slice(0, 4)) expect(stepOf(DYNAMIC, t)).toBeNull();
  });

  it('no dynamic chain applies where the simplest step is a nested one', () => {
    for (const t of FORCING.slice(0, 5)) expect(stepOf(NESTED, t)).toBeNull();
  });

  it('none applies where two solutions remain (a deadly rectangle)', () => {
    // edge_cases line 6: a complete grid with a 4-cell rectangle of 8s and 9s
    // left open; each candidate belongs to one of the two solutions.
    const grid = candidatesFromBoard(
      board('.5.274163123698754746153928674315289532789416.1.462375285941637397526841461837592'),
    );
    for (const t of FORCING) expect(stepOf(grid, t)).toBeNull();
  });

  it('none applies on a solved grid', () => {
    const grid = candidatesFromBoard(board(SOLUTION_1));
    for (const t of FORCING) expect(stepOf(grid, t)).toBeNull();
  });
});

// Whole logical paths: every forcing step checked link by link and against the solution.
const PATHS: [string, string, string][] = [
  [
    'top1465 line 1',
    '7.8...3.....6.1...5.........4.....263...8.......1...9..9.2....4....7.5...........',
    SOLUTION_1,
  ],
  [
    'forum_hardest_1905_11plus line 1',
    '........1..2..3.4..5.14........6.5....7..8.3.62......4..9.2...8.3.8...9..7...94..',
    '364275981712983645958146723183462579497518236625397814549721368236854197871639452',
  ],
];

describe.each(PATHS)('every forcing step of %s', (_, puzzle, solution) => {
  it('is a consistent proof of a true move, and the path finishes', () => {
    let grid = candidatesFromBoard(board(puzzle));
    const seen = new Set<string>();
    for (let step = findNextStep(grid); step; step = findNextStep(grid)) {
      if (FORCING.includes(step.technique)) {
        seen.add(`${step.technique} ${step.contradiction?.kind ?? step.forcing}`);
        expect(forcingStepProblems(grid, step)).toEqual([]);
        for (const p of step.placements) expect(Number(solution[p.cell])).toBe(p.digit);
        for (const e of step.eliminations) expect(Number(solution[e.cell])).not.toBe(e.digit);
      }
      grid = applyStep(grid, step);
    }
    expect(Array.from(grid.values).join('')).toBe(solution);
    expect([...seen].some((k) => k.startsWith('nested-forcing-chain'))).toBe(true);
  }, 30_000);
});

describe('the chain checker', () => {
  const step = stepOf(DYNAMIC, 'dynamic-forcing-chain')!;
  const broken = (change: (s: Step) => void): string[] => {
    const copy = structuredClone(step);
    change(copy);
    return forcingStepProblems(DYNAMIC, copy);
  };

  it('finds nothing wrong with a true step', () => {
    expect(forcingStepProblems(DYNAMIC, step)).toEqual([]);
  });

  it.each([
    ['a link dropped', (s: Step) => void s.chains![0].links.pop()],
    ['a node with another digit', (s: Step) => void (s.chains![1].nodes[2].digit = 9)],
    ['a weak link called strong', (s: Step) => void (s.chains![1].links[0].kind = 'strong')],
    ['another move', (s: Step) => void (s.eliminations[0].digit = 1)],
    ['another clash', (s: Step) => void (s.contradiction!.unit = 12)],
    ['a branch missing', (s: Step) => void s.chains!.pop()],
  ])('catches %s', (_, change) => {
    expect(broken(change)).not.toEqual([]);
  });
});
