import { beforeEach, describe, expect, it, vi } from 'vitest';
import { checkRules, KINDS, rulesData, rulesFromData } from '../../src/engine';
import type { Digit, Kind } from '../../src/engine';
import { geometryOf } from '../../src/engine/geometryOf';
import {
  engineIdle,
  resetGameStore,
  selectConflicts,
  selectPosition,
  selectRemaining,
  useGame,
} from '../../src/store';
import { openTab } from './tabs';

/*
 * Playing the other kinds (issue 18): a new game of a kind is made in the
 * worker with its rules, played over its own units and cages, counted in
 * its own statistics, and saved and read back with its rules.
 */

const state = () => useGame.getState();

/** Start a new game of `kind` and wait until it is on the board. */
async function start(kind: Kind, level: 'easy' | 'medium' | 'hard' | 'expert' | 'master') {
  const before = state().gameId;
  state().newGame(level, kind);
  await vi.waitFor(
    () => {
      expect(state().gameId).not.toBe(before);
      expect(state().rules.kind).toBe(kind);
    },
    { timeout: 20_000, interval: 20 },
  );
}

/** Fill every empty cell with its solution digit, in reading order. */
function solve(): void {
  const s = state();
  s.givens.forEach((g, cell) => {
    if (g !== 0) return;
    state().select(cell);
    state().enter(s.solution[cell] as Digit);
  });
}

beforeEach(async () => {
  await engineIdle();
  resetGameStore();
});

describe('a new game of each kind', () => {
  it.each(['killer', 'jigsaw', 'x', '6x6'] as const)(
    '%s: made with its rules, played to a win counted in its own statistics',
    async (kind) => {
      await start(kind, 'easy');
      const s = state();
      expect(s.kind).toBe(kind);
      expect(s.level).toBe('easy');
      const cells = kind === '6x6' ? 36 : 81;
      expect(s.givens).toHaveLength(cells);
      expect(s.solution).toHaveLength(cells);
      expect(checkRules(s.rules)).not.toBeNull();
      const g = geometryOf(s.rules);
      // The solution keeps every unit of the kind, and a Killer's cages add up.
      for (let u = 0; u < g.unitCount; u++) {
        const digits = Array.from(
          g.unitCells.subarray(u * 9, u * 9 + g.size),
          (c) => s.solution[c],
        );
        expect(new Set(digits).size).toBe(g.size);
      }
      for (const cage of s.rules.cages)
        expect(cage.cells.reduce((sum, c) => sum + s.solution[c], 0)).toBe(cage.sum);
      expect(selectRemaining(s)).toHaveLength(g.size + 1);
      solve();
      expect(state().finishedAt).not.toBeNull();
      expect(state().dialog).toBe('won');
      expect(state().kindStats[kind]?.easy).toMatchObject({ played: 1, won: 1 });
      expect(state().stats.easy.played).toBe(0); // classic's statistics are apart
    },
  );

  it('6x6 offers Easy and Medium: a harder level plays Medium; selection stays on its 36 cells', async () => {
    await start('6x6', 'expert');
    expect(state().level).toBe('medium');
    expect(state().difficulty).toBe('medium');
    state().select(40); // not a cell of a 6x6 board
    expect(state().selected).toBeLessThan(36);
    state().select(5);
    state().moveSelection('right'); // wraps within the row of six
    expect(state().selected).toBe(0);
    state().moveSelection('up'); // wraps within the column of six
    expect(state().selected).toBe(30);
  });

  it('a repeated digit in a Sudoku X diagonal is a conflict there, and not in classic', async () => {
    await start('x', 'easy');
    const s = state();
    // Two empty cells of the main diagonal: the same digit in both repeats in that unit.
    const diagonal = [0, 10, 20, 30, 40, 50, 60, 70, 80].filter((c) => s.givens[c] === 0);
    const [a, b] = diagonal;
    expect(b).toBeDefined();
    const digit = s.solution[a] as Digit;
    state().select(a);
    state().enter(digit);
    state().select(b);
    state().enter(digit);
    expect(selectConflicts(state()).has(b)).toBe(true);
  });

  it("Fill notes follows a Jigsaw's regions", async () => {
    await start('jigsaw', 'easy');
    state().fillNotes();
    const { digits, notes } = selectPosition(state());
    const g = geometryOf(state().rules);
    for (let c = 0; c < 81; c++) {
      if (digits[c] !== 0) continue;
      for (const p of g.peers[c])
        if (digits[p] !== 0) expect(notes[c] & (1 << (digits[p] - 1))).toBe(0);
      expect(notes[c] & (1 << (state().solution[c] - 1))).not.toBe(0);
    }
  });

  it('a hint on a Killer names a step that is true of the solution', async () => {
    await start('killer', 'medium');
    state().hint();
    await vi.waitFor(() => expect(state().announcement?.kind).toBe('hint-step'), {
      timeout: 20_000,
    });
    const a = state().announcement;
    if (a?.kind !== 'hint-step') throw new Error('no step');
    const { solution } = state();
    for (const p of a.step.placements) expect(solution[p.cell]).toBe(p.digit);
    for (const e of a.step.eliminations) expect(solution[e.cell]).not.toBe(e.digit);
    expect(a.step.placements.length + a.step.eliminations.length).toBeGreaterThan(0);
  });
});

