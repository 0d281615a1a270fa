import { useEffect } from 'react';
import { useGameKeys } from './useGameKeys';

/**
 * The game's keyboard (useGameKeys), loaded just after the first paint
 * (lazyParts.ts). Keys pressed before it listened are handed over by
 * `replay` and dispatched again, in order, where they were pressed.
 */
export function GameKeys({ replay }: { replay: () => KeyboardEvent[] }) {
  useGameKeys();
  useEffect(() => {
    for (const e of replay()) {
      const target = e.target instanceof Node && e.target.isConnected ? e.target : window;
      target.dispatchEvent(
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
