import type { Board, CellIndex } from '../engine';
import { stepFocusUnit, stepWitnesses } from '../engine/logic/focus';
import { killerSentences } from './killer-words';
import { stepGeometry } from './step-names';
import type { Step } from '../engine/logic/types';
import { t } from './messages';
import { list } from './phrases';
import {
  cellName,
  cellsName,
  cellsWithin,
  inUnit,
  isLine,
  orList,
  unitName,
  unitsName,
} from './step-names';
import { walkAlternating } from './chain-words';

/*
 * Why a step holds, technique by technique, from the step's data: the
 * roles each pattern has (base and cover lines of a fish, a wing's pivot
 * and pincers, a rectangle's floor and roof) named in the player's
 * language. A chain technique walks its chain.
 */

/** Base lines of a fish: as many as its size (X-Wing 2, Swordfish 3, Jellyfish 4). */
const FISH_SIZE: Partial<Record<Step['technique'], number>> = {
  'x-wing': 2,
  swordfish: 3,
  jellyfish: 4,
  'finned-x-wing': 2,
  'finned-swordfish': 3,
};

function fish(step: Step, digit: number): string {
  const n = FISH_SIZE[step.technique] ?? 2;
  // units: n base lines, n cover lines, then (finned) the fins' box.
  const bases = unitsName(step.units.slice(0, n));
  const covers = unitsName(step.units.slice(n, 2 * n));
  if (!step.fins) return t('step.why.fish', { bases, covers, digit });
  const key = step.fins.length === 1 ? 'step.why.finned-fish.one' : 'step.why.finned-fish.other';
  const box = unitName(step.units[2 * n]);
  return t(key, { bases, covers, digit, box, fins: cellsName(step.fins) });
}

/** An XY-Wing from its chain: pincer a {x,z}, pivot {x,y}, pincer b {y,z}. */
function xyWing(step: Step): string {
  const nodes = step.chains?.[0]?.nodes;
  if (!nodes || nodes.length < 6) return t('step.why.xyz-wing', wingParams(step));
  // Pincer a shares x with the pivot, pincer b shares y; the smaller digit is named first.
  let [x, pincerX, y, pincerY] = [
    nodes[1].digit,
    nodes[0].cells[0],
    nodes[3].digit,
    nodes[5].cells[0],
  ];
  if (y < x) [x, pincerX, y, pincerY] = [y, pincerY, x, pincerX];
  const z = nodes[0].digit;
  const pair = (d: number) => orList([d, z].sort((a, b) => a - b).map(String));
  return t('step.why.xy-wing', {
    pivot: cellName(nodes[2].cells[0]),
    pincerX: cellName(pincerX),
    pincerY: cellName(pincerY),
    pairX: pair(x),
    pairY: pair(y),
    x,
    y,
    z,
  });
}

function wingParams(step: Step) {
  const z = step.eliminations[0]?.digit ?? step.digits[0];
  const pivot = step.pivot ?? step.cells[0];
  return {
    pivot: cellName(pivot),
    pincers: list(step.cells.filter((c) => c !== pivot).map(cellName)),
    digits: orList(step.digits.map(String)),
    z,
  };
}

/** A W-Wing from its chain: end1 {x,y} sees link1; link1 and link2 hold x in a unit; link2 sees end2. */
function wWing(step: Step): string {
  const chain = step.chains?.[0];
  const nodes = chain?.nodes ?? [];
  if (!chain || nodes.length < 6) return '';
  return t('step.why.w-wing', {
    end1: cellName(nodes[0].cells[0]),
    end2: cellName(nodes[5].cells[0]),
    link1: cellName(nodes[2].cells[0]),
    link2: cellName(nodes[3].cells[0]),
    unit: unitName(chain.links[2].unit),
    places: cellsWithin([nodes[2].cells[0], nodes[3].cells[0]], chain.links[2].unit),
    x: nodes[1].digit,
    y: nodes[0].digit,
  });
}

/** Skyscraper and 2-String Kite: two strong links whose near ends share a unit. */
function singleDigit(step: Step, digit: number): string {
  const [line1, line2, cross] = step.units;
  const ends = (line: number) => step.cells.filter((c) => inUnit(c, line));
  const near = (line: number) => ends(line).find((c) => inUnit(c, cross)) ?? ends(line)[0];
  const far = (line: number) => ends(line).find((c) => c !== near(line)) ?? ends(line)[1];
  return t('step.why.single-digit', {
    digit,
    line1: unitName(line1),
    line2: unitName(line2),
    cross: unitName(cross),
    near1: cellName(near(line1)),
    near2: cellName(near(line2)),
    far1: cellName(far(line1)),
    far2: cellName(far(line2)),
  });
}

