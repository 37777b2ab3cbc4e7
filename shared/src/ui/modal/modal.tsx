import { COMMON_NAMESPACE, useTranslation } from '@site/shared';
import { useEffect, useId, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

/** spec §9 default sizes: the modal wrapper 600×300, a dialog 400 wide. */
export const MODAL_DEFAULT_SIZE = { width: 600, height: 300 } as const;
export const DIALOG_DEFAULT_WIDTH = 400;

type ModalProps = {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** spec §2: closes on background click only when allowed */
  closeOnBackdrop?: boolean;
  /** spec §2: Escape (key 27) closes only when allowed; true by default */
  closeOnEscape?: boolean;
  /**
   * 'dialog' 400 wide (the default, as before), 'wrapper' the generic 600×300 wrapper,
   * 'wide' a large panel, 'drawer' a side panel.
   */
  variant?: 'dialog' | 'wrapper' | 'drawer' | 'wide';
  /** An explicit size in pixels (capped by the viewport); overrides the variant's. */
  size?: { width?: number; height?: number };
  testId?: string;
  /** false: no close button, Escape and the background do nothing (a forced step). */
  dismissible?: boolean;
  /** spec §2 optional close button; shown by default when the modal is dismissible. */
  showClose?: boolean;
  /** spec §2 optional background: false leaves the page visible behind, still not clickable. */
  background?: boolean;
  /** The dialog's role: 'alertdialog' for a confirmation. */
  role?: 'dialog' | 'alertdialog';
  /** Extra class on the panel, for a modal with its own layout (e.g. the announcement popup). */
  className?: string;
  /** The id of the element that describes the dialog (read after its name). */
  describedBy?: string;
};

/**
 * Open modals, innermost last: only the top one answers Escape, and the page scroll stays
 * locked until the last one closes.
 */
const openStack: string[] = [];
let lockedOverflow: string | null = null;

function pushModal(id: string) {
  if (openStack.length === 0) {
    lockedOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
  }
  openStack.push(id);
}

function popModal(id: string) {
  const index = openStack.lastIndexOf(id);
  if (index >= 0) openStack.splice(index, 1);
  if (openStack.length === 0) {
    document.body.style.overflow = lockedOverflow ?? '';
    lockedOverflow = null;
  }
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * spec §2 generic modal wrapper: title, optional close button, optional background, page
 * scroll locked while open, closes by background click or Escape when enabled. Focus moves in,
 * stays inside (Tab wraps) and returns where it was.
 */
export function Modal({
  open,
  title,
  onClose,
  children,
  closeOnBackdrop = true,
  closeOnEscape = true,
  variant = 'dialog',
  size,
  testId,
  dismissible = true,
  showClose = dismissible,
  background = true,
  role = 'dialog',
  className,
  describedBy,
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
    pushModal(titleId);
    const onKey = (event: KeyboardEvent) => {
      if (openStack[openStack.length - 1] !== titleId) return;
      if (event.key === 'Escape' && dismissible && closeOnEscape) {
        event.stopPropagation();
        onCloseRef.current();
      } else if (event.key === 'Tab' && panel.current) {
        const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
        if (items.length === 0) return;
        const first = items[0]!;
        const last = items[items.length - 1]!;
        if (event.shiftKey && document.activeElement === first) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault();
          first.focus();
        }
      }
    };
    document.addEventListener('keydown', onKey);
    // A form's first field before anything else (a modal may open with a banner above it).
    const target =
      panel.current?.querySelector<HTMLElement>('input:not([type="hidden"]), select, textarea') ??
      panel.current?.querySelector<HTMLElement>('button:not(.modal__close), [href]') ??
      panel.current;
    target?.focus();
    return () => {
      popModal(titleId);
      document.removeEventListener('keydown', onKey);
      previousFocus?.focus?.();
    };
  }, [open, dismissible, closeOnEscape, titleId]);

  if (!open) return null;
  const style: CSSProperties | undefined = size
    ? {
        width: size.width ? `min(${size.width}px, 100%)` : undefined,
        minHeight: size.height ? `min(${size.height}px, calc(100vh - 32px))` : undefined,
      }
    : undefined;
  return createPortal(
    <div
      className={`modal-backdrop modal-backdrop--${variant}${background ? '' : ' modal-backdrop--clear'}`}
      onMouseDown={(event) =>
        dismissible && closeOnBackdrop && event.target === event.currentTarget && onClose()
      }
    >
      <div
        ref={panel}
        className={`modal modal--${variant}${className ? ` ${className}` : ''}`}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        data-testid={testId}
        tabIndex={-1}
        style={style}
      >
        <header className="modal__header">
          <h2 id={titleId}>{title}</h2>
          {dismissible && showClose && (
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

type DialogProps = {
  open: boolean;
  title: string;
  /** The message; a string or richer content. */
  children: ReactNode;
  onClose: () => void;
  /** spec §9: the default button is CLOSE; pass a label (e.g. the submit text) to change it. */
  buttonLabel?: string;
  /** Extra actions before the default button (e.g. a cancel). */
  actions?: ReactNode;
  tone?: 'info' | 'warning';
  width?: number;
  testId?: string;
};

/** spec §9 dialog: a short message, 400 wide by default, one button (CLOSE by default). */
export function Dialog({
  open,
  title,
  children,
  onClose,
  buttonLabel,
  actions,
  tone = 'info',
  width = DIALOG_DEFAULT_WIDTH,
  testId,
}: DialogProps) {
  const { t } = useTranslation(COMMON_NAMESPACE);
  return (
    <Modal
      open={open}
      title={title}
      onClose={onClose}
      closeOnBackdrop={false}
      size={{ width }}
      role={tone === 'warning' ? 'alertdialog' : 'dialog'}
      testId={testId}
    >
      <div className={`dialog__message dialog__message--${tone}`}>{children}</div>
      <div className={actions ? 'modal__actions modal__actions--split' : 'modal__actions'}>
        {actions}
        <button type="button" className="site-button site-button--primary" onClick={onClose}>
          {buttonLabel ?? t('actions.close')}
        </button>
      </div>
    </Modal>
  );
}

type ConfirmDialogProps = {
  open: boolean;
  title: string;
  /** What will happen, in the member's words. */
  children: ReactNode;
  /** Runs on confirm; while its promise is pending both buttons are disabled. */
  onConfirm: () => void | Promise<void>;
  onCancel: () => void;
  confirmLabel?: string;
  cancelLabel?: string;
  /** 'danger' for an action that cannot be undone (the message carries a warning mark). */
  tone?: 'info' | 'danger';
  testId?: string;
};

/**
 * A question with two answers. It opens with the focus on Cancel, so Enter on a stray key
 * press never confirms; Escape cancels; a screen reader hears it as an alert dialog.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  onConfirm,
  onCancel,
  confirmLabel,
  cancelLabel,
  tone = 'info',
  testId,
}: ConfirmDialogProps) {
  const { t } = useTranslation(COMMON_NAMESPACE);
  const [busy, setBusy] = useState(false);
  const messageId = useId();
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={open}
      title={title}
      onClose={busy ? () => undefined : onCancel}
      closeOnBackdrop={false}
      size={{ width: DIALOG_DEFAULT_WIDTH }}
      role="alertdialog"
      describedBy={messageId}
      showClose={false}
      testId={testId}
    >
      <div
        id={messageId}
        className={`dialog__message dialog__message--${tone === 'danger' ? 'warning' : 'info'}`}
      >
        {children}
      </div>
      <div className="modal__actions modal__actions--split">
        <button type="button" className="site-button" onClick={onCancel} disabled={busy}>
          {cancelLabel ?? t('actions.cancel')}
        </button>
        <button
          type="button"
          className="site-button site-button--primary"
          onClick={() => void confirm()}
          disabled={busy}
          aria-busy={busy || undefined}
        >
          {confirmLabel ?? t('in_increase_submit')}
        </button>
      </div>
    </Modal>
  );
}
