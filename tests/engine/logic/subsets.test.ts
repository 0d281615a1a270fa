import { describe } from 'vitest';
import { techniqueTests } from './helpers';
import { FIXTURES } from './positions/subsets';

describe('Naked and hidden subsets', () => {
  describe.each(FIXTURES)('$technique', (fx) => techniqueTests(fx));
});
