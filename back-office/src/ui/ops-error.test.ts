import { ApiError } from '@site/shared';
import { opsErrorText } from './ops-error';

describe("a failed operator call's text", () => {
  it("words the operator API's codes itself, with their values", () => {
    expect(
      opsErrorText(
        new ApiError('OPERATOR_LOGIN_DELAYED', 'errors.UNKNOWN', 429, '', {
          retryAfterSeconds: 42,
        }),
      ),
    ).toEqual({ key: 'back-office:errors.OPERATOR_LOGIN_DELAYED', values: { seconds: 42 } });
  });

  it("leaves any other failure to the kit's text", () => {
    expect(opsErrorText(new ApiError('NETWORK', 'errors.NETWORK', null, ''))).toEqual({
      key: 'common:errors.NETWORK',
    });
    expect(opsErrorText('boom')).toEqual({ key: 'common:errors.UNKNOWN' });
  });

  it('words the refused fields only the API can check, and leaves the others to the kit', () => {
    const refused = (details: unknown) =>
      opsErrorText(new ApiError('VALIDATION_FAILED', 'errors.VALIDATION_FAILED', 400, '', details));
    expect(refused({ field: 'link', rule: 'game' })).toEqual({
      key: 'back-office:errors.fields.link.game',
    });
    expect(refused({ field: 'titleEn' })).toEqual({ key: 'common:errors.VALIDATION_FAILED' });
  });
});
