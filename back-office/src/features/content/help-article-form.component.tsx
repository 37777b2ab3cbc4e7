import type { OpsHelpArticle, OpsHelpCategory } from '@site/contracts';
import { SelectField, TextAreaField, TextField } from '@site/shared/ui';
import { useConsoleTranslation } from '../../i18n/translations';
import { ChangeConfirmation } from '../../ui/change-confirmation.component';
import { useContentDraft } from '../../ui/use-content-draft';
import { FormBar, useReasonCheck } from './form-parts.component';
import { HtmlPreview } from './html-preview.component';
import { createHelpArticle } from './help-article-create.resource';
import { editHelpArticle } from './help-article-edit.resource';
import { articleChanges, articleErrors, type ArticleDraft } from './help-article-draft';

type Props = {
  categories: readonly OpsHelpCategory[];
  /** null: a new article in `categoryId`. */
  article: OpsHelpArticle | null;
  categoryId: string;
  onSaved: (title: string) => void;
  onCancel: () => void;
};

/** An article's form: its category, both languages, the sanitised preview, the confirmation. */
export function HelpArticleForm({ categories, article, categoryId, onSaved, onCancel }: Props) {
  const { t, i18n } = useConsoleTranslation();
  const bn = i18n.language.startsWith('bn');
  const saved: ArticleDraft | null = article
    ? {
        categoryId: article.categoryId,
        titleBn: article.titleBn,
        titleEn: article.titleEn,
        htmlBn: article.htmlBn,
        htmlEn: article.htmlEn,
      }
    : null;
  const reasonCheck = useReasonCheck();
  const { draft, changes, invalid, tried, reviewing, stopReviewing, set, errorOf, review } =
    useContentDraft(
      saved ?? { categoryId, titleBn: '', titleEn: '', htmlBn: '', htmlEn: '' },
      (current) => ({ errors: articleErrors(current), changes: articleChanges(saved, current) }),
      (code) => t(`content.errors.${code}`),
    );
  const nameOf = (id: string) => {
    const category = categories.find((row) => row.id === id);
    return category ? (bn ? category.nameBn : category.nameEn) : id;
  };
  const shown = (field: keyof ArticleDraft, value: string) =>
    field === 'categoryId'
      ? nameOf(value)
      : field.startsWith('html')
        ? t('content.changedText', { count: value.length })
        : value || '—';

  return (
    <form
      className="content-form"
      aria-labelledby="article-form-title"
      noValidate
      onSubmit={review}
    >
      <h2 id="article-form-title">
        {article
          ? t('content.help.editArticle', { title: bn ? article.titleBn : article.titleEn })
          : t('content.help.newArticle', { category: nameOf(categoryId) })}
      </h2>
      <SelectField
        name="categoryId"
        label={t('content.help.fields.category')}
        value={draft.categoryId}
        onChange={set('categoryId')}
        options={categories.map((row) => ({ value: row.id, label: bn ? row.nameBn : row.nameEn }))}
      />
      <div className="content-form__languages">
        <div lang="bn">
          <TextField
            name="titleBn"
            label={t('content.help.fields.titleBn')}
            value={draft.titleBn}
            onChange={set('titleBn')}
            error={errorOf('titleBn')}
          />
          <TextAreaField
            name="htmlBn"
            label={t('content.help.fields.htmlBn')}
            value={draft.htmlBn}
            rows={8}
            onChange={set('htmlBn')}
            error={errorOf('htmlBn')}
          />
        </div>
        <div lang="en">
          <TextField
            name="titleEn"
            label={t('content.help.fields.titleEn')}
            value={draft.titleEn}
            onChange={set('titleEn')}
            error={errorOf('titleEn')}
          />
          <TextAreaField
            name="htmlEn"
            label={t('content.help.fields.htmlEn')}
            value={draft.htmlEn}
            rows={8}
            onChange={set('htmlEn')}
            error={errorOf('htmlEn')}
          />
        </div>
      </div>
      <p className="form__hint">{t('content.htmlAllowed')}</p>
      <HtmlPreview
        area="help"
        bn={draft.htmlBn}
        en={draft.htmlEn}
        titleBn={draft.titleBn}
        titleEn={draft.titleEn}
      />
      <FormBar
        note={
          tried && invalid
            ? t('content.fixErrors')
            : article
              ? t('content.pending', { count: changes.length })
              : null
        }
        canReview={changes.length > 0}
        onCancel={onCancel}
      />
      {reviewing && (
        <ChangeConfirmation
          title={
            article
              ? t('content.help.confirmEdit', { title: bn ? article.titleBn : article.titleEn })
              : t('content.help.confirmCreate', { category: nameOf(draft.categoryId) })
          }
          intro={t('content.confirmIntro', { count: changes.length })}
          rows={changes.map(({ field, before, after }) => ({
            id: field,
            label: t(`content.help.fields.${field === 'categoryId' ? 'category' : field}`),
            before: saved ? shown(field, before) : '—',
            after: shown(field, after),
          }))}
          confirmLabel={t(article ? 'content.save' : 'content.help.create')}
          validate={reasonCheck}
          onConfirm={async (reason) => {
            const texts = {
              titleBn: draft.titleBn.trim(),
              titleEn: draft.titleEn.trim(),
              htmlBn: draft.htmlBn,
              htmlEn: draft.htmlEn,
              reason,
            };
            const result = article
              ? await editHelpArticle(article.id, { ...texts, categoryId: draft.categoryId })
              : await createHelpArticle({ ...texts, categoryId: draft.categoryId });
            onSaved(bn ? result.titleBn : result.titleEn);
          }}
          onClose={stopReviewing}
          testId="article-confirmation"
        />
      )}
    </form>
  );
}
