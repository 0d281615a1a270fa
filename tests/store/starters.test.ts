import { afterEach, expect, it } from 'vitest';
import { difficultyOf } from '../../src/engine';
import { loadStarters, resetGameStore, selectPosition, useGame } from '../../src/store';

/*
 * The puzzles shipped with the page are a chunk of their own, loaded before a
 * first visit's first paint (app/start.tsx) or when the page is idle. A game
 * asked for before they have arrived starts as soon as they do, at the level
 * asked for, and nothing the player opened meanwhile is closed by it.
 */

const state = () => useGame.getState();

afterEach(() => resetGameStore());

it('New game before the shipped puzzles arrive starts one when they do, at the level chosen', async () => {
  state().setDifficulty('expert');
  state().ensureGame();
  expect(state().gameId).toBe(''); // still on their way: no board to play on yet
  expect(state().difficulty).toBe('expert');
  state().openDialog('settings'); // what the player does meanwhile stays
  await loadStarters();
  await Promise.resolve(); // the game begins in the load's continuation
  const s = state();
  expect(s.gameId).not.toBe('');
  expect(s.level).toBe('expert');
  expect(difficultyOf(s.givens)).toBe('expert');
  expect(selectPosition(s).digits).toEqual(s.givens);
  expect(s.dialog).toBe('settings');
});
