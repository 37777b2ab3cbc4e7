import { memberId } from './support/wallet.js';
import { promotionIds } from './support/promotions.js';
import { APPLY_BODY_LIMIT } from '../src/routes/promotions.js';
import {
  authed,
  BRAND1,
  body,
  createTestContext,
  login,
  PASSWORDS,
  type TestContext,
} from './support/testApp.js';

let ctx: TestContext;
let member: string;
let sub: string;
let promos: Record<string, number>;
beforeAll(async () => {
  ctx = await createTestContext();
  member = await login(ctx.app, 'demo_member', PASSWORDS.member);
  sub = await login(ctx.app, 'demo_sub1', PASSWORDS.member);
  promos = await promotionIds(ctx.database.db);
});
afterAll(async () => {
  await ctx.close();
});

// Minimal valid headers; the API checks magic bytes, not the whole file.
const PNG = Buffer.concat([
  Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
  Buffer.alloc(64, 1),
]);
const JPEG = Buffer.concat([Buffer.from('ffd8ffe000104a464946', 'hex'), Buffer.alloc(64, 2)]);
const image = (data: Buffer, name = 'proof.png', contentType = 'image/png') => ({
  name,
  contentType,
  dataBase64: data.toString('base64'),
});

const apply = (token: string, payload: Record<string, unknown>) =>
  ctx.app.inject({
    method: 'POST',
    url: '/wps/relay/MCSFE_applyActivity',
    headers: authed(token),
    payload,
  });

interface Promo {
  id: number;
  code: string;
  status: string;
  memberState?: string;
  applicationStatus?: string | null;
}

