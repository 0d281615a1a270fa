import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { analyse, formatPosition, parseMoves, parsePosition, replayMoves } from '../../src/engine';
import type { Digit, Position } from '../../src/engine';
import { DEFAULT_SETTINGS, emptyStats, selectHistory, selectPosition } from '../../src/store';
import type { GameState, Stats } from '../../src/store';
import { EASY, EASY_SOLUTION, TWO_SOLUTIONS, at, digitsOf } from './fixtures';
import {
  KEY,
  SETTINGS,
  STATS,
  editRecord,
  editSave,
  flushAll,
  openTab,
  readRecord,
  readSave,
  savedFields,
} from './tabs';
import type { Tab } from './tabs';

/*
 * Saving and loading: a reload returns the exact game; whatever storage
 * holds that is not a valid save is dropped part by part, with a notice
 * naming what was dropped, and never crashes the page. A save keeps the
 * moves (in chunks) and the position on the board, so it grows by a few
 * bytes per move and costs the same at move 1 and move 2,000.
 */

const STATS_SAVED: Stats = {
  ...emptyStats(),
  hard: {
    played: 5,
    won: 3,
    totalTimeMs: 900_000,
    bestTimeMs: 200_000,
    currentStreak: 1,
    bestStreak: 2,
    continued: 1,
  },
};

/** A game in progress on EASY: digits, notes, Fill notes, a hint, and one undo (a redo tail). */
async function play(tab: Tab): Promise<void> {
  const s = tab.state;
  expect(await s().loadPuzzle(EASY)).toBe(true);
  await tab.engineIdle(); // graded
  s().updateSettings({ highlightSameDigits: false, showTimer: false });
  tab.useGame.setState({ stats: STATS_SAVED });
  const enter = (row: number, col: number, digit: number) => {
    s().select(at(row, col));
    s().enter(digit as Digit);
  };
  enter(1, 1, 9);
  s().select(at(1, 2));
  s().toggleNote(5);
  s().toggleNote(6);
  enter(1, 4, 3); // wrong (the solution has 2), but breaks no rule
  s().hint(); // points at the wrong 3: no move
  await tab.engineIdle();
  s().erase();
  s().fillNotes();
  s().hint(); // the next step, found by the engine
  await tab.engineIdle();
  expect(s().announcement).toMatchObject({ kind: 'hint-step', stage: 1 });
  s().hint();
  s().hint(); // applied
  s().undo();
  expect(s().moves).toHaveLength(7);
  expect(s().historyIndex).toBe(6);
}

/** A game saved by a first tab; returns its state as it was when saved. */
async function savedGame(): Promise<GameState> {
  const tab = await openTab();
  await play(tab);
  tab.records.flush();
  return tab.state();
}

/** The stored position, as a Position. */
function storedPosition(save: { state: Record<string, unknown> }): Position {
  const parsed = parsePosition(save.state.position as string);
  if (!parsed.ok) throw new Error('no position in the save');
  return parsed.value;
}

/** The stored moves, as tokens (read from the log chunks). */
function storedTokens(): string[] {
  const entries = readSave().log as number;
  const chunks: string[] = [];
  for (let k = 0; k * 64 < entries; k++) chunks.push(localStorage.getItem(`${KEY}.log.${k}`) ?? '');
  return chunks.join(',').split(',').filter(Boolean);
}

