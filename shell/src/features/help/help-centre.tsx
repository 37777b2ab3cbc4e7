import { EmptyState, ErrorState, numberLocale, SkeletonBlocks, useTranslation } from '@site/shared';
import { useQuery } from '@tanstack/react-query';

import { useState, type ReactNode } from 'react';
import { SHELL_NAMESPACE } from '../../i18n/shell-translations';
import type { HelpCategory } from '@site/shared';
import { getHelpCentre } from './help-centre.resource';

/**
 * The help centre: topics on one side, the chosen topic's questions on the other; each
 * question opens its answer (native <details>, so keyboard and screen readers need nothing more).
 * `renderHtml` draws an answer's HTML (the page passes its sanitising renderer).
 */
export function HelpCentre({ renderHtml }: { renderHtml: (html: string) => ReactNode }) {
  const { t, i18n } = useTranslation(SHELL_NAMESPACE);
  const help = useQuery(getHelpCentre.query({ language: i18n.language }));
  const [chosen, setChosen] = useState<string | null>(null);
  if (help.status === 'pending')
    return <SkeletonBlocks count={5} height={56} label={t('help.loading')} />;
  if (help.status === 'error')
    return <ErrorState error={help.error} onRetry={() => void help.refetch()} />;
  const categories = help.data.categories;
  if (categories.length === 0) return <EmptyState title={t('help.empty')} />;
  const current: HelpCategory =
    categories.find((category) => category.code === chosen) ?? categories[0]!;
  return (
    <div className="help-centre" data-testid="help-centre">
      <nav className="help-centre__topics" aria-label={t('help.topics')}>
        <ul>
          {categories.map((category) => (
            <li key={category.code}>
              <button
                type="button"
                aria-pressed={category.code === current.code}
                onClick={() => setChosen(category.code)}
              >
                {category.name}
                <span className="help-centre__count">
                  {new Intl.NumberFormat(numberLocale(i18n.language)).format(
                    category.articles.length,
                  )}
                </span>
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <section className="help-centre__articles" aria-labelledby="help-topic-title">
        <h2 id="help-topic-title" className="section-title">
          {current.name}
        </h2>
        {current.articles.length === 0 ? (
          <EmptyState title={t('help.noArticles')} />
        ) : (
          current.articles.map((article) => (
            <details key={article.code} className="help-article" data-testid="help-article">
              <summary>{article.title}</summary>
              {renderHtml(article.content)}
            </details>
          ))
        )}
      </section>
    </div>
  );
}
