import {
  candBits,
  graphGeometry,
  nodeCells,
  nodeDigit,
  nodePeers,
  nodeSize,
  strongUnitOf,
} from './chain-graph';
import { commonUnit } from './grid';
import type { Digit } from '../types';
import type { CellDigit, Chain, ChainLink, ChainNode, Step, Technique } from './types';

/*
 * From a walked path (states node*2 + on, see chain-graph.ts) to the data a
 * step carries: the chain (nodes, links with their kind and unit), its
 * cells, digits and units, and the eliminations of its common forms.
 */

/** How a chain closes: an open chain, or a loop closed by a weak or a strong link to node 0. */
export type Closing = 'none' | 'weak' | 'strong';

/**
 * True when the first `count` states of a path name distinct nodes and no
 * two nodes of one digit share a cell (a walk may take such detours; they
 * are sound but confusing to show, so the finders skip them).
 */
export function cleanPath(states: readonly number[], count = states.length): boolean {
  for (let i = 0; i < count; i++) {
    const a = states[i] >> 1;
    for (let j = i + 1; j < count; j++) {
      const b = states[j] >> 1;
      if (a === b) return false;
      if (nodeDigit[a] === nodeDigit[b] && overlap(a, b)) return false;
    }
  }
  return true;
}

function overlap(a: number, b: number): boolean {
  for (let i = 0; i < nodeSize[a]; i++)
    for (let j = 0; j < nodeSize[b]; j++)
      if (nodeCells[a * 3 + i] === nodeCells[b * 3 + j]) return true;
  return false;
}

/** The cells of a node, ascending. */
export function cellsOf(node: number): number[] {
  return Array.from(nodeCells.subarray(node * 3, node * 3 + nodeSize[node]));
}

/** The unit holding every cell of both nodes (region, then row, column, extra unit), -1 within one cell. */
function weakUnit(a: number, b: number): number {
  return commonUnit(graphGeometry(), [...cellsOf(a), ...cellsOf(b)]);
}

function link(
  from: number,
  to: number,
  fromNode: number,
  toNode: number,
  strong: boolean,
): ChainLink {
  const unit = strong ? strongUnitOf(fromNode, toNode) : weakUnit(fromNode, toNode);
  return { from, to, kind: strong ? 'strong' : 'weak', unit };
}

/**
 * The chain of a path, premise node 0 (off). With `closing` 'strong' the
 * last state repeats the first node (on) and is folded into a link back to
 * node 0; with 'weak' a weak link from the last node back to node 0 is added.
 */
export function chainOf(states: readonly number[], closing: Closing): Chain {
  const count = closing === 'strong' ? states.length - 1 : states.length;
  const nodes: ChainNode[] = [];
  const links: ChainLink[] = [];
  for (let i = 0; i < count; i++) {
    const n = states[i] >> 1;
    nodes.push({
      cells: cellsOf(n),
      digit: (nodeDigit[n] + 1) as Digit,
      on: (states[i] & 1) === 1,
    });
  }
  for (let i = 1; i < states.length; i++) {
    const to = i === count ? 0 : i;
    links.push(link(i - 1, to, states[i - 1] >> 1, states[i] >> 1, (states[i] & 1) === 1));
  }
  if (closing === 'weak')
    links.push(link(count - 1, 0, states[count - 1] >> 1, states[0] >> 1, false));
  return { nodes, links, premise: 0 };
}

/**
 * A chain step: `cells` every node cell ascending, `digits` every node digit,
 * `units` the links' units in walking order (each once, -1 left out), so
 * the first is where the chain starts.
 */
export function chainStep(
  technique: Technique,
  chain: Chain,
  placements: CellDigit[],
  eliminations: CellDigit[],
): Step {
  const cells = new Set<number>();
  const digits = new Set<Digit>();
  for (const n of chain.nodes) {
    for (const c of n.cells) cells.add(c);
    digits.add(n.digit);
  }
  const units: number[] = [];
  for (const l of chain.links) if (l.unit >= 0 && !units.includes(l.unit)) units.push(l.unit);
  return {
    technique,
    digits: [...digits].sort((a, b) => a - b),
    cells: [...cells].sort((a, b) => a - b),
    units,
    placements,
    eliminations: eliminations.sort((a, b) => a.cell - b.cell || a.digit - b.digit),
    chains: [chain],
  };
}

/** True when some cell with the digit of node a sees every cell of a and of b (a and b of one digit). */
export function hasCommonTarget(a: number, b: number): boolean {
  const w = nodeDigit[a] * 3;
  return (
    (nodePeers[a * 3] & nodePeers[b * 3] & candBits[w]) !== 0 ||
    (nodePeers[a * 3 + 1] & nodePeers[b * 3 + 1] & candBits[w + 1]) !== 0 ||
    (nodePeers[a * 3 + 2] & nodePeers[b * 3 + 2] & candBits[w + 2]) !== 0
  );
}

/** Appends to `out` the digit of a and b (one digit) in every cell that sees all cells of both. */
export function pushCommonTargets(out: CellDigit[], a: number, b: number): void {
  const d = nodeDigit[a];
  for (let w = 0; w < 3; w++) {
    for (
      let m = nodePeers[a * 3 + w] & nodePeers[b * 3 + w] & candBits[d * 3 + w];
      m !== 0;
      m &= m - 1
    ) {
      out.push({ cell: w * 32 + 31 - Math.clz32(m & -m), digit: (d + 1) as Digit });
    }
  }
}
