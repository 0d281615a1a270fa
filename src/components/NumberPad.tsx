import { DIGITS } from '../engine';
import { selectDigitFirst, selectHeldDigit, selectRemaining, useGame } from '../store';
import { t, tn } from '../i18n/messages';
import { ColourPad } from './lazyParts';

/**
 * Buttons 1-9 (1-6 for 6x6) that enter a digit in the selected cell, or toggle that note
 * in notes mode (the pad then shows small pencil digits, each placed where
 * its note sits in a cell, so the mode is plain to see). Each key shows how
 * many of its digit are still missing; a complete digit is dimmed. The count
 * is kept out of the button's name (which is just the digit) and given as
 * its description instead. It keeps working while a hint card is open.
 *
 * In digit first (Settings, "Input") each key is a toggle button that holds
 * its digit for the cells tapped next: the held one is pressed (aria-pressed,
 * and drawn sunk in, in reverse colours).
 *
 * In corner marks mode the keys show their digit small in a corner; in
 * colours mode the pad is the nine colours (ColourPad.tsx).
 */
export function NumberPad() {
  const remaining = useGame(selectRemaining);
  const size = useGame((s) => (s.entry ? 9 : s.rules.size));
  const notesMode = useGame((s) => s.notesMode);
  const mode = useGame((s) => (s.entry ? null : s.markMode));
  const paused = useGame((s) => s.paused);
  const digitFirst = useGame(selectDigitFirst);
  const held = useGame(selectHeldDigit);
  // Cell first (as ever) a key enters its digit; digit first it holds or releases it.
  const press = useGame((s) => (selectDigitFirst(s) ? s.pressDigit : s.enter));
  const classes = ['pad', `pad-${size}`];
  if (notesMode) classes.push('pad-notes');
  if (mode) classes.push(`pad-${mode}`);
  if (mode === 'colour') return <ColourPad />;
  return (
    <div role="group" aria-label={t('pad.label')} className={classes.join(' ')}>
      {DIGITS.slice(0, size).map((d) => {
        const left = remaining[d];
        const countId = `pad-left-${d}`;
        return (
          <button
            key={d}
            type="button"
            className={left === 0 ? 'pad-key pad-key-done' : 'pad-key'}
            aria-describedby={countId}
            aria-pressed={digitFirst ? held === d : undefined}
            aria-disabled={paused || undefined}
            onClick={paused ? undefined : () => press(d)}
          >
            <span className="pad-digit" data-digit={d}>
              {d}
            </span>
            <span className="pad-count" aria-hidden="true">
              {left === 0 ? '✓' : left}
            </span>
            <span id={countId} hidden>
              {left === 0 ? t('pad.complete') : tn('pad.left', left)}
            </span>
          </button>
        );
      })}
    </div>
  );
}
