import type { ClassicTechnique } from '../engine/logic/types';
import { useGame } from '../store';

/*
 * Opening Learn somewhere other than its library: at a technique's lesson,
 * or straight into its practice ("Practise my weakest" in Statistics).
 * Not in the first load: whoever calls it is a lazy dialog itself, and the
 * place asked for is kept here, not in the store, until Learn opens.
 */

/** Where Learn opens: a technique's lesson, or its practice when `practise`. */
export interface LearnStart {
  technique: ClassicTechnique;
  practise: boolean;
}

let start: LearnStart | null = null; // asked for, not yet taken by the Learn dialog

/**
 * Open the Learn dialog at `technique`'s lesson, or (with `practise`) at
 * its practice: a fresh position at once, "Back to the lesson" leading to
 * the lesson and from there to the library. Called from the game or
 * another dialog (which it replaces), not from Learn itself.
 */
export function openLearnAt(technique: ClassicTechnique, practise = false): void {
  start = { technique, practise };
  useGame.getState().openDialog('learn');
}

/** Open Learn straight into practice of `technique`. */
export function openPractice(technique: ClassicTechnique): void {
  openLearnAt(technique, true);
}

/** The place asked for by openLearnAt and not yet taken; null: the library. */
export function learnStart(): LearnStart | null {
  return start;
}

/** The Learn dialog has opened at the place asked for: the next opening is at the library again. */
export function learnStartTaken(): void {
  start = null;
}
