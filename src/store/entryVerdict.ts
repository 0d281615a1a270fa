import { findRepeats } from '../engine/repeats';
import type { Board } from '../engine';
import type { EntryVerdict } from './types';

/** What can be said of a grid being entered at once, without the solver: empty, or a repeated digit. */
export function quickVerdict(cells: Board): EntryVerdict | null {
  if (cells.every((d) => d === 0)) return { kind: 'empty' };
  const [repeat] = findRepeats(cells);
  return repeat ? { kind: 'repeat', digit: repeat.digit, cells: repeat.cells } : null;
}
