import {
  authed,
  body,
  createTestContext,
  login,
  PASSWORDS,
  type TestContext,
} from './support/testApp.js';

/**
 * The birthday's minimum age (the brand's `ageLimit`, 18 on the demo brand) counts whole years on
 * the brand's calendar (issue 40 item 14): at 01:00 in Dhaka on 15 June 2027 it is still 14 June
 * in UTC, and a member born on 15 June 2009 is 18 on the brand's day.
 */
const DHAKA_ONE_AM = Date.UTC(2027, 5, 14, 19);

let ctx: TestContext;
let member: string;

beforeAll(async () => {
  ctx = await createTestContext();
  expect(ctx.clock.now().getTime()).toBeLessThan(DHAKA_ONE_AM);
  ctx.clock.advance(DHAKA_ONE_AM - ctx.clock.now().getTime());
  member = await login(ctx.app, 'demo_sub2', PASSWORDS.member);
});
afterAll(async () => {
  await ctx.close();
});

const saveBirthday = (birthday: string) =>
  ctx.app.inject({
    method: 'PUT',
    url: '/wps/member/profile',
    headers: authed(member),
    payload: { birthday },
  });

it('takes a birthday that makes the member 18 on the brand’s day, though not yet in UTC', async () => {
  const tomorrow = await saveBirthday('2009-06-16');
  expect(tomorrow.statusCode).toBe(400);
  expect(body(tomorrow).value).toMatchObject({ field: 'birthday', rule: 'age', min: 18 });

  const today = await saveBirthday('2009-06-15');
  expect(today.statusCode).toBe(200);
  const security = await ctx.app.inject({
    method: 'GET',
    url: '/wps/member/security',
    headers: authed(member),
  });
  expect(body<{ profile: { birthday: string } }>(security).value.profile.birthday).toBe(
    '2009-06-15',
  );
});
