import { useEffect, useId, useRef } from 'react';
import type { KeyboardEvent } from 'react';
import { t } from '../i18n/messages';
import type { MessageKey } from '../i18n/messages';

interface ConfirmDialogProps {
  title: MessageKey;
  body: MessageKey;
  cancel: MessageKey;
  confirm: MessageKey;
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * A modal yes/no question (role="dialog", aria-modal). Focus starts on the
 * safe choice, Tab stays inside, Escape cancels, and focus returns to where
 * it was when the dialog closes. The page behind is made inert by the App.
 */
export function ConfirmDialog({
  title,
  body,
  cancel,
  confirm,
  onCancel,
  onConfirm,
}: ConfirmDialogProps) {
  const titleId = useId();
  const bodyId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    cancelRef.current?.focus();
    return () => opener?.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
      return;
    }
    if (event.key !== 'Tab') return;
    const buttons = dialogRef.current?.querySelectorAll('button');
    if (!buttons || buttons.length === 0) return;
    const first = buttons[0];
    const last = buttons[buttons.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      last.focus();
      event.preventDefault();
    } else if (!event.shiftKey && document.activeElement === last) {
      first.focus();
      event.preventDefault();
    }
  };

  return (
    <div className="backdrop" onClick={(e) => e.target === e.currentTarget && onCancel()}>
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        className="dialog"
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId}>{t(title)}</h2>
        <p id={bodyId}>{t(body)}</p>
        <div className="dialog-buttons">
          <button ref={cancelRef} type="button" onClick={onCancel}>
            {t(cancel)}
          </button>
          <button type="button" className="primary" onClick={onConfirm}>
            {t(confirm)}
          </button>
        </div>
      </div>
    </div>
  );
}
