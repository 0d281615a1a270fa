import { useGame } from './game';
import { loadPuzzleCheck } from './gameActions';

/**
 * Open a `?puzzle=` link: start its puzzle, unless that puzzle is the game
 * already loaded from the save (a reload of the link keeps the progress).
 * When another game is in progress, the player is asked first, so a link
 * never silently replaces progress. Resolves to false when the link is
 * rejected (`loadError` says why).
 */
export async function openPuzzleLink(text: string): Promise<boolean> {
  const { hasGivens } = await loadPuzzleCheck();
  if (hasGivens(text, useGame.getState().givens)) return true;
  return useGame.getState().offerPuzzle(text);
}
