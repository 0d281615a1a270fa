import { findConflicts, type Board } from '../../src/engine';

/** Digits of an 81-character puzzle line (`.`, `0` = blank), without the parser's checks. */
export function board(text: string): number[] {
  return Array.from(text, (ch) => (ch >= '1' && ch <= '9' ? Number(ch) : 0));
}

/** True when `grid` is complete, breaks no rule and keeps every given of `puzzle`. */
export function isSolutionOf(puzzle: Board, grid: Board | null): boolean {
  if (grid === null || grid.length !== 81) return false;
  if (grid.some((d) => !(d >= 1 && d <= 9))) return false;
  if (findConflicts(grid).length > 0) return false;
  return puzzle.every((d, i) => d === 0 || grid[i] === d);
}

/** Freeze an array (and so make any write to it throw in strict mode). */
export function frozen<T>(items: T[]): readonly T[] {
  return Object.freeze(items.slice());
}
