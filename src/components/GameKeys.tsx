import { useEffect } from 'react';
import { useGameKeys } from './useGameKeys';

/** A key pressed, or text pasted (with where), before the keyboard listened. */
export type EarlyInput = KeyboardEvent | { target: EventTarget | null; text: string };

/** `target` while it is still on the page, else the window. */
const still = (target: EventTarget | null): EventTarget =>
  target instanceof Node && target.isConnected ? target : window;

/**
 * The game's keyboard (useGameKeys, with Ctrl/Cmd+V), loaded just after
 * the first paint (lazyParts.ts). Keys pressed and text pasted before it
 * listened are handed over by `replay` and dispatched again, in order,
 * where they happened.
 */
export function GameKeys({ replay }: { replay: () => EarlyInput[] }) {
  useGameKeys();
  useEffect(() => {
    for (const e of replay()) {
      if ('text' in e) {
        const data = new DataTransfer();
        data.setData('text/plain', e.text);
        still(e.target).dispatchEvent(
          new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
        );
        continue;
      }
      still(e.target).dispatchEvent(
        new KeyboardEvent('keydown', {
          key: e.key,
          code: e.code,
          shiftKey: e.shiftKey,
          ctrlKey: e.ctrlKey,
          metaKey: e.metaKey,
          altKey: e.altKey,
          bubbles: true,
          cancelable: true,
        }),
      );
    }
  }, [replay]);
  return null;
}
