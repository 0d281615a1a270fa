import { useLayoutEffect } from 'react';
import type { Digit } from '../engine';
import {
  actionsWaiting,
  selectDigitFirst,
  selectHeldDigit,
  selectHintCard,
  useGame,
} from '../store';
import type { Direction } from '../store';

const ARROWS: Record<string, Direction> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowLeft: 'left',
  ArrowRight: 'right',
};

/** `target` while it is still on the page, else the window. */
export const still = (target: EventTarget | null): EventTarget =>
  target instanceof Node && target.isConnected ? target : window;

/** The same key again, to dispatch. */
export const again = (e: KeyboardEvent) =>
  new KeyboardEvent('keydown', {
    key: e.key,
    code: e.code,
    shiftKey: e.shiftKey,
    ctrlKey: e.ctrlKey,
    metaKey: e.metaKey,
    altKey: e.altKey,
    bubbles: true,
    cancelable: true,
  });

/** True when Enter and Space belong to the focused element (a button or link activates). */
function isControl(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && target.closest('button, a, summary') !== null;
}

/** Focus the board's selected cell (its one tab stop). */
function focusBoard(): void {
  document.querySelector<HTMLElement>('[role="grid"] [role="gridcell"][tabindex="0"]')?.focus();
}

/** True when the key belongs to a control that needs it (a select, a text field). */
function isFormControl(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && target.closest('select, input, textarea') !== null;
}

/**
 * The digit of a digit key by its physical place (Digit1-9, Numpad1-9), for
 * Shift+digit, where `key` is the shifted character ('!', '@', ...) instead.
 */
function digitOfCode(code: string): Digit | null {
  const match = /^(?:Digit|Numpad)([1-9])$/.exec(code);
  return match ? (Number(match[1]) as Digit) : null;
}

/** Ctrl/Cmd+Z undoes; Ctrl/Cmd+Shift+Z and Ctrl+Y redo. True when the key was one of them. */
function historyKey(event: KeyboardEvent): boolean {
  if (event.altKey || !(event.ctrlKey || event.metaKey)) return false;
  const key = event.key.toLowerCase();
  const game = useGame.getState();
  if (key === 'z') {
    if (event.shiftKey) game.redo();
    else game.undo();
    return true;
  }
  if (key === 'y' && event.ctrlKey && !event.shiftKey) {
    game.redo();
    return true;
  }
  return false;
}

/**
 * Typing a puzzle in (Enter a puzzle): a digit, or a space, 0 or . for an
 * empty cell, fills the selected cell and moves to the next in reading
 * order, so 81 characters typed in a row fill the grid; Backspace clears
 * and steps back. True when the key was one of them.
 */
function entryKey(key: string): boolean {
  const game = useGame.getState();
  if (key.length === 1 && key >= '1' && key <= '9') game.typeEntry(Number(key));
  else if (key === '0' || key === '.' || key === ' ') game.typeEntry(0);
  else if (key === 'Backspace') game.backspaceEntry();
  else return false;
  return true;
}

/**
 * The game's keyboard, for the whole page, so it keeps working after a click
 * on the number pad or a button: 1-9 (1-6 on a 6x6) enter a digit in the
 * selected cell (a note in notes mode), Shift+1-9 toggle a note in any mode, N switches notes
 * mode, X corner marks and V colours (1-9 then paint the colours), H hints, C checks,
 * Backspace, Delete and 0 erase, arrows move the selection and Shift+arrows add to it,
 * Ctrl/Cmd+Z, Ctrl+Y and Ctrl/Cmd+Shift+Z undo and redo, and Escape puts a
 * hint away and returns to the board. Pasted text (Ctrl/Cmd+V) is read as
 * a puzzle. In digit first (Settings, "Input") a digit key holds its digit
 * (or releases it, when held), Enter or Space taps the selected cell (it
 * gets the held digit) and Escape releases the digit. P pauses and
 * resumes, and ? opens "Keyboard shortcuts" (the
 * list of them all, ShortcutsDialog.tsx). The rest is ignored while the game
 * is paused; all of it while a dialog is open, and inside form controls (the
 * Difficulty select needs its own arrows). The letters do nothing with
 * Ctrl, Cmd or Alt, or while a puzzle is entered.
 */
