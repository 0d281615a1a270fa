import { useLayoutEffect } from 'react';
import { useGame } from '../store';
import { again, still, useGameKeys } from './useGameKeys';

/** A key pressed, or text pasted, before the keyboard listened, with the cell selected then. */
export interface EarlyInput {
  event: KeyboardEvent | ClipboardEvent;
  selected: number;
  text?: string; // a paste's text
}

/**
 * The game's keyboard (useGameKeys, with Ctrl/Cmd+V), loaded just after
 * the first paint (lazyParts.ts). Keys pressed and text pasted before it
 * listened are handed over by `replay` and dispatched again, in order,
 * where they happened: on the cell selected when each was pressed (a
 * click in between had moved the selection at once), and the selection
 * ends where the player left it.
 */
export function GameKeys({ replay }: { replay: () => EarlyInput[] }) {
  useGameKeys();
  useLayoutEffect(() => {
    // Listening: said on the page (<html data-keys>), for tests that type at once.
    document.documentElement.dataset.keys = 'ready';
    const inputs = replay();
    if (inputs.length === 0) return;
    const game = useGame.getState;
    const now = game().selected;
    let last = -1;
    for (const { event, selected, text } of inputs) {
      if (selected !== last) game().select(selected);
      last = selected;
      if (text === undefined) {
        still(event.target).dispatchEvent(again(event as KeyboardEvent));
        continue;
      }
      const data = new DataTransfer();
      data.setData('text/plain', text);
      still(event.target).dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    }
    // A cell clicked after the last key: the selection goes back there.
    if (now !== last) game().select(now);
  }, [replay]);
  return null;
}
