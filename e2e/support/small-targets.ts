import type { Page } from '@playwright/test';

/**
 * The buttons and links on the page that show only an icon (no text a sighted reader sees:
 * their name is an aria-label or visually hidden text) and are under 24×24 CSS px (WCAG 2.2
 * target size, issue 40 item 16), described for a failure message.
 */
export function smallIconTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const hidden = (element: Element | null, root: Element): boolean => {
      for (let node = element; node && node !== root.parentElement; node = node.parentElement) {
        const box = node.getBoundingClientRect();
        const style = getComputedStyle(node);
        if (style.display === 'none' || style.visibility === 'hidden') return true;
        if (box.width <= 1 && box.height <= 1) return true;
      }
      return false;
    };
    const seenText = (element: Element): string => {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      let text = '';
      for (let node = walker.nextNode(); node; node = walker.nextNode())
        if (!hidden(node.parentElement, element)) text += node.textContent ?? '';
      return text.trim();
    };
    return Array.from(document.querySelectorAll('button, a[href], [role="button"], [role="tab"]'))
      .filter((element) => {
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) return false;
        const style = getComputedStyle(element);
        if (style.visibility === 'hidden' || element.closest('[aria-hidden="true"], [inert]'))
          return false;
        if (seenText(element)) return false;
        return box.width < 23.5 || box.height < 23.5;
      })
      .map((element) => {
        const box = element.getBoundingClientRect();
        const name = element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '';
        return `${element.tagName.toLowerCase()}.${String(element.className).split(' ')[0]} "${name}" ${box.width.toFixed(1)}×${box.height.toFixed(1)}`;
      });
  });
}