export function useGameKeys(): void {
  // A layout effect: listening from the commit, not a frame later.
  useLayoutEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || isFormControl(event.target)) return;
      const { key } = event;
      // An action still loading its code acts first (a key typed just after
      // "Enter a puzzle" goes to the puzzle entered); Tab moves focus at once.
      const waiting = actionsWaiting();
      if (waiting && key !== 'Tab') {
        event.preventDefault();
        const { target } = event;
        void waiting.then(() => still(target).dispatchEvent(again(event)));
        return;
      }
      const game = useGame.getState();
      if (game.dialog !== null) return;
      const plain = !(event.ctrlKey || event.metaKey || event.altKey);
      // Letters act on the game, never with Ctrl, Cmd or Alt, nor on a puzzle being entered.
      const letter = plain && !game.entry ? key.toLowerCase() : '';
      if (letter === 'p' || (plain && key === '?')) {
        // Also while paused: P resumes, ? lists the keys.
        if (key === '?') {
          game.openDialog('shortcuts');
        } else if (game.paused) {
          game.resume();
          // Focus fell from the hidden board (or the cover's Resume) to the page: back to the board.
          requestAnimationFrame(() => {
            if (document.activeElement === document.body) focusBoard();
          });
        } else {
          game.pause();
        }
        event.preventDefault();
        return;
      }
      if (game.paused) return;
      if (historyKey(event)) {
        event.preventDefault();
        return;
      }
      if (!plain) return;
      const digitFirst = selectDigitFirst(game);
      if (key === 'Escape') {
        if (game.hintFlow !== null || selectHintCard(game)) {
          // Escape puts a hint away (its card and marks) and goes back to the board.
          game.dismissHint();
          focusBoard();
        } else if (selectHeldDigit(game)) {
          game.releaseDigit(); // digit first: the held digit lets go
        } else if (game.selection) {
          game.select(game.selected); // several cells: back to the selected one alone
        } else return;
        event.preventDefault();
        return;
      }
      if (game.entry && entryKey(key)) {
        event.preventDefault();
        return;
      }
      // Digits beyond the board's size (7-9 on a 6x6) do nothing.
      const size = game.rules.size;
      const shifted = event.shiftKey ? digitOfCode(event.code) : null;
      if (shifted !== null) {
        if (shifted > size) return;
        game.toggleNote(shifted);
      } else if (key.length === 1 && key >= '1' && key <= '9') {
        if (Number(key) > size && game.markMode !== 'colour') return; // all nine colours on a 6x6
        if (digitFirst) game.pressDigit(Number(key) as Digit);
        else game.enter(Number(key) as Digit);
      } else if (letter === 'n') {
        game.toggleNotesMode();
      } else if (letter === 'x') {
        game.toggleMarkMode('corner');
      } else if (letter === 'v') {
        game.toggleMarkMode('colour');
      } else if (letter === 'h') {
        game.hint();
      } else if (letter === 'c') {
        game.check();
      } else if (key === 'Backspace' || key === 'Delete' || key === '0') {
        game.erase();
      } else if (key in ARROWS) {
        if (event.shiftKey && !game.entry) game.extendSelectionBy(ARROWS[key]);
        else game.moveSelection(ARROWS[key]);
      } else if (digitFirst && (key === 'Enter' || key === ' ') && !isControl(event.target)) {
        game.tapCell(game.selected);
      } else {
        return;
      }
      event.preventDefault();
    };
    // Ctrl/Cmd+V anywhere in the game: a pasted puzzle opens in entry mode.
    const onPaste = (event: ClipboardEvent) => {
      if (event.defaultPrevented || isFormControl(event.target)) return;
      const game = useGame.getState();
      if (game.dialog !== null) return;
      const text = event.clipboardData?.getData('text/plain') ?? '';
      game.pastePuzzle(text);
      event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    window.addEventListener('paste', onPaste);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('paste', onPaste);
    };
  }, []);
}
