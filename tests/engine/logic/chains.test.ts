import { describe, expect, it } from 'vitest';
import {
  candidatesFromBoard,
  findNextStep,
  type CandidateGrid,
  type Technique,
} from '../../../src/engine/logic';
import { chainStepProblem } from './chain-links';
import {
  board,
  fixtureGrid,
  stepOf,
  techniqueTests,
  cellName,
  moves,
  withCandidate,
  withoutCandidate,
  type Fixture,
} from './helpers';

// Positions taken from corpus puzzles (file and line given) at the point where
// the technique applies; `grid` is the pencil-mark state after the steps named.
// Chains are written node by node: digit@cells, + on, - off; =unit= strong,
// -unit- weak links; (0) closes a loop on the premise.
const X_CHAIN: Fixture = {
  technique: 'x-chain',
  // kaggle3m_rated line 144, after 29 steps
  grid: `
    7     19    4   2   3 5  8  19  6
    12589 13589 29  18  7 6  35 4   39
    3568  13568 58  4   9 18 7  135 2
    359   3579  1   6   2 38 4  79  389
    39    4     6   38  5 7  1  2   389
    38    2     78  9   1 4  6  37  5
    4     1569  29  135 8 13 23 356 7
    2568  568   3   7   4 9  25 568 1
    158   1578  578 135 6 2  9  358 4
  `,
  simplest: true,
  digits: [3],
  cells: ['r4c6', 'r6c1', 'r6c8', 'r7c6', 'r9c4', 'r9c8'],
  units: ['col 6', 'box 8', 'row 9', 'col 8', 'row 6'],
  moves: ['r4c1<>3', 'r4c2<>3'],
  breaker: null,
  chains: [
    '3@r4c6- =col 6= 3@r7c6+ -box 8- 3@r9c4- =row 9= 3@r9c8+ -col 8- 3@r6c8- =row 6= 3@r6c1+',
  ],
};

const XY_CHAIN: Fixture = {
  technique: 'xy-chain',
  // kaggle3m_rated line 143, after 39 steps
  grid: `
    7   5  3 28 1   28 6  9 4
    4   6  8 7  9   5  1  3 2
    9   2  1 4  6   3  5  8 7
    28  4  5 28 3   1  9  7 6
    1   38 7 6  28  9  23 4 5
    23  9  6 5  4   7  23 1 8
    68  78 9 3  278 26 4  5 1
    568 1  4 9  58  68 7  2 3
    35  37 2 1  57  4  8  6 9
  `,
  simplest: true,
  digits: [3, 5, 7, 8],
  cells: ['r5c2', 'r8c5', 'r9c2', 'r9c5'],
  units: ['col 2', 'row 9', 'box 8'],
  moves: ['r5c5<>8'],
  breaker: null,
  quietAfter: false,
  chains: [
    '8@r5c2- =cell= 3@r5c2+ -col 2- 3@r9c2- =cell= 7@r9c2+ -row 9- 7@r9c5- =cell= 5@r9c5+ -box 8- 5@r8c5- =cell= 8@r8c5+',
  ],
};

/** Each fixture's step passes the independent chain check on its grid. */
function checksOut(fx: Fixture): void {
  it('every link holds on the grid and the moves follow from the chain', () => {
    const grid = fixtureGrid(fx);
    expect(chainStepProblem(grid, stepOf(grid, fx.technique)!)).toBeNull();
  });
}

describe('X-Chain', () => {
  techniqueTests(X_CHAIN);
  checksOut(X_CHAIN);

  it('does not fire when a strong link is broken', () => {
    // 3 gets a third place in row 9: r9c4 and r9c8 are no longer its only two.
    expect(stepOf(withCandidate(fixtureGrid(X_CHAIN), 'r9c2+3'), 'x-chain')).toBeNull();
  });

  it('does not fire when no cell sees both ends', () => {
    const grid = withoutCandidate(withoutCandidate(fixtureGrid(X_CHAIN), 'r4c1-3'), 'r4c2-3');
    expect(stepOf(grid, 'x-chain')).toBeNull();
  });
});

describe('XY-Chain', () => {
  techniqueTests(XY_CHAIN);
  checksOut(XY_CHAIN);

  it('does not use a cell with a third candidate', () => {
    // r9c2 {3,7} links the chain; with a 6 it is no link (another chain elsewhere remains).
    const step = stepOf(withCandidate(fixtureGrid(XY_CHAIN), 'r9c2+6'), 'xy-chain')!;
    expect(step.cells.map(cellName)).not.toContain('r9c2');
    expect(moves(step)).not.toContain('r5c5<>8');
  });
});

describe('chain techniques', () => {
  const CHAINS: Technique[] = ['x-chain', 'xy-chain'];

  it('find nothing on a deadly rectangle (two solutions: any move would be wrong)', () => {
    // edge_cases line 6: a solved grid with r1c1, r1c3, r6c1, r6c3 emptied.
    const grid: CandidateGrid = candidatesFromBoard(
      board('.5.274163123698754746153928674315289532789416.1.462375285941637397526841461837592'),
    );
    for (const t of CHAINS) expect(stepOf(grid, t)).toBeNull();
    expect(findNextStep(grid)).toBeNull();
  });

  it('the independent check catches a broken chain', () => {
    const grid = fixtureGrid(X_CHAIN);
    const step = stepOf(grid, 'x-chain')!;
    const weak = structuredClone(step);
    weak.chains![0].links[0].kind = 'weak';
    expect(chainStepProblem(grid, weak)).toMatch(/alternate/);
    const wrongUnit = structuredClone(step);
    wrongUnit.chains![0].links[0].unit = (step.chains![0].links[0].unit + 1) % 27;
    expect(chainStepProblem(grid, wrongUnit)).not.toBeNull();
    const extra = structuredClone(step);
    extra.eliminations.push({ cell: 0, digit: 1 });
    expect(chainStepProblem(grid, extra)).toMatch(/does not follow|not on the grid/);
  });
});
