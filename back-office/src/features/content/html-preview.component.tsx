import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useConsoleTranslation } from '../../i18n/translations';
import { previewHtml } from './html-preview.resource';

/** The text after it has stopped changing for a moment (one preview call per pause, not per key). */
function useSettled(value: string, delayMs = 400): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

function PreviewPane({
  area,
  html,
  language,
  title,
}: {
  area: 'promotions' | 'help';
  html: string;
  language: 'bn' | 'en';
  title: string;
}) {
  const { t } = useConsoleTranslation();
  const settled = useSettled(html);
  const preview = useQuery({
    ...previewHtml(area).query({ html: settled }),
    enabled: settled.trim() !== '',
    placeholderData: (previous) => previous,
  });
  const label = t(`content.preview.${language}`);
  return (
    <section className="html-preview__pane" aria-label={label} lang={language}>
      <h4 className="html-preview__label">{label}</h4>
      {title && <p className="html-preview__title">{title}</p>}
      {settled.trim() === '' ? (
        <p className="html-preview__empty">{t('content.preview.empty')}</p>
      ) : preview.isError ? (
        <p className="form__error" role="alert">
          {t('common.loadFailed')}
        </p>
      ) : preview.data ? (
        // Only the API's sanitiser output is put into the page: the tags it keeps (p, br,
        // strong, em, lists, h3, h4, https links) carry no script and no event handler.
        <div
          className="html-preview__body"
          data-testid={`preview-${language}`}
          dangerouslySetInnerHTML={{ __html: preview.data.html }}
        />
      ) : (
        <div className="site-skeleton html-preview__skeleton" aria-hidden="true" />
      )}
    </section>
  );
}

/** Bengali and English side by side, as members will see them (the API's sanitised HTML). */
export function HtmlPreview({
  area,
  bn,
  en,
  titleBn = '',
  titleEn = '',
}: {
  area: 'promotions' | 'help';
  bn: string;
  en: string;
  titleBn?: string;
  titleEn?: string;
}) {
  const { t } = useConsoleTranslation();
  return (
    <div className="html-preview" aria-live="polite">
      <p className="html-preview__hint">{t('content.preview.hint')}</p>
      <div className="html-preview__panes">
        <PreviewPane area={area} html={bn} language="bn" title={titleBn} />
        <PreviewPane area={area} html={en} language="en" title={titleEn} />
      </div>
    </div>
  );
}
