import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { encodeShare, findWrongCells } from '../../src/engine';
import type { Digit } from '../../src/engine';
import { selectPosition, selectRegularInProgress } from '../../src/store';
import { EASY, EASY_SOLUTION, HIDDEN, at, digitsOf } from './fixtures';
import { openTab, readSave } from './tabs';
import type { Tab } from './tabs';

/*
 * The daily puzzle in the store: made from the date, played apart from the
 * regular game (which is set aside and comes back), each saved under its
 * own key, so a reload returns to either and neither replaces the other.
 */

const MONDAY = '2026-11-23';
const MONDAY_GIVENS =
  '8.6.29..3..45..62.25.6.....9.....351.25.1.48.138.....9.....2.35.63..71..7..39.8.6';

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 23, 9, 30)); // Monday morning, local time
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const text = (board: readonly number[]) => board.map((d) => d || '.').join('');

/** Place `digit` at 1-based row and column. */
function enter(tab: Tab, row: number, col: number, digit: number): void {
  tab.state().select(at(row, col));
  tab.state().enter(digit as Digit);
}

/** A regular game in progress on EASY (a 9 at row 1, column 1), then today's daily puzzle. */
async function regularThenDaily(): Promise<Tab> {
  const tab = await openTab();
  await tab.state().loadPuzzle(EASY);
  await tab.engineIdle();
  enter(tab, 1, 1, 9);
  tab.state().openDaily();
  await tab.engineIdle();
  return tab;
}

describe('the daily puzzle', () => {
  it("opens today's puzzle at once, setting the regular game aside", async () => {
    const tab = await regularThenDaily();
    const s = tab.state();
    expect(s.daily).toBe(MONDAY);
    expect(text(s.givens)).toBe(MONDAY_GIVENS);
    expect(s.level).toBe('easy');
    expect(s.parked?.givens).toEqual(digitsOf(EASY));
    expect(s.parked?.position.digits[0]).toBe(9);
  });

  it('brings the regular game back, as it was, and keeps the daily progress', async () => {
    const tab = await regularThenDaily();
    enter(tab, 1, 2, 7);
    tab.state().leaveDaily();
    let s = tab.state();
    expect(s.daily).toBeNull();
    expect(text(s.givens)).toBe(EASY);
    expect(selectPosition(s).digits[0]).toBe(9);
    expect(s.runningSince).not.toBeNull();
    tab.saveNow();
    tab.state().openDaily(MONDAY);
    await tab.engineIdle();
    s = tab.state();
    expect(s.daily).toBe(MONDAY);
    expect(selectPosition(s).digits[1]).toBe(7);
  });

  it('saves each game under its own key, and a reload returns to the daily with the regular game aside', async () => {
    const tab = await regularThenDaily();
    enter(tab, 1, 2, 7);
    tab.saveNow();
    const main = readSave();
    expect(main.state.daily).toBe(MONDAY);
    expect(main.state.givens).toBe(EASY.replace(/\./g, '0')); // the regular game
    // The daily's moves are its record's log, as the regular game's are.
    expect(JSON.parse(localStorage.getItem(`sudoku.daily.${MONDAY}`)!).log).toBe(1);
    expect(localStorage.getItem(`sudoku.daily.${MONDAY}.log.0`)).toBe('P017');

    const again = await openTab();
    const s = again.state();
    expect(s.daily).toBe(MONDAY);
    expect(selectPosition(s).digits[1]).toBe(7);
    expect(s.parked?.position.digits[0]).toBe(9);
    s.leaveDaily();
    expect(text(again.state().givens)).toBe(EASY);
  });

  it('records a solved daily puzzle apart from the level statistics', async () => {
    const tab = await regularThenDaily();
    const { solution, givens } = tab.state();
    for (let i = 0; i < 81; i++) {
      if (givens[i] !== 0) continue;
      tab.state().select(i);
      tab.state().enter(solution[i] as Digit);
    }
    const s = tab.state();
    expect(s.finishedAt).not.toBeNull();
    expect(s.dailyResults[MONDAY]).toMatchObject({ hints: 0, mistakes: 0, onTime: true });
    expect(s.stats.easy.won).toBe(0);
  });

  it('another date opens another puzzle, keeping the regular game aside', async () => {
    const tab = await regularThenDaily();
    tab.state().openDaily('2026-11-24');
    await tab.engineIdle();
    const s = tab.state();
    expect(s.daily).toBe('2026-11-24');
    expect(s.level).toBe('medium');
    expect(text(s.givens)).not.toBe(MONDAY_GIVENS);
    expect(s.parked?.givens).toEqual(digitsOf(EASY));
  });

  it('a damaged daily record is dropped with a notice; the regular game is kept', async () => {
    const tab = await regularThenDaily();
    tab.saveNow();
    localStorage.setItem(`sudoku.daily.${MONDAY}`, '{"version":2,"state":{"gameId":"x"}}');
    const again = await openTab();
    const s = again.state();
    expect(s.daily).toBeNull();
    expect(text(s.givens)).toBe(EASY);
    expect(selectPosition(s).digits[0]).toBe(9);
    expect(s.notice).toEqual({ kind: 'dropped', parts: ['daily'] });
  });

  it('New game on a daily puzzle: its dialog warns for the regular game set aside; Cancel stays on the daily', async () => {
    const tab = await regularThenDaily();
    tab.state().requestNewGame();
    expect(tab.state().dialog).toBe('new-game');
    expect(tab.state().daily).toBe(MONDAY); // still on the daily while the dialog is open
    expect(selectRegularInProgress(tab.state())).toBe(true); // the regular game has a 9 in it
    tab.state().closeDialog();
    expect(tab.state().daily).toBe(MONDAY);
    expect(text(tab.state().givens)).toBe(MONDAY_GIVENS);
  });

  it("New game confirmed on a daily puzzle replaces the regular game set aside; the daily's progress stays saved", async () => {
    const tab = await regularThenDaily();
    enter(tab, 1, 2, 7);
    tab.state().requestNewGame();
    tab.state().confirmNewGame();
    await tab.engineIdle();
    await vi.waitFor(() => expect(tab.state().daily).toBeNull());
    await vi.waitFor(() => expect(text(tab.state().givens)).not.toBe(EASY));
    expect(tab.state().dialog).toBeNull();
    expect(selectRegularInProgress(tab.state())).toBe(false);
    tab.state().openDaily();
    await tab.engineIdle();
    await vi.waitFor(() => expect(tab.state().daily).toBe(MONDAY));
    expect(selectPosition(tab.state()).digits[1]).toBe(7);
  });
});

