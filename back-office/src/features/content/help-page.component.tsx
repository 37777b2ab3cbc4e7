import type { OpsHelpArticle, OpsHelpCategory } from '@site/contracts';
import { EmptyState } from '@site/shared';
import { TextField } from '@site/shared/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useConsoleTranslation } from '../../i18n/translations';
import { BrandPage } from '../../ui/brand-page.component';
import { ContentToolbar, SuccessNotice } from '../../ui/content-toolbar.component';
import { LoadFailure } from '../../ui/load-failure.component';
import { MoveButtons } from '../../ui/move-buttons.component';
import { ReasonDialog } from '../../ui/reason-dialog.component';
import { useReasonCheck } from './form-parts.component';
import { HelpArticleForm } from './help-article-form.component';
import { deleteHelpArticle } from './help-article-delete.resource';
import { orderHelpArticles } from './help-article-order.resource';
import { createHelpCategory } from './help-category-create.resource';
import { deleteHelpCategory } from './help-category-delete.resource';
import { orderHelpCategories } from './help-category-order.resource';
import { renameHelpCategory } from './help-category-rename.resource';
import { moved } from './help-order';
import { helpCentre } from './help.resource';
import './content.css';

type Action =
  | { kind: 'createCategory' }
  | { kind: 'renameCategory'; category: OpsHelpCategory }
  | { kind: 'deleteCategory'; category: OpsHelpCategory }
  | { kind: 'moveCategory'; category: OpsHelpCategory; ids: string[]; by: -1 | 1 }
  | {
      kind: 'moveArticle';
      category: OpsHelpCategory;
      article: OpsHelpArticle;
      ids: string[];
      by: -1 | 1;
    }
  | { kind: 'deleteArticle'; article: OpsHelpArticle };

type Editing = { article: OpsHelpArticle | null; categoryId: string };

/** The help centre (support): categories and their articles, in both languages, in order. */
export function HelpPage() {
  const { t } = useConsoleTranslation();
  return (
    <BrandPage name="help" title={t('content.help.title')} className="queue content-page">
      {(brand) => <BrandHelp brand={brand} />}
    </BrandPage>
  );
}

