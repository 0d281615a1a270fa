import { describe } from 'vitest';
import { techniqueTests } from './helpers';
import { FIXTURES } from './positions/killer';

describe.each(FIXTURES.map((fx, i) => [`${fx.technique} #${i + 1}`, fx] as const))(
  'Killer technique %s',
  (_, fx) => techniqueTests(fx),
);
