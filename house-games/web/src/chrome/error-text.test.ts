import { HouseApiError } from '../api/client';
import { startI18n } from '../i18n/i18n';
import { errorText } from './error-text';
import { formattersFor } from './format';

const refusal = (code: string, value: unknown) => new HouseApiError(code, 'refused', 403, value);

describe('errorText of player protection (issue 44)', () => {
  it('names the limit, its amount and when it resets, in either language', async () => {
    const limit = refusal('PROTECTION_LIMIT', {
      kind: 'loss',
      period: 'week',
      amount: 2000,
      used: 2000,
      resetsAt: '2026-12-07T00:00:00.000Z',
    });
    const en = await startI18n('en');
    const format = formattersFor('en', '৳');
    expect(errorText(en.t, limit, format)).toBe(
      `This would go past your weekly loss limit of ৳2,000.00 (৳2,000.00 used so far); it resets at ${format.dateTime('2026-12-07T00:00:00.000Z')}.`,
    );
    const bn = await startI18n('bn');
    const text = errorText(bn.t, limit, formattersFor('bn', '৳'));
    expect(text).toContain('সাপ্তাহিক লোকসানের সীমা');
    expect(text).toContain('৳২,০০০.০০');
  });

  it('says until when the account is closed, or that it is for good', async () => {
    const en = await startI18n('en');
    const format = formattersFor('en', '৳');
    expect(
      errorText(en.t, refusal('ACCOUNT_EXCLUDED', { kind: 'SELF_EXCLUSION', until: null }), format),
    ).toBe('Your account is closed permanently at your own request.');
  });

  it("falls back to the code's text without the page's formatters", async () => {
    const en = await startI18n('en');
    expect(errorText(en.t, refusal('PROTECTION_LIMIT', null))).toBe(
      'This bet would go past one of your limits.',
    );
  });
});
