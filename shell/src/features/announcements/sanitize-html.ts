import DOMPurify from 'dompurify';

/**
 * Announcement HTML comes from the operator: the API cleans it, and the browser cleans it
 * again before it goes into the page (defence in depth), with the API's own allow-list.
 */
export function sanitizeAnnouncementHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS: ['p', 'br', 'strong', 'em', 'ul', 'ol', 'li', 'h3', 'h4', 'a'],
    ALLOWED_ATTR: ['href', 'target', 'rel'],
    ALLOWED_URI_REGEXP: /^https:/i,
  });
}
