import { describe } from 'vitest';
import { techniqueTests } from './helpers';
import { FIXTURES } from './positions/kinds';

describe.each(
  FIXTURES.map((fx, i) => [`${fx.technique} #${i + 1} (${fx.kindText!.slice(0, 2)})`, fx] as const),
)('a classic technique on another kind: %s', (_, fx) => techniqueTests(fx));