describe('rules as saved', () => {
  it.each(KINDS)('%s round-trips through its saved form', async (kind) => {
    if (kind !== 'classic') await start(kind, 'easy');
    const rules = kind === 'classic' ? state().rules : state().rules;
    const back = rulesFromData(JSON.parse(JSON.stringify(rulesData(rules) ?? null)) ?? undefined);
    expect(back).toEqual(rules);
  });

  it('damaged saved rules are refused', () => {
    expect(rulesFromData({ kind: 'jigsaw', regions: '0'.repeat(81) })).toBeNull(); // one region of 81
    expect(rulesFromData({ kind: 'killer', cages: ['10:0.1', '5:1.2'] })).toBeNull(); // a cell in two cages
    expect(rulesFromData({ kind: 'killer', cages: ['99:0.1'] })).toBeNull();
    expect(rulesFromData({ kind: 'pentagon' })).toBeNull();
    expect(checkRules({ kind: 'x', size: 9, regions: [], extraUnits: [], cages: [] })).toBeNull();
  });

  it('a Killer in progress comes back after a reload with its cages, moves and statistics', async () => {
    const first = await openTab();
    first.state().newGame('easy', 'killer');
    await vi.waitFor(() => expect(first.state().rules.kind).toBe('killer'), { timeout: 20_000 });
    const s = first.state();
    const cell = s.givens.indexOf(0);
    s.select(cell);
    s.enter(s.solution[cell] as Digit);
    s.toggleNotesMode(true);
    const other = s.givens.indexOf(0, cell + 1);
    first.state().select(other);
    first.state().enter(1);
    first.records.flush();
    const saved = first.state();
    const position = saved.moves.length; // (positions are compared by the digits each tab replays)
    const digits = saved.givens.slice();
    digits[cell] = saved.solution[cell];
    const second = await openTab();
    const t = second.state();
    expect(t.rules).toEqual(saved.rules);
    expect(t.kind).toBe('killer');
    expect(t.givens).toEqual(saved.givens);
    expect(t.moves).toEqual(saved.moves);
    expect(t.historyIndex).toBe(position);
    expect(second.state().historyIndex).toBe(2);
    const { selectPosition: positionIn } = await import('../../src/store/selectors');
    expect(positionIn(t).digits).toEqual(digits);
    expect(positionIn(t).notes[other]).toBe(1); // the note 1
    expect(t.kindStats.killer?.easy.played).toBe(1);
  });
});
