import {
  analyse,
  createRandom,
  dailyLevel,
  dailySeed,
  difficultyOf,
  generateKindPuzzle,
  generatePuzzle,
} from '../engine';
import type { Board, Difficulty, Kind, Rules } from '../engine';
import { candidatesFromBoard, creditMove, findNextStep } from '../engine/logic';
import { applyStepInPlace } from '../engine/logic/grid';
import type { ClassicTechnique, PlayerMove, Step } from '../engine/logic';
import type { PracticePosition } from '../engine/practice';

/*
 * The engine's slow work, as tasks with plain-data inputs and results, so
 * that it can run in a Web Worker (engineWorker.ts) or, when no worker can
 * run, in the page (imported lazily by engineClient.ts). The generator, the
 * grader and the logical solver are imported only here, so they stay out of
 * the page's first load.
 */

/** A piece of slow engine work. */
export type EngineTask =
  | { kind: 'generate'; difficulty: Difficulty; seed: number } // a new puzzle of that level
  | { kind: 'generate-kind'; puzzleKind: Kind; difficulty: Difficulty; seed: number } // a new puzzle of another kind, with its rules
  | { kind: 'daily'; date: string } // the daily puzzle of a date ("YYYY-MM-DD"), the same everywhere
  | { kind: 'grade'; board: number[]; rules?: Rules } // the level of a puzzle with one solution (classic without rules)
  | { kind: 'analyse'; board: number[] } // a typed puzzle: how many solutions (0, 1, 2+), its level if one
  | { kind: 'next-step'; digits: number[]; notes: number[]; rules?: Rules } // the simplest logical step (classic without rules)
  | { kind: 'solution-path'; givens: number[]; rules?: Rules } // every step from the givens
  | { kind: 'practice'; technique: ClassicTechnique; seed: number } // a new practice position for a lesson (practiceTask.ts)
  // which technique a player's own move shows (classic; chains and forcing chains only when `deep`)
  | {
      kind: 'credit';
      digits: number[];
      notes: number[];
      solution: number[];
      move: PlayerMove;
      deep: boolean;
    };

/** The result of each kind of task. */
export interface EngineResults {
  generate: { puzzle: number[]; solution: number[] };
  'generate-kind': { rules: Rules; puzzle: number[]; solution: number[] };
  daily: { puzzle: number[]; solution: number[]; level: Difficulty };
  grade: { level: Difficulty };
  analyse: { count: 0 | 1 | 2; level: Difficulty | null; solution: number[] | null };
  'next-step': { step: Step | null };
  'solution-path': { steps: Step[]; boards: number[][]; solved: boolean };
  practice: PracticePosition;
  credit: { technique: ClassicTechnique | null };
}

export type ResultOf<T extends EngineTask> = EngineResults[T['kind']];

/** A task sent to a worker, numbered so the answer finds its request. */
export interface TaskMessage {
  id: number;
  task: EngineTask;
}

/** A worker's answer: the result, or the error the task threw. */
export type TaskReply =
  { id: number; ok: true; result: unknown } | { id: number; ok: false; error: string };

/**
 * What a worker posts: `alive` as soon as its script runs, `failed` when
 * the engine's code cannot load in it, and the replies to tasks.
 */
export type WorkerMessage = { alive: true } | { failed: true } | TaskReply;

/** Run one task on this thread. */
export function runTask<T extends EngineTask>(task: T): ResultOf<T> {
  return run(task) as ResultOf<T>;
}

function run(task: EngineTask): EngineResults[EngineTask['kind']] {
  switch (task.kind) {
    case 'generate': {
      const { puzzle, solution } = generatePuzzle({
        difficulty: task.difficulty,
        random: createRandom(task.seed),
      });
      return { puzzle: [...puzzle], solution: [...solution] };
    }
    case 'generate-kind': {
      const { rules, puzzle, solution } = generateKindPuzzle(
        task.puzzleKind,
        task.difficulty,
        createRandom(task.seed),
      );
      return { rules, puzzle: [...puzzle], solution: [...solution] };
    }
    case 'daily': {
      // Seeded from the date alone: every browser makes the same puzzle for the same day.
      const level = dailyLevel(task.date);
      const { puzzle, solution } = generatePuzzle({
        difficulty: level,
        random: createRandom(dailySeed(task.date)),
      });
      return { puzzle: [...puzzle], solution: [...solution], level };
    }
    case 'grade':
      return { level: difficultyOf(task.board, task.rules) };
    case 'analyse': {
      const { count, solution } = analyse(task.board, 2);
      const unique = count === 1;
      return {
        count: Math.min(2, count) as 0 | 1 | 2,
        level: unique ? difficultyOf(task.board) : null,
        solution: unique ? solution : null,
      };
    }
    case 'next-step':
      return { step: findNextStep(candidatesFromBoard(task.digits, task.notes, task.rules)) };
    case 'solution-path':
      return solutionPath(task.givens, task.rules);
    case 'practice':
      // Its code (and the bank of puzzles) loads apart, with the first one: see practiceTask.ts.
      throw new Error('A practice position is made by practiceTask.ts.');
    case 'credit':
      return {
        technique: creditMove(task.digits, task.notes, task.solution, task.move, task.deep),
      };
  }
}

/** The logical path from the givens: each step and the board before it (and one after the last). */
function solutionPath(givens: Board, rules?: Rules): EngineResults['solution-path'] {
  const grid = candidatesFromBoard(givens, undefined, rules);
  const steps: Step[] = [];
  const boards: number[][] = [Array.from(grid.values)];
  for (;;) {
    const step = findNextStep(grid);
    if (!step) break;
    applyStepInPlace(grid, step);
    steps.push(step);
    boards.push(Array.from(grid.values));
  }
  const solved = boards[boards.length - 1].every((d) => d !== 0);
  return { steps, boards, solved };
}
