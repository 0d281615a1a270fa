import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { loadMessages } from '../src/i18n/messages';
import { loadGameKeys, loadStepWords } from '../src/components/lazyParts';
import { loadStoreParts } from '../src/store/game';

// A lazily loaded dialog is transformed by the test runner on first use: on
// a loaded machine that can take more than Testing Library's default second.
configure({ asyncUtilTimeout: 5_000 });

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
    // The dialogs' code, the engine's clients and the page's engine, and the save checks
    // (lazily imported by the app), so that the first use in a test is not held up by the
    // test runner transforming them (a lazy part has a time limit, see src/lib/loadOnce.ts).
    import('../src/components/DialogHost'),
    loadGameKeys(), // the game's keyboard listens from the first render
    import('../src/workers/clients'),
    import('../src/workers/engineTasks'),
    import('../src/store/save/checks'),
  ]);
});
