import { POPCOUNT_TABLE } from '../bits';

/**
 * Search combinations of n of the first `count` entries of `items` (9-bit
 * masks) whose union has exactly n bits. The indices of the current
 * combination are in `chosen[0 .. n-1]` when `leaf(union)` is called; the
 * search stops at the first leaf that returns true (and returns true).
 * Branches whose union already exceeds n bits are cut. Allocates nothing.
 */
export function chooseSubsets(
  items: Uint16Array,
  count: number,
  n: number,
  chosen: Uint8Array,
  leaf: (union: number) => boolean,
): boolean {
  return choose(items, count, n, chosen, leaf, 0, 0, 0);
}

function choose(
  items: Uint16Array,
  count: number,
  n: number,
  chosen: Uint8Array,
  leaf: (union: number) => boolean,
  depth: number,
  start: number,
  union: number,
): boolean {
  for (let i = start; i <= count - (n - depth); i++) {
    const next = union | items[i];
    if (POPCOUNT_TABLE[next] > n) continue;
    chosen[depth] = i;
    if (depth + 1 === n) {
      if (POPCOUNT_TABLE[next] === n && leaf(next)) return true;
    } else if (choose(items, count, n, chosen, leaf, depth + 1, i + 1, next)) return true;
  }
  return false;
}
