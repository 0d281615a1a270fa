import { CLASSIC_GEOMETRY, MAX_UNITS, type Geometry } from '../geometryOf';
import { bitDigit, gridGeometry, makeStep, positionsIn } from './grid';
import type { CandidateGrid, CellDigit, Step } from './types';

/*
 * Simple colouring. For one digit, the strong links (units where it has
 * exactly two cells) form chains; colour each chain's cells alternately:
 * one colour holds the digit, the other does not.
 * - Colour wrap: two cells of one colour see each other, so that colour is
 *   false: the digit leaves all its cells.
 * - Colour trap: a cell outside the chain sees both colours: the digit
 *   leaves it.
 */

const colour = new Int8Array(81); // 0 none, 1 or 2
const chainOf = new Int8Array(81); // chain number, -1 none
const edgeA = new Uint8Array(MAX_UNITS);
const edgeB = new Uint8Array(MAX_UNITS);
const edgeUnit = new Uint8Array(MAX_UNITS);
const chainCells = new Uint8Array(81);
let edgeCount = 0;
let chainCount = 0;
let g: Geometry = CLASSIC_GEOMETRY;

/** Build the chains of one digit into `colour` and `chainOf`. */
function buildChains(masks: Uint16Array, bit: number): void {
  colour.fill(0);
  chainOf.fill(-1);
  edgeCount = 0;
  chainCount = 0;
  for (let u = 0; u < g.unitCount; u++) {
    const pos = positionsIn(g, masks, u, bit);
    if (!isTwoBits(pos)) continue;
    edgeA[edgeCount] = g.unitCells[u * 9 + 31 - Math.clz32(pos & -pos)];
    edgeB[edgeCount] = g.unitCells[u * 9 + 31 - Math.clz32(pos & (pos - 1))];
    edgeUnit[edgeCount++] = u;
  }
  for (let e = 0; e < edgeCount; e++) {
    if (chainOf[edgeA[e]] >= 0) continue;
    const k = chainCount++;
    chainOf[edgeA[e]] = k;
    colour[edgeA[e]] = 1;
    // Sweep the edges until the chain stops growing (at most one edge per unit).
    for (let grew = true; grew;) {
      grew = false;
      for (let f = 0; f < edgeCount; f++) {
        const a = edgeA[f];
        const b = edgeB[f];
        if (chainOf[a] === k && chainOf[b] < 0) {
          chainOf[b] = k;
          colour[b] = 3 - colour[a];
          grew = true;
        } else if (chainOf[b] === k && chainOf[a] < 0) {
          chainOf[a] = k;
          colour[a] = 3 - colour[b];
          grew = true;
        }
      }
    }
  }
}

function isTwoBits(pos: number): boolean {
  const rest = pos & (pos - 1);
  return rest !== 0 && (rest & (rest - 1)) === 0;
}

/** Collect chain k's cells into `chainCells`; returns how many. */
function collectChain(k: number): number {
  let n = 0;
  for (let c = 0; c < g.cellCount; c++) if (chainOf[c] === k) chainCells[n++] = c;
  return n;
}

/** The step for chain k: its cells, link units and colour classes. */
function chainStep(
  technique: 'colour-wrap' | 'colour-trap',
  k: number,
  bit: number,
  elims: CellDigit[],
): Step {
  const cells: number[] = [];
  const ones: number[] = [];
  const twos: number[] = [];
  for (let c = 0; c < g.cellCount; c++) {
    if (chainOf[c] !== k) continue;
    cells.push(c);
    (colour[c] === 1 ? ones : twos).push(c);
  }
  const units: number[] = [];
  for (let e = 0; e < edgeCount; e++) if (chainOf[edgeA[e]] === k) units.push(edgeUnit[e]);
  const step = makeStep(technique, bit, cells, units, [], elims);
  step.colours = [ones, twos];
  return step;
}

/** A colour wrap: a chain with two same-coloured cells that see each other. */
export function findColourWrap(grid: CandidateGrid): Step | null {
  const { masks } = grid;
  g = gridGeometry(grid);
  for (let d = 0; d < g.size; d++) {
    const bit = 1 << d;
    buildChains(masks, bit);
    for (let k = 0; k < chainCount; k++) {
      const n = collectChain(k);
      let falseColour = 0;
      for (let i = 0; i < n && falseColour === 0; i++) {
        for (let j = i + 1; j < n; j++) {
          const a = chainCells[i];
          const b = chainCells[j];
          if (colour[a] === colour[b] && g.sees[a * 81 + b]) {
            falseColour = colour[a];
            break;
          }
        }
      }
      if (falseColour === 0) continue;
      const elims: CellDigit[] = [];
      for (let i = 0; i < n; i++) {
        const c = chainCells[i];
        if (colour[c] === falseColour) elims.push({ cell: c, digit: bitDigit(bit) });
      }
      return chainStep('colour-wrap', k, bit, elims);
    }
  }
  return null;
}

/** A colour trap: a cell outside a chain that sees both of its colours. */
export function findColourTrap(grid: CandidateGrid): Step | null {
  const { masks } = grid;
  g = gridGeometry(grid);
  const { peerStart, peerCells } = g;
  for (let d = 0; d < g.size; d++) {
    const bit = 1 << d;
    buildChains(masks, bit);
    for (let k = 0; k < chainCount; k++) {
      let elims: CellDigit[] | null = null;
      for (let x = 0; x < g.cellCount; x++) {
        if ((masks[x] & bit) === 0 || chainOf[x] === k) continue;
        let seen = 0; // bit 1: sees colour 1; bit 2: sees colour 2
        for (let p = peerStart[x]; p < peerStart[x + 1] && seen !== 3; p++) {
          const y = peerCells[p];
          if (chainOf[y] === k) seen |= colour[y];
        }
        if (seen === 3) (elims ??= []).push({ cell: x, digit: bitDigit(bit) });
      }
      if (elims) return chainStep('colour-trap', k, bit, elims);
    }
  }
  return null;
}
