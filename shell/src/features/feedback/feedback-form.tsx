import { ApiError, COMMON_NAMESPACE, formatNumber, useTranslation } from '@site/shared';
import {
  FormFooter,
  SelectField,
  TextAreaField,
  TextField,
  useFieldMessage,
  useFormState,
  validateFields,
  type FieldErrors,
  type FieldRules,
} from '@site/shared/ui';
import { useState, type FormEvent } from 'react';
import { SHELL_NAMESPACE } from '../../i18n/shell-translations';
import type { QuestionType } from '@site/shared';
import { QUESTION_TYPES, sendFeedback } from './feedback.resource';
import { countWords, wordCountMessage, wordCountRule, type WordLimits } from './word-count';

type FeedbackValues = { content: string };

/** spec §5 feedback: a question type and a text between the brand's minimum and maximum words. */
export function FeedbackForm({ limits }: { limits: WordLimits }) {
  const { t, i18n } = useTranslation([SHELL_NAMESPACE, COMMON_NAMESPACE]);
  const message = useFieldMessage();
  const state = useFormState<FieldErrors<FeedbackValues>>();
  const [questionType, setQuestionType] = useState<QuestionType>('DEPOSIT');
  const [content, setContent] = useState('');
  const [contact, setContact] = useState('');
  const [sentId, setSentId] = useState<number | null>(null);
  const number = (value: number) => formatNumber(value, i18n.language);
  const rules: FieldRules<FeedbackValues> = { content: [wordCountRule(limits)] };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSentId(null);
    if (state.rejectInvalid(validateFields({ content }, rules))) return;
    void state.submit(
      async () => {
        const sent = await sendFeedback({
          questionType,
          content: content.trim(),
          ...(contact.trim() ? { contact: contact.trim() } : {}),
        });
        setSentId(sent.feedbackId);
        setContent('');
        setContact('');
      },
      (error) => {
        const apiError = error instanceof ApiError ? error : null;
        const details = (apiError?.details ?? {}) as { rule?: string; min?: number; max?: number };
        if (details.rule === 'wordCount' && details.min !== undefined && details.max !== undefined)
          state.setErrors({
            content: wordCountMessage({ minWords: details.min, maxWords: details.max }),
          });
        else state.setFormError(message({ key: apiError?.messageKey ?? 'errors.UNKNOWN' }));
      },
    );
  };

  return (
    <form
      ref={state.form}
      className="form feedback-form"
      onSubmit={submit}
      noValidate
      data-testid="feedback-form"
    >
      <SelectField
        name="questionType"
        label={t('feedback.type')}
        value={questionType}
        onChange={setQuestionType}
        options={QUESTION_TYPES.map((type) => ({
          value: type,
          label: t(`feedback.types.${type}`),
        }))}
      />
      <TextAreaField
        name="content"
        label={t('feedback.content')}
        rows={5}
        value={content}
        onChange={(value) => {
          setContent(value);
          state.setErrors({});
        }}
        counter={t('feedback.words', {
          words: number(countWords(content)),
          min: number(limits.minWords),
          max: number(limits.maxWords),
        })}
        error={message(state.errors.content)}
      />
      <TextField
        name="contact"
        label={t('feedback.contact')}
        value={contact}
        maxLength={100}
        autoComplete="email"
        onChange={setContact}
      />
      <FormFooter
        error={state.formError}
        busy={state.busy}
        label={t('feedback.submit')}
        busyLabel={t('feedback.sending')}
      />
      <div aria-live="polite">
        {sentId !== null && (
          <p className="promo-note promo-note--done" data-testid="feedback-sent">
            {t('feedback.sent', { id: number(sentId) })}
          </p>
        )}
      </div>
    </form>
  );
}
