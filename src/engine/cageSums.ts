import { POPCOUNT_TABLE } from './bits';

/*
 * Killer cage arithmetic: the sets of distinct digits 1-9 with a given
 * count and sum ("combinations": 3 cells making 7 can only be {1,2,4}).
 * Every one of the 511 non-empty digit sets is listed once, grouped by
 * (count, sum), so a lookup is a slice of one small table.
 */

/** Highest sum of distinct digits 1-9. */
export const MAX_CAGE_SUM = 45;
const SUMS = MAX_CAGE_SUM + 1;

/** Digit sets (9-bit masks) by (count, sum): COMBO_MASKS[COMBO_START[k*46+s] .. COMBO_START[k*46+s+1]). */
export const COMBO_START = new Uint16Array(10 * SUMS + 1);
export const COMBO_MASKS = new Uint16Array(511);

/** Sum of the digits of a 9-bit mask. */
export const MASK_SUM = new Uint8Array(512);
for (let m = 1; m < 512; m++) {
  for (let d = 1; d <= 9; d++) if (m & (1 << (d - 1))) MASK_SUM[m] += d;
}
{
  const counts = new Uint16Array(10 * SUMS);
  for (let m = 1; m < 512; m++) counts[POPCOUNT_TABLE[m] * SUMS + MASK_SUM[m]]++;
  for (let key = 0; key < 10 * SUMS; key++) COMBO_START[key + 1] = COMBO_START[key] + counts[key];
  const fill = COMBO_START.slice(0, 10 * SUMS);
  for (let m = 1; m < 512; m++) COMBO_MASKS[fill[POPCOUNT_TABLE[m] * SUMS + MASK_SUM[m]]++] = m;
}

/** Index of (count, sum) into COMBO_START; -1 when no set of `count` distinct digits can make `sum`. */
export function comboKey(count: number, sum: number): number {
  if (count < 1 || count > 9 || sum < 1 || sum > MAX_CAGE_SUM) return -1;
  return count * SUMS + sum;
}

/**
 * The sets of `count` distinct digits 1-`maxDigit` that add up to `sum`,
 * as 9-bit masks, ascending. Empty when the sum cannot be made.
 */
export function combinations(count: number, sum: number, maxDigit = 9): number[] {
  const key = comboKey(count, sum);
  if (key < 0) return [];
  const limit = (1 << maxDigit) - 1;
  const out: number[] = [];
  for (let i = COMBO_START[key]; i < COMBO_START[key + 1]; i++) {
    if ((COMBO_MASKS[i] & ~limit) === 0) out.push(COMBO_MASKS[i]);
  }
  return out;
}

/** True when `count` distinct digits 1-9 can add up to `sum`. */
export function canMakeSum(count: number, sum: number): boolean {
  const key = comboKey(count, sum);
  return key >= 0 && COMBO_START[key + 1] > COMBO_START[key];
}
