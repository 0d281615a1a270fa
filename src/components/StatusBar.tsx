import { useEffect, useRef } from 'react';
import { selectHintCard, selectInProgress, selectPosition, useGame } from '../store';
import { t } from '../i18n/messages';
import { HintCardHead, HintCardTail } from './lazyParts';
import { STATUS_TEXT_ID } from './pageId';
import { useStepWords } from './useStepWords';
import './hint-card.css';

/**
 * The message line, with room reserved so it never moves the layout. Hint,
 * check and win results go to a polite live region; a new announcement
 * replaces its text node so that even a repeated message is read. After a
 * win it offers a new game at the same level.
 *
 * A teaching hint and the news that no technique applies open the line into
 * a card, the region "Hint" (the same live region, restyled), over the tools
 * (never the board or the number pad, which keeps working), headed by the
 * technique, with Close, what the next press of Hint does as a button, and
 * "Reveal this cell" (or, when no technique applies, "Reveal a cell"). A
 * chain hint's explanation is its summary; Back and Next (and a forcing
 * chain's button per branch) walk its chains below, a page at a time (a
 * live region of its own, so the walk is read too; the board takes both as
 * its description).
 */
export function StatusBar() {
  const announcement = useGame((s) => s.announcement);
  const announcementId = useGame((s) => s.announcementId);
  const card = useGame(selectHintCard);
  const digits = useGame((s) => selectPosition(s).digits);
  const won = useGame((s) => s.finishedAt !== null);
  // The first-time tip goes once the player has done anything on the
  // board: a digit, a note, a corner mark or a colour.
  const started = useGame((s) => s.moves.length > 0 || selectInProgress(s));
  const difficulty = useGame((s) => s.difficulty);
  const game = useGame.getState;
  // Close, Apply and the reveals take their own button away: focus then goes
  // to the selected cell (the one filled), not to the page.
  const refocus = useRef(false);
  useEffect(() => {
    if (card || !refocus.current) return;
    refocus.current = false;
    document.querySelector<HTMLElement>('[role="grid"] [role="gridcell"][tabindex="0"]')?.focus();
  }, [card]);
  const act = (action: () => void) => {
    refocus.current = true;
    action();
  };
  const thinking = useGame((s) => s.pending === 'hint');
  const stepWords = useStepWords(announcement !== null || thinking); // ("Working it out" is among their messages)
  const classes = ['status'];
  if (won) classes.push('status-won');
  if (card) classes.push('status-card');
  if (
    announcement?.kind === 'preparing-daily' ||
    announcement?.kind === 'preparing-game' ||
    thinking
  )
    classes.push('status-busy');
  // The line keeps its height in the layout; the card is drawn from it. Its
  // children keep their places (absent ones are `false`), so the live region
  // is the same element in the line and in the card.
  return (
    <div className="status-line">
      <div
        className={classes.join(' ')}
        role={card ? 'region' : undefined}
        aria-label={card ? t('control.hint') : undefined}
      >
        {/* The tip sits outside the live region so it is never announced. */}
        {!announcement && !started && !won && <p className="status-tip">{t('status.tip')}</p>}
        {card && <HintCardHead onClose={() => act(game().dismissHint)} words={stepWords} />}
        <div role="status" id={STATUS_TEXT_ID} className="status-text">
          {thinking ? (
            <span className="status-thinking">{t('status.thinking')}</span>
          ) : (
            announcement && (
              <span key={announcementId}>
                {stepWords?.wordAnnouncement(announcement, digits) ?? ''}
              </span>
            )
          )}
        </div>
        {card && (
          <HintCardTail
            onNext={() => act(game().hint)}
            onReveal={(thisCell) => act(() => game().revealCell(thisCell))}
            words={stepWords}
          />
        )}
        {/* After a win (its words come with the step wording's messages). */}
        {won && stepWords && (
          <button type="button" className="primary" onClick={() => game().newGame(difficulty)}>
            {t('control.playAgain')}
          </button>
        )}
      </div>
    </div>
  );
}