describe('promotions', () => {
  it('lists promotions with their status, and the member state with a token', async () => {
    const anonymous = body<{ list: Promo[]; categories: string[] }>(
      await ctx.app.inject({
        method: 'GET',
        url: '/wps/relay/MCSFE_getPromotions',
        headers: BRAND1,
      }),
    ).value;
    const byCode = Object.fromEntries(anonymous.list.map((promo) => [promo.code, promo]));
    expect(byCode.WELCOME100!.status).toBe('open');
    expect(byCode.EID_SPECIAL!.status).toBe('coming soon');
    expect(byCode.NEWYEAR_2025!.status).toBe('closed');
    expect(byCode.WELCOME100!.memberState).toBeUndefined();
    const mine = body<{ list: Promo[] }>(
      await ctx.app.inject({
        method: 'GET',
        url: '/wps/relay/MCSFE_getPromotions',
        headers: authed(sub),
      }),
    ).value;
    const states = Object.fromEntries(mine.list.map((promo) => [promo.code, promo.memberState]));
    expect(states).toMatchObject({
      WELCOME100: 'join',
      DAILY_RAFFLE: 'claim',
      EID_SPECIAL: 'coming soon',
      NEWYEAR_2025: 'close',
    });
    const sports = body<{ list: Promo[] }>(
      await ctx.app.inject({
        method: 'GET',
        url: '/wps/relay/MCSFE_getPromotions?category=SPORTS',
        headers: BRAND1,
      }),
    ).value;
    expect(sports.list.map((promo) => promo.code)).toEqual(['BPL_FREEBET']);
  });

  it('answers a detail with sanitised body', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/wps/relay/MCSFE_getPromotionDetail?id=${promos.WELCOME100}`,
      headers: { ...BRAND1, 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(200);
    expect(body<{ body: string; title: string }>(response).value).toMatchObject({
      title: '100% welcome bonus',
      body: expect.stringContaining('<ol>'),
    });
    const missing = await ctx.app.inject({
      method: 'GET',
      url: '/wps/relay/MCSFE_getPromotionDetail?id=99999',
      headers: BRAND1,
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('activity application', () => {
  it('refuses a .png that is really a text file', async () => {
    const response = await apply(member, {
      promotionId: promos.CASHBACK10,
      comment: 'hi',
      images: [image(Buffer.from('this is just text, not a picture'))],
    });
    expect(response.statusCode).toBe(400);
    expect(body(response).value).toMatchObject({ field: 'images.0', rule: 'type' });
  });

  it('refuses a declared type that does not match the bytes', async () => {
    const response = await apply(member, {
      promotionId: promos.CASHBACK10,
      images: [image(JPEG, 'x.png', 'image/png')],
    });
    expect(response.statusCode).toBe(400);
    expect(body(response).value).toMatchObject({ rule: 'type' });
  });

  it('refuses a 6 MB image', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(6 * 1024 * 1024)]);
    const response = await apply(member, { promotionId: promos.CASHBACK10, images: [image(big)] });
    expect(response.statusCode).toBe(400);
    expect(body(response).value).toMatchObject({ field: 'images.0', rule: 'maxSize' });
  });

  it('refuses 4 images', async () => {
    const response = await apply(member, {
      promotionId: promos.CASHBACK10,
      images: [image(PNG), image(PNG), image(PNG), image(PNG)],
    });
    expect(response.statusCode).toBe(400);
    expect(body(response).value).toMatchObject({ field: 'images', rule: 'maxItems', max: 3 });
  });

  it('refuses a 141-character comment', async () => {
    const response = await apply(member, {
      promotionId: promos.CASHBACK10,
      comment: 'x'.repeat(141),
    });
    expect(response.statusCode).toBe(400);
    expect(body(response).value).toMatchObject({ field: 'comment', rule: 'maxLength', max: 140 });
  });

  it('refuses trial accounts', async () => {
    const trial = await login(ctx.app, 'demo_trial', PASSWORDS.trial);
    const response = await apply(trial, { promotionId: promos.CASHBACK10, comment: 'x' });
    expect(response.statusCode).toBe(403);
    expect(body(response).code).toBe('NOT_REAL_ACCOUNT');
  });

  it('needs a token', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/wps/relay/MCSFE_applyActivity',
      headers: BRAND1,
      payload: { promotionId: promos.CASHBACK10 },
    });
    expect(response.statusCode).toBe(401);
  });

  it('refuses closed, coming-soon and claim-only promotions', async () => {
    for (const code of ['NEWYEAR_2025', 'EID_SPECIAL']) {
      const response = await apply(member, { promotionId: promos[code] });
      expect(response.statusCode).toBe(400);
      expect(body(response).code).toBe('PROMOTION_CLOSED');
    }
    const claimOnly = await apply(member, { promotionId: promos.DAILY_RAFFLE });
    expect(body(claimOnly).code).toBe('NOT_APPLICABLE');
  });

  it('stores an application with three images (about 15 MB of base64 JSON), refuses a duplicate', async () => {
    const almost5mb = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 - PNG.length - 10, 7)]);
    const response = await apply(member, {
      promotionId: promos.CASHBACK10,
      comment: 'ইউজার আইডি: demo_member',
      images: [
        image(almost5mb, 'screen "1".png'),
        image(JPEG, 'bkash.jpeg', 'image/jpeg'),
        image(PNG, 'x'),
      ],
    });
    expect(response.statusCode).toBe(200);
    const value = body<{
      applicationId: number;
      status: string;
      images: { id: number; fileName: string; url: string }[];
    }>(response).value;
    expect(value.status).toBe('applying');
    expect(value.images.map((img) => img.fileName)).toEqual(['screen_1.png', 'bkash.jpg', 'x.png']);

    const again = await apply(member, { promotionId: promos.CASHBACK10, comment: 'again' });
    expect(again.statusCode).toBe(409);
    expect(body(again).code).toBe('ALREADY_APPLIED');

    // The owner can fetch the image; another member cannot.
    const jpeg = value.images[1]!;
    const own = await ctx.app.inject({
      method: 'GET',
      url: `/assets/applications/${jpeg.id}`,
      headers: authed(member),
    });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/jpeg');
    expect(own.headers['x-content-type-options']).toBe('nosniff');
    expect(own.headers['content-disposition']).toBe('inline; filename="bkash.jpg"');
    expect(own.rawPayload.equals(JPEG)).toBe(true);
    const other = await ctx.app.inject({
      method: 'GET',
      url: `/assets/applications/${jpeg.id}`,
      headers: authed(sub),
    });
    expect(other.statusCode).toBe(404);
    const anonymous = await ctx.app.inject({
      method: 'GET',
      url: `/assets/applications/${jpeg.id}`,
      headers: BRAND1,
    });
    expect(anonymous.statusCode).toBe(401);

    // The detail shows the member's application.
    const detail = body<{
      memberState: string;
      application: { images: unknown[]; comment: string };
    }>(
      await ctx.app.inject({
        method: 'GET',
        url: `/wps/relay/MCSFE_getPromotionDetail?id=${promos.CASHBACK10}`,
        headers: authed(member),
      }),
    ).value;
    expect(detail.memberState).toBe('applying');
    expect(detail.application.images).toHaveLength(3);

    // After a rejection the member may apply again.
    await ctx.database.db
      .updateTable('activity_applications')
      .set({ status: 'rejected', reason: 'Screenshot unreadable' })
      .where('id', '=', String(value.applicationId))
      .execute();
    expect(
      (await apply(member, { promotionId: promos.CASHBACK10, comment: 'second try' })).statusCode,
    ).toBe(200);
  });

  it('accepts multipart/form-data too', async () => {
    const boundary = '----test-boundary-42';
    const part = (headers: string, content: Buffer | string) =>
      Buffer.concat([
        Buffer.from(`--${boundary}\r\n${headers}\r\n\r\n`),
        Buffer.from(content),
        Buffer.from('\r\n'),
      ]);
    const payload = Buffer.concat([
      part('Content-Disposition: form-data; name="promotionId"', String(promos.WELCOME100)),
      part('Content-Disposition: form-data; name="comment"', 'deposit proof'),
      part(
        'Content-Disposition: form-data; name="images"; filename="slip.png"\r\nContent-Type: image/png',
        PNG,
      ),
      Buffer.from(`--${boundary}--\r\n`),
    ]);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/wps/relay/MCSFE_applyActivity',
      headers: { ...authed(sub), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(response.statusCode).toBe(200);
    const value = body<{ status: string; images: { id: number; fileName: string }[] }>(
      response,
    ).value;
    expect(value.status).toBe('applying');
    expect(value.images.map((img) => img.fileName)).toEqual(['slip.png']);
    const fetched = await ctx.app.inject({
      method: 'GET',
      url: `/assets/applications/${value.images[0]!.id}`,
      headers: authed(sub),
    });
    expect(fetched.rawPayload.equals(PNG)).toBe(true);

    const text = Buffer.concat([
      part('Content-Disposition: form-data; name="promotionId"', String(promos.CASHBACK10)),
      part(
        'Content-Disposition: form-data; name="images"; filename="a.png"\r\nContent-Type: image/png',
        'plain text',
      ),
      Buffer.from(`--${boundary}--\r\n`),
    ]);
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/wps/relay/MCSFE_applyActivity',
      headers: { ...authed(sub), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: text,
    });
    expect(refused.statusCode).toBe(400);
    expect(body(refused).value).toMatchObject({ field: 'images.0', rule: 'type' });
  });

  it('refuses a multipart body without a boundary, with too many parts or over the limit', async () => {
    const send = (contentType: string, payload: Buffer | string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/wps/relay/MCSFE_applyActivity',
        headers: { ...authed(sub), 'content-type': contentType },
        payload,
      });
    const noBoundary = await send('multipart/form-data', '--x\r\n');
    expect(noBoundary.statusCode).toBe(400);
    expect(body(noBoundary)).toMatchObject({ code: 'VALIDATION_FAILED', value: { field: 'body' } });

    const boundary = 'many-parts';
    const field = (index: number) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="f${index}"\r\n\r\nx\r\n`;
    const many = Array.from({ length: 21 }, (_, index) => field(index)).join('');
    const tooMany = await send(
      `multipart/form-data; boundary=${boundary}`,
      `${many}--${boundary}--\r\n`,
    );
    expect(tooMany.statusCode).toBe(400);
    expect(body(tooMany)).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Too many multipart parts',
    });

    const huge = await send(
      `multipart/form-data; boundary=${boundary}`,
      Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        Buffer.alloc(APPLY_BODY_LIMIT + 1),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    );
    expect(huge.statusCode).toBe(413);
    expect(body(huge)).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });

  it('checks the token before reading a large body', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/wps/relay/MCSFE_applyActivity',
      headers: BRAND1,
      payload: {
        promotionId: promos.CASHBACK10,
        images: [image(Buffer.concat([PNG, Buffer.alloc(1024 * 1024)]))],
      },
    });
    expect(response.statusCode).toBe(401);
    // Multipart is not accepted by the other relay calls.
    const other = await ctx.app.inject({
      method: 'POST',
      url: '/wps/relay/MCS2_claimRafflePromotion',
      headers: { ...authed(member), 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x--\r\n',
    });
    expect(other.statusCode).toBe(415);
  });

  it('keeps other routes at the small body limit', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/wps/relay/MCS2_claimRafflePromotion',
      headers: authed(member),
      payload: { promotionId: promos.DAILY_RAFFLE, padding: 'x'.repeat(100 * 1024) },
    });
    expect(response.statusCode).toBe(413);
  });
});

