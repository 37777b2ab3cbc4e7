import { COMMON_NAMESPACE } from '@site/shared';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';

type ModalProps = {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** spec §2: closes on background click only when allowed */
  closeOnBackdrop?: boolean;
  variant?: 'dialog' | 'drawer' | 'wide';
  testId?: string;
  /** false: no close button, Escape and the background do nothing (a forced step). */
  dismissible?: boolean;
  /** The dialog's role: 'alertdialog' for a confirmation. */
  role?: 'dialog' | 'alertdialog';
};

/** spec §2 modal wrapper: title, close button, page scroll locked while open, Escape closes. */
export function Modal({
  open,
  title,
  onClose,
  children,
  closeOnBackdrop = true,
  variant = 'dialog',
  testId,
  dismissible = true,
  role = 'dialog',
}: ModalProps) {
  const { t } = useTranslation(COMMON_NAMESPACE);
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  // The latest onClose without re-running the open effect (which moves the focus) on each render.
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    if (!open) return;
    const previousFocus = document.activeElement as HTMLElement | null;
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && dismissible) onCloseRef.current();
    };
    document.addEventListener('keydown', onKey);
    panel.current
      ?.querySelector<HTMLElement>('input, button:not(.modal__close), [href], select')
      ?.focus();
    return () => {
      document.body.style.overflow = previousOverflow;
      document.removeEventListener('keydown', onKey);
      previousFocus?.focus?.();
    };
  }, [open, dismissible]);

  if (!open) return null;
  return createPortal(
    <div
      className={`modal-backdrop modal-backdrop--${variant}`}
      onMouseDown={(event) =>
        dismissible && closeOnBackdrop && event.target === event.currentTarget && onClose()
      }
    >
      <div
        ref={panel}
        className={`modal modal--${variant}`}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        data-testid={testId}
      >
        <header className="modal__header">
          <h2 id={titleId}>{title}</h2>
          {dismissible && (
            <button
              type="button"
              className="modal__close"
              onClick={onClose}
              aria-label={t('actions.close')}
            >
              ×
            </button>
          )}
        </header>
        <div className="modal__body">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
