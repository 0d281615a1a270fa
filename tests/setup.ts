import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { loadMessages } from '../src/i18n/messages';
import { loadStepWords } from '../src/components/lazyParts';
import { loadStoreParts } from '../src/store/game';

// Without Vitest globals Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
});

// The app loads each part of the catalogue when it first needs it; tests
// render any part at once, so all of English, the step wording and the
// store's lazily loaded actions are loaded first.
beforeAll(async () => {
  await Promise.all([
    loadMessages('en', 'core'),
    loadMessages('en', 'dialogs'),
    loadMessages('en', 'steps'),
    loadStepWords(),
    loadStoreParts(),
    // The dialogs' code (lazily imported by the app), so the first dialog a test opens is not
    // held up by the test runner transforming it.
    import('../src/components/DialogHost'),
  ]);
});
