import { COMMON_NAMESPACE, useTranslation } from '@site/shared';
import { Modal, TextAreaField, TextField } from '@site/shared/ui';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useConsoleTranslation } from '../i18n/translations';
import { useOpsErrorText } from './use-ops-error-text';

type ReasonDialogProps = {
  open: boolean;
  title: string;
  /** What will happen, with the amount and the member. */
  children: ReactNode;
  confirmLabel: string;
  /**
   * The text the API takes with this action: 'reason' (audit trail, maybe the member too),
   * 'reference' (a payment's), or none for a plain confirmation.
   */
  field?: { kind: 'reason' | 'reference'; label: string; required: boolean; maxLength: number };
  tone?: 'info' | 'danger';
  /**
   * For dialogs with more to fill in than the text (their fields in `children`): why the action
   * cannot be sent yet, shown instead of calling the API, or null.
   */
  validate?: (text: string) => string | null;
  /** Those fields, below what will happen and above the text field. */
  fields?: ReactNode;
  onConfirm: (text: string) => Promise<unknown>;
  onClose: () => void;
  testId?: string;
};

/**
 * Every operator action goes through this: what will happen, the reason or reference the API
 * takes, and the confirmation. It stays open with the failure's text when the call fails, and
 * closes itself once the call succeeds. It opens with the focus on the text field, or on Cancel
 * when there is none, so a stray Enter never confirms.
 */
export function ReasonDialog({
  open,
  title,
  children,
  confirmLabel,
  field,
  tone = 'info',
  validate,
  fields,
  onConfirm,
  onClose,
  testId,
}: ReasonDialogProps) {
  const { t } = useConsoleTranslation();
  const { t: common } = useTranslation(COMMON_NAMESPACE);
  const errorText = useOpsErrorText();
  const [text, setText] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const close = () => {
    if (busy) return;
    setText('');
    setFieldError(null);
    setFailure(null);
    onClose();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = text.trim();
    if (field?.required && value === '') {
      setFieldError(
        t(field.kind === 'reason' ? 'errors.reasonRequired' : 'withdrawals.referenceRequired'),
      );
      return;
    }
    const invalid = validate?.(value) ?? null;
    if (invalid) {
      setFailure(invalid);
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      await onConfirm(value);
      setBusy(false);
      setText('');
      onClose();
    } catch (error) {
      setBusy(false);
      setFailure(errorText(error));
    }
  };

  const FieldComponent = field?.kind === 'reason' ? TextAreaField : TextField;
  return (
    <Modal
      open={open}
      title={title}
      onClose={close}
      closeOnBackdrop={false}
      size={{ width: 480 }}
      testId={testId}
    >
      <form className="console-dialog" onSubmit={(event) => void submit(event)} noValidate>
        <div
          className={`dialog__message dialog__message--${tone === 'danger' ? 'warning' : 'info'}`}
        >
          {children}
        </div>
        {fields}
        {field && (
          <FieldComponent
            name={field.kind}
            label={field.label}
            value={text}
            onChange={(value: string) => {
              setText(value.slice(0, field.maxLength));
              setFieldError(null);
            }}
            required={field.required}
            error={fieldError}
          />
        )}
        {failure && (
          <p className="form__error" role="alert">
            {failure}
          </p>
        )}
        <div className="modal__actions modal__actions--split">
          <button type="button" className="site-button" onClick={close} disabled={busy}>
            {t('queue.cancel')}
          </button>
          <button
            type="submit"
            className={`site-button ${tone === 'danger' ? 'console-button--danger' : 'site-button--primary'}`}
            disabled={busy}
            aria-busy={busy || undefined}
          >
            {busy ? common('ui.form.working') : confirmLabel}
          </button>
        </div>
      </form>
    </Modal>
  );
}
