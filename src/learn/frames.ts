import { stepFocusUnit, stepWitnesses } from '../engine/logic/focus';
import type { CellDigit, Chain, Step } from '../engine/logic/types';
import type { Board, CellIndex } from '../engine';

/*
 * A step shown a piece at a time, for a lesson's worked example (and any
 * view that walks a step): a list of frames, each the whole picture at
 * that moment, drawn with the hint overlay (unit outlines, key cells, the
 * chain's rings and links, crossed-out candidates, the placed digit). A
 * chain grows one link per frame, a forcing chain one inferred fact per
 * frame, branch after branch, and the changes come one at a time. Pure
 * data from the step alone: the words for each frame are in
 * src/i18n/lesson-words.ts.
 */

/**
 * What a frame adds:
 * - 'area': the unit to look at first (the hint's first press);
 * - 'pattern': the cells that prove the step (a pair, a fish, a wing, the
 *   colour chain, the rectangle, or the placed digits behind a single);
 * - 'fins': a finned fish's fins; 'sets': an almost locked set step's sets;
 * - 'link': one more link of an alternating chain (`index`: the link);
 * - 'ends': the chain is whole, one of its ends is true;
 * - 'summary': a forcing chain's cases, before any is walked;
 * - 'premise': a branch of a forcing chain starts (`chain`: the branch);
 * - 'node': one more fact of that branch (`index`: the node);
 * - 'eliminate' / 'place': one more change of the step (`index` into
 *   `step.eliminations` / `step.placements`).
 */
export type FrameKind =
  | 'area'
  | 'pattern'
  | 'fins'
  | 'sets'
  | 'link'
  | 'ends'
  | 'summary'
  | 'premise'
  | 'node'
  | 'eliminate'
  | 'place';

/** One frame: what to draw (everything shown so far) and what it adds. */
export interface StepFrame {
  kind: FrameKind;
  /** The link, node or change this frame adds (see FrameKind), -1 when none. */
  index: number;
  /** Units outlined (0-8 rows, 9-17 columns, 18-26 boxes). */
  units: number[];
  /** Key cells marked (the pattern, fins and sets), ascending. */
  cells: CellIndex[];
  /** The chain drawn: an index into `step.chains`, or -1 for none or the summary. */
  chain: number;
  /** The nodes of that chain ringed (for 'summary': the branches whose premise is ringed). */
  nodes: number[];
  /** The links of that chain drawn: at most MAX_LINKS, the latest. */
  links: number[];
  /** Candidates crossed out so far, and digits placed so far. */
  eliminations: CellDigit[];
  placements: CellDigit[];
}

/** The most links drawn at once: a long chain shows the latest ones. */
export const MAX_LINKS = 8;

const ALTERNATING = new Set<Step['technique']>(['x-chain', 'xy-chain', 'aic', 'xy-wing', 'w-wing']);
const ALS = new Set<Step['technique']>(['als-xz', 'als-xy-wing']);

function isForcing(step: Step): boolean {
  return step.forcing !== undefined && (step.chains?.length ?? 0) > 0;
}

/** The frames before any change: for each, its kind, index and picture so far. */
type Draft = Omit<StepFrame, 'eliminations' | 'placements'>;

const blank = (kind: FrameKind, units: number[] = []): Draft => ({
  kind,
  index: -1,
  units,
  cells: [],
  chain: -1,
  nodes: [],
  links: [],
});

/** The latest `MAX_LINKS` of `links`, and the nodes they touch (with `always`), each ascending. */
function windowOf(
  chain: Chain,
  links: number[],
  always: number[],
): { nodes: number[]; links: number[] } {
  const shown = links.slice(-MAX_LINKS);
  const nodes = new Set(always);
  for (const l of shown) {
    nodes.add(chain.links[l].from);
    nodes.add(chain.links[l].to);
  }
  return { nodes: [...nodes].sort((a, b) => a - b), links: [...shown].sort((a, b) => a - b) };
}

/** An alternating chain (one chain of the step), link by link, then its ends. */
function walkChain(step: Step, c: number, base: Draft): Draft[] {
  const chain = step.chains![c];
  const out: Draft[] = [];
  const done: number[] = [];
  chain.links.forEach((_, i) => {
    done.push(i);
    out.push({
      ...base,
      kind: 'link',
      index: i,
      chain: c,
      ...windowOf(chain, done, [chain.premise]),
    });
  });
  out.push({
    ...base,
    kind: 'ends',
    index: -1,
    chain: c,
    ...windowOf(chain, done, [chain.premise]),
  });
  return out;
}

/** One branch of a forcing chain (`step.chains[b]`): its premise, then fact by fact. */
function walkBranch(chain: Chain, b: number): Draft[] {
  const premise = chain.premise;
  const out: Draft[] = [{ ...blank('premise'), index: premise, chain: b, nodes: [premise] }];
  const links: number[] = [];
  chain.nodes.forEach((node, i) => {
    if (i === premise || node.inference === 'premise' || node.inference === 'outer') return;
    chain.links.forEach((l, k) => {
      if (l.to === i) links.push(k);
    });
    // The window: the latest links, their nodes, the premise and the new fact.
    out.push({ ...blank('node'), index: i, chain: b, ...windowOf(chain, links, [premise, i]) });
  });
  return out;
}

