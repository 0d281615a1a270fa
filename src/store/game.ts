import { create } from 'zustand';
import type { StateCreator } from 'zustand';
import { persist } from 'zustand/middleware';
import {
  analyse,
  applyMove,
  COL_OF,
  createRandom,
  difficultyOf,
  findTeachingHint,
  findWrongCells,
  generatePuzzle,
  isSolved,
  parsePuzzle,
  ROW_OF,
  startPosition,
} from '../engine';
import type { Board, Difficulty, Digit, Move, Position } from '../engine';
import { applyStep, candidatesFromBoard, findNextStep } from '../engine/logic';
import type { Step } from '../engine/logic';
import { connectSaving, persistOptions } from './persist';
import { browserWorker, createPuzzleSource } from './puzzleSource';
import type { ReadyPuzzle } from './puzzleSource';
import { selectInProgress, selectPosition } from './selectors';
import { DEFAULT_SETTINGS } from './settings';
import { emptyStats, recordLoss, recordStart, recordWin } from './stats';
import type { Stats } from './stats';
import type { Announcement, Direction, GameState, GameStore, LoadError } from './types';

/*
 * The midend: one store that owns the game and calls the engine. Every change
 * to the board goes through `play(move)`, which asks the engine's applyMove
 * for the next position and appends it to the history (dropping any redo
 * tail), as in Tatham's midend. Undo and redo only move `historyIndex`.
 * Randomness and the clock are read here and handed to the engine, which has
 * neither.
 */

const DEFAULT_DIFFICULTY: Difficulty = 'medium';
const EMPTY_FLAGS: Board = new Array<number>(81).fill(0);

/** A fresh 32-bit seed for the engine's seeded random source. */
function newSeed(): number {
  return Math.floor(Math.random() * 0x1_0000_0000);
}

/** A fresh id for a game (not security-relevant; only tells games apart). */
function newGameId(): string {
  return Date.now().toString(36) + Math.floor(Math.random() * 0x1_0000_0000).toString(36);
}

/** The game part of the state for a game that starts now from `givens`. */
function startGame(givens: Board, solution: Board, level: Difficulty | null): Partial<GameState> {
  const now = Date.now();
  const firstEmpty = givens.indexOf(0);
  const position = startPosition(givens);
  const solved = isSolved(position.digits, solution);
  return {
    gameId: newGameId(),
    givens,
    solution,
    history: [position],
    historyIndex: 0,
    moves: [],
    level,
    selected: firstEmpty >= 0 ? firstEmpty : 0,
    notesMode: false,
    flagged: EMPTY_FLAGS,
    startedAt: now,
    finishedAt: solved ? now : null,
    elapsedMs: 0,
    runningSince: solved ? null : now,
    paused: false,
    hintsUsed: 0,
    mistakes: 0,
    announcement: null,
    hintFlow: null,
    solutionPath: null,
  };
}

/**
 * Parse and solve a puzzle text once: its board and unique solution, or why
 * it cannot be played (a parse error, no solution, several solutions).
 */
function checkPuzzle(
  text: string,
): { ok: true; board: Board; solution: Board } | { ok: false; error: LoadError } {
  const parsed = parsePuzzle(text);
  if (!parsed.ok) return { ok: false, error: parsed.error };
  const { count, solution } = analyse(parsed.board, 2);
  if (count === 0 || !solution) return { ok: false, error: { code: 'no-solution' } };
  if (count > 1) return { ok: false, error: { code: 'multiple-solutions' } };
  return { ok: true, board: parsed.board, solution };
}

/**
 * Statistics when the current game is replaced: an unfinished game in
 * progress ends its level's streak. (A game counts as played from its first
 * move, so one replaced untouched is not counted at all.)
 */
function statsOnNewGame(state: GameState): Stats {
  return state.level !== null && selectInProgress(state)
    ? recordLoss(state.stats, state.level)
    : state.stats;
}

/** The whole state for a new random game at `difficulty`. */
function initialState(difficulty: Difficulty = DEFAULT_DIFFICULTY): GameState {
  const { puzzle, solution } = generatePuzzle({ difficulty, random: createRandom(newSeed()) });
  return {
    ...(startGame(puzzle, solution, difficulty) as GameState),
    difficulty,
    settings: DEFAULT_SETTINGS,
    stats: emptyStats(),
    announcementId: 0,
    loadError: null,
    notice: null,
    dialog: null,
    pendingLink: null,
  };
}

