import { useEffect, useId, useRef, useState } from 'react';
import { useGame } from '../store';
import type { GameState } from '../store';
import { t } from '../i18n/messages';
import type { MessageKey } from '../i18n/messages';
import { formatClock, levelName } from '../i18n/describe';
import { formatDay } from '../i18n/dates';
import { Dialog } from './Dialog';

/**
 * The result to share, without spoilers: the level, the time as the clock
 * shows it, hints and mistakes, the date of a daily puzzle, and where to
 * play. No digit of the puzzle or its solution.
 */
export function resultText(s: GameState): string {
  const level = s.level ? levelName(s.level) : t('app.subtitle.link');
  const head = s.daily
    ? t('result.daily', { date: formatDay(s.daily, 'medium'), level })
    : t('result.title', { level });
  const line = t('result.line', {
    time: formatClock(s.elapsedMs),
    hints: s.hintsUsed,
    mistakes: s.mistakes,
  });
  return `${head}\n${line}\n${window.location.origin}${window.location.pathname}`;
}

/**
 * "Solved!": the time, the level, hints used and mistakes, "Share result"
 * (the system share sheet, or the clipboard with a confirmation; where the
 * clipboard refuses, the result in a field, selected, to copy by hand), and a new
 * game at the chosen level one tap away (from a daily puzzle: back to the
 * regular game). Focus starts on that button.
 */
function WinDialog() {
  const elapsedMs = useGame((s) => s.elapsedMs);
  const level = useGame((s) => s.level);
  const hintsUsed = useGame((s) => s.hintsUsed);
  const mistakes = useGame((s) => s.mistakes);
  const best = useGame((s) => (s.level === null ? null : s.stats[s.level]));
  const daily = useGame((s) => s.daily);
  const parked = useGame((s) => s.parked !== null);
  const difficulty = useGame((s) => s.difficulty);
  const newGame = useGame((s) => s.newGame);
  const leaveDaily = useGame((s) => s.leaveDaily);
  const closeDialog = useGame((s) => s.closeDialog);
  const nextRef = useRef<HTMLButtonElement>(null);
  const bodyId = useId();
  const [shared, setShared] = useState<MessageKey | null>(null);
  const [uncopied, setUncopied] = useState<string | null>(null); // the result the clipboard refused
  const resultRef = useRef<HTMLTextAreaElement>(null);
  const newBest = !daily && best !== null && best.won > 1 && best.bestTimeMs === elapsedMs;

  const rows: [string, string | number][] = [
    [t('won.time'), formatClock(elapsedMs)],
    [t('won.difficulty'), level ? levelName(level) : t('app.subtitle.link')],
    [t('won.hints'), hintsUsed],
    [t('won.mistakes'), mistakes],
  ];

  const share = () => {
    const text = resultText(useGame.getState());
    const failed = () => {
      setShared('won.copyFailed');
      setUncopied(text);
    };
    const copy = () =>
      navigator.clipboard
        ? navigator.clipboard.writeText(text).then(() => setShared('won.copied'), failed)
        : failed();
    if (typeof navigator.share !== 'function') {
      void copy();
      return;
    }
    navigator.share({ text }).then(
      () => setShared(null),
      (error: unknown) => {
        // Closed by the player: nothing to do; the sheet failed: the clipboard instead.
        if (!(error instanceof DOMException && error.name === 'AbortError')) void copy();
      },
    );
  };

  // Shown once the clipboard refused: focused and selected, ready for Ctrl+C or the system's Copy.
  useEffect(() => {
    if (uncopied === null) return;
    resultRef.current?.focus();
    resultRef.current?.select();
  }, [uncopied]);

  return (
    <Dialog
      title={t('won.title')}
      describedBy={bodyId}
      initialFocus={nextRef}
      onClose={closeDialog}
      closable
      className="dialog-won"
    >
      <p id={bodyId} className="dialog-text">
        {daily ? formatDay(daily, 'long') : newBest ? t('won.best') : t('won.body')}
      </p>
      <dl className="summary">
        {rows.map(([term, value]) => (
          <div key={term} className="summary-item">
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p aria-live="polite" className="share-status">
        {shared && t(shared)}
      </p>
      {uncopied !== null && (
        <label className="share-field share-result">
          <span className="share-label">{t('won.result')}</span>
          <textarea
            ref={resultRef}
            readOnly
            rows={3}
            value={uncopied}
            spellCheck={false}
            onFocus={(e) => e.currentTarget.select()}
          />
        </label>
      )}
      <div className="dialog-buttons">
        <button type="button" className="wide" onClick={share}>
          {t('won.share')}
        </button>
        <button
          ref={nextRef}
          type="button"
          className="primary wide"
          onClick={() => (daily ? leaveDaily() : newGame(difficulty))}
        >
          {daily && parked ? t('control.backToGame') : t('control.newGame')}
        </button>
      </div>
    </Dialog>
  );
}

/** How long the board celebrates a win before the dialog opens (board.css: the wave ends by then). */
const CELEBRATION_MS = 900;

/**
 * The win dialog, once the board has celebrated a win just made (not a
 * finished game reopened), at once where motion is reduced.
 */
export function WinAfterCelebration() {
  const finishedAt = useGame((s) => s.finishedAt);
  const wait = () => {
    const calm = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? true;
    const left = finishedAt === null ? 0 : finishedAt + CELEBRATION_MS - Date.now();
    return calm || typeof window.matchMedia !== 'function' ? 0 : Math.min(left, CELEBRATION_MS);
  };
  const [ready, setReady] = useState(() => wait() <= 0);
  useEffect(() => {
    if (ready) return;
    const timer = setTimeout(() => setReady(true), wait());
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- measured once, when the dialog is asked for
  }, []);
  return ready ? <WinDialog /> : null;
}
