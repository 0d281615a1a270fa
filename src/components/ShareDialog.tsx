import { useRef, useState } from 'react';
import { encodeShare, formatKindText, formatPuzzle } from '../engine';
import type { Board, Position, Rules } from '../engine';
import { selectPosition, useGame } from '../store';
import { t } from '../i18n/messages';
import type { MessageKey } from '../i18n/messages';
import { Dialog } from './Dialog';
import { Choice } from './SettingsDialog';

/** The share code of `givens` (and with `position`, the player's digits, notes, corner marks and colours). */
function shareCode(givens: Board, position: Position | null): string {
  return encodeShare({
    givens,
    progress: position && {
      digits: position.digits,
      notes: position.notes,
      corners: position.corners,
      colours: position.colours,
    },
  });
}

/**
 * The address that opens the puzzle (and with `position`, the player's
 * digits and notes): a classic one as a share code (`?p=`), another kind
 * as its text (`?puzzle=`) with the progress's code beside it (`&p=`).
 */
export function shareLink(givens: Board, rules: Rules, position: Position | null): string {
  const page = `${window.location.origin}${window.location.pathname}`;
  if (rules.kind === 'classic') return `${page}?p=${shareCode(givens, position)}`;
  const text = encodeURIComponent(puzzleText(givens, rules));
  return `${page}?puzzle=${text}${position ? `&p=${shareCode(givens, position)}` : ''}`;
}

/** A puzzle's text: classic's 81 characters, or its kind's form ("K:…", "J:…", "X:…", 36 cells). */
export function puzzleText(givens: Board, rules: Rules): string {
  return rules.kind === 'classic'
    ? formatPuzzle(givens)
    : formatKindText({ kind: rules.kind, rules, givens });
}

/**
 * "Share": the link to this puzzle in a read-only field named "Link",
 * "Include my progress" (the player's digits and notes, never the clock),
 * "Copy link" with a visible confirmation, and the system share sheet where
 * the browser has one. Focus starts on "Copy link". Below, the puzzle as
 * text (81 characters, `.` for an empty cell: what paste, Enter a puzzle
 * and `?puzzle=` read; another kind's text for the other kinds) in a
 * read-only field "Puzzle text", with its own copy button, for other apps
 * and forums.
 */
export function ShareDialog() {
  const givens = useGame((s) => s.givens);
  const rules = useGame((s) => s.rules);
  const position = useGame(selectPosition);
  const closeDialog = useGame((s) => s.closeDialog);
  const [withProgress, setWithProgress] = useState(false);
  const [message, setMessage] = useState<MessageKey | null>(null);
  const fieldRef = useRef<HTMLInputElement>(null);
  const textRef = useRef<HTMLInputElement>(null);
  const copyRef = useRef<HTMLButtonElement>(null);
  const text = puzzleText(givens, rules);
  const link = shareLink(givens, rules, withProgress ? position : null);
  const canShare = typeof navigator.share === 'function';

  /** Copy `value`, saying so; where the clipboard refuses, select its field for the player to copy. */
  const copyFrom = (
    value: string,
    field: typeof fieldRef,
    copied: MessageKey,
    failedKey: MessageKey,
  ) => {
    const failed = () => {
      field.current?.select();
      setMessage(failedKey);
    };
    if (!navigator.clipboard) return failed();
    navigator.clipboard.writeText(value).then(() => setMessage(copied), failed);
  };
  const copy = () => copyFrom(link, fieldRef, 'share.copied', 'share.copyFailed');
  const copyText = () => copyFrom(text, textRef, 'share.textCopied', 'share.textCopyFailed');

  const send = () => {
    navigator.share({ title: t('app.title'), text: t('share.text'), url: link }).catch(() => {}); // closed without sharing: nothing to say
  };

  return (
    <Dialog
      title={t('share.title')}
      onClose={closeDialog}
      initialFocus={copyRef}
      closable
      className="dialog-share"
    >
      <label className="share-field">
        <span className="share-label">{t('share.link')}</span>
        <input
          ref={fieldRef}
          type="text"
          readOnly
          value={link}
          spellCheck={false}
          onFocus={(e) => e.currentTarget.select()}
        />
      </label>
      <Choice
        type="checkbox"
        label="share.progress"
        help="share.progress.help"
        checked={withProgress}
        onChange={() => {
          setWithProgress(!withProgress);
          setMessage(null);
        }}
      />
      <div className="share-field">
        <label className="share-label" htmlFor="share-text">
          {t('share.puzzleText')}
        </label>
        <div className="share-text-row">
          <input
            id="share-text"
            ref={textRef}
            type="text"
            readOnly
            value={text}
            spellCheck={false}
            onFocus={(e) => e.currentTarget.select()}
          />
          <button type="button" onClick={copyText}>
            {t('share.copyText')}
          </button>
        </div>
      </div>
      <p aria-live="polite" className="share-status">
        {message && t(message)}
      </p>
      <div className="dialog-buttons">
        {canShare && (
          <button type="button" onClick={send}>
            {t('share.send')}
          </button>
        )}
        <button ref={copyRef} type="button" className="primary" onClick={copy}>
          {t('share.copy')}
        </button>
      </div>
    </Dialog>
  );
}
