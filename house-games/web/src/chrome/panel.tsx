import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from './icons';

/**
 * A side panel over the game (rules, history, fairness): a modal <dialog>, so focus stays in it,
 * Escape closes it and screen readers announce it by its title.
 */
export function Panel({
  title,
  open,
  onClose,
  children,
}: {
  title: string;
  open: boolean;
  onClose(): void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);
  return (
    <dialog
      ref={dialog}
      className="house-panel"
      aria-label={title}
      // Escape (the dialog's cancel): the page closes it through `open`. Its close event is not
      // listened to: closing one panel to open another would close the new one too.
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <header className="house-panel__head">
        <h2>{title}</h2>
        <button type="button" className="house-icon-button" onClick={onClose}>
          <Icon name="close" />
          <span className="house-sr">{t('close')}</span>
        </button>
      </header>
      <div className="house-panel__body">{open ? children : null}</div>
    </dialog>
  );
}
