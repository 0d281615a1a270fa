import { useEffect } from 'react';
import type { Digit } from '../engine';
import { useGame } from '../store';
import type { Direction } from '../store';

const ARROWS: Record<string, Direction> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowLeft: 'left',
  ArrowRight: 'right',
};

/** True when the key belongs to a control that needs it (a select, a text field). */
function isFormControl(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && target.closest('select, input, textarea') !== null;
}

/**
 * The game's keyboard, for the whole page, so it keeps working after a click
 * on the number pad or a button: 1-9 enter a digit in the selected cell,
 * Backspace, Delete and 0 erase it, arrows move the selection. Ignored while
 * a dialog is open, with a modifier held, or inside form controls (the
 * Difficulty select needs its own arrows).
 */
export function useGameKeys(): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      if (isFormControl(event.target)) return;
      const game = useGame.getState();
      if (game.dialog !== null) return;
      const { key } = event;
      if (key.length === 1 && key >= '1' && key <= '9') {
        game.enter(Number(key) as Digit);
      } else if (key === 'Backspace' || key === 'Delete' || key === '0') {
        game.erase();
      } else if (key in ARROWS) {
        game.moveSelection(ARROWS[key]);
      } else {
        return;
      }
      event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
