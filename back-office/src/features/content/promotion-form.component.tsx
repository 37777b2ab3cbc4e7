import type { OpsPromotion, PromotionPayout } from '@site/contracts';
import { CheckboxField, SelectField, TextAreaField, TextField } from '@site/shared/ui';
import { useMemo } from 'react';
import { useConsoleTranslation } from '../../i18n/translations';
import { ChangeConfirmation } from '../../ui/change-confirmation.component';
import { useContentDraft } from '../../ui/use-content-draft';
import { FormBar, useReasonCheck } from './form-parts.component';
import { HtmlPreview } from './html-preview.component';
import {
  changesOf,
  createBody,
  draftErrors,
  draftOf,
  editBody,
  emptyDraft,
  type DraftField,
} from './promotion-draft';
import { createPromotion } from './promotion-create.resource';
import { editPromotion } from './promotion-edit.resource';

const LONG_FIELDS: readonly DraftField[] = ['bodyHtmlBn', 'bodyHtmlEn'];

type Props = {
  brand: string;
  /** null: a new promotion. */
  promotion: OpsPromotion | null;
  onSaved: (saved: OpsPromotion) => void;
  onCancel: () => void;
};

/** A promotion's form: both languages, the sanitised preview, the confirmation of the changes. */
export function PromotionForm({ brand, promotion, onSaved, onCancel }: Props) {
  const { t } = useConsoleTranslation();
  const saved = useMemo(() => (promotion ? draftOf(promotion) : null), [promotion]);
  const reasonCheck = useReasonCheck();
  const {
    draft,
    setDraft,
    changes,
    invalid,
    tried,
    reviewing,
    stopReviewing,
    set,
    errorOf: error,
    review,
  } = useContentDraft(
    () => saved ?? emptyDraft(Date.now()),
    (current) => ({
      errors: draftErrors(current, promotion === null),
      changes: changesOf(saved, current),
    }),
    (code) => t(`content.errors.${code}`),
  );

  const text = (field: DraftField, hint?: string) => (
    <TextField
      name={field}
      label={t(`content.promotions.fields.${field}`)}
      value={String(draft[field])}
      onChange={set(field) as (value: string) => void}
      error={error(field)}
      hint={hint ?? null}
    />
  );
  const area = (field: DraftField) => (
    <TextAreaField
      name={field}
      label={t(`content.promotions.fields.${field}`)}
      value={String(draft[field])}
      rows={LONG_FIELDS.includes(field) ? 7 : 2}
      onChange={set(field) as (value: string) => void}
      error={error(field)}
    />
  );
  const time = (field: 'startsAt' | 'endsAt', hint?: string) => {
    const message = error(field);
    const id = `promotion-${field}`;
    const notes = message ? `${id}-error` : hint ? `${id}-hint` : undefined;
    return (
      <div className="form__field" data-field={field}>
        <label htmlFor={id}>{t(`content.promotions.fields.${field}`)}</label>
        <span className="form__input">
          <input
            id={id}
            type="datetime-local"
            name={field}
            value={draft[field]}
            aria-invalid={message ? true : undefined}
            aria-describedby={notes}
            onChange={(event) => set(field)(event.target.value)}
          />
        </span>
        {hint && !message && (
          <p id={`${id}-hint`} className="form__hint">
            {hint}
          </p>
        )}
        {message && (
          <p id={`${id}-error`} className="form__field-error">
            {message}
          </p>
        )}
      </div>
    );
  };

  const shown = (field: DraftField, value: string) => {
    if (LONG_FIELDS.includes(field)) return t('content.changedText', { count: value.length });
    if (field === 'requiresApplication') return t(value === 'true' ? 'content.yes' : 'content.no');
    if (field === 'payout') return t(`content.promotions.payouts.${value}`);
    if (field === 'endsAt' && value === '') return t('content.promotions.noEnd');
    return value.replace('T', ' ') || '—';
  };
  const rewardChangedAfterClaims =
    promotion !== null &&
    promotion.claims > 0 &&
    changes.some((change) => change.field === 'rewardAmount');

  return (
    <form
      className="content-form"
      aria-labelledby="promotion-form-title"
      noValidate
      onSubmit={review}
    >
      <h2 id="promotion-form-title">
        {promotion
          ? t('content.promotions.editTitle', { code: promotion.code })
          : t('content.promotions.newTitle', { brand })}
      </h2>
      <fieldset className="content-form__group">
        <legend>{t('content.promotions.groups.identity')}</legend>
        <div className="content-form__grid">
          {promotion ? (
            <p className="content-form__fixed">
              <span className="form__label">{t('content.promotions.fields.code')}</span>
              <code>{promotion.code}</code>
            </p>
          ) : (
            text('code', t('content.promotions.hints.code'))
          )}
          {text('category', t('content.promotions.hints.category'))}
          {text('imageKey', t('content.promotions.hints.imageKey'))}
        </div>
      </fieldset>
      <fieldset className="content-form__group">
        <legend>{t('content.promotions.groups.texts')}</legend>
        <div className="content-form__languages">
          <div lang="bn">
            {text('titleBn')}
            {area('summaryBn')}
            {area('bodyHtmlBn')}
          </div>
          <div lang="en">
            {text('titleEn')}
            {area('summaryEn')}
            {area('bodyHtmlEn')}
          </div>
        </div>
        <p className="form__hint">{t('content.htmlAllowed')}</p>
        <HtmlPreview
          area="promotions"
          bn={draft.bodyHtmlBn}
          en={draft.bodyHtmlEn}
          titleBn={draft.titleBn}
          titleEn={draft.titleEn}
        />
      </fieldset>
      <fieldset className="content-form__group">
        <legend>{t('content.promotions.groups.schedule')}</legend>
        <div className="content-form__grid">
          {time('startsAt')}
          {time('endsAt', t('content.promotions.hints.endsAt'))}
          <CheckboxField
            name="requiresApplication"
            label={t('content.promotions.fields.requiresApplication')}
            checked={draft.requiresApplication}
            onChange={set('requiresApplication')}
          />
        </div>
      </fieldset>
      <fieldset className="content-form__group">
        <legend>{t('content.promotions.groups.reward')}</legend>
        <div className="content-form__grid">
          {text('rewardAmount', t('content.promotions.hints.rewardAmount'))}
          <SelectField<PromotionPayout>
            name="payout"
            label={t('content.promotions.fields.payout')}
            value={draft.payout}
            onChange={(payout) =>
              setDraft((current) => ({
                ...current,
                payout,
                turnoverMultiple: payout === 'CASH' ? '0' : current.turnoverMultiple,
              }))
            }
            options={(['CASH', 'BONUS'] as const).map((value) => ({
              value,
              label: t(`content.promotions.payouts.${value}`),
            }))}
          />
          {text('turnoverMultiple', t('content.promotions.hints.turnoverMultiple'))}
        </div>
        {promotion && promotion.claims > 0 && (
          <p className="form__hint">
            {t('content.promotions.claimedKeep', { count: promotion.claims })}
          </p>
        )}
      </fieldset>
      <FormBar
        note={
          tried && invalid
            ? t('content.fixErrors')
            : promotion
              ? t('content.pending', { count: changes.length })
              : null
        }
        canReview={changes.length > 0}
        onCancel={onCancel}
      />
      {reviewing && (
        <ChangeConfirmation
          title={
            promotion
              ? t('content.promotions.confirmEdit', { code: promotion.code })
              : t('content.promotions.confirmCreate', { code: draft.code, brand })
          }
          intro={t('content.confirmIntro', { count: changes.length })}
          rows={changes.map(({ field, before, after }) => ({
            id: field,
            label: t(`content.promotions.fields.${field}`),
            before: saved ? shown(field, before) : '—',
            after: shown(field, after),
          }))}
          confirmLabel={t(promotion ? 'content.save' : 'content.promotions.create')}
          validate={reasonCheck}
          onConfirm={async (reason) => {
            const result = promotion
              ? await editPromotion(promotion.id, editBody(changes, draft), reason)
              : await createPromotion({ ...createBody(brand, draft), reason });
            onSaved(result);
          }}
          onClose={stopReviewing}
          testId="promotion-confirmation"
        >
          {rewardChangedAfterClaims && (
            <p className="content-form__note">
              {t('content.promotions.claimedKeep', { count: promotion.claims })}
            </p>
          )}
        </ChangeConfirmation>
      )}
    </form>
  );
}
