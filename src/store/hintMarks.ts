import type { Board, CellIndex, Rules } from '../engine';
import { stepFocusUnit, stepTargets, stepWitnesses, unitCells } from '../engine/logic/focus';
import { applyStep, candidatesFromBoard } from '../engine/logic/grid';
import type { CellDigit, Chain, Step } from '../engine/logic/types';
import { MAX_LINKS, frameChain } from '../learn/frames';
import { walkPages, walksChains } from '../learn/hintWalk';
import { selectHistory } from './history';
import { memoLast } from './memo';
import { EDGE } from './hintView';
import type { HintChain, HintMarks, HintRole } from './hintView';
import type { Announcement, GameState, HintFlow, SolutionPath } from './types';

/*
 * Derived values for teaching hints and the "Solution steps" view: how each
 * cell takes part in the hint on show, and the candidates before each step
 * of the solution path. Loaded with the hints (not in the first load).
 */

/** Mark `cells` as the area and add the sides of their outline to `edges`. */
function outline(
  cells: readonly CellIndex[],
  size: number,
  role: (HintRole | null)[],
  edges: number[],
): void {
  const area = new Set(cells);
  for (const c of area) {
    role[c] = 'area';
    const r = Math.floor(c / size);
    const col = c % size;
    if (r === 0 || !area.has(c - size)) edges[c] |= EDGE.top;
    if (r === size - 1 || !area.has(c + size)) edges[c] |= EDGE.bottom;
    if (col === 0 || !area.has(c - 1)) edges[c] |= EDGE.left;
    if (col === size - 1 || !area.has(c + 1)) edges[c] |= EDGE.right;
  }
}

/** What one frame of a step's walk shows (see src/learn/frames.ts), as its marks need it. */
export interface FramePicture {
  units: readonly number[]; // units outlined (rows, then columns, then boxes)
  cells: readonly CellIndex[]; // key cells
  eliminations: readonly CellDigit[]; // candidates crossed out so far
  placements: readonly CellDigit[]; // digits placed so far
}

/**
 * The marks of one frame of a classic step's walk (a lesson's worked
 * example): its units outlined, each on its own; its key cells, and the
 * cells of the chain it draws (`chainCells`), as the pattern; the cells
 * changed so far as targets, with their crossed-out candidates and placed
 * digits. `digits` and `masks` are the position's digits and candidates.
 */
export function frameMarks(
  frame: FramePicture,
  chainCells: readonly CellIndex[],
  digits: Board,
  masks: ArrayLike<number>,
): HintMarks {
  const n = digits.length;
  const role: (HintRole | null)[] = new Array<HintRole | null>(n).fill(null);
  const edges = new Array<number>(n).fill(0);
  const removed = new Array<number>(n).fill(0);
  const placed = new Array<number>(n).fill(0);
  const candidates = new Array<number>(n).fill(0);
  for (const unit of frame.units) outline(unitCells(unit), 9, role, edges);
  for (const c of [...frame.cells, ...chainCells]) role[c] = 'pattern';
  for (const { cell, digit } of frame.eliminations) {
    removed[cell] |= 1 << (digit - 1);
    role[cell] = 'target';
  }
  for (const { cell, digit } of frame.placements) {
    placed[cell] = digit;
    role[cell] = 'target';
  }
  for (let c = 0; c < n; c++) {
    if (digits[c] === 0 && (role[c] === 'pattern' || role[c] === 'target'))
      candidates[c] = masks[c];
  }
  return { role, edges, removed, placed, candidates };
}

/**
 * The marks of a step: first press, the unit to look at (outlined); second
 * press, also the cells that prove it and the cells it changes, with the
 * candidates it removes and the digit it places. `digits` is the board the
 * step was found on and `masks` its candidates (a mask per cell), drawn in
 * the empty key cells and targets so that a pattern such as a pair can be
 * seen even where the player has no notes. `rules`: classic by default.
 */
