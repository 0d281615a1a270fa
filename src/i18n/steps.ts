import { COL_OF, ROW_OF } from '../engine';
import type { Board, CellIndex } from '../engine';
import { TECHNIQUE_INFO, stepFocusUnit, stepWitnesses } from '../engine/logic';
import type { Step, Technique } from '../engine/logic';
import { t } from './messages';
import type { MessageKey } from './messages';
import { unitName } from './describe';
import { stepMessages } from './stepMessages';

/*
 * Plain-language wording of a logical step: where to look (the first hint
 * press) and why it works (the second), from the step's data alone.
 */

/** "row 3, column 5" */
function cellName(cell: CellIndex): string {
  return t('cell.place', { row: ROW_OF[cell] + 1, col: COL_OF[cell] + 1 });
}

/** "a, b and c" */
function list(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return t('step.list.and', { a: items.slice(0, -1).join(', '), b: items[items.length - 1] });
}

function cellList(cells: readonly CellIndex[]): string {
  return list(cells.map(cellName));
}

/** The technique's name in the player's language. */
export function techniqueName(technique: Technique): string {
  const key = `technique.${technique}`;
  // Techniques not worded yet fall back to the engine's English name.
  return key in stepMessages ? t(key as MessageKey) : TECHNIQUE_INFO[technique].name;
}

/** The technique's name as a title: "Hidden single", "X-Wing". */
export function techniqueTitle(technique: Technique): string {
  const name = techniqueName(technique);
  return name.charAt(0).toLocaleUpperCase() + name.slice(1);
}

/** Digits as a list: "4", "4 and 5", "3, 4 and 5". */
export function digitList(digits: readonly number[]): string {
  return list(digits.map(String));
}

/** First hint press: "Look at box 5: a hidden single." */
export function describeStepArea(step: Step): string {
  return t('step.area', {
    unit: unitName(stepFocusUnit(step)),
    name: techniqueName(step.technique),
  });
}

/** The explanation of each technique; one not worded yet gives only its effect. */
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
  'xy-wing': 'step.why.wing',
  'xyz-wing': 'step.why.wing',
  'w-wing': 'step.why.wing',
  skyscraper: 'step.why.single-digit',
  'two-string-kite': 'step.why.single-digit',
  'colour-wrap': 'step.why.colour-wrap',
  'colour-trap': 'step.why.colour-trap',
  'unique-rectangle': 'step.why.unique-rectangle',
};

/**
 * Second hint press: one plain explanation of why the step holds, followed by
 * what it does ("So row 3, column 5 is 7." / "So 4 can be removed from ...").
 *
 * `digits` is the board the step was found on, if known: a naked single whose
 * other digits are not all placed around it (some were ruled out by notes or
 * earlier steps) is then worded so, rather than as "every digit but 7
 * already appears".
 */
export function explainStep(step: Step, digits?: Board): string {
  const target = step.placements[0] ?? step.eliminations[0];
  const digit = target?.digit ?? step.digits[0];
  // The digit the step removes or places (for wings: the eliminated one).
  const lines = step.units.filter((u) => u < 18);
  const boxes = step.units.filter((u) => u >= 18);
  const ruledOut =
    step.technique === 'naked-single' &&
    digits !== undefined &&
    stepWitnesses(step, digits).length < 8;
  const key = ruledOut ? 'step.why.naked-single.ruled-out' : WHY_KEY[step.technique];
  if (key === undefined) return describeEffect(step);
  const why = t(key, {
    digit,
    digits: list(step.digits.map(String)),
    cell: target ? cellName(target.cell) : '',
    cells: cellList(step.cells),
    unit: unitName(stepFocusUnit(step)),
    units: list(step.units.map(unitName)),
    line: lines.length > 0 ? unitName(lines[0]) : '',
    box: boxes.length > 0 ? unitName(boxes[0]) : '',
    name: techniqueName(step.technique),
  });
  return `${why} ${describeEffect(step)}`;
}

/** What a step changes: "So row 3, column 5 is 7." or "So 4 can be removed from row 1, column 2 and ...". */
export function describeEffect(step: Step): string {
  if (step.placements.length > 0) {
    const { cell, digit } = step.placements[0];
    return t('step.place', { cell: cellName(cell), digit });
  }
  const digits = [...new Set(step.eliminations.map((e) => e.digit))].sort((a, b) => a - b);
  const cells = [...new Set(step.eliminations.map((e) => e.cell))].sort((a, b) => a - b);
  return t('step.remove', { digits: list(digits.map(String)), cells: cellList(cells) });
}
