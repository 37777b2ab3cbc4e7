/**
 * What a page shows in Bengali that a Bengali reader should not see (issue 40 item 13): a Latin
 * digit, or an untranslated key (a text that is a dotted key path such as `reward.claim`).
 * `allow` lists what may keep its Latin digits: data the test itself passes (usernames, order
 * numbers, codes), version strings, currency codes, phone inputs.
 *
 * Free of imports so the browser tests (e2e/support/bengali-page.ts) use the same rule: they
 * collect a real page's texts with `textsOf` and judge them here.
 */
export type BengaliTextOptions = { allow?: readonly (string | RegExp)[] };

const KEY_PATH = /(^|\s)[a-z][A-Za-z0-9_]*(\.[A-Za-z0-9_]+)+($|\s)/;
const LATIN_DIGIT = /[0-9]/;

/**
 * The texts a reader meets: each text node, and the labels and titles of elements. Self-contained
 * (no outside names) so Playwright can run it in the page.
 */
export function textsOf(root: Element): string[] {
  const texts: string[] = [];
  const walker = root.ownerDocument.createTreeWalker(root, 4 /* NodeFilter.SHOW_TEXT */);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (parent?.closest('script, style, template')) continue;
    const text = node.textContent?.trim();
    if (text) texts.push(text);
  }
  for (const element of [root, ...Array.from(root.querySelectorAll('*'))]) {
    for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
      const value = element.getAttribute(name)?.trim();
      if (value) texts.push(value);
    }
  }
  return texts;
}

/** The texts with a Latin digit or a key path, less what `allow` lets through. */
export function nonBengaliOf(
  texts: readonly string[],
  { allow = [] }: BengaliTextOptions = {},
): string[] {
  const allowed = (text: string) => {
    let rest = text;
    for (const entry of allow) rest = rest.split(entry as string | RegExp).join(' ');
    return rest;
  };
  return texts.filter((text) => {
    const rest = allowed(text);
    return LATIN_DIGIT.test(rest) || KEY_PATH.test(rest);
  });
}
