// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { countSolutions, difficultyOf } from '../../src/engine';
import { runTask } from '../../src/workers/engineTasks';

/*
 * The daily puzzle is made from the date alone: these givens are what every
 * browser makes for these dates. A change here changes every player's
 * daily puzzle, so it must be deliberate.
 */
const PINNED: [date: string, level: string, givens: string][] = [
  [
    '2026-11-23',
    'easy',
    '8.6.29..3..45..62.25.6.....9.....351.25.1.48.138.....9.....2.35.63..71..7..39.8.6',
  ],
  [
    '2026-11-24',
    'medium',
    '72.41...6.....9.4.9.....7...8.3..5.4....2....3.7..5.2...8.....1.6.7.....5...34.82',
  ],
  [
    '2026-11-29',
    'master',
    '....48..2...3.1..76....2.1.4.37...5...........6...48.3.9.1....42..4.3...7..56....',
  ],
];

describe('the daily puzzle task', () => {
  it.each(PINNED)('makes the same puzzle for %s (%s)', (date, level, givens) => {
    const result = runTask({ kind: 'daily', date });
    expect(result.level).toBe(level);
    expect(result.puzzle.join('').replace(/0/g, '.')).toBe(givens);
    expect(countSolutions(result.puzzle, 2)).toBe(1);
    expect(difficultyOf(result.puzzle)).toBe(level);
    expect(result.puzzle.every((d, i) => d === 0 || d === result.solution[i])).toBe(true);
  });

  it('makes a different puzzle the next day', () => {
    const a = runTask({ kind: 'daily', date: '2026-11-24' });
    const b = runTask({ kind: 'daily', date: '2026-11-25' });
    expect(a.puzzle).not.toEqual(b.puzzle);
    expect(b.level).toBe('medium');
  });
});
