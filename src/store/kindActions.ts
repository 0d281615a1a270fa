import { levelsOf } from '../engine';
import type { Difficulty, Kind } from '../engine';
import type { Core, GetState, SetState } from './core';
import { loadEngine } from './engineLoader';
import { prepare } from './gameActions';
import { loadLayout } from './layoutLoader';
import { selectInProgress } from './selectors';
import type { GameActions } from './types';

/*
 * New games of the other kinds (Killer, Jigsaw, Sudoku X, 6x6), loaded when
 * the player first chooses one: the puzzle is made in the worker with its
 * rules (a Jigsaw's regions, a Killer's cages), the kind's layout loads,
 * and the game begins. The board keeps the game before until then; the
 * status says a puzzle is being made.
 */

/** `level`, or the kind's hardest level when the kind does not offer it (6x6 Hard plays Medium). */
export function levelForKind(kind: Kind, level: Difficulty): Difficulty {
  const levels = levelsOf(kind);
  return levels.includes(level) ? level : levels[levels.length - 1];
}

/** The actions this file provides (the store routes New game of another kind here). */
export type KindActionKeys = 'newKindGame' | 'setKind';

export function kindActions(
  set: SetState,
  get: GetState,
  core: Core,
): Pick<GameActions, KindActionKeys> {
  let asked = 0; // the latest new game asked for here (an earlier one arriving late is dropped)
  return {
    newKindGame(chosen: Difficulty, kind: Exclude<Kind, 'classic'>) {
      const level = levelForKind(kind, chosen);
      const id = ++asked;
      core.cancelPending();
      set({
        difficulty: level,
        kind,
        dialog: null,
        ...core.announce({ kind: 'preparing-game', puzzleKind: kind }),
      });
      // Another game begun meanwhile (a classic one, a link, a daily) is not replaced.
      const { gameId } = get();
      loadEngine()
        .then(({ puzzles }) => puzzles.request(level, kind))
        .then(async ({ puzzle, solution, rules }) => {
          if (!rules) throw new Error('a puzzle of another kind without its rules');
          await loadLayout(rules);
          if (id !== asked || get().gameId !== gameId) return;
          core.begin(puzzle, solution, level, { rules, difficulty: level, kind });
        })
        .catch(() => {
          if (id === asked && get().gameId === gameId)
            set(core.announce({ kind: 'engine-failed', inProgress: selectInProgress(get()) }));
        });
    },

    setKind(kind: Kind) {
      const difficulty = levelForKind(kind, get().difficulty);
      void prepare(difficulty, kind);
      set({ kind, difficulty });
    },
  };
}
