import type { StoreApi } from 'zustand';
import type { ClassicTechnique, PlayerMove } from '../engine/logic';
import { TECHNIQUE_IDS } from '../engine/logic/types';
import { loadEngine } from './engineLoader';
import { selectHistory } from './history';
import { saving } from './save/persist';
import { saveNow } from './save/sync';
import type { GameStore } from './types';

/*
 * What the player has mastered (Statistics): per technique, the steps made
 * in real games by the player's own hand, and those taken from hints. A
 * placement or a removed note counts for the technique the logic would
 * have made it with at that moment (creditMove, worked out in the engine's
 * worker, off the page's thread); an applied hint counts for its step's
 * technique. Classic games only (the regular game and the daily).
 */

/** One technique's counts. */
export interface TechniqueCount {
  own: number; // steps the player made themselves
  hinted: number; // steps taken from hints
}

/** The counts of every technique met so far (one never met has none). */
export type Mastery = Readonly<Partial<Record<ClassicTechnique, TechniqueCount>>>;

/** `mastery` with one more step of `technique`, made by the player or from a hint. */
export function countStep(
  mastery: Mastery,
  technique: ClassicTechnique,
  from: keyof TechniqueCount,
): Mastery {
  const count = mastery[technique] ?? { own: 0, hinted: 0 };
  return { ...mastery, [technique]: { ...count, [from]: count[from] + 1 } };
}

/**
 * The technique to practise first: the one taken most often from hints,
 * the fewest own steps breaking a tie (then the simpler one); null while
 * no hint has been taken.
 */
export function weakestTechnique(mastery: Mastery): ClassicTechnique | null {
  let best: ClassicTechnique | null = null;
  for (const technique of TECHNIQUE_IDS) {
    const c = mastery[technique];
    if (!c || c.hinted === 0) continue;
    const b = best && mastery[best]!;
    if (!b || c.hinted > b.hinted || (c.hinted === b.hinted && c.own < b.own)) best = technique;
  }
  return best;
}

const isClassic = (t: string): t is ClassicTechnique =>
  TECHNIQUE_IDS.includes(t as ClassicTechnique);

/** Own steps worked out by the engine, not yet in the store (see watchMastery). */
let waiting: ClassicTechnique[] = [];
let store: StoreApi<GameStore> | null = null;

/**
 * Put the own steps worked out since into the store. Not as each answer
 * arrives: a change to the store saves the game record too (with its
 * clock), and a tab left in the background would then take the game from
 * the tab being played. So with the player's next action in this tab, when
 * Statistics opens (it calls this), and when the page is hidden or closed.
 */
export function countWaitingSteps(): void {
  if (waiting.length === 0 || !store) return;
  const steps = waiting;
  waiting = [];
  store.setState((s) => ({
    mastery: steps.reduce((m, technique) => countStep(m, technique, 'own'), s.mastery),
  }));
}

/**
 * Count the player's steps as they are made: each new move of a classic
 * game (not an undo, redo, or another tab's moves taken over) is looked at
 * once. Returns the unsubscribe. Started when the page is idle
 * (app/idle.ts).
 */
export function watchMastery(watched: StoreApi<GameStore>): () => void {
  store = watched;
  const count = (technique: ClassicTechnique, from: keyof TechniqueCount) =>
    watched.setState((s) => ({ mastery: countStep(s.mastery, technique, from) }));
  // Leaving: the steps waiting go in and are saved now (the page's own save on hiding may have run first).
  const onLeave = () => {
    if (waiting.length === 0) return;
    countWaitingSteps();
    saveNow();
  };
  const onHide = () => {
    if (document.visibilityState === 'hidden') onLeave();
  };
  window.addEventListener('pagehide', onLeave);
  document.addEventListener('visibilitychange', onHide);
  const unsubscribe = watched.subscribe((state, prev) => {
    // The player acted in this tab (not another tab's progress taken over): the steps waiting go in.
    if (saving.sync === null && waiting.length > 0) countWaitingSteps();
    const at = prev.historyIndex;
    if (
      saving.sync !== null || // another tab's progress, taken over: its moves were counted there
      state.gameId !== prev.gameId ||
      state.rules.kind !== 'classic' ||
      state.historyIndex !== at + 1 ||
      state.moves.length !== at + 1 ||
      state.moves[at] === prev.moves[at] // a redo
    )
      return;
    const played = state.moves[at];
    // Several cells at once: its first digit placed or note removed is the step looked at.
    const before = selectHistory(prev)[at];
    const move =
      played.kind === 'batch'
        ? (played.moves.find(
            (m) =>
              m.kind === 'place' ||
              (m.kind === 'note' && before.notes[m.cell] & (1 << (m.digit - 1))),
          ) ?? played)
        : played;
    const hint = prev.hintFlow?.hint;
    const step = hint?.kind === 'step' ? hint.step : null;
    if (move.kind === 'hint' || move.kind === 'eliminate' || step) {
      // A hint applied, by its button or by entering its digit (Reveal this
      // cell shows no technique: it counts for none). Another move made while
      // a hint is on show follows the hint: not counted as the player's own.
      const fromStep =
        move.kind === 'eliminate' ||
        ((move.kind === 'hint' || move.kind === 'place') &&
          step?.placements.some((p) => p.cell === move.cell && p.digit === move.digit));
      if (step && fromStep && isClassic(step.technique)) count(step.technique, 'hinted');
      return;
    }
    let made: PlayerMove;
    if (move.kind === 'place') made = { cell: move.cell, digit: move.digit, place: true };
    else if (move.kind === 'note' && before.notes[move.cell] & (1 << (move.digit - 1)))
      made = { cell: move.cell, digit: move.digit, place: false };
    else return;
    const { solution } = state;
    void loadEngine()
      .then(({ generator }) =>
        generator.run({
          kind: 'credit',
          digits: [...before.digits],
          notes: [...before.notes],
          solution: [...solution],
          move: made,
          // Chains and forcing chains search for long: only in a worker, never on the page's thread.
          deep: generator.mode() === 'worker',
        }),
      )
      .then(({ technique }) => {
        if (technique) waiting.push(technique);
      })
      .catch(() => {}); // a step not counted is no loss to the game
  });
  return () => {
    unsubscribe();
    window.removeEventListener('pagehide', onLeave);
    document.removeEventListener('visibilitychange', onHide);
    store = null;
  };
}
