import type { CellIndex } from '../engine';
import type { Chain, ChainLink, ChainNode, Contradiction, Step } from '../engine/logic/types';
import { t } from './messages';
import {
  cellName,
  cellsName,
  cellsWithin,
  inUnit,
  isLine,
  nodeFact,
  unitName,
  whetherList,
} from './step-names';

/*
 * A chain walked in words, one sentence per link (per inferred fact in a
 * forcing chain), each with its reason, ending in the conclusion; and a
 * forcing chain's summary and the names of its branches. Every sentence
 * comes from the chain's data through the active language's templates.
 */

/** The set of an almost locked set step that holds all these cells, if any. */
function setOf(step: Step, cells: readonly CellIndex[]): readonly CellIndex[] | undefined {
  return step.sets?.find((set) => cells.every((c) => set.includes(c)));
}

const sameCell = (a: ChainNode, b: ChainNode) =>
  a.cells.length === 1 && b.cells.length === 1 && a.cells[0] === b.cells[0];

/** Why `to` follows from `from` over a weak link: one cell, or a shared unit. */
function weakWhy(from: ChainNode, to: ChainNode, unit: number): string {
  if (sameCell(from, to)) return t('why.one-digit');
  const cells = cellsName(from.cells);
  if (unit >= 0) return t('why.same-unit', { cells, unit: unitName(unit) });
  return t('why.sees', { cells });
}

/** Why a link of an alternating chain holds. */
function linkWhy(step: Step, chain: Chain, link: ChainLink): string {
  const from = chain.nodes[link.from];
  const to = chain.nodes[link.to];
  if (link.kind === 'weak') return weakWhy(from, to, link.unit);
  if (sameCell(from, to)) return t('why.only-candidate');
  if (from.digit !== to.digit) {
    // Inside an almost locked set: without one digit, the rest are locked in.
    const cells = [...from.cells, ...to.cells];
    return t('why.set', { digit: from.digit, cells: cellsName(setOf(step, cells) ?? cells) });
  }
  if (link.unit >= 0) return t('why.only-place', { digit: to.digit, unit: unitName(link.unit) });
  return t('why.only-place-cells', { digit: to.digit });
}

/**
 * The walk of an alternating chain (X-Chain, XY-Chain, AIC, the chains of
 * almost locked set steps, wings given as chains): "If A, then B (why)."
 * then "So C (why)." / "Then D (why)." per link, and the conclusion: one
 * end or the other is true, or (a loop) what closing it proves.
 */
export function walkAlternating(step: Step, chain: Chain): string[] {
  const { nodes, links } = chain;
  const start = nodes[chain.premise];
  const parts: string[] = [];
  links.forEach((link, i) => {
    const to = nodes[link.to];
    // A strong link back to the premise reaches its opposite: the premise is true after all.
    const fact = link.to === chain.premise ? nodeFact(to, link.kind === 'strong') : nodeFact(to);
    const why = linkWhy(step, chain, link);
    if (i === 0) parts.push(t('walk.if', { from: nodeFact(nodes[link.from]), to: fact, why }));
    else parts.push(t(link.kind === 'strong' ? 'walk.so' : 'walk.then', { to: fact, why }));
  });
  const last = links[links.length - 1];
  if (last.to === chain.premise) {
    if (last.kind === 'strong') parts.push(t('walk.loop-strong', { fact: nodeFact(start, true) }));
    else parts.push(t('walk.loop'));
  } else {
    const end = nodes[last.to];
    parts.push(t('walk.either', { start: nodeFact(start, !start.on), end: nodeFact(end) }));
  }
  return parts;
}

/** How an assumption broke the rules: "7 has no place left in box 3". */
export function clashText(c: Contradiction): string {
  return c.kind === 'cell-empty'
    ? t('clash.cell', { cell: cellName(c.cell) })
    : t('clash.unit', { digit: c.digit, unit: unitName(c.unit) });
}

