import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Digit } from '../../src/engine';
import { selectHistory, selectPosition } from '../../src/store';
import { EASY, EASY_SOLUTION, at, digitsOf } from './fixtures';
import { KEY, flushAll, openTab, readSave, savedFields, setVisibility } from './tabs';
import type { Tab } from './tabs';

/*
 * Two tabs on one game. Each tab is its own store over the same storage.
 * Playing in one never lets the other overwrite newer progress with older;
 * a tab takes over the other's progress when it hears of it (storage event),
 * comes back into view or gains focus, or finds it when it tries to save.
 */

const SOLUTION = digitsOf(EASY_SOLUTION);

/** Enter the solution digit at a 1-based cell; the tab's write lands (as at its next idle moment). */
function enterAt(tab: Tab, row: number, col: number): void {
  tab.state().select(at(row, col));
  tab.state().enter(SOLUTION[at(row, col)] as Digit);
  tab.records.flush();
}

const digitAt = (tab: Tab, row: number, col: number) =>
  selectPosition(tab.state()).digits[at(row, col)];

/** Tab A with EASY loaded, and tab B opened after it (so B has loaded A's save). */
async function twoTabs(): Promise<[Tab, Tab]> {
  const a = await openTab();
  expect(await a.state().loadPuzzle(EASY)).toBe(true);
  await a.engineIdle(); // graded
  const b = await openTab();
  expect(b.state().gameId).toBe(a.state().gameId);
  return [a, b];
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

describe('revisions', () => {
  it('a tab behind the stored save does not overwrite it; it takes over the newer progress', async () => {
    const [a, b] = await twoTabs();
    enterAt(a, 1, 1); // saved by A
    const saved = readSave();

    enterAt(b, 1, 2); // B has not heard of A's move: its save is refused
    expect(readSave()).toEqual(saved);
    expect(digitAt(b, 1, 1)).toBe(9); // A's progress, taken over
    expect(digitAt(b, 1, 2)).toBe(0); // B's move on the old board is not kept
    expect(b.state().notice).toEqual({ kind: 'synced-from-other-tab' });

    expect(b.state().paused).toBe(true); // as taken-over progress always is
    b.state().resume();
    enterAt(b, 1, 2); // now B is up to date: saved on top of A's progress
    expect(readSave().revision).toBeGreaterThan(saved.revision);
    const reloaded = (await openTab()).state();
    expect(selectPosition(reloaded).digits[at(1, 1)]).toBe(9);
    expect(selectPosition(reloaded).digits[at(1, 2)]).toBe(5);
  });

  it('syncFromStorage takes over newer progress, undo history included', async () => {
    const [a, b] = await twoTabs();
    enterAt(a, 1, 1);
    a.state().select(at(1, 2));
    a.state().toggleNote(4);
    flushAll();
    expect(b.syncFromStorage()).toBe(true);
    expect(savedFields(b.state()).moves).toEqual(a.state().moves);
    expect(b.state().historyIndex).toBe(2);
    b.state().resume();
    b.state().undo();
    expect(selectPosition(b.state())).toEqual(selectHistory(a.state())[1]);
  });

  it('nothing newer: no sync, no notice', async () => {
    const [, b] = await twoTabs();
    expect(b.syncFromStorage()).toBe(false);
    expect(b.state().notice).toBeNull();
    expect(b.state().paused).toBe(false);
  });

  it('taken-over progress arrives paused: the game is being played in the other tab', async () => {
    const [a, b] = await twoTabs();
    vi.setSystemTime(Date.now() + 5_000);
    enterAt(a, 1, 1);
    vi.setSystemTime(Date.now() + 2_000);
    b.syncFromStorage();
    expect(b.state().paused).toBe(true);
    expect(b.state().runningSince).toBeNull();
    expect(b.state().elapsedMs).toBe(5_000); // as A saved it
  });

  it('a tab that only looks at taken-over progress never writes it back', async () => {
    const [a, b] = await twoTabs();
    enterAt(a, 1, 1);
    b.syncFromStorage();
    const saved = readSave();
    b.state().dismissNotice();
    b.state().tick();
    b.state().openDialog('statistics');
    b.state().closeDialog();
    expect(readSave()).toEqual(saved); // A keeps running undisturbed
    enterAt(a, 1, 2);
    expect(readSave().revision).toBeGreaterThan(saved.revision);
    expect(readSave().log).toBe(2); // two moves
  });

  it('the player resuming in the other tab makes it the one that saves', async () => {
    const [a, b] = await twoTabs();
    enterAt(a, 1, 1);
    b.syncFromStorage();
    b.state().resume();
    enterAt(b, 1, 2);
    expect(a.syncFromStorage()).toBe(true);
    expect(a.state().paused).toBe(true);
    expect(digitAt(a, 1, 1)).toBe(9);
    expect(digitAt(a, 1, 2)).toBe(5);
  });

  it('a move not yet saved is kept when the other tab saves only its clock meanwhile', async () => {
    const [a, b] = await twoTabs();
    a.state().select(at(1, 1));
    a.state().enter(SOLUTION[at(1, 1)] as Digit); // in A, its write still to come
    b.state().pause();
    b.state().resume(); // B saves at once (its pause and its clock): A's save is now behind
    b.records.flush();
    a.records.flush(); // refused, then A takes over what B saved: the same game, without A's move
    expect(digitAt(a, 1, 1)).toBe(9); // kept: A's game goes on from B's save
    expect(a.state().notice).toBeNull();
    expect(a.state().paused).toBe(false);
    // And saved at once, without waiting for A's next idle moment.
    expect(JSON.parse(localStorage.getItem(KEY)!).state.historyIndex).toBe(1);
    expect(b.syncFromStorage()).toBe(true);
    expect(digitAt(b, 1, 1)).toBe(9);
  });

  it('a clock-only save from the other tab does not bring the notice back', async () => {
    const [a, b] = await twoTabs();
    enterAt(a, 1, 1);
    b.syncFromStorage();
    b.state().dismissNotice();
    vi.setSystemTime(Date.now() + 1_000);
    a.state().tick();
    a.records.flush();
    expect(b.syncFromStorage()).toBe(true);
    expect(b.state().notice).toBeNull();
    expect(b.state().elapsedMs).toBe(1_000);
  });

  it('a new game in the other tab is taken over, closing a stale win or confirm dialog', async () => {
    const [a, b] = await twoTabs();
    enterAt(b, 1, 1);
    b.state().requestNewGame();
    expect(b.state().dialog).toBe('new-game');
    a.syncFromStorage();
    a.state().resume();
    a.state().newGame('easy');
    await a.engineIdle();
    flushAll();
    b.syncFromStorage();
    expect(b.state().gameId).toBe(a.state().gameId);
    expect(b.state().dialog).toBeNull();
  });

  it('an unreadable save from elsewhere does not replace this tab’s game', async () => {
    const [a] = await twoTabs();
    enterAt(a, 1, 1);
    localStorage.setItem(KEY, JSON.stringify({ revision: 99, version: 1, state: { givens: 1 } }));
    expect(a.syncFromStorage()).toBe(true);
    expect(digitAt(a, 1, 1)).toBe(9);
    expect(a.state().notice).toBeNull();
    enterAt(a, 1, 2); // and A's next save replaces it
    expect(readSave().revision).toBeGreaterThan(99);
    expect(readSave().state.gameId).toBe(a.state().gameId);
  });
});

describe('events that bring a tab up to date', () => {
  let uninstall: (() => void) | null = null;

  afterEach(() => {
    uninstall?.();
    uninstall = null;
  });

  it('the storage event for the save key', async () => {
    const [a, b] = await twoTabs();
    uninstall = b.installLifecycle();
    enterAt(a, 1, 1);
    window.dispatchEvent(new StorageEvent('storage', { key: 'something-else' }));
    expect(digitAt(b, 1, 1)).toBe(0);
    window.dispatchEvent(new StorageEvent('storage', { key: KEY }));
    expect(digitAt(b, 1, 1)).toBe(9);
    expect(b.state().notice).toEqual({ kind: 'synced-from-other-tab' });
  });

  it('coming back into view', async () => {
    const [a, b] = await twoTabs();
    uninstall = b.installLifecycle();
    setVisibility('hidden');
    document.dispatchEvent(new Event('visibilitychange')); // B pauses and saves
    a.syncFromStorage(); // A hears of it (storage event), and the player resumes there
    a.state().resume();
    enterAt(a, 1, 1);
    expect(digitAt(b, 1, 1)).toBe(0);
    setVisibility('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(digitAt(b, 1, 1)).toBe(9);
  });

  it('gaining focus', async () => {
    const [a, b] = await twoTabs();
    uninstall = b.installLifecycle();
    enterAt(a, 1, 1);
    window.dispatchEvent(new FocusEvent('focus'));
    expect(digitAt(b, 1, 1)).toBe(9);
  });

  it('a tab hidden while the other plays does not pause the other', async () => {
    const [a, b] = await twoTabs();
    uninstall = b.installLifecycle();
    setVisibility('hidden');
    document.dispatchEvent(new Event('visibilitychange')); // B pauses itself and saves
    a.syncFromStorage();
    a.state().resume();
    enterAt(a, 1, 1);
    window.dispatchEvent(new StorageEvent('storage', { key: KEY }));
    window.dispatchEvent(new PageTransitionEvent('pagehide')); // B unloads: nothing of its own to save
    expect(readSave().state.paused).toBe(false);
    expect(a.syncFromStorage()).toBe(false);
  });
});

describe('another kind in two tabs', () => {
  it("a Killer's move in one tab is taken over in the other, paused, with a notice", async () => {
    const a = await openTab();
    a.state().newGame('easy', 'killer');
    await a.engineIdle();
    await vi.waitFor(() => expect(a.state().rules.kind).toBe('killer'));
    a.records.flush();
    const b = await openTab();
    await vi.waitFor(() => expect(b.state().rules.kind).toBe('killer'));
    expect(b.state().gameId).toBe(a.state().gameId);
    const cell = b.state().givens.indexOf(0);
    b.state().select(cell);
    b.state().enter(b.state().solution[cell] as Digit);
    b.records.flush();
    a.syncFromStorage();
    // (selectPosition here would read this file's modules, not the tab's: the move log says it.)
    await vi.waitFor(() =>
      expect(a.state().moves.at(-1)).toMatchObject({ cell, digit: a.state().solution[cell] }),
    );
    expect(a.state().notice).toEqual({ kind: 'synced-from-other-tab' });
    expect(a.state().paused).toBe(true);
  });
});
