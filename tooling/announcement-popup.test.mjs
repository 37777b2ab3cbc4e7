import {
  createAnnouncementPopup,
  isLotteryPath,
  noticeDate,
  popupMarkup,
} from './announcement-popup.mjs';

const PAGE =
  '<!doctype html><html><head></head><body><div id="root"><div class="boot"></div></div></body></html>';
const DHAKA = 'Asia/Dhaka';
// 2026-01-02 03:04:05 in Dhaka (UTC+6)
const START = Date.UTC(2026, 0, 1, 21, 4, 5);

const announcement = (index, fields = {}) => ({
  id: 100 + index,
  title: `Notice ${index + 1}`,
  content: `<p>Body ${index + 1}</p>`,
  startDateStr: START,
  ...fields,
});

/** served-answers.mjs's shape: the API's envelope for an address, or null. */
function answersOf(bodies) {
  const asked = [];
  const answers = async (host, address) => {
    asked.push({ host, address });
    const [, body] = Object.entries(bodies).find(([start]) => address.startsWith(start)) ?? [];
    return body ?? null;
  };
  return { answers, asked };
}

const listed = (list) => ({ success: true, value: { list, total: list.length, totalPages: 1 } });
const permission = { success: true, value: { settings: { timeZone: DHAKA } } };
const request = (cookie) => ({ url: '/lottery', headers: { host: 'padma.test', cookie } });

it('serves the lottery routes only', () => {
  expect(['/lottery', '/vnlottery'].every(isLotteryPath)).toBe(true);
  expect(['/', '/rng', '/lottery/x', '/lotteryx'].some(isLotteryPath)).toBe(false);
});

it('writes the date on the brand’s clock, in Bengali digits for a Bengali reader', () => {
  expect(noticeDate(START, DHAKA, 'en')).toBe('2026-01-02 03:04:05');
  expect(noticeDate(START, 'UTC', 'en')).toBe('2026-01-01 21:04:05');
  expect(noticeDate(START, DHAKA, 'bn')).toBe('২০২৬-০১-০২ ০৩:০৪:০৫');
  expect(noticeDate(START, 'Not/A_Zone', 'en')).toBeNull();
});

it('paints the first page of titles and the first announcement, as the app opens it', () => {
  const list = Array.from({ length: 9 }, (_, index) => announcement(index));
  const html = popupMarkup({ list, timeZone: DHAKA, language: 'en' });
  const titles = [...html.matchAll(/<li class="boot-popup__title"[^>]*>([^<]*)<\/li>/g)];
  expect(titles.map((match) => match[1])).toEqual(list.slice(0, 7).map((item) => item.title));
  expect(titles[0][0]).toContain('aria-current="true"');
  expect(titles[1][0]).not.toContain('aria-current');
  // more than a page: the pager's row is kept for the app to fill
  expect(html).toContain('<div class="boot-popup__pager"></div>');
  expect(html).toContain('<h2 id="boot-popup-title">Announcements</h2>');
  expect(html).toContain('aria-label="Close"');
  expect(html).toContain('<h3>Notice 1</h3>');
  expect(html).toContain('Published </span>2026-01-02 03:04:05');
  expect(html).toContain('<p>Body 1</p>');
  expect(html).toContain('data-language="en"');
  expect(popupMarkup({ list: list.slice(0, 7), timeZone: DHAKA, language: 'en' })).not.toContain(
    '<div class="boot-popup__pager">',
  );
  const bengali = popupMarkup({ list, timeZone: DHAKA, language: 'bn' });
  expect(bengali).toContain('>ঘোষণা</h2>');
  expect(bengali).toContain('২০২৬-০১-০২');
});

it('escapes the titles and cleans the operator’s HTML once more', () => {
  const list = [
    announcement(0, {
      title: '<img src=x onerror=alert(1)>',
      content:
        '<p onclick="alert(1)">Hi<script>alert(2)</script></p><a href="javascript:alert(3)">x</a>' +
        '<a href="https://example.com/terms">terms</a><iframe src="https://evil.test"></iframe>',
    }),
  ];
  const html = popupMarkup({ list, timeZone: DHAKA, language: 'en' });
  expect(html).not.toMatch(/<img|<script|<iframe|onclick|javascript:/);
  expect(html).toContain('&#60;img src=x onerror=alert(1)&#62;');
  expect(html).toContain('<p>Hi</p>');
  expect(html).toContain('<a href="https://example.com/terms">terms</a>');
});

it('puts the popup before the app’s root, in the language of the player’s cookie', async () => {
  const { answers, asked } = answersOf({
    '/wps/relay/MCSFE_getListAnnouncements': listed([announcement(0)]),
    '/wps/system/permission': permission,
  });
  const served = await createAnnouncementPopup(answers)(request('lang=en'), PAGE);
  expect(served).toMatch(
    /<body><style>[^<]*#boot-popup[^<]*<\/style><div id="boot-popup" data-language="en" hidden>/,
  );
  expect(served.indexOf('id="boot-popup"')).toBeLessThan(served.indexOf('id="root"'));
  expect(asked).toEqual([
    {
      host: 'padma.test',
      address:
        '/wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR,H&platform=W&execution=B&pageNo=1&pageSize=100&language=en',
    },
    { host: 'padma.test', address: '/wps/system/permission?url=padma.test' },
  ]);
  const bengali = await createAnnouncementPopup(answers)(request(), PAGE);
  expect(bengali).toContain('data-language="bn"');
});

it('leaves the page as built without a list, without the brand’s clock, or when the API fails', async () => {
  const cases = [
    { '/wps/relay/MCSFE_getListAnnouncements': listed([]), '/wps/system/permission': permission },
    { '/wps/relay/MCSFE_getListAnnouncements': listed([announcement(0)]) },
    { '/wps/system/permission': permission },
    {
      '/wps/relay/MCSFE_getListAnnouncements': { success: false, code: 'x' },
      '/wps/system/permission': permission,
    },
  ];
  for (const bodies of cases) {
    const { answers } = answersOf(bodies);
    expect(await createAnnouncementPopup(answers)(request(), PAGE)).toBe(PAGE);
  }
  const failing = async () => {
    throw new Error('the API did not answer');
  };
  expect(await createAnnouncementPopup(failing)(request(), PAGE)).toBe(PAGE);
});
