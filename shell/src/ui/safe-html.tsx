import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/**
 * HTML written by operators (help articles, promotion rules). The API sanitises it already;
 * the browser does it again so a bad API answer still cannot run script in the site.
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(
    () =>
      DOMPurify.sanitize(html, {
        ALLOWED_TAGS: ['p', 'br', 'strong', 'em', 'ul', 'ol', 'li', 'h3', 'h4', 'a'],
        ALLOWED_ATTR: ['href', 'rel', 'target'],
      }),
    [html],
  );
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
