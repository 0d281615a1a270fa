import { readPuzzleText } from '../engine/importText';
import type { Board } from '../engine';
import { loadOnce } from '../lib/loadOnce';
import type { Core, GetState, SetState } from './core';
import { isKindText } from './kindTextCheck';
import { leaveDaily } from './dailyLeave';
import { loadEngine } from './engineLoader';
import { quickVerdict } from './entryVerdict';
import { selectRegularInProgress } from './regularGame';
import { selectElapsedMs } from './selectors';
import { EMPTY_BOARD } from './state';
import type { Entry, EntryVerdict, GameActions, GameState } from './types';

/*
 * Entering a puzzle ("Enter a puzzle", a paste, a photo): the grid being
 * entered lives in `entry`, over the game, which stays exactly as it was
 * (its clock stopped) until the player plays the new puzzle or cancels.
 * After every change the status says what the grid is: a repeated digit at
 * once, then the solver's count of solutions and the level (in the worker;
 * only the latest grid is checked, so typing fast never queues work).
 * The entry is saved with the store (save/codec.ts), so a reload keeps it.
 * Loaded on first use, not in the first load.
 */

/** The actions this file provides. */
type EntryActionKeys =
  | 'enterPuzzle'
  | 'editEntry'
  | 'typeEntry'
  | 'backspaceEntry'
  | 'clearEntry'
  | 'cancelEntry'
  | 'playEntry'
  | 'confirmPlayEntry'
  | 'pastePuzzle'
  | 'pasteFromClipboard'
  | 'checkEntry'
  | 'readPhoto'
  | 'applySuggestion';

/** The photo recogniser's caller (its worker starts per photo), loaded when a photo is first chosen. */
const recogniser = loadOnce(() => import('../photo/recognise'));

const NOT_UNCERTAIN: readonly boolean[] = new Array<boolean>(81).fill(false);

