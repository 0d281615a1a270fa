/**
 * 9-bit candidate masks: bit d-1 is set when digit d is possible.
 * Named bit tricks, as in tdoku's bitutil.h.
 */

/** All nine digits. */
export const ALL_DIGITS = 0x1ff;

/** The mask with only digit d (1-9). */
export function bitOf(digit: number): number {
  return 1 << (digit - 1);
}

/** The lowest set bit of a mask (0 for 0). */
export function lowestBit(mask: number): number {
  return mask & -mask;
}

/** The digit 1-9 of a single-bit mask. */
export function digitOf(bit: number): number {
  return 32 - Math.clz32(bit);
}

const POPCOUNT = new Uint8Array(512);
for (let m = 1; m < 512; m++) POPCOUNT[m] = (m & 1) + POPCOUNT[m >> 1];

/** Number of set bits of a 9-bit mask. */
export function countBits(mask: number): number {
  return POPCOUNT[mask];
}

/** True when exactly one bit is set. */
export function isSingleBit(mask: number): boolean {
  return mask !== 0 && (mask & (mask - 1)) === 0;
}

/** The digits 1-9 in a mask, ascending. */
export function digitsOf(mask: number): number[] {
  const out: number[] = [];
  for (let d = 1; d <= 9; d++) if (mask & (1 << (d - 1))) out.push(d);
  return out;
}

/** Lookup table: POPCOUNT_TABLE[mask] = number of set bits (hot loops read it directly). */
export const POPCOUNT_TABLE: Uint8Array = POPCOUNT;
