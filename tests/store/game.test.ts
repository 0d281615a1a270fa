import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DIFFICULTIES, countClues, difficultyOf, findConflicts } from '../../src/engine';
import {
  engineIdle,
  loadStarters,
  resetGameStore,
  selectConflicts,
  selectEmptyCount,
  selectHintChain,
  selectInProgress,
  selectRegularInProgress,
  selectPosition,
  selectRemaining,
  selectSolved,
  useGame,
} from '../../src/store';
import {
  EASY,
  EASY_SOLUTION,
  FORUM_HARDEST,
  HIDDEN,
  NO_SOLUTION,
  ONE_LEFT,
  REPEATED,
  TWO_SOLUTIONS,
  at,
  digitsOf,
} from './fixtures';

const state = () => useGame.getState();

// The logic finishes every puzzle the game can load, so the flow where no
// technique applies (Reveal a cell) is reached by making findNextStep find
// nothing while `stuckLogic.on` is set.
const stuckLogic = vi.hoisted(() => ({ on: false }));
vi.mock('../../src/engine/logic', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/engine/logic')>();
  return {
    ...real,
    findNextStep: (...args: Parameters<typeof real.findNextStep>) =>
      stuckLogic.on ? null : real.findNextStep(...args),
  };
});

/** Load a fixed puzzle, failing the test if it is rejected. */
function load(text: string): void {
  // The puzzle checks are loaded (tests/setup.ts), so the game changes at once.
  void state().loadPuzzle(text);
  expect(state().loadError).toBeNull();
}

/** Press Hint and wait for the engine's answer (the next step comes from the worker). */
async function hint(): Promise<void> {
  state().hint();
  await engineIdle();
}

/** Select a 1-based cell and enter a digit there. */
function enterAt(row: number, col: number, digit: number): void {
  state().select(at(row, col));
  state().enter(digit as 1);
}

beforeEach(async () => {
  await engineIdle(); // nothing from an earlier test still arriving
  resetGameStore();
});

afterEach(() => {
  vi.useRealTimers();
  stuckLogic.on = false;
});

describe('starting a game', () => {
  it('before the first game there is none; ensureGame starts one at once, at the chosen level', async () => {
    await loadStarters(); // as a first visit does before its first paint (app/start.tsx)
    expect(state().gameId).toBe('');
    expect(selectSolved(state())).toBe(false);
    expect(selectInProgress(state())).toBe(false);
    state().enter(5); // nothing to play on yet
    expect(state().moves).toEqual([]);
    state().setDifficulty('hard');
    state().ensureGame(); // no worker yet: a puzzle shipped with the page, at once
    const s = state();
    expect(s.gameId).not.toBe('');
    expect(s.level).toBe('hard');
    expect(difficultyOf(s.givens)).toBe('hard');
    expect(selectPosition(s).digits).toEqual(s.givens);
    expect(findConflicts(s.solution)).toEqual([]);
    expect(s.givens.every((d, i) => d === 0 || d === s.solution[i])).toBe(true);
    expect(s.announcement).toBeNull();
    expect(s.dialog).toBeNull();
    state().ensureGame(); // a game is on the board: nothing changes
    expect(state().gameId).toBe(s.gameId);
  });

  it('New game pressed again and again never waits, and never shows the same puzzle twice in a row', () => {
    let before = state().givens;
    for (let i = 0; i < 20; i++) {
      state().newGame('medium'); // faster than any worker: shipped puzzles, disguised afresh
      expect(state().givens).not.toEqual(before);
      expect(state().level).toBe('medium');
      before = state().givens;
    }
  });

  it.each(DIFFICULTIES)(
    'newGame(%s) gives a fresh unique puzzle graded at its level',
    async (level) => {
      const before = state().givens;
      state().newGame(level);
      await engineIdle();
      const s = state();
      expect(s.givens).not.toEqual(before);
      expect(countClues(s.givens)).toBeGreaterThan(16);
      expect(difficultyOf(s.givens)).toBe(level);
      expect(s.difficulty).toBe(level);
      expect(s.level).toBe(level);
      s.givens.forEach((d, i) => d !== 0 && expect(s.solution[i]).toBe(d));
      expect(selectPosition(s).digits).toEqual(s.givens);
      expect(s.finishedAt).toBeNull();
    },
  );

  it('loads a puzzle text, solves it once and selects the first empty cell', async () => {
    load(EASY);
    expect(state().level).toBeNull(); // graded in the worker, a moment later
    await engineIdle();
    const s = state();
    expect(s.givens).toEqual(digitsOf(EASY));
    expect(s.solution).toEqual(digitsOf(EASY_SOLUTION));
    expect(s.selected).toBe(0);
    expect(s.level).toBe('easy'); // graded: singles are enough
    expect(s.loadError).toBeNull();
  });

  it('accepts any layout parsePuzzle accepts', async () => {
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
  ])('%s', async (_name, text, error) => {
    enterAt(1, 1, 9);
    const before = state();
    expect(await state().loadPuzzle(text)).toBe(false);
    expect(state().loadError).toEqual(error);
    expect(state().givens).toBe(before.givens);
    expect(selectPosition(state())).toBe(selectPosition(before));
  });

  it('clears the error on dismiss and on a successful load', async () => {
    await state().loadPuzzle(TWO_SOLUTIONS);
    state().dismissLoadError();
    expect(state().loadError).toBeNull();
    await state().loadPuzzle(TWO_SOLUTIONS);
    load(HIDDEN);
    expect(state().loadError).toBeNull();
  });
});

