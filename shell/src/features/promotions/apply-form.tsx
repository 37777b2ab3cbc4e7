import { ApiError, COMMON_NAMESPACE, formatNumber, useTranslation } from '@site/shared';
import {
  FormFooter,
  ImageUploadField,
  TextAreaField,
  useFieldMessage,
  useFormState,
  validateFields,
  type FieldErrors,
  type FieldMessage,
} from '@site/shared/ui';
import { useState, type FormEvent } from 'react';
import { SHELL_NAMESPACE } from '../../i18n/shell-translations';
import {
  APPLY_RULES,
  commentLength,
  MAX_COMMENT_LENGTH,
  serverRuleError,
  type ApplyValues,
} from './apply-rules';
import { applicationForm, applyActivity } from './promotions.resource';

const KNOWN_REFUSALS = ['ALREADY_APPLIED', 'PROMOTION_CLOSED', 'NOT_APPLICABLE'];

type Refusal = { field: 'comment' | 'images' | 'form'; message: FieldMessage };

function refusalOf(error: unknown): Refusal {
  if (error instanceof ApiError) {
    const rule = error.code === 'VALIDATION_FAILED' ? serverRuleError(error.details) : null;
    if (rule) return rule;
    if (KNOWN_REFUSALS.includes(error.code))
      return { field: 'form', message: { key: `shell:promotions.apply.errors.${error.code}` } };
    return { field: 'form', message: { key: error.messageKey } };
  }
  return { field: 'form', message: { key: 'errors.UNKNOWN' } };
}

/**
 * spec §5 activity application: a comment (≤ 140 characters) and up to 3 png/jpg images (≤ 5 MB).
 * `guard` is the page's protected-action check (login popup, true-account warning).
 */
export function ApplyForm({
  promotionId,
  onApplied,
  guard,
}: {
  promotionId: number;
  onApplied: () => void;
  guard: (action: () => void) => void;
}) {
  const { t, i18n } = useTranslation([SHELL_NAMESPACE, COMMON_NAMESPACE]);
  const message = useFieldMessage();
  const state = useFormState<FieldErrors<ApplyValues>>();
  const [comment, setComment] = useState('');
  const [images, setImages] = useState<File[]>([]);
  const [imageRefusal, setImageRefusal] = useState<FieldMessage | null>(null);
  const number = (value: number) => formatNumber(value, i18n.language);

  const send = () =>
    state.submit(
      async () => {
        await applyActivity(applicationForm({ promotionId, comment: comment.trim(), images }));
        onApplied();
      },
      (error) => {
        const refusal = refusalOf(error);
        if (refusal.field === 'comment') state.setErrors({ comment: refusal.message });
        else if (refusal.field === 'images') setImageRefusal(refusal.message);
        else state.setFormError(message(refusal.message));
      },
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (state.rejectInvalid(validateFields({ comment }, APPLY_RULES))) return;
    guard(() => void send());
  };

  return (
    <form
      ref={state.form}
      className="form apply-form"
      onSubmit={submit}
      noValidate
      data-testid="apply-form"
    >
      <h2 className="section-title">{t('promotions.apply.title')}</h2>
      <TextAreaField
        name="comment"
        label={t('promotions.apply.comment')}
        value={comment}
        onChange={(value) => {
          setComment(value);
          // Said as it is typed: the counter and the limit go together.
          state.setErrors(validateFields({ comment: value }, APPLY_RULES));
        }}
        error={message(state.errors.comment)}
        counter={t('promotions.apply.count', {
          used: number(commentLength(comment)),
          max: number(MAX_COMMENT_LENGTH),
        })}
      />
      <ImageUploadField
        name="images"
        label={t('promotions.apply.images')}
        hint={t('promotions.apply.imagesHint', { max: number(3), size: number(5) })}
        files={images}
        onChange={(next) => {
          setImages(next);
          setImageRefusal(null);
        }}
        error={message(imageRefusal)}
      />
      <FormFooter
        error={state.formError}
        busy={state.busy}
        label={t('promotions.apply.submit')}
        busyLabel={t('promotions.apply.sending')}
      />
    </form>
  );
}
