import { geometryOf } from '../geometryOf';
import type { Rules } from '../rules';
import type { Board, CellIndex } from '../types';
import type { Step } from './types';

/*
 * Where a step is, for showing it to a person: the unit to look at first,
 * the cells it changes, and the cells that prove it. Shared by the hints on
 * the board, the step wording and the "Solution steps" view.
 */

/**
 * The unit a step is mainly about, for "Look at ...": its first unit, else
 * the region (box) of its first placement, pattern cell or elimination.
 * Units are numbered rows 0..N-1, columns N..2N-1, regions 2N..3N-1, extra
 * units after (classic: 0-8 rows, 9-17 columns, 18-26 boxes). A Killer
 * step about a cage (no unit) also names the cage's region here; its words
 * name the cage (`step.killer`).
 */
export function stepFocusUnit(step: Step, rules?: Rules): number {
  if (step.units.length > 0) return step.units[0];
  const g = geometryOf(rules);
  const cell = step.placements[0]?.cell ?? step.cells[0] ?? step.eliminations[0]?.cell ?? 0;
  return 2 * g.size + g.regionOf[cell];
}

/** The cells of a unit, in unit order. */
export function unitCells(unit: number, rules?: Rules): CellIndex[] {
  const g = geometryOf(rules);
  return Array.from(g.unitCells.subarray(unit * 9, unit * 9 + g.size));
}

/** The cells a step changes (a digit placed or a candidate removed), ascending, each once. */
export function stepTargets(step: Step): CellIndex[] {
  const cells = new Set<CellIndex>();
  for (const p of step.placements) cells.add(p.cell);
  for (const e of step.eliminations) cells.add(e.cell);
  return [...cells].sort((a, b) => a - b);
}

/**
 * The cells that prove a step, ascending, to highlight beside its targets.
 * For most techniques that is the pattern (`step.cells`). A single's pattern
 * is only its own cell, so `digits` (the board the step was found on, 81
 * digits, 0 = empty) supplies the placed digits that rule out the rest:
 * - naked single: for each other digit, one peer of the cell holding it;
 * - hidden single: for the unit's other empty cells, placed copies of the
 *   digit that see them, as few as possible (a cell ruled out only by the
 *   player's notes has none);
 * - full house: nothing beyond the unit itself.
 * The targets themselves are left out.
 */
export function stepWitnesses(step: Step, digits: Board, rules?: Rules): CellIndex[] {
  const targets = new Set(stepTargets(step));
  let cells: CellIndex[];
  switch (step.technique) {
    case 'full-house':
      cells = [];
      break;
    case 'naked-single':
      cells = nakedSingleWitnesses(step, digits, rules);
      break;
    case 'hidden-single':
      cells = hiddenSingleWitnesses(step, digits, rules);
      break;
    default:
      cells = step.cells;
  }
  return [...new Set(cells)].filter((c) => !targets.has(c)).sort((a, b) => a - b);
}

/** Peers of the cell in row, column, region (box) order, the order a person checks them. */
function peersByUnit(cell: CellIndex, rules?: Rules): CellIndex[] {
  const { peers, rowOf, colOf } = geometryOf(rules);
  const row = peers[cell].filter((p) => rowOf[p] === rowOf[cell]);
  const col = peers[cell].filter((p) => colOf[p] === colOf[cell]);
  const rest = peers[cell].filter((p) => rowOf[p] !== rowOf[cell] && colOf[p] !== colOf[cell]);
  return [...row, ...col, ...rest];
}

function nakedSingleWitnesses(step: Step, digits: Board, rules?: Rules): CellIndex[] {
  const placement = step.placements[0];
  if (!placement) return [];
  const out: CellIndex[] = [];
  const seen = new Set<number>([placement.digit]);
  for (const p of peersByUnit(placement.cell, rules)) {
    const d = digits[p];
    if (d !== 0 && !seen.has(d)) {
      seen.add(d);
      out.push(p);
    }
  }
  return out;
}

function hiddenSingleWitnesses(step: Step, digits: Board, rules?: Rules): CellIndex[] {
  const placement = step.placements[0];
  const unit = step.units[0];
  if (!placement || unit === undefined) return [];
  const { cell, digit } = placement;
  const inUnit = new Set(unitCells(unit, rules));
  const { peers } = geometryOf(rules);
  // Each other empty cell of the unit, with the placed copies of the digit that see it.
  const blocked = unitCells(unit, rules).filter((c) => c !== cell && digits[c] === 0);
  const seers = new Map<CellIndex, CellIndex[]>();
  for (const c of blocked) {
    for (const p of peers[c]) {
      if (inUnit.has(p) || digits[p] !== digit) continue;
      seers.set(p, [...(seers.get(p) ?? []), c]);
    }
  }
  // Greedy cover: the copy that rules out the most cells still open, first.
  const open = new Set(blocked.filter((c) => [...seers.values()].some((v) => v.includes(c))));
  const out: CellIndex[] = [];
  while (open.size > 0) {
    let best = -1;
    let bestCount = 0;
    for (const [p, covered] of seers) {
      const count = covered.filter((c) => open.has(c)).length;
      if (count > bestCount || (count === bestCount && count > 0 && p < best)) {
        best = p;
        bestCount = count;
      }
    }
    if (best < 0) break;
    out.push(best);
    for (const c of seers.get(best)!) open.delete(c);
    seers.delete(best);
  }
  return out;
}
