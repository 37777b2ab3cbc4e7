import sanitize, { type IOptions } from 'sanitize-html';

/**
 * A strict allow-list HTML sanitiser for announcement, help-centre and promotion content, on
 * the `sanitize-html` library.
 *
 * Kept: p, br, strong, em, ul, ol, li, h3, h4 (no attributes) and a (only an https `href`;
 * `rel="noopener noreferrer"` and `target="_blank"` are added). Every other tag is dropped
 * but its text kept, except script/style-like elements, whose content is dropped too.
 * Comments, doctypes and processing instructions are dropped. Text is re-escaped, tags are
 * balanced, and the output is stable: sanitizeHtml(sanitizeHtml(x)) === sanitizeHtml(x).
 */

const ALLOWED = ['p', 'br', 'strong', 'em', 'ul', 'ol', 'li', 'a', 'h3', 'h4'];
/** Elements whose whole content is removed, not just the tags. */
const DROP_CONTENT = [
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'noscript',
  'noembed',
  'template',
  'textarea',
  'title',
  'svg',
  'math',
  'xmp',
  'select',
  'head',
  'plaintext',
];

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

function decodeEntities(value: string): string {
  return value.replace(
    /&(#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[a-zA-Z]+);?/g,
    (match, body: string) => {
      if (body.startsWith('#')) {
        const code =
          body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : Number(body.slice(1));
        return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
      }
      return NAMED[body.toLowerCase()] ?? match;
    },
  );
}

/** An https URL (its entities already decoded), normalised, or null. */
function httpsUrl(decoded: string): string | null {
  // Browsers ignore tabs and newlines inside URLs and trim control characters.
  // eslint-disable-next-line no-control-regex
  const cleaned = decoded.replace(/[\u0000-\u0020\u007f]/g, '');
  if (!/^https:\/\//i.test(cleaned)) return null;
  try {
    const url = new URL(cleaned);
    return url.protocol === 'https:' && url.hostname ? url.href : null;
  } catch {
    return null;
  }
}

/** An https URL as written in HTML (entities not yet decoded), normalised, or null. */
export function safeHttpsUrl(raw: string): string | null {
  return httpsUrl(decodeEntities(raw));
}

const OPTIONS: IOptions = {
  allowedTags: ALLOWED,
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['https'],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  allowedClasses: {},
  allowedStyles: {},
  allowVulnerableTags: false,
  disallowedTagsMode: 'discard',
  nonTextTags: DROP_CONTENT,
  selfClosing: ['br'],
  parseStyleAttributes: false,
  transformTags: {
    // The parser has decoded the attribute's entities already.
    a: (_tagName, attribs) => {
      const href = httpsUrl(attribs.href ?? '');
      const safe: Record<string, string> = href
        ? { href, rel: 'noopener noreferrer', target: '_blank' }
        : {};
      return { tagName: 'a', attribs: safe };
    },
  },
};

export function sanitizeHtml(input: string): string {
  return sanitize(input.replace(/\0/g, ''), OPTIONS);
}

const PLAIN_TEXT: IOptions = {
  allowedTags: [],
  allowedAttributes: {},
  disallowedTagsMode: 'discard',
  nonTextTags: DROP_CONTENT,
  parseStyleAttributes: false,
};

/**
 * The text of an operator's input without any markup, for fields that are shown as plain
 * text (the maintenance message): tags are removed (script-like elements with their content),
 * entities decoded once, and control characters other than line breaks and tabs dropped.
 */
export function toPlainText(input: string): string {
  // sanitize-html leaves the text HTML-escaped: decode it once.
  return (
    decodeEntities(sanitize(input.replace(/\0/g, ''), PLAIN_TEXT))
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
      .trim()
  );
}
