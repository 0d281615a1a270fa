import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { analyse, applyMove } from '../../src/engine';
import type { Digit, Move, Position } from '../../src/engine';
import { DEFAULT_SETTINGS, emptyStats, selectPosition } from '../../src/store';
import type { GameState, Stats } from '../../src/store';
import { EASY, EASY_SOLUTION, TWO_SOLUTIONS, at, digitsOf } from './fixtures';
import { KEY, editSave, openTab, readSave, savedFields } from './tabs';
import type { Tab } from './tabs';

/*
 * Saving and loading: a reload returns the exact game; whatever storage
 * holds that is not a valid save is dropped part by part, with a notice
 * naming what was dropped, and never crashes the page.
 */

const STATS: Stats = {
  ...emptyStats(),
  hard: {
    played: 5,
    won: 3,
    totalTimeMs: 900_000,
    bestTimeMs: 200_000,
    currentStreak: 1,
    bestStreak: 2,
  },
};

/** A game in progress on EASY: digits, notes, Fill notes, a hint, and one undo (a redo tail). */
function play(tab: Tab): void {
  const s = tab.state;
  expect(s().loadPuzzle(EASY)).toBe(true);
  s().updateSettings({ highlightSameDigits: false, showTimer: false });
  tab.useGame.setState({ stats: STATS });
  const enter = (row: number, col: number, digit: number) => {
    s().select(at(row, col));
    s().enter(digit as Digit);
  };
  enter(1, 1, 9);
  s().select(at(1, 2));
  s().toggleNote(5);
  s().toggleNote(6);
  enter(1, 4, 3); // wrong (the solution has 2), but breaks no rule
  s().fillNotes();
  s().hint();
  s().undo();
  expect(s().history).toHaveLength(6);
  expect(s().historyIndex).toBe(4);
}

/** A game saved by a first tab; returns its state as it was when saved. */
async function savedGame(): Promise<GameState> {
  const tab = await openTab();
  play(tab);
  return tab.state();
}

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(1_700_000_000_000);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('reload returns the exact game', () => {
  it('keeps digits, notes, hints, undo history, redo tail, counts, settings and statistics', async () => {
    const before = await savedGame();
    const after = (await openTab()).state();
    expect(savedFields(after)).toEqual(savedFields(before));
    expect(after.notice).toBeNull();
  });

  it('undo after reload steps back through the saved history', async () => {
    const before = await savedGame();
    const tab = await openTab();
    tab.state().undo();
    expect(selectPosition(tab.state())).toEqual(before.history[3]);
    tab.state().redo();
    tab.state().redo();
    expect(selectPosition(tab.state())).toEqual(before.history[5]);
  });

  it('keeps the time played, and the clock runs on from the load', async () => {
    const first = await openTab();
    expect(first.state().loadPuzzle(EASY)).toBe(true);
    vi.setSystemTime(Date.now() + 7_000);
    first.state().tick();
    vi.setSystemTime(Date.now() + 400); // closed 0.4 s after the last tick
    const loadedAt = Date.now();
    const tab = await openTab();
    expect(tab.state().elapsedMs).toBe(7_000);
    expect(tab.state().runningSince).toBe(loadedAt);
    expect(tab.state().paused).toBe(false);
  });

  it('a paused game loads paused, its clock stopped', async () => {
    const first = await openTab();
    first.state().loadPuzzle(EASY);
    vi.setSystemTime(Date.now() + 3_000);
    first.state().pause();
    vi.setSystemTime(Date.now() + 60_000);
    const tab = await openTab();
    expect(tab.state().paused).toBe(true);
    expect(tab.state().runningSince).toBeNull();
    expect(tab.state().elapsedMs).toBe(3_000);
  });

  it('a won game loads won, its time final', async () => {
    const first = await openTab();
    first.state().loadPuzzle(EASY);
    const solution = digitsOf(EASY_SOLUTION);
    for (let cell = 0; cell < 81; cell++) {
      if (first.state().givens[cell] !== 0) continue;
      first.state().select(cell);
      first.state().enter(solution[cell] as Digit);
    }
    const won = first.state();
    expect(won.finishedAt).not.toBeNull();
    const tab = await openTab();
    expect(savedFields(tab.state())).toEqual(savedFields(won));
    expect(tab.state().runningSince).toBeNull();
  });

  it('starts a fresh game without a notice when nothing is saved', async () => {
    const tab = await openTab();
    expect(tab.state().history).toHaveLength(1);
    expect(tab.state().notice).toBeNull();
    expect(tab.state().settings).toEqual(DEFAULT_SETTINGS);
  });

  it('each save carries a higher revision and the time it was written', async () => {
    const tab = await openTab();
    tab.state().loadPuzzle(EASY);
    const first = readSave();
    tab.state().select(at(1, 1));
    tab.state().enter(9);
    const second = readSave();
    expect(second.revision).toBe(first.revision + 1);
    expect(second.savedAt).toBe(Date.now());
    expect(second.version).toBe(tab.SAVE_VERSION);
  });

  it('saves the game, level, settings and statistics, but not messages or dialogs', async () => {
    const before = await savedGame();
    const keys = Object.keys(readSave().state).sort();
    expect(keys).toEqual(Object.keys(savedFields(before)).concat('elapsedMs').sort());
    expect(keys).not.toContain('announcement');
    expect(keys).not.toContain('notice');
    expect(keys).not.toContain('dialog');
    expect(keys).not.toContain('runningSince');
  });
});

