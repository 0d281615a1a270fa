import { COL_OF, ROW_OF } from '../engine';
import type { Board, CellIndex } from '../engine';
import { stepFocusUnit, stepWitnesses } from '../engine/logic/focus';
import type { Chain, ChainNode, Step, Technique } from '../engine/logic/types';
import { getLocale, t } from './messages';
import type { MessageKey } from './messages';
import { list, unitName } from './describe';

/*
 * Plain-language wording of a logical step: where to look (the first hint
 * press) and why it works (the second), from the step's data alone.
 */

/** "row 3, column 5" */
function cellName(cell: CellIndex): string {
  return t('cell.place', { row: ROW_OF[cell] + 1, col: COL_OF[cell] + 1 });
}

/** Numbers in a short list: "2 and 7" in English, "2、7" in Chinese. */
function numbers(values: readonly number[]): string {
  const separator = t('numbers.separator');
  return separator ? values.join(separator) : list(values.map(String));
}

const ascending = (values: Iterable<number>) => [...new Set(values)].sort((a, b) => a - b);

/**
 * Cells named as briefly as the language allows: cells of one row as "row 3,
 * columns 1, 2 and 7" (第3行第1、2、7列), of one column likewise, others
 * grouped by row.
 */
function cellList(cells: readonly CellIndex[]): string {
  const sorted = ascending(cells);
  if (sorted.length === 1) return cellName(sorted[0]);
  const rows = ascending(sorted.map((c) => ROW_OF[c]));
  const cols = ascending(sorted.map((c) => COL_OF[c]));
  if (cols.length === 1 && rows.length > 1)
    return t('cells.inColumn', { rows: numbers(rows.map((r) => r + 1)), col: cols[0] + 1 });
  return list(
    rows.map((r) => {
      const inRow = sorted.filter((c) => ROW_OF[c] === r).map((c) => COL_OF[c] + 1);
      return inRow.length === 1
        ? t('cell.place', { row: r + 1, col: inRow[0] })
        : t('cells.inRow', { row: r + 1, cols: numbers(inRow) });
    }),
  );
}

/** Units named together: "rows 2 and 7", "columns 3, 5 and 8", else one by one. */
function unitList(units: readonly number[]): string {
  if (units.length === 1) return unitName(units[0]);
  const kinds: [MessageKey, number, number][] = [
    ['units.rows', 0, 9],
    ['units.columns', 9, 18],
    ['units.boxes', 18, 27],
  ];
  for (const [key, from, to] of kinds)
    if (units.every((u) => u >= from && u < to))
      return t(key, { numbers: numbers(ascending(units).map((u) => u - from + 1)) });
  return list(units.map(unitName));
}

/** Sentences one after another: a space between them, none after a full-width stop (Chinese). */
function sentences(...parts: string[]): string {
  return parts.join(' ').replace(/([\u3000-\u303f\uff00-\uffef]) /g, '$1');
}

/** A sentence as written: its first letter a capital where the language has them. */
function sentence(text: string): string {
  return text.charAt(0).toLocaleUpperCase(getLocale()) + text.slice(1);
}

/** The technique's name in the player's language. */
export function techniqueName(technique: Technique): string {
  return t(`technique.${technique}`);
}

/** The technique's name as a title: "Hidden single", "X-Wing". */
export function techniqueTitle(technique: Technique): string {
  return sentence(techniqueName(technique));
}

/** First hint press: "Look at box 5: hidden single." */
export function describeStepArea(step: Step): string {
  return sentence(
    t('step.area', {
      unit: unitName(stepFocusUnit(step)),
      name: techniqueName(step.technique),
    }),
  );
}

