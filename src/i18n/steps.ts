export { describeAnnouncement, describeMove } from './announce';
import { describeAnnouncement } from './announce';
import type { Announcement } from '../store';
import type { Board } from '../engine';
import { stepFocusUnit } from '../engine/logic/focus';
import type { Step, Technique } from '../engine/logic/types';
import type { Rules } from '../engine/rules';
import { t } from './messages';
import type { MessageKey } from './messages';
import { list } from './phrases';
import { walkPages, walksChains } from '../learn/hintWalk';
import { branchLabels, forcingSummary, walkAlternating, walkForcing } from './chain-words';
import {
  cageName,
  cellName,
  cellsName,
  sentence,
  sentences,
  stepGeometry,
  unitName,
  unitsName,
  withStepRules,
} from './step-names';
import { whySentences } from './step-why';
import { setHintWords } from './describe';
import { hintLabel } from './hintWords';

// From now on cells' names say their part in the hint on show. (Called here,
// as the step wording loads: the package is declared free of side effects.)
setHintWords(hintLabel);

/*
 * Plain-language wording of a logical step: where to look (the first hint
 * press) and why it works (the second), from the step's data alone. A
 * forcing chain is told as a summary, with each branch walked on demand.
 *
 * Cells and units are named for the kind of puzzle: `rules` (default: the
 * kind set with setStepRules, classic until then).
 */
export { setStepRules } from './step-names';

/** The technique's name in the player's language. */
export function techniqueName(technique: Technique): string {
  return t(`technique.${technique}` as MessageKey);
}

/** The technique's name as a title: "Hidden single", "X-Wing". */
export function techniqueTitle(technique: Technique): string {
  return sentence(techniqueName(technique));
}

/**
 * First hint press: "Look at box 5 (hidden single)."; a Killer step about
 * a cage: "Look at the 15 cage at row 1, column 2 (cage combination)."
 */
export function describeStepArea(step: Step, rules?: Rules): string {
  return withStepRules(rules, () => {
    const cage = step.units.length === 0 ? step.killer?.cages[0] : undefined;
    const area = cage
      ? cageName(cage)
      : step.technique === 'rule-of-45'
        ? unitsName(step.units)
        : unitName(stepFocusUnit(step, stepGeometry().rules));
    return sentence(t('step.area', { unit: area, name: techniqueName(step.technique) }));
  });
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
export function explainStep(step: Step, digits?: Board, rules?: Rules): string {
  return withStepRules(rules, () => {
    if (isForcing(step)) {
      const parts = [forcingSummary(step)];
      if (step.forcing === 'contradiction') parts.push(describeEffect(step));
      return sentences(parts);
    }
    return sentences([...whySentences(step, digits), describeEffect(step)]);
  });
}

/**
 * The walk of one branch of a forcing chain (an index into `step.chains`),
 * one sentence per fact from its assumption to the conclusion; '' for a
 * branch it does not have.
 */
export function explainBranch(step: Step, branch: number, rules?: Rules): string {
  return withStepRules(rules, () => {
    const chain = step.chains?.[branch];
    return chain ? sentences(walkForcing(chain)) : '';
  });
}

/**
 * The hint's second press: explainStep, but a step whose chains are walked
 * on demand (walksChains) is summed up: a forcing chain as explainStep
 * does, an alternating chain by what it proves and what that changes ("At
 * least one end of the chain is true: ... So 3 can be removed from ...").
 */
export function explainHint(step: Step, digits?: Board, rules?: Rules): string {
  if (!walksChains(step) || isForcing(step)) return explainStep(step, digits, rules);
  return withStepRules(rules, () => {
    const walk = walkAlternating(step, step.chains![0]);
    return sentences([walk[walk.length - 1], describeEffect(step)]);
  });
}

/**
 * The words of a page of a chain hint's walk (see src/learn/hintWalk.ts):
 * its sentences, the facts (or links) it states with their reasons; ''
 * for a page the step does not have.
 */
export function explainPage(step: Step, branch: number, page: number, rules?: Rules): string {
  return withStepRules(rules, () => {
    const chain = step.chains?.[branch];
    const frames = walkPages(step)[branch]?.[page]?.frames;
    if (!chain || !frames) return '';
    if (!isForcing(step)) {
      const walk = walkAlternating(step, chain);
      return sentences(
        frames.map((f) => (f.kind === 'link' ? walk[f.index] : walk[walk.length - 1])),
      );
    }
    // walkForcing states the premise, then every inferred fact in the chain's order.
    const walk = walkForcing(chain);
    const told = chain.nodes.map(
      (node, i) =>
        i !== chain.premise && node.inference !== 'premise' && node.inference !== 'outer',
    );
    const sentenceOf = (index: number) =>
      index === chain.premise ? 0 : told.slice(0, index + 1).filter(Boolean).length;
    return sentences(frames.map((f) => walk[sentenceOf(f.index)]));
  });
}

/** "Step 2 of 5": where a page is in its chain's walk. */
export function pageCounter(step: Step, branch: number, page: number): string {
  return t('walk.page', { n: page + 1, count: walkPages(step)[branch]?.length ?? 0 });
}

/** The names of a forcing chain's branches, for the buttons that walk them (none for other steps). */
export function stepBranches(step: Step, rules?: Rules): string[] {
  return withStepRules(rules, () => (isForcing(step) ? branchLabels(step) : []));
}

/** What a step changes: "So row 3, column 5 is 7." or "So 4 can be removed from row 1, columns 2 and 5". */
export function describeEffect(step: Step, rules?: Rules): string {
  return withStepRules(rules, () => {
    if (step.placements.length > 0) {
      const { cell, digit } = step.placements[0];
      return t('step.place', { cell: cellName(cell), digit });
    }
    const digits = [...new Set(step.eliminations.map((e) => e.digit))].sort((a, b) => a - b);
    const cells = [...new Set(step.eliminations.map((e) => e.cell))];
    return t('step.remove', { digits: list(digits.map(String)), cells: cellsName(cells) });
  });
}

/**
 * The status line's text for an announcement: a hint's step by its stage
 * (where to look, why, what it changes: `digits` the board's, for the why),
 * anything else as describeAnnouncement words it.
 */
export function wordAnnouncement(a: Announcement, digits: readonly number[]): string {
  if (a.kind !== 'hint-step') return describeAnnouncement(a);
  if (a.stage === 1) return describeStepArea(a.step);
  return a.stage === 2 ? explainHint(a.step, digits) : describeEffect(a.step);
}
