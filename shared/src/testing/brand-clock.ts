import { setDisplayTimeZone } from '../i18n/time-zone';

/** The brand's zone in these tests and its offset, the API's `tzOffset` (minutes east of UTC). */
export const BRAND_TIME_ZONE = 'Asia/Dhaka';
export const BRAND_TZ_OFFSET = 360;

/**
 * A member abroad (issue 40 item 14): the brand is on Dhaka's clock while the device says it is
 * in New York (5 hours behind UTC), so a page that sends or shows the device's clock fails.
 * Call at the top of a test file or describe block.
 */
export function onBrandClockWithDeviceAbroad(): void {
  let deviceOffset: jest.SpyInstance<number, []> | undefined;
  beforeEach(() => {
    setDisplayTimeZone(BRAND_TIME_ZONE);
    deviceOffset = jest.spyOn(Date.prototype, 'getTimezoneOffset').mockReturnValue(300);
  });
  afterEach(() => {
    deviceOffset?.mockRestore();
    setDisplayTimeZone(undefined);
  });
}
