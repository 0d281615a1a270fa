import { describe } from 'vitest';
import { techniqueTests } from './helpers';
import { FIXTURES } from './positions/fish';

describe('Fish (X-Wing, Swordfish, Jellyfish)', () => {
  describe.each(FIXTURES)('$technique', (fx) => techniqueTests(fx));
});
