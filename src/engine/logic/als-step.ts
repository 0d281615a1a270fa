import type { Digit } from '../types';
import { alsBits, alsDigitBits, alsGeometry, alsUnit, cellsOfBits } from './als-sets';
import { chainStep } from './chain-step';
import { commonUnit } from './grid';
import type { CellDigit, Chain, ChainLink, ChainNode, Step } from './types';

/*
 * The steps of the almost locked set techniques (als.ts, als-xy-wing.ts):
 * their sets and their reasoning as chains whose nodes are "this set holds
 * this digit" (the set's cells holding it).
 */

/**
 * The chain of sets `sets` (walking order) and digits `digits` (0-8): the
 * premise "sets[0] lacks digits[0]" (off); in each set a strong link to the
 * digit it then holds (on); between sets a weak link on the RCC (off in
 * the next set). A loop (doubly linked ALS-XZ) closes with a weak link on
 * digits[0] back to the premise.
 */
export function alsChain(sets: number[], digits: number[], loop: boolean): Chain {
  const nodes: ChainNode[] = [];
  const links: ChainLink[] = [];
  const node = (s: number, d: number, on: boolean): ChainNode => ({
    cells: cellsOfBits(alsDigitBits, (s * 9 + d) * 3),
    digit: (d + 1) as Digit,
    on,
  });
  nodes.push(node(sets[0], digits[0], false));
  for (let k = 0; k < sets.length; k++) {
    nodes.push(node(sets[k], digits[k + 1], true));
    links.push({
      from: nodes.length - 2,
      to: nodes.length - 1,
      kind: 'strong',
      unit: alsUnit[sets[k]],
    });
    if (k + 1 === sets.length) break;
    nodes.push(node(sets[k + 1], digits[k + 1], false));
    links.push({
      from: nodes.length - 2,
      to: nodes.length - 1,
      kind: 'weak',
      unit: unitOf(nodes[nodes.length - 2].cells, nodes[nodes.length - 1].cells),
    });
  }
  if (loop) {
    const last = nodes.length - 1;
    links.push({
      from: last,
      to: 0,
      kind: 'weak',
      unit: unitOf(nodes[last].cells, nodes[0].cells),
    });
  }
  return { nodes, links, premise: 0 };
}

/** The unit holding all the cells (region, row, column, extra unit first), -1 when none does. */
function unitOf(a: number[], b: number[]): number {
  return commonUnit(alsGeometry(), [...a, ...b]);
}

/** The eliminated digits (0-8), ascending. */
export function digitsOf(elims: CellDigit[]): number[] {
  let mask = 0;
  for (const e of elims) mask |= 1 << (e.digit - 1);
  const out: number[] = [];
  for (let d = 0; d < 9; d++) if (mask & (1 << d)) out.push(d);
  return out;
}

/**
 * The step of an ALS technique: `sets` the sets' cells in walking order;
 * `cells` all their cells; `digits` the chains' digits (RCCs and the
 * eliminated ones); `units` the chains' link units in walking order.
 */
export function alsStep(
  technique: 'als-xz' | 'als-xy-wing',
  sets: number[],
  chains: Chain[],
  elims: CellDigit[],
): Step {
  const seen = new Set<number>();
  const unique = elims.filter((e) => {
    const key = e.cell * 9 + e.digit;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const step = chainStep(technique, chains[0], [], unique);
  const cellSets = sets.map((s) => cellsOfBits(alsBits, s * 3));
  const digits = new Set<Digit>();
  for (const chain of chains) for (const n of chain.nodes) digits.add(n.digit);
  step.cells = cellSets.flat().sort((a, b) => a - b);
  step.digits = [...digits].sort((a, b) => a - b);
  step.chains = chains;
  step.sets = cellSets;
  return step;
}