describe('links and entry over a daily puzzle (issue 20 item 6h)', () => {
  it('a link over a daily asks first; Keep playing stays on the daily; Open leaves it for the link', async () => {
    const tab = await regularThenDaily();
    enter(tab, 1, 2, 7);
    expect(await tab.state().offerPuzzle(HIDDEN)).toBe(true);
    expect(tab.state().dialog).toBe('confirm-link');
    expect(tab.state().daily).toBe(MONDAY); // asked over the daily
    tab.state().closeDialog(); // Keep playing
    expect(tab.state().daily).toBe(MONDAY);
    expect(text(tab.state().givens)).toBe(MONDAY_GIVENS);
    expect(selectPosition(tab.state()).digits[1]).toBe(7);

    await tab.state().offerPuzzle(HIDDEN);
    tab.state().confirmLink();
    await vi.waitFor(() => expect(text(tab.state().givens)).toBe(HIDDEN));
    expect(tab.state().daily).toBeNull();
    tab.state().openDaily();
    await tab.engineIdle();
    await vi.waitFor(() => expect(tab.state().daily).toBe(MONDAY));
    expect(selectPosition(tab.state()).digits[1]).toBe(7); // the daily kept its progress
  });

  it('a link over a daily with no regular game in progress opens at once', async () => {
    const tab = await openTab();
    tab.state().openDaily();
    await tab.engineIdle();
    await vi.waitFor(() => expect(tab.state().daily).toBe(MONDAY));
    expect(await tab.state().offerPuzzle(HIDDEN)).toBe(true);
    expect(tab.state().dialog).toBeNull();
    expect(tab.state().daily).toBeNull();
    expect(text(tab.state().givens)).toBe(HIDDEN);
  });

  it('Enter a puzzle on a daily: Keep playing at the question, then Cancel, returns to the daily', async () => {
    const tab = await regularThenDaily();
    tab.state().enterPuzzle();
    tab.state().pastePuzzle(HIDDEN);
    await tab.engineIdle();
    await vi.waitFor(() => expect(tab.state().entry?.verdict.kind).toBe('unique'));
    tab.state().playEntry();
    expect(tab.state().dialog).toBe('confirm-entry'); // the regular game set aside has a 9 in it
    tab.state().closeDialog();
    tab.state().cancelEntry();
    expect(tab.state().entry).toBeNull();
    expect(tab.state().daily).toBe(MONDAY);
    expect(text(tab.state().givens)).toBe(MONDAY_GIVENS);
  });

  it('Enter a puzzle on a daily, played: it replaces the regular game; the daily stays saved', async () => {
    const tab = await regularThenDaily();
    tab.state().enterPuzzle();
    tab.state().pastePuzzle(HIDDEN);
    await tab.engineIdle();
    await vi.waitFor(() => expect(tab.state().entry?.verdict.kind).toBe('unique'));
    tab.state().playEntry();
    tab.state().confirmPlayEntry();
    expect(tab.state().daily).toBeNull();
    expect(text(tab.state().givens)).toBe(HIDDEN);
    expect(tab.state().parked).toBeNull();
  });
});

