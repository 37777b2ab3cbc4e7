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
});
