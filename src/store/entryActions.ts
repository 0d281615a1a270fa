import { findRepeats } from '../engine/conflicts';
import { readPuzzleText } from '../engine/importText';
import type { Board } from '../engine';
import type { Core, GetState, SetState } from './core';
import { EMPTY_BOARD, ENTRY_KEY } from './core';
import { leaveDaily } from './dailyLeave';
import { loadEngine } from './engineLoader';
import { selectInProgress } from './selectors';
import type { Entry, EntryVerdict, GameActions, GameState } from './types';

/*
 * Entering a puzzle ("Enter a puzzle", a paste, a photo): the grid being
 * entered lives in `entry`, over the game, which stays exactly as it was
 * (its clock stopped) until the player plays the new puzzle or cancels.
 * After every change the status says what the grid is: a repeated digit at
 * once, then the solver's count of solutions and the level (in the worker;
 * only the latest grid is checked, so typing fast never queues work).
 * Loaded on first use, not in the first load.
 */

/** The actions this file provides. */
export type EntryActionKeys =
  | 'enterPuzzle'
  | 'editEntry'
  | 'clearEntry'
  | 'cancelEntry'
  | 'playEntry'
  | 'confirmPlayEntry'
  | 'pastePuzzle'
  | 'pasteFromClipboard'
  | 'restoreEntry'
  | 'readPhoto'
  | 'applySuggestion';

/** The stored form: "<81 digits>|<81 0/1 uncertain>|<selected>,<notes>,<running>,<paused>". */
function encodeEntry(entry: Entry): string {
  const { selected, notesMode, running, paused } = entry.resume;
  const flags = [notesMode, running, paused].map((f) => (f ? 1 : 0)).join(',');
  return `${entry.cells.join('')}|${entry.uncertain.map((u) => (u ? 1 : 0)).join('')}|${selected},${flags}`;
}

/** The stored form read back, or null when it is not one. */
function decodeEntry(text: string): Pick<Entry, 'cells' | 'uncertain' | 'resume'> | null {
  const match = /^([0-9]{81})\|([01]{81})\|(\d{1,2}),([01]),([01]),([01])$/.exec(text);
  if (!match || Number(match[3]) > 80) return null;
  return {
    cells: Array.from(match[1], Number),
    uncertain: Array.from(match[2], (c) => c === '1'),
    resume: {
      selected: Number(match[3]),
      notesMode: match[4] === '1',
      running: match[5] === '1',
      paused: match[6] === '1',
    },
  };
}

/** Keep (or forget) the puzzle being entered in storage; storage problems are not fatal here. */
function storeEntry(entry: Entry | null): void {
  try {
    if (entry) localStorage.setItem(ENTRY_KEY, encodeEntry(entry));
    else localStorage.removeItem(ENTRY_KEY);
  } catch {
    // Storage unavailable or full: the saving notice covers it for the game.
  }
}

const NOT_UNCERTAIN: readonly boolean[] = new Array<boolean>(81).fill(false);

/** What can be said at once, without the solver: empty, or a repeated digit. */
function quickVerdict(cells: Board): EntryVerdict | null {
  if (cells.every((d) => d === 0)) return { kind: 'empty' };
  const [repeat] = findRepeats(cells);
  return repeat ? { kind: 'repeat', digit: repeat.digit, cells: repeat.cells } : null;
}

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
    if (patch.cells) storeEntry(next);
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

  /** Show a new grid and say what it is (any photo suggestion is stale then, unless given). */
  const show = (
    cells: Board,
    uncertain: readonly boolean[],
    extra: Partial<GameState> = {},
    suggestion: Entry['suggestion'] = null,
  ) => {
    const quick = quickVerdict(cells);
    setEntry({ cells, uncertain, suggestion, verdict: quick ?? { kind: 'checking' } }, extra);
    if (!quick) check(cells);
  };

  let photoRead = 0; // the latest photo asked for: an older one arriving late is ignored

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
        elapsedMs: running ? state.elapsedMs + (Date.now() - state.runningSince!) : state.elapsedMs,
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

    editEntry(digit) {
      const { entry, selected } = get();
      if (!entry || entry.cells[selected] === digit) return;
      const cells = entry.cells.slice();
      cells[selected] = digit;
      let { uncertain } = entry;
      if (uncertain[selected]) {
        uncertain = uncertain.slice();
        (uncertain as boolean[])[selected] = false;
      }
      show(cells, uncertain);
    },

    clearEntry() {
      if (get().entry) show(EMPTY_BOARD, NOT_UNCERTAIN);
    },

    cancelEntry() {
      const { entry, finishedAt } = get();
      if (!entry) return;
      const { selected, notesMode, running, paused } = entry.resume;
      storeEntry(null);
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
      // The new puzzle replaces the regular game, never a daily puzzle (saved apart).
      if (get().daily !== null) leaveDaily(set, get, core);
      const state = get();
      // Starting the new puzzle would replace work in progress: ask first.
      if (selectInProgress(state)) set({ dialog: 'confirm-entry' });
      else get().confirmPlayEntry();
    },

    confirmPlayEntry() {
      const { entry } = get();
      if (entry?.verdict.kind !== 'unique') return;
      const { level, solution } = entry.verdict;
      storeEntry(null);
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
      setEntry({ verdict: { kind: 'reading' }, suggestion: null });
      Promise.all([import('../photo/recognise'), import('../photo/correct')])
        .then(([{ recognisePhoto }, { proposeCorrection }]) =>
          recognisePhoto(file).then((read) => ({ read, proposeCorrection })),
        )
        .then(
          ({ read, proposeCorrection }) => {
            if (id !== photoRead || !get().entry) return;
            if (!read.ok) {
              setEntry({ verdict: { kind: 'photo-failed', reason: read.reason } });
              return;
            }
            const proposal = proposeCorrection(read);
            show(read.digits, read.uncertain, {}, proposal ? proposal.cells : null);
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
      for (const { cell, to } of entry.suggestion) {
        cells[cell] = to;
        uncertain[cell] = true; // still worth a look against the paper
      }
      show(cells, uncertain);
    },

    async restoreEntry() {
      let text: string | null = null;
      try {
        text = localStorage.getItem(ENTRY_KEY);
      } catch {
        return;
      }
      if (text === null || get().entry) return;
      const saved = decodeEntry(text);
      if (!saved) {
        storeEntry(null);
        set({ notice: { kind: 'dropped', parts: ['entry'] } });
        return;
      }
      open(saved.cells, {}, saved.uncertain, saved.resume);
    },

    pastePuzzle(text) {
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
