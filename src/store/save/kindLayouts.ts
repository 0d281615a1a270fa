import { rulesFromData } from '../../engine';
import { hasLayout, loadLayout } from '../layoutLoader';
import type { RecordRead } from './records';

/*
 * A saved game of another kind than classic is played over its kind's
 * layout, which loads lazily (layouts.ts): it is loaded before the records
 * are restored. Loaded itself only when a saved game has rules.
 */

/** Load the layouts of the rules the records hold (rules that do not check are left to the checks). */
export async function loadSavedLayouts(
  reads: readonly RecordRead[],
  done: () => void = () => {},
): Promise<void> {
  const rules = reads.map((read) =>
    read.kind === 'record' ? rulesFromData(read.state.rules) : null,
  );
  await Promise.all(rules.map((r) => (r && !hasLayout(r) ? loadLayout(r) : null)));
  done();
}

/** The saved rules (as JSON) whose layouts are loaded. */
const loaded = new Set<string>();

/** The loading of the layout a saved game of another kind needs, or null when it is loaded (or classic). */
export function layoutsToLoad(read: RecordRead): Promise<void> | null {
  const key = read.kind === 'record' && JSON.stringify(read.state.rules);
  return !key || loaded.has(key) ? null : loadSavedLayouts([read], () => loaded.add(key));
}
