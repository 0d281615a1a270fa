import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DIFFICULTIES, DIFFICULTY_BANDS, countClues, findConflicts } from '../../src/engine';
import {
  resetGameStore,
  selectConflicts,
  selectEmptyCount,
  selectInProgress,
  selectPosition,
  selectRemaining,
  selectSolved,
  useGame,
} from '../../src/store';
import {
  EASY,
  EASY_SOLUTION,
  HIDDEN,
  NO_SINGLES,
  NO_SOLUTION,
  ONE_LEFT,
  REPEATED,
  TWO_SOLUTIONS,
  at,
  digitsOf,
} from './fixtures';

const state = () => useGame.getState();

/** Load a fixed puzzle, failing the test if it is rejected. */
function load(text: string): void {
  expect(state().loadPuzzle(text)).toBe(true);
}

/** Select a 1-based cell and enter a digit there. */
function enterAt(row: number, col: number, digit: number): void {
  state().select(at(row, col));
  state().enter(digit as 1);
}

beforeEach(() => {
  resetGameStore();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('starting a game', () => {
  it('starts with a playable random game and no message', () => {
    const s = state();
    expect(countClues(s.givens)).toBeGreaterThan(16);
    expect(selectPosition(s).digits).toEqual(s.givens);
    expect(findConflicts(s.solution)).toEqual([]);
    expect(s.announcement).toBeNull();
    expect(s.loadError).toBeNull();
    expect(s.dialog).toBeNull();
  });

  it.each(DIFFICULTIES)('newGame(%s) gives a fresh unique puzzle in its band', (level) => {
    const before = state().givens;
    state().newGame(level);
    const s = state();
    const { minClues, maxClues } = DIFFICULTY_BANDS[level];
    expect(s.givens).not.toEqual(before);
    expect(countClues(s.givens)).toBeGreaterThanOrEqual(minClues);
    expect(countClues(s.givens)).toBeLessThanOrEqual(maxClues);
    expect(s.difficulty).toBe(level);
    expect(s.level).toBe(level);
    s.givens.forEach((d, i) => d !== 0 && expect(s.solution[i]).toBe(d));
    expect(selectPosition(s).digits).toEqual(s.givens);
    expect(s.finishedAt).toBeNull();
  });

  it('loads a puzzle text, solves it once and selects the first empty cell', () => {
    load(EASY);
    const s = state();
    expect(s.givens).toEqual(digitsOf(EASY));
    expect(s.solution).toEqual(digitsOf(EASY_SOLUTION));
    expect(s.selected).toBe(0);
    expect(s.level).toBe('medium'); // 34 clues
    expect(s.loadError).toBeNull();
  });

  it('accepts any layout parsePuzzle accepts', () => {
    const rows = EASY.match(/.{9}/g)!.map((r) => `${r.slice(0, 3)}|${r.slice(3, 6)}|${r.slice(6)}`);
    load(rows.join('\n'));
    expect(state().givens).toEqual(digitsOf(EASY));
  });
});

describe('rejected puzzles keep the current game', () => {
  beforeEach(() => load(EASY));

  it.each([
    ['too few cells', EASY.slice(1), { code: 'wrong-cell-count', count: 80 }],
    [
      'a bad character',
      `....x${EASY.slice(5)}`,
      { code: 'invalid-character', char: 'x', line: 1, column: 5 },
    ],
    [
      'repeated givens',
      REPEATED,
      { code: 'repeated-givens', digit: 5, cells: [at(2, 7), at(2, 8)] },
    ],
    ['no solution', NO_SOLUTION, { code: 'no-solution' }],
    ['two solutions', TWO_SOLUTIONS, { code: 'multiple-solutions' }],
  ])('%s', (_name, text, error) => {
    enterAt(1, 1, 9);
    const before = state();
    expect(state().loadPuzzle(text)).toBe(false);
    expect(state().loadError).toEqual(error);
    expect(state().givens).toBe(before.givens);
    expect(selectPosition(state())).toBe(selectPosition(before));
  });

  it('clears the error on dismiss and on a successful load', () => {
    state().loadPuzzle(TWO_SOLUTIONS);
    state().dismissLoadError();
    expect(state().loadError).toBeNull();
    state().loadPuzzle(TWO_SOLUTIONS);
    load(HIDDEN);
    expect(state().loadError).toBeNull();
  });
});

describe('selection', () => {
  beforeEach(() => load(EASY));

  it('selects any cell and ignores out-of-range cells', () => {
    state().select(80);
    expect(state().selected).toBe(80);
    state().select(81);
    state().select(-1);
    state().select(2.5);
    expect(state().selected).toBe(80);
  });

  it('moves in four directions and wraps at the edges', () => {
    state().select(at(1, 1));
    state().moveSelection('left');
    expect(state().selected).toBe(at(1, 9));
    state().moveSelection('up');
    expect(state().selected).toBe(at(9, 9));
    state().moveSelection('right');
    expect(state().selected).toBe(at(9, 1));
    state().moveSelection('down');
    expect(state().selected).toBe(at(1, 1));
    state().moveSelection('down');
    state().moveSelection('right');
    expect(state().selected).toBe(at(2, 2));
  });
});

describe('entering and erasing', () => {
  beforeEach(() => load(EASY));

  it('places a digit in the selected empty cell and erases it', () => {
    enterAt(1, 1, 4);
    expect(selectPosition(state()).digits[at(1, 1)]).toBe(4);
    state().erase();
    expect(selectPosition(state()).digits[at(1, 1)]).toBe(0);
  });

  it('never changes a given', () => {
    const before = selectPosition(state());
    enterAt(1, 3, 1); // given 8
    state().erase();
    expect(selectPosition(state())).toBe(before);
  });

  it('derives conflicts, remaining counts and progress from the digits', () => {
    expect(selectInProgress(state())).toBe(false);
    const givenCount = (d: number) => digitsOf(EASY).filter((x) => x === d).length;
    expect(selectRemaining(state())[8]).toBe(9 - givenCount(8));
    const nines = selectRemaining(state())[9];
    enterAt(1, 1, 8); // 8 is given at row 1, column 3
    expect([...selectConflicts(state())].sort((a, b) => a - b)).toEqual([at(1, 1), at(1, 3)]);
    expect(selectRemaining(state())[8]).toBe(9 - givenCount(8) - 1);
    expect(selectInProgress(state())).toBe(true);
    enterAt(1, 1, 9);
    expect(selectConflicts(state()).size).toBe(0);
    expect(selectRemaining(state())[9]).toBe(nines - 1);
  });

  it('returns the same derived objects while the digits are unchanged', () => {
    const conflicts = selectConflicts(state());
    const remaining = selectRemaining(state());
    state().select(5);
    expect(selectConflicts(state())).toBe(conflicts);
    expect(selectRemaining(state())).toBe(remaining);
  });

  it('clears a stale announcement when the board changes', () => {
    state().check();
    expect(state().announcement).not.toBeNull();
    enterAt(1, 1, 9);
    expect(state().announcement).toBeNull();
  });
});

describe('check', () => {
  beforeEach(() => load(EASY));

  it('counts the cells to go when nothing is wrong', () => {
    enterAt(1, 1, 9);
    state().check();
    expect(state().announcement).toEqual({ kind: 'check-ok', remaining: 46 });
    expect(selectEmptyCount(state())).toBe(46);
  });

  it('marks wrong digits until they change', () => {
    enterAt(1, 1, 3); // wrong, but breaks no rule
    enterAt(1, 2, 5); // right
    enterAt(1, 4, 3); // wrong
    state().check();
    const s = state();
    expect(s.announcement).toEqual({ kind: 'check-wrong', count: 2 });
    expect(s.flagged[at(1, 1)]).toBe(3);
    expect(s.flagged[at(1, 4)]).toBe(3);
    expect(s.flagged[at(1, 2)]).toBe(0);
  });

  it('says Solved! on a solved board', () => {
    load(ONE_LEFT);
    state().enter(8);
    state().check();
    expect(state().announcement).toEqual({ kind: 'check-solved' });
  });

  it('announces again when repeated', () => {
    state().check();
    const id = state().announcementId;
    state().check();
    expect(state().announcementId).toBe(id + 1);
  });
});

describe('hint', () => {
  it('points at a wrong digit without revealing anything', () => {
    load(EASY);
    enterAt(1, 1, 4);
    state().select(at(9, 9));
    const before = selectPosition(state());
    state().hint();
    const s = state();
    expect(selectPosition(s)).toBe(before);
    expect(s.selected).toBe(at(1, 1));
    expect(s.flagged[at(1, 1)]).toBe(4);
    expect(s.announcement).toEqual({
      kind: 'hint',
      hint: { kind: 'wrong', cell: at(1, 1), digit: 4 },
    });
  });

  it('fills a naked single with its solution digit, marked as a hint and locked', () => {
    load(EASY);
    state().hint();
    const { announcement, selected, solution } = state();
    const position = selectPosition(state());
    expect(announcement?.kind).toBe('hint');
    if (announcement?.kind !== 'hint') return;
    expect(announcement.hint.kind).toBe('naked-single');
    const { cell } = announcement.hint;
    expect(selected).toBe(cell);
    expect(position.digits[cell]).toBe(solution[cell]);
    expect(position.hinted[cell]).toBe(1);
    state().enter(1);
    state().erase();
    expect(selectPosition(state()).digits[cell]).toBe(solution[cell]);
  });

  it('prefers the selected cell when it is a single', () => {
    load(EASY);
    state().select(at(9, 5)); // only 3 fits here; the first naked single is row 2, column 4
    state().hint();
    expect(state().announcement).toEqual({
      kind: 'hint',
      hint: { kind: 'naked-single', cell: at(9, 5), digit: 3 },
    });
  });

  it('uses a hidden single when there is no naked single', () => {
    load(HIDDEN);
    state().hint();
    expect(state().announcement).toEqual({
      kind: 'hint',
      hint: { kind: 'hidden-single', cell: at(6, 9), digit: 3, unit: 23 },
    });
    expect(selectPosition(state()).digits[at(6, 9)]).toBe(3);
  });

  it('reveals the selected cell when no single is visible', () => {
    load(NO_SINGLES);
    state().select(at(1, 2));
    state().hint();
    expect(state().announcement).toEqual({
      kind: 'hint',
      hint: { kind: 'reveal', cell: at(1, 2), digit: 7 },
    });
  });

  it('says so on a solved board', () => {
    load(ONE_LEFT);
    state().enter(8);
    state().hint();
    expect(state().announcement).toEqual({ kind: 'already-solved' });
  });
});

describe('winning', () => {
  it('ends the game with the time taken when the last cell is filled correctly', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-01-01T10:00:00Z'));
    load(ONE_LEFT);
    expect(state().selected).toBe(at(5, 5));
    vi.setSystemTime(new Date('2025-01-01T10:03:07Z'));
    state().enter(8);
    const s = state();
    expect(selectSolved(s)).toBe(true);
    expect(s.finishedAt).toBe(Date.parse('2025-01-01T10:03:07Z'));
    expect(s.announcement).toEqual({ kind: 'won', elapsedMs: 187_000 });
    state().erase();
    expect(selectPosition(state()).digits[at(5, 5)]).toBe(8);
  });

  it('does not end the game on a full board with a wrong digit', () => {
    load(ONE_LEFT);
    state().enter(1);
    expect(state().finishedAt).toBeNull();
    expect(selectSolved(state())).toBe(false);
  });

  it('a hint that fills the last cell wins', () => {
    load(ONE_LEFT);
    state().hint();
    expect(state().announcement?.kind).toBe('won');
  });
});

describe('new game confirmation', () => {
  beforeEach(() => load(EASY));

  it('starts at once when nothing would be lost', () => {
    state().setDifficulty('hard');
    state().requestNewGame();
    expect(state().dialog).toBeNull();
    expect(state().level).toBe('hard');
  });

  it('asks first when a game is in progress, and can be cancelled', () => {
    enterAt(1, 1, 9);
    state().requestNewGame();
    expect(state().dialog).toBe('confirm-new-game');
    state().closeDialog();
    expect(state().dialog).toBeNull();
    expect(state().givens).toEqual(digitsOf(EASY));
  });

  it('starts the chosen level on confirmation', () => {
    enterAt(1, 1, 9);
    state().setDifficulty('expert');
    state().requestNewGame();
    state().confirmNewGame();
    expect(state().dialog).toBeNull();
    expect(state().level).toBe('expert');
    expect(selectInProgress(state())).toBe(false);
  });

  it('does not ask after a win', () => {
    load(ONE_LEFT);
    state().enter(8);
    state().requestNewGame();
    expect(state().dialog).toBeNull();
    expect(state().finishedAt).toBeNull();
  });
});