/** The explanation of each pattern technique (chains are walked instead, see explainChainStep). */
const WHY_KEY: Partial<Record<Technique, MessageKey>> = {
  'full-house': 'step.why.full-house',
  'naked-single': 'step.why.naked-single',
  'hidden-single': 'step.why.hidden-single',
  pointing: 'step.why.pointing',
  claiming: 'step.why.claiming',
  'naked-pair': 'step.why.naked-subset',
  'naked-triple': 'step.why.naked-subset',
  'naked-quad': 'step.why.naked-subset',
  'hidden-pair': 'step.why.hidden-subset',
  'hidden-triple': 'step.why.hidden-subset',
  'hidden-quad': 'step.why.hidden-subset',
  'x-wing': 'step.why.fish',
  swordfish: 'step.why.fish',
  jellyfish: 'step.why.fish',
  'finned-x-wing': 'step.why.finned-fish',
  'finned-swordfish': 'step.why.finned-fish',
  'xy-wing': 'step.why.xy-wing',
  'xyz-wing': 'step.why.xyz-wing',
  'w-wing': 'step.why.w-wing',
  skyscraper: 'step.why.single-digit',
  'two-string-kite': 'step.why.single-digit',
  'colour-wrap': 'step.why.colour-wrap',
  'colour-trap': 'step.why.colour-trap',
  'unique-rectangle': 'step.why.unique-rectangle',
  'unique-rectangle-2': 'step.why.unique-rectangle',
  'unique-rectangle-3': 'step.why.unique-rectangle',
  'unique-rectangle-4': 'step.why.unique-rectangle',
  'bug-plus-one': 'step.why.bug',
};

/** How many base lines a fish has (its cover lines follow them in `units`). */
const FISH_SIZE: Partial<Record<Technique, number>> = {
  'x-wing': 2,
  swordfish: 3,
  jellyfish: 4,
  'finned-x-wing': 2,
  'finned-swordfish': 3,
};

/**
 * Second hint press: one plain explanation of why the step holds, followed by
 * what it does ("So row 3, column 5 is 7." / "So 4 can be removed from ...").
 * A chain is walked link by link; a forcing chain gives its summary and the
 * walk of one branch (`branch`, 0 first).
 *
 * `digits` is the board the step was found on, if known: a naked single whose
 * other digits are not all placed around it (some were ruled out by notes or
 * earlier steps) is then worded so, rather than as "every digit but 7
 * already appears".
 */
export function explainStep(step: Step, digits?: Board, branch = 0): string {
  const effect = describeEffect(step);
  if (step.forcing) return sentences(explainForcing(step, branch), effect);
  if (step.chains && !WHY_KEY[step.technique])
    return sentences(walkAlternating(step.chains[0]), effect);
  const target = step.placements[0] ?? step.eliminations[0];
  // The digit the step removes or places (for wings: the eliminated one).
  const digit = target?.digit ?? step.digits[0];
  const lines = step.units.filter((u) => u < 18);
  const boxes = step.units.filter((u) => u >= 18);
  const ruledOut =
    step.technique === 'naked-single' &&
    digits !== undefined &&
    stepWitnesses(step, digits).length < 8;
  const key = ruledOut ? 'step.why.naked-single.ruled-out' : WHY_KEY[step.technique]!;
  const size = FISH_SIZE[step.technique] ?? 0;
  const roles = step.roles;
  const why = t(key, {
    digit,
    digits: list(step.digits.map(String)),
    other: step.digits.find((d) => d !== digit) ?? '',
    cell: target ? cellName(target.cell) : '',
    cells: cellList(step.cells),
    unit: unitName(stepFocusUnit(step)),
    line: lines.length > 0 ? unitName(lines[0]) : '',
    box: boxes.length > 0 ? unitName(boxes[0]) : '',
    base: size ? unitList(step.units.slice(0, size)) : '',
    cover: size ? unitList(step.units.slice(size, 2 * size)) : '',
    fins: step.fins ? cellList(step.fins) : '',
    lines: unitList(step.units.slice(0, 2)),
    pivot: roles?.pivot !== undefined ? cellName(roles.pivot) : '',
    pivotDigits: list(
      step.digits.filter((d) => step.technique !== 'xy-wing' || d !== digit).map(String),
    ),
    ends: roles ? list(roles.ends.map(cellName)) : '',
    link: roles?.link ? list(roles.link.map(cellName)) : '',
  });
  return sentences(sentence(why), effect);
}

/** What a step changes: "So row 3, column 5 is 7." or "So 4 can be removed from row 1, columns 2 and 5". */
export function describeEffect(step: Step): string {
  if (step.placements.length > 0) {
    const { cell, digit } = step.placements[0];
    return t('step.place', { cell: cellName(cell), digit });
  }
  const digits = ascending(step.eliminations.map((e) => e.digit));
  const cells = ascending(step.eliminations.map((e) => e.cell));
  return t('step.remove', { digits: list(digits.map(String)), cells: cellList(cells) });
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