export function stepMarks(
  step: Step,
  stage: 1 | 2,
  digits: Board,
  masks: ArrayLike<number>,
  rules?: Rules,
): HintMarks {
  const n = digits.length; // 81, or 36
  const size = rules?.size ?? 9;
  const role: (HintRole | null)[] = new Array<HintRole | null>(n).fill(null);
  const edges = new Array<number>(n).fill(0);
  const removed = new Array<number>(n).fill(0);
  const placed = new Array<number>(n).fill(0);
  const candidates = new Array<number>(n).fill(0);
  outline(unitCells(stepFocusUnit(step, rules), rules), size, role, edges);
  if (stage === 2) {
    for (const c of stepWitnesses(step, digits, rules)) role[c] = 'pattern';
    for (const c of stepTargets(step)) role[c] = 'target';
    for (const { cell, digit } of step.eliminations) removed[cell] |= 1 << (digit - 1);
    for (const { cell, digit } of step.placements) placed[cell] = digit;
    for (let c = 0; c < n; c++) {
      if (digits[c] === 0 && (role[c] === 'pattern' || role[c] === 'target'))
        candidates[c] = masks[c];
    }
  }
  return { role, edges, removed, placed, candidates };
}

const marksOf = memoLast(
  (
    flow: HintFlow | null,
    notesCell: CellIndex,
    digits: Board,
    notes: readonly number[],
    rules: Rules,
  ): HintMarks | null => {
    if (flow?.hint.kind === 'step') {
      // The candidates the hint was found on: the player's notes, or all that fit.
      const { masks } = candidatesFromBoard(digits, notes, rules);
      const marks = stepMarks(flow.hint.step, flow.stage, digits, masks, rules);
      // Each cell the chain drawn rings is part of the pattern, its candidates drawn.
      const ringed = drawnChain(flow)?.nodes.flatMap((n) => n.cells) ?? [];
      if (ringed.length === 0) return marks;
      const role = marks.role.slice();
      const candidates = marks.candidates.slice();
      for (const c of ringed) {
        if (role[c] !== 'target') role[c] = 'pattern';
        if (digits[c] === 0) candidates[c] = masks[c];
      }
      return { ...marks, role, candidates };
    }
    if (notesCell < 0) return null;
    const role: (HintRole | null)[] = new Array<HintRole | null>(digits.length).fill(null);
    role[notesCell] = 'notes';
    const none = new Array<number>(digits.length).fill(0);
    return { role, edges: none, removed: none, placed: none, candidates: none };
  },
);

/** The cell a "your notes leave out a digit" hint points at, or -1. */
const notesCellOf = (a: Announcement | null): CellIndex => (a?.kind === 'hint-notes' ? a.cell : -1);

/**
 * The hint on show, cell by cell: a teaching hint's area, pattern and
 * targets (from `hintFlow`), or the cell whose notes a hint questioned.
 * Null when there is none. (Registered with hintView.ts when the hints
 * are loaded; see hintActions.ts.)
 */
export const hintMarksOf = (s: GameState): HintMarks | null =>
  marksOf(
    s.hintFlow,
    notesCellOf(s.announcement),
    selectHistory(s)[s.historyIndex].digits,
    selectHistory(s)[s.historyIndex].notes,
    s.rules,
  );

const solutionCandidatesOf = memoLast(
  (path: SolutionPath | null, rules: Rules): readonly (readonly number[])[] => {
    if (!path) return [];
    // Replays the known steps (no search): candidates start from the givens
    // and each step's eliminations carry over to the next.
    let grid = candidatesFromBoard(path.boards[0], undefined, rules);
    const out: number[][] = [];
    for (const step of path.steps) {
      out.push(Array.from(grid.masks));
      grid = applyStep(grid, step);
    }
    out.push(Array.from(grid.masks));
    return out;
  },
);

