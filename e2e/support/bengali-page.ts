import type { Page } from '@playwright/test';
import {
  type BengaliTextOptions,
  nonBengaliOf,
  textsOf,
} from '../../shared/src/testing/bengali-text-rule';

/**
 * What the page shows a Bengali reader that is not Bengali (issue 40 item 13): the unit tests'
 * rule (shared/src/testing/bengali-text-rule.ts), run on the real page, hidden text included,
 * since a screen reader reads that too.
 */
export async function nonBengaliTextsOn(
  page: Page,
  options: BengaliTextOptions,
): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  const texts = await page.locator('body').evaluate(textsOf);
  return [...new Set(nonBengaliOf(texts, options))];
}
