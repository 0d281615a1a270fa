import { useId, useRef, useState } from 'react';
import { useGame } from '../store';
import { shareCode, shareLink } from '../store/share';
import { t } from '../i18n/messages';
import { Dialog } from './Dialog';

/**
 * "Share": the puzzle's link in a read-only field, "Include my progress"
 * (the player's digits and notes, not the clock), "Copy link", the system
 * share sheet where the browser has one, and "Print" (the puzzle, with the
 * player's digits when progress is included).
 */
export function ShareDialog() {
  const closeDialog = useGame((s) => s.closeDialog);
  const withProgress = useGame((s) => s.shareProgress);
  const setShareProgress = useGame((s) => s.setShareProgress);
  const code = useGame((s) => shareCode(s, s.shareProgress));
  const [copied, setCopied] = useState<'copied' | 'failed' | null>(null);
  const fieldRef = useRef<HTMLInputElement>(null);
  const fieldId = useId();
  const link = shareLink(code, window.location.href);
  const canShare = typeof navigator.share === 'function';

  const copy = () => {
    fieldRef.current?.select();
    const writing = navigator.clipboard?.writeText(link);
    if (!writing) setCopied('failed');
    else
      writing.then(
        () => setCopied('copied'),
        () => setCopied('failed'),
      );
  };

  return (
    <Dialog title={t('share.title')} initialFocus={fieldRef} onClose={closeDialog} closable>
      <label className="share-field" htmlFor={fieldId}>
        <span className="field-label">{t('share.link')}</span>
        <input
          id={fieldId}
          ref={fieldRef}
          type="text"
          readOnly
          value={link}
          onFocus={(e) => e.currentTarget.select()}
        />
      </label>
      <label className="share-check">
        <input
          type="checkbox"
          checked={withProgress}
          onChange={(e) => {
            setShareProgress(e.currentTarget.checked);
            setCopied(null);
          }}
        />
        {t('share.progress')}
      </label>
      <p aria-live="polite" className="share-status">
        {copied === 'copied' ? t('share.copied') : copied === 'failed' ? t('share.copyFailed') : ''}
      </p>
      <div className="dialog-buttons share-buttons">
        <button type="button" className="primary" onClick={copy}>
          {t('share.copy')}
        </button>
        {canShare && (
          <button
            type="button"
            onClick={() =>
              void navigator.share({ title: t('app.title'), url: link }).catch(() => {})
            }
          >
            {t('share.send')}
          </button>
        )}
        <button
          type="button"
          onClick={() => {
            closeDialog();
            // After the dialog is gone, so the page prints without it.
            setTimeout(() => window.print(), 0);
          }}
        >
          {t('share.print')}
        </button>
      </div>
    </Dialog>
  );
}
