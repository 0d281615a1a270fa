import { CLASSIC_LAYOUT } from '../engine/layout';
import type { Layout } from '../engine/layout';
import type { Rules } from '../engine';

/*
 * The playing layout (units, peers, cages) of the game's rules. Classic's
 * is built in (the page's first load plays classic); every other kind's is
 * derived by geometryOf, which loads with the first non-classic puzzle:
 * `loadLayout` must have resolved for a game's rules (the same rules, or
 * equal ones: a saved game's rules are read back as a new object) before
 * the game is put on the board, and `layoutOf` then answers at once.
 */

const byObject = new WeakMap<Rules, Layout>();
const byKey = new Map<string, Layout>();

/** A key equal for equal rules. */
const keyOf = (rules: Rules): string =>
  `${rules.kind} ${rules.regions.join('')} ${rules.cages.map((c) => `${c.sum}:${c.cells.join('.')}`).join(',')}`;

/** The layout of `rules`, if it is known now. */
function known(rules: Rules): Layout | undefined {
  if (rules.kind === 'classic') return CLASSIC_LAYOUT;
  let layout = byObject.get(rules);
  if (!layout) {
    layout = byKey.get(keyOf(rules));
    if (layout) byObject.set(rules, layout);
  }
  return layout;
}

/** The layout of `rules`: classic's, or the one `loadLayout` derived. Throws if it was never loaded. */
export function layoutOf(rules: Rules): Layout {
  const layout = known(rules);
  if (!layout) throw new Error(`layout of a ${rules.kind} puzzle used before loadLayout`);
  return layout;
}

/** True when `layoutOf(rules)` answers now. */
export const hasLayout = (rules: Rules): boolean => known(rules) !== undefined;

/** Derive (loading the geometry code on first use) and remember the layout of `rules`. */
export async function loadLayout(rules: Rules): Promise<Layout> {
  const have = known(rules);
  if (have) return have;
  const { geometryOf } = await import('../engine/geometryOf');
  const layout = geometryOf(rules);
  byObject.set(rules, layout);
  // A few layouts are kept by key (a saved game's rules, read again, find theirs).
  if (byKey.size > 20) byKey.clear();
  byKey.set(keyOf(rules), layout);
  return layout;
}
