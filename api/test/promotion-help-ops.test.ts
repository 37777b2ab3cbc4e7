// On PostgreSQL too: edits lock the promotion and help rows (FOR UPDATE) and a claim reads the reward, which only a server runs side by side.
import type { InjectOptions } from 'fastify';
import {
  authed,
  body,
  BRAND1,
  createTestContext,
  login,
  OPS_TOKEN,
  PASSWORDS,
  type TestContext,
} from './support/testApp.js';
import { signInOperator } from './support/operators.js';
import { memberId } from './support/wallet.js';

/**
 * Promotions and the help centre as operators write them (issue 45 item 5): support role (the
 * admin holds it too), one brand's operator refused on another, bad input changes nothing, HTML
 * sanitised on the way in and in the preview, every change audited with its reason, the site
 * shows a change at its next call, and a promotion's reward changed after a claim leaves what
 * that claim paid alone.
 */
let ctx: TestContext;
let support: { authorization: string };
let meghnaSupport: { authorization: string };
let finance: { authorization: string };

type Promotion = {
  id: string;
  code: string;
  state: string;
  titleEn: string;
  bodyHtmlEn: string;
  bodyHtmlBn: string;
  rewardAmount: string;
  imageUrl: string;
  claims: number;
  startsAt: string;
  endsAt: string | null;
};
type HelpCentre = {
  categories: {
    id: string;
    code: string;
    nameEn: string;
    articles: { id: string; titleEn: string; htmlEn: string }[];
  }[];
};

const createOperator = async (username: string, roles: string[], brands?: string[]) => {
  const password = `${username}-long-password`;
  const created = await ctx.app.inject({
    method: 'POST',
    url: '/ops/operators',
    headers: { authorization: `Bearer ${OPS_TOKEN}` },
    payload: { username, password, roles, ...(brands ? { brands } : {}) },
  });
  expect(created.statusCode).toBe(200);
  return { authorization: `Bearer ${await signInOperator(ctx, username, password)}` };
};

const call = (
  headers: InjectOptions['headers'],
  method: InjectOptions['method'],
  url: string,
  payload?: object,
) => ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

const hours = (count: number) => new Date(ctx.clock.now().getTime() + count * 3_600_000);

const newPromotion = (code: string, extra: object = {}) => ({
  brand: 'PADMA',
  code,
  category: 'SPORTS',
  titleBn: 'নতুন অফার',
  titleEn: `Offer ${code}`,
  summaryBn: 'সংক্ষেপ',
  summaryEn: 'A short summary',
  bodyHtmlBn: '<p>বিস্তারিত</p>',
  bodyHtmlEn: '<p>Details <strong>here</strong></p>',
  startsAt: hours(-1).toISOString(),
  endsAt: hours(48).toISOString(),
  requiresApplication: false,
  rewardAmount: 0,
  payout: 'CASH',
  turnoverMultiple: 0,
  reason: 'Weekend campaign',
  ...extra,
});

const create = async (code: string, extra: object = {}) => {
  const answer = await call(support, 'POST', '/ops/promotions', newPromotion(code, extra));
  expect(answer.statusCode).toBe(200);
  return body<Promotion>(answer).value;
};

const audits = (targetType: string, targetId?: string) => {
  let query = ctx.app.db
    .selectFrom('operator_audit')
    .select(['action', 'operator_name', 'reason', 'before', 'after'])
    .where('target_type', '=', targetType)
    .orderBy('id');
  if (targetId) query = query.where('target_id', '=', targetId);
  return query.execute();
};