describe('selection', () => {
  beforeEach(() => load(EASY));

  it('selects any cell and ignores out-of-range cells', async () => {
    state().select(80);
    expect(state().selected).toBe(80);
    state().select(81);
    state().select(-1);
    state().select(2.5);
    expect(state().selected).toBe(80);
  });

  it('moves in four directions and wraps at the edges', async () => {
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

  it('places a digit in the selected empty cell and erases it', async () => {
    enterAt(1, 1, 4);
    expect(selectPosition(state()).digits[at(1, 1)]).toBe(4);
    state().erase();
    expect(selectPosition(state()).digits[at(1, 1)]).toBe(0);
  });

  it('never changes a given', async () => {
    const before = selectPosition(state());
    enterAt(1, 3, 1); // given 8
    state().erase();
    expect(selectPosition(state())).toBe(before);
  });

  it('derives conflicts, remaining counts and progress from the digits', async () => {
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

  it('returns the same derived objects while the digits are unchanged', async () => {
    const conflicts = selectConflicts(state());
    const remaining = selectRemaining(state());
    state().select(5);
    expect(selectConflicts(state())).toBe(conflicts);
    expect(selectRemaining(state())).toBe(remaining);
  });

  it('clears a stale announcement when the board changes', async () => {
    state().check();
    expect(state().announcement).not.toBeNull();
    enterAt(1, 1, 9);
    expect(state().announcement).toBeNull();
  });
});

describe('check', () => {
  beforeEach(() => load(EASY));

  it('counts the cells to go when nothing is wrong', async () => {
    enterAt(1, 1, 9);
    state().check();
    expect(state().announcement).toEqual({ kind: 'check-ok', remaining: 46 });
    expect(selectEmptyCount(state())).toBe(46);
  });

  it('marks wrong digits until they change', async () => {
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

  it('says Solved! on a solved board', async () => {
    load(ONE_LEFT);
    state().enter(8);
    state().check();
    expect(state().announcement).toEqual({ kind: 'check-solved' });
  });

  it('announces again when repeated', async () => {
    state().check();
    const id = state().announcementId;
    state().check();
    expect(state().announcementId).toBe(id + 1);
  });
});

describe('hint', () => {
  it('points at a wrong digit without revealing anything', async () => {
    load(EASY);
    enterAt(1, 1, 4);
    state().select(at(9, 9));
    const before = selectPosition(state());
    await hint();
    const s = state();
    expect(selectPosition(s)).toBe(before);
    expect(s.selected).toBe(at(1, 1));
    expect(s.flagged[at(1, 1)]).toBe(4);
    expect(s.announcement).toEqual({
      kind: 'hint',
      hint: { kind: 'wrong', cell: at(1, 1), digit: 4 },
    });
  });

  it('teaches a step in three presses: area and technique, cells and why, then applies it', async () => {
    load(HIDDEN);
    const before = selectPosition(state());
    await hint();
    let a = state().announcement;
    expect(a).toMatchObject({ kind: 'hint-step', stage: 1, step: { technique: 'hidden-single' } });
    expect(selectPosition(state())).toBe(before);
    await hint();
    a = state().announcement;
    expect(a).toMatchObject({ kind: 'hint-step', stage: 2 });
    expect(selectPosition(state())).toBe(before);
    await hint();
    a = state().announcement;
    expect(a).toMatchObject({ kind: 'hint-step', stage: 3 });
    if (a?.kind !== 'hint-step') return;
    const { cell, digit } = a.step.placements[0];
    const { solution, selected, hintsUsed } = state();
    expect(digit).toBe(solution[cell]);
    expect(selected).toBe(cell);
    expect(selectPosition(state()).digits[cell]).toBe(digit);
    expect(selectPosition(state()).hinted[cell]).toBe(1);
    expect(hintsUsed).toBe(1);
    expect(state().hintFlow).toBeNull();
    // A hint-filled cell is locked.
    state().enter(1);
    state().erase();
    expect(selectPosition(state()).digits[cell]).toBe(digit);
  });

  it('pressed twice while the step is worked out: the explanation shows when it comes, once', async () => {
    load(HIDDEN);
    state().hint();
    state().hint();
    state().hint(); // a third quick press does not apply it unseen
    await engineIdle();
    expect(state().announcement).toMatchObject({ kind: 'hint-step', stage: 2 });
    expect(state().hintsUsed).toBe(1);
    expect(selectPosition(state()).digits).toEqual(state().givens);
  });

  it('a move between presses starts the hint over', async () => {
    load(EASY);
    await hint();
    await hint();
    expect(state().hintFlow?.stage).toBe(2);
    enterAt(1, 1, 9);
    expect(state().hintFlow).toBeNull();
    await hint();
    expect(state().announcement).toMatchObject({ kind: 'hint-step', stage: 1 });
  });

  it('an elimination step is shown on the notes, and the placement it enables follows', async () => {
    state().newGame('hard');
    await engineIdle();
    let eliminated = false;
    for (let press = 0; press < 300 && !eliminated && state().finishedAt === null; press++) {
      const before = selectPosition(state());
      await hint();
      const a = state().announcement;
      if (a?.kind === 'hint-step' && a.stage === 3 && a.step.placements.length === 0) {
        eliminated = true;
        const after = selectPosition(state());
        expect(after.digits).toEqual(before.digits);
        for (const { cell, digit } of a.step.eliminations) {
          expect(after.notes[cell] & (1 << (digit - 1))).toBe(0);
          expect(after.notes[cell]).not.toBe(0);
        }
      }
    }
    expect(eliminated).toBe(true);
    // Every digit placed by hints so far agrees with the solution.
    const { solution } = state();
    selectPosition(state()).digits.forEach((d, i) => d !== 0 && expect(d).toBe(solution[i]));
  });

  it('points at notes that leave out the right digit, without revealing it', async () => {
    load(EASY);
    state().select(at(1, 1)); // solution 9
    state().toggleNote(4);
    state().select(at(9, 9));
    await hint();
    expect(state().announcement).toEqual({ kind: 'hint-notes', cell: at(1, 1) });
    expect(state().selected).toBe(at(1, 1));
  });

  it('on the hardest puzzles, gives a forcing chain that agrees with the solution', async () => {
    load(FORUM_HARDEST);
    await hint();
    const a = state().announcement;
    expect(a).toMatchObject({ kind: 'hint-step', stage: 1, step: { forcing: 'contradiction' } });
    if (a?.kind !== 'hint-step') return;
    const { solution } = state();
    for (const { cell, digit } of a.step.eliminations) expect(solution[cell]).not.toBe(digit);

    // Its summary first: the cases it starts from, ringed without links; then each branch on demand.
    const chains = a.step.chains!;
    expect(state().hintFlow?.branch).toBe(-1);
    expect(selectHintChain(state())).toBeNull(); // drawn from the second press
    await hint();
    const summary = selectHintChain(state())!;
    expect(summary.branch).toBe(-1);
    expect(summary.chain.links).toEqual([]);
    expect(summary.chain.nodes).toEqual([
      { cells: chains[0].nodes[0].cells, digit: chains[0].nodes[0].digit, on: true },
    ]);
    // A branch is walked a page at a time: its first page rings its premise.
    state().showHintBranch(1);
    expect(state().hintFlow).toMatchObject({ branch: 1, page: 0 });
    const first = selectHintChain(state())!;
    expect(first.branch).toBe(1);
    expect(first.chain.nodes).toContainEqual(chains[1].nodes[chains[1].premise]);
    expect(first.chain.links.length).toBeLessThanOrEqual(8);
    state().showHintBranch(chains.length); // no such branch: nothing changes
    state().showHintBranch(1, -1); // no such page either
    state().showHintBranch(1, 10_000);
    expect(state().hintFlow).toMatchObject({ branch: 1, page: 0 });
    state().showHintBranch(-1);
    expect(selectHintChain(state())?.chain).toBe(summary.chain);
  }, 20_000);

  it('on a position no technique solves, says so and then reveals the selected cell', async () => {
    load(HIDDEN);
    stuckLogic.on = true;
    state().select(at(1, 2));
    await hint();
    stuckLogic.on = false;
    expect(state().announcement).toEqual({ kind: 'hint-stuck' });
    await hint();
    const { solution } = state();
    expect(selectPosition(state()).digits[at(1, 2)]).toBe(solution[at(1, 2)]);
    expect(state().announcement).toMatchObject({
      kind: 'hint',
      hint: { kind: 'reveal', cell: at(1, 2) },
    });
  });

  it('solution steps: the whole logical path from the givens, with the board at each step', async () => {
    load(HIDDEN);
    state().showSolutionSteps();
    await engineIdle();
    const path = state().solutionPath!;
    expect(state().dialog).toBe('solution-steps');
    expect(path.steps.length).toBeGreaterThan(0);
    expect(path.boards).toHaveLength(path.steps.length + 1);
    expect(path.boards[0]).toEqual(state().givens);
    if (path.solved) expect(path.boards[path.boards.length - 1]).toEqual(state().solution);
    // The board itself is untouched.
    expect(selectPosition(state()).digits).toEqual(state().givens);
  });

  it('says so on a solved board', async () => {
    load(ONE_LEFT);
    state().enter(8);
    await hint();
    expect(state().announcement).toEqual({ kind: 'already-solved' });
  });
});

describe('winning', () => {
  it('ends the game with the time taken when the last cell is filled correctly', async () => {
    vi.useFakeTimers({ toFake: ['Date'] }); // the clock only: engine work still runs
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

  it('does not end the game on a full board with a wrong digit', async () => {
    load(ONE_LEFT);
    state().enter(1);
    expect(state().finishedAt).toBeNull();
    expect(selectSolved(state())).toBe(false);
  });

  it('a hint that fills the last cell wins', async () => {
    load(ONE_LEFT);
    await hint();
    await hint();
    await hint();
    expect(state().announcement?.kind).toBe('won');
  });
});

describe('new game dialog', () => {
  beforeEach(() => load(EASY));

  it('New game opens its dialog; its New game starts the chosen level', async () => {
    const { gameId } = state();
    state().requestNewGame();
    expect(state().dialog).toBe('new-game');
    state().setDifficulty('hard');
    expect(state().gameId).toBe(gameId); // nothing changes until New game in the dialog
    state().confirmNewGame();
    await engineIdle();
    expect(state().dialog).toBeNull();
    expect(state().level).toBe('hard');
  });

  it('with a game in progress, the dialog can be cancelled and the game is kept', async () => {
    enterAt(1, 1, 9);
    state().requestNewGame();
    await engineIdle();
    expect(state().dialog).toBe('new-game');
    expect(selectRegularInProgress(state())).toBe(true);
    state().closeDialog();
    expect(state().dialog).toBeNull();
    expect(state().givens).toEqual(digitsOf(EASY));
  });

  it('starts the chosen level on confirmation', async () => {
    enterAt(1, 1, 9);
    state().setDifficulty('expert');
    state().requestNewGame();
    await engineIdle();
    state().confirmNewGame();
    await engineIdle();
    expect(state().dialog).toBeNull();
    expect(state().level).toBe('expert');
    expect(selectInProgress(state())).toBe(false);
  });

  it('after a win nothing is in progress: New game in the dialog starts at once', async () => {
    load(ONE_LEFT);
    state().enter(8);
    expect(selectRegularInProgress(state())).toBe(false);
    state().requestNewGame();
    state().confirmNewGame();
    await engineIdle();
    expect(state().dialog).toBeNull();
    expect(state().finishedAt).toBeNull();
  });
});

describe('puzzle links and a game in progress', () => {
  it('asks before a valid link replaces a game in progress, and keeps the game on cancel', async () => {
    load(EASY);
    enterAt(1, 1, 9);
    expect(await state().offerPuzzle(HIDDEN)).toBe(true);
    expect(state().dialog).toBe('confirm-link');
    expect(state().givens).toEqual(digitsOf(EASY));
    state().closeDialog();
    expect(state().pendingLink).toBeNull();
    expect(selectPosition(state()).digits[at(1, 1)]).toBe(9);
    await state().offerPuzzle(HIDDEN);
    state().confirmLink();
    expect(state().givens).toEqual(digitsOf(HIDDEN));
    expect(state().dialog).toBeNull();
  });

  it('starts a link at once when nothing would be lost, and rejects a bad one without asking', async () => {
    load(EASY);
    expect(await state().offerPuzzle(HIDDEN)).toBe(true);
    expect(state().givens).toEqual(digitsOf(HIDDEN));
    enterAt(1, 2, 1);
    expect(await state().offerPuzzle(TWO_SOLUTIONS)).toBe(false);
    expect(state().loadError).toEqual({ code: 'multiple-solutions' });
    expect(state().dialog).toBeNull();
  });
});

describe('the mistake limit (Settings: "Mistake limit")', () => {
  /** EASY with its level, so the statistics have a column to count in. */
  async function graded(): Promise<void> {
    load(EASY);
    await engineIdle();
    await vi.waitFor(() => expect(state().level).not.toBeNull());
  }

  /** A wrong digit in each of the next `n` cells still empty. */
  function wrongDigits(n: number): void {
    const { digits } = selectPosition(state());
    const empty = digits.flatMap((d, i) => (d === 0 ? [i] : []));
    for (const cell of empty.slice(0, n)) {
      state().select(cell);
      state().enter(((state().solution[cell] % 9) + 1) as 1);
    }
  }

  it('off (the default): mistakes never stop the game', async () => {
    await graded();
    expect(state().settings.mistakeLimit).toBe('off');
    state().updateSettings({ mistakesMode: 'immediate' });
    wrongDigits(5);
    expect(state().mistakes).toBe(5);
    expect(state().dialog).toBeNull();
  });

  it('at the third mistake shown at once, the game asks; Continue plays on, counted, and never asks again', async () => {
    await graded();
    state().updateSettings({ mistakesMode: 'immediate', mistakeLimit: '3' });
    wrongDigits(2);
    expect(state().dialog).toBeNull();
    wrongDigits(1);
    expect(state().mistakes).toBe(3);
    expect(state().dialog).toBe('mistake-limit');
    const level = state().level!;
    const before = state().stats[level].continued;
    state().continuePastLimit();
    expect(state().dialog).toBeNull();
    expect(state().stats[level].continued).toBe(before + 1);
    expect(state().finishedAt).toBeNull(); // the same game goes on
    wrongDigits(1);
    expect(state().mistakes).toBe(4);
    expect(state().dialog).toBeNull();
  });

  it('found by Check: the check that reaches the limit asks', async () => {
    await graded();
    state().updateSettings({ mistakeLimit: '3' });
    wrongDigits(3); // shown on check: not counted yet
    expect(state().mistakes).toBe(0);
    state().check();
    await vi.waitFor(() => expect(state().mistakes).toBe(3));
    expect(state().dialog).toBe('mistake-limit');
  });

  it('New game at the limit starts another puzzle at once', async () => {
    await graded();
    state().updateSettings({ mistakesMode: 'immediate', mistakeLimit: '3' });
    const { gameId } = state();
    wrongDigits(3);
    state().confirmNewGame();
    await engineIdle();
    await vi.waitFor(() => expect(state().gameId).not.toBe(gameId));
    expect(state().dialog).toBeNull();
    expect(state().mistakes).toBe(0);
  });
});
