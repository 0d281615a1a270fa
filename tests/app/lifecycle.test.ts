import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EASY } from '../store/fixtures';
import { KEY, openTab, readSave, setVisibility } from '../store/tabs';
import type { Tab } from '../store/tabs';
import { CLOCK_SAVE_MS } from '../../src/app/lifecycle';

/*
 * The page lifecycle: the clock is saved every 15 s, a hidden
 * tab pauses itself and saves, an unloading page saves. Fake timers drive
 * both setInterval and Date.
 */

let tab: Tab;
let uninstall: () => void;

beforeEach(async () => {
  localStorage.clear();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(1_700_000_000_000);
  tab = await openTab();
  expect(await tab.state().loadPuzzle(EASY)).toBe(true);
  await tab.engineIdle(); // the puzzle is graded (on real timers)
  vi.useFakeTimers();
  vi.setSystemTime(1_700_000_000_000);
  uninstall = tab.installLifecycle();
});

afterEach(() => {
  uninstall();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('page lifecycle', () => {
  it('saves the time played every 15 s while the game runs, each write once the page is idle', () => {
    const first = localStorage.getItem(KEY);
    vi.advanceTimersByTime(CLOCK_SAVE_MS - 1);
    expect(localStorage.getItem(KEY)).toBe(first); // no write for the clock alone in between
    vi.advanceTimersByTime(1);
    const written = localStorage.getItem(KEY);
    vi.advanceTimersByTime(1); // the idle moment after the tick (the next timer turn)
    expect(localStorage.getItem(KEY)).not.toBe(written);
    expect(readSave().state.elapsedMs).toBe(CLOCK_SAVE_MS);
    vi.advanceTimersByTime(CLOCK_SAVE_MS);
    expect(readSave().state.elapsedMs).toBe(2 * CLOCK_SAVE_MS);
  });

  it('Pause and Resume are saved at once, so another tab hears of them now', () => {
    vi.advanceTimersByTime(4_000);
    tab.state().pause();
    expect(readSave().state).toMatchObject({ paused: true, elapsedMs: 4_000 });
    tab.state().resume();
    expect(readSave().state).toMatchObject({ paused: false, elapsedMs: 4_000 });
  });

  it('a hidden tab pauses the game and saves it paused', () => {
    vi.advanceTimersByTime(2_500);
    setVisibility('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(tab.state().paused).toBe(true);
    expect(readSave().state).toMatchObject({ paused: true, elapsedMs: 2_500 });
    vi.advanceTimersByTime(10_000); // no time passes for a paused game
    setVisibility('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(tab.state().paused).toBe(true); // the player presses Resume
    expect(tab.state().elapsedMs).toBe(2_500);
  });

  it('an unloading page saves the time up to that moment', () => {
    vi.advanceTimersByTime(1_700);
    window.dispatchEvent(new PageTransitionEvent('pagehide'));
    expect(readSave().state.elapsedMs).toBe(1_700);
  });

  /** Hide the page (as leaving the tab, or unloading it, does). */
  function hide(): void {
    setVisibility('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
  }

  it('a reload (hidden on its way out, then pagehide) saves the game running, as it was', () => {
    vi.advanceTimersByTime(2_000);
    hide();
    expect(tab.state().paused).toBe(true);
    window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: false }));
    expect(readSave().state).toMatchObject({ paused: false, elapsedMs: 2_000 });
  });

  it('the same when pagehide comes before the hide', () => {
    vi.advanceTimersByTime(2_000);
    window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: false }));
    hide();
    expect(tab.state().paused).toBe(false);
    expect(readSave().state).toMatchObject({ paused: false, elapsedMs: 2_000 });
  });

  it('a tab left hidden and closed later stays paused', () => {
    vi.advanceTimersByTime(2_000);
    hide();
    vi.advanceTimersByTime(60_000);
    window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: false }));
    expect(readSave().state).toMatchObject({ paused: true, elapsedMs: 2_000 });
  });

  it('a page kept in the back-forward cache stays paused', () => {
    vi.advanceTimersByTime(2_000);
    hide();
    window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: true }));
    expect(readSave().state).toMatchObject({ paused: true, elapsedMs: 2_000 });
  });

  it('a page loaded in the background starts paused, without touching the save', async () => {
    const saved = localStorage.getItem(KEY);
    setVisibility('hidden');
    const background = await openTab();
    expect(background.state().paused).toBe(true);
    expect(background.state().runningSince).toBeNull();
    const stop = background.installLifecycle();
    stop();
    expect(localStorage.getItem(KEY)).toBe(saved);
  });

  it('uninstalling stops the ticks and the handlers', () => {
    uninstall();
    uninstall = () => {};
    vi.advanceTimersByTime(5_000);
    setVisibility('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(tab.state().paused).toBe(false);
    expect(readSave().state.elapsedMs).toBe(0);
  });
});
