import type { Board } from '../engine';
import { stepFocusUnit } from '../engine/logic/focus';
import type { Step, Technique } from '../engine/logic/types';
import { t } from './messages';
import type { MessageKey } from './messages';
import { list, unitName } from './describe';
import { branchLabels, forcingSummary, walkForcing } from './chain-words';
import { cellName, cellsName, sentence, sentences } from './step-names';
import { whySentences } from './step-why';

/*
 * Plain-language wording of a logical step: where to look (the first hint
 * press) and why it works (the second), from the step's data alone. A
 * forcing chain is told as a summary, with each branch walked on demand.
 */

/** The technique's name in the player's language. */
export function techniqueName(technique: Technique): string {
  return t(`technique.${technique}` as MessageKey);
}

/** The technique's name as a title: "Hidden single", "X-Wing". */
export function techniqueTitle(technique: Technique): string {
  return sentence(techniqueName(technique));
}

/** First hint press: "Look at box 5 (hidden single)." */
export function describeStepArea(step: Step): string {
  return sentence(
    t('step.area', {
      unit: unitName(stepFocusUnit(step)),
      name: techniqueName(step.technique),
    }),
  );
}

/** True for a forcing chain: told as a summary, its branches walked on demand. */
export function isForcing(step: Step): boolean {
  return step.forcing !== undefined && (step.chains?.length ?? 0) > 0;
}

/**
 * Second hint press: why the step holds (for a chain, its walk, one
 * sentence per link), followed by what it does ("So row 3, column 5 is
 * 7." / "So 4 can be removed from ..."). A forcing chain gives its summary
 * (its branches are walked by explainBranch).
 *
 * `digits` is the board the step was found on, if known: a naked single whose
 * other digits are not all placed around it (some were ruled out by notes or
 * earlier steps) is then worded so, rather than as "every digit but 7
 * already appears".
 */
export function explainStep(step: Step, digits?: Board): string {
  if (isForcing(step)) {
    const parts = [forcingSummary(step)];
    if (step.forcing === 'contradiction') parts.push(describeEffect(step));
    return sentences(parts);
  }
  return sentences([...whySentences(step, digits), describeEffect(step)]);
}

/**
 * The walk of one branch of a forcing chain (an index into `step.chains`),
 * one sentence per fact from its assumption to the conclusion; '' for a
 * branch it does not have.
 */
export function explainBranch(step: Step, branch: number): string {
  const chain = step.chains?.[branch];
  return chain ? sentences(walkForcing(chain)) : '';
}

/** The names of a forcing chain's branches, for the buttons that walk them (none for other steps). */
export function stepBranches(step: Step): string[] {
  return isForcing(step) ? branchLabels(step) : [];
}

/** What a step changes: "So row 3, column 5 is 7." or "So 4 can be removed from row 1, columns 2 and 5". */
export function describeEffect(step: Step): string {
  if (step.placements.length > 0) {
    const { cell, digit } = step.placements[0];
    return t('step.place', { cell: cellName(cell), digit });
  }
  const digits = [...new Set(step.eliminations.map((e) => e.digit))].sort((a, b) => a - b);
  const cells = [...new Set(step.eliminations.map((e) => e.cell))];
  return t('step.remove', { digits: list(digits.map(String)), cells: cellsName(cells) });
}

/** A node of a chain: "row 3, column 5 is 7", "7 is not in row 3, columns 4 and 5". */
function nodeText(node: ChainNode, on = node.on): string {
  if (node.cells.length === 1)
    return t(on ? 'chain.on' : 'chain.off', { cell: cellName(node.cells[0]), digit: node.digit });
  return t(on ? 'chain.group.on' : 'chain.group.off', {
    cells: cellList(node.cells),
    digit: node.digit,
  });
}

