import { BRAND1, body, createTestContext, type TestContext } from './support/testApp.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const get = (url: string) => ctx.app.inject({ method: 'GET', url });

describe('GET /downloads/:merchantCode/ios-lite.mobileconfig', () => {
  it('is the lite app the brand lists: a web clip profile that opens the site it came from', async () => {
    const routes = body<{ resources: Array<{ resourceType: string; url: string }> }>(
      await ctx.app.inject({ method: 'GET', url: '/wps/system/domainRoute', headers: BRAND1 }),
    ).value;
    const lite = routes.resources.find((resource) => resource.resourceType === 'IOS_LITE')!;
    const response = await get(`${lite.url}?site=${encodeURIComponent('http://localhost:3000')}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/x-apple-aspen-config');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="padma-lite.mobileconfig"',
    );
    expect(response.body).toContain('<key>URL</key><string>http://localhost:3000/</string>');
    expect(response.body).toContain('<key>Label</key><string>Padma Play</string>');
    expect(response.body).toContain('<string>com.apple.webClip.managed</string>');
    // The same site gets the same profile ids, so installing again replaces it.
    const again = await get(`${lite.url}?site=${encodeURIComponent('http://localhost:3000')}`);
    expect(again.body).toBe(response.body);
  });

  it("refuses a site that is not one of the brand's domains, and an unknown brand", async () => {
    const foreign = await get(
      `/downloads/PADMA/ios-lite.mobileconfig?site=${encodeURIComponent('https://phish.example')}`,
    );
    expect(foreign.statusCode).toBe(400);
    expect(foreign.body).not.toContain('plist');
    // The other brand's host is not this brand's site either.
    const otherBrand = await get(
      `/downloads/PADMA/ios-lite.mobileconfig?site=${encodeURIComponent('http://lite.localhost:3000')}`,
    );
    expect(otherBrand.statusCode).toBe(400);
    const scheme = await get(
      `/downloads/PADMA/ios-lite.mobileconfig?site=${encodeURIComponent('javascript://localhost/')}`,
    );
    expect(scheme.statusCode).toBe(400);
    expect((await get('/downloads/PADMA/ios-lite.mobileconfig')).statusCode).toBe(400);
    expect(
      (await get('/downloads/NOBRAND/ios-lite.mobileconfig?site=http%3A%2F%2Flocalhost'))
        .statusCode,
    ).toBe(404);
  });
});