/**
 * The candidates (81 masks, 0 for filled cells) before each step of the
 * solution path, plus those after the last step: what the "Solution steps"
 * view draws in a step's cells. Empty when no path has been computed.
 */
export const selectSolutionCandidates = (s: GameState): readonly (readonly number[])[] =>
  solutionCandidatesOf(s.solutionPath, s.rules);

/**
 * The chain of the hint on show, from its second press (where it is
 * explained), for the overlay (registered with hintView.ts as selectHintChain): the branch chosen, or (branch -1, a forcing
 * chain's summary) the cases it starts from, ringed without links; null
 * when the step is not a chain.
 */
export const hintChainOf = (s: GameState): HintChain | null => {
  const flow = s.hintFlow;
  const chain = flow ? drawnChain(flow) : null;
  if (!flow || !chain || flow.hint.kind !== 'step') return null;
  const { step } = flow.hint;
  const branches = step.chains?.length ?? 0;
  return cachedChain(chain, flow.branch, branches, step.eliminations, step.placements);
};

const pictures = new WeakMap<object, Chain | null>();

/** `make()`, worked out once per key (a step's chains, a page's picture). */
function once(key: object, make: () => Chain | null): Chain | null {
  if (!pictures.has(key)) pictures.set(key, make());
  return pictures.get(key)!;
}

/**
 * The chain drawn for a hint at its second press: a walked step's summary
 * (a forcing chain's cases; an alternating chain whole, or its two ends
 * when it is longer than MAX_LINKS) or the page of a chain walked; another
 * step's chain. Never more than MAX_LINKS links. Null when none.
 */
function drawnChain(flow: HintFlow): Chain | null {
  if (flow.stage !== 2 || flow.hint.kind !== 'step') return null;
  const { step } = flow.hint;
  const chains = step.chains ?? [];
  if (!walksChains(step)) return chains[flow.branch] ?? null;
  if (flow.branch >= 0) {
    const picture = walkPages(step)[flow.branch]?.[flow.page]?.picture;
    return picture ? once(picture, () => frameChain(step, picture)) : null;
  }
  if (step.forcing !== undefined) return summaryChain(chains);
  return once(chains, () => endsChain(chains[0]));
}

/** An alternating chain as its summary draws it: whole, or (longer than MAX_LINKS) its two ends, unlinked. */
function endsChain(chain: Chain): Chain {
  if (chain.links.length <= MAX_LINKS) return chain;
  const last = chain.links[chain.links.length - 1].to;
  const ends = [...new Set([chain.premise, last])].map((i) => chain.nodes[i]);
  return { nodes: ends, links: [], premise: 0 };
}

const summaries = new WeakMap<readonly Chain[], Chain>();

/** The premises of a forcing chain's branches, each once, as one chain without links. */
export function summaryChain(chains: readonly Chain[]): Chain | null {
  if (chains.length === 0) return null;
  let summary = summaries.get(chains);
  if (!summary) {
    const nodes: Chain['nodes'] = [];
    for (const c of chains) {
      const p = c.nodes[c.premise];
      const same = (n: Chain['nodes'][number]) =>
        n.digit === p.digit && n.on === p.on && n.cells.join() === p.cells.join();
      if (p && !nodes.some(same)) nodes.push({ cells: p.cells, digit: p.digit, on: p.on });
    }
    summary = { nodes, links: [], premise: -1 };
    summaries.set(chains, summary);
  }
  return summary;
}

let lastChain: HintChain | null = null;

/** The same object while nothing changed, as zustand's hooks need. */
function cachedChain(
  chain: Chain,
  branch: number,
  branches: number,
  eliminations: readonly CellDigit[],
  placements: readonly CellDigit[],
): HintChain {
  if (
    lastChain?.chain !== chain ||
    lastChain.branch !== branch ||
    lastChain.eliminations !== eliminations
  ) {
    lastChain = { chain, branch, branches, eliminations, placements };
  }
  return lastChain;
}
