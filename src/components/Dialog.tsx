import { useEffect, useId, useRef } from 'react';
import type { KeyboardEvent, ReactNode, RefObject } from 'react';
import { t } from '../i18n/messages';
import { Icon } from './Icon';
import { PAGE_ID } from './pageId';
import './dialogs.css';

interface DialogProps {
  title: string;
  /** Closes without doing anything: Escape, a click on the backdrop, a Close button. */
  onClose: () => void;
  /** The element focused when the dialog opens; the first focusable one if omitted. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Id of the element that describes the dialog, if any. */
  describedBy?: string;
  /** Show a close (X) button, named "Close", in the title bar. */
  closable?: boolean;
  className?: string;
  children: ReactNode;
}

const FOCUSABLE = 'button:not(:disabled), input:not(:disabled), select:not(:disabled), [href]';

/**
 * The elements Tab can reach inside `root`, in order. Of a radio group only
 * the checked radio is a tab stop (arrows move within the group).
 */
function tabStops(root: HTMLElement): HTMLElement[] {
  // In document order (some DOM implementations list a selector group's matches by selector).
  const all = [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].sort((a, b) =>
    a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
  );
  const isRadio = (el: HTMLElement): el is HTMLInputElement =>
    el instanceof HTMLInputElement && el.type === 'radio';
  return all.filter(
    (el) =>
      !isRadio(el) ||
      el.checked ||
      !all.some((other) => isRadio(other) && other.name === el.name && other.checked),
  );
}

/**
 * A modal dialog (role="dialog", aria-modal) named by its title. Focus moves
 * inside when it opens, Tab stays inside, Escape or a click on the backdrop
 * closes it, and focus returns to where it was when it closes. The page
 * behind (the element with id PAGE_ID) is inert while it is open.
 */
export function Dialog({
  title,
  onClose,
  initialFocus,
  describedBy,
  closable = false,
  className,
  children,
}: DialogProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // The page behind goes inert only now: a dialog loads lazily, and the
    // element that opened it must still hold focus here to get it back.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const page = document.getElementById(PAGE_ID);
    page?.setAttribute('inert', '');
    const root = dialogRef.current;
    const target = initialFocus?.current ?? (root ? tabStops(root)[0] : null);
    target?.focus();
    return () => {
      page?.removeAttribute('inert');
      opener?.focus();
    };
    // Runs once per opening: the dialog is mounted when it opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const stops = tabStops(dialogRef.current);
    if (stops.length === 0) return;
    const first = stops[0];
    const last = stops[stops.length - 1];
    const active = document.activeElement;
    if (event.shiftKey && (active === first || !dialogRef.current.contains(active))) {
      last.focus();
      event.preventDefault();
    } else if (!event.shiftKey && active === last) {
      first.focus();
      event.preventDefault();
    }
  };

  return (
    <div className="backdrop" onClick={(e) => e.target === e.currentTarget && onClose()}>
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        className={className ? `dialog ${className}` : 'dialog'}
        onKeyDown={onKeyDown}
      >
        <div className="dialog-head">
          <h2 id={titleId}>{title}</h2>
          {closable && (
            <button
              type="button"
              className="icon-button"
              aria-label={t('control.close')}
              onClick={onClose}
            >
              <Icon name="close" />
            </button>
          )}
        </div>
        {children}
      </div>
    </div>
  );
}