describe('unreadable data is dropped, the rest kept, and the player told', () => {
  /** Reload after `edit`ing the save of the game from `play`. */
  async function reloadWith(edit: (save: { state: Record<string, unknown> }) => void) {
    const before = await savedGame();
    editSave(edit);
    const tab = await openTab();
    return { before, after: tab.state(), tab };
  }

  /** The saved game is gone: a fresh game, but settings and statistics are kept. */
  function expectGameDropped(before: GameState, tab: Tab): void {
    const after = tab.state();
    expect(after.notice).toEqual({ kind: 'dropped', parts: ['game'] });
    expect(after.gameId).not.toBe(before.gameId);
    expect(after.givens).not.toEqual(before.givens);
    expect(after.history).toHaveLength(1);
    expect(after.elapsedMs).toBe(0);
    expect(after.settings).toEqual(before.settings);
    // The saved statistics, plus the fresh game counted as started.
    const level = after.level!;
    expect(after.stats.hard.won).toBe(3);
    expect(after.stats[level].played).toBe(before.stats[level].played + 1);
    // And it plays.
    const empty = after.givens.indexOf(0);
    after.select(empty);
    after.enter(after.solution[empty] as Digit);
    expect(selectPosition(tab.state()).digits[empty]).toBe(after.solution[empty]);
  }

  it.each([
    ['invalid JSON', '{"revision":3,"state":{"givens":['],
    ['an empty string', ''],
    ['JSON that is not an object', '[1,2,3]'],
    ['an object without a state', '{"revision":3,"version":1}'],
    ['a state that is not an object', '{"revision":3,"version":1,"state":"hello"}'],
    ['null', 'null'],
  ])('%s: everything starts fresh, and "all" is dropped', async (_, text) => {
    localStorage.setItem(KEY, text);
    const tab = await openTab();
    const s = tab.state();
    expect(s.notice).toEqual({ kind: 'dropped', parts: ['all'] });
    expect(s.history).toHaveLength(1);
    expect(s.settings).toEqual(DEFAULT_SETTINGS);
    s.select(s.givens.indexOf(0));
    s.enter(s.solution[s.givens.indexOf(0)] as Digit);
    expect(selectPosition(tab.state()).digits).not.toEqual(s.givens);
  });

  it.each([
    ['givens that repeat a digit', (g: number[]) => (g[1] = 8)], // 8 is given at row 1, column 3
    ['a given out of range', (g: number[]) => (g[2] = 10)],
    ['a given that is not an integer', (g: number[]) => (g[2] = 8.5)],
    ['a board of 80 cells', (g: number[]) => g.pop()],
  ])('a board with %s: the game is dropped', async (_, breakGivens) => {
    const { before, tab } = await reloadWith((save) => {
      breakGivens(save.state.givens as number[]);
    });
    expectGameDropped(before, tab);
  });

  it.each([
    ['is not a complete grid', (s: number[]) => (s[0] = 0)],
    ['breaks the rules', (s: number[]) => ([s[0], s[1]] = [s[1], s[0]])],
    ['does not keep the givens', (s: number[]) => (s[2] = 1)],
    ['holds a value out of range', (s: number[]) => (s[0] = 12)],
  ])('a solution that %s: the game is dropped', async (_, breakSolution) => {
    const { before, tab } = await reloadWith((save) => {
      breakSolution(save.state.solution as number[]);
    });
    expectGameDropped(before, tab);
  });

  it("a puzzle with two solutions and one of them saved as 'the' solution: the game is dropped", async () => {
    const { before, tab } = await reloadWith((save) => {
      const givens = digitsOf(TWO_SOLUTIONS);
      save.state.givens = givens;
      save.state.solution = analyse(givens, 2).solution; // the first of the two
      save.state.history = [
        { digits: givens, notes: Array(81).fill(0), hinted: Array(81).fill(0) },
      ];
      save.state.historyIndex = 0;
      save.state.moves = [];
    });
    expectGameDropped(before, tab);
  });

  // Infinity stands for a non-finite number in the text: JSON.parse reads 1e999 as Infinity.
  it.each([
    ['elapsedMs', Infinity],
    ['elapsedMs', -5],
    ['elapsedMs', 'soon'],
    ['startedAt', null],
    ['finishedAt', Infinity],
    ['hintsUsed', 1.5],
    ['mistakes', -1],
    ['selected', 81],
    ['notesMode', 'yes'],
    ['paused', 0],
    ['level', 'impossible'],
    ['gameId', 42],
    ['flagged', 'none'],
  ])('a game whose %s is %s: the game is dropped', async (field, value) => {
    const before = await savedGame();
    editSave((save) => {
      save.state[field] = value === Infinity ? 'INFINITY' : value;
    });
    localStorage.setItem(KEY, localStorage.getItem(KEY)!.replace('"INFINITY"', '1e999'));
    expectGameDropped(before, await openTab());
  });

  it('a finished game whose board is not solved: the game is dropped', async () => {
    const { before, tab } = await reloadWith((save) => {
      save.state.finishedAt = Date.now();
    });
    expectGameDropped(before, tab);
  });

  type Saved = { state: { history: { digits: number[]; notes: number[]; hinted: number[] }[] } };
  it.each([
    ['digits that do not keep the givens', (s: Saved) => (s.state.history[4].digits[2] = 1)],
    ['a notes mask out of range', (s: Saved) => (s.state.history[4].notes[1] = 512)],
    ['a hint mark on a wrong digit', (s: Saved) => (s.state.history[4].hinted[3] = 1)],
  ])('a game whose position on the board has %s: the game is dropped', async (_, breakIt) => {
    const { before, tab } = await reloadWith((save) => breakIt(save as unknown as Saved));
    expectGameDropped(before, tab);
  });

  /** The game is kept at its position; only the undo history is gone. */
  function expectHistoryDropped(before: GameState, after: GameState, at = before.historyIndex) {
    expect(after.notice).toEqual({ kind: 'dropped', parts: ['history'] });
    expect(after.gameId).toBe(before.gameId);
    expect(after.history).toEqual([before.history[at]]);
    expect(after.historyIndex).toBe(0);
    expect(after.moves).toEqual([]);
    expect(after.hintsUsed).toBe(before.hintsUsed);
    expect(after.settings).toEqual(before.settings);
    expect(after.stats).toEqual(before.stats);
  }

  it.each([
    ['digits that do not keep the givens', (s: Saved) => (s.state.history[1].digits[2] = 4)],
    ['a digit out of range', (s: Saved) => (s.state.history[2].digits[0] = 10)],
    ['a notes mask out of range', (s: Saved) => (s.state.history[2].notes[1] = 512)],
    ['a negative notes mask', (s: Saved) => (s.state.history[2].notes[1] = -1)],
    ['a hint mark on a wrong digit', (s: Saved) => (s.state.history[3].hinted[3] = 1)],
    ['a hint mark on a given', (s: Saved) => (s.state.history[3].hinted[2] = 1)],
    ['a hint mark that is not 0 or 1', (s: Saved) => (s.state.history[1].hinted[0] = 2)],
    ['a position that is not an object', (s: Saved) => (s.state.history[0] = null!)],
  ])('a past position with %s: the history is dropped', async (_, breakHistory) => {
    const { before, after } = await reloadWith((save) => breakHistory(save as unknown as Saved));
    expectHistoryDropped(before, after);
  });

  type Moves = { kind: string; digit?: number; cell?: number }[];
  it.each([
    ['moves one short', (m: Moves) => m.pop()],
    ['a move of an unknown kind', (m: Moves) => (m[0].kind = 'teleport')],
    ['a move that does not lead to the next position', (m: Moves) => (m[0].digit = 8)],
    ['a move in a cell out of range', (m: Moves) => (m[0].cell = 99)],
  ])('%s: the history is dropped', async (_, breakMoves) => {
    const { before, after } = await reloadWith((save) => breakMoves(save.state.moves as Moves));
    expectHistoryDropped(before, after);
  });

  it.each([
    ['kept', 6],
    ['dropped when a digit is out of range', 0],
  ])('an eliminate move (a hint shown on the notes) is checked too: %s', async (_, digit) => {
    const { before, after } = await reloadWith((save) => {
      const givens = save.state.givens as number[];
      const history = (save.state.history as Position[]).slice(0, 5);
      const move = { kind: 'eliminate', eliminations: [{ cell: at(1, 2), digit }] } as Move;
      history.push(applyMove(givens, history[4], move));
      save.state.history = history;
      save.state.moves = (save.state.moves as Move[]).slice(0, 4).concat(move);
      save.state.historyIndex = 5;
    });
    if (digit === 0) {
      expect(after.notice).toEqual({ kind: 'dropped', parts: ['history'] });
    } else {
      expect(after.notice).toBeNull();
      expect(after.history.slice(0, 5)).toEqual(before.history.slice(0, 5));
      expect(before.history[4].notes[at(1, 2)]).toBe(0b110000); // notes 5 and 6
      expect(after.history[5].notes[at(1, 2)]).toBe(0b010000); // 6 eliminated
    }
  });

  it('a history index out of range: the history is dropped, the furthest position kept', async () => {
    const { before, after } = await reloadWith((save) => {
      save.state.historyIndex = 17;
    });
    expectHistoryDropped(before, after, before.history.length - 1);
  });

  it('an invalid setting gets its default; the other settings are kept', async () => {
    const { before, after } = await reloadWith((save) => {
      (save.state.settings as Record<string, unknown>).mistakesMode = 'sometimes';
      (save.state.settings as Record<string, unknown>).showTimer = 'yes';
    });
    expect(after.notice).toEqual({ kind: 'dropped', parts: ['settings'] });
    expect(after.settings).toEqual({
      ...before.settings,
      mistakesMode: DEFAULT_SETTINGS.mistakesMode,
      showTimer: DEFAULT_SETTINGS.showTimer,
    });
    expect(after.settings.highlightSameDigits).toBe(false); // as saved
    expect(savedFields(after).history).toEqual(before.history);
  });

  it('settings that are not an object: all default', async () => {
    const { after } = await reloadWith((save) => {
      save.state.settings = 'dark';
    });
    expect(after.notice).toEqual({ kind: 'dropped', parts: ['settings'] });
    expect(after.settings).toEqual(DEFAULT_SETTINGS);
  });

  it('a setting missing from the save (newer than it) gets its default without a notice', async () => {
    const { after } = await reloadWith((save) => {
      delete (save.state.settings as Record<string, unknown>).showTimer;
    });
    expect(after.notice).toBeNull();
    expect(after.settings.showTimer).toBe(DEFAULT_SETTINGS.showTimer);
    expect(after.settings.highlightSameDigits).toBe(false);
  });

  it('an unknown chosen level: the default, with the settings named', async () => {
    const { before, after } = await reloadWith((save) => {
      save.state.difficulty = 'nightmare';
    });
    expect(after.notice).toEqual({ kind: 'dropped', parts: ['settings'] });
    expect(after.difficulty).toBe('medium');
    expect(after.history).toEqual(before.history);
  });

  it.each([
    ['a negative count', { played: -1 }],
    ['more wins than games', { won: 9 }],
    ['a streak longer than the best', { currentStreak: 3 }],
    ['a best time that is not a number', { bestTimeMs: '3 min' }],
    ['an infinite total time', { totalTimeMs: null }],
  ])('a level with %s is zeroed; other levels are kept', async (_, patch) => {
    const { before, after } = await reloadWith((save) => {
      const stats = save.state.stats as Record<string, Record<string, unknown>>;
      Object.assign(stats.hard, patch);
    });
    expect(after.notice).toEqual({ kind: 'dropped', parts: ['stats'] });
    expect(after.stats.hard).toEqual(emptyStats().hard);
    expect(after.stats.easy).toEqual(before.stats.easy);
    expect(after.history).toEqual(before.history);
  });

  it('statistics that are not an object: all zero', async () => {
    const { after } = await reloadWith((save) => {
      save.state.stats = [];
    });
    expect(after.notice).toEqual({ kind: 'dropped', parts: ['stats'] });
    expect(after.stats).toEqual(emptyStats());
  });

  it('several broken parts are all named', async () => {
    const { before, after } = await reloadWith((save) => {
      save.state.historyIndex = -1;
      save.state.settings = null;
      save.state.stats = null;
    });
    expect(after.notice).toEqual({ kind: 'dropped', parts: ['history', 'settings', 'stats'] });
    expect(selectPosition(after)).toEqual(before.history[before.history.length - 1]);
  });

  it('an older version is checked like any save: what fits is kept', async () => {
    const { before, after } = await reloadWith((save) => {
      (save as unknown as { version: number }).version = 0;
    });
    expect(after.notice).toBeNull();
    expect(savedFields(after)).toEqual(savedFields(before));
    expect(readSave().version).toBe(1); // written back in the current version
  });

  it('an older version in another shape: the parts that do not fit are dropped', async () => {
    const { before, after } = await reloadWith((save) => {
      (save as unknown as { version: number }).version = 0;
      save.state.board = save.state.history;
      delete save.state.history;
    });
    expect(after.notice).toEqual({ kind: 'dropped', parts: ['game'] });
    expect(after.settings).toEqual(before.settings);
  });

  it('a save without a version number is checked like any other', async () => {
    const { before, after } = await reloadWith((save) => {
      (save as unknown as { version: unknown }).version = 'two';
    });
    expect(after.notice).toBeNull();
    expect(after.history).toEqual(before.history);
  });

  it('the cleaned state replaces the bad data once saved; the next load is quiet', async () => {
    localStorage.setItem(KEY, '{oops');
    const tab = await openTab();
    expect(tab.state().notice).toEqual({ kind: 'dropped', parts: ['all'] });
    tab.saveNow(); // the page lifecycle does this at start
    const next = (await openTab()).state();
    expect(next.notice).toBeNull();
    expect(next.gameId).toBe(tab.state().gameId);
  });
});

