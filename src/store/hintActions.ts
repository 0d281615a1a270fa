import { findMistakeHint, isSolved } from '../engine';
import type { Digit, Move } from '../engine';
import type { Core, GetState, SetState } from './core';
import { walkPages, walksChains } from '../learn/hintWalk';
import { loadEngine } from './engineLoader';
import { hintChainOf, hintMarksOf } from './hintMarks';
import { registerHintMarks } from './hintView';
import { selectHasGame, selectInProgress, selectPosition } from './selectors';
import type { GameActions } from './types';

/*
 * Hints and the solution steps, loaded by the store on the first hint (or
 * when the page is idle), with the hint marks and the solver's client; a
 * chain hint's walk (which chain and page are drawn and told). A mistake on the board (a wrong
 * digit, notes that leave out the right one) is found here at once; the
 * next logical step and the whole solution path are worked out by the
 * solver worker, so the board stays live meanwhile. A newer request, or any
 * change to the board, cancels a hint still being worked out.
 */

/** The actions this file provides (the store loads it on the first hint). */
export type HintActionKeys = 'hint' | 'revealCell' | 'showHintBranch' | 'showSolutionSteps';

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

export function hintActions(
  set: SetState,
  get: GetState,
  core: Core,
): Pick<GameActions, HintActionKeys> {
  const { announce, play } = core;
  registerHintMarks(hintMarksOf, hintChainOf);
  let pressedAgain = false; // Hint was pressed again while the step was being worked out
  // What the last counted hint told, so asking again for the same thing is not counted again.
  let lastTold = '';
  /** 1 when `told` is new information (and remember it), else 0. */
  const fresh = (told: string): number => {
    if (told === lastTold) return 0;
    lastTold = told;
    return 1;
  };

  /** The next press of a hint already on show: explain it, then apply it. */
  const advance = (): boolean => {
    const state = get();
    const { hintFlow } = state;
    if (!hintFlow) return false;
    const { hint } = hintFlow;
    if (hint.kind === 'stuck') {
      get().revealCell();
      return true;
    }
    if (hint.kind !== 'step') return false;
    if (hintFlow.stage === 1) {
      set({
        hintFlow: { ...hintFlow, stage: 2 },
        // The cell it fills is selected, so the pad or a digit key can enter it.
        selected: hint.step.placements[0]?.cell ?? state.selected,
        ...announce({ kind: 'hint-step', step: hint.step, stage: 2 }),
      });
      return true;
    }
    const { step } = hint;
    const placement = step.placements[0];
    const move: Move = placement
      ? {
          kind: 'hint',
          cell: placement.cell,
          digit: placement.digit,
          cleanup: state.settings.autoCleanupNotes,
        }
      : { kind: 'eliminate', eliminations: step.eliminations };
    const applied = play(move, {
      ...announce({ kind: 'hint-step', step, stage: 3 }),
      selected: placement?.cell ?? state.selected,
      hintFlow: null,
    });
    if (!applied) set({ hintFlow: null });
    return true;
  };

  return {
    hint() {
      const state = get();
      const { solution, selected, finishedAt, flagged, paused, hintsUsed } = state;
      if (!selectHasGame(state) || paused) return;
      if (state.pending === 'hint') {
        // Pressed again while the step is worked out: show its explanation when it comes.
        pressedAgain = true;
        return;
      }
      if (advance()) return;
      const position = selectPosition(state);
      if (finishedAt !== null || isSolved(position.digits, solution)) {
        set({ hintFlow: null, ...announce({ kind: 'already-solved' }) });
        return;
      }
      const mistake = findMistakeHint(position.digits, position.notes, solution, selected);
      if (mistake?.kind === 'wrong') {
        const marks = flagged.slice();
        marks[mistake.cell] = mistake.digit;
        set({
          hintsUsed: hintsUsed + fresh(`${state.gameId} wrong ${mistake.cell} ${mistake.digit}`),
          flagged: marks,
          selected: mistake.cell,
          hintFlow: null,
          ...announce({ kind: 'hint', hint: mistake }),
        });
        return;
      }
      if (mistake?.kind === 'wrong-notes') {
        const notes = position.notes[mistake.cell];
        set({
          hintsUsed: hintsUsed + fresh(`${state.gameId} notes ${mistake.cell} ${notes}`),
          selected: mistake.cell,
          hintFlow: null,
          ...announce({ kind: 'hint-notes', cell: mistake.cell }),
        });
        return;
      }
      // The next logical step comes from the solver worker.
      pressedAgain = false;
      const controller = new AbortController();
      core.setCanceller(() => controller.abort());
      set({ pending: 'hint' });
      const { gameId } = state;
      loadEngine()
        .then(({ solver }) =>
          solver.run(
            {
              kind: 'next-step',
              digits: [...position.digits],
              notes: [...position.notes],
              ...(state.rules.kind === 'classic' ? {} : { rules: state.rules }),
            },
            controller.signal,
          ),
        )
        .then(
          ({ step }) => {
            const now = get();
            if (now.pending !== 'hint' || now.gameId !== gameId || selectPosition(now) !== position)
              return;
            core.setCanceller(null);
            const hint = step ? ({ kind: 'step', step } as const) : ({ kind: 'stuck' } as const);
            const told = step
              ? `${gameId} step ${step.technique} ${JSON.stringify([step.placements, step.eliminations])}`
              : `${gameId} stuck ${position.digits.join('')}`;
            set({
              pending: null,
              hintsUsed: now.hintsUsed + fresh(told),
              // A chain hint starts with its summary; its chains are walked on demand.
              hintFlow: { hint, stage: 1, branch: step && walksChains(step) ? -1 : 0, page: 0 },
              ...announce(step ? { kind: 'hint-step', step, stage: 1 } : { kind: 'hint-stuck' }),
            });
            if (pressedAgain && step) advance();
            pressedAgain = false;
          },
          (error: unknown) => {
            if (isAbort(error) || get().gameId !== gameId) return;
            core.setCanceller(null);
            set({
              pending: null,
              ...announce({ kind: 'engine-failed', inProgress: selectInProgress(get()) }),
            });
          },
        );
    },

    revealCell(thisCell = false) {
      const state = get();
      if (!selectHasGame(state) || state.paused || state.finishedAt !== null) return;
      const { digits } = selectPosition(state);
      const empty = digits[state.selected] === 0;
      if (thisCell && !empty) return;
      const cell = empty ? state.selected : digits.indexOf(0);
      if (cell < 0) return;
      const digit = state.solution[cell] as Digit;
      play(
        { kind: 'hint', cell, digit, cleanup: state.settings.autoCleanupNotes },
        {
          selected: cell,
          // "Reveal this cell" is a hint of its own (after "no technique applies" the hint was counted).
          hintsUsed: state.hintsUsed + (thisCell ? 1 : 0),
          hintFlow: null,
          ...announce({ kind: 'hint', hint: { kind: 'reveal', cell, digit } }),
        },
      );
    },

    showHintBranch(branch, page = 0) {
      const { hintFlow } = get();
      if (hintFlow?.hint.kind !== 'step') return;
      const { step } = hintFlow.hint;
      const count = step.chains?.length ?? 0;
      if (!Number.isInteger(branch) || branch < -1 || branch >= count) return;
      // A walked chain's pages; any other chain (and the summary) has the one page.
      const pages = branch >= 0 && walksChains(step) ? walkPages(step)[branch].length : 1;
      if (Number.isInteger(page) && page >= 0 && page < pages)
        set({ hintFlow: { ...hintFlow, branch, page } });
    },

    showSolutionSteps() {
      const { givens, gameId, pending, rules } = get();
      if (!selectHasGame(get()) || pending === 'solution-steps') return;
      set({ pending: 'solution-steps' });
      const kindRules = rules.kind === 'classic' ? {} : { rules };
      loadEngine()
        .then(({ solver }) =>
          solver.run({ kind: 'solution-path', givens: [...givens], ...kindRules }),
        )
        .then(
          (path) => {
            if (get().gameId !== gameId || get().pending !== 'solution-steps') return;
            set({ pending: null, solutionPath: path, dialog: 'solution-steps' });
          },
          () => {
            if (get().gameId !== gameId) return;
            set({
              pending: null,
              dialog: null,
              ...announce({ kind: 'engine-failed', inProgress: selectInProgress(get()) }),
            });
          },
        );
    },
  };
}
