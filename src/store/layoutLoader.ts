import type { Rules } from '../engine';
import type { Layout } from '../engine/layout';
import { loadOnce } from '../lib/loadOnce';
import { setKindDrawing } from './drawingNow';
import { keyOf, knownLayout, layouts } from './layouts';

/** True when `layoutOf(rules)` answers now. */
export const hasLayout = (rules: Rules): boolean => knownLayout(rules) !== undefined;

/**
 * The geometry code and the drawing of cages and diagonals (drawing.ts),
 * loaded with the first non-classic layout, once, within a time limit.
 */
const parts = loadOnce(() =>
  Promise.all([
    import('../engine/geometryOf'),
    import('./drawing').then(async (m) => {
      await m.loadDrawing();
      return m;
    }),
  ]),
);

/**
 * Derive (loading the geometry code on first use) and remember the layout
 * of `rules` (see layouts.ts). Rejects when that code fails to load or
 * takes too long (a later call tries again).
 */
export async function loadLayout(rules: Rules): Promise<Layout> {
  const have = knownLayout(rules);
  if (have) return have;
  const [{ geometryOf }, drawing] = await parts.load();
  setKindDrawing(drawing.drawingOf);
  const layout = geometryOf(rules);
  layouts.byObject.set(rules, layout);
  // A few layouts are kept by key (a saved game's rules, read again, find theirs).
  if (layouts.byKey.size > 20) layouts.byKey.clear();
  layouts.byKey.set(keyOf(rules), layout);
  return layout;
}
