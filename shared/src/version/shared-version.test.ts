import sharedPackage from '../../package.json';
import * as buildInfo from '../build-info';
import { checkSharedVersion, SHARED_VERSION } from './shared-version';

it('is the version of shared/package.json, which build-info gives each remote too', () => {
  expect(SHARED_VERSION).toBe(sharedPackage.version);
  expect(buildInfo.sharedVersion).toBe(sharedPackage.version);
});

it('accepts a remote built against the same major of @site/shared', () => {
  expect(checkSharedVersion('2.4.1', '2.0.0')).toEqual({ compatible: true });
});

it('refuses a remote built against another major, or that does not say', () => {
  expect(checkSharedVersion('1.0.0', '2.0.0')).toEqual({
    compatible: false,
    reason: 'The module was built for @site/shared 1.0.0; this site has 2.0.0.',
  });
  expect(checkSharedVersion(undefined, '2.0.0')).toEqual({
    compatible: false,
    reason: 'The module does not declare a @site/shared version.',
  });
});