describe('storage unavailable or full: the game plays on, told once', () => {
  /** Enter the solution digit in the next empty cell. */
  function move(tab: Tab): void {
    const s = tab.state();
    const cell = selectPosition(s).digits.indexOf(0);
    s.select(cell);
    s.enter(s.solution[cell] as Digit);
    expect(selectPosition(tab.state()).digits[cell]).toBe(s.solution[cell]);
  }

  it('when the browser refuses localStorage itself', async () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    const tab = await openTab();
    expect(tab.state().notice).toEqual({ kind: 'storage-unavailable' });
    move(tab);
    tab.state().dismissNotice();
    move(tab);
    move(tab);
    expect(tab.state().notice).toBeNull();
  });

  it('when reading and writing throw', async () => {
    await savedGame();
    const denied = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(denied);
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(denied);
    const tab = await openTab();
    expect(tab.state().notice).toEqual({ kind: 'storage-unavailable' });
    expect(tab.state().history).toHaveLength(1); // nothing could be read: a fresh game
    tab.state().dismissNotice();
    move(tab);
    tab.state().tick();
    expect(tab.state().notice).toBeNull();
    expect(setItem).not.toHaveBeenCalled(); // reading fails first, so no write is tried
  });

  it('when writing alone throws', async () => {
    const before = await savedGame();
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const tab = await openTab();
    expect(tab.state().notice).toBeNull(); // loading worked
    expect(tab.state().history).toEqual(before.history);
    move(tab);
    expect(tab.state().notice).toEqual({ kind: 'storage-unavailable' });
  });

  it('when storage is full: one notice, no loop, and saving resumes once there is room', async () => {
    const tab = await openTab();
    tab.state().loadPuzzle(EASY);
    const realSetItem = Storage.prototype.setItem;
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    move(tab);
    expect(tab.state().notice).toEqual({ kind: 'storage-full' });
    // One failed save for the move, one for the notice itself; then quiet.
    expect(setItem.mock.calls.length).toBeLessThanOrEqual(2);
    tab.state().dismissNotice();
    move(tab);
    tab.state().tick();
    expect(tab.state().notice).toBeNull();

    setItem.mockImplementation(function (this: Storage, key: string, value: string) {
      realSetItem.call(this, key, value);
    });
    move(tab);
    const saved = (await openTab()).state();
    expect(saved.history).toEqual(tab.state().history);
  });
});
