import { ApiError, messageKeyFor } from '../api/api-error';
import { startTestI18n } from '../testing/i18n';
import { failureText } from './failure-text';
import { COMMON_NAMESPACE, i18n } from './setup-i18n';
import { setDisplayTimeZone } from './time-zone';

const refusal = (code: string, value: unknown) =>
  new ApiError(code, messageKeyFor(code), 403, 'refused', value);

const textIn = async (language: 'bn' | 'en', failure: unknown) => {
  await startTestI18n(language);
  return failureText(failure, i18n.getFixedT(language, COMMON_NAMESPACE), language, '৳');
};

beforeAll(() => setDisplayTimeZone('Asia/Dhaka'));
afterAll(() => setDisplayTimeZone(undefined));

describe('failureText (issue 44 refusals)', () => {
  const dailyDeposit = refusal('PROTECTION_LIMIT', {
    kind: 'deposit',
    period: 'day',
    amount: 5000,
    used: 4800,
    // Midnight on 7 December on the brand's clock (Dhaka, UTC+6).
    resetsAt: '2026-12-06T18:00:00.000Z',
  });

  it('names the limit, its amount, what is used and when it resets', async () => {
    expect(await textIn('en', dailyDeposit)).toBe(
      'This would go past your daily deposit limit of ৳ 5,000.00 (৳ 4,800.00 used so far); it resets at 00:00 on 7 Dec.',
    );
  });

  it('says it in Bengali with Bengali digits', async () => {
    const text = await textIn('bn', dailyDeposit);
    expect(text).toContain('দৈনিক জমার সীমা');
    expect(text).toContain('৳ ৫,০০০.০০');
    expect(text).toContain('০০:০০');
    expect(text).not.toMatch(/[0-9]/);
  });

  it('says until when an exclusion lasts, or that it is permanent', async () => {
    const timeOut = refusal('ACCOUNT_EXCLUDED', {
      kind: 'TIME_OUT',
      until: '2026-12-13T06:30:00.000Z',
    });
    expect(await textIn('en', timeOut)).toBe(
      'Your account is on a time-out until 12:30 on 13 Dec 2026. It cannot be shortened.',
    );
    const permanent = refusal('ACCOUNT_EXCLUDED', { kind: 'SELF_EXCLUSION', until: null });
    expect(await textIn('en', permanent)).toBe('Your account is self-excluded permanently.');
    const ended = refusal('ACCOUNT_EXCLUDED', {
      kind: 'SELF_EXCLUSION',
      until: null,
      returnRequired: true,
    });
    expect(await textIn('en', ended)).toMatch(/^Your self-exclusion has ended, .* ask to return/);
  });

  it("falls back to the code's own text without a value, and to Unknown error", async () => {
    expect(await textIn('en', refusal('SESSION_LIMIT_REACHED', null))).toBe(
      'You have reached the session time limit you set, so you have been logged out.',
    );
    expect(await textIn('en', refusal('PROTECTION_LIMIT', null))).toBe(
      'This would go past one of your limits, so it was not done.',
    );
    expect(await textIn('en', new Error('boom'))).toBe('Unknown error');
  });
});
