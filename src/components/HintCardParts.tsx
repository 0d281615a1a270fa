import { useEffect, useRef } from 'react';
import { useGame } from '../store';
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
 * chosen (a live region of its own), what the next press of Hint does, and
 * "Reveal a cell" when no technique applies.
 */
export function CardTail({ onReveal, words }: { onReveal: () => void; words: StepWords | null }) {
  const announcement = useGame((s) => s.announcement);
  const branch = useGame((s) => s.hintFlow?.branch ?? -1);
  const showBranch = useGame((s) => s.showHintBranch);
  const stuck = announcement?.kind === 'hint-stuck';
  const next =
    announcement?.kind === 'hint-step'
      ? t(announcement.stage === 2 ? 'hint.next.apply' : 'hint.next.continue')
      : null;
  const forcing =
    announcement?.kind === 'hint-step' && announcement.stage === 2 && words
      ? announcement.step
      : null;
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
      {next && <span className="status-card-next">{next}</span>}
      {stuck && (
        <button type="button" className="primary" onClick={onReveal}>
          {t('control.revealCell')}
        </button>
      )}
    </>
  );
}
