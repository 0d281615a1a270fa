import { useId, useRef } from 'react';
import { t } from '../i18n/messages';
import type { MessageKey } from '../i18n/messages';
import { Dialog } from './Dialog';

interface ConfirmDialogProps {
  title: MessageKey;
  body: MessageKey;
  cancel: MessageKey;
  confirm: MessageKey;
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * A modal yes/no question. Focus starts on the safe choice; Escape or a
 * click outside cancels (see Dialog for the focus rules).
 */
export function ConfirmDialog({
  title,
  body,
  cancel,
  confirm,
  onCancel,
  onConfirm,
}: ConfirmDialogProps) {
  const bodyId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog title={t(title)} describedBy={bodyId} initialFocus={cancelRef} onClose={onCancel}>
      <p id={bodyId} className="dialog-text">
        {t(body)}
      </p>
      <div className="dialog-buttons">
        <button ref={cancelRef} type="button" onClick={onCancel}>
          {t(cancel)}
        </button>
        <button type="button" className="primary" onClick={onConfirm}>
          {t(confirm)}
        </button>
      </div>
    </Dialog>
  );
}
