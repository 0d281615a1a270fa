import fc from 'fast-check';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { Digit } from '../../src/engine';
import { EASY } from './fixtures';
import { openTab, savedFields } from './tabs';
import type { Tab } from './tabs';

/*
 * Property: whatever the player does, saving then loading (a new page over
 * the same storage) gives back the same game, history and clock included.
 */

type Action =
  | { kind: 'enter'; cell: number; digit: number }
  | { kind: 'note'; cell: number; digit: number }
  | { kind: 'erase'; cell: number }
  | { kind: 'fill' | 'undo' | 'redo' | 'hint' | 'check' | 'notes-mode' | 'pause' | 'resume' }
  | { kind: 'wait'; ms: number };

const cellDigit = { cell: fc.nat(80), digit: fc.integer({ min: 1, max: 9 }) };
const action: fc.Arbitrary<Action> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('enter' as const), ...cellDigit }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('note' as const), ...cellDigit }) },
  fc.record({ kind: fc.constant('erase' as const), cell: fc.nat(80) }),
  fc.record({ kind: fc.constant('wait' as const), ms: fc.integer({ min: 0, max: 5_000 }) }),
  fc.record({
    kind: fc.constantFrom(
      'fill' as const,
      'undo' as const,
      'redo' as const,
      'hint' as const,
      'check' as const,
      'notes-mode' as const,
      'pause' as const,
      'resume' as const,
    ),
  }),
);

function perform(tab: Tab, a: Action): void {
  const s = tab.state();
  switch (a.kind) {
    case 'enter':
      s.select(a.cell);
      s.enter(a.digit as Digit);
      break;
    case 'note':
      s.select(a.cell);
      s.toggleNote(a.digit as Digit);
      break;
    case 'erase':
      s.select(a.cell);
      s.erase();
      break;
    case 'fill':
      s.fillNotes();
      break;
    case 'undo':
      s.undo();
      break;
    case 'redo':
      s.redo();
      break;
    case 'hint':
      s.hint();
      break;
    case 'check':
      s.check();
      break;
    case 'notes-mode':
      s.toggleNotesMode();
      break;
    case 'pause':
      s.pause();
      break;
    case 'resume':
      s.resume();
      break;
    case 'wait':
      vi.setSystemTime(Date.now() + a.ms);
      s.tick();
      break;
  }
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(1_700_000_000_000);
});

afterEach(() => {
  vi.useRealTimers();
});

it('property: saving then loading returns the same state', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.array(action, { maxLength: 40 }),
      fc.boolean(),
      async (actions, immediate) => {
        localStorage.clear();
        const first = await openTab();
        expect(await first.state().loadPuzzle(EASY)).toBe(true);
        first.state().updateSettings({ mistakesMode: immediate ? 'immediate' : 'on-check' });
        for (const a of actions) perform(first, a);
        const before = first.state();

        const loaded = (await openTab()).state();
        expect(savedFields(loaded)).toEqual(savedFields(before));
        // The clock: the time played is as saved; a running game runs from the load.
        expect(loaded.elapsedMs).toBe(before.elapsedMs);
        expect(loaded.runningSince).toBe(before.runningSince === null ? null : Date.now());
        expect(loaded.notice).toBeNull();
      },
    ),
    { numRuns: 40 },
  );
});
