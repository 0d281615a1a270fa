import { useEffect, useState } from 'react';
import { useGame } from '../store';

/**
 * Time played in ms, re-rendering once a second while the clock runs: each
 * re-render is timed for the moment the shown second changes, so the display
 * never lags or skips. Stopped clocks (paused, won) cost no timers.
 */
export function useElapsed(): number {
  const elapsedMs = useGame((s) => s.elapsedMs);
  const runningSince = useGame((s) => s.runningSince);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (runningSince === null) return;
    let timer: ReturnType<typeof setTimeout>;
    const schedule = () => {
      const shown = elapsedMs + Math.max(0, Date.now() - runningSince);
      timer = setTimeout(
        () => {
          setNow(Date.now());
          schedule();
        },
        1000 - (shown % 1000) + 10,
      );
    };
    schedule();
    return () => clearTimeout(timer);
  }, [elapsedMs, runningSince]);

  return runningSince === null ? elapsedMs : elapsedMs + Math.max(0, now - runningSince);
}
