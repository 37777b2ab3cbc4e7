import type { InjectOptions } from 'fastify';
import { promotionIds } from './support/promotions.js';
import {
  authed,
  body,
  BRAND1,
  createTestContext,
  login,
  PASSWORDS,
  type TestContext,
} from './support/testApp.js';

let ctx: TestContext;
let token: string;
beforeAll(async () => {
  ctx = await createTestContext();
  token = await login(ctx.app, 'demo_member', PASSWORDS.member);
});
afterAll(async () => {
  await ctx.close();
});

const NUL = '\u0000';

/**
 * Routes the review reached with a NUL byte (a 500 from PostgreSQL before), one per kind of
 * input: JSON body fields and keys, query fields, relay names and path parameters.
 */
const nulRequests = (): [string, InjectOptions, string][] => [
  [
    'login username',
    {
      method: 'POST',
      url: '/wps/session/login',
      headers: BRAND1,
      payload: { username: `demo${NUL}member`, password: 'x', type: 'username' },
    },
    'username',
  ],
  [
    'login password',
    {
      method: 'POST',
      url: '/wps/session/login',
      headers: BRAND1,
      payload: { username: 'demo_member', password: `Member@2026${NUL}`, type: 'username' },
    },
    'password',
  ],
  [
    'game list gameName',
    {
      method: 'GET',
      url: `/wps/relay/GCSGAME_gameList?gameName=a%00b`,
      headers: authed(token),
    },
    'gameName',
  ],
  [
    'affiliate code',
    { method: 'GET', url: '/wps/agent/affiliate?code=AB%00C', headers: BRAND1 },
    'code',
  ],
  [
    'permission url',
    { method: 'GET', url: '/wps/system/permission?url=localhost%00', headers: {} },
    'url',
  ],
  [
    'seamless account',
    {
      method: 'POST',
      url: '/seamless/house/balance',
      headers: { ...BRAND1, 'x-signature': '00' },
      payload: { account: `demo_member${NUL}` },
    },
    'account',
  ],
  [
    'a body key',
    {
      method: 'POST',
      url: '/wps/feedback',
      headers: BRAND1,
      payload: { [`content${NUL}`]: 'one two three four five' },
    },
    `content${NUL}`,
  ],
  [
    'a nested body string',
    {
      method: 'POST',
      url: '/wps/relay/GCS_walletTransfer',
      headers: authed(token),
      payload: { from: 'MAIN', to: 'JILI', amount: 1, idempotencyKey: `k${NUL}` },
    },
    'idempotencyKey',
  ],
  [
    'a relay call name',
    { method: 'GET', url: '/wps/relay/GCSGAME_game%00List', headers: authed(token) },
    'name',
  ],
  [
    'forgot-password e-mail',
    {
      method: 'POST',
      url: '/wps/member/password/email',
      headers: BRAND1,
      payload: { username: 'demo_member', email: `a${NUL}@example.com` },
    },
    'email',
  ],
];

describe('NUL bytes in input', () => {
  it.each(nulRequests())(
    '%s → 400 VALIDATION_FAILED with the field',
    async (_name, request, field) => {
      const response = await ctx.app.inject(request);
      expect(response.statusCode).toBe(400);
      const answer = body<{ field: string; rule: string }>(response);
      expect(answer.code).toBe('VALIDATION_FAILED');
      expect(answer.value).toMatchObject({ field, rule: 'nulByte' });
    },
  );

  it('changes nothing: the member can still log in and the balance is as before', async () => {
    const before = await ctx.app.inject({ url: '/wps/v2/wallets/balance', headers: authed(token) });
    await ctx.app.inject({
      method: 'POST',
      url: '/wps/relay/GCS_walletTransfer',
      headers: authed(token),
      payload: { from: 'MAIN', to: 'JILI', amount: 5, idempotencyKey: `nul${NUL}` },
    });
    const after = await ctx.app.inject({ url: '/wps/v2/wallets/balance', headers: authed(token) });
    expect(body(after).value).toEqual(body(before).value);
  });
});

/** Terminal escapes a member could plant: clear the screen, recolour, a hyperlink, 8-bit CSI. */
const ESCAPES = [
  '\u001b[2J\u001b[H',
  'red \u001b[31mtext',
  '\u001b]8;;https://evil.example\u0007click\u001b]8;;\u0007',
  'eight-bit \u009b31m csi',
  'carriage\rreturn',
  'bell \u0007 and delete \u007f',
];

