import { decodeShare } from '../engine';
import { useGame } from '../store';

/**
 * The link in the address, opened as the page starts: a `?puzzle=` link
 * starts that puzzle before the first paint, unless it is the saved game
 * itself; with a game in progress the player is asked first. A bad link
 * leaves the game already there and an alert. A share link (`?p=`, a
 * compact code, maybe with the player's progress) likewise; another kind's
 * link is its text with the progress's code beside it. Once answered
 * (opened, rejected, or waiting for the player's yes or no), the link
 * leaves the address, so a reload never asks again.
 */
export async function openAddressLink(): Promise<void> {
  const params = new URL(window.location.href).searchParams;
  const linked = params.get('puzzle');
  const shared = params.get('p');
  if (linked === null && shared === null) return;
  await (linked !== null ? openPuzzleLink(linked, shared) : openShareLink(shared!));
  whenLinkAnswered(dropLinkFromAddress);
}

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
