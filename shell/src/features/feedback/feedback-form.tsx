import { ApiError, COMMON_NAMESPACE, numberLocale } from '@site/shared';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SHELL_NAMESPACE } from '../../i18n/shell-translations';
import { QUESTION_TYPES, sendFeedback, type QuestionType } from './feedback.resource';
import { countWords, type WordLimits } from './word-count';

type Outcome = { kind: 'sent'; id: number } | { kind: 'error'; message: string } | null;

/** spec §5 feedback: a question type and a text between the brand's minimum and maximum words. */
export function FeedbackForm({ limits }: { limits: WordLimits }) {
  const { t, i18n } = useTranslation([SHELL_NAMESPACE, COMMON_NAMESPACE]);
  const id = useId();
  const [questionType, setQuestionType] = useState<QuestionType>('DEPOSIT');
  const [content, setContent] = useState('');
  const [contact, setContact] = useState('');
  const [contentError, setContentError] = useState('');
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [sending, setSending] = useState(false);
  const number = new Intl.NumberFormat(numberLocale(i18n.language));
  const words = countWords(content);
  const limitText = (min: number, max: number) =>
    t('feedback.errors.wordCount', { min: number.format(min), max: number.format(max) });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    if (words < limits.minWords || words > limits.maxWords) {
      setContentError(limitText(limits.minWords, limits.maxWords));
      return;
    }
    setContentError('');
    setSending(true);
    try {
      const sent = await sendFeedback({
        questionType,
        content: content.trim(),
        ...(contact.trim() ? { contact: contact.trim() } : {}),
      });
      setOutcome({ kind: 'sent', id: sent.feedbackId });
      setContent('');
      setContact('');
    } catch (error) {
      const apiError = error instanceof ApiError ? error : null;
      const details = (apiError?.details ?? {}) as { rule?: string; min?: number; max?: number };
      if (details.rule === 'wordCount' && details.min !== undefined && details.max !== undefined)
        setContentError(limitText(details.min, details.max));
      else
        setOutcome({
          kind: 'error',
          message: t(apiError?.messageKey ?? 'errors.UNKNOWN', { ns: COMMON_NAMESPACE }),
        });
    } finally {
      setSending(false);
    }
  };

  return (
    <form className="form feedback-form" onSubmit={submit} noValidate data-testid="feedback-form">
      <label className="form__field" htmlFor={`${id}-type`}>
        {t('feedback.type')}
        <select
          id={`${id}-type`}
          className="site-select"
          value={questionType}
          onChange={(event) => setQuestionType(event.target.value as QuestionType)}
        >
          {QUESTION_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`feedback.types.${type}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="form__field" htmlFor={`${id}-content`}>
        {t('feedback.content')}
        <textarea
          id={`${id}-content`}
          rows={5}
          value={content}
          aria-invalid={contentError ? true : undefined}
          aria-describedby={`${id}-words ${id}-content-error`}
          onChange={(event) => {
            setContent(event.target.value);
            setContentError('');
          }}
        />
      </label>
      <p id={`${id}-words`} className="form__hint">
        {t('feedback.words', {
          words: number.format(words),
          min: number.format(limits.minWords),
          max: number.format(limits.maxWords),
        })}
      </p>
      <p id={`${id}-content-error`} className="form__field-error" role="alert">
        {contentError}
      </p>
      <label className="form__field" htmlFor={`${id}-contact`}>
        {t('feedback.contact')}
        <input
          id={`${id}-contact`}
          value={contact}
          maxLength={100}
          autoComplete="email"
          onChange={(event) => setContact(event.target.value)}
        />
      </label>
      <button type="submit" className="site-button site-button--primary" disabled={sending}>
        {sending ? t('feedback.sending') : t('feedback.submit')}
      </button>
      <div aria-live="polite">
        {outcome?.kind === 'sent' && (
          <p className="promo-note promo-note--done" data-testid="feedback-sent">
            {t('feedback.sent', { id: number.format(outcome.id) })}
          </p>
        )}
        {outcome?.kind === 'error' && (
          <p className="form__error" role="alert">
            {outcome.message}
          </p>
        )}
      </div>
    </form>
  );
}
