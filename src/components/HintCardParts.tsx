import { useEffect, useRef, useState } from 'react';
import { selectPosition, useGame } from '../store';
import { t } from '../i18n/messages';
import { Icon } from './Icon';
import { WALK_TEXT_ID } from './pageId';
import { StepBranches } from './StepBranches';
import { walkPages, walkStep, walksChains } from '../learn/hintWalk';
import { asSentence, sentenceGap } from '../i18n/phrases';

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
 * Below the card's text: a chain hint's walk, then the card's buttons. A
 * step told by its chains (src/learn/hintWalk.ts) is summed up in the
 * card's text; a forcing chain's branches are toggle buttons that walk the
 * one chosen, and "Back" / "Next" walk every chain a page at a time (a few
 * sentences, at most 8 links drawn). Each page is read out as the lessons
 * read theirs: "Step 2 of 9. ..." in a polite live region. The walk is
 * optional: the next press of Hint goes on from wherever it is. The card's
 * buttons, kept in view at its foot: what the next press of Hint does
 * ("Show me", "Apply", "Next hint"; "Reveal a cell" when no technique
 * applies), "Reveal this cell", which fills the selected cell at once (on a
 * filled cell it says to select an empty one), then Back and Next.
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
  const page = useGame((s) => s.hintFlow?.page ?? 0);
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
  const walked = step?.stage === 2 && words && walksChains(step.step) ? step.step : null;
  const pages = walked ? walkPages(walked) : [];
  const branches = walked ? words!.stepBranches(walked) : [];
  const at = { branch, page };
  const back = walkStep(pages, at, -1);
  const forward = walkStep(pages, at, 1);
  const walk =
    walked && branch >= 0
      ? asSentence(words!.pageCounter(walked, branch, page)) +
        sentenceGap() +
        words!.explainPage(walked, branch, page)
      : '';
  // A page shown: its words are brought into view (the card scrolls; the page does not move).
  const walkRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (walk) walkRef.current?.scrollIntoView?.({ block: 'start' });
  }, [walk]);
  return (
    <>
      {walked && (
        <>
          {branches.length > 0 && (
            <StepBranches labels={branches} branch={branch} onShow={(b) => showBranch(b)} />
          )}
          {/* The page walked, read out when it changes. */}
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
        {walked && (
          <>
            <button
              type="button"
              className="status-walk-button"
              title={t('walk.back')}
              aria-disabled={!back || undefined}
              onClick={() => back && showBranch(back.branch, back.page)}
            >
              <Icon name="previous" />
              <span className="visually-hidden">{t('walk.back')}</span>
            </button>
            <button
              type="button"
              className="status-walk-button"
              title={t('walk.next')}
              aria-disabled={!forward || undefined}
              onClick={() => forward && showBranch(forward.branch, forward.page)}
            >
              <span className="visually-hidden">{t('walk.next')}</span>
              <Icon name="next" />
            </button>
          </>
        )}
      </span>
    </>
  );
}
