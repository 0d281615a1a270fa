import { describe } from 'vitest';
import { techniqueTests } from './helpers';
import { FIXTURES } from './positions/uniqueness';

describe('Unique rectangle type 1', () => {
  describe.each(FIXTURES)('$technique', (fx) => techniqueTests(fx));
});
