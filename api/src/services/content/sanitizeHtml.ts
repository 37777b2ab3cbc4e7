/**
 * A strict allow-list HTML sanitiser for announcement, help-centre and promotion content.
 *
 * Kept: p, br, strong, em, ul, ol, li, h3, h4 (no attributes) and a (only an https `href`;
 * `rel="noopener noreferrer"` and `target="_blank"` are added). Every other tag is dropped
 * but its text kept, except script/style-like elements, whose content is dropped too.
 * Comments, doctypes and processing instructions are dropped. Text is re-escaped, tags are
 * balanced, and the output is stable: sanitizeHtml(sanitizeHtml(x)) === sanitizeHtml(x).
 */

const ALLOWED = new Set(['p', 'br', 'strong', 'em', 'ul', 'ol', 'li', 'a', 'h3', 'h4']);
const VOID = new Set(['br']);
/** Elements whose whole content is removed, not just the tags. */
const DROP_CONTENT = new Set([
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
]);

const TOKEN =
  /<!--[\s\S]*?(?:-->|$)|<(\/?)([a-zA-Z][a-zA-Z0-9]*)((?:[^>"']|"[^"]*"|'[^']*')*)(?:>|$)|<[!?/][^>]*(?:>|$)|<|[^<]+/g;
const ATTRIBUTE = /([^\s=/"'<>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
const ENTITY = /&(#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[a-zA-Z][a-zA-Z0-9]{1,31});/y;

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/** Escapes text; entities that are already well formed are kept as they are. */
function escapeText(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (char === '&') {
      ENTITY.lastIndex = i;
      out += ENTITY.test(text) ? '&' : '&amp;';
    } else if (char === '<') out += '&lt;';
    else if (char === '>') out += '&gt;';
    else if (char === '"') out += '&quot;';
    else out += char;
  }
  return out;
}

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

const escapeAttribute = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** An https URL, normalised, or null. */
export function safeHttpsUrl(raw: string): string | null {
  // Browsers ignore tabs and newlines inside URLs and trim control characters.
  // eslint-disable-next-line no-control-regex
  const cleaned = decodeEntities(raw).replace(/[\u0000-\u0020\u007f]/g, '');
  if (!/^https:\/\//i.test(cleaned)) return null;
  try {
    const url = new URL(cleaned);
    return url.protocol === 'https:' && url.hostname ? url.href : null;
  } catch {
    return null;
  }
}

function hrefOf(attributes: string): string | null {
  for (const match of attributes.matchAll(ATTRIBUTE)) {
    if (match[1]!.toLowerCase() !== 'href') continue;
    return safeHttpsUrl(match[2] ?? match[3] ?? match[4] ?? '');
  }
  return null;
}

export function sanitizeHtml(input: string): string {
  const html = input.replace(/\0/g, '');
  const open: string[] = [];
  let out = '';
  let skipUntil: string | null = null;
  TOKEN.lastIndex = 0;
  for (let match = TOKEN.exec(html); match; match = TOKEN.exec(html)) {
    const [token, slash, rawName, attributes] = match;
    if (skipUntil) {
      if (slash === '/' && rawName?.toLowerCase() === skipUntil) skipUntil = null;
      continue;
    }
    if (rawName === undefined) {
      // Text, a stray '<', or a comment / doctype / processing instruction (dropped).
      if (token === '<') out += '&lt;';
      else if (!token.startsWith('<')) out += escapeText(token);
      continue;
    }
    const name = rawName.toLowerCase();
    if (slash !== '/' && DROP_CONTENT.has(name)) {
      if (!/\/\s*$/.test(attributes ?? '')) skipUntil = name;
      continue;
    }
    if (!ALLOWED.has(name)) continue;
    if (slash === '/') {
      if (VOID.has(name)) continue;
      const index = open.lastIndexOf(name);
      if (index === -1) continue;
      while (open.length > index) out += `</${open.pop()}>`;
      continue;
    }
    if (VOID.has(name)) {
      out += `<${name}>`;
      continue;
    }
    if (name === 'a') {
      const href = hrefOf(attributes ?? '');
      out += href
        ? `<a href="${escapeAttribute(href)}" rel="noopener noreferrer" target="_blank">`
        : '<a>';
    } else {
      out += `<${name}>`;
    }
    open.push(name);
  }
  while (open.length > 0) out += `</${open.pop()}>`;
  return out;
}

/**
 * The text of an operator's input without any markup, for fields that are shown as plain
 * text (the maintenance message): tags are removed (script-like elements with their content),
 * entities decoded once, and control characters other than line breaks and tabs dropped.
 */
export function toPlainText(input: string): string {
  const html = input.replace(/\0/g, '');
  let out = '';
  let skipUntil: string | null = null;
  TOKEN.lastIndex = 0;
  for (let match = TOKEN.exec(html); match; match = TOKEN.exec(html)) {
    const [token, slash, rawName, attributes] = match;
    const name = rawName?.toLowerCase();
    if (skipUntil) {
      if (slash === '/' && name === skipUntil) skipUntil = null;
      continue;
    }
    if (name === undefined) {
      if (!token.startsWith('<') || token === '<') out += token;
      continue;
    }
    if (slash !== '/' && DROP_CONTENT.has(name) && !/\/\s*$/.test(attributes ?? '')) {
      skipUntil = name;
    }
  }
  return (
    decodeEntities(out)
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
      .trim()
  );
}
