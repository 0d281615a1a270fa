import { parsePuzzle } from '../engine';
import { useGame } from './game';

/**
 * Open a `?puzzle=` link: start its puzzle, unless that puzzle is the game
 * already loaded from the save (a reload of the link keeps the progress).
 * When another game is in progress, the player is asked first, so a link
 * never silently replaces progress. Returns false when the link is rejected
 * (`loadError` says why).
 */
export function openPuzzleLink(text: string): boolean {
  const parsed = parsePuzzle(text);
  const { givens } = useGame.getState();
  if (parsed.ok && parsed.board.every((d, i) => d === givens[i])) return true;
  return useGame.getState().offerPuzzle(text);
}