/** Why a chain's node follows from the ones before it. */
function reasonFor(chain: Chain, index: number): string {
  const node = chain.nodes[index];
  const incoming = chain.links.filter((l) => l.to === index && l.from !== index);
  const unit = incoming.find((l) => l.unit >= 0)?.unit ?? -1;
  const digit = node.digit;
  switch (node.inference) {
    case 'nested':
      return t('chain.reason.nested');
    case 'outer':
      return t('chain.reason.outer');
    case 'cell':
      if (incoming.length > 1) return t('chain.reason.cell');
      break;
    case 'unit':
      if (incoming.length > 1)
        return unit >= 0
          ? t('chain.reason.unit', { digit, unit: unitName(unit) })
          : t('chain.reason.unit-any', { digit });
      break;
  }
  const link = incoming[0];
  if (!link) return t('chain.reason.outer');
  if (link.kind === 'strong')
    return link.unit < 0
      ? t('chain.reason.cell-strong')
      : t('chain.reason.unit-strong', { digit, unit: unitName(link.unit) });
  return link.unit < 0
    ? t('chain.reason.cell-weak')
    : t('chain.reason.unit-weak', { unit: unitName(link.unit) });
}

/** "If A, then B (why), then C (why)." over the chain's nodes in walking order. */
function walk(chain: Chain): string {
  const parts = [t('chain.start', { node: nodeText(chain.nodes[chain.premise]) })];
  chain.nodes.forEach((node, i) => {
    if (i !== chain.premise)
      parts.push(t('chain.next', { node: nodeText(node), reason: reasonFor(chain, i) }));
  });
  return sentence(parts.join(t('chain.join')));
}

/** An alternating chain: the walk, then what it proves (one end true, or a loop). */
function walkAlternating(chain: Chain): string {
  const last = chain.nodes.length - 1;
  const loop = chain.links.some((l) => l.to === chain.premise && l.from === last);
  const proves = loop
    ? t('chain.loop')
    : t('chain.ends', {
        first: nodeText(chain.nodes[chain.premise], true),
        last: nodeText(chain.nodes[last]),
      });
  return sentences(walk(chain) + t('chain.end'), sentence(proves));
}

/** How the contradiction shows: a cell with no candidate, or a digit with no place in a unit. */
function clashText(step: Step): string {
  const c = step.contradiction;
  if (!c) return '';
  return c.kind === 'cell-empty'
    ? t('forcing.clash.cell', { cell: cellName(c.cell) })
    : t('forcing.clash.unit', { digit: c.digit, unit: unitName(c.unit) });
}

/** A forcing chain's summary: what every branch starts from. */
export function forcingSummary(step: Step): string {
  const chains = step.chains ?? [];
  const premises = chains.map((c) => c.nodes[c.premise]);
  const first = premises[0];
  switch (step.forcing) {
    case 'cell':
      return sentence(
        t('forcing.cell', {
          cell: cellName(first.cells[0]),
          digits: list(premises.map((p) => String(p.digit))),
        }),
      );
    case 'unit':
      return sentence(
        t('forcing.unit', {
          digit: first.digit,
          unit: unitName(stepFocusUnit(step)),
          cells: list(premises.map((p) => cellName(p.cells[0]))),
        }),
      );
    case 'digit':
      return sentence(t('forcing.digit', { cell: cellName(first.cells[0]), digit: first.digit }));
    default:
      return sentence(t('forcing.contradiction', { node: nodeText(first) }));
  }
}

/** The summary, then the walk of one branch ("Branch 2 of 3: If ..., then ..."). */
function explainForcing(step: Step, branch: number): string {
  const chains = step.chains ?? [];
  const chain = chains[Math.min(Math.max(branch, 0), chains.length - 1)];
  if (!chain) return forcingSummary(step);
  let text = walk(chain);
  if (step.forcing === 'contradiction' && step.contradiction)
    text += t('chain.join') + clashText(step);
  text += t('chain.end');
  if (chains.length > 1)
    text = t('forcing.branch', { n: chains.indexOf(chain) + 1, count: chains.length, walk: text });
  return sentences(forcingSummary(step), text);
}
