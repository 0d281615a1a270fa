import { create } from 'zustand';
import {
  analyse,
  applyMove,
  COL_OF,
  createRandom,
  difficultyOf,
  findHint,
  findWrongCells,
  generatePuzzle,
  isSolved,
  parsePuzzle,
  ROW_OF,
  startPosition,
} from '../engine';
import type { Board, Difficulty, Move } from '../engine';
import { selectInProgress } from './selectors';
import type { Announcement, Direction, GameState, GameStore } from './types';

/*
 * The midend: one store that owns the game and calls the engine. Every change
 * to the board goes through `play(move)`, which asks the engine's applyMove
 * for the next position; undo/redo will turn `position` into a history of
 * positions at that one place. Randomness and the clock are read here and
 * handed to the engine, which has neither.
 */

const DEFAULT_DIFFICULTY: Difficulty = 'medium';
const EMPTY_FLAGS: Board = new Array<number>(81).fill(0);

/** A fresh 32-bit seed for the engine's seeded random source. */
function newSeed(): number {
  return Math.floor(Math.random() * 0x1_0000_0000);
}

/** The state of a game that starts now from `givens`. */
function startGame(givens: Board, solution: Board, level: Difficulty | null): Partial<GameState> {
  const now = Date.now();
  const firstEmpty = givens.indexOf(0);
  const position = startPosition(givens);
  return {
    givens,
    solution,
    position,
    level,
    selected: firstEmpty >= 0 ? firstEmpty : 0,
    flagged: EMPTY_FLAGS,
    startedAt: now,
    finishedAt: isSolved(position.digits, solution) ? now : null,
    announcement: null,
  };
}

/** The whole state for a new random game at `difficulty`. */
function initialState(difficulty: Difficulty = DEFAULT_DIFFICULTY): GameState {
  const { puzzle, solution } = generatePuzzle({ difficulty, random: createRandom(newSeed()) });
  return {
    ...(startGame(puzzle, solution, difficulty) as GameState),
    difficulty,
    announcementId: 0,
    loadError: null,
    dialog: null,
  };
}

const STEP: Record<Direction, [number, number]> = {
  up: [-1, 0],
  down: [1, 0],
  left: [0, -1],
  right: [0, 1],
};

export const useGame = create<GameStore>()((set, get) => {
  /** Publish an announcement; the id changes even when the content repeats. */
  const announce = (announcement: Announcement): Partial<GameState> => ({
    announcement,
    announcementId: get().announcementId + 1,
  });

  /**
   * Apply a move through the engine, together with `extra` state (selection,
   * announcement). Returns false, changing nothing, when the move changes
   * nothing. A move that completes the board correctly ends the game and
   * announces the win; any other change without its own announcement clears
   * the previous one, which is stale once the board has changed.
   */
  const play = (move: Move, extra: Partial<GameState> = {}): boolean => {
    const { givens, solution, position, finishedAt, startedAt } = get();
    if (finishedAt !== null) return false;
    const next = applyMove(givens, position, move);
    if (next === position) return false;
    if (isSolved(next.digits, solution)) {
      const now = Date.now();
      set({
        ...extra,
        position: next,
        finishedAt: now,
        ...announce({ kind: 'won', elapsedMs: now - startedAt }),
      });
    } else {
      set({ announcement: null, ...extra, position: next });
    }
    return true;
  };

  return {
    ...initialState(),

    newGame(difficulty) {
      const { puzzle, solution } = generatePuzzle({ difficulty, random: createRandom(newSeed()) });
      set({
        ...startGame(puzzle, solution, difficulty),
        difficulty,
        loadError: null,
        dialog: null,
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
      set({ dialog: null });
    },

    loadPuzzle(text) {
      const parsed = parsePuzzle(text);
      if (!parsed.ok) {
        set({ loadError: parsed.error });
        return false;
      }
      // Solved once, here; the solution is kept for hints and checks.
      const { count, solution } = analyse(parsed.board, 2);
      if (count === 0 || !solution) {
        set({ loadError: { code: 'no-solution' } });
        return false;
      }
      if (count > 1) {
        set({ loadError: { code: 'multiple-solutions' } });
        return false;
      }
      set({ ...startGame(parsed.board, solution, difficultyOf(parsed.board)), loadError: null });
      return true;
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
      play({ kind: 'place', cell: get().selected, digit });
    },

    erase() {
      play({ kind: 'erase', cell: get().selected });
    },

    hint() {
      const { position, solution, selected, finishedAt, flagged } = get();
      const hint = finishedAt === null ? findHint(position.digits, solution, selected) : null;
      if (!hint) {
        set(announce({ kind: 'already-solved' }));
        return;
      }
      if (hint.kind === 'wrong') {
        const marks = flagged.slice();
        marks[hint.cell] = hint.digit;
        set({ flagged: marks, selected: hint.cell, ...announce({ kind: 'hint', hint }) });
        return;
      }
      play(
        { kind: 'hint', cell: hint.cell, digit: hint.digit },
        { selected: hint.cell, ...announce({ kind: 'hint', hint }) },
      );
    },

    check() {
      const { position, solution, flagged } = get();
      if (isSolved(position.digits, solution)) {
        set(announce({ kind: 'check-solved' }));
        return;
      }
      const wrong = findWrongCells(position.digits, solution);
      if (wrong.length > 0) {
        const marks = flagged.slice();
        for (const cell of wrong) marks[cell] = position.digits[cell];
        set({ flagged: marks, ...announce({ kind: 'check-wrong', count: wrong.length }) });
        return;
      }
      const remaining = position.digits.filter((d) => d === 0).length;
      set(announce({ kind: 'check-ok', remaining }));
    },

    setDifficulty(difficulty) {
      set({ difficulty });
    },

    dismissLoadError() {
      set({ loadError: null });
    },
  };
});

/**
 * Put the store back to a fresh game at the default level, with no
 * announcement and no link error (for tests, and for a clean start).
 */
export function resetGameStore(difficulty: Difficulty = DEFAULT_DIFFICULTY): void {
  useGame.setState(initialState(difficulty));
}
