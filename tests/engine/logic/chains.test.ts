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
import { X_CHAIN, XY_CHAIN, AIC } from './positions/chains';

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

describe('Alternating inference chains', () => {
  describe.each(AIC)('%s', (_, fx) => {
    techniqueTests(fx);
    checksOut(fx);
  });
});

describe('chain techniques', () => {
  const CHAINS: Technique[] = ['x-chain', 'xy-chain', 'aic', 'als-xz', 'als-xy-wing'];

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