/** Member-written text fields, one request each, with `text` in the field named last. */
const textRequests = (text: string, promotionId: number): [string, InjectOptions, string][] => [
  [
    'profile nickname',
    {
      method: 'PUT',
      url: '/wps/member/profile',
      headers: authed(token),
      payload: { nickname: text },
    },
    'nickname',
  ],
  [
    'profile real name',
    {
      method: 'PUT',
      url: '/wps/member/profile',
      headers: authed(token),
      payload: { payeeName: text },
    },
    'payeeName',
  ],
  [
    'profile address label',
    {
      method: 'PUT',
      url: '/wps/member/profile',
      headers: authed(token),
      payload: { labels: { address: text } },
    },
    'labels.address',
  ],
  [
    'feedback content',
    {
      method: 'PUT',
      url: '/wps/feedback',
      headers: BRAND1,
      payload: { questionType: 'OTHER', content: `one two three four five ${text}` },
    },
    'content',
  ],
  [
    'feedback contact',
    {
      method: 'PUT',
      url: '/wps/feedback',
      headers: BRAND1,
      payload: { questionType: 'OTHER', content: 'one two three four five', contact: text },
    },
    'contact',
  ],
  [
    'promotion application comment',
    {
      method: 'POST',
      url: '/wps/relay/MCSFE_applyActivity',
      headers: authed(token),
      payload: { promotionId, comment: text },
    },
    'comment',
  ],
  [
    'promotion application comment (multipart)',
    {
      method: 'POST',
      url: '/wps/relay/MCSFE_applyActivity',
      headers: { ...authed(token), 'content-type': 'multipart/form-data; boundary=b0undary' },
      payload: [
        '--b0undary',
        'Content-Disposition: form-data; name="promotionId"',
        '',
        String(promotionId),
        '--b0undary',
        'Content-Disposition: form-data; name="comment"',
        '',
        text,
        '--b0undary--',
        '',
      ].join('\r\n'),
    },
    'comment',
  ],
  [
    'withdrawal account holder',
    {
      method: 'POST',
      url: '/wps/member/withdrawal/accounts',
      headers: authed(token),
      payload: { provider: 'BKASH', accountNumber: '01712345678', holderName: text },
    },
    'holderName',
  ],
  [
    'registration real name',
    {
      method: 'PUT',
      url: '/wps/member/register',
      headers: BRAND1,
      payload: { username: 'newmember1', password: 'Secret@2026', payeeName: text },
    },
    'payeeName',
  ],
];

describe('control characters in member-written text', () => {
  it.each(ESCAPES.map((text) => [JSON.stringify(text), text]))(
    '%s → 400 CONTROL_CHARACTERS naming the field, on every text field',
    async (_name, text) => {
      const promos = await promotionIds(ctx.database.db);
      for (const [name, request, field] of textRequests(text, promos.WELCOME100!)) {
        const response = await ctx.app.inject(request);
        const answer = body<{ field: string; rule: string }>(response);
        expect([name, response.statusCode, answer.success, answer.code]).toEqual([
          name,
          400,
          false,
          'CONTROL_CHARACTERS',
        ]);
        expect(answer.value).toMatchObject({ field, rule: 'controlCharacter' });
      }
    },
  );

  it('stores nothing of it, and takes new lines and tabs in a comment', async () => {
    const promos = await promotionIds(ctx.database.db);
    const applications = await ctx.database.db
      .selectFrom('activity_applications')
      .select('comment')
      .execute();
    expect(applications).toEqual([]);
    const fine = await ctx.app.inject({
      method: 'POST',
      url: '/wps/relay/MCSFE_applyActivity',
      headers: authed(token),
      payload: { promotionId: promos.WELCOME100, comment: 'line one\n\tline two' },
    });
    expect(fine.statusCode).toBe(200);
    const feedback = await ctx.app.inject({
      method: 'PUT',
      url: '/wps/feedback',
      headers: BRAND1,
      payload: { questionType: 'OTHER', content: 'one two three\nfour five\tsix' },
    });
    expect(feedback.statusCode).toBe(200);
  });
});

describe('a query string field named __proto__', () => {
  it('is no field of a relay call: the list answers as it does without one', async () => {
    const url = '/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=PP&pageNo=1&pageSize=3';
    const plain = await ctx.app.inject({ url, headers: BRAND1 });
    for (const extra of ['&__proto__=x', '&__proto__=a&__proto__=b', '&__proto__[pageSize]=1']) {
      const response = await ctx.app.inject({ url: url + extra, headers: BRAND1 });
      expect(response.statusCode).toBe(200);
      expect(body(response).value).toEqual(body(plain).value);
    }
  });
});

describe('response headers', () => {
  it('member data is never cached and never sniffed', async () => {
    const response = await ctx.app.inject({ url: '/wps/member/info', headers: authed(token) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('errors carry them too', async () => {
    const response = await ctx.app.inject({ url: '/wps/member/info', headers: BRAND1 });
    expect(response.statusCode).toBe(401);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('a route with its own caching policy keeps it', async () => {
    const menus = await ctx.app.inject({ url: '/lgw/games/game_menus', headers: BRAND1 });
    const vendor = body<{ categories: { vendors: { smallIcon: string }[] }[] }>(menus).value
      .categories[0]!.vendors[0]!;
    const logo = await ctx.app.inject({ url: new URL(vendor.smallIcon).pathname });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['x-content-type-options']).toBe('nosniff');
    expect(logo.headers['cache-control']).toMatch(/max-age=\d+/);
  });
});