export function entryActions(
  set: SetState,
  get: GetState,
  core: Core,
): Pick<GameActions, EntryActionKeys> {
  let checking: Board | null = null; // the grid the worker is counting now
  let waiting: Board | null = null; // the latest grid, to count once the worker is free

  const setEntry = (patch: Partial<Entry>, extra: Partial<GameState> = {}) => {
    const entry = get().entry;
    if (!entry) return;
    const next = { ...entry, ...patch };
    set({ entry: next, ...extra });
  };

  /** Count the solutions of the latest grid (one count at a time). */
  const check = (cells: Board) => {
    if (checking) {
      waiting = cells;
      return;
    }
    checking = cells;
    loadEngine()
      .then(({ solver }) => solver.run({ kind: 'analyse', board: [...cells] }))
      .then(
        ({ count, level, solution }): EntryVerdict =>
          count === 0
            ? { kind: 'no-solution' }
            : count === 1 && level && solution
              ? { kind: 'unique', level, solution }
              : { kind: 'multiple-solutions' },
        (): EntryVerdict => ({ kind: 'failed' }),
      )
      .then((verdict) => {
        // Only for the grid still shown, and still waiting (a photo read since says its own).
        const now = get().entry;
        if (now?.cells === cells && now.verdict.kind === 'checking') setEntry({ verdict });
        checking = null;
        const next = waiting;
        waiting = null;
        if (next && get().entry?.cells === next) check(next);
      });
  };

  /**
   * Show a new grid and say what it is (a photo's suggestion and poor-read
   * warning are stale then, unless given).
   */
  const show = (
    cells: Board,
    uncertain: readonly boolean[],
    extra: Partial<GameState> = {},
    suggestion: Entry['suggestion'] = null,
    poorRead = false,
  ) => {
    const quick = quickVerdict(cells);
    setEntry(
      { cells, uncertain, suggestion, poorRead, verdict: quick ?? { kind: 'checking' } },
      extra,
    );
    if (!quick) check(cells);
  };

  let photoRead = 0; // the latest photo asked for: an older one arriving late is ignored
  // The recognition running now: one at a time, so a new photo, Cancel or
  // playing the entered puzzle ends it (its worker, and the memory it holds).
  let photoStop: AbortController | null = null;
  const stopPhoto = () => {
    photoStop?.abort();
    photoStop = null;
  };

  /**
   * Switch to entry mode (if not already in it) with `cells` on the grid;
   * `resume` (a restored entry) says how to go back to the game.
   */
  const open = (
    cells: Board,
    extra: Partial<GameState> = {},
    uncertain: readonly boolean[] = NOT_UNCERTAIN,
    resume?: Entry['resume'],
  ) => {
    const state = get();
    if (!state.entry) {
      core.cancelPending();
      const running = state.runningSince !== null;
      const entry: Entry = {
        cells: EMPTY_BOARD,
        uncertain: NOT_UNCERTAIN,
        verdict: { kind: 'empty' },
        suggestion: null,
        resume: resume ?? {
          selected: state.selected,
          notesMode: state.notesMode,
          running,
          paused: state.paused,
        },
      };
      set({
        entry,
        // The game's clock stops while a puzzle is entered; the board is shown, not paused.
        elapsedMs: selectElapsedMs(state, Date.now()),
        runningSince: null,
        paused: false,
        selected: 0,
        notesMode: false,
        hintFlow: null,
        announcement: null,
      });
    }
    show(cells, uncertain, extra);
  };

  return {
    enterPuzzle() {
      if (get().entry) return;
      open(EMPTY_BOARD);
    },

    typeEntry(digit) {
      const { entry, selected } = get();
      if (!entry) return;
      get().editEntry(digit);
      if (selected < 80) set({ selected: selected + 1 });
    },

    backspaceEntry() {
      const { entry, selected } = get();
      if (!entry) return;
      if (entry.cells[selected] !== 0) {
        get().editEntry(0);
        if (selected > 0) set({ selected: selected - 1 });
      } else if (selected > 0) {
        set({ selected: selected - 1 });
        get().editEntry(0);
      }
    },

    editEntry(digit) {
      const { entry, selected } = get();
      if (!entry) return;
      let { uncertain } = entry;
      if (uncertain[selected]) {
        uncertain = uncertain.slice();
        (uncertain as boolean[])[selected] = false;
      }
      if (entry.cells[selected] === digit) {
        // Typing what a cell holds confirms a reading the photo was unsure of.
        if (uncertain !== entry.uncertain) setEntry({ uncertain });
        return;
      }
      const cells = entry.cells.slice();
      cells[selected] = digit;
      show(cells, uncertain);
    },

    clearEntry() {
      if (get().entry) show(EMPTY_BOARD, NOT_UNCERTAIN);
    },

    cancelEntry() {
      const { entry, finishedAt } = get();
      if (!entry) return;
      const { selected, notesMode, running, paused } = entry.resume;
      stopPhoto();
      set({
        entry: null,
        selected,
        notesMode,
        paused,
        runningSince: running && finishedAt === null ? Date.now() : null,
        dialog: null,
      });
    },

    playEntry() {
      if (get().entry?.verdict.kind !== 'unique') return;
      // Starting the new puzzle would replace the regular game's work in
      // progress: ask first (over a daily, which stays if the player keeps playing).
      if (selectRegularInProgress(get())) set({ dialog: 'confirm-entry' });
      else get().confirmPlayEntry();
    },

    confirmPlayEntry() {
      const { entry } = get();
      if (entry?.verdict.kind !== 'unique') return;
      const { level, solution } = entry.verdict;
      stopPhoto();
      // The new puzzle replaces the regular game, never a daily puzzle (saved apart).
      if (get().daily !== null) leaveDaily(set, get, core);
      core.begin(entry.cells, solution, level, {
        entry: null,
        dialog: null,
        loadError: null,
        pendingLink: null,
      });
    },

    readPhoto(file) {
      if (!get().entry) return;
      const id = ++photoRead;
      stopPhoto();
      const stop = new AbortController();
      photoStop = stop;
      setEntry({ verdict: { kind: 'reading' }, suggestion: null });
      recogniser
        .load()
        .then(({ recognisePhoto }) => recognisePhoto(file, { signal: stop.signal }))
        .then(
          (read) => {
            if (id !== photoRead || !get().entry) return;
            photoStop = null;
            if (!read.ok) {
              setEntry({ verdict: { kind: 'photo-failed', reason: read.reason } });
              return;
            }
            // The likeliest fix, when the digits make no proper sudoku, and
            // whether the read is poor come from the photo worker.
            const fix = read.correction;
            show(
              read.digits,
              read.uncertain,
              {},
              fix ? { changes: fix.cells, sure: fix.sure } : null,
              read.poor === true,
            );
          },
          () => {
            if (id === photoRead) setEntry({ verdict: { kind: 'photo-failed', reason: 'failed' } });
          },
        );
    },

    applySuggestion() {
      const entry = get().entry;
      if (!entry?.suggestion) return;
      const cells = entry.cells.slice();
      const uncertain = entry.uncertain.slice();
      for (const { cell, to } of entry.suggestion.changes) {
        cells[cell] = to;
        uncertain[cell] = true; // still worth a look against the paper
      }
      show(cells, uncertain);
    },

    checkEntry() {
      const entry = get().entry;
      if (entry?.verdict.kind === 'checking') check(entry.cells);
    },

    pastePuzzle(text) {
      // Another kind's text opens as a game at once (Enter a puzzle is a classic grid).
      if (isKindText(text)) {
        void get().offerPuzzle(text, null, 'paste');
        return;
      }
      const read = readPuzzleText(text);
      if (!read.ok) {
        set({ loadError: read.error, loadErrorSource: 'paste' });
        return;
      }
      open(read.board, { loadError: null });
    },

    pasteFromClipboard() {
      const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
      if (!clipboard?.readText) {
        set({ loadError: { code: 'clipboard' }, loadErrorSource: 'paste' });
        return;
      }
      clipboard.readText().then(
        (text) => get().pastePuzzle(text),
        () => set({ loadError: { code: 'clipboard' }, loadErrorSource: 'paste' }),
      );
    },
  };
}