/** Replace the stored moves with `tokens` (one chunk). */
function storeTokens(tokens: string[]): void {
  for (let k = 0; localStorage.getItem(`${KEY}.log.${k}`) !== null; k++)
    localStorage.removeItem(`${KEY}.log.${k}`);
  if (tokens.length > 0) localStorage.setItem(`${KEY}.log.0`, tokens.join(','));
  editSave((save) => {
    save.log = tokens.length;
  });
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

  it('keeps corner marks and colours on several cells, each change one undo step', async () => {
    const first = await openTab();
    const s = first.state;
    expect(await s().loadPuzzle(EASY)).toBe(true);
    await first.engineIdle();
    s().toggleMarkMode('corner');
    s().select(at(1, 1));
    s().extendSelection(at(1, 2), 'add');
    s().enter(4);
    s().toggleMarkMode('colour');
    s().extendSelection(at(1, 3), 'add'); // a given, coloured too
    s().enter(6);
    first.records.flush();
    const before = selectPosition(s());
    const tab = await openTab();
    const after = selectPosition(tab.state());
    expect(after).toEqual(before);
    expect(after.corners[at(1, 2)]).toBe(1 << 3);
    expect(after.colours[at(1, 3)]).toBe(6);
    expect(tab.state().moves).toHaveLength(2);
    // The pad is still in colours, as notes mode is kept too.
    expect(tab.state().markMode).toBe('colour');
    expect(tab.state().notesMode).toBe(false);
    tab.state().undo();
    expect(selectPosition(tab.state()).colours[at(1, 3)]).toBe(0);
    expect(selectPosition(tab.state()).corners[at(1, 2)]).toBe(1 << 3);
  });

  it('a save from before the corner and colour modes were kept loads with neither, unrepaired', async () => {
    const first = await openTab();
    expect(await first.state().loadPuzzle(EASY)).toBe(true);
    first.state().toggleMarkMode('corner');
    first.records.flush();
    expect(readSave().state.markMode).toBe('corner');
    editSave((save) => {
      delete save.state.markMode;
    });
    const tab = await openTab();
    expect(tab.state().markMode).toBeNull();
    expect(tab.state().gameId).toBe(first.state().gameId);
    expect(tab.state().notice).toBeNull();
  });

  it('undo after reload steps back through the saved history', async () => {
    const before = await savedGame();
    const tab = await openTab();
    tab.state().undo();
    expect(selectPosition(tab.state())).toEqual(selectHistory(before)[5]);
    tab.state().redo();
    tab.state().redo();
    expect(selectPosition(tab.state())).toEqual(selectHistory(before)[7]);
  });

  it('keeps the time played, and the clock runs on from the load', async () => {
    const first = await openTab();
    expect(await first.state().loadPuzzle(EASY)).toBe(true);
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
    await first.state().loadPuzzle(EASY);
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
    await first.state().loadPuzzle(EASY);
    await first.engineIdle();
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

  it('keeps digit first, but not the digit held (a reload starts with none)', async () => {
    const first = await openTab();
    await first.state().loadPuzzle(EASY);
    first.state().updateSettings({ inputMode: 'digit-first' });
    first.state().pressDigit(5);
    expect(first.state().heldDigit).toBe(5);
    const tab = await openTab();
    expect(tab.state().settings.inputMode).toBe('digit-first');
    expect(tab.state().heldDigit).toBeNull();
    expect(tab.state().notice).toBeNull();
  });

  it('nothing saved: no game until the first one is made, and no notice', async () => {
    const tab = await openTab();
    expect(tab.state().gameId).toBe('');
    expect(tab.state().notice).toBeNull();
    expect(tab.state().settings).toEqual(DEFAULT_SETTINGS);
    tab.state().ensureGame();
    await tab.engineIdle();
    expect(tab.state().gameId).not.toBe('');
  });

  it('each save carries a higher revision and the time it was written', async () => {
    const tab = await openTab();
    await tab.state().loadPuzzle(EASY);
    const first = readSave();
    tab.state().select(at(1, 1));
    tab.state().enter(9);
    const second = readSave();
    expect(second.revision).toBe(first.revision + 1);
    expect(second.savedAt).toBe(Date.now());
    expect(second.version).toBe(tab.RECORD_VERSION);
  });

  it('saves the game, settings and statistics as records of their own, but not messages or dialogs', async () => {
    const saved = await savedGame();
    expect(Object.keys(readSave().state).sort()).toEqual(
      [
        'gameId',
        'givens',
        'solution',
        'historyIndex',
        'position',
        'selected',
        'notesMode',
        'markMode',
        'difficulty',
        'kind',
        'level',
        'flagged',
        'startedAt',
        'finishedAt',
        'elapsedMs',
        'paused',
        'hintsUsed',
        'mistakes',
        'daily',
      ].sort(),
    );
    expect(Object.keys(readRecord(SETTINGS).state).sort()).toEqual(
      Object.keys(DEFAULT_SETTINGS).sort(),
    );
    expect(Object.keys(readRecord(STATS).state).sort()).toEqual([
      'dailyResults',
      'kindStats',
      'mastery',
      'stats',
    ]);
    expect(readRecord(STATS).state.stats).toEqual(saved.stats);
    expect(localStorage.getItem('sudoku.entry')).toBeNull(); // no puzzle being entered
  });

  it('writes when the page is idle, not on every change', async () => {
    const tab = await openTab();
    await tab.state().loadPuzzle(EASY);
    tab.records.flush();
    const written = localStorage.getItem(KEY);
    tab.state().select(at(1, 1));
    tab.state().enter(9);
    expect(localStorage.getItem(KEY)).toBe(written); // not yet
    await new Promise((resolve) => setTimeout(resolve, 5)); // an idle moment
    expect(localStorage.getItem(KEY)).not.toBe(written);
    expect(storedTokens()).toEqual(['P009']);
  });
});

describe('a save costs the same at move 1 and at move 2,000', () => {
  it('grows by a few characters per move, and a move rewrites only the last chunk of moves', async () => {
    const tab = await openTab();
    await tab.state().loadPuzzle(EASY);
    flushAll();
    const size = () => {
      let total = 0;
      for (let i = 0; i < localStorage.length; i++)
        total += localStorage.getItem(localStorage.key(i)!)!.length;
      return total;
    };
    const empty = size();
    const cell = at(1, 1);
    tab.state().select(cell);
    for (let i = 0; i < 2_000; i++) tab.state().toggleNote(((i % 9) + 1) as Digit);
    flushAll();
    const perMove = (size() - empty) / 2_000;
    expect(perMove).toBeLessThanOrEqual(8); // the issue allows ~80
    expect(readSave().log).toBe(2_000);

    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    tab.state().toggleNote(5);
    flushAll();
    const written = setItem.mock.calls.map(([key, value]) => [key, value.length] as const);
    expect(written.map(([key]) => key).sort()).toEqual([KEY, `${KEY}.log.31`]);
    expect(written.reduce((n, [, length]) => n + length, 0)).toBeLessThan(2_500);
  });

  it('a new move after undoing many rewrites from the first changed chunk and drops the rest', async () => {
    const tab = await openTab();
    await tab.state().loadPuzzle(EASY);
    tab.state().select(at(1, 1));
    for (let i = 0; i < 200; i++) tab.state().toggleNote(((i % 9) + 1) as Digit);
    flushAll();
    expect(localStorage.getItem(`${KEY}.log.3`)).not.toBeNull();
    for (let i = 0; i < 150; i++) tab.state().undo();
    tab.state().toggleNote(9); // drops the redo tail: 51 moves
    flushAll();
    expect(readSave().log).toBe(51);
    expect(localStorage.getItem(`${KEY}.log.1`)).toBeNull();
    expect(localStorage.getItem(`${KEY}.log.3`)).toBeNull();
    const reloaded = (await openTab()).state();
    expect(savedFields(reloaded)).toEqual(savedFields(tab.state()));
  });
});

describe('unreadable data is dropped, the rest kept, and the player told', () => {
  /** Reload after `edit`ing the save of the game from `play`. */
  async function reloadWith(edit: (save: { state: Record<string, unknown>; log: number }) => void) {
    const before = await savedGame();
    editSave(edit);
    const tab = await openTab();
    return { before, after: tab.state(), tab };
  }

  /** The saved game is gone: settings and statistics are kept, and a new game comes. */
  async function expectGameDropped(before: GameState, tab: Tab): Promise<void> {
    const after = tab.state();
    expect(after.notice).toEqual({ kind: 'dropped', parts: ['game'] });
    expect(after.gameId).toBe('');
    expect(after.settings).toEqual(before.settings);
    expect(after.stats).toEqual(before.stats);
    // The page asks for a new game, and it plays.
    tab.state().ensureGame();
    await tab.engineIdle();
    const s = tab.state();
    const empty = s.givens.indexOf(0);
    s.select(empty);
    s.enter(s.solution[empty] as Digit);
    expect(selectPosition(tab.state()).digits[empty]).toBe(s.solution[empty]);
  }

  it.each([
    ['invalid JSON', '{"revision":3,"state":{"givens":['],
    ['an empty string', ''],
    ['JSON that is not an object', '[1,2,3]'],
    ['an object without a state', '{"revision":3,"version":2}'],
    ['a state that is not an object', '{"revision":3,"version":2,"state":"hello"}'],
    ['null', 'null'],
  ])("%s in the game's record: the game is dropped and named, the rest kept", async (_, text) => {
    const before = await savedGame();
    localStorage.setItem(KEY, text);
    const tab = await openTab();
    const s = tab.state();
    expect(s.notice).toEqual({ kind: 'dropped', parts: ['game'] });
    expect(s.gameId).toBe('');
    expect(s.settings).toEqual(before.settings);
    expect(s.stats).toEqual(before.stats);
  });

  const replaceAt = (text: string, index: number, ch: string) =>
    text.slice(0, index) + ch + text.slice(index + 1);

  it.each([
    ['givens that repeat a digit', (g: string) => replaceAt(g, 1, '8')], // 8 is given at row 1, column 3
    ['a given that is not a digit', (g: string) => replaceAt(g, 2, 'x')],
    ['a board of 80 cells', (g: string) => g.slice(1)],
    ['a board that is not text', () => Array(81).fill(0)],
  ])('a board with %s: the game is dropped', async (_, breakGivens) => {
    const { before, tab } = await reloadWith((save) => {
      save.state.givens = breakGivens(save.state.givens as string);
    });
    await expectGameDropped(before, tab);
  });

  it.each([
    ['is not a complete grid', (s: string) => replaceAt(s, 0, '0')],
    ['breaks the rules', (s: string) => s[1] + s[0] + s.slice(2)],
    ['does not keep the givens', (s: string) => replaceAt(s, 2, '1')],
  ])('a solution that %s: the game is dropped', async (_, breakSolution) => {
    const { before, tab } = await reloadWith((save) => {
      save.state.solution = breakSolution(save.state.solution as string);
    });
    await expectGameDropped(before, tab);
  });

  it("a puzzle with two solutions and one of them saved as 'the' solution: the game is dropped", async () => {
    const { before, tab } = await reloadWith((save) => {
      const givens = digitsOf(TWO_SOLUTIONS);
      save.state.givens = givens.join('');
      save.state.solution = analyse(givens, 2).solution!.join(''); // the first of the two
      save.state.position = formatPosition({
        digits: givens,
        notes: Array(81).fill(0),
        hinted: Array(81).fill(0),
        corners: Array(81).fill(0),
        colours: Array(81).fill(0),
      });
      save.state.historyIndex = 0;
      save.log = 0;
    });
    await expectGameDropped(before, tab);
  });

  // Infinity stands for a non-finite number in the text: JSON.parse reads 1e999 as Infinity.
  it.each([
    ['elapsedMs', Infinity, 'elapsedMs', 365 * 24 * 3600 * 1000],
    ['elapsedMs', 1e300, 'elapsedMs', 365 * 24 * 3600 * 1000],
    ['elapsedMs', -5, 'elapsedMs', 0],
    ['elapsedMs', 'soon', 'elapsedMs', 0],
    ['startedAt', null, 'startedAt', 1_700_000_000_000],
    ['finishedAt', Infinity, 'finishedAt', null],
    ['hintsUsed', 1.5, 'hintsUsed', 0],
    ['hintsUsed', 2 ** 53 - 1, 'hintsUsed', 1_000_000_000],
    ['mistakes', -1, 'mistakes', 0],
    ['selected', 81, 'selected', 0],
    ['notesMode', 'yes', 'notesMode', false],
    ['markMode', 'sideways', 'markMode', null],
    ['paused', 0, 'paused', false],
    ['level', 'impossible', 'level', null],
    ['flagged', 'none', 'flagged', new Array(81).fill(0)],
  ])(
    'a game whose %s is %s: repaired and reported, the game kept',
    async (field, value, repaired, expected) => {
      const before = await savedGame();
      editSave((save) => {
        save.state[field] = value === Infinity ? 'INFINITY' : value;
      });
      localStorage.setItem(KEY, localStorage.getItem(KEY)!.replace('"INFINITY"', '1e999'));
      const after = (await openTab()).state();
      expect(after.notice).toEqual({ kind: 'dropped', parts: ['values'] });
      expect(after.gameId).toBe(before.gameId);
      expect(after.moves).toEqual(before.moves);
      expect(selectPosition(after)).toEqual(selectPosition(before));
      expect((after as unknown as Record<string, unknown>)[repaired]).toEqual(expected);
    },
  );

  it('a game id that is not text gets a fresh one, the game kept', async () => {
    const before = await savedGame();
    editSave((save) => {
      save.state.gameId = 42;
    });
    const after = (await openTab()).state();
    expect(after.notice).toEqual({ kind: 'dropped', parts: ['values'] });
    expect(typeof after.gameId).toBe('string');
    expect(after.gameId).not.toBe('');
    expect(after.moves).toEqual(before.moves);
  });

  it('a finished time on a board that is not solved: the game plays on, unfinished', async () => {
    const { before, after } = await reloadWith((save) => {
      save.state.finishedAt = Date.now();
    });
    expect(after.notice).toEqual({ kind: 'dropped', parts: ['values'] });
    expect(after.finishedAt).toBeNull();
    expect(after.moves).toEqual(before.moves);
  });

  it('a log of 2^53-1 moves is not read (no freeze): the moves are dropped, the board kept', async () => {
    const before = await savedGame();
    editSave((save) => {
      save.log = 2 ** 53 - 1;
    });
    const started = performance.now();
    const tab = await openTab();
    expect(performance.now() - started).toBeLessThan(5_000);
    expectHistoryDropped(before, tab);
  });

  /** Change the stored position on the board. */
  const editPosition =
    (change: (p: { -readonly [K in keyof Position]: number[] }) => void) =>
    (save: { state: Record<string, unknown> }) => {
      const p = storedPosition(save) as { -readonly [K in keyof Position]: number[] };
      change(p);
      save.state.position = formatPosition(p);
    };

  it.each([
    ['digits that do not keep the givens', editPosition((p) => (p.digits[2] = 1))],
    ['a hint mark on a wrong digit', editPosition((p) => (p.hinted[3] = 1))],
    ['a hint mark on a given', editPosition((p) => (p.hinted[2] = 1))],
    [
      'a notes mask out of range',
      (save: { state: Record<string, unknown> }) => {
        const text = save.state.position as string;
        save.state.position = text.slice(0, 82) + 'zz' + text.slice(84);
      },
    ],
  ])(
    'a position on the board with %s and unreadable moves: the game is dropped',
    async (_, breakIt) => {
      const before = await savedGame();
      editSave(breakIt);
      storeTokens(['zz']);
      await expectGameDropped(before, await openTab());
    },
  );

  it('a broken position on the board with moves that keep the rules: the moves rebuild it', async () => {
    const { before, after } = await reloadWith(editPosition((p) => (p.digits[2] = 1)));
    expect(after.notice).toBeNull();
    expect(selectPosition(after)).toEqual(selectPosition(before));
  });

  /** The game is kept at its position; the undo history is rebuilt from it alone. */
  function expectHistoryDropped(before: GameState, tab: Tab) {
    const after = tab.state();
    expect(after.notice).toEqual({ kind: 'dropped', parts: ['history'] });
    expect(after.gameId).toBe(before.gameId);
    expect(selectPosition(after)).toEqual(selectPosition(before));
    expect(after.historyIndex).toBe(after.moves.length);
    expect(after.hintsUsed).toBe(before.hintsUsed);
    expect(after.settings).toEqual(before.settings);
    expect(after.stats).toEqual(before.stats);
    // Undoing every rebuilt move goes back to the start of the puzzle.
    for (let i = 0; i < after.moves.length; i++) tab.state().undo();
    expect(selectPosition(tab.state()).digits).toEqual(digitsOf(EASY));
  }

  it.each([
    ['a move missing in the middle', (t: string[]) => [t[0], ...t.slice(2)]],
    ['an unknown kind of move', (t: string[]) => ['z405', ...t.slice(1)]],
    ['a move in a cell out of range', (t: string[]) => ['P999', ...t.slice(1)]],
    ['a first move that places another digit', (t: string[]) => ['P008', ...t.slice(1)]],
    ['a hint that fills a wrong digit', (t: string[]) => [...t.slice(0, 2), 'H011', ...t.slice(2)]],
    ['a note digit out of range', (t: string[]) => ['n010', ...t]],
  ])('moves with %s: the history is dropped, the board kept', async (_, breakMoves) => {
    const before = await savedGame();
    storeTokens(breakMoves(storedTokens()));
    expectHistoryDropped(before, await openTab());
  });

  it('a history index out of range: the history is dropped, the board kept', async () => {
    const { before, tab } = await reloadWith((save) => {
      save.state.historyIndex = 17;
    });
    expectHistoryDropped(before, tab);
  });

  it.each([
    ['kept', 'x026'],
    ['dropped when its digit is out of range', 'x020'],
  ])('an eliminate move (a hint shown on the notes) is checked too: %s', async (_, token) => {
    const before = await savedGame();
    const tokens = [...storedTokens().slice(0, before.historyIndex), token];
    const parsed = parseMoves(tokens.join(','));
    const positions = parsed.ok ? replayMoves(digitsOf(EASY), parsed.value) : selectHistory(before);
    const board = parsed.ok ? positions[tokens.length] : selectPosition(before);
    storeTokens(tokens);
    editSave((save) => {
      save.state.historyIndex = parsed.ok ? tokens.length : before.historyIndex;
      save.state.position = formatPosition(board);
    });
    const after = (await openTab()).state();
    if (!parsed.ok) {
      expect(after.notice).toEqual({ kind: 'dropped', parts: ['history'] });
      expect(selectPosition(after)).toEqual(selectPosition(before));
      return;
    }
    expect(after.notice).toBeNull();
    expect(after.moves.at(-1)).toEqual({
      kind: 'eliminate',
      eliminations: [{ cell: at(1, 3), digit: 6 }],
    });
    expect(selectPosition(after).notes[at(1, 3)] & (1 << 5)).toBe(0); // 6 eliminated
  });

  /** Reload after `edit`ing a record of the game from `play`. */
  async function reloadWithRecord(
    key: string,
    edit: (save: { state: Record<string, unknown> | string }) => void,
  ) {
    const before = await savedGame();
    editRecord(key, edit);
    const tab = await openTab();
    return { before, after: tab.state(), tab };
  }

  it('an invalid setting gets its default; the other settings are kept', async () => {
    const { before, after } = await reloadWithRecord(SETTINGS, (save) => {
      (save.state as Record<string, unknown>).mistakesMode = 'sometimes';
      (save.state as Record<string, unknown>).showTimer = 'yes';
    });
    expect(after.notice).toEqual({ kind: 'dropped', parts: ['settings'] });
    expect(after.settings).toEqual({
      ...before.settings,
      mistakesMode: DEFAULT_SETTINGS.mistakesMode,
      showTimer: DEFAULT_SETTINGS.showTimer,
    });
    expect(after.settings.highlightSameDigits).toBe(false); // as saved
    expect(after.moves).toEqual(before.moves);
  });

  it('a saved language or theme that is not offered gets its default; chosen ones are kept', async () => {
    const { after } = await reloadWithRecord(SETTINGS, (save) => {
      (save.state as Record<string, unknown>).language = 'fr';
      (save.state as Record<string, unknown>).theme = 'dark';
    });
    expect(after.notice).toEqual({ kind: 'dropped', parts: ['settings'] });
    expect(after.settings.language).toBeNull();
    expect(after.settings.theme).toBe('dark');
  });

  it('a saved input that is not offered gets its default (cell first)', async () => {
    const { before, after } = await reloadWithRecord(SETTINGS, (save) => {
      (save.state as Record<string, unknown>).inputMode = 'digit-last';
    });
    expect(after.notice).toEqual({ kind: 'dropped', parts: ['settings'] });
    expect(after.settings).toEqual({ ...before.settings, inputMode: 'cell-first' });
  });

  it('settings that are not an object: all default', async () => {
    const { after } = await reloadWithRecord(SETTINGS, (save) => {
      save.state = 'dark';
    });
    expect(after.notice).toEqual({ kind: 'dropped', parts: ['settings'] });
    expect(after.settings).toEqual(DEFAULT_SETTINGS);
  });

  it('a setting missing from the save (newer than it) gets its default without a notice', async () => {
    const { after } = await reloadWithRecord(SETTINGS, (save) => {
      delete (save.state as Record<string, unknown>).showTimer;
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
    expect(after.moves).toEqual(before.moves);
  });

  it.each([
    ['a negative count', { played: -1 }],
    ['more wins than games', { won: 9 }],
    ['a streak longer than the best', { currentStreak: 3 }],
    ['a best time that is not a number', { bestTimeMs: '3 min' }],
    ['an infinite total time', { totalTimeMs: null }],
    ['a count beyond any real one', { played: 2 ** 53 - 1 }],
  ])('a level with %s is zeroed; other levels are kept', async (_, patch) => {
    const { before, after } = await reloadWithRecord(STATS, (save) => {
      const { stats } = save.state as { stats: Record<string, Record<string, unknown>> };
      Object.assign(stats.hard, patch);
    });
    expect(after.notice).toEqual({ kind: 'dropped', parts: ['stats'] });
    expect(after.stats.hard).toEqual(emptyStats().hard);
    expect(after.stats.easy).toEqual(before.stats.easy);
    expect(after.moves).toEqual(before.moves);
  });

  it('statistics that are not an object: all zero', async () => {
    const { after } = await reloadWithRecord(STATS, (save) => {
      (save.state as Record<string, unknown>).stats = [];
    });
    expect(after.notice).toEqual({ kind: 'dropped', parts: ['stats'] });
    expect(after.stats).toEqual(emptyStats());
  });

  it('keeps the mastery counts; a damaged count is dropped and the statistics named', async () => {
    const tab = await openTab();
    await play(tab);
    const counts = { 'x-wing': { own: 2, hinted: 1 }, 'hidden-single': { own: 7, hinted: 0 } };
    tab.useGame.setState({ mastery: counts });
    tab.records.flush();
    expect((await openTab()).state().mastery).toEqual(counts);
    editRecord(STATS, (save) => {
      save.state.mastery = { ...counts, pointing: { own: 'many', hinted: 0 } };
    });
    const after = (await openTab()).state();
    expect(after.notice).toEqual({ kind: 'dropped', parts: ['stats'] });
    expect(after.mastery).toEqual(counts);
  });

  it('several broken parts are all named', async () => {
    const before = await savedGame();
    editSave((save) => {
      save.state.historyIndex = -1;
    });
    editRecord(SETTINGS, (save) => {
      save.state = 'none';
    });
    editRecord(STATS, (save) => {
      save.state.stats = null;
    });
    const after = (await openTab()).state();
    expect(after.notice).toEqual({ kind: 'dropped', parts: ['history', 'settings', 'stats'] });
    expect(selectPosition(after)).toEqual(selectPosition(before));
  });

  it('a save without a version number is checked like any other', async () => {
    const { before, after } = await reloadWith((save) => {
      (save as unknown as { version: unknown }).version = 'two';
    });
    expect(after.notice).toBeNull();
    expect(after.moves).toEqual(before.moves);
  });

  it('the cleaned state replaces the bad data once saved; the next load is quiet', async () => {
    localStorage.setItem(KEY, '{oops');
    const tab = await openTab();
    expect(tab.state().notice).toEqual({ kind: 'dropped', parts: ['game'] });
    tab.state().ensureGame();
    tab.saveNow(); // the page lifecycle does this
    const next = (await openTab()).state();
    expect(next.notice).toBeNull();
    expect(next.gameId).toBe(tab.state().gameId);
  });
});

describe('saves written by version 1 (every position kept) still load', () => {
  /** A version 1 save of `state`: positions for the history, a rewind holding its whole position. */
  function version1Save(state: GameState) {
    const history = selectHistory(state);
    const moves = state.moves.map((m) =>
      m.kind === 'restore' ? { kind: 'restore', position: history[m.to] } : m,
    );
    const {
      gameId,
      givens,
      solution,
      historyIndex,
      selected,
      notesMode,
      difficulty,
      level,
      flagged,
    } = state;
    const { startedAt, finishedAt, elapsedMs, paused, hintsUsed, mistakes, settings, stats } =
      state;
    return {
      revision: 7,
      savedAt: Date.now(),
      version: 1,
      state: {
        ...{
          gameId,
          givens,
          solution,
          history,
          historyIndex,
          moves,
          selected,
          notesMode,
          difficulty,
        },
        ...{
          level,
          flagged,
          startedAt,
          finishedAt,
          elapsedMs,
          paused,
          hintsUsed,
          mistakes,
          settings,
          stats,
        },
      },
    };
  }

  it('a game with a rewind loads exactly, and is written back in the current version', async () => {
    const first = await openTab();
    await play(first);
    first.state().select(at(1, 4));
    first.state().enter(3); // wrong
    first.state().select(at(1, 5));
    first.state().enter(6);
    first.state().rewindToLastCorrect();
    const before = first.state();
    expect(before.moves.at(-1)).toMatchObject({ kind: 'restore' });
    localStorage.clear();
    localStorage.setItem(KEY, JSON.stringify(version1Save(before)));
    const tab = await openTab();
    expect(tab.state().notice).toBeNull();
    expect(savedFields(tab.state())).toEqual(savedFields(before));
    tab.saveNow();
    expect(readSave().version).toBe(tab.RECORD_VERSION);
    // The settings and statistics it held are records of their own now.
    expect(readRecord(SETTINGS).state).toEqual(before.settings);
    expect(readRecord(STATS).state.stats).toEqual(before.stats);
    expect(readSave().state.settings).toBeUndefined();
  });

  it('a version 1 save in another shape: the parts that do not fit are dropped', async () => {
    const before = await savedGame();
    const save = version1Save(before) as { state: Record<string, unknown> };
    save.state.board = save.state.history;
    delete save.state.history;
    localStorage.setItem(KEY, JSON.stringify(save));
    const after = (await openTab()).state();
    expect(after.notice).toEqual({ kind: 'dropped', parts: ['game'] });
    expect(after.settings).toEqual(before.settings);
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
    tab.records.flush();
  }

  it('when the browser refuses localStorage itself', async () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    const tab = await openTab();
    expect(tab.state().notice).toEqual({ kind: 'storage-unavailable' });
    await tab.state().loadPuzzle(EASY);
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
    expect(tab.state().gameId).toBe(''); // nothing could be read
    tab.state().dismissNotice();
    await tab.state().loadPuzzle(EASY);
    move(tab);
    tab.state().tick();
    tab.records.flush();
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
    expect(tab.state().moves).toEqual(before.moves);
    move(tab);
    expect(tab.state().notice).toEqual({ kind: 'storage-unavailable' });
  });

  it('when storage is full: one notice, no loop, and saving resumes once there is room', async () => {
    const tab = await openTab();
    await tab.state().loadPuzzle(EASY);
    tab.records.flush();
    const realSetItem = Storage.prototype.setItem;
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    move(tab);
    expect(tab.state().notice).toEqual({ kind: 'storage-full' });
    tab.records.flush(); // the notice's own save fails quietly
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
    expect(savedFields(saved)).toEqual(savedFields(tab.state()));
  });
});
