import { ApiError, COMMON_NAMESPACE, numberLocale } from '@site/shared';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SHELL_NAMESPACE } from '../../i18n/shell-translations';
import {
  ACCEPTED_IMAGE_TYPES,
  checkComment,
  checkNewImages,
  commentLength,
  MAX_COMMENT_LENGTH,
  MAX_IMAGES,
  serverRuleError,
  type RuleError,
} from './apply-rules';
import { applicationForm, applyActivity } from './promotions.resource';

const KNOWN_REFUSALS = ['ALREADY_APPLIED', 'PROMOTION_CLOSED', 'NOT_APPLICABLE'];

function errorOf(error: unknown): RuleError {
  if (error instanceof ApiError) {
    const rule = error.code === 'VALIDATION_FAILED' ? serverRuleError(error.details) : null;
    if (rule) return rule;
    if (KNOWN_REFUSALS.includes(error.code))
      return { key: `promotions.apply.errors.${error.code}` };
    return { key: error.messageKey, values: { ns: COMMON_NAMESPACE } };
  }
  return { key: 'errors.UNKNOWN', values: { ns: COMMON_NAMESPACE } };
}

const sizeInKb = (bytes: number) => Math.max(1, Math.round(bytes / 1024));

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
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [comment, setComment] = useState('');
  const [images, setImages] = useState<File[]>([]);
  const [commentError, setCommentError] = useState<RuleError | null>(null);
  const [imageError, setImageError] = useState<RuleError | null>(null);
  const [formError, setFormError] = useState<RuleError | null>(null);
  const [sending, setSending] = useState(false);
  const number = new Intl.NumberFormat(numberLocale(i18n.language));
  // Numbers in the message in the reader's digits (Bengali digits in BN).
  const say = (error: RuleError | null) =>
    error
      ? t(
          error.key,
          Object.fromEntries(
            Object.entries(error.values ?? {}).map(([name, value]) => [
              name,
              typeof value === 'number' ? number.format(value) : value,
            ]),
          ),
        )
      : '';

  const addImages = (files: FileList | null) => {
    const added = [...(files ?? [])];
    if (fileInput.current) fileInput.current.value = '';
    if (added.length === 0) return;
    const refusal = checkNewImages(images, added);
    setImageError(refusal);
    if (!refusal) setImages((current) => [...current, ...added]);
  };

  const send = async () => {
    setSending(true);
    setFormError(null);
    try {
      await applyActivity(applicationForm({ promotionId, comment: comment.trim(), images }));
      onApplied();
    } catch (error) {
      const refusal = errorOf(error);
      if (refusal.key.endsWith('commentTooLong')) setCommentError(refusal);
      else if (refusal.key.includes('Image') || refusal.key.includes('image'))
        setImageError(refusal);
      else setFormError(refusal);
    } finally {
      setSending(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const refusal = checkComment(comment);
    setCommentError(refusal);
    if (refusal) return;
    guard(() => void send());
  };

  const length = commentLength(comment);
  return (
    <form className="form apply-form" onSubmit={submit} noValidate data-testid="apply-form">
      <h2 className="section-title">{t('promotions.apply.title')}</h2>
      <label className="form__field" htmlFor={`${id}-comment`}>
        {t('promotions.apply.comment')}
        <textarea
          id={`${id}-comment`}
          name="comment"
          rows={3}
          value={comment}
          aria-invalid={commentError ? true : undefined}
          aria-describedby={`${id}-comment-count ${id}-comment-error`}
          onChange={(event) => {
            setComment(event.target.value);
            setCommentError(checkComment(event.target.value));
          }}
        />
      </label>
      <p
        id={`${id}-comment-count`}
        className={`form__hint${length > MAX_COMMENT_LENGTH ? ' form__hint--over' : ''}`}
      >
        {t('promotions.apply.count', {
          used: number.format(length),
          max: number.format(MAX_COMMENT_LENGTH),
        })}
      </p>
      <p id={`${id}-comment-error`} className="form__field-error" role="alert">
        {say(commentError)}
      </p>

      <div className="form__field">
        <span id={`${id}-images-label`}>{t('promotions.apply.images')}</span>
        <p className="form__hint" id={`${id}-images-hint`}>
          {t('promotions.apply.imagesHint', {
            max: number.format(MAX_IMAGES),
            size: number.format(5),
          })}
        </p>
        {images.length > 0 && (
          <ul className="apply-form__files" aria-labelledby={`${id}-images-label`}>
            {images.map((image, index) => (
              <li key={`${image.name}-${index}`}>
                <span className="apply-form__file-name">{image.name}</span>
                <span className="apply-form__file-size">
                  {t('promotions.apply.sizeKb', { size: number.format(sizeInKb(image.size)) })}
                </span>
                <button
                  type="button"
                  className="link-button"
                  aria-label={t('promotions.apply.remove', { name: image.name })}
                  onClick={() => {
                    setImages((current) => current.filter((_, at) => at !== index));
                    setImageError(null);
                  }}
                >
                  {t('promotions.apply.removeShort')}
                </button>
              </li>
            ))}
          </ul>
        )}
        <input
          ref={fileInput}
          id={`${id}-images`}
          className="visually-hidden apply-form__input"
          type="file"
          name="images"
          accept={ACCEPTED_IMAGE_TYPES.join(',')}
          multiple
          aria-describedby={`${id}-images-hint ${id}-images-error`}
          onChange={(event) => addImages(event.target.files)}
        />
        {/* The label is the visible button; the input keeps the focus (styled through it). */}
        <label className="site-button apply-form__pick" htmlFor={`${id}-images`}>
          {t('promotions.apply.addImages')}
        </label>
        <p id={`${id}-images-error`} className="form__field-error" role="alert">
          {say(imageError)}
        </p>
      </div>

      {formError && (
        <p className="form__error" role="alert">
          {say(formError)}
        </p>
      )}
      <button type="submit" className="site-button site-button--primary" disabled={sending}>
        {sending ? t('promotions.apply.sending') : t('promotions.apply.submit')}
      </button>
    </form>
  );
}
