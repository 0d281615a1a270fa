import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { candidatesFromBoard, findNextStep, type ClassicTechnique } from '../../src/engine/logic';
import { engineIdle, loadWriter, resetGameStore, selectPosition, useGame } from '../../src/store';
import {
  countStep,
  countWaitingSteps,
  watchMastery,
  weakestTechnique,
} from '../../src/store/mastery';
import { restoreMastery } from '../../src/store/save/parts';
import { HIDDEN, NAKED_PAIR, at } from './fixtures';

/*
 * What the player has mastered: own steps and hinted steps per technique,
 * counted as moves are made (issue 19 item 3).
 */

const state = () => useGame.getState();
let stop = () => {};

function load(text: string): void {
  void state().loadPuzzle(text);
  expect(state().loadError).toBeNull();
}

async function hint(): Promise<void> {
  state().hint();
  await engineIdle();
}

beforeEach(async () => {
  await engineIdle();
  resetGameStore();
  stop = watchMastery(useGame);
});

afterEach(() => {
  stop();
});

describe('mastery counts', () => {
  it('counts a placement made by hand for the technique that finds it', async () => {
    load(HIDDEN);
    state().select(at(6, 9));
    state().enter(3); // the first hidden single: 3 in box 6
    await engineIdle();
    // Worked out, it waits for the player's next action here (a store change saves the game).
    expect(state().mastery).toEqual({});
    state().select(at(1, 1));
    expect(state().mastery).toEqual({ 'hidden-single': { own: 1, hinted: 0 } });
  });

  it('counts the steps still waiting, and saves them, when the page is left', async () => {
    await loadWriter();
    load(HIDDEN);
    state().select(at(6, 9));
    state().enter(3);
    await engineIdle();
    expect(state().mastery).toEqual({});
    window.dispatchEvent(new Event('pagehide'));
    expect(state().mastery).toEqual({ 'hidden-single': { own: 1, hinted: 0 } });
    const stats = JSON.parse(localStorage.getItem('sudoku.stats')!);
    expect(stats.state.mastery).toEqual({ 'hidden-single': { own: 1, hinted: 0 } });
  });

  it('counts nothing for a wrong digit, an undo, a redo or a note added', async () => {
    load(HIDDEN);
    state().select(at(6, 9));
    state().enter(4); // wrong
    state().undo();
    state().redo();
    state().toggleNotesMode(true);
    state().select(at(1, 2));
    state().toggleNote(1); // a note put in
    await engineIdle();
    countWaitingSteps();
    expect(state().mastery).toEqual({});
  });

  it('counts a candidate removed from the notes for the technique that removes it', async () => {
    load(NAKED_PAIR);
    state().fillNotes();
    const { digits, notes } = selectPosition(state());
    const step = findNextStep(candidatesFromBoard(digits, notes))!;
    expect(step.technique).toBe('naked-pair');
    const { cell, digit } = step.eliminations[0];
    state().select(cell);
    state().toggleNote(digit); // toggled off
    await engineIdle();
    countWaitingSteps();
    expect(state().mastery).toEqual({ 'naked-pair': { own: 1, hinted: 0 } });
  });

  it('counts a step made on several cells at once (notes removed from a selection) once', async () => {
    load(NAKED_PAIR);
    state().fillNotes();
    const { digits, notes } = selectPosition(state());
    const step = findNextStep(candidatesFromBoard(digits, notes))!;
    const { digit } = step.eliminations[0];
    const cells = step.eliminations.filter((e) => e.digit === digit).map((e) => e.cell);
    expect(cells.length).toBeGreaterThan(1);
    state().select(cells[0]);
    for (const cell of cells.slice(1)) state().extendSelection(cell, 'add');
    state().toggleNote(digit); // out of all of them: one move
    expect(state().moves.at(-1)?.kind).toBe('batch');
    await engineIdle();
    countWaitingSteps();
    expect(state().mastery).toEqual({ 'naked-pair': { own: 1, hinted: 0 } });
  });

  it('counts a hint applied, by its button or by entering its digit, as hinted, never as own', async () => {
    load(NAKED_PAIR);
    await hint();
    await hint();
    await hint(); // applies the naked pair's removals
    expect(state().mastery).toEqual({ 'naked-pair': { own: 0, hinted: 1 } });
    await hint(); // the next step: a single in row 1, column 2 (3)
    await hint();
    const flow = state().hintFlow!;
    expect(flow.hint.kind).toBe('step');
    if (flow.hint.kind !== 'step') return;
    const { cell, digit } = flow.hint.step.placements[0];
    const technique = flow.hint.step.technique as ClassicTechnique;
    state().select(cell);
    state().enter(digit); // entering the hinted digit applies the hint
    await engineIdle();
    countWaitingSteps();
    expect(state().mastery[technique]).toEqual({ own: 0, hinted: 1 });
  });

  it('does not count Reveal this cell for a technique', async () => {
    load(HIDDEN);
    state().select(at(1, 2));
    state().revealCell(true); // "Reveal this cell"
    await engineIdle();
    countWaitingSteps();
    expect(state().hintsUsed).toBe(1);
    expect(selectPosition(state()).hinted[at(1, 2)]).toBe(1);
    expect(state().mastery).toEqual({});
  });
});

describe('countStep and weakestTechnique', () => {
  it('adds one step at a time, own or hinted', () => {
    let m = countStep({}, 'x-wing', 'own');
    m = countStep(m, 'x-wing', 'hinted');
    m = countStep(m, 'x-wing', 'hinted');
    expect(m).toEqual({ 'x-wing': { own: 1, hinted: 2 } });
  });

  it('picks the technique with the most hints, then the fewest own steps; none before a hint', () => {
    expect(weakestTechnique({})).toBeNull();
    expect(weakestTechnique({ 'x-wing': { own: 4, hinted: 0 } })).toBeNull();
    expect(
      weakestTechnique({
        'hidden-single': { own: 9, hinted: 3 },
        'x-wing': { own: 1, hinted: 3 },
        pointing: { own: 0, hinted: 2 },
      }),
    ).toBe('x-wing');
  });
});

describe('restoreMastery', () => {
  it('keeps valid counts and drops the rest, saying so', () => {
    expect(restoreMastery(undefined)).toEqual({ mastery: {}, ok: true });
    expect(restoreMastery('x')).toEqual({ mastery: {}, ok: false });
    expect(
      restoreMastery({
        'x-wing': { own: 2, hinted: 1 },
        'no-such-technique': { own: 1, hinted: 0 },
        pointing: { own: -1, hinted: 0 },
        claiming: { own: 1 },
      }),
    ).toEqual({ mastery: { 'x-wing': { own: 2, hinted: 1 } }, ok: false });
  });
});