/** Why a fact of a forcing chain holds, from its incoming links. */
function inferenceWhy(chain: Chain, index: number): string {
  const node = chain.nodes[index];
  const incoming = chain.links.filter((l) => l.to === index);
  switch (node.inference) {
    case 'cell':
      return t('why.last-candidate');
    case 'unit':
      return t('why.last-place', { digit: node.digit, unit: unitName(incoming[0]?.unit ?? -1) });
    case 'nested':
      return t('why.nested', {
        fact: nodeFact(node, !node.on),
        clash: node.nested ? clashText(node.nested.contradiction) : '',
      });
    default: {
      const from = incoming[0] ? chain.nodes[incoming[0].from] : node;
      return weakWhy(from, node, incoming[0]?.unit ?? -1);
    }
  }
}

/**
 * The walk of one branch of a forcing chain: "Suppose A." then each fact
 * the conclusion needs, in the order it is found, with its reason (the
 * only candidate left in a cell, the only place left in a unit, a weak
 * link, or a nested contradiction).
 */
export function walkForcing(chain: Chain): string[] {
  const parts = [t('walk.suppose', { fact: nodeFact(chain.nodes[chain.premise]) })];
  chain.nodes.forEach((node, i) => {
    if (i === chain.premise || node.inference === 'premise' || node.inference === 'outer') return;
    const why = inferenceWhy(chain, i);
    parts.push(t(node.on ? 'walk.so' : 'walk.then', { to: nodeFact(node), why }));
  });
  return parts;
}

/** The move a step makes, as a fact: "row 6, column 2 is 5" / "cannot be 5". */
function conclusionFact(step: Step): string {
  const placed = step.placements[0];
  if (placed) return t('fact.is', { cell: cellName(placed.cell), digit: placed.digit });
  const removed = step.eliminations[0];
  return t('fact.cannot', { cell: cellName(removed.cell), digit: removed.digit });
}

/** Each branch's own case in a unit forcing chain, named within the unit: "row 3". */
function placeWithin(cell: CellIndex, unit: number): string {
  const within = cellsWithin([cell], unit);
  return isLine(unit) ? within : cellName(cell);
}

/**
 * A forcing chain in one sentence: "Whatever row 4, column 2 holds — 3 or
 * 8 — row 6, column 2 cannot be 5."; a contradiction: "If row 6, column 9
 * is 1, then in the end 7 has no place left in box 3, which cannot be."
 */
export function forcingSummary(step: Step): string {
  const conclusion = conclusionFact(step);
  const chains = step.chains ?? [];
  switch (step.forcing) {
    case 'cell':
      return t('forcing.cell', {
        cell: cellName(step.cells[0]),
        digits: whetherList(step.digits.map(String)),
        conclusion,
      });
    case 'unit': {
      const unit = step.units[0];
      const cells = step.cells.filter((c) => inUnit(c, unit));
      return t('forcing.unit', {
        digit: step.digits[0],
        unit: unitName(unit),
        cells: whetherList(cells.map((c) => placeWithin(c, unit))),
        conclusion,
      });
    }
    case 'digit':
      return t('forcing.digit', {
        cell: cellName(step.cells[0]),
        digit: step.digits[0],
        conclusion,
      });
    default: {
      const chain = chains[0];
      const premise = chain ? nodeFact(chain.nodes[chain.premise]) : '';
      const clash = step.contradiction ? clashText(step.contradiction) : '';
      return t('forcing.contradiction', { premise, clash });
    }
  }
}

/**
 * The name of each branch of a forcing chain, for the buttons that show
 * them: its case ("If row 4, column 2 is 3"), or for a contradiction the
 * fact it proves ("Why row 1, column 7 is not 7").
 */
export function branchLabels(step: Step): string[] {
  return (step.chains ?? []).map((chain) => {
    if (step.forcing === 'contradiction') {
      const end = chain.nodes[chain.nodes.length - 1];
      return t('branch.why', { fact: nodeFact(end) });
    }
    return t('branch.if', { fact: nodeFact(chain.nodes[chain.premise]) });
  });
}
