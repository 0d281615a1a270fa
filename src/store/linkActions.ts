import { decodeShare, isSolved, readKindPuzzle } from '../engine';
import type { Board, Rules } from '../engine';
import type { Core, GetState, SetState } from './core';
import { leaveDaily } from './dailyLeave';
import { cellsOfText, isKindText } from './kindTextCheck';
import { loadLayout } from './layoutLoader';
import { loadEngine } from './engineLoader';
import { checkPuzzle } from './puzzleCheck';
import { movesToReach } from './save/movesToReach';
import { selectRegularInProgress } from './regularGame';
import { recordStart } from './stats';
import type { GameActions, LoadError, SharedProgress } from './types';
import { updateKindStats } from './stats';

/*
 * Opening a puzzle from a link (`?puzzle=`, a share link's `?p=` code with
 * or without the sharer's progress) or from text: checked at once (the
 * bitmask solver answers in microseconds), started unless that would
 * replace work in progress (then the player is asked first), and graded in
 * the worker a moment later. Loaded on first use.
 *
 * Another kind's text ("K:…", "J:…", "X:…", or 36 cells for 6x6) opens the
 * same way, with its rules (its layout loaded first); its link carries the
 * sharer's progress as a share code beside the text. Progress that does
 * not fit the puzzle (another size, other givens) rejects the link.
 */

/** A puzzle read from text: its givens, solution and rules, or why it is not one. */
type Checked =
  { ok: true; board: Board; solution: Board; rules?: Rules } | { ok: false; error: LoadError };

/** Read a classic grid (checkPuzzle) or another kind's text (its layout loaded before it resolves). */
async function readAny(text: string): Promise<Checked> {
  if (!isKindText(text)) return checkPuzzle(text);
  const read = readKindPuzzle(text);
  if (!read.ok) return { ok: false, error: { code: 'kind-text', error: read.error } };
  const { givens, solution, rules } = read.value;
  await loadLayout(rules);
  return { ok: true, board: givens, solution, rules };
}

type LinkActionKeys = 'loadPuzzle' | 'offerPuzzle' | 'confirmLink' | 'offerShared';

export function linkActions(
  set: SetState,
  get: GetState,
  core: Core,
): Pick<GameActions, LinkActionKeys> {
  /** Lay a shared player's digits, notes, corner marks and colours over the puzzle just started (undo takes them off one by one). */
  const layProgress = ({ digits, notes, corners, colours }: SharedProgress) => {
    const { givens, solution } = get();
    const none = new Array<number>(givens.length).fill(0);
    const moves = movesToReach(givens, {
      digits,
      notes,
      hinted: none,
      corners: corners ?? none,
      colours: colours ?? none,
    });
    const done = isSolved(digits, solution);
    set({
      moves,
      historyIndex: moves.length,
      // Progress that completes the puzzle opens as a win (not counted: it was solved elsewhere).
      ...(done
        ? {
            finishedAt: Date.now(),
            runningSince: null,
            dialog: 'won' as const,
            ...core.announce({ kind: 'won', elapsedMs: 0 }),
          }
        : {}),
    });
  };

  /** Grade a linked puzzle in the worker; its level arrives a moment after it starts. */
  const gradeLater = (gameId: string, board: Board, rules?: Rules) => {
    loadEngine()
      .then(({ solver }) =>
        solver.run({ kind: 'grade', board: [...board], ...(rules ? { rules } : {}) }),
      )
      .then(
        ({ level }) => {
          const s = get();
          if (s.gameId !== gameId) return;
          // A move made before the grade arrived counts the game as played now
          // (not a board that came solved in its link).
          const counted =
            s.moves.length > 0 && s.finishedAt === null
              ? updateKindStats(s, s.rules.kind, (stats) => recordStart(stats, level))
              : {};
          set({ level, ...counted });
        },
        () => {}, // ungraded: the game plays on as a shared puzzle without a level
      );
  };

  /** True when a shared player's board is for this puzzle: its size, and the puzzle's givens in place. */
  const fits = (progress: SharedProgress, board: Board) =>
    progress.digits.length === board.length &&
    progress.notes.length === board.length &&
    (progress.corners?.length ?? board.length) === board.length &&
    (progress.colours?.length ?? board.length) === board.length &&
    board.every((d, i) => d === 0 || progress.digits[i] === d);

  /** Start a checked puzzle (with the sharer's progress, if any). */
  const start = (checked: Extract<Checked, { ok: true }>, progress: SharedProgress | null) => {
    // A linked puzzle replaces the regular game, never a daily puzzle (saved apart).
    leaveDaily(set, get, core);
    core.begin(checked.board, checked.solution, null, {
      ...(checked.rules ? { rules: checked.rules } : {}),
      loadError: null,
      dialog: null,
      pendingLink: null,
      pendingProgress: null,
    });
    if (progress) layProgress(progress);
    gradeLater(get().gameId, checked.board, checked.rules);
    return true;
  };

  const loadPuzzle: GameActions['loadPuzzle'] = async (text, progress = null) => {
    // A classic grid starts before this returns (nothing to load: no await on its way).
    const checked = isKindText(text) ? await readAny(text) : checkPuzzle(text);
    if (!checked.ok || (progress && !fits(progress, checked.board))) {
      set({
        loadError: checked.ok ? { code: 'damaged-link' } : checked.error,
        loadErrorSource: 'link',
      });
      return false;
    }
    return start(checked, progress);
  };

  const offerPuzzle: GameActions['offerPuzzle'] = async (
    text,
    progress = null,
    source = 'link',
  ) => {
    const checked = isKindText(text) ? await readAny(text) : checkPuzzle(text);
    if (!checked.ok || (progress && !fits(progress, checked.board))) {
      set({
        loadError: checked.ok ? { code: 'damaged-link' } : checked.error,
        loadErrorSource: source,
      });
      return false;
    }
    // The question is about the regular game (a daily puzzle is saved apart):
    // asked over the daily, which stays on the board if the player keeps playing.
    if (!selectRegularInProgress(get())) return start(checked, progress);
    set({ pendingLink: text, pendingProgress: progress, dialog: 'confirm-link', loadError: null });
    return true;
  };

  return {
    loadPuzzle,
    offerPuzzle,

    confirmLink() {
      const { pendingLink, pendingProgress } = get();
      if (pendingLink !== null) void loadPuzzle(pendingLink, pendingProgress);
    },

    offerShared(code, text = null) {
      const decoded = decodeShare(code, text === null ? 81 : cellsOfText(text));
      if (!decoded.ok || (text !== null && !decoded.value.progress)) {
        set({ loadError: { code: 'damaged-link' }, loadErrorSource: 'link' });
        return Promise.resolve(false);
      }
      const { givens, progress } = decoded.value;
      return offerPuzzle(text ?? givens.map((d) => d || '.').join(''), progress);
    },
  };
}
