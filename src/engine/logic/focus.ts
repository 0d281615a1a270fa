import { BOX_OF, COL_OF, PEERS, ROW_OF, UNIT_CELLS } from '../geometry';
import type { Board, CellIndex } from '../types';
import type { Step } from './types';

/*
 * Where a step is, for showing it to a person: the unit to look at first,
 * the cells it changes, and the cells that prove it. Shared by the hints on
 * the board, the step wording and the "Solution steps" view.
 */

/**
 * The unit a step is mainly about, for "Look at ...": its first unit, else
 * the box of its first placement, pattern cell or elimination. Units are
 * numbered 0-8 rows, 9-17 columns, 18-26 boxes.
 */
export function stepFocusUnit(step: Step): number {
  if (step.units.length > 0) return step.units[0];
  const cell = step.placements[0]?.cell ?? step.cells[0] ?? step.eliminations[0]?.cell ?? 0;
  return 18 + BOX_OF[cell];
}

/** The cells of a unit (0-26), in unit order. */
export function unitCells(unit: number): CellIndex[] {
  return Array.from(UNIT_CELLS.subarray(unit * 9, unit * 9 + 9));
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
export function stepWitnesses(step: Step, digits: Board): CellIndex[] {
  const targets = new Set(stepTargets(step));
  let cells: CellIndex[];
  switch (step.technique) {
    case 'full-house':
      cells = [];
      break;
    case 'naked-single':
      cells = nakedSingleWitnesses(step, digits);
      break;
    case 'hidden-single':
      cells = hiddenSingleWitnesses(step, digits);
      break;
    default:
      cells = step.cells;
  }
  return [...new Set(cells)].filter((c) => !targets.has(c)).sort((a, b) => a - b);
}

/** Peers of the cell in row, column, box order (the order a person checks them). */
function peersByUnit(cell: CellIndex): CellIndex[] {
  const row = PEERS[cell].filter((p) => ROW_OF[p] === ROW_OF[cell]);
  const col = PEERS[cell].filter((p) => COL_OF[p] === COL_OF[cell]);
  const box = PEERS[cell].filter((p) => ROW_OF[p] !== ROW_OF[cell] && COL_OF[p] !== COL_OF[cell]);
  return [...row, ...col, ...box];
}

function nakedSingleWitnesses(step: Step, digits: Board): CellIndex[] {
  const placement = step.placements[0];
  if (!placement) return [];
  const out: CellIndex[] = [];
  const seen = new Set<number>([placement.digit]);
  for (const p of peersByUnit(placement.cell)) {
    const d = digits[p];
    if (d !== 0 && !seen.has(d)) {
      seen.add(d);
      out.push(p);
    }
  }
  return out;
}

function hiddenSingleWitnesses(step: Step, digits: Board): CellIndex[] {
  const placement = step.placements[0];
  const unit = step.units[0];
  if (!placement || unit === undefined) return [];
  const { cell, digit } = placement;
  const inUnit = new Set(unitCells(unit));
  // Each other empty cell of the unit, with the placed copies of the digit that see it.
  const blocked = unitCells(unit).filter((c) => c !== cell && digits[c] === 0);
  const seers = new Map<CellIndex, CellIndex[]>();
  for (const c of blocked) {
    for (const p of PEERS[c]) {
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
