import { POPCOUNT_TABLE } from '../bits';
import { BOX_OF, UNIT_CELLS } from '../geometry';
import { bitDigit, makeStep, positionsIn } from './grid';
import type { CandidateGrid, CellDigit, Step } from './types';

/*
 * Finned fish: a basic fish (n base lines whose candidates lie in n cover
 * lines) spoiled by a few extra candidates, the fins, all in one box. Either
 * a fin holds the digit, or none does and the fish is real; in both cases
 * the digit leaves the cells of the cover lines (outside the base lines)
 * that also lie in the fins' box: those see every fin and are in a cover.
 * Sashimi: a base line whose only cover candidate sits beside the fin box
 * (the fish's corner there is missing); the same reasoning holds and it is
 * found the same way. n = 2 Finned X-Wing, 3 Finned Swordfish.
 */

const STACK = [0b000000111, 0b000111000, 0b111000000]; // positions of each third of a line
const linePos = new Uint16Array(9); // per candidate base line: positions of the digit
const lineIndex = new Uint8Array(9); // per candidate base line: its number 0-8
const chosen = new Int8Array(3); // the items of the base lines tried
let masks: Uint16Array = new Uint16Array(81);

/**
 * A finned (or sashimi) X-Wing (n = 2) or Swordfish (n = 3) with
 * eliminations; digits 1-9, rows as base lines first. `step.fins` holds the
 * fin cells; `step.cells` every base-line candidate, fins included; units:
 * base lines, cover lines, then the fin box.
 */
export function findFinnedFish(grid: CandidateGrid, n: 2 | 3): Step | null {
  masks = grid.masks;
  for (let d = 0; d < 9; d++) {
    const bit = 1 << d;
    for (let base = 0; base <= 9; base += 9) {
      let m = 0;
      for (let k = 0; k < 9; k++) {
        const pos = positionsIn(masks, base + k, bit);
        // Up to n cover positions plus at most three fins (one box's third of the line).
        const count = POPCOUNT_TABLE[pos];
        if (count === 0 || count > n + 3) continue;
        linePos[m] = pos;
        lineIndex[m++] = k;
      }
      for (let i = 0; i < m; i++) {
        for (let j = i + 1; j < m; j++) {
          if (n === 2) {
            const step = tryBase(bit, base, n, i, j, -1);
            if (step) return step;
            continue;
          }
          for (let l = j + 1; l < m; l++) {
            const step = tryBase(bit, base, n, i, j, l);
            if (step) return step;
          }
        }
      }
    }
  }
  return null;
}

/** The base lines at items i, j (and l unless -1): try each stack as the fins' third. */
function tryBase(
  bit: number,
  base: number,
  n: number,
  i: number,
  j: number,
  l: number,
): Step | null {
  chosen[0] = i;
  chosen[1] = j;
  chosen[2] = l;
  const union = linePos[i] | linePos[j] | (l >= 0 ? linePos[l] : 0);
  const total = POPCOUNT_TABLE[union];
  // n positions make a basic fish; more than n + 3 cannot leave the fins in one third.
  if (total <= n || total > n + 3) return null;
  for (let s = 0; s < 3; s++) {
    const inStack = union & STACK[s];
    const outside = union & ~STACK[s];
    const need = n - POPCOUNT_TABLE[outside]; // cover lines still to pick inside the stack
    // At least one cover in the stack (else nothing to eliminate), one fin left over.
    if (need < 1 || need >= POPCOUNT_TABLE[inStack]) continue;
    for (let sub = inStack; sub !== 0; sub = (sub - 1) & inStack) {
      if (POPCOUNT_TABLE[sub] !== need) continue;
      const step = tryCover(bit, base, outside | sub, inStack & ~sub, sub);
      if (step) return step;
    }
  }
  return null;
}

/** The fish on the chosen base lines with these covers and fins, if it eliminates. */
function tryCover(
  bit: number,
  base: number,
  cover: number,
  finPos: number,
  coverInStack: number,
): Step | null {
  let baseSet = 0;
  let band = -1;
  for (let t = 0; t < 3; t++) {
    const item = chosen[t];
    if (item < 0) continue;
    const pos = linePos[item];
    const line = lineIndex[item];
    // Every base line keeps a candidate in the covers (else it is no fish).
    if ((pos & cover) === 0) return null;
    baseSet |= 1 << line;
    if ((pos & finPos) === 0) continue;
    // All fins in one box: their base lines in one band.
    const b = (line / 3) | 0;
    if (band >= 0 && band !== b) return null;
    band = b;
  }
  const coverOffset = 9 - base;
  let elims: CellDigit[] | null = null;
  for (let x = 0; x < 9; x++) {
    if ((coverInStack & (1 << x)) === 0) continue;
    for (let k = band * 3; k < band * 3 + 3; k++) {
      if (baseSet & (1 << k)) continue;
      const c = UNIT_CELLS[(coverOffset + x) * 9 + k];
      if (masks[c] & bit) (elims ??= []).push({ cell: c, digit: bitDigit(bit) });
    }
  }
  if (elims === null) return null;
  const cells: number[] = [];
  const fins: number[] = [];
  const units: number[] = [];
  for (let k = 0; k < 9; k++) {
    if ((baseSet & (1 << k)) === 0) continue;
    units.push(base + k);
    for (let x = 0; x < 9; x++) {
      const c = UNIT_CELLS[(base + k) * 9 + x];
      if ((masks[c] & bit) === 0) continue;
      cells.push(c);
      if (finPos & (1 << x)) fins.push(c);
    }
  }
  for (let x = 0; x < 9; x++) if (cover & (1 << x)) units.push(coverOffset + x);
  units.push(18 + BOX_OF[fins[0]]);
  elims.sort((a, b) => a.cell - b.cell);
  const step = makeStep(
    POPCOUNT_TABLE[cover] === 2 ? 'finned-x-wing' : 'finned-swordfish',
    bit,
    cells,
    units,
    [],
    elims,
  );
  step.fins = fins.sort((a, b) => a - b);
  return step;
}