/** A forcing chain: the summary, then each branch from its premise, fact by fact. */
function walkForcing(step: Step): Draft[] {
  const chains = step.chains ?? [];
  const out: Draft[] = [
    { ...blank('summary'), cells: [...step.cells], nodes: chains.map((_, b) => b) },
  ];
  chains.forEach((chain, b) => out.push(...walkBranch(chain, b)));
  return out;
}

/**
 * The frames of one chain of a step, each one sentence of its walk: a
 * forcing chain's branch (its premise, then fact by fact) or an
 * alternating chain (link by link, then its ends). Only the chain is
 * drawn; nothing is changed yet.
 */
export function chainFrames(step: Step, c: number): StepFrame[] {
  const chain = step.chains?.[c];
  if (!chain) return [];
  const drafts = isForcing(step) ? walkBranch(chain, c) : walkChain(step, c, blank('link'));
  return drafts.map((d) => ({ ...d, eliminations: [], placements: [] }));
}

/** The drafts of a step that is not a forcing chain: area, pattern, and its chain or parts. */
function walkPattern(step: Step, digits: Board | undefined): Draft[] {
  const area = blank('area', [stepFocusUnit(step)]);
  const patternUnits = step.units.length > 0 ? [...step.units] : area.units;
  const witnesses = digits ? stepWitnesses(step, digits) : [];
  const cells =
    step.technique.endsWith('single') || step.technique === 'full-house'
      ? witnesses
      : [...step.cells];
  const pattern: Draft = { ...blank('pattern', patternUnits), cells };
  const out: Draft[] = [area];
  if (ALS.has(step.technique)) {
    const sets = { ...blank('sets', patternUnits), cells: [...step.cells] };
    out.push(sets);
    (step.chains ?? []).forEach((_, c) => out.push(...walkChain(step, c, sets)));
    return out;
  }
  if (ALTERNATING.has(step.technique) && step.chains?.length) {
    // A chain (a wing given as one too) is its own pattern, walked link by link.
    const base: Draft = { ...blank('link'), cells: [...step.cells] };
    step.chains.forEach((_, c) => out.push(...walkChain(step, c, base)));
    return out;
  }
  out.push(pattern);
  if (step.fins?.length) {
    out.push({
      ...pattern,
      kind: 'fins',
      cells: [...new Set([...cells, ...step.fins])].sort((a, b) => a - b),
    });
  }
  return out;
}

/**
 * The frames of a step, in showing order. `digits` is the board the step
 * was found on (81 digits, 0 = empty): with it a single's frames mark the
 * placed digits that rule the other candidates out. The last frame shows
 * every change of the step.
 */
export function stepFrames(step: Step, digits?: Board): StepFrame[] {
  const drafts = isForcing(step) ? walkForcing(step) : walkPattern(step, digits);
  const last = drafts[drafts.length - 1];
  const frames: StepFrame[] = drafts.map((d) => ({ ...d, eliminations: [], placements: [] }));
  // The changes, one per frame, over the last picture.
  const eliminations: CellDigit[] = [];
  const placements: CellDigit[] = [];
  step.placements.forEach((p, i) => {
    placements.push(p);
    frames.push({
      ...last,
      kind: 'place',
      index: i,
      eliminations: [...eliminations],
      placements: [...placements],
    });
  });
  step.eliminations.forEach((e, i) => {
    eliminations.push(e);
    frames.push({
      ...last,
      kind: 'eliminate',
      index: i,
      eliminations: [...eliminations],
      placements: [...placements],
    });
  });
  return frames;
}

/**
 * The chain a frame draws, as a chain of its own (the shown nodes and
 * links, renumbered), for the hint overlay; a summary frame gives the
 * branches' premises as ringed nodes without links. Null when the frame
 * draws no chain.
 */
export function frameChain(step: Step, frame: StepFrame): Chain | null {
  const chains = step.chains ?? [];
  if (frame.kind === 'summary') {
    const nodes = frame.nodes.map((b) => {
      const p = chains[b].nodes[chains[b].premise];
      return { cells: p.cells, digit: p.digit, on: p.on };
    });
    const unique = nodes.filter(
      (n, i) =>
        nodes.findIndex(
          (m) => m.digit === n.digit && m.on === n.on && m.cells.join() === n.cells.join(),
        ) === i,
    );
    return unique.length > 0 ? { nodes: unique, links: [], premise: -1 } : null;
  }
  const chain = chains[frame.chain];
  if (!chain) return null;
  const at = new Map(frame.nodes.map((n, i) => [n, i]));
  return {
    nodes: frame.nodes.map((n) => chain.nodes[n]),
    links: frame.links.map((l) => ({
      ...chain.links[l],
      from: at.get(chain.links[l].from)!,
      to: at.get(chain.links[l].to)!,
    })),
    premise: at.get(chain.premise) ?? -1,
  };
}
