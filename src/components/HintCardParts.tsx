import { useEffect, useRef, useState } from 'react';
import { selectPosition, useGame } from '../store';
import { t } from '../i18n/messages';
import { Icon } from './Icon';
import { WALK_TEXT_ID } from './pageId';
import { StepBranches } from './StepBranches';

type StepWords = typeof import('../i18n/steps');

/*
 * The parts of the hint card around its text (StatusBar.tsx keeps the text,
 * a live region, in the line and in the card): loaded with the first hint.
 */

/** The card's head: the technique (or "Hint") and Close. */
export function CardHead({ onClose, words }: { onClose: () => void; words: StepWords | null }) {
  const announcement = useGame((s) => s.announcement);
  const title =
    announcement?.kind === 'hint-step'
      ? (words?.techniqueTitle(announcement.step.technique) ?? '')
      : t('hint.title');
  return (
    <span className="status-card-head">
      <Icon name="hint" />
      <span className="status-card-title">{title}</span>
      <button
        type="button"
        className="icon-button"
        aria-label={t('hint.close')}
        title={t('hint.close')}
        onClick={onClose}
      >
        <Icon name="close" />
      </button>
    </span>
  );
}

/**
 * Below the card's text: a forcing chain's branches and the walk of the one
 * chosen (a live region of its own), then the card's buttons: what the next
 * press of Hint does ("Show me", "Apply", "Next hint"; "Reveal a cell" when
 * no technique applies) and "Reveal this cell", which fills the selected cell
 * at once (on a filled cell it says to select an empty one).
 */
export function CardTail({
  onNext,
  onReveal,
  words,
}: {
  onNext: () => void;
  onReveal: (thisCell: boolean) => void;
  words: StepWords | null;
}) {
  const announcement = useGame((s) => s.announcement);
  const branch = useGame((s) => s.hintFlow?.branch ?? -1);
  const showBranch = useGame((s) => s.showHintBranch);
  const selected = useGame((s) => s.selected);
  const filled = useGame((s) => selectPosition(s).digits[s.selected] !== 0);
  // The cell "Reveal this cell" was pressed on while filled: the card says what to do until another is selected.
  const [askedAt, setAskedAt] = useState(-1);
  const step = announcement?.kind === 'hint-step' ? announcement : null;
  const next = !step
    ? 'control.revealCell'
    : step.stage === 1
      ? 'hint.showMe'
      : step.stage === 3
        ? 'hint.nextHint'
        : step.step.placements.length > 0
          ? 'hint.apply'
          : 'hint.applyRemoval';
  const forcing = step?.stage === 2 && words ? step.step : null;
  const branches = forcing ? words!.stepBranches(forcing) : [];
  const walk = forcing && branch >= 0 ? words!.explainBranch(forcing, branch) : '';
  // A branch asked for: its walk is brought to the top of the card (which scrolls; the page does not move).
  const walkRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (walk) walkRef.current?.scrollIntoView?.({ block: 'start' });
  }, [walk]);
  return (
    <>
      {branches.length > 0 && (
        <>
          <StepBranches labels={branches} branch={branch} onShow={showBranch} />
          {/* The branch walked, read out when it changes. */}
          <p ref={walkRef} id={WALK_TEXT_ID} className="status-walk" aria-live="polite">
            {walk}
          </p>
        </>
      )}
      <p className="status-card-ask" aria-live="polite">
        {askedAt === selected && filled ? t('hint.pickEmpty') : ''}
      </p>
      <span className="status-card-actions">
        <button type="button" className="primary" onClick={step ? onNext : () => onReveal(false)}>
          {t(next)}
        </button>
        {step && (
          <button type="button" onClick={() => (filled ? setAskedAt(selected) : onReveal(true))}>
            {t('hint.revealThis')}
          </button>
        )}
      </span>
    </>
  );
}
