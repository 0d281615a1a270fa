import type { Step, Technique } from '../../src/engine/logic';
import type { Rules } from '../../src/engine/rules';
import { fixtureGrid, rulesOf, stepOf } from '../engine/logic/helpers';
import type { Fixture } from '../engine/logic/helpers';
import { FIXTURES as ALS } from '../engine/logic/positions/als';
import { FIXTURES as BUG } from '../engine/logic/positions/bug';
import { AIC, X_CHAIN, XY_CHAIN } from '../engine/logic/positions/chains';
import { FIXTURES as COLOURING } from '../engine/logic/positions/colouring';
import { FIXTURES as FINNED } from '../engine/logic/positions/finned-fish';
import { FIXTURES as FISH } from '../engine/logic/positions/fish';
import { DYNAMIC, NESTED, STATIC } from '../engine/logic/positions/forcing';
import { FIXTURES as INTERSECTIONS } from '../engine/logic/positions/intersections';
import { FIXTURES as KILLER } from '../engine/logic/positions/killer';
import { FIXTURES as SINGLE_DIGIT } from '../engine/logic/positions/single-digit';
import { FIXTURES as SINGLES } from '../engine/logic/positions/singles';
import { FIXTURES as SUBSETS } from '../engine/logic/positions/subsets';
import { FIXTURES as UR_TYPES } from '../engine/logic/positions/uniqueness-types';
import { FIXTURES as UR } from '../engine/logic/positions/uniqueness';
import { FIXTURES as WINGS } from '../engine/logic/positions/wings';

/*
 * Real steps of every technique, found by the engine on the positions its
 * own tests pin (tests/engine/logic/positions), for the wording tests.
 */

const FIXTURES: Fixture[] = [
  ...SINGLES,
  ...INTERSECTIONS,
  ...SUBSETS,
  ...FISH,
  ...WINGS,
  ...SINGLE_DIGIT,
  ...COLOURING,
  ...UR,
  ...UR_TYPES,
  ...BUG,
  ...FINNED,
  X_CHAIN,
  XY_CHAIN,
  ...AIC.map(([, fx]) => fx),
  ...ALS.map(([, fx]) => fx),
];

const FORCING: [Technique, typeof STATIC][] = [
  ['contradiction-chain', STATIC],
  ['digit-forcing-chain', STATIC],
  ['cell-forcing-chain', STATIC],
  ['unit-forcing-chain', STATIC],
  ['dynamic-forcing-chain', DYNAMIC],
  ['nested-forcing-chain', NESTED],
];

let steps: Step[] | null = null;

/** Every fixture's step, in the order above (several per technique for some); found once. */
export function realSteps(): Step[] {
  steps ??= [
    ...FIXTURES.map((fx) => stepOf(fixtureGrid(fx), fx.technique)!),
    ...FORCING.map(([technique, grid]) => stepOf(grid, technique)!),
  ];
  return steps;
}

let killerSteps: { step: Step; rules: Rules }[] | null = null;

/** A real step of each Killer technique (and side), with the rules of its puzzle; found once. */
export function realKillerSteps(): { step: Step; rules: Rules }[] {
  killerSteps ??= KILLER.map((fx) => ({
    step: stepOf(fixtureGrid(fx), fx.technique)!,
    rules: rulesOf(fx.kindText!),
  }));
  return killerSteps;
}

/** The first real step of `technique` (the n-th with `n`). */
export function realStep(technique: Technique, n = 0): Step {
  const found = realSteps().filter((s) => s.technique === technique);
  if (!found[n]) throw new Error(`no step of ${technique}`);
  return found[n];
}
