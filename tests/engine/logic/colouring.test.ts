import { describe } from 'vitest';
import { techniqueTests } from './helpers';
import { FIXTURES } from './positions/colouring';

describe('Simple colouring', () => {
  describe.each(FIXTURES)('$technique', (fx) => techniqueTests(fx));
});