function BrandHelp({ brand }: { brand: string }) {
  const { t, i18n } = useConsoleTranslation();
  const bn = i18n.language.startsWith('bn');
  const queryClient = useQueryClient();
  const help = useQuery(helpCentre.query({ brand }));
  const [action, setAction] = useState<Action | null>(null);
  const [names, setNames] = useState({ nameBn: '', nameEn: '' });
  const [editing, setEditing] = useState<Editing | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const reasonCheck = useReasonCheck();

  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: helpCentre.query({ brand }).queryKey });
  const nameOf = (category: OpsHelpCategory) => (bn ? category.nameBn : category.nameEn);
  const titleOf = (article: OpsHelpArticle) => (bn ? article.titleBn : article.titleEn);
  const categories = help.data?.categories ?? [];
  const open = (next: Action) => {
    setDone(null);
    if (next.kind === 'createCategory') setNames({ nameBn: '', nameEn: '' });
    if (next.kind === 'renameCategory')
      setNames({ nameBn: next.category.nameBn, nameEn: next.category.nameEn });
    setAction(next);
  };

  const run = async (reason: string) => {
    if (!action) return;
    switch (action.kind) {
      case 'createCategory':
        await createHelpCategory({
          brand,
          nameBn: names.nameBn.trim(),
          nameEn: names.nameEn.trim(),
          reason,
        });
        setDone(t('content.help.done.createCategory', { name: bn ? names.nameBn : names.nameEn }));
        break;
      case 'renameCategory':
        await renameHelpCategory(action.category.id, {
          nameBn: names.nameBn.trim(),
          nameEn: names.nameEn.trim(),
          reason,
        });
        setDone(t('content.help.done.renameCategory', { name: bn ? names.nameBn : names.nameEn }));
        break;
      case 'deleteCategory':
        await deleteHelpCategory(action.category.id, reason);
        setDone(t('content.help.done.deleteCategory', { name: nameOf(action.category) }));
        break;
      case 'moveCategory':
        await orderHelpCategories({ brand, ids: action.ids, reason });
        setDone(t('content.help.done.moved', { name: nameOf(action.category) }));
        break;
      case 'moveArticle':
        await orderHelpArticles(action.category.id, { ids: action.ids, reason });
        setDone(t('content.help.done.moved', { name: titleOf(action.article) }));
        break;
      case 'deleteArticle':
        await deleteHelpArticle(action.article.id, reason);
        setDone(t('content.help.done.deleteArticle', { title: titleOf(action.article) }));
        break;
    }
    await refresh();
  };

  const dialogText = (current: Action): { title: string; body: string } => {
    switch (current.kind) {
      case 'createCategory':
        return {
          title: t('content.help.newCategory'),
          body: t('content.help.confirm.createCategory', { brand }),
        };
      case 'renameCategory':
        return {
          title: t('content.help.renameTitle', { name: nameOf(current.category) }),
          body: t('content.help.confirm.renameCategory', {
            before: `${current.category.nameBn} / ${current.category.nameEn}`,
          }),
        };
      case 'deleteCategory':
        return {
          title: t('content.help.deleteTitle', { name: nameOf(current.category) }),
          body: t('content.help.confirm.deleteCategory', { name: nameOf(current.category) }),
        };
      case 'moveCategory':
        return {
          title: t('content.help.moveTitle', { name: nameOf(current.category) }),
          body: t(
            current.by < 0 ? 'content.help.confirm.moveUp' : 'content.help.confirm.moveDown',
            {
              name: nameOf(current.category),
            },
          ),
        };
      case 'moveArticle':
        return {
          title: t('content.help.moveTitle', { name: titleOf(current.article) }),
          body: t(
            current.by < 0 ? 'content.help.confirm.moveUp' : 'content.help.confirm.moveDown',
            {
              name: titleOf(current.article),
            },
          ),
        };
      case 'deleteArticle':
        return {
          title: t('content.help.deleteTitle', { name: titleOf(current.article) }),
          body: t('content.help.confirm.deleteArticle', { title: titleOf(current.article) }),
        };
    }
  };
  const naming = action?.kind === 'createCategory' || action?.kind === 'renameCategory';

  return (
    <>
      {help.isError && <LoadFailure onRetry={() => void help.refetch()} />}
      {editing === null ? (
        <ContentToolbar
          addLabel={t('content.help.newCategory')}
          onAdd={() => open({ kind: 'createCategory' })}
          notice={done}
        />
      ) : (
        <SuccessNotice text={done} />
      )}
      {editing && (
        <HelpArticleForm
          key={editing.article?.id ?? `new-${editing.categoryId}`}
          categories={categories}
          article={editing.article}
          categoryId={editing.categoryId}
          onCancel={() => setEditing(null)}
          onSaved={(title) => {
            setEditing(null);
            setDone(t('content.help.done.saved', { title }));
            void refresh();
          }}
        />
      )}
      {editing === null && !help.data && !help.isError && (
        <div className="help-skeleton" aria-busy="true" aria-label={t('content.loading')}>
          {[0, 1, 2].map((index) => (
            <div key={index} className="site-skeleton help-skeleton__card" />
          ))}
        </div>
      )}
      {editing === null && help.data && categories.length === 0 && (
        <EmptyState title={t('content.help.empty')} body={t('content.help.emptyBody')} />
      )}
      {editing === null && categories.length > 0 && (
        <ol className="help-categories" aria-label={t('content.help.categories')}>
          {categories.map((category, index) => {
            const ids = categories.map((row) => row.id);
            return (
              <li key={category.id} className="help-category">
                <header className="help-category__header">
                  <h2>
                    <span lang="bn">{category.nameBn}</span>
                    <span className="help-category__en" lang="en">
                      {category.nameEn}
                    </span>
                  </h2>
                  <code>{category.code}</code>
                  <span className="content-actions">
                    <MoveButtons
                      index={index}
                      count={categories.length}
                      upLabel={t('content.help.moveUpLabel', { name: nameOf(category) })}
                      downLabel={t('content.help.moveDownLabel', { name: nameOf(category) })}
                      onMove={(by) =>
                        open({
                          kind: 'moveCategory',
                          category,
                          by,
                          ids: moved(ids, category.id, by)!,
                        })
                      }
                    />
                    <button
                      type="button"
                      className="site-button console-button--small"
                      onClick={() => open({ kind: 'renameCategory', category })}
                    >
                      {t('content.help.rename')}
                    </button>
                    <button
                      type="button"
                      className="site-button console-button--small"
                      onClick={() => {
                        setDone(null);
                        setEditing({ article: null, categoryId: category.id });
                      }}
                    >
                      {t('content.help.addArticle')}
                    </button>
                    <button
                      type="button"
                      className="site-button console-button--small console-button--danger"
                      disabled={category.articles.length > 0}
                      title={category.articles.length > 0 ? t('content.help.notEmpty') : undefined}
                      aria-label={t('content.help.deleteLabel', { name: nameOf(category) })}
                      onClick={() => open({ kind: 'deleteCategory', category })}
                    >
                      {t('content.delete')}
                    </button>
                  </span>
                </header>
                {category.articles.length === 0 ? (
                  <p className="help-category__empty">{t('content.help.noArticles')}</p>
                ) : (
                  <ol className="help-articles">
                    {category.articles.map((article, position) => {
                      const articleIds = category.articles.map((row) => row.id);
                      return (
                        <li key={article.id} className="help-article">
                          <span className="help-article__titles">
                            <strong lang="bn">{article.titleBn}</strong>
                            <span lang="en">{article.titleEn}</span>
                          </span>
                          <span className="content-actions">
                            <MoveButtons
                              index={position}
                              count={category.articles.length}
                              upLabel={t('content.help.moveUpLabel', { name: titleOf(article) })}
                              downLabel={t('content.help.moveDownLabel', {
                                name: titleOf(article),
                              })}
                              onMove={(by) =>
                                open({
                                  kind: 'moveArticle',
                                  category,
                                  article,
                                  by,
                                  ids: moved(articleIds, article.id, by)!,
                                })
                              }
                            />
                            <button
                              type="button"
                              className="site-button console-button--small"
                              aria-label={t('content.help.editLabel', { title: titleOf(article) })}
                              onClick={() => {
                                setDone(null);
                                setEditing({ article, categoryId: category.id });
                              }}
                            >
                              {t('content.edit')}
                            </button>
                            <button
                              type="button"
                              className="site-button console-button--small console-button--danger"
                              aria-label={t('content.help.deleteLabel', { name: titleOf(article) })}
                              onClick={() => open({ kind: 'deleteArticle', article })}
                            >
                              {t('content.delete')}
                            </button>
                          </span>
                        </li>
                      );
                    })}
                  </ol>
                )}
              </li>
            );
          })}
        </ol>
      )}
      {action && (
        <ReasonDialog
          open
          tone={action.kind.startsWith('delete') ? 'danger' : 'info'}
          title={dialogText(action).title}
          confirmLabel={t(`content.help.confirmLabel.${action.kind}`)}
          field={{ kind: 'reason', label: t('common.reason'), required: true, maxLength: 500 }}
          validate={(reason) => {
            if (naming && (!names.nameBn.trim() || !names.nameEn.trim()))
              return t('content.help.namesRequired');
            return reasonCheck(reason);
          }}
          fields={
            naming ? (
              <div className="content-form__languages">
                <TextField
                  name="nameBn"
                  label={t('content.help.fields.nameBn')}
                  value={names.nameBn}
                  maxLength={80}
                  onChange={(nameBn) => setNames((current) => ({ ...current, nameBn }))}
                />
                <TextField
                  name="nameEn"
                  label={t('content.help.fields.nameEn')}
                  value={names.nameEn}
                  maxLength={80}
                  onChange={(nameEn) => setNames((current) => ({ ...current, nameEn }))}
                />
              </div>
            ) : undefined
          }
          onConfirm={run}
          onClose={() => setAction(null)}
          testId="help-confirmation"
        >
          {dialogText(action).body}
        </ReasonDialog>
      )}
    </>
  );
}