describe('raffle claim', () => {
  const claim = (token: string, promotionId: number | undefined) =>
    ctx.app.inject({
      method: 'POST',
      url: '/wps/relay/MCS2_claimRafflePromotion',
      headers: authed(token),
      payload: { promotionId },
    });

  it('claims once, idempotently', async () => {
    const first = await claim(sub, promos.DAILY_RAFFLE);
    expect(first.statusCode).toBe(200);
    expect(body(first).value).toMatchObject({ status: 'claimed', alreadyClaimed: false });
    const second = await claim(sub, promos.DAILY_RAFFLE);
    expect(second.statusCode).toBe(200);
    expect(body(second).value).toMatchObject({
      status: 'claimed',
      alreadyClaimed: true,
      claimedAt: body<{ claimedAt: number }>(first).value.claimedAt,
    });
    // A raffle's claim is its ticket for the coming draw (tests: promotion-applications).
    const rows = await ctx.database.db
      .selectFrom('raffle_tickets')
      .select('id')
      .where('account_id', '=', await memberId(ctx.database.db, 'PADMA', 'demo_sub1'))
      .where('promotion_id', '=', String(promos.DAILY_RAFFLE))
      .execute();
    expect(rows).toHaveLength(1);
    const list = body<{ list: Promo[] }>(
      await ctx.app.inject({
        method: 'GET',
        url: '/wps/relay/MCSFE_getPromotions',
        headers: authed(sub),
      }),
    ).value;
    expect(list.list.find((promo) => promo.code === 'DAILY_RAFFLE')!.memberState).toBe('claimed');
  });

  it('refuses application promotions and trial accounts', async () => {
    expect(body(await claim(sub, promos.WELCOME100)).code).toBe('NOT_CLAIMABLE');
    const trial = await login(ctx.app, 'demo_trial', PASSWORDS.trial);
    expect((await claim(trial, promos.DAILY_RAFFLE)).statusCode).toBe(403);
    expect((await claim(sub, undefined)).statusCode).toBe(400);
  });
});