describe('a shared link whose progress completes the puzzle', () => {
  it('opens as a win, not counted in the statistics', async () => {
    const tab = await openTab();
    const givens = digitsOf(EASY);
    const solution = digitsOf(EASY_SOLUTION);
    const code = encodeShare({
      givens,
      progress: { digits: solution, notes: new Array<number>(81).fill(0) },
    });
    const before = JSON.stringify(tab.state().stats);
    expect(await tab.state().offerShared(code)).toBe(true);
    const s = tab.state();
    expect(text(s.givens)).toBe(EASY);
    expect(s.finishedAt).not.toBeNull();
    expect(s.dialog).toBe('won');
    expect(s.announcement?.kind).toBe('won');
    await tab.engineIdle();
    expect(JSON.stringify(tab.state().stats)).toBe(before);
  });
});

describe('a daily puzzle keeps the same guarantees as the regular game', () => {
  /** The empty cells of the daily on the board, in order, with their solution digits. */
  const emptyCells = (tab: Tab) => {
    const { givens, solution } = tab.state();
    return givens.flatMap((g, i) => (g === 0 ? [[i, solution[i]] as const] : []));
  };

  /** Fill the next `n` empty cells of the daily with their solution digits. */
  function solveSome(tab: Tab, n: number): void {
    const empty = emptyCells(tab).filter(([i]) => selectPosition(tab.state()).digits[i] === 0);
    for (const [cell, digit] of empty.slice(0, n)) {
      tab.state().select(cell);
      tab.state().enter(digit as Digit);
    }
  }

  it('two tabs on the same daily: the stale tab takes over the newer moves, paused, and none is lost', async () => {
    const a = await regularThenDaily();
    solveSome(a, 3);
    a.saveNow();
    const b = await openTab(); // the same daily, in a second tab
    expect(b.state().daily).toBe(MONDAY);
    expect(b.state().moves).toHaveLength(3);
    solveSome(b, 3);
    b.saveNow();
    // Tab A hears of it (its storage event) and takes the six moves over, paused, with a notice.
    expect(a.syncFromStorage()).toBe(true);
    expect(a.state().moves).toHaveLength(6);
    expect(a.state().paused).toBe(true);
    expect(a.state().notice).toEqual({ kind: 'synced-from-other-tab' });
    // Tab A never writes its older progress over B's: a move there builds on all six.
    a.state().resume();
    solveSome(a, 1);
    a.saveNow();
    expect((await openTab()).state().moves).toHaveLength(7);
  });

  it('a stale tab that tries to save finds the newer daily instead of overwriting it', async () => {
    const a = await regularThenDaily();
    solveSome(a, 2);
    a.saveNow();
    const b = await openTab();
    solveSome(b, 2);
    b.saveNow();
    a.state().tick(); // A saves without having heard of B: refused, and B's moves taken over
    a.records.flush();
    expect(a.state().moves).toHaveLength(4);
    expect(a.state().notice).toEqual({ kind: 'synced-from-other-tab' });
    expect((await openTab()).state().moves).toHaveLength(4);
  });

  it('storage full while playing a daily: told once, moves kept, saved once there is room', async () => {
    const tab = await regularThenDaily();
    tab.saveNow();
    const realSetItem = Storage.prototype.setItem;
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    solveSome(tab, 4);
    tab.records.flush();
    expect(tab.state().notice).toEqual({ kind: 'storage-full' });
    setItem.mockImplementation(function (this: Storage, key: string, value: string) {
      realSetItem.call(this, key, value);
    });
    tab.retrySaving(); // as when storage changes, or on the next try (every few seconds)
    expect(tab.state().notice).toEqual({ kind: 'storage-recovered' });
    const again = (await openTab()).state();
    expect(again.daily).toBe(MONDAY);
    expect(again.moves).toHaveLength(4);
  });

  it('a daily won while storage is full reaches the statistics once there is room', async () => {
    const tab = await regularThenDaily();
    tab.saveNow();
    const realSetItem = Storage.prototype.setItem;
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    solveSome(tab, 81);
    expect(tab.state().finishedAt).not.toBeNull();
    tab.records.flush();
    expect(tab.state().notice).toEqual({ kind: 'storage-full' });
    setItem.mockImplementation(function (this: Storage, key: string, value: string) {
      realSetItem.call(this, key, value);
    });
    tab.retrySaving();
    const again = (await openTab()).state();
    expect(again.dailyResults[MONDAY]).toMatchObject({ onTime: true });
  });

  it('a dialog opened while the daily is on its way stays open when it arrives', async () => {
    const tab = await openTab();
    await tab.state().loadPuzzle(EASY);
    tab.state().openDaily(MONDAY);
    tab.state().openDialog('settings');
    await tab.engineIdle();
    expect(tab.state().daily).toBe(MONDAY);
    expect(tab.state().dialog).toBe('settings');
  });
});

