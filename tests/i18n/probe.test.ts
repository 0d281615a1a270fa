import { it } from 'vitest';
import { setLocale } from '../../src/i18n/messages';
import { explainStep, explainBranch, describeStepArea, stepBranches } from '../../src/i18n/steps';
import { TECHNIQUE_IDS } from '../../src/engine/logic';
import type { Step } from '../../src/engine/logic';
import { fixtureGrid, stepOf } from '../engine/logic/helpers';
import type { Fixture } from '../engine/logic/helpers';
import { FIXTURES as ALS } from '../engine/logic/positions/als';
import { FIXTURES as BUG } from '../engine/logic/positions/bug';
import { AIC, X_CHAIN, XY_CHAIN } from '../engine/logic/positions/chains';
import { FIXTURES as COL } from '../engine/logic/positions/colouring';
import { FIXTURES as FF } from '../engine/logic/positions/finned-fish';
import { FIXTURES as FISH } from '../engine/logic/positions/fish';
import { FIXTURES as INT } from '../engine/logic/positions/intersections';
import { FIXTURES as SD } from '../engine/logic/positions/single-digit';
import { FIXTURES as SING } from '../engine/logic/positions/singles';
import { FIXTURES as SUB } from '../engine/logic/positions/subsets';
import { FIXTURES as URT } from '../engine/logic/positions/uniqueness-types';
import { FIXTURES as UR } from '../engine/logic/positions/uniqueness';
import { FIXTURES as W } from '../engine/logic/positions/wings';
import { DYNAMIC, NESTED, STATIC } from '../engine/logic/positions/forcing';

it('probe', async () => {
  const fx: Fixture[] = [
    ...SING,
    ...INT,
    ...SUB,
    ...FISH,
    ...W,
    ...SD,
    ...COL,
    ...UR,
    ...URT,
    ...BUG,
    ...FF,
    X_CHAIN,
    XY_CHAIN,
    ...AIC.map(([, f]) => f),
    ...ALS.map(([, f]) => f),
  ];
  const steps: Step[] = fx.map((f) => stepOf(fixtureGrid(f), f.technique)!);
  for (const t of [
    'contradiction-chain',
    'digit-forcing-chain',
    'cell-forcing-chain',
    'unit-forcing-chain',
  ] as const)
    steps.push(stepOf(STATIC, t)!);
  steps.push(stepOf(DYNAMIC, 'dynamic-forcing-chain')!);
  steps.push(stepOf(NESTED, 'nested-forcing-chain')!);
  const seen = new Set(steps.map((s) => s.technique));
  console.log(
    'missing',
    TECHNIQUE_IDS.filter((t) => !seen.has(t)),
  );
  for (const loc of ['en', 'zh-CN'] as const) {
    await setLocale(loc);
    for (const s of steps) {
      console.log(
        `### ${s.technique}\n${describeStepArea(s)}\n${explainStep(s)}\n${stepBranches(s).join(' | ')}\n${stepBranches(s).length ? explainBranch(s, 0) : ''}`,
      );
    }
  }
});
