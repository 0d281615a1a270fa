import { checkRules, DIFFICULTIES, findConflicts, geometryOf } from '../engine';
import type { Rules } from '../engine';
import type { Layout } from '../engine/layout';
import { TECHNIQUE_IDS } from '../engine/logic/types';
import type { EngineTask } from './engineTasks';

/*
 * Checking a worker's answer before it is used. A worker is code of this
 * game, but a page kept open over a deploy can meet a worker of another
 * version, and a message can arrive damaged: an answer of the wrong shape,
 * or one whose sizes are out of all proportion, would break the page or
 * freeze it. So every result is checked for its shape and bounds; one that
 * fails counts as a failed worker (engineClient.ts).
 */

type Loose = Record<string, unknown>;

const isObject = (v: unknown): v is Loose => typeof v === 'object' && v !== null;

const isInt = (v: unknown, min: number, max: number): v is number =>
  Number.isInteger(v) && (v as number) >= min && (v as number) <= max;

const isList = (v: unknown, max: number, item: (x: unknown) => boolean): v is unknown[] =>
  Array.isArray(v) && v.length <= max && v.every(item);

const isCell = (v: unknown) => isInt(v, 0, 80);
const isDigit = (v: unknown) => isInt(v, 1, 9);
const isCells = (v: unknown) => isList(v, 81, isCell);

/** `size`*`size` digits in [min, size] (81 digits 1-9 by default). */
const isBoard = (v: unknown, min: number, size = 9): v is number[] =>
  Array.isArray(v) && v.length === size * size && v.every((d) => isInt(d, min, size));

/**
 * A puzzle and its solution: the solution complete and keeping the rules
 * (classic by default; a Killer's cage sums too), agreeing with every given.
 */
function isPuzzleAndSolution(puzzle: unknown, solution: unknown, rules?: Rules): boolean {
  const size = rules?.size ?? 9;
  const layout: Layout | undefined = rules && geometryOf(rules);
  return (
    isBoard(puzzle, 0, size) &&
    isBoard(solution, 1, size) &&
    findConflicts(solution, layout).length === 0 &&
    puzzle.every((d, i) => d === 0 || d === solution[i]) &&
    (rules?.cages ?? []).every(
      (c) => c.cells.reduce((sum, cell) => sum + solution[cell], 0) === c.sum,
    )
  );
}

const isDifficulty = (v: unknown) => DIFFICULTIES.includes(v as (typeof DIFFICULTIES)[number]);

const isCellDigit = (v: unknown) => isObject(v) && isCell(v.cell) && isDigit(v.digit);

/** Counts the chain nodes checked, so nested chains cannot grow without bound. */
interface Budget {
  nodes: number;
}

const MAX_NODES = 20_000;

function isChain(v: unknown, budget: Budget, depth: number): boolean {
  if (!isObject(v) || !Array.isArray(v.nodes) || !Array.isArray(v.links)) return false;
  const { nodes, links } = v;
  budget.nodes += nodes.length;
  if (budget.nodes > MAX_NODES || links.length > MAX_NODES) return false;
  const n = nodes.length;
  if (!isInt(v.premise, -1, n - 1)) return false;
  for (const node of nodes) {
    if (!isObject(node) || !isList(node.cells, 9, isCell) || !isDigit(node.digit)) return false;
    if (typeof node.on !== 'boolean') return false;
    if (node.nested !== undefined) {
      const nested = node.nested;
      if (depth >= 4 || !isObject(nested) || !Array.isArray(nested.chains)) return false;
      if (!nested.chains.every((c) => isChain(c, budget, depth + 1))) return false;
    }
  }
  return links.every(
    (l) =>
      isObject(l) &&
      isInt(l.from, 0, n - 1) &&
      isInt(l.to, 0, n - 1) &&
      (l.kind === 'strong' || l.kind === 'weak') &&
      Number.isInteger(l.unit),
  );
}

/** A logical step of the right shape, with every list bounded. */
export function isValidStep(v: unknown): boolean {
  if (!isObject(v) || !TECHNIQUE_IDS.includes(v.technique as (typeof TECHNIQUE_IDS)[number]))
    return false;
  if (!isList(v.digits, 9, isDigit) || !isCells(v.cells)) return false;
  if (!isList(v.units, 100, (u) => isInt(u, 0, 99))) return false;
  if (!isList(v.placements, 81, isCellDigit) || !isList(v.eliminations, 729, isCellDigit))
    return false;
  if (v.pivot !== undefined && !isCell(v.pivot)) return false;
  if (v.fins !== undefined && !isCells(v.fins)) return false;
  if (v.colours !== undefined && !isList(v.colours, 2, isCells)) return false;
  if (v.sets !== undefined && !isList(v.sets, 9, isCells)) return false;
  const budget = { nodes: 0 };
  return v.chains === undefined || isList(v.chains, 200, (c) => isChain(c, budget, 0));
}

/**
 * A practice position for `technique`: its puzzle and solution; the
 * position's digits, the givens kept and every other one the solution's;
 * a candidate mask (9 bits) on each empty cell only; the technique's step.
 */
function isPracticePosition(technique: string, v: Loose): boolean {
  const { puzzle, solution, digits, candidates } = v;
  return (
    v.technique === technique &&
    (v.source === 'generated' || v.source === 'bank') &&
    isPuzzleAndSolution(puzzle, solution) &&
    isBoard(digits, 0) &&
    digits.every((d, i) =>
      d === 0 ? (puzzle as number[])[i] === 0 : d === (solution as number[])[i],
    ) &&
    Array.isArray(candidates) &&
    candidates.length === 81 &&
    candidates.every((m, i) => isInt(m, 0, 511) && (digits[i] === 0) === (m !== 0)) &&
    isValidStep(v.step) &&
    (v.step as Loose).technique === technique
  );
}

/** True when `result` is a valid answer to `task`. */
export function isValidResult(task: EngineTask, result: unknown): boolean {
  if (!isObject(result)) return false;
  switch (task.kind) {
    case 'generate':
      return isPuzzleAndSolution(result.puzzle, result.solution);
    case 'generate-kind':
      return (
        checkRules(result.rules)?.kind === task.puzzleKind &&
        isPuzzleAndSolution(result.puzzle, result.solution, checkRules(result.rules)!)
      );
    case 'daily':
      return isPuzzleAndSolution(result.puzzle, result.solution) && isDifficulty(result.level);
    case 'grade':
      return isDifficulty(result.level);
    case 'analyse':
      return (
        isInt(result.count, 0, 2) &&
        (result.count === 1
          ? isDifficulty(result.level) && isPuzzleAndSolution(task.board, result.solution)
          : result.level === null && result.solution === null)
      );
    case 'next-step':
      return result.step === null || isValidStep(result.step);
    case 'practice':
      return isPracticePosition(task.technique, result);
    case 'solution-path': {
      const { steps, boards, solved } = result;
      return (
        isList(steps, 2_000, isValidStep) &&
        Array.isArray(boards) &&
        boards.length === steps.length + 1 &&
        boards.every((b) => isBoard(b, 0, task.rules?.size)) &&
        typeof solved === 'boolean'
      );
    }
    case 'credit':
      return (
        result.technique === null ||
        TECHNIQUE_IDS.includes(result.technique as (typeof TECHNIQUE_IDS)[number])
      );
  }
}
