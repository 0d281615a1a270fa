import { decodeShare } from '../engine';
import { useGame } from '../store';

/**
 * Open a `?puzzle=` link: start its puzzle, unless that puzzle is the game
 * already loaded from the save (a reload of the link keeps the progress).
 * When another game is in progress, the player is asked first, so a link
 * never silently replaces progress. Resolves to false when the link is
 * rejected (`loadError` says why). Another kind's link brings the sharer's
 * digits and notes in `code` (a share code, `&p=`); a damaged one, or one
 * for another puzzle, rejects the link and nothing changes.
 */
export async function openPuzzleLink(text: string, code: string | null = null): Promise<boolean> {
  if (code !== null) return useGame.getState().offerShared(code, text);
  const { hasGivens } = await import('../store/puzzleCheck');
  if (hasGivens(text, useGame.getState().givens)) return true;
  return useGame.getState().offerPuzzle(text);
}

/**
 * Open a share link (`?p=`, a share code): like openPuzzleLink, with the
 * player's digits and notes when the code holds them. The same puzzle as
 * the game loaded from the save is kept when the link brings no progress.
 * A damaged code is rejected ('damaged-link') and nothing changes.
 */
export async function openShareLink(code: string): Promise<boolean> {
  const decoded = decodeShare(code);
  const { givens } = useGame.getState();
  if (
    decoded.ok &&
    !decoded.value.progress &&
    decoded.value.givens.every((d, i) => d === givens[i])
  )
    return true;
  return useGame.getState().offerShared(code);
}

/** Run `then` once no link waits for the player's answer (at once when none does). */
export function whenLinkAnswered(then: () => void): void {
  if (useGame.getState().pendingLink === null) {
    then();
    return;
  }
  const stop = useGame.subscribe((s) => {
    if (s.pendingLink !== null) return;
    stop();
    then();
  });
}

/** Take `?puzzle=` (or a share link's `?p=`) out of the address without a reload (the game is saved anyway). */
export function dropLinkFromAddress(): void {
  const url = new URL(window.location.href);
  if (!url.searchParams.has('puzzle') && !url.searchParams.has('p')) return;
  url.searchParams.delete('puzzle');
  url.searchParams.delete('p');
  window.history.replaceState(window.history.state, '', url);
}
