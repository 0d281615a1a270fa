import { encodeShare } from '../engine/shareCode';
import { selectPosition } from './selectors';
import type { GameState } from './types';

/*
 * Sharing and printing, from the game's state: the link to the puzzle (and
 * the player's digits and notes when asked), and the result of a won game
 * as data for a spoiler-free text. Loaded with the dialogs.
 */

/** The share code of the game on the board, with the player's progress when `withProgress`. */
export function shareCode(s: GameState, withProgress: boolean): string {
  if (!withProgress) return encodeShare({ givens: s.givens, progress: null });
  const { digits, notes } = selectPosition(s);
  return encodeShare({
    givens: s.givens,
    progress: {
      digits: digits.map((d, i) => (s.givens[i] === 0 ? d : 0)),
      notes: notes.map((m, i) => (digits[i] === 0 ? m : 0)),
    },
  });
}

/** The link that opens `code` in this game (this page's address, with ?puzzle=; the code is URL-safe). */
export function shareLink(code: string, href: string): string {
  const url = new URL(href);
  return `${url.origin}${url.pathname}?puzzle=${code}`;
}
