import { CLASSIC_LAYOUT } from '../engine/layout';
import type { Layout } from '../engine/layout';
import type { Rules } from '../engine';

/*
 * The playing layout (units, peers, cages) of the game's rules. Classic's
 * is built in (the page's first load plays classic); every other kind's is
 * derived by geometryOf, which loads with the first non-classic puzzle
 * (layoutLoader.ts): `loadLayout` must have resolved for a game's rules
 * (the same rules, or equal ones: a saved game's rules are read back as a
 * new object) before the game is put on the board; `layoutOf` then
 * answers at once.
 */

/** Layouts derived so far, by rules object and by a key equal for equal rules. */
export const layouts = { byObject: new WeakMap<Rules, Layout>(), byKey: new Map<string, Layout>() };

/** A key equal for equal rules. */
export const keyOf = (rules: Rules): string =>
  `${rules.kind} ${rules.regions.join('')} ${rules.cages.map((c) => `${c.sum}:${c.cells.join('.')}`).join(',')}`;

/** The layout of `rules` if it is known now. */
export function knownLayout(rules: Rules): Layout | undefined {
  if (rules.kind === 'classic') return CLASSIC_LAYOUT;
  return layouts.byObject.get(rules) ?? layouts.byKey.get(keyOf(rules));
}

/** The layout of `rules`: classic's, or the one `loadLayout` derived. Throws if it was never loaded. */
export function layoutOf(rules: Rules): Layout {
  const layout = knownLayout(rules);
  if (!layout) throw new Error('layout not loaded');
  layouts.byObject.set(rules, layout);
  return layout;
}
