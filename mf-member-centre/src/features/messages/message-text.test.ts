import { i18n, type MemberMessage } from '@site/shared';
import bn from './i18n/bn.json';
import en from './i18n/en.json';
import { messageText } from './message-text';

const redemption: MemberMessage = {
  id: '1',
  type: 'points_redemption_approved',
  title: 'Points redemption approved',
  body: '',
  params: { reward: 'Free spins', rewardBn: 'ফ্রি স্পিন', quantity: 2, points: 600, reason: null },
  createdAt: '2026-11-24T06:00:00.000Z',
  readAt: null,
};

i18n.addResourceBundle('bn', 'm', bn);
i18n.addResourceBundle('en', 'm', en);

function reader(language: 'bn' | 'en') {
  return messageText(
    redemption,
    i18n.getFixedT(language, 'm'),
    (amount) => String(amount),
    language,
  );
}

it('names a redeemed reward in the reader’s language', () => {
  expect(reader('bn').body).toContain('২ × ফ্রি স্পিন');
  expect(reader('en').body).toContain('2 × Free spins');
});

it('falls back to the English name for messages written before both were kept', () => {
  const older = { ...redemption, params: { ...redemption.params, rewardBn: null } };
  expect(messageText(older, i18n.getFixedT('bn', 'm'), String, 'bn').body).toContain('Free spins');
});

it('tells the member until when logins from new addresses are paused, and from where they failed', () => {
  const locked: MemberMessage = {
    ...redemption,
    type: 'login_verification_locked',
    params: { reason: 'answers', ip: '203.0.113.9', lockedUntil: '2026-12-02T06:00:00.000Z' },
  };
  const english = messageText(locked, i18n.getFixedT('en', 'm'), String, 'en');
  expect(english.title).toBe('Logins from new devices paused');
  expect(english.body).toContain('(last from 203.0.113.9)');
  expect(english.body).toMatch(/paused until 2 Dec 2026/);
  const bengali = messageText(locked, i18n.getFixedT('bn', 'm'), String, 'bn');
  expect(bengali.body).toContain('২০২৬');
});
