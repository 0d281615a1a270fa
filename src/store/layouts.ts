import { CLASSIC_LAYOUT } from '../engine/layout';
import type { Layout } from '../engine/layout';
import type { Rules } from '../engine';
import { loadDrawing } from './drawing';

/*
 * The playing layout (units, peers, cages) of the game's rules. Classic's
 * is built in (the page's first load plays classic); every other kind's is
 * derived by geometryOf, which loads with the first non-classic puzzle:
 * `loadLayout` must have resolved for a game's rules before the game is put
 * on the board, and `layoutOf` then answers at once.
 */

const built = new WeakMap<Rules, Layout>();

/** The layout of `rules`: classic's, or the one `loadLayout` derived. Throws if it was never loaded. */
export function layoutOf(rules: Rules): Layout {
  if (rules.kind === 'classic') return CLASSIC_LAYOUT;
  const layout = built.get(rules);
  if (!layout) throw new Error(`layout of a ${rules.kind} puzzle used before loadLayout`);
  return layout;
}

/** Derive (loading the geometry code on first use) and remember the layout of `rules`. */
export async function loadLayout(rules: Rules): Promise<Layout> {
  if (rules.kind === 'classic') return CLASSIC_LAYOUT;
  const known = built.get(rules);
  if (known) return known;
  // The drawing of cages and diagonals comes with the first non-classic layout (drawing.ts).
  const [{ geometryOf }] = await Promise.all([import('../engine/geometryOf'), loadDrawing()]);
  const layout = geometryOf(rules);
  built.set(rules, layout);
  return layout;
}
