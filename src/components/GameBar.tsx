import { useSyncExternalStore } from 'react';
import { todayKey, useGame } from '../store';
import { getLocale, loadMessages, t } from '../i18n/messages';
import { formatClock } from '../i18n/describe';
import { ToolButton } from './ToolButton';
import { useElapsed } from './useElapsed';

/**
 * The clock: role="timer" named "Time played", as m:ss or h:mm:ss. Drawn in
 * the game bar, or on narrow phones in the header (one of the two is
 * hidden by CSS, so the page has one clock).
 */
export function Timer({ className = 'timer' }: { className?: string }) {
  const elapsed = useElapsed();
  return (
    <span role="timer" aria-label={t('timer.label')} className={className}>
      {formatClock(elapsed)}
    </span>
  );
}

/**
 * Narrow phones, and the smallest on their side, where the clock sits in the
 * header instead of the game bar (see styles.css).
 */
const NARROW = '(max-width: 459px), (max-width: 699px) and (max-height: 420px)';

/** True on a narrow phone: the one place the clock is drawn follows the window's size. */
export function useNarrow(): boolean {
  return useSyncExternalStore(
    (changed) => {
      const media = window.matchMedia?.(NARROW);
      media?.addEventListener('change', changed);
      return () => media?.removeEventListener('change', changed);
    },
    () => window.matchMedia?.(NARROW).matches ?? false,
  );
}

/**
 * The bar above the board (on wide screens, above the panel): the clock
 * with its Pause toggle, the Daily puzzle (today's, or on it, the calendar
 * of past ones), and the Solution steps (not while paused: the board is
 * hidden then), Statistics and Settings dialogs. The buttons show an icon
 * over their name where the bar has room for the names (desktop, tablet),
 * and over a short caption where it has not (phones), with the whole name
 * as a tooltip then (controls.css); the whole name is always their
 * accessible name.
 */
export function GameBar() {
  const narrow = useNarrow();
  const showTimer = useGame((s) => s.settings.showTimer) && !narrow;
  const paused = useGame((s) => s.paused);
  const finished = useGame((s) => s.finishedAt !== null);
  const pause = useGame((s) => s.pause);
  const resume = useGame((s) => s.resume);
  const openDialog = useGame((s) => s.openDialog);
  const entering = useGame((s) => s.entry !== null);
  const enterPuzzle = useGame((s) => s.enterPuzzle);
  return (
    <div className="game-bar">
      <div className="clock">
        <ToolButton
          look="bar"
          icon={paused ? 'play' : 'pause'}
          label={t('control.pause')}
          caption={t(paused ? 'control.resume' : 'control.pause')}
          pressed={paused}
          disabled={finished || entering}
          onClick={paused ? resume : pause}
        />
        {showTimer && <Timer />}
      </div>
      <div className="game-bar-end">
        <ToolButton
          look="bar"
          named
          icon="daily"
          label={t('control.daily')}
          caption={t('control.daily.short')}
          onClick={() => {
            const game = useGame.getState();
            // Today's puzzle at once; on it already, the calendar of past ones.
            const open = () =>
              game.daily === todayKey() ? game.openDialog('daily') : game.openDaily();
            loadMessages(getLocale(), 'dialogs').then(open, open);
          }}
        />
        <ToolButton
          look="bar"
          named
          icon="grid"
          label={t('control.enterPuzzle')}
          caption={t('control.enterPuzzle.short')}
          pressed={entering}
          onClick={enterPuzzle}
        />
        <ToolButton
          look="bar"
          named
          icon="steps"
          label={t('control.solutionSteps')}
          caption={t('control.solutionSteps.short')}
          disabled={paused || entering}
          onClick={() => openDialog('confirm-solution-steps')}
        />
        <ToolButton
          look="bar"
          named
          icon="stats"
          label={t('control.statistics')}
          caption={t('control.statistics.short')}
          onClick={() => openDialog('statistics')}
        />
        <ToolButton
          look="bar"
          named
          icon="settings"
          label={t('control.settings')}
          caption={t('control.settings.short')}
          onClick={() => openDialog('settings')}
        />
      </div>
    </div>
  );
}
