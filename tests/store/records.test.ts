import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLASSIC_RULES } from '../../src/engine';
import type { Move } from '../../src/engine';
import { DEFAULT_SETTINGS, emptyStats } from '../../src/store';
import type { SavedState } from '../../src/store/save/codec';
import { createRecordStore, MAX_LOG } from '../../src/store/save/records';
import type { RecordStore } from '../../src/store/save/records';

/*
 * The record store on its own: revisions between tabs, only what changed
 * written, a full storage reported and retried, newer versions and
 * oversized logs left alone.
 */

/** A saved state with `moves` in the regular game (no puzzle check here: records are only stored). */
function saved(moves: Move[] = [], patch: Partial<SavedState> = {}): SavedState {
  const givens = new Array<number>(81).fill(0);
  return {
    game: {
      gameId: 'g1',
      rules: CLASSIC_RULES,
      givens,
      solution: givens,
      moves,
      historyIndex: moves.length,
      position: { digits: givens, notes: givens, hinted: givens, corners: givens, colours: givens },
      selected: 0,
      notesMode: false,
      markMode: null,
      level: 'easy',
      flagged: givens,
      startedAt: 1,
      finishedAt: null,
      elapsedMs: 0,
      paused: false,
      hintsUsed: 0,
      mistakes: 0,
    },
    difficulty: 'easy',
    kind: 'classic',
    kindStats: {},
    mastery: {},
    daily: null,
    dailyGame: null,
    settings: DEFAULT_SETTINGS,
    stats: emptyStats(),
    dailyResults: {},
    entry: null,
    ...patch,
  };
}

const note = (i: number): Move => ({ kind: 'note', cell: i % 81, digit: ((i % 9) + 1) as 1 });

/** A record store as a tab has it, with its writer loaded. */
async function tab(): Promise<RecordStore> {
  const store = createRecordStore(() => window.localStorage);
  await store.writer();
  return store;
}

const envelope = (key: string) => JSON.parse(localStorage.getItem(key)!);

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('the record store', () => {
  it('writes each record under its own key, with a revision one higher each time', async () => {
    const a = await tab();
    a.stage(saved([note(0)]));
    a.flush();
    expect(Object.keys(localStorage).sort()).toEqual(
      ['sudoku', 'sudoku.log.0', 'sudoku.settings', 'sudoku.stats'].sort(),
    );
    expect(envelope('sudoku')).toMatchObject({ revision: 1, version: 3, log: 1 });
    a.stage(saved([note(0), note(1)]));
    a.flush();
    expect(envelope('sudoku').revision).toBe(2);
    expect(envelope('sudoku.settings').revision).toBe(1); // unchanged: not written again
  });

  it('a tab that read an older revision does not overwrite the newer one: it is told instead', async () => {
    const a = await tab();
    a.stage(saved([note(0)]));
    a.flush();
    const b = await tab();
    b.read('sudoku', 'moves');
    b.stage(saved([note(0), note(1)]));
    b.flush();
    const conflict = vi.fn();
    a.onConflict = conflict;
    expect(a.hasNewer('sudoku')).toBe(true);
    a.stage(saved([note(5)]));
    a.flush();
    expect(conflict).toHaveBeenCalledWith('sudoku');
    expect(envelope('sudoku').log).toBe(2); // B's two moves are still there
  });

  it('storage full: reported once, kept, and written once there is room (then recovered)', async () => {
    const a = await tab();
    const problems: string[] = [];
    const recovered = vi.fn();
    a.onProblem = (p) => problems.push(p);
    a.onRecovered = recovered;
    const real = Storage.prototype.setItem;
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    a.stage(saved([note(0)]));
    a.flush();
    a.stage(saved([note(0), note(1)]));
    a.flush();
    expect(problems).toEqual(['storage-full']);
    expect(localStorage.getItem('sudoku')).toBeNull();
    setItem.mockImplementation(function (this: Storage, key: string, value: string) {
      real.call(this, key, value);
    });
    a.flush(); // the retry (every 2 s, or when storage changes)
    expect(envelope('sudoku').log).toBe(2);
    expect(recovered).toHaveBeenCalledTimes(1);
  });

  it('a record written by a newer version is read as such and never written over', async () => {
    localStorage.setItem('sudoku', '{"revision":4,"savedAt":1,"version":999,"state":{"x":1}}');
    const a = await tab();
    expect(a.read('sudoku', 'moves')).toEqual({ kind: 'newer', version: 999 });
    a.stage(saved([note(0)]));
    a.flush();
    expect(envelope('sudoku')).toMatchObject({ version: 999, state: { x: 1 } });
    expect(envelope('sudoku.settings').version).toBe(3); // other records are saved as usual
  });

  it(`a log longer than ${MAX_LOG} entries is not read (the moves come back as null)`, async () => {
    localStorage.setItem('sudoku', `{"revision":1,"version":3,"log":${2 ** 53 - 1},"state":{}}`);
    const a = await tab();
    const started = performance.now();
    const read = a.read('sudoku', 'moves');
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(read).toEqual({ kind: 'record', state: { moves: null }, version: 3 });
  });

  it('a removed record leaves a revision behind, so a stale tab cannot bring it back', async () => {
    const entry = {
      cells: new Array<number>(81).fill(0),
      uncertain: new Array<boolean>(81).fill(false),
      resume: { selected: 0, notesMode: false, running: true, paused: false },
    };
    const a = await tab();
    a.stage(saved([], { entry }));
    a.flush();
    const b = await tab();
    b.read('sudoku.entry');
    b.stage(saved([], { entry: null })); // B leaves entry mode
    b.flush();
    expect(envelope('sudoku.entry')).toMatchObject({ revision: 2, state: null });
    expect(a.hasNewer('sudoku.entry')).toBe(true);
    expect(b.read('sudoku.entry')).toEqual({ kind: 'none' });
  });

  it('text that is not a record reads as unreadable, with a short text kept for old formats', async () => {
    localStorage.setItem('sudoku.entry', '1|2');
    localStorage.setItem('sudoku.stats', '{"no":"state"}');
    const a = await tab();
    expect(a.read('sudoku.entry')).toEqual({ kind: 'unreadable', text: '1|2' });
    expect(a.read('sudoku.stats')).toEqual({ kind: 'unreadable' });
    expect(a.read('sudoku.settings')).toEqual({ kind: 'none' });
  });
});
