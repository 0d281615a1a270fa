import { describe } from 'vitest';
import { techniqueTests } from './helpers';
import { FIXTURES } from './positions/single-digit';

describe('Single-digit patterns (Skyscraper, 2-String Kite)', () => {
  describe.each(FIXTURES)('$technique', (fx) => techniqueTests(fx));
});
