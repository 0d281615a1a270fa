import { useSyncExternalStore } from 'react';
import { todayKey, useGame } from '../store';
import { getLocale, loadMessages, t } from '../i18n/messages';
import { formatClock } from '../i18n/describe';
import { Icon } from './Icon';
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

/** Narrow phones, where the clock sits in the header instead of the game bar (see styles.css). */
const NARROW = '(max-width: 459px)';

/** True on a narrow phone: the one place the clock is drawn follows the window's width. */
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
 * A short visible name under an icon, shown on touch screens and narrow
 * windows (where there are no tooltips); the button's accessible name is
 * the full one.
 */
function Caption({ text }: { text: string }) {
  return (
    <span className="icon-caption" aria-hidden="true">
      {text}
    </span>
  );
}

/**
 * The bar above the board (on wide screens, above the panel): the clock
 * with its Pause toggle, the Daily puzzle (today's, or on it, the calendar
 * of past ones), and the Solution steps (not while paused: the board is
 * hidden then), Statistics and Settings dialogs. The
 * buttons show an icon, with their name as a tooltip and for assistive
 * technology, and a short caption on touch screens and phones.
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
        <button
          type="button"
          className="icon-button"
          title={t('control.pause')}
          aria-pressed={paused}
          disabled={finished || entering}
          onClick={paused ? resume : pause}
        >
          <Icon name={paused ? 'play' : 'pause'} />
          <span className="visually-hidden">{t('control.pause')}</span>
          <Caption text={t(paused ? 'control.resume' : 'control.pause')} />
        </button>
        {showTimer && <Timer />}
      </div>
      <div className="game-bar-end">
        <button
          type="button"
          className="icon-button"
          title={t('control.daily')}
          onClick={() => {
            const game = useGame.getState();
            // Today's puzzle at once; on it already, the calendar of past ones.
            const open = () =>
              game.daily === todayKey() ? game.openDialog('daily') : game.openDaily();
            loadMessages(getLocale(), 'dialogs').then(open, open);
          }}
        >
          <Icon name="daily" />
          <span className="visually-hidden">{t('control.daily')}</span>
          <Caption text={t('control.daily.short')} />
        </button>
        <button
          type="button"
          className="icon-button"
          title={t('control.enterPuzzle')}
          aria-pressed={entering}
          onClick={enterPuzzle}
        >
          <Icon name="grid" />
          <span className="visually-hidden">{t('control.enterPuzzle')}</span>
          <Caption text={t('control.enterPuzzle.short')} />
        </button>
        <button
          type="button"
          className="icon-button"
          title={t('control.solutionSteps')}
          disabled={paused || entering}
          onClick={() => openDialog('confirm-solution-steps')}
        >
          <Icon name="steps" />
          <span className="visually-hidden">{t('control.solutionSteps')}</span>
          <Caption text={t('control.solutionSteps.short')} />
        </button>
        <button
          type="button"
          className="icon-button"
          title={t('control.statistics')}
          onClick={() => openDialog('statistics')}
        >
          <Icon name="stats" />
          <span className="visually-hidden">{t('control.statistics')}</span>
          <Caption text={t('control.statistics.short')} />
        </button>
        <button
          type="button"
          className="icon-button"
          title={t('control.settings')}
          onClick={() => openDialog('settings')}
        >
          <Icon name="settings" />
          <span className="visually-hidden">{t('control.settings')}</span>
          <Caption text={t('control.settings.short')} />
        </button>
      </div>
    </div>
  );
}
