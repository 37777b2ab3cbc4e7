import { expect, test, type Page } from '@playwright/test';
import { nonBengaliTextsOn } from '../support/bengali-page';
import { DEMO, logIn, useLanguage } from '../support/site';
import { eachCentreEntry, SITE_PAGES } from '../support/site-pages';

/**
 * Issue 40 item 13: every page and every centre entry in Bengali shows Bengali digits and
 * translated text. What may keep Latin digits is data, not the site's words: masked and demo
 * usernames, the names vendors give their brands and games, order references, codes, hashes and
 * phone numbers.
 */
const DATA = [
  /\b[a-z]{2}\*{3}[a-z0-9]{2}\b/g, // masked usernames (winner board)
  /\b[a-z][a-z0-9_]*[0-9][a-z0-9_]*\b/g, // usernames (the suite's accounts, such as dl50848628)
  /\bdemo_[a-z0-9_]+\b/g,
  /\b(?:CMD368|DS88 Cockfight|V8 Poker|V8|CQ9|Mahjong Ways 2|Dhaka Lotto 5)\b/g,
  /\b[A-Z][A-Z0-9]*(?:-[A-Z0-9]+)+\b/g, // order references such as DEMO-D-1001
  /\b(?=[A-Z0-9]*[0-9])(?=[A-Z0-9]*[A-Z])[A-Z0-9]{8}\b/g, // invitation codes
  /\b[0-9a-f]{16,64}\b/g, // commitments and seeds
  /\b01[0-9]{3}-[0-9]{6}\b/g, // payment account numbers
  /SHA-256/g,
] as const;

async function logInInBengali(page: Page, account: { username: string; password: string }) {
  await useLanguage(page, 'en');
  await page.goto('/');
  await logIn(page, account);
  await page.evaluate(() => localStorage.setItem('lang', 'bn'));
}

test.describe('in Bengali', () => {
  test('a member meets no Latin digit and no raw key on any page or personal-centre entry', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await logInInBengali(page, DEMO.member);
    const found: Record<string, string[]> = {};
    const check = async (where: string) => {
      const texts = await nonBengaliTextsOn(page, { allow: DATA });
      if (texts.length > 0) found[where] = texts;
    };
    for (const path of SITE_PAGES) {
      await page.goto(path);
      await check(path);
    }
    await eachCentreEntry(page, 'member-centre', check);
    expect(found).toEqual({});
  });

  test('an agent meets no Latin digit and no raw key in any agent-centre entry', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await logInInBengali(page, DEMO.agent);
    const found: Record<string, string[]> = {};
    await eachCentreEntry(page, 'agent-centre', async (where) => {
      const texts = await nonBengaliTextsOn(page, { allow: DATA });
      if (texts.length > 0) found[where] = texts;
    });
    expect(found).toEqual({});
  });
});