/** Unique rectangles: the floor (only the pair), the roof (the pair and more) in `units[0]`. */
function rectangle(step: Step): string {
  const [a, b] = step.digits;
  const extra = new Set(step.sets?.[0] ?? []);
  const corners = step.cells.filter((c) => !extra.has(c));
  if (step.technique === 'unique-rectangle') {
    const odd = step.eliminations[0]?.cell ?? corners[3];
    return t('step.why.unique-rectangle', {
      a,
      b,
      floor: list(corners.filter((c) => c !== odd).map(cellName)),
      cell: cellName(odd),
    });
  }
  const unit = step.units[0];
  const roofCells = corners.filter((c) => inUnit(c, unit));
  const roof = list(roofCells.map(cellName));
  const floor = list(corners.filter((c) => !roofCells.includes(c)).map(cellName));
  const unitWord = unitName(unit);
  switch (step.technique) {
    case 'unique-rectangle-2':
      return t('step.why.unique-rectangle-2', {
        a,
        b,
        floor,
        roof,
        extra: step.eliminations[0]?.digit ?? 0,
      });
    case 'unique-rectangle-3':
      return t('step.why.unique-rectangle-3', {
        a,
        b,
        floor,
        roof,
        unit: unitWord,
        cells: cellsName([...extra]),
      });
    default: {
      // Type 4: the pair digit not removed is the one confined to the roof.
      const removed = step.eliminations[0]?.digit;
      const [kept, gone] = removed === a ? [b, a] : [a, b];
      const places = cellsWithin(roofCells, unit);
      return t('step.why.unique-rectangle-4', {
        a: kept,
        b: gone,
        floor,
        places,
        unit: unitWord,
      });
    }
  }
}

/**
 * Why a step holds, as sentences (the step's effect not included).
 * `digits`: the board it was found on, if known (see explainStep).
 */
export function whySentences(step: Step, digits?: Board): string[] {
  const target = step.placements[0] ?? step.eliminations[0];
  const digit = target?.digit ?? step.digits[0];
  const cell = target ? cellName(target.cell) : '';
  const focus = stepFocusUnit(step, stepGeometry().rules);
  const unit = unitName(focus);
  const lines = step.units.filter(isLine);
  const boxes = step.units.filter((u) => !isLine(u));
  const line = lines.length > 0 ? unitName(lines[0]) : '';
  const box = boxes.length > 0 ? unitName(boxes[0]) : '';
  const cells = (of: readonly CellIndex[]) => cellsWithin(of, focus);
  const values = { digit, cell, unit, line, box, digits: list(step.digits.map(String)) };
  switch (step.technique) {
    case 'full-house':
      return [t('step.why.full-house', values)];
    case 'naked-single': {
      const ruledOut =
        digits !== undefined &&
        stepWitnesses(step, digits, stepGeometry().rules).length < stepGeometry().size - 1;
      return [t(ruledOut ? 'step.why.naked-single.ruled-out' : 'step.why.naked-single', values)];
    }
    case 'hidden-single':
      return [t('step.why.hidden-single', values)];
    case 'pointing':
      return [t('step.why.pointing', values)];
    case 'claiming':
      return [t('step.why.claiming', values)];
    case 'naked-pair':
    case 'naked-triple':
    case 'naked-quad':
      return [t('step.why.naked-subset', { ...values, cells: cells(step.cells) })];
    case 'hidden-pair':
    case 'hidden-triple':
    case 'hidden-quad':
      return [t('step.why.hidden-subset', { ...values, cells: cells(step.cells) })];
    case 'x-wing':
    case 'swordfish':
    case 'jellyfish':
    case 'finned-x-wing':
    case 'finned-swordfish':
      return [fish(step, digit)];
    case 'xy-wing':
      return [xyWing(step)];
    case 'xyz-wing':
      return [t('step.why.xyz-wing', wingParams(step))];
    case 'w-wing':
      return [wWing(step)];
    case 'skyscraper':
    case 'two-string-kite':
      return [singleDigit(step, digit)];
    case 'colour-wrap':
    case 'colour-trap':
      return [t(`step.why.${step.technique}`, { ...values, cells: cellsName(step.cells) })];
    case 'unique-rectangle':
    case 'unique-rectangle-2':
    case 'unique-rectangle-3':
    case 'unique-rectangle-4':
      return [rectangle(step)];
    case 'bug-plus-one':
      return [t('step.why.bug-plus-one', values)];
    case 'cage-combination':
    case 'cage-unit-overlap':
    case 'rule-of-45':
      return killerSentences(step);
    case 'als-xz':
    case 'als-xy-wing':
      return [t('step.why.als'), ...walkChains(step)];
    case 'x-chain':
    case 'xy-chain':
    case 'aic':
      return walkChains(step);
    case 'contradiction-chain':
    case 'digit-forcing-chain':
    case 'cell-forcing-chain':
    case 'unit-forcing-chain':
    case 'dynamic-forcing-chain':
    case 'nested-forcing-chain':
      // Forcing chains: the summary (steps.ts), with the branches on demand.
      return [];
  }
}

function walkChains(step: Step): string[] {
  return (step.chains ?? []).flatMap((chain) => walkAlternating(step, chain));
}