describe('share codes in the store', () => {
  it('opens a shared position exactly, asking first over a game in progress', async () => {
    const tab = await openTab();
    await tab.state().loadPuzzle(EASY);
    await tab.engineIdle();
    enter(tab, 1, 1, 9);
    const givens = digitsOf(EASY);
    const digits = givens.slice();
    digits[at(1, 2)] = 5;
    digits[at(1, 4)] = 3; // wrong, kept as the player had it
    const notes = new Array<number>(81).fill(0);
    notes[at(1, 1)] = 0b100000001; // 1 and 9
    const code = encodeShare({ givens, progress: { digits, notes } });

    expect(await tab.state().offerShared(code)).toBe(true);
    expect(tab.state().dialog).toBe('confirm-link');
    expect(selectPosition(tab.state()).digits[0]).toBe(9); // nothing replaced yet
    tab.state().confirmLink();
    await tab.engineIdle();
    const p = selectPosition(tab.state());
    expect(p.digits).toEqual(digits);
    expect(p.notes).toEqual(notes);
    expect(findWrongCells(p.digits, digitsOf(EASY_SOLUTION))).toEqual([at(1, 4)]);
  });

  it('rejects a damaged code and changes nothing', async () => {
    const tab = await openTab();
    await tab.state().loadPuzzle(EASY);
    enter(tab, 1, 1, 9);
    const before = tab.state().gameId;
    const code = encodeShare({ givens: digitsOf(EASY), progress: null });
    const damaged = code.slice(0, 5) + (code[5] === 'x' ? 'y' : 'x') + code.slice(6);
    expect(await tab.state().offerShared(damaged)).toBe(false);
    expect(tab.state().loadError).toEqual({ code: 'damaged-link' });
    expect(tab.state().gameId).toBe(before);
    expect(selectPosition(tab.state()).digits[0]).toBe(9);
  });
});