/** Time played so far, including the running stretch. */
function elapsedNow(state: GameState, now: number): number {
  return (
    state.elapsedMs + (state.runningSince === null ? 0 : Math.max(0, now - state.runningSince))
  );
}

/** True when every digit on the board agrees with the solution (empty cells allowed). */
function allCorrect(position: Position, solution: Board): boolean {
  return findWrongCells(position.digits, solution).length === 0;
}

const STEP: Record<Direction, [number, number]> = {
  up: [-1, 0],
  down: [1, 0],
  left: [0, -1],
  right: [0, 1],
};

/** Where new games come from: a Web Worker keeping one puzzle per level ready. */
const puzzles = createPuzzleSource(browserWorker);

const createGame: StateCreator<GameStore, [['zustand/persist', unknown]]> = (set, get) => {
  /** Publish an announcement; the id changes even when the content repeats. */
  const announce = (announcement: Announcement): Partial<GameState> => ({
    announcement,
    announcementId: get().announcementId + 1,
  });

  /**
   * Apply a move through the engine, together with `extra` state (selection,
   * announcement). Returns false, changing nothing, when the game is over or
   * paused, or the move changes nothing. The new position is appended to the
   * history after the current one, dropping any redo tail. A move that
   * completes the board correctly ends the game, records the win and opens
   * the win dialog; any other change without its own announcement clears the
   * previous one, which is stale once the board has changed.
   */
  const play = (move: Move, extra: Partial<GameState> = {}): boolean => {
    const state = get();
    const { givens, solution, finishedAt, paused, historyIndex } = state;
    if (finishedAt !== null || paused) return false;
    const position = selectPosition(state);
    const next = applyMove(givens, position, move);
    if (next === position) return false;
    const history = [...state.history.slice(0, historyIndex + 1), next];
    const moves = [...state.moves.slice(0, historyIndex), move];
    // The game's very first move makes it count as played.
    const stats =
      state.history.length === 1 && state.level !== null
        ? recordStart(state.stats, state.level)
        : state.stats;
    const common = { history, moves, historyIndex: historyIndex + 1, stats };
    if (isSolved(next.digits, solution)) {
      const now = Date.now();
      const elapsedMs = elapsedNow(state, now);
      set({
        ...extra,
        ...common,
        finishedAt: now,
        elapsedMs,
        runningSince: null,
        dialog: 'won',
        stats: state.level === null ? stats : recordWin(stats, state.level, elapsedMs),
        ...announce({ kind: 'won', elapsedMs }),
      });
    } else {
      set({ announcement: null, hintFlow: null, ...extra, ...common });
    }
    return true;
  };

  /** Start a game from `givens`, keeping settings and updating statistics. */
  const begin = (
    givens: Board,
    solution: Board,
    level: Difficulty | null,
    extra: Partial<GameState> = {},
  ) => {
    set({
      ...startGame(givens, solution, level),
      stats: statsOnNewGame(get()),
      ...extra,
    });
  };

  return {
    ...initialState(),

    newGame(difficulty) {
      const start = ({ puzzle, solution }: ReadyPuzzle) =>
        begin(puzzle, solution, difficulty, { difficulty, loadError: null, dialog: null });
      // Usually a puzzle of this level is already prepared in the worker.
      const ready = puzzles.take(difficulty);
      if (ready) {
        start(ready);
        return;
      }
      set({ difficulty, dialog: null, ...announce({ kind: 'preparing', difficulty }) });
      const id = get().announcementId;
      void puzzles.request(difficulty).then((puzzle) => {
        // Start it unless the player has since asked for something else.
        if (get().announcementId === id) start(puzzle);
      });
    },

    requestNewGame() {
      if (selectInProgress(get())) set({ dialog: 'confirm-new-game' });
      else get().newGame(get().difficulty);
    },

    confirmNewGame() {
      get().newGame(get().difficulty);
    },

    closeDialog() {
      set({ dialog: null, pendingLink: null });
    },

    loadPuzzle(text) {
      const checked = checkPuzzle(text);
      if (!checked.ok) {
        set({ loadError: checked.error });
        return false;
      }
      begin(checked.board, checked.solution, difficultyOf(checked.board), {
        loadError: null,
        dialog: null,
        pendingLink: null,
      });
      return true;
    },

    offerPuzzle(text) {
      if (!selectInProgress(get())) return get().loadPuzzle(text);
      const checked = checkPuzzle(text);
      if (!checked.ok) {
        set({ loadError: checked.error });
        return false;
      }
      set({ pendingLink: text, dialog: 'confirm-link', loadError: null });
      return true;
    },

    confirmLink() {
      const { pendingLink } = get();
      if (pendingLink !== null) get().loadPuzzle(pendingLink);
    },

    select(cell) {
      if (Number.isInteger(cell) && cell >= 0 && cell < 81) set({ selected: cell });
    },

    moveSelection(direction) {
      const { selected } = get();
      const [dr, dc] = STEP[direction];
      const row = (ROW_OF[selected] + dr + 9) % 9;
      const col = (COL_OF[selected] + dc + 9) % 9;
      set({ selected: row * 9 + col });
    },

    enter(digit) {
      const state = get();
      if (state.notesMode) {
        state.toggleNote(digit);
        return;
      }
      const { selected: cell, solution, settings, flagged } = state;
      const move: Move = { kind: 'place', cell, digit, cleanup: settings.autoCleanupNotes };
      if (
        settings.mistakesMode === 'immediate' &&
        solution[cell] !== digit &&
        state.givens[cell] === 0
      ) {
        const marks = flagged.slice();
        marks[cell] = digit;
        play(move, {
          flagged: marks,
          mistakes: state.mistakes + 1,
          ...announce({ kind: 'mistake', cell }),
        });
        return;
      }
      play(move);
    },

    toggleNote(digit) {
      play({ kind: 'note', cell: get().selected, digit });
    },

    toggleNotesMode(on) {
      set((s) => ({ notesMode: on ?? !s.notesMode }));
    },

    fillNotes() {
      play({ kind: 'fill-notes' });
    },

    undo() {
      const { historyIndex, finishedAt, paused } = get();
      if (historyIndex === 0 || finishedAt !== null || paused) return;
      set({ historyIndex: historyIndex - 1, announcement: null, hintFlow: null });
    },

    redo() {
      const { historyIndex, history, finishedAt, paused } = get();
      if (historyIndex >= history.length - 1 || finishedAt !== null || paused) return;
      set({ historyIndex: historyIndex + 1, announcement: null, hintFlow: null });
    },

    rewindToLastCorrect() {
      const state = get();
      if (state.finishedAt !== null || state.paused) return;
      let k = state.historyIndex;
      while (k >= 0 && !allCorrect(state.history[k], state.solution)) k--;
      if (k === state.historyIndex) {
        set(announce({ kind: 'rewind-nothing' }));
        return;
      }
      if (k < 0) {
        // Cannot happen (the start holds only givens), but stay safe.
        set(announce({ kind: 'rewind-start' }));
        return;
      }
      // history[k] is the last correct position; moves[k] is the move that went wrong.
      play(
        { kind: 'restore', position: state.history[k] },
        announce({ kind: 'rewound', moveNumber: k + 1, move: state.moves[k] }),
      );
    },

    pause() {
      const state = get();
      if (state.paused || state.finishedAt !== null) return;
      set({ paused: true, elapsedMs: elapsedNow(state, Date.now()), runningSince: null });
    },

    resume() {
      const state = get();
      if (!state.paused) return;
      set({ paused: false, runningSince: state.finishedAt === null ? Date.now() : null });
    },

    tick() {
      const state = get();
      if (state.runningSince === null) return;
      const now = Date.now();
      set({ elapsedMs: elapsedNow(state, now), runningSince: now });
    },

    updateSettings(patch) {
      set((s) => ({ settings: { ...s.settings, ...patch } }));
    },

    openDialog(dialog) {
      set({ dialog });
    },

    dismissNotice() {
      set({ notice: null });
    },

    erase() {
      play({ kind: 'erase', cell: get().selected });
    },

    hint() {
      const state = get();
      const { solution, selected, finishedAt, flagged, paused, hintsUsed, hintFlow } = state;
      if (paused) return;
      const position = selectPosition(state);
      if (hintFlow) {
        const { hint } = hintFlow;
        if (hint.kind === 'stuck') {
          get().revealCell();
          return;
        }
        if (hint.kind === 'step' && hintFlow.stage === 1) {
          set({
            hintFlow: { hint, stage: 2 },
            ...announce({ kind: 'hint-step', step: hint.step, stage: 2 }),
          });
          return;
        }
        if (hint.kind === 'step') {
          const { step } = hint;
          const done = announce({ kind: 'hint-step', step, stage: 3 });
          const placement = step.placements[0];
          const move: Move = placement
            ? {
                kind: 'hint',
                cell: placement.cell,
                digit: placement.digit,
                cleanup: state.settings.autoCleanupNotes,
              }
            : { kind: 'eliminate', eliminations: step.eliminations };
          const applied = play(move, {
            ...done,
            selected: placement?.cell ?? selected,
            hintFlow: null,
          });
          if (!applied) set({ hintFlow: null });
          return;
        }
      }
      const hint =
        finishedAt === null
          ? findTeachingHint(position.digits, position.notes, solution, selected)
          : null;
      if (!hint) {
        set({ hintFlow: null, ...announce({ kind: 'already-solved' }) });
        return;
      }
      const counted = { hintsUsed: hintsUsed + 1 };
      switch (hint.kind) {
        case 'wrong': {
          const marks = flagged.slice();
          marks[hint.cell] = hint.digit;
          set({
            ...counted,
            flagged: marks,
            selected: hint.cell,
            hintFlow: null,
            ...announce({ kind: 'hint', hint }),
          });
          return;
        }
        case 'wrong-notes':
          set({
            ...counted,
            selected: hint.cell,
            hintFlow: null,
            ...announce({ kind: 'hint-notes', cell: hint.cell }),
          });
          return;
        case 'step':
          set({
            ...counted,
            hintFlow: { hint, stage: 1 },
            ...announce({ kind: 'hint-step', step: hint.step, stage: 1 }),
          });
          return;
        case 'stuck':
          set({ ...counted, hintFlow: { hint, stage: 1 }, ...announce({ kind: 'hint-stuck' }) });
      }
    },

    revealCell() {
      const state = get();
      if (state.paused || state.finishedAt !== null) return;
      const { digits } = selectPosition(state);
      const cell = digits[state.selected] === 0 ? state.selected : digits.indexOf(0);
      if (cell < 0) return;
      const digit = state.solution[cell] as Digit;
      play(
        { kind: 'hint', cell, digit, cleanup: state.settings.autoCleanupNotes },
        {
          selected: cell,
          hintFlow: null,
          ...announce({ kind: 'hint', hint: { kind: 'reveal', cell, digit } }),
        },
      );
    },

    dismissHint() {
      set({ hintFlow: null, announcement: null });
    },

    showSolutionSteps() {
      const { givens } = get();
      // Solved once, on request, never during render.
      const grid = candidatesFromBoard(givens);
      const steps: Step[] = [];
      const boards: Board[] = [Array.from(grid.values)];
      let current = grid;
      for (;;) {
        const step = findNextStep(current);
        if (!step) break;
        current = applyStep(current, step);
        steps.push(step);
        boards.push(Array.from(current.values));
      }
      const solved = boards[boards.length - 1].every((d) => d !== 0);
      set({ solutionPath: { steps, boards, solved }, dialog: 'solution-steps' });
    },

    check() {
      const state = get();
      const { solution, flagged, paused } = state;
      if (paused) return;
      const position = selectPosition(state);
      if (isSolved(position.digits, solution)) {
        set(announce({ kind: 'check-solved' }));
        return;
      }
      const wrong = findWrongCells(position.digits, solution);
      if (wrong.length > 0) {
        const marks = flagged.slice();
        // A wrong digit counts as a mistake once, when it is first marked.
        const fresh = wrong.filter((cell) => flagged[cell] !== position.digits[cell]).length;
        for (const cell of wrong) marks[cell] = position.digits[cell];
        set({
          flagged: marks,
          mistakes: state.mistakes + fresh,
          ...announce({ kind: 'check-wrong', count: wrong.length }),
        });
        return;
      }
      const remaining = position.digits.filter((d) => d === 0).length;
      set(announce({ kind: 'check-ok', remaining }));
    },

    setDifficulty(difficulty) {
      puzzles.prepare(difficulty);
      set({ difficulty });
    },

    dismissLoadError() {
      set({ loadError: null });
    },
  };
};

// Saved on every change, and checked when loaded: see persist.ts.
export const useGame = create<GameStore>()(persist(createGame, persistOptions));
puzzles.prepare(useGame.getState().difficulty);
connectSaving(useGame);

/**
 * Put the store back to a fresh game at the default level, with no
 * announcement and no link error (for tests, and for a clean start).
 */
export function resetGameStore(difficulty: Difficulty = DEFAULT_DIFFICULTY): void {
  useGame.setState(initialState(difficulty));
}

export { initialState };
