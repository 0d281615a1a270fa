import type { Rules } from '../engine';
import type { Layout } from '../engine/layout';
import { setKindDrawing } from './drawingNow';
import { keyOf, knownLayout, layouts } from './layouts';

/** True when `layoutOf(rules)` answers now. */
export const hasLayout = (rules: Rules): boolean => knownLayout(rules) !== undefined;

/** Derive (loading the geometry code on first use) and remember the layout of `rules` (see layouts.ts). */
export async function loadLayout(rules: Rules): Promise<Layout> {
  const have = knownLayout(rules);
  if (have) return have;
  // The drawing of cages and diagonals comes with the first non-classic layout (drawing.ts).
  const [{ geometryOf }] = await Promise.all([
    import('../engine/geometryOf'),
    import('./drawing').then(async (m) => {
      await m.loadDrawing();
      setKindDrawing(m.drawingOf);
    }),
  ]);
  const layout = geometryOf(rules);
  layouts.byObject.set(rules, layout);
  // A few layouts are kept by key (a saved game's rules, read again, find theirs).
  if (layouts.byKey.size > 20) layouts.byKey.clear();
  layouts.byKey.set(keyOf(rules), layout);
  return layout;
}
