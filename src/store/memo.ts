/**
 * A function that remembers its last inputs (compared by reference) and
 * returns the same result while they are unchanged: zustand's hooks need a
 * stable result, and nothing is recomputed on unrelated updates.
 */
export function memoLast<A extends readonly unknown[], R>(
  compute: (...args: A) => R,
): (...args: A) => R {
  let lastArgs: A | null = null;
  let lastResult: R;
  return (...args: A) => {
    if (lastArgs && lastArgs.length === args.length && lastArgs.every((a, i) => a === args[i])) {
      return lastResult;
    }
    lastArgs = args;
    lastResult = compute(...args);
    return lastResult;
  };
}
