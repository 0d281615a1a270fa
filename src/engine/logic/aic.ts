import { gridGeometry } from './grid';
import {
  buildGraph,
  graphGeometry,
  nodeCells,
  nodeDigit,
  nodeSize,
  hasStrong,
  weaklyLinked,
  type LinkRules,
} from './chain-graph';
import { limitWalk, pathTo, searchChains } from './chain-walk';
import {
  chainOf,
  chainStep,
  cleanPath,
  hasCommonTarget,
  pushCommonTargets,
  type Closing,
} from './chain-step';
import type { Digit } from '../types';
import type { CandidateGrid, CellDigit, Step } from './types';

/*
 * Alternating inference chains (AIC): nodes (a digit in a cell, or in a
 * box-line group of two or three cells) joined alternately by strong and
 * weak links of any digit, starting and ending with a strong link. If the
 * first node is false the last is true: at least one of them holds.
 * - Type 1, ends of one digit: the digit leaves every cell that sees both.
 * - Type 2, ends of two digits x and y in two cells that see each other:
 *   the first cell cannot be y (that would make the last node false and the
 *   first one false too), nor the last one x.
 * - Discontinuous nice loop: the chain comes back to its first candidate,
 *   now true: "if it is false, it is true", so it is true (a placement).
 *   (Loops that end in a contradiction the other way round are type 1 or 2
 *   chains between the neighbours of the removed candidate.)
 * - Continuous nice loop: the ends are also weakly linked, so the chain
 *   closes into a loop; then every weak link of the loop is strong as well
 *   (exactly one end true): the digit of a link between cells leaves every
 *   cell that sees both sides, a link inside a cell leaves it only the
 *   link's two digits.
 */

const RULES: LinkRules = { unitStrong: true, cellStrong: true, cellWeak: true, groups: true };
/** Longest chain tried, in links. */
const MAX_LINKS = 15;

let masks: Uint16Array = new Uint16Array(81);
// The shortest chain with eliminations found so far, and a placement loop made from one.
let elimStates: number[] | null = null;
let elimClosing: Closing = 'none';
let elimMoves: CellDigit[] = [];
let elimLinks = 0;
let placeStates: number[] | null = null;

/*
 * Shortest first, with one exception: a discontinuous loop two links
 * longer than the best elimination chain is kept instead. Such a loop is
 * always an elimination chain of one length less by two plus the candidate
 * it removes, strongly linked back to the chain's start (premise off ...
 * end on, so the candidate is off, so the premise is on). So the loops are
 * found from the chains, without walking further: each chain of the best
 * length is checked for it.
 */
function judge(start: number, end: number, links: number): boolean {
  if (links > elimLinks || (links === elimLinks && placeStates !== null)) return false;
  let closing: Closing = 'none';
  let elims: CellDigit[] | null = null;
  if (links >= 3 && weaklyLinked(start, end)) {
    closing = 'weak';
    elims = loopEliminations(pathTo(end));
  } else if (nodeDigit[start] === nodeDigit[end]) {
    if (!hasCommonTarget(start, end)) return false;
    elims = [];
    pushCommonTargets(elims, start, end);
  } else {
    elims = typeTwo(start, end);
  }
  if (elims === null || elims.length === 0) return false;
  const states = pathTo(end);
  if (!cleanPath(states)) return false;
  if (links < elimLinks) {
    elimStates = states;
    elimClosing = closing;
    elimMoves = elims;
    elimLinks = links;
    placeStates = null;
  }
  if (closing === 'none') placeStates = loopFrom(states, elims);
  // Chains as long as the best are still checked for a loop until one is found.
  limitWalk(placeStates === null ? links : links - 2);
  return true;
}

/** Type 2 (ends of two digits in cells that see each other): what it removes, or null. */
function typeTwo(start: number, end: number): CellDigit[] | null {
  if (nodeSize[start] !== 1 || nodeSize[end] !== 1) return null;
  const a = nodeCells[start * 3];
  const b = nodeCells[end * 3];
  if (!graphGeometry().sees[a * 81 + b]) return null;
  const elims: CellDigit[] = [];
  // The first cell loses the last digit, the last cell the first digit.
  if (masks[a] & (1 << nodeDigit[end]))
    elims.push({ cell: a, digit: (nodeDigit[end] + 1) as Digit });
  if (masks[b] & (1 << nodeDigit[start]))
    elims.push({ cell: b, digit: (nodeDigit[start] + 1) as Digit });
  return elims;
}

/**
 * A discontinuous loop from an open chain: an eliminated candidate strongly
 * linked to the start (or, reading the chain backwards, to the end) closes
 * it; the states of the loop (ending on its premise, on), or null.
 */
function loopFrom(states: number[], elims: CellDigit[]): number[] | null {
  for (let back = 0; back < 2; back++) {
    const path = back === 0 ? states : states.map((s) => s ^ 1).reverse();
    const premise = path[0] >> 1;
    if (nodeSize[premise] !== 1) continue;
    for (const e of elims) {
      const t = e.cell * 9 + e.digit - 1;
      if (!hasStrong(t, premise)) continue;
      const loop = [...path, t * 2, premise * 2 + 1];
      if (cleanPath(loop, loop.length - 1)) return loop;
    }
  }
  return null;
}

function candidateOf(node: number): CellDigit {
  return { cell: nodeCells[node * 3], digit: (nodeDigit[node] + 1) as Digit };
}

/** What the weak links of a continuous loop remove, each candidate once. */
function loopEliminations(states: number[]): CellDigit[] {
  const out: CellDigit[] = [];
  const n = states.length;
  // Weak links lead into off states; the closing link runs from the last node to the first.
  for (let i = 0; i < n; i++) {
    const to = states[i];
    if (i > 0 && (to & 1) === 1) continue;
    const a = states[i === 0 ? n - 1 : i - 1] >> 1;
    const b = to >> 1;
    if (nodeDigit[a] === nodeDigit[b]) {
      pushCommonTargets(out, a, b);
      continue;
    }
    const c = nodeCells[a * 3];
    const keepBits = (1 << nodeDigit[a]) | (1 << nodeDigit[b]);
    for (let m = masks[c] & ~keepBits; m !== 0; m &= m - 1)
      out.push({ cell: c, digit: (32 - Math.clz32(m & -m)) as Digit });
  }
  const seen = new Set<number>();
  return out.filter((e) => {
    const key = e.cell * 9 + e.digit;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The shortest alternating inference chain (at most 15 links) that places
 * a digit or removes candidates; nodes may be groups. The step's chain:
 * - open chain (type 1 or 2): node 0 off (the premise) ... last node on,
 *   links i -> i+1 alternating strong, weak, ..., strong; eliminations;
 * - continuous loop: the same plus a closing weak link from the last node
 *   to node 0; eliminations from every weak link;
 * - discontinuous loop: node 0 off, ..., the last node off, then a closing
 *   strong link from it back to node 0, which contradicts the premise: node
 *   0 (one cell) is placed. Preferred to an elimination chain up to two
 *   links shorter (see `judge`).
 */
export function findAIC(grid: CandidateGrid): Step | null {
  masks = grid.masks;
  buildGraph(masks, RULES, gridGeometry(grid));
  elimStates = placeStates = null;
  elimLinks = MAX_LINKS + 2;
  searchChains(MAX_LINKS, judge);
  if (placeStates !== null) {
    const start = placeStates[0] >> 1;
    return chainStep('aic', chainOf(placeStates, 'strong'), [candidateOf(start)], []);
  }
  if (elimStates === null) return null;
  return chainStep('aic', chainOf(elimStates, elimClosing), [], elimMoves);
}
