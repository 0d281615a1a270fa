import { DIGITS } from '../engine';
import { useGame } from '../store';
import { t } from '../i18n/messages';
import { colourName } from '../i18n/describe';

/**
 * The pad in colours mode ("Colours"): nine keys, each a swatch of its
 * colour (as the board paints it) named for assistive technology ("Blue"),
 * with the digit key that paints it (1-9) in its corner. A key paints the
 * selected cells, or clears them when they all have that colour already.
 * Loaded when Colours is first chosen (lazyParts.ts).
 */
export function ColourPad() {
  const paused = useGame((s) => s.paused);
  const enter = useGame((s) => s.enter);
  return (
    <div role="group" aria-label={t('pad.colours')} className="pad pad-colour">
      {DIGITS.map((c) => (
        <button
          key={c}
          type="button"
          className="pad-key"
          aria-disabled={paused || undefined}
          onClick={paused ? undefined : () => enter(c)}
        >
          <span className={`pad-swatch cell-colour-${c}`} aria-hidden="true" />
          <span className="pad-count" aria-hidden="true">
            {c}
          </span>
          <span className="visually-hidden">{colourName(c)}</span>
        </button>
      ))}
    </div>
  );
}