const promotionCount = async () =>
  Number(
    (
      await ctx.app.db
        .selectFrom('promotions')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const sitePromotions = async (language = 'en') => {
  const answer = await call(BRAND1, 'GET', `/wps/relay/MCSFE_getPromotions?language=${language}`);
  expect(answer.statusCode).toBe(200);
  return body<{ list: { id: number; title: string; imageUrl: string; status: string }[] }>(answer)
    .value.list;
};

const siteHelp = async () => {
  const answer = await call(BRAND1, 'GET', '/wps/system/helpCenter?language=en');
  expect(answer.statusCode).toBe(200);
  return body<{
    categories: { code: string; name: string; articles: { title: string; content: string }[] }[];
  }>(answer).value.categories;
};

beforeAll(async () => {
  ctx = await createTestContext();
  support = await createOperator('sue', ['support']);
  meghnaSupport = await createOperator('meg', ['support'], ['MEGHNA']);
  finance = await createOperator('fin', ['finance']);
});
afterAll(async () => {
  await ctx.close();
});

describe('promotions', () => {
  it('refuses other roles and another brand’s operators, and changes nothing for them', async () => {
    const before = await promotionCount();
    expect((await call(finance, 'GET', '/ops/promotions?brand=PADMA')).statusCode).toBe(403);
    expect(
      (await call(finance, 'POST', '/ops/promotions', newPromotion('nope-1'))).statusCode,
    ).toBe(403);
    const other = await call(meghnaSupport, 'POST', '/ops/promotions', newPromotion('nope-2'));
    expect(other.statusCode).toBe(403);
    expect((await call(meghnaSupport, 'GET', '/ops/promotions?brand=PADMA')).statusCode).toBe(403);
    const mine = await create('brand-owned');
    const edit = await call(meghnaSupport, 'PATCH', `/ops/promotions/${mine.id}`, {
      titleEn: 'Taken over',
      reason: 'Not mine to change',
    });
    expect(edit.statusCode).toBe(404);
    expect(
      (await call(meghnaSupport, 'POST', `/ops/promotions/${mine.id}/end`, { reason: 'nope' }))
        .statusCode,
    ).toBe(404);
    expect(await promotionCount()).toBe(before + 1);
    const stored = await call(support, 'GET', `/ops/promotions/${mine.id}`);
    expect(body<Promotion>(stored).value).toMatchObject({
      titleEn: 'Offer brand-owned',
      state: 'running',
    });
    // The admin holds every role.
    const admin = { authorization: `Bearer ${OPS_TOKEN}` };
    expect((await call(admin, 'GET', '/ops/promotions?brand=PADMA')).statusCode).toBe(200);
  });

  it('creates one sanitised and audited, which the site lists at its next call', async () => {
    const created = await create('script-strip', {
      bodyHtmlEn:
        '<p onclick="steal()">Deposit <a href="javascript:alert(1)">now</a></p><script>alert(1)</script><img src=x onerror=alert(1)>',
    });
    expect(created.bodyHtmlEn).toBe('<p>Deposit <a>now</a></p>');
    expect(created.bodyHtmlEn).not.toMatch(/script|onclick|onerror|javascript/);
    const [audit] = await audits('promotion', created.id);
    expect(audit).toMatchObject({
      action: 'promotion.create',
      operator_name: 'sue',
      reason: 'Weekend campaign',
    });
    const listed = (await sitePromotions()).find((item) => String(item.id) === created.id);
    expect(listed).toMatchObject({ title: 'Offer script-strip', status: 'open' });
    const detail = await call(
      BRAND1,
      'GET',
      `/wps/relay/MCSFE_getPromotionDetail?id=${created.id}&language=en`,
    );
    expect(body<{ body: string }>(detail).value.body).toBe('<p>Deposit <a>now</a></p>');
  });

  it('previews exactly what members will see', async () => {
    const answer = await call(support, 'POST', '/ops/promotions/preview', {
      html: '<h3 onclick="x()">Hi</h3><script>alert(1)</script><a href="https://example.com">x</a>',
    });
    expect(body<{ html: string }>(answer).value.html).toBe(
      '<h3>Hi</h3><a href="https://example.com/" rel="noopener noreferrer" target="_blank">x</a>',
    );
    expect(
      (await call(finance, 'POST', '/ops/promotions/preview', { html: '<p>x</p>' })).statusCode,
    ).toBe(403);
  });

  it('refuses bad input and changes nothing', async () => {
    const before = await promotionCount();
    const auditsBefore = (await audits('promotion')).length;
    const bad: [object, number, string][] = [
      [{ endsAt: hours(-2).toISOString() }, 400, 'VALIDATION_FAILED'],
      [{ bodyHtmlEn: '<script>alert(1)</script>' }, 400, 'HTML_EMPTY'],
      [{ rewardAmount: '1.234' }, 400, 'VALIDATION_FAILED'],
      [{ rewardAmount: -5 }, 400, 'VALIDATION_FAILED'],
      [{ payout: 'CASH', turnoverMultiple: 3 }, 400, 'VALIDATION_FAILED'],
      [{ code: 'Bad Code' }, 400, 'VALIDATION_FAILED'],
      [{ titleEn: '' }, 400, 'VALIDATION_FAILED'],
      [{ reason: '' }, 400, 'VALIDATION_FAILED'],
      [{ code: 'brand-owned' }, 409, 'PROMOTION_CODE_TAKEN'],
    ];
    for (const [extra, status, code] of bad) {
      const answer = await call(support, 'POST', '/ops/promotions', newPromotion('bad-one', extra));
      expect([answer.statusCode, body(answer).code]).toEqual([status, code]);
    }
    const target = (await sitePromotions()).find((item) => item.title === 'Offer brand-owned')!;
    const edit = await call(support, 'PATCH', `/ops/promotions/${target.id}`, {
      bodyHtmlEn: '<script>x</script>',
      titleEn: 'Half an edit',
      reason: 'Should not land',
    });
    expect(body(edit).code).toBe('HTML_EMPTY');
    expect(await promotionCount()).toBe(before);
    expect((await audits('promotion')).length).toBe(auditsBefore);
    expect((await sitePromotions()).find((item) => item.id === target.id)?.title).toBe(
      'Offer brand-owned',
    );
  });

  it('lists by state with paging, and ends one now', async () => {
    const later = await create('starts-later', {
      startsAt: hours(24).toISOString(),
      endsAt: null,
    });
    const page = async (query: string) =>
      body<{ list: Promotion[]; total: number; totalPages: number }>(
        await call(support, 'GET', `/ops/promotions?brand=PADMA&${query}`),
      ).value;
    const scheduled = await page('state=scheduled');
    expect(scheduled.list.map((row) => row.id)).toContain(later.id);
    expect(scheduled.list.every((row) => row.state === 'scheduled')).toBe(true);
    const all = await page('pageSize=2');
    expect(all.list).toHaveLength(2);
    expect(all.totalPages).toBe(Math.ceil(all.total / 2));
    const second = await page('pageSize=2&pageNo=2');
    expect(second.list.map((row) => row.id)).not.toContain(all.list[0]!.id);

    const running = await create('to-end');
    const ended = await call(support, 'POST', `/ops/promotions/${running.id}/end`, {
      reason: 'Budget spent',
    });
    expect(body<Promotion>(ended).value.state).toBe('ended');
    expect((await page('state=ended')).list.map((row) => row.id)).toContain(running.id);
    expect((await sitePromotions()).find((item) => String(item.id) === running.id)?.status).toBe(
      'closed',
    );
    const again = await call(support, 'POST', `/ops/promotions/${running.id}/end`, {
      reason: 'Twice',
    });
    expect(body(again).code).toBe('PROMOTION_ENDED');
    const endedScheduled = await call(support, 'POST', `/ops/promotions/${later.id}/end`, {
      reason: 'Cancelled before it opened',
    });
    expect(body<Promotion>(endedScheduled).value.state).toBe('ended');
    expect((await audits('promotion', running.id)).map((row) => row.action)).toEqual([
      'promotion.create',
      'promotion.end',
    ]);
  });

  it('an edit changes the artwork URL so the site loads the new picture', async () => {
    const promotion = await create('art-version');
    const before = (await sitePromotions()).find((item) => String(item.id) === promotion.id)!;
    await call(support, 'PATCH', `/ops/promotions/${promotion.id}`, {
      titleEn: 'A new headline',
      reason: 'Clearer headline',
    });
    const after = (await sitePromotions()).find((item) => String(item.id) === promotion.id)!;
    expect(after.title).toBe('A new headline');
    expect(after.imageUrl).not.toBe(before.imageUrl);
    const [, edit] = await audits('promotion', promotion.id);
    expect(edit).toMatchObject({ action: 'promotion.edit', reason: 'Clearer headline' });
    expect(edit!.before).toMatchObject({ titleEn: 'Offer art-version' });
    expect(edit!.after).toMatchObject({ titleEn: 'A new headline' });
  });

  it('a changed reward pays the next claims only: a claim already made keeps what it paid', async () => {
    const promotion = await create('pays-twenty', { rewardAmount: '20.00' });
    const member = await login(ctx.app, 'demo_member', PASSWORDS.member);
    const memberAccount = await memberId(ctx.app.db, 'PADMA', 'demo_member');
    const claim = (token: string) =>
      call(authed(token), 'POST', '/wps/relay/MCS2_claimRafflePromotion', {
        promotionId: Number(promotion.id),
      });
    const balance = async (account: string) =>
      BigInt(
        (
          await ctx.app.db
            .selectFrom('wallet_accounts')
            .select('balance_minor')
            .where('member_id', '=', account)
            .where('kind', '=', 'MAIN')
            .executeTakeFirstOrThrow()
        ).balance_minor,
      );
    const paid = async (account: string) =>
      ctx.app.db
        .selectFrom('member_rewards')
        .select(['amount_minor', 'state'])
        .where('account_id', '=', account)
        .where('source_key', '=', `promotion:${promotion.id}`)
        .execute();

    const start = await balance(memberAccount);
    expect((await claim(member)).statusCode).toBe(200);
    expect(await balance(memberAccount)).toBe(start + 2000n);

    const edited = await call(support, 'PATCH', `/ops/promotions/${promotion.id}`, {
      rewardAmount: 500,
      reason: 'Bigger reward from today',
    });
    expect(body<Promotion>(edited).value).toMatchObject({ rewardAmount: '500.00', claims: 1 });
    expect(await paid(memberAccount)).toEqual([{ amount_minor: '2000', state: 'claimed' }]);
    expect(await balance(memberAccount)).toBe(start + 2000n);
    const again = await claim(member);
    expect(body<{ alreadyClaimed: boolean }>(again).value.alreadyClaimed).toBe(true);
    expect(await balance(memberAccount)).toBe(start + 2000n);

    // A member claiming after the edit gets the new reward.
    const other = await login(ctx.app, 'demo_sub1', PASSWORDS.member);
    const otherAccount = await memberId(ctx.app.db, 'PADMA', 'demo_sub1');
    const otherStart = await balance(otherAccount);
    expect((await claim(other)).statusCode).toBe(200);
    expect(await balance(otherAccount)).toBe(otherStart + 50_000n);
    expect(await paid(memberAccount)).toEqual([{ amount_minor: '2000', state: 'claimed' }]);
  });
  it('ends once under two operators at once, and a claim racing an edit pays what it recorded', async () => {
    const promotion = await create('race-end', { rewardAmount: 5 });
    const ends = await Promise.all(
      [1, 2].map(() =>
        call(support, 'POST', `/ops/promotions/${promotion.id}/end`, { reason: 'Both at once' }),
      ),
    );
    expect(ends.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect((await audits('promotion', promotion.id)).map((row) => row.action)).toEqual([
      'promotion.create',
      'promotion.end',
    ]);

    const racing = await create('race-claim', { rewardAmount: 7 });
    const token = await login(ctx.app, 'demo_sub2', PASSWORDS.member);
    const account = await memberId(ctx.app.db, 'PADMA', 'demo_sub2');
    const [claimed, edited] = await Promise.all([
      call(authed(token), 'POST', '/wps/relay/MCS2_claimRafflePromotion', {
        promotionId: Number(racing.id),
      }),
      call(support, 'PATCH', `/ops/promotions/${racing.id}`, {
        rewardAmount: 70,
        reason: 'Raised while a member claims',
      }),
    ]);
    expect([claimed.statusCode, edited.statusCode]).toEqual([200, 200]);
    const [reward] = await ctx.app.db
      .selectFrom('member_rewards')
      .select(['amount_minor'])
      .where('account_id', '=', account)
      .where('source_key', '=', `promotion:${racing.id}`)
      .execute();
    expect(['700', '7000']).toContain(reward!.amount_minor);
    // Whatever the order, the edit leaves the recorded reward as it was paid.
    const again = await call(support, 'PATCH', `/ops/promotions/${racing.id}`, {
      rewardAmount: 1,
      reason: 'Lowered again',
    });
    expect(again.statusCode).toBe(200);
    const [after] = await ctx.app.db
      .selectFrom('member_rewards')
      .select(['amount_minor'])
      .where('account_id', '=', account)
      .where('source_key', '=', `promotion:${racing.id}`)
      .execute();
    expect(after!.amount_minor).toBe(reward!.amount_minor);
  });
});

describe('the help centre', () => {
  const help = async (headers = support) =>
    body<HelpCentre>(await call(headers, 'GET', '/ops/help?brand=PADMA')).value;

  it('creates a category and an article, sanitised and audited, which the site shows', async () => {
    const category = await call(support, 'POST', '/ops/help/categories', {
      brand: 'PADMA',
      nameBn: 'বোনাস',
      nameEn: 'Bonuses & rewards',
      reason: 'Members ask about bonuses',
    });
    expect(category.statusCode).toBe(200);
    const { id: categoryId, code } = body<{ id: string; code: string }>(category).value;
    expect(code).toBe('bonuses-rewards');
    const article = await call(support, 'POST', '/ops/help/articles', {
      categoryId,
      titleBn: 'বোনাস কীভাবে পাবেন',
      titleEn: 'How to get a bonus',
      htmlBn: '<p>বোনাস</p>',
      htmlEn: '<p onclick="x()">Claim it <em>today</em></p><script>alert(1)</script>',
      reason: 'New article',
    });
    expect(article.statusCode).toBe(200);
    const created = body<{ id: string; htmlEn: string }>(article).value;
    expect(created.htmlEn).toBe('<p>Claim it <em>today</em></p>');

    const site = (await siteHelp()).find((row) => row.code === 'bonuses-rewards');
    expect(site).toMatchObject({
      name: 'Bonuses & rewards',
      articles: [{ title: 'How to get a bonus', content: '<p>Claim it <em>today</em></p>' }],
    });
    expect((await audits('help_category', categoryId))[0]).toMatchObject({
      action: 'help.category.create',
      reason: 'Members ask about bonuses',
    });
    expect((await audits('help_article', created.id))[0]).toMatchObject({
      action: 'help.article.create',
      operator_name: 'sue',
    });
    const preview = await call(support, 'POST', '/ops/help/preview', {
      html: '<p onclick="x()">a</p><script>b</script>',
    });
    expect(body<{ html: string }>(preview).value.html).toBe('<p>a</p>');
  });

  it('renames, reorders, moves and deletes; a category with articles stays', async () => {
    const before = await help();
    const [first, second] = before.categories;
    const bonuses = before.categories.find((row) => row.code === 'bonuses-rewards')!;
    const article = bonuses.articles[0]!;

    const rename = await call(support, 'PATCH', `/ops/help/categories/${bonuses.id}`, {
      nameBn: 'বোনাস ও পুরস্কার',
      nameEn: 'Bonuses',
      reason: 'Shorter name',
    });
    expect(rename.statusCode).toBe(200);

    const ids = before.categories.map((row) => row.id);
    const reordered = [bonuses.id, ...ids.filter((id) => id !== bonuses.id)];
    expect(
      (
        await call(support, 'PUT', '/ops/help/categories/order', {
          brand: 'PADMA',
          ids: reordered,
          reason: 'Most asked first',
        })
      ).statusCode,
    ).toBe(200);
    expect((await siteHelp())[0]).toMatchObject({ code: 'bonuses-rewards', name: 'Bonuses' });
    // An order that leaves one out is refused.
    const partial = await call(support, 'PUT', '/ops/help/categories/order', {
      brand: 'PADMA',
      ids: reordered.slice(1),
      reason: 'Missing one',
    });
    expect(body(partial).code).toBe('VALIDATION_FAILED');

    // A category with an article is not deleted.
    const refused = await call(support, 'POST', `/ops/help/categories/${bonuses.id}/delete`, {
      reason: 'Too soon',
    });
    expect([refused.statusCode, body(refused).code]).toEqual([409, 'HELP_CATEGORY_NOT_EMPTY']);
    expect((await help()).categories.map((row) => row.id)).toContain(bonuses.id);

    // Move the article to the first category's end, and reorder there.
    const moved = await call(support, 'PATCH', `/ops/help/articles/${article.id}`, {
      categoryId: first!.id,
      titleBn: 'বোনাস কীভাবে পাবেন',
      titleEn: 'Getting a bonus',
      htmlBn: '<p>বোনাস</p>',
      htmlEn: '<p>Claim it</p>',
      reason: 'Belongs with deposits',
    });
    expect(moved.statusCode).toBe(200);
    const firstNow = (await help()).categories.find((row) => row.id === first!.id)!;
    expect(firstNow.articles.at(-1)).toMatchObject({ id: article.id, titleEn: 'Getting a bonus' });
    const articleOrder = [article.id, ...firstNow.articles.slice(0, -1).map((row) => row.id)];
    expect(
      (
        await call(support, 'PUT', `/ops/help/categories/${first!.id}/order`, {
          ids: articleOrder,
          reason: 'Bonus first',
        })
      ).statusCode,
    ).toBe(200);
    const siteFirst = (await siteHelp()).find((row) => row.code === first!.code)!;
    expect(siteFirst.articles[0]!.title).toBe('Getting a bonus');

    // Now empty, the category goes; the article is deleted too.
    expect(
      (
        await call(support, 'POST', `/ops/help/categories/${bonuses.id}/delete`, {
          reason: 'Empty now',
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await call(support, 'POST', `/ops/help/articles/${article.id}/delete`, {
          reason: 'Duplicate',
        })
      ).statusCode,
    ).toBe(200);
    const after = await help();
    expect(after.categories.map((row) => row.id)).toEqual(ids.filter((id) => id !== bonuses.id));
    expect(after.categories.find((row) => row.id === second!.id)!.articles).toEqual(
      second!.articles,
    );
    expect((await audits('help_category', bonuses.id)).map((row) => row.action)).toEqual([
      'help.category.create',
      'help.category.rename',
      'help.category.delete',
    ]);
    expect((await audits('help_article', article.id)).map((row) => row.action)).toEqual([
      'help.article.create',
      'help.article.edit',
      'help.article.delete',
    ]);
  });

  it('refuses another brand’s operator, other roles and bad input, changing nothing', async () => {
    const before = await help();
    const category = before.categories[0]!;
    const article = category.articles[0]!;
    const auditCount = async () =>
      (await audits('help_category')).length + (await audits('help_article')).length;
    const count = await auditCount();
    const attempts = [
      call(meghnaSupport, 'GET', '/ops/help?brand=PADMA'),
      call(finance, 'GET', '/ops/help?brand=PADMA'),
      call(meghnaSupport, 'POST', '/ops/help/categories', {
        brand: 'PADMA',
        nameBn: 'ক',
        nameEn: 'X',
        reason: 'Not mine',
      }),
      call(meghnaSupport, 'PATCH', `/ops/help/categories/${category.id}`, {
        nameBn: 'ক',
        nameEn: 'X',
        reason: 'Not mine',
      }),
      call(meghnaSupport, 'POST', `/ops/help/articles/${article.id}/delete`, {
        reason: 'Not mine',
      }),
      call(meghnaSupport, 'POST', '/ops/help/articles', {
        categoryId: category.id,
        titleBn: 'ক',
        titleEn: 'X',
        htmlBn: '<p>ক</p>',
        htmlEn: '<p>x</p>',
        reason: 'Not mine',
      }),
      call(support, 'POST', '/ops/help/articles', {
        categoryId: category.id,
        titleBn: 'ক',
        titleEn: 'X',
        htmlBn: '<p>ক</p>',
        htmlEn: '<script>x</script>',
        reason: 'Empty html',
      }),
      call(support, 'PATCH', `/ops/help/categories/${category.id}`, {
        nameBn: '',
        nameEn: 'X',
        reason: 'No name',
      }),
      call(support, 'PATCH', `/ops/help/articles/${article.id}`, {
        titleBn: 'ক',
        titleEn: 'X',
        htmlBn: '<p>ক</p>',
        htmlEn: '<p>x</p>',
        reason: '',
      }),
    ];
    const codes = (await Promise.all(attempts)).map((answer) => answer.statusCode);
    expect(codes).toEqual([403, 403, 403, 404, 404, 404, 400, 400, 400]);
    expect(await help()).toEqual(before);
    expect(await auditCount()).toBe(count);
  });
});
