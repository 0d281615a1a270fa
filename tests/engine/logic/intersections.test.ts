import { describe } from 'vitest';
import { techniqueTests } from './helpers';
import { FIXTURES } from './positions/intersections';

describe('Locked candidates (pointing, claiming)', () => {
  describe.each(FIXTURES)('$technique', (fx) => techniqueTests(fx));
});
