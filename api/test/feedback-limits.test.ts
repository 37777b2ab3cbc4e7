import { body, BRAND1, createTestContext, type TestContext } from './support/testApp.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

type Settings = { feedback: { minWords: number; maxWords: number } };

describe('feedback word limits in the permission settings (spec §5)', () => {
  it('tells the site the limits the feedback call enforces', async () => {
    const permission = await ctx.app.inject({
      method: 'GET',
      url: '/wps/system/permission?url=localhost',
    });
    const { settings } = body<{ settings: Settings }>(permission).value;
    expect(settings.feedback).toEqual({ minWords: 5, maxWords: 300 });

    const words = (count: number) => Array.from({ length: count }, (_, i) => `w${i}`).join(' ');
    const send = (content: string) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/wps/feedback',
        headers: BRAND1,
        payload: { questionType: 'OTHER', content },
      });
    expect((await send(words(settings.feedback.minWords - 1))).statusCode).toBe(400);
    expect((await send(words(settings.feedback.minWords))).statusCode).toBe(200);
    expect((await send(words(settings.feedback.maxWords + 1))).statusCode).toBe(400);
  });
});
