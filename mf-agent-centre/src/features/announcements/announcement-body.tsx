import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/**
 * An announcement's operator HTML. The API sanitises it when it is written and when it is read;
 * the browser cleans it again (the API's allow-list) so a bad answer still cannot run script.
 */
export function AnnouncementBody({ html, id }: { html: string; id: string }) {
  const clean = useMemo(
    () =>
      DOMPurify.sanitize(html, {
        ALLOWED_TAGS: ['p', 'br', 'strong', 'em', 'ul', 'ol', 'li', 'h3', 'h4', 'a'],
        ALLOWED_ATTR: ['href', 'target', 'rel'],
        ALLOWED_URI_REGEXP: /^https:/i,
      }),
    [html],
  );
  return (
    <div
      id={id}
      className="rich-text agent-announcements__body"
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
